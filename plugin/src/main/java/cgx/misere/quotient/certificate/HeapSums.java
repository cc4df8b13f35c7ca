package cgx.misere.quotient.certificate;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.heap.HeapRuleset;

import java.util.HashMap;
import java.util.function.ToIntFunction;

/**
 * Exhaustive misère search on sums of heaps of sizes 1..n, from the rules alone (independent of
 * the quotient engine): a sum is a multiset of heap sizes, kept as its counts, memoised. In misère
 * play a position is P exactly when it has an option and every option is N (the terminal position
 * is N: the player to move has no move and wins).
 */
public final class HeapSums {
    private final HeapRuleset rules;
    private final int maxHeap;
    private final int[][][] options; // options[h]: the heaps a move on a heap of h leaves
    private final HashMap<String, Boolean> memo = new HashMap<>();

    public HeapSums(HeapRuleset rules, int maxHeap) {
        if (maxHeap < 0) throw new CgxException("a heap size must be non-negative, got " + maxHeap);
        this.rules = rules;
        this.maxHeap = maxHeap;
        options = new int[maxHeap + 1][][];
        options[0] = new int[0][];
        for (int h = 1; h <= maxHeap; h++) {
            options[h] = rules.options(h);
            for (int[] o : options[h]) for (int k : o)
                if (k < 1 || k >= h) throw new CgxException(rules.text() + ": a move on a heap of " + h + " leaves a heap of " + k);
        }
    }

    public int maxHeap() { return maxHeap; }

    /** The positions whose outcome is memoised so far. */
    public int memoised() { return memo.size(); }

    /** True if the sum with {@code counts[h]} heaps of size h (h = 1..n) is a misère P-position. */
    public boolean isP(int[] counts) {
        if (counts.length != maxHeap + 1) throw new IllegalArgumentException("counts must have length " + (maxHeap + 1));
        return p(counts.clone());
    }

    private static String key(int[] c) {
        char[] k = new char[c.length - 1];
        for (int i = 1; i < c.length; i++) k[i - 1] = (char) c[i];
        return new String(k);
    }

    /** Outcome of {@code c} (restored before returning). */
    private boolean p(int[] c) {
        String key = key(c);
        Boolean m = memo.get(key);
        if (m != null) return m;
        if ((memo.size() & 4095) == 0) Interrupts.check();
        boolean anyMove = false, toP = false;
        for (int h = 1; h <= maxHeap && !toP; h++) {
            if (c[h] == 0) continue;
            c[h]--;
            for (int[] o : options[h]) {
                anyMove = true;
                for (int k : o) c[k]++;
                boolean optionP = p(c);
                for (int k : o) c[k]--;
                if (optionP) { toP = true; break; }
            }
            c[h]++;
        }
        boolean result = anyMove && !toP;
        memo.put(key, result);
        return result;
    }

    /** The outcome of every sum of total size ≤ S checked against a prediction; the first disagreement (least total) or null. */
    public record Check(int totalSize, long positions, int[] counterexample, boolean actualP) {
        /** The counterexample as heap sizes, largest first. */
        public String sum() {
            if (counterexample == null) return null;
            StringBuilder b = new StringBuilder();
            for (int h = counterexample.length - 1; h >= 1; h--)
                for (int i = 0; i < counterexample[h]; i++) b.append(b.length() == 0 ? "" : " + ").append("H").append(h);
            return b.length() == 0 ? "0" : b.toString();
        }
    }

    /**
     * Checks every sum of heaps ≤ n of total size ≤ {@code totalSize}, by increasing total, against
     * {@code predictsP} (given the counts, answers 1 for P and 0 for N); stops at the first disagreement.
     */
    public Check check(int totalSize, ToIntFunction<int[]> predictsP) {
        long[] count = {0};
        for (int t = 0; t <= totalSize; t++) {
            int[] c = new int[maxHeap + 1];
            Check bad = partitions(c, t, Math.min(t, maxHeap), predictsP, count);
            if (bad != null) return new Check(totalSize, count[0], bad.counterexample, bad.actualP);
        }
        return new Check(totalSize, count[0], null, false);
    }

    /** Every multiset of parts ≤ max summing to {@code remaining}, added to {@code c}. */
    private Check partitions(int[] c, int remaining, int max, ToIntFunction<int[]> predictsP, long[] count) {
        if (remaining == 0) {
            count[0]++;
            boolean actual = p(c);
            boolean predicted = predictsP.applyAsInt(c) == 1;
            return actual == predicted ? null : new Check(0, 0, c.clone(), actual);
        }
        if (max == 0) return null;
        for (int h = Math.min(remaining, max); h >= 1; h--) {
            c[h]++;
            Check bad = partitions(c, remaining - h, h, predictsP, count);
            c[h]--;
            if (bad != null) return bad;
        }
        return null;
    }

    /** The number of sums of heaps ≤ n of total size ≤ s (without searching them). */
    public static long count(int maxHeap, int s) {
        long[] ways = new long[s + 1];
        ways[0] = 1;
        for (int h = 1; h <= Math.min(maxHeap, s); h++)
            for (int t = h; t <= s; t++) ways[t] += ways[t - h];
        long total = 0;
        for (long w : ways) total += w;
        return total;
    }

    /** The largest total size whose sums number at most {@code budget} (at least 0). */
    public static int totalSizeWithin(int maxHeap, long budget) {
        int s = 0;
        while (s < 200 && count(maxHeap, s + 1) <= budget) s++;
        return s;
    }

    @Override public String toString() { return "HeapSums(" + rules.text() + ", heaps ≤ " + maxHeap + ")"; }
}
