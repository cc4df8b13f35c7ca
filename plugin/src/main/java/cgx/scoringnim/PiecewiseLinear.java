package cgx.scoringnim;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An exact piecewise-linear function of the bonus {@code b} on the whole real line, the shape
 * of the Scoring Nim payoff {@code f(x; b)} (Oginuma–Shinoda, Section 3).
 *
 * <p>Representation, all in <em>half units</em> so that every number is a {@code long}:
 * with {@code B = 2b}, piece {@code k} is the line {@code 2f = slope[k]·B + icpt2[k]}
 * (that is {@code f = slope[k]·b + icpt2[k]/2}), valid between breakpoints
 * {@code bp2[k-1] <= B <= bp2[k]} (pieces 0 and m extend to {@code -∞} and {@code +∞}).
 * Consecutive pieces always differ, so every stored breakpoint is a point where the function
 * changes its line. Slopes are stored, not assumed: Proposition 3.1 (slopes ±1, integer
 * breakpoints, continuity) is <em>checked</em> on the computed functions, not built in.
 * Intersections are computed exactly; if one ever fell off the half-unit grid, the operation
 * throws rather than round (for Scoring Nim it never does, which the checks confirm).
 *
 * <p>Immutable; equality is structural (same pieces), which for continuous functions is
 * equality of functions.
 */
public final class PiecewiseLinear implements cgx.core.LatexForm {
    private final long[] bp2;    // length m, strictly increasing
    private final long[] slope;  // length m + 1
    private final long[] icpt2;  // length m + 1

    private PiecewiseLinear(long[] bp2, long[] slope, long[] icpt2) {
        this.bp2 = bp2;
        this.slope = slope;
        this.icpt2 = icpt2;
    }

    /** The line {@code f(b) = slope·b + intercept} on the whole real line. */
    public static PiecewiseLinear line(long slope, long intercept) {
        return new PiecewiseLinear(new long[0], new long[] {slope}, new long[] {Math.multiplyExact(2, intercept)});
    }

    /** {@code f(0; b) = -b}: the payoff of the empty position (the opponent took the last stone). */
    public static final PiecewiseLinear TERMINAL = line(-1, 0);

    public int breakpointCount() { return bp2.length; }
    public int pieceCount() { return slope.length; }
    /** Twice the {@code i}-th breakpoint (0-based). */
    public long breakpoint2(int i) { return bp2[i]; }
    public long slope(int piece) { return slope[piece]; }
    /** Twice the intercept of piece {@code piece}. */
    public long intercept2(int piece) { return icpt2[piece]; }

    /** The breakpoints as exact rationals, increasing. */
    public List<Rational> breakpoints() {
        List<Rational> out = new ArrayList<>(bp2.length);
        for (long v : bp2) out.add(Rational.of(v, 2));
        return out;
    }

    /** The breakpoints {@code lo <= t <= hi}. */
    public List<Rational> breakpoints(Rational lo, Rational hi) {
        List<Rational> out = new ArrayList<>();
        for (long v : bp2) {
            Rational t = Rational.of(v, 2);
            if (t.compareTo(lo) >= 0 && t.compareTo(hi) <= 0) out.add(t);
        }
        return out;
    }

    /** Index of the piece that holds {@code b} (the left one at a breakpoint: by continuity both agree). */
    private int pieceAt(Rational b) {
        Rational twoB = b.multiply(Rational.of(2));
        int lo = 0, hi = bp2.length; // first index with bp2[i] >= 2b
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Rational.of(bp2[mid]).compareTo(twoB) < 0) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    /** Exact value {@code f(b)}. */
    public Rational value(Rational b) {
        int k = pieceAt(b);
        return b.multiply(Rational.of(slope[k])).add(Rational.of(icpt2[k], 2));
    }

    /** Twice the value at {@code b = B/2}, exactly, for half-unit arguments (fast path). */
    public long value2(long twoB) {
        int k = Arrays.binarySearch(bp2, twoB);
        if (k < 0) k = -k - 1;
        return Math.addExact(Math.multiplyExact(slope[k], twoB), icpt2[k]);
    }

    /** The slope just left of {@code b} (at {@code b} itself if {@code b} is not a breakpoint). */
    public long leftSlope(Rational b) { return slope[pieceAt(b)]; }

