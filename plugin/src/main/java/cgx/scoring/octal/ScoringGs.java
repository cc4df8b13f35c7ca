package cgx.scoring.octal;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The worksheet's view of the scoring Sprague–Grundy function {@code Gs} (Stewart, Definition 11):
 * single heaps, sums of heaps of one ruleset, mixed sums, tables, optimal moves and periodicity.
 */
public final class ScoringGs {
    private static final cgx.core.Log LOG = cgx.core.Log.of(ScoringGs.class.getName());

    private ScoringGs() {}

    static Rational value(long numerator, long denominator) { return Rational.of(numerator, denominator); }

    // ------------------------------------------------------------------ values

    /** {@code Gs(n)} of one heap. */
    public static Rational gs(ScoringOctal r, int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        if (r.isTakingNoBreaking()) {
            if (r.isLongExact()) {
                try {
                    return value(r.table(n)[n], r.denominator());
                } catch (ArithmeticException | GsEngine.Overflow e) {
                    LOG.debug("Gs({0}) of {1}: values overflow 64 bits, using the exact engine", n, r);
                }
            }
            return ExactGs.table(r, n)[n];
        }
        return gsSum(r, new int[] {n});
    }

    /** {@code Gs(n_1 +_l n_2 +_l ...)} of heaps of one ruleset. */
    public static Rational gsSum(ScoringOctal r, int[] heaps) {
        for (int h : heaps) if (h < 0) throw new CgxException("a heap must be non-negative, got " + h);
        if (r.isTakingNoBreaking()) {
            int live = 0, last = 0;
            for (int h : heaps) if (r.hasMove(h)) { live++; last = h; }
            if (live == 0) return Rational.ZERO;
            if (live == 1) return gs(r, last);
        }
        if (r.isLongExact()) {
            try {
                GsEngine e = r.engine();
                synchronized (e) {
                    int[] rs = new int[heaps.length];
                    return value(e.gs(e.canonical(rs, heaps)), e.denominator());
                }
            } catch (GsEngine.Overflow e) {
                // exact fallback below
            }
        }
        return ExactGs.gs(List.of(r), new int[heaps.length], heaps);
    }

    /** {@code Gs} of a mixed sum of heaps of possibly different rulesets. */
    public static Rational gsMixed(List<ScoringOctalHeap> heaps) {
        List<ScoringOctal> rules = distinctRules(heaps);
        if (rules.size() == 1) return gsSum(rules.get(0), sizes(heaps));
        try {
            GsEngine e = new GsEngine(rules.toArray(new ScoringOctal[0]));
            return value(e.gs(e.canonical(ruleIndices(heaps, rules), sizes(heaps))), e.denominator());
        } catch (GsEngine.Overflow e) {
            return ExactGs.gs(rules, ruleIndices(heaps, rules), sizes(heaps));
        }
    }

    static List<ScoringOctal> distinctRules(List<ScoringOctalHeap> heaps) {
        List<ScoringOctal> rules = new ArrayList<>();
        for (ScoringOctalHeap h : heaps) if (!rules.contains(h.rule())) rules.add(h.rule());
        if (rules.isEmpty()) throw new CgxException("an empty list of heaps has no ruleset; use R.Gs([]) for a ruleset R");
        return rules;
    }

    static int[] sizes(List<ScoringOctalHeap> heaps) {
        int[] s = new int[heaps.size()];
        for (int i = 0; i < s.length; i++) s[i] = heaps.get(i).size();
        return s;
    }

    static int[] ruleIndices(List<ScoringOctalHeap> heaps, List<ScoringOctal> rules) {
        int[] s = new int[heaps.size()];
        for (int i = 0; i < s.length; i++) s[i] = rules.indexOf(heaps.get(i).rule());
        return s;
    }

