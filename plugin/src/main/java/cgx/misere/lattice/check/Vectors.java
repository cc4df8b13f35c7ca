package cgx.misere.lattice.check;

/** Formatting of vectors and representatives for failure messages. */
final class Vectors {
    private Vectors() {}

    /** {@code (1, 0, 3)}. */
    static String show(int[] v) {
        StringBuilder b = new StringBuilder("(");
        for (int c = 0; c < v.length; c++) b.append(c == 0 ? "" : ", ").append(v[c]);
        return b.append(')').toString();
    }

    /** {@code (1, 0, 3)}. */
    static String show(long[] v) {
        StringBuilder b = new StringBuilder("(");
        for (int c = 0; c < v.length; c++) b.append(c == 0 ? "" : ", ").append(v[c]);
        return b.append(')').toString();
    }

    /** A representative: a coordinate equal to K_c stands for every value ≥ K_c and is shown {@code ≥K_c}. */
    static String rep(int[] v, int[] k) {
        StringBuilder b = new StringBuilder("(");
        for (int c = 0; c < v.length; c++) b.append(c == 0 ? "" : ", ").append(v[c] >= k[c] ? "≥" + k[c] : String.valueOf(v[c]));
        return b.append(')').toString();
    }

    static char letter(byte o) {
        return o == Rule.P ? 'P' : 'N';
    }
}
