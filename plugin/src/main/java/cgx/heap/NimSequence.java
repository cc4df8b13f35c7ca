package cgx.heap;

import java.util.Arrays;

/**
 * The normal-play Grundy values {@code G(0..n)} of a take-and-break game, with the period
 * {@code p} and preperiod {@code n0} when the Guy–Smith periodicity theorem certifies them
 * (Winning Ways ch. 4; Plambeck–Siegel Fact 2.2 for the misère analogue): if
 * {@code G(m+p) = G(m)} for all {@code n0 <= m < 2*n0 + p + t}, where {@code t} is the largest
 * number of beans a move takes, then {@code G(m+p) = G(m)} for all {@code m >= n0}. The theorem
 * is applied where {@link HeapRuleset#periodicityDigit} says its hypotheses hold (octal codes,
 * including a digit before the point as in 4.7, and finite subtraction games); for other rulesets
 * (hexadecimal codes, all-but subtraction games, rules given by a function) the period is reported
 * only as observed over at least three repetitions ({@link #certified()} false). {@code p} is the least period; {@code n0} the least
 * preperiod for it.
 */
public final class NimSequence {
    private final HeapRuleset rules;
    private final int[] values;
    private final int period;     // 0 if none found
    private final int preperiod;  // -1 if none found
    private final boolean certified;

    private NimSequence(HeapRuleset rules, int[] values, int period, int preperiod, boolean certified) {
        this.rules = rules;
        this.values = values;
        this.period = period;
        this.preperiod = preperiod;
        this.certified = certified;
    }

    static NimSequence of(HeapGame r, int[] g) {
        HeapRuleset code = r.rules();
        int n = g.length - 1;
        int t = code.periodicityDigit();
        boolean octal = t >= 0;
        for (int p = 1; p <= n; p++) {
            // least n0 with g[m+p] == g[m] for all n0 <= m <= n - p
            int m = n - p;
            while (m >= 0 && g[m + p] == g[m]) m--;
            int n0 = m + 1;
            if (octal) {
                // need every m in [n0, 2*n0 + p + t) to be checked: 2*n0 + p + t - 1 + p <= n
                if (2L * n0 + 2L * p + t - 1 <= n) return new NimSequence(code, g, p, n0, true);
            } else {
                // hexadecimal codes and other rulesets: report a period seen over at least three repetitions past n0
                if (n0 + 3L * p <= n && n0 + p <= n / 2) return new NimSequence(code, g, p, n0, false);
            }
        }
        return new NimSequence(code, g, 0, -1, false);
    }

    public HeapRuleset rules() { return rules; }

    /** G(0..n) (a copy). */
    public int[] values() { return values.clone(); }

    public int value(int i) { return values[i]; }

    public int size() { return values.length; }

    /** The least period, or 0 if none was found within the computed range. */
    public int period() { return period; }

    /** The least preperiod n0 for {@link #period()}, or -1 if no period was found. */
    public int preperiod() { return preperiod; }

    /** True if the period is certified by the Guy–Smith theorem. */
    public boolean certified() { return certified; }

    @Override public boolean equals(Object o) {
        return o instanceof NimSequence s && s.rules.equals(rules) && Arrays.equals(s.values, values);
    }

    @Override public int hashCode() { return rules.hashCode() * 31 + Arrays.hashCode(values); }

    /** The call that computes this sequence again, e.g. {@code NimValues("0.77", 1000)}. */
    public String call() {
        return "NimValues(" + (rules instanceof TakeAndBreakCode c ? "\"" + c + "\"" : rules.text()) + ", " + (values.length - 1) + ")";
    }

    /** What was found: the period and preperiod, or that there is none in range. */
    public String summary() {
        if (period == 0) return "no period found";
        return "period " + period + ", preperiod " + preperiod + (certified ? "" : " (observed, not certified)");
    }

    @Override public String toString() { return call() + ": " + summary(); }
}