    /** The list {@code Gs(0), ..., Gs(n)}. */
    public static List<Rational> table(ScoringOctal r, int n) {
        if (n < 0) throw new CgxException("n must be non-negative, got " + n);
        Rational[] out = new Rational[n + 1];
        try {
            return fastTable(r, n, out);
        } catch (ArithmeticException | GsEngine.Overflow e) {
            if (r.isTakingNoBreaking()) {
                Rational[] t = ExactGs.table(r, n);
                System.arraycopy(t, 0, out, 0, n + 1);
            } else {
                for (int i = 0; i <= n; i++) out[i] = ExactGs.gs(List.of(r), new int[1], new int[] {i});
            }
            return Arrays.asList(out);
        }
    }

    private static List<Rational> fastTable(ScoringOctal r, int n, Rational[] out) {
        if (!r.isLongExact()) throw new GsEngine.Overflow();
        if (r.isTakingNoBreaking()) {
            long[] t = r.table(n);
            long d = r.denominator();
            for (int i = 0; i <= n; i++) out[i] = value(t[i], d);
        } else {
            long[] t = rawTable(r, n);
            for (int i = 0; i <= n; i++) out[i] = value(t[i], r.denominator());
        }
        return Arrays.asList(out);
    }

    /** Numerators of {@code Gs(0..n)} over {@code r.denominator()} (any ruleset). */
    static long[] rawTable(ScoringOctal r, int n) {
        if (r.isTakingNoBreaking()) return Arrays.copyOf(r.table(n), n + 1);
        GsEngine e = r.engine();
        long[] t = new long[n + 1];
        synchronized (e) {
            for (int i = 0; i <= n; i++) {
                Interrupts.check();
                t[i] = e.gs(e.canonical(new int[1], new int[] {i}));
            }
        }
        return t;
    }

    // ------------------------------------------------------------------ moves

    /** Every move from a mixed position with its value {@code p_k - Gs(result)}; optimal ones marked. */
    public static List<GsMove> moves(List<ScoringOctalHeap> heaps, boolean mixedText, boolean onlyOptimal) {
        Rational best = null;
        List<Object[]> raw = new ArrayList<>();
        boolean listForm = heaps.size() != 1;
        String from = positionText(heaps, mixedText, listForm);
        Map<String, Boolean> seen = new LinkedHashMap<>();
        for (int i = 0; i < heaps.size(); i++) {
            ScoringOctalHeap h = heaps.get(i);
            final int idx = i;
            h.rule().forEachMove(h.size(), (k, left) -> {
                // keep the heaps left where the heap was, in order
                List<ScoringOctalHeap> ordered = new ArrayList<>(heaps.subList(0, idx));
                for (int x : left) ordered.add(new ScoringOctalHeap(h.rule(), x));
                ordered.addAll(heaps.subList(idx + 1, heaps.size()));
                String key = h.rule() + "|" + h.size() + "|" + k + "|" + Arrays.toString(left);
                if (seen.put(key, Boolean.TRUE) != null) return;
                raw.add(new Object[] {h, k, left, ordered});
            });
        }
        Rational[] vals = new Rational[raw.size()];
        for (int i = 0; i < raw.size(); i++) {
            Object[] m = raw.get(i);
            ScoringOctalHeap h = (ScoringOctalHeap) m[0];
            @SuppressWarnings("unchecked") List<ScoringOctalHeap> res = (List<ScoringOctalHeap>) m[3];
            Rational g = res.isEmpty() ? Rational.ZERO : gsMixed(res);
            vals[i] = g;
            Rational v = h.rule().point((Integer) m[1]).subtract(g);
            if (best == null || v.compareTo(best) > 0) best = v;
        }
        List<GsMove> out = new ArrayList<>();
        List<ScoringOctalHeap> position = List.copyOf(heaps);
        for (int i = 0; i < raw.size(); i++) {
            Object[] m = raw.get(i);
            ScoringOctalHeap h = (ScoringOctalHeap) m[0];
            int k = (Integer) m[1];
            int[] left = (int[]) m[2];
            @SuppressWarnings("unchecked") List<ScoringOctalHeap> res = (List<ScoringOctalHeap>) m[3];
            Rational p = h.rule().point(k);
            boolean opt = p.subtract(vals[i]).equals(best);
            if (onlyOptimal && !opt) continue;
            Rational[] lv = new Rational[left.length];
            for (int j = 0; j < left.length; j++) lv[j] = Rational.of(left[j]);
            Object[] rv = new Object[res.size()];
            for (int j = 0; j < rv.length; j++) rv[j] = mixedText ? res.get(j) : Rational.of(res.get(j).size());
            out.add(new GsMove(from, mixedText ? h.toString() : String.valueOf(h.size()), h.size(), k, Arrays.asList(lv), p,
                    Arrays.asList(rv), positionText(res, mixedText, listForm), vals[i], opt, position, mixedText, i));
        }
        return out;
    }