    /** The slope just right of {@code b}. */
    public long rightSlope(Rational b) {
        int k = pieceAt(b);
        if (k < bp2.length && Rational.of(bp2[k], 2).equals(b)) k++;
        return slope[k];
    }

    /** Slope and intercept of the line followed for all {@code b} below the first breakpoint. */
    public Rational[] lowerTail() { return new Rational[] {Rational.of(slope[0]), Rational.of(icpt2[0], 2)}; }

    /** Slope and intercept of the line followed for all {@code b} above the last breakpoint. */
    public Rational[] upperTail() {
        int m = slope.length - 1;
        return new Rational[] {Rational.of(slope[m]), Rational.of(icpt2[m], 2)};
    }

    /** True if the pieces meet at every breakpoint. */
    public boolean isContinuous() {
        for (int i = 0; i < bp2.length; i++) {
            long l = slope[i] * bp2[i] + icpt2[i];
            long r = slope[i + 1] * bp2[i] + icpt2[i + 1];
            if (l != r) return false;
        }
        return true;
    }

    public PiecewiseLinear negate() {
        long[] s = new long[slope.length], c = new long[slope.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = Math.negateExact(slope[i]);
            c[i] = Math.negateExact(icpt2[i]);
        }
        return new PiecewiseLinear(bp2, s, c);
    }

    /** {@code f + k}. */
    public PiecewiseLinear plus(Rational k) {
        Rational k2 = k.multiply(Rational.of(2));
        if (!k2.isInteger()) throw new CgxException("can only add multiples of 1/2 exactly, got " + k);
        long d = k2.longValueExact("the constant");
        long[] c = new long[icpt2.length];
        for (int i = 0; i < c.length; i++) c[i] = Math.addExact(icpt2[i], d);
        return new PiecewiseLinear(bp2, slope, c);
    }

    /** The pointwise maximum {@code max(this, other)}. */
    public PiecewiseLinear max(PiecewiseLinear other) { return maxWith(this, other, 1, 0); }

    /**
     * The pointwise maximum {@code max(f, sign·g + shift)} for {@code sign = ±1}, computed in one
     * merge of the two breakpoint lists without building {@code sign·g + shift}: this is the step
     * {@code acc := max(acc, |x| - |y| - f(y; ·))} of recursion (2) with {@code sign = -1}.
     * Exact: each crossing {@code s1·B + c1 = s2·B + c2} inside a piece is put at
     * {@code B = (c2 - c1)/(s1 - s2)}, which must be an integer number of half units.
     */
    public static PiecewiseLinear maxWith(PiecewiseLinear f, PiecewiseLinear g, int sign, long shift) {
        Builder out = new Builder(f.bp2.length + g.bp2.length + 4);
        merge(f.bp2, 0, f.bp2.length, f.slope, f.icpt2, g, sign, Math.multiplyExact(2, shift), out);
        return out.build();
    }

