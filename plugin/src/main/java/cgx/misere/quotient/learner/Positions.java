package cgx.misere.quotient.learner;

/** Positions of a split: sums of generators as sorted multisets (arrays of heap sizes, never changed). */
final class Positions {
    private Positions() {}

    /** X with its element at {@code i} replaced by the generators {@code o} (sorted). */
    static int[] replace(int[] x, int i, int[] o) {
        int[] y = new int[x.length - 1 + o.length];
        int p = 0, q = 0, k = 0;
        while (p < x.length || q < o.length) {
            if (p == i) { p++; continue; }
            if (q >= o.length || (p < x.length && x[p] <= o[q])) y[k++] = x[p++];
            else y[k++] = o[q++];
        }
        return y;
    }

    /** The sum X + D (sorted). */
    static int[] plus(int[] x, int[] d) {
        int[] y = new int[x.length + d.length];
        int p = 0, q = 0, k = 0;
        while (p < x.length || q < d.length) {
            if (q >= d.length || (p < x.length && x[p] <= d[q])) y[k++] = x[p++];
            else y[k++] = d[q++];
        }
        return y;
    }
}
