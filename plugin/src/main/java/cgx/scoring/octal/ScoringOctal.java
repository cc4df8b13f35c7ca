package cgx.scoring.octal;

import cgx.heap.TakeAndBreakCode;
import cgx.core.CgxException;
import cgx.core.Rational;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * A scoring octal game {@code O = (n_1 n_2 ... n_k, p_1 p_2 ... p_k)} (Stewart, Definition 10):
 * removing {@code i} beans is allowed when {@code n_i != 0}, bit {@code 2^j} of {@code n_i} lets
 * the rest be left as exactly {@code j} non-empty heaps, and the mover gains {@code p_i} points.
 * Hexadecimal digits (3 heaps left) are supported. A digit {@code d_0} before the point (splitting
 * a heap without taking, as in {@code 4.7}) is supported with {@code p_0 = 0} when it only splits
 * (bits 4 and 8); bits 1 and 2 of {@code d_0} (take nothing, leave 0 or 1 heap) are rejected since
 * they would be a pass. Immutable.
 */
public final class ScoringOctal {
    private final TakeAndBreakCode code;
    /** points[i] = p_i for i = 1..k (points[0] = p_0 = 0). */
    private final Rational[] points;
    /** Common denominator D of all points and the points scaled by it: p_i = scaled[i] / D exactly. */
    private final long denominator;
    private final long[] scaled;
    private final boolean longExact;

    // caches owned by this ruleset (guarded by this): the multiset engine and the single-heap table
    private GsEngine engine;
    private long[] table;

    synchronized GsEngine engine() {
        if (engine == null) engine = new GsEngine(this);
        return engine;
    }

    /** Single-heap table Gs(0..n) (numerators over the denominator), taking-no-breaking rulesets only. */
    synchronized long[] table(int n) {
        if (table == null || table.length <= n) {
            int target = table == null ? n : (int) Math.min(Math.max(n, Math.min(2L * table.length, n + (1L << 20))), 200_000_000L);
            table = TakingNoBreaking.table(this, Math.max(n, target), table);
        }
        return table;
    }

    private ScoringOctal(TakeAndBreakCode code, Rational[] points) {
        this.code = code;
        this.points = points;
        BigInteger d = BigInteger.ONE;
        for (Rational p : points) d = lcm(d, p.denominator());
        BigInteger limit = BigInteger.ONE.shiftLeft(40);
        long[] s = new long[points.length];
        boolean fits = d.compareTo(limit) <= 0;
        for (int i = 0; i < points.length && fits; i++) {
            BigInteger v = points[i].numerator().multiply(d.divide(points[i].denominator()));
            if (v.abs().compareTo(limit) > 0) fits = false;
            else s[i] = v.longValueExact();
        }
        // fast kernels: every p_i times the common denominator below 2^40 (else the exact Rational fallback)
        this.longExact = fits;
        this.denominator = fits ? d.longValueExact() : 1;
        this.scaled = s;
    }

    private static BigInteger lcm(BigInteger a, BigInteger b) { return a.divide(a.gcd(b)).multiply(b); }

    /** {@code ScoringOctal(code)}: points default to {@code p_i = i}. */
    public static ScoringOctal of(String codeText) { return of(codeText, null); }

    /** {@code ScoringOctal(code, points)}; {@code points == null} means {@code p_i = i}. */
    public static ScoringOctal of(String codeText, List<?> pointList) {
        TakeAndBreakCode code = TakeAndBreakCode.parse(codeText);
        int d0 = code.digit(0);
        if ((d0 & 3) != 0)
            throw new CgxException("code " + codeText + " has d_0 = " + d0 + "; a digit before the point may only split"
                    + " a heap (4, 8 or 12), since taking no beans and leaving one heap would be a pass");
        for (int k = 0; k <= code.maxTake(); k++)
            if (code.digit(k) > 15) throw new CgxException("digit " + code.digit(k) + " is not a digit");
        int k = code.maxTake();
        int written = writtenDigits(codeText);
        if (k == 0 && d0 == 0) throw new CgxException("code " + codeText + " allows no move");
        Rational[] pts = new Rational[k + 1];
        pts[0] = Rational.ZERO;
        if (pointList == null) {
            for (int i = 1; i < pts.length; i++) pts[i] = Rational.of(i);
        } else {
            if (pointList.size() != k && pointList.size() != written)
                throw new CgxException("code " + code + " has " + written + " digit" + (written == 1 ? "" : "s")
                        + " after the point, so it needs " + written + " points p_1..p_" + written + ", got " + pointList.size());
            for (int i = 0; i < k; i++) {
                Object o = pointList.get(i);
                if (!(o instanceof Rational r))
                    throw new CgxException("point p_" + (i + 1) + " must be a number, got " + o);
                pts[i + 1] = r;
            }
            for (int i = k; i < pointList.size(); i++)
                if (!(pointList.get(i) instanceof Rational))
                    throw new CgxException("point p_" + (i + 1) + " must be a number, got " + pointList.get(i));
        }
        // points of trailing zero digits carry no move and are dropped (the printed form keeps p_1..p_k)
        return new ScoringOctal(code, pts);
    }