    /**
     * The merge behind {@link #maxWith}: {@code f} given as raw arrays (breakpoints
     * {@code fb[fOff .. fOff + fm - 1]}, pieces {@code fs[0 .. fm]}, {@code fc[0 .. fm]}), the
     * pieces of {@code max(f, sign·g + shift2/2)} appended to {@code out}.
     */
    private static void merge(long[] fb, int fOff, int fm, long[] fs, long[] fc, PiecewiseLinear g, int sign, long shift2, Builder out) {
        int i = 0, j = 0; // current pieces of f and g
        long lo = Long.MIN_VALUE; // left end of the current interval (MIN = -infinity)
        while (true) {
            long hi;
            boolean fNext = i < fm, gNext = j < g.bp2.length;
            if (fNext && gNext) hi = Math.min(fb[fOff + i], g.bp2[j]);
            else if (fNext) hi = fb[fOff + i];
            else if (gNext) hi = g.bp2[j];
            else hi = Long.MAX_VALUE; // +infinity
            long s1 = fs[i], c1 = fc[i];
            long s2 = sign * g.slope[j], c2 = Math.addExact(sign * g.icpt2[j], shift2);
            if (s1 == s2) {
                if (c1 >= c2) out.add(lo, s1, c1); else out.add(lo, s2, c2);
            } else {
                // d(B) = (s1 - s2) B + (c1 - c2); zero at B* = (c2 - c1)/(s1 - s2)
                long num = Math.subtractExact(c2, c1), den = s1 - s2;
                boolean onGrid;
                long cross;
                if (den == 2 || den == -2) { // slopes ±1, the only case in Scoring Nim: no division
                    onGrid = (num & 1) == 0;
                    cross = den == 2 ? num >> 1 : -(num >> 1);
                } else {
                    onGrid = num % den == 0;
                    cross = onGrid ? num / den : 0;
                }
                // is B* = num/den strictly inside (lo, hi)?  sign(B* - v) = sign(num - den*v) * sign(den)
                boolean crossInside = (lo == Long.MIN_VALUE || sideOf(num, den, lo) > 0)
                        && (hi == Long.MAX_VALUE || sideOf(num, den, hi) < 0);
                if (crossInside && !onGrid) {
                    throw new ArithmeticException("crossing at 2b = " + num + "/" + den
                            + " is not a multiple of 1/2; exact representation not possible");
                }
                if (crossInside) {
                    // left of the crossing the line with the smaller slope is on top
                    if (s1 < s2) { out.add(lo, s1, c1); out.add(cross, s2, c2); }
                    else { out.add(lo, s2, c2); out.add(cross, s1, c1); }
                } else {
                    // compare at a point strictly inside (lo, hi): the sign of d is constant there
                    boolean fTop;
                    if (lo == Long.MIN_VALUE && hi == Long.MAX_VALUE) fTop = true; // impossible: distinct slopes cross
                    else {
                        // d is linear and has no zero inside (lo, hi): test at an end that is finite
                        long at = lo != Long.MIN_VALUE ? lo : hi;
                        long d = Math.addExact(Math.multiplyExact(den, at), Math.subtractExact(c1, c2));
                        if (d == 0) {
                            // the zero is at this end; the sign inside is the sign of d moving inwards
                            fTop = (lo != Long.MIN_VALUE) ? den > 0 : den < 0;
                        } else fTop = d > 0;
                    }
                    if (fTop) out.add(lo, s1, c1); else out.add(lo, s2, c2);
                }
            }
            if (hi == Long.MAX_VALUE) break;
            if (fNext && fb[fOff + i] == hi) i++;
            if (gNext && g.bp2[j] == hi) j++;
            lo = hi;
        }
    }

    /**
     * A running maximum {@code max over k of (shift_k - g_k)}, the right-hand side of recursion (2),
     * folded into two reusable buffers so that each step allocates nothing.
     */
    public static final class Envelope {
        private Builder cur = new Builder(16), next = new Builder(16);
        private boolean empty = true;

        /** {@code acc := max(acc, shift - g)}. */
        public void addNegShifted(PiecewiseLinear g, long shift) {
            long shift2 = Math.multiplyExact(2, shift);
            if (empty) {
                cur.reset();
                for (int j = 0; j < g.slope.length; j++) {
                    cur.add(j == 0 ? 0 : g.bp2[j - 1], Math.negateExact(g.slope[j]), Math.addExact(Math.negateExact(g.icpt2[j]), shift2));
                }
                empty = false;
                return;
            }
            next.reset();
            next.ensure(cur.n + g.slope.length + 4);
            merge(cur.bp, 1, cur.n - 1, cur.s, cur.c, g, -1, shift2, next);
            Builder t = cur;
            cur = next;
            next = t;
        }

        public boolean isEmpty() { return empty; }

        /** The maximum so far (the envelope can go on accumulating afterwards). */
        public PiecewiseLinear result() {
            if (empty) throw new IllegalStateException("empty envelope");
            return cur.build();
        }

        /** Starts a new maximum, keeping the buffers. */
        public void reset() { empty = true; }
    }

    /** Accumulates pieces left to right, merging a piece into the previous one when the line is the same. */
    private static final class Builder {
        long[] bp, s, c;
        int n; // number of pieces

        Builder(int cap) {
            bp = new long[cap];
            s = new long[cap];
            c = new long[cap];
        }

        void reset() { n = 0; }

        void ensure(int cap) {
            if (bp.length < cap) {
                bp = Arrays.copyOf(bp, cap);
                s = Arrays.copyOf(s, cap);
                c = Arrays.copyOf(c, cap);
            }
        }

        /** A piece starting at {@code start} (ignored for the first piece). */
        void add(long start, long slope, long icpt) {
            if (n > 0 && s[n - 1] == slope && c[n - 1] == icpt) return;
            if (n == bp.length) {
                bp = Arrays.copyOf(bp, 2 * n);
                s = Arrays.copyOf(s, 2 * n);
                c = Arrays.copyOf(c, 2 * n);
            }
            bp[n] = start;
            s[n] = slope;
            c[n] = icpt;
            n++;
        }

