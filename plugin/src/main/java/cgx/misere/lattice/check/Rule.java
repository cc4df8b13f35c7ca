package cgx.misere.lattice.check;

/**
 * A rule (docs "A rule: table and guarded shifts"): the box B = Π [0, b_c), the table T on B,
 * the shifts s_i and their guards Γ_i, sets of cells. The cell of x is (min(x_c, b_c))_c;
 * table index Σ x_c·Π_{c'<c} b_{c'}, guard index the same with radix b_c + 1.
 */
final class Rule {
    static final byte P = 1, N = 2;

    final int r, k;
    final int[] b;
    final byte[] table;
    final int[][] s;
    final boolean[][] guard;
    private final int[] tableStride, cellStride;

    Rule(int[] b, byte[] table, int[][] shifts, boolean[][] guards) {
        this.r = b.length;
        this.k = shifts.length;
        this.b = b.clone();
        this.table = table;
        this.s = shifts;
        this.guard = guards;
        tableStride = new int[r];
        cellStride = new int[r];
        int t = 1, g = 1;
        for (int c = 0; c < r; c++) {
            tableStride[c] = t;
            cellStride[c] = g;
            t *= b[c];
            g *= b[c] + 1;
        }
    }

    boolean inBox(int[] x) {
        for (int c = 0; c < r; c++) if (x[c] >= b[c]) return false;
        return true;
    }

    /** T[x] for x ∈ B. */
    byte table(int[] x) {
        int i = 0;
        for (int c = 0; c < r; c++) i += x[c] * tableStride[c];
        return table[i];
    }

    /** Γ_i(x), for x ≥ 0. */
    boolean guarded(int i, int[] x) {
        int cell = 0;
        for (int c = 0; c < r; c++) cell += Math.min(x[c], b[c]) * cellStride[c];
        return guard[i][cell];
    }

    /** Γ_i(x), for x ≥ 0 (long coordinates). */
    boolean guarded(int i, long[] x) {
        int cell = 0;
        for (int c = 0; c < r; c++) cell += (int) Math.min(x[c], b[c]) * cellStride[c];
        return guard[i][cell];
    }

    /** Shift i applies at v: v − s_i ≥ 0 and Γ_i(v − s_i). */
    boolean applies(int i, int[] v) {
        int[] si = s[i];
        int cell = 0;
        for (int c = 0; c < r; c++) {
            int y = v[c] - si[c];
            if (y < 0) return false;
            cell += Math.min(y, b[c]) * cellStride[c];
        }
        return guard[i][cell];
    }

    /** The first shift that applies at v, or -1. */
    int first(int[] v) {
        for (int i = 0; i < k; i++) if (applies(i, v)) return i;
        return -1;
    }
}