    /** Number of digits written after the point ({@code &X} counts as one). */
    static int writtenDigits(String text) {
        String t = text.trim();
        int dot = t.indexOf('.');
        String after = dot < 0 ? t : t.substring(dot + 1);
        int n = 0;
        for (int i = 0; i < after.length(); i++) if (after.charAt(i) != '&') n++;
        return n;
    }

    public TakeAndBreakCode code() { return code; }
    /** {@code p_i} (0 for i = 0 or beyond the points given). */
    public Rational point(int i) { return i < points.length ? points[i] : Rational.ZERO; }
    public int maxTake() { return code.maxTake(); }
    public long denominator() { return denominator; }
    /** True if the fast 64-bit kernels apply (points times their common denominator below 2^40). */
    public boolean isLongExact() { return longExact; }
    /** {@code p_i} times {@link #denominator()}. */
    public long scaledPoint(int i) { return i < scaled.length ? scaled[i] : 0; }
    public int pointCount() { return points.length - 1; }

    /** True if no move leaves two or more heaps and there is no splitting digit d_0. */
    public boolean isTakingNoBreaking() { return code.isTakingNoBreaking(); }

    /** True if every non-zero digit is 3 (Stewart's subtraction games, §3.1.1). */
    public boolean isSubtraction() {
        for (int k = 0; k <= code.maxTake(); k++) if (code.digit(k) != 0 && (k == 0 || code.digit(k) != 3)) return false;
        return true;
    }

    /** True if a heap of {@code n} has at least one move. */
    public boolean hasMove(int n) {
        boolean[] any = {false};
        forEachMove(n, (k, heaps) -> any[0] = true);
        return any[0];
    }

    /** Each legal move from a heap of {@code n}: beans taken and non-empty heaps left (sorted). */
    public void forEachMove(int n, TakeAndBreakCode.MoveSink sink) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        code.forEachMove(n, (k, heaps) -> {
            if (k == 0 && heaps.length < 2) return; // d_0 only splits
            sink.accept(k, heaps);
        });
    }

    /** The points list as the user would type it. */
    public String pointsText() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 1; i < points.length; i++) {
            if (i > 1) b.append(", ");
            b.append(points[i]);
        }
        return b.append(']').toString();
    }

    /** The points {@code p_1, ..., p_k}. */
    public List<Rational> pointList() { return List.of(Arrays.copyOfRange(points, 1, points.length)); }

    @Override public boolean equals(Object o) {
        if (!(o instanceof ScoringOctal s) || !code.equals(s.code)) return false;
        int n = Math.max(points.length, s.points.length);
        for (int i = 0; i < n; i++) if (!point(i).equals(s.point(i))) return false;
        return true;
    }

    @Override public int hashCode() {
        int h = code.hashCode();
        for (int i = 1; i <= code.maxTake(); i++) h = h * 31 + point(i).hashCode();
        return h;
    }

    /** {@code ScoringOctal("0.3333", [2, 2, 2, 2])}, or {@code ScoringOctal("0.45")} for default points. */
    @Override public String toString() {
        boolean dflt = true;
        for (int i = 1; i < points.length; i++) if (!points[i].equals(Rational.of(i))) dflt = false;
        String c = "\"" + code + "\"";
        return dflt ? "ScoringOctal(" + c + ")" : "ScoringOctal(" + c + ", " + pointsText() + ")";
    }
}