        PiecewiseLinear build() {
            long[] b = new long[n - 1];
            System.arraycopy(bp, 1, b, 0, n - 1);
            return new PiecewiseLinear(b, Arrays.copyOf(s, n), Arrays.copyOf(c, n));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PiecewiseLinear p && Arrays.equals(bp2, p.bp2) && Arrays.equals(slope, p.slope)
                && Arrays.equals(icpt2, p.icpt2);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(bp2) * 31 + Arrays.hashCode(slope)) * 31 + Arrays.hashCode(icpt2);
    }

    /** {@code -b - 4}, {@code b}, {@code 2 - b}, {@code 3*b + 1/2}: a line in {@code b}. */
    static String lineString(long slope, Rational intercept) {
        StringBuilder sb = new StringBuilder();
        if (slope == 0) return intercept.toString();
        String bTerm = slope == 1 ? "b" : slope == -1 ? "-b" : slope + "*b";
        if (intercept.signum() == 0) return bTerm;
        if (slope == -1 && intercept.signum() > 0) return intercept + " - b";
        sb.append(bTerm).append(intercept.signum() > 0 ? " + " : " - ").append(intercept.abs());
        return sb.toString();
    }

    /**
     * The printed form {@code PiecewiseLinear("b <= -2: b + 4; -2 <= b <= -1: -b; b >= -1: b + 2")}:
     * the pieces (see {@link #pieces()}) inside a call that reads back as an equal function.
     */
    @Override
    public String toString() { return "PiecewiseLinear(\"" + pieces() + "\")"; }

    /** The function of b as cases: {@code f(b) = \begin{cases} b + 4 & b \le -2 \\ ... \end{cases}}. */
    @Override
    public String latex() {
        if (bp2.length == 0) return "$f(b) = " + lineString(slope[0], Rational.of(icpt2[0], 2)).replace("*", "") + "$";
        StringBuilder sb = new StringBuilder("$f(b) = \\begin{cases}");
        for (int k = 0; k < slope.length; k++) {
            sb.append(k > 0 ? " \\\\ " : " ").append(lineString(slope[k], Rational.of(icpt2[k], 2)).replace("*", "")).append(" & ");
            if (k == 0) sb.append("b \\le ").append(Rational.of(bp2[0], 2));
            else if (k == slope.length - 1) sb.append("b \\ge ").append(Rational.of(bp2[k - 1], 2));
            else sb.append(Rational.of(bp2[k - 1], 2)).append(" \\le b \\le ").append(Rational.of(bp2[k], 2));
        }
        return sb.append(" \\end{cases}$").toString();
    }

