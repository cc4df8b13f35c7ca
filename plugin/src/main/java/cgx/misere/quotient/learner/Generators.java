package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.QuotientBuilder;

import java.util.Arrays;

/**
 * The generators 1..g of a split (the heaps whose closure Q_g is, Definition 4.1): the options of
 * each as sorted lists of generators (zeros dropped), and weights under which every option of a
 * position is strictly lighter than the position, which the oracles and the least-failure search
 * rely on. Never changed after {@link #of}.
 */
final class Generators {
    final int g; // the new generator
    final int[][][] opts; // opts[i]: options of generator i as sorted generator lists
    final long[] wt; // generator weights (heap sizes)

    private Generators(int g, int[][][] opts, long[] wt) {
        this.g = g;
        this.opts = opts;
        this.wt = wt;
    }

    /** Generators 1..g of the builder's heaps; throws TooLarge if no additive weights can be found. */
    static Generators of(QuotientBuilder b, int g) {
        long[] wt = new long[g + 1];
        // weights: every option of a position must be strictly lighter (the oracle relies on it):
        // the generators' weights (heap sizes) if that holds, else their squares (a heap n split into
        // heaps summing to n, as codes with a non-zero digit before the point allow, weighs less)
        for (int i = 1; i <= g; i++) wt[i] = Math.max(1, b.weight.get(i));
        if (!strictWeights(b, g, wt)) for (int i = 1; i <= g; i++) wt[i] *= wt[i];
        if (!strictWeights(b, g, wt)) {
            // rules whose heaps left may sum to more than squares allow (HeapRules): the least
            // additive weights, 1 + the heaviest option, built up from the smaller generators
            for (int i = 1; i <= g; i++) {
                long w = 0;
                for (int[] o : b.opts(i)) {
                    long s = 0;
                    for (int h : o) if (h > 0) s = Math.min(Long.MAX_VALUE / 2, s + wt[h]);
                    w = Math.max(w, s);
                }
                wt[i] = w + 1;
                if (wt[i] > Long.MAX_VALUE / 4) throw new QuotientBuilder.TooLarge("the heaps left by the moves grow too fast to order positions by weight");
            }
        }
        int[][][] opts = new int[g + 1][][];
        for (int i = 1; i <= g; i++) {
            int[][] o = b.opts(i);
            opts[i] = new int[o.length][];
            for (int j = 0; j < o.length; j++) {
                int k = 0;
                for (int v : o[j]) if (v > 0) k++;
                int[] a = new int[k];
                k = 0;
                for (int v : o[j]) if (v > 0) a[k++] = v;
                Arrays.sort(a);
                opts[i][j] = a;
            }
        }
        return new Generators(g, opts, wt);
    }

    /** True if every option of every generator weighs less than the generator under {@code wt}. */
    private static boolean strictWeights(QuotientBuilder b, int g, long[] wt) {
        for (int i = 1; i <= g; i++)
            for (int[] o : b.opts(i)) {
                long s = 0;
                for (int h : o) if (h > 0) s += wt[h];
                if (s >= wt[i]) return false;
            }
        return true;
    }
}