    static String positionText(List<ScoringOctalHeap> heaps, boolean mixedText, boolean listForm) {
        if (!mixedText && !listForm && heaps.size() == 1) return String.valueOf(heaps.get(0).size());
        if (!mixedText && !listForm && heaps.isEmpty()) return "0";
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0) b.append(", ");
            b.append(mixedText ? heaps.get(i).toString() : String.valueOf(heaps.get(i).size()));
        }
        return b.append(']').toString();
    }

    static List<ScoringOctalHeap> heapsOf(ScoringOctal r, int[] sizes) {
        List<ScoringOctalHeap> l = new ArrayList<>();
        for (int s : sizes) l.add(new ScoringOctalHeap(r, s));
        return l;
    }

    // ------------------------------------------------------------------ periodicity

    /**
     * Preperiod and period of {@code n -> Gs(n +_l m)} for heaps {@code n} of {@code o} and a fixed
     * heap {@code m} of {@code p}. For taking-no-breaking {@code o} and {@code p} this is a proof:
     * the rows {@code (Gs(n +_l m'))_{m' <= m}} obey, for {@code n > K} (K = largest take of o), a
     * recurrence on the K previous rows only, so K consecutive rows repeating at distance {@code q}
     * (starting at some n >= 1) make the rows periodic with period q from there on; the smallest q
     * with such a repeated window is the least period of the rows, and the column's least period
     * divides it. Otherwise (breaking rulesets) the result is evidence only.
     */
    public static GsPeriod period(ScoringOctal o, ScoringOctal p, int m, int maxN) {
        String subject = columnSubject(o, p, m);
        GsPeriod.Source source = new GsPeriod.Source(o, p, m, maxN);
        if (o.isTakingNoBreaking() && p.isTakingNoBreaking()) return tnbPeriod(o, p, m, maxN, subject).from(source);
        return evidencePeriod(o, p, m, maxN, subject).from(source);
    }

    /** Joint proof on a flat table of rows of width w; returns {a, q} or null. */
    static int[] jointProof(long[] a, int w, int nMax, int k) {
        for (int q = 1; q <= nMax; q++) {
            int start = firstAgreement(a, w, nMax, q);
            int s = Math.max(start, 1);
            if (nMax - q - s + 1 >= k) return new int[] {start, q};
        }
        return null;
    }

    /** Smallest a such that row i equals row i + q for every a <= i <= nMax - q. */
    static int firstAgreement(long[] a, int w, int nMax, int q) {
        int i = nMax - q;
        while (i >= 0 && rowsEqual(a, w, i, i + q)) i--;
        return i + 1;
    }

    private static boolean rowsEqual(long[] a, int w, int i, int j) {
        for (int c = 0; c < w; c++) if (a[i * w + c] != a[j * w + c]) return false;
        return true;
    }

    static GsPeriod tnbPeriod(ScoringOctal o, ScoringOctal p, int m, int maxN, String subject) {
        return tnbPeriods(o, p, m, maxN, subject)[m];
    }

    /** Proven periods of every column m' = 0..m of Gs(n +_l m'), from one joint window proof. */
    static GsPeriod[] tnbPeriods(ScoringOctal o, ScoringOctal p, int m, int maxN, String subject) {
        int k = o.maxTake();
        int n = Math.min(maxN, Math.max(64, 16 * (k + 1)));
        int w = m + 1;
        GsPeriod[] out = new GsPeriod[w];
        while (true) {
            Interrupts.check();
            long[] a;
            try {
                if (!o.isLongExact() || !p.isLongExact()) throw new GsEngine.Overflow();
                a = TakingNoBreaking.columns(o, p, m, n);
            } catch (ArithmeticException | GsEngine.Overflow e) {
                a = ExactGs.columnIds(o, p, m, n);
            }
            int[] proof = jointProof(a, w, n, k);
            if (proof != null && n >= proof[0] + 2 * proof[1]) {
                int start = proof[0], q = proof[1];
                int s = Math.max(start, 1);
                String ev = "the " + k + " consecutive rows n = " + s + ".." + (s + k - 1) + " of Gs(n + m'), m' <= " + m
                        + ", repeat at n + " + q + "; for n > " + k + " (the largest take) each row depends only on the "
                        + k + " rows before it (taking-no-breaking), so the window repeats forever";
                for (int c = 0; c <= m; c++) {
                    // the column's own least period divides q; check it over one full proven period
                    int best = q;
                    for (int d = 1; d < q; d++) {
                        if (q % d != 0) continue;
                        boolean ok = true;
                        for (int i = start; i < start + q && ok; i++) ok = a[i * w + c] == a[(i + d) * w + c];
                        if (ok) { best = d; break; }
                    }
                    int pre = start;
                    while (pre > 0 && a[(pre - 1) * w + c] == a[(pre - 1 + best) * w + c]) pre--;
                    out[c] = new GsPeriod(c == m ? subject : columnSubject(o, p, c), pre, best, n, true, ev);
                }
                return out;
            }
            if (n >= maxN) {
                for (int c = 0; c <= m; c++)
                    out[c] = new GsPeriod(c == m ? subject : columnSubject(o, p, c), -1, 0, n, false,
                            "no window of " + k + " rows repeats within n <= " + n + "; raise MaxHeap");
                return out;
            }
            n = (int) Math.min((long) n * 2, maxN);
        }
    }

    static String columnSubject(ScoringOctal o, ScoringOctal p, int m) {
        return m == 0 ? "Gs(n)" : (o.equals(p) ? "Gs(n + " + m + ")" : "Gs(n + " + p + ".Heap(" + m + "))");
    }

    static GsPeriod evidencePeriod(ScoringOctal o, ScoringOctal p, int m, int maxN, String subject) {
        long[] v = new long[maxN + 1];
        List<ScoringOctal> rules = o.equals(p) ? List.of(o) : List.of(o, p);
        int[] rs = rules.size() == 1 ? new int[2] : new int[] {0, 1};
        try {
            GsEngine e = rules.size() == 1 ? o.engine() : new GsEngine(o, p);
            synchronized (e) {
                for (int n = 0; n <= maxN; n++) v[n] = e.gs(e.canonical(rs, new int[] {n, m}));
            }
        } catch (GsEngine.Overflow ex) {
            java.util.HashMap<Rational, Long> ids = new java.util.HashMap<>();
            for (int n = 0; n <= maxN; n++) v[n] = ids.computeIfAbsent(ExactGs.gs(rules, rs, new int[] {n, m}), x -> (long) ids.size());
        }
        for (int q = 1; 3 * q <= maxN + 1; q++) {
            int a = firstAgreement(v, 1, maxN, q);
            int len = maxN - q - a + 1;
            // evidence criterion: the repetition covers at least two periods, 8 values and half the range
            if (len >= 2 * q && len >= 8 && 2L * len >= maxN + 1) {
                return new GsPeriod(subject, a, q, maxN, false, "Gs(n + q) = Gs(n) for all " + len + " values "
                        + a + " <= n <= " + (maxN - q) + " (" + (len / q) + " full periods); the ruleset "
                        + (o.isTakingNoBreaking() ? p : o) + " breaks heaps, so values need not depend on a bounded window");
            }
        }
        return new GsPeriod(subject, -1, 0, maxN, false, "no q with Gs(n + q) = Gs(n) over the last half of n <= " + maxN + " (and two full periods)");
    }
}
