package cgx.misere.quotient.engine;

/**
 * Subsets of a quotient's elements as bitsets: {@code long[]} of {@code (order + 63) / 64} words,
 * element x at bit {@code x & 63} of word {@code x >>> 6} (the sets E of Φ''X, Definition 5.3).
 */
public final class BitSets {
    private BitSets() {}

    /** The elements of a set, increasing. */
    public static int[] members(long[] b) {
        int c = 0;
        for (long w : b) c += Long.bitCount(w);
        int[] r = new int[c];
        int i = 0;
        for (int w = 0; w < b.length; w++) {
            long x = b[w];
            while (x != 0) {
                r[i++] = (w << 6) + Long.numberOfTrailingZeros(x);
                x &= x - 1;
            }
        }
        return r;
    }

    /** Whether two sets (of the same length) meet. */
    public static boolean intersect(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) if ((a[i] & b[i]) != 0) return true;
        return false;
    }
}
