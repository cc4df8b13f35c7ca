package cgx.misere.quotient.certificate;

import cgx.core.Interrupts;

import java.util.HashMap;
import java.util.function.ToIntFunction;

/**
 * Exhaustive misère search on sums of forms of a closure, from the forms' options alone
 * ({@link FollowerMoves}; independent of the quotient engine): a sum is a multiset of forms,
 * kept as its counts and memoised, and a move replaces one form by one of its options (0 drops
 * it). A position is P exactly when it has an option and every option is N (Plambeck–Siegel §2:
 * the terminal position is N). A move never adds a form, so the sums of at most k forms are
 * closed under moves.
 */
public final class FormSums {
    private final int n;
    private final int[][] options; // options[i]: the forms (0 for none) a move on form i leaves
    private final HashMap<String, Boolean> memo = new HashMap<>();

    public FormSums(FollowerMoves forms) {
        n = forms.forms();
        options = new int[n + 1][];
        for (int i = 1; i <= n; i++) {
            int[][] os = forms.options(i);
            options[i] = new int[os.length];
            for (int k = 0; k < os.length; k++) options[i][k] = os[k].length == 0 ? 0 : os[k][0];
        }
    }

    /** The first disagreement (fewest forms first) as counts, with the searched outcome; or none. */
    public record Check(int terms, long positions, int[] counterexample, boolean actualP) {}

    /** True if the sum with {@code counts[i]} copies of form i is a misère P-position. */
    public boolean isP(int[] counts) { return p(counts.clone()); }

    private boolean p(int[] c) {
        char[] k = new char[n];
        for (int i = 1; i <= n; i++) k[i - 1] = (char) c[i];
        String key = new String(k);
        Boolean m = memo.get(key);
        if (m != null) return m;
        if ((memo.size() & 4095) == 0) Interrupts.check();
        boolean anyMove = false, toP = false;
        for (int i = 1; i <= n && !toP; i++) {
            if (c[i] == 0) continue;
            c[i]--;
            for (int o : options[i]) {
                anyMove = true;
                if (o > 0) c[o]++;
                boolean optionP = p(c);
                if (o > 0) c[o]--;
                if (optionP) { toP = true; break; }
            }
            c[i]++;
        }
        boolean result = anyMove && !toP;
        memo.put(key, result);
        return result;
    }

    /**
     * Checks every sum of at most {@code terms} forms, by number of forms, against
     * {@code predictsP} (given the counts, 1 for P and 0 for N); stops at the first disagreement.
     */
    public Check check(int terms, ToIntFunction<int[]> predictsP) {
        long[] count = {0};
        for (int t = 0; t <= terms; t++) {
            int[] bad = multisets(new int[n + 1], t, n, predictsP, count);
            if (bad != null) return new Check(terms, count[0], bad, p(bad.clone()));
        }
        return new Check(terms, count[0], null, false);
    }

    /** Every multiset of {@code remaining} forms numbered ≤ max, added to {@code c}; the first that disagrees, or null. */
    private int[] multisets(int[] c, int remaining, int max, ToIntFunction<int[]> predictsP, long[] count) {
        if (remaining == 0) {
            count[0]++;
            boolean actual = p(c);
            return actual == (predictsP.applyAsInt(c) == 1) ? null : c.clone();
        }
        for (int i = max; i >= 1; i--) {
            c[i]++;
            int[] bad = multisets(c, remaining - 1, i, predictsP, count);
            c[i]--;
            if (bad != null) return bad;
        }
        return null;
    }

    /** The number of sums of at most k of n forms, the empty sum included: C(n + k, k). */
    public static long count(int n, int k) {
        java.math.BigInteger c = java.math.BigInteger.ONE;
        for (int i = 1; i <= k; i++) c = c.multiply(java.math.BigInteger.valueOf(n + i)).divide(java.math.BigInteger.valueOf(i));
        return c.min(java.math.BigInteger.valueOf(Long.MAX_VALUE)).longValue();
    }

    /** The most forms k (at most {@code cap}) whose sums number at most {@code budget}. */
    public static int termsWithin(int n, long budget, int cap) {
        int k = 0;
        while (k < cap && count(n, k + 1) <= budget) k++;
        return k;
    }
}