    /**
     * The pieces, e.g. {@code b <= -2: -b - 4; -2 <= b <= -1: b + 2; b >= -1: 1 - b}, or
     * {@code all b: -b} for a single line.
     */
    public String pieces() {
        if (bp2.length == 0) return "all b: " + lineString(slope[0], Rational.of(icpt2[0], 2));
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < slope.length; k++) {
            if (k > 0) sb.append("; ");
            if (k == 0) sb.append("b <= ").append(Rational.of(bp2[0], 2));
            else if (k == slope.length - 1) sb.append("b >= ").append(Rational.of(bp2[k - 1], 2));
            else sb.append(Rational.of(bp2[k - 1], 2)).append(" <= b <= ").append(Rational.of(bp2[k], 2));
            sb.append(": ").append(lineString(slope[k], Rational.of(icpt2[k], 2)));
        }
        return sb.toString();
    }

    /**
     * Reads the pieces text of {@link #pieces()}: {@code all b: LINE}, or pieces separated by
     * {@code ;}, the first {@code b <= t: LINE}, the middle ones {@code t <= b <= u: LINE}, the last
     * {@code b >= u: LINE}, with consecutive ends equal; a LINE is {@code k*b + c} in the forms
     * printed ({@code b}, {@code -b}, {@code 2 - b}, {@code 3*b + 1/2}, {@code 5}). Ends must be
     * multiples of 1/2, slopes integers and intercepts multiples of 1/2.
     */
    public static PiecewiseLinear parse(String text) {
        String t = text.trim();
        String[] parts = t.split(";");
        Builder out = new Builder(parts.length + 2);
        if (parts.length == 1 && t.startsWith("all b")) {
            long[] line = parseLine(afterColon(t));
            out.add(0, line[0], line[1]);
            return out.build();
        }
        if (parts.length < 2) throw bad(text, "give pieces 'b <= t: ...; b >= t: ...' or 'all b: ...'");
        Long prevEnd = null;
        for (int k = 0; k < parts.length; k++) {
            String piece = parts[k].trim();
            int colon = piece.indexOf(':');
            if (colon < 0) throw bad(text, "piece '" + piece + "' has no ':'");
            String cond = piece.substring(0, colon).replace(" ", "");
            long[] line = parseLine(piece.substring(colon + 1));
            long start;
            Long end;
            if (k == 0) {
                if (!cond.startsWith("b<=")) throw bad(text, "the first piece must start 'b <= t:'");
                start = 0;
                end = half(cond.substring(3), text);
            } else if (k == parts.length - 1) {
                if (!cond.startsWith("b>=")) throw bad(text, "the last piece must start 'b >= t:'");
                start = half(cond.substring(3), text);
                end = null;
            } else {
                int at = cond.indexOf("<=b<=");
                if (at < 0) throw bad(text, "a middle piece must start 't <= b <= u:'");
                start = half(cond.substring(0, at), text);
                end = half(cond.substring(at + 5), text);
                if (end <= start) throw bad(text, "the piece '" + piece + "' is empty");
            }
            if (k > 0 && start != prevEnd) throw bad(text, "piece " + (k + 1) + " does not start where piece " + k + " ends");
            out.add(start, line[0], line[1]);
            prevEnd = end;
        }
        return out.build();
    }

    private static String afterColon(String s) {
        int c = s.indexOf(':');
        if (c < 0) throw bad(s, "no ':'");
        return s.substring(c + 1);
    }

    private static CgxException bad(String text, String why) {
        return new CgxException("cannot read \"" + text + "\": " + why);
    }

    /** Twice a rational that must be a multiple of 1/2. */
    private static long half(String s, String text) {
        Rational r;
        try {
            r = Rational.parse(s);
        } catch (CgxException e) {
            throw bad(text, "'" + s + "' is not a number");
        }
        Rational two = r.multiply(Rational.of(2));
        if (!two.isInteger()) throw bad(text, s + " is not a multiple of 1/2");
        return two.longValueExact("" + s);
    }

    /** {slope, 2·intercept} of a line {@code k*b + c} written as a sum of terms. */
    private static long[] parseLine(String s) {
        String e = s.replace(" ", "");
        if (e.isEmpty()) throw bad(s, "empty line");
        long slope = 0;
        Rational c = Rational.ZERO;
        int i = 0;
        while (i < e.length()) {
            int sign = 1;
            if (e.charAt(i) == '+' || e.charAt(i) == '-') {
                sign = e.charAt(i) == '-' ? -1 : 1;
                i++;
            }
            int j = i;
            while (j < e.length() && e.charAt(j) != '+' && e.charAt(j) != '-') j++;
            String term = e.substring(i, j);
            if (term.isEmpty()) throw bad(s, "missing term");
            if (term.endsWith("b")) {
                String coef = term.substring(0, term.length() - 1);
                if (coef.endsWith("*")) coef = coef.substring(0, coef.length() - 1);
                long k = coef.isEmpty() ? 1 : half(coef, s) / 2;
                if (!coef.isEmpty() && half(coef, s) % 2 != 0) throw bad(s, "slopes must be integers");
                slope += sign * k;
            } else {
                try {
                    c = c.add(Rational.parse(term).multiply(Rational.of(sign)));
                } catch (CgxException ex) {
                    throw bad(s, "'" + term + "' is neither a number nor a multiple of b");
                }
            }
            i = j;
        }
        Rational c2 = c.multiply(Rational.of(2));
        if (!c2.isInteger()) throw bad(s, "intercepts must be multiples of 1/2");
        return new long[] {slope, c2.longValueExact("intercept")};
    }

    /** The sign of {@code num/den - v}, exactly. */
    private static int sideOf(long num, long den, long v) {
        long d = Math.subtractExact(num, Math.multiplyExact(den, v));
        return Long.signum(d) * Long.signum(den);
    }
}
