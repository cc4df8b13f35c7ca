package cgx.misere.lattice.check;

/**
 * The asserted outcome o*(x) = T[red(x)], where red takes the first shift that applies while
 * x ∉ B (docs "A rule"). Memoised over a region Π [0, M_c), filled in index order: every shift
 * lowers the index, so o*(y) = o*(y − s_first) is already known. Points outside the region are
 * reduced step by step until they enter it. A point outside B where no shift applies is a
 * failure of (2), completeness.
 */
final class Outcomes {
    /** Most memoised points (bytes). */
    static final long MEMO_CAP = 64L << 20;

    private final Rule rule;
    private final int r;
    private final int[] dim, stride, shiftOffset;
    private final byte[] memo;
    private final int[] scratch;

    Outcomes(Rule rule, int[] wanted) {
        this.rule = rule;
        this.r = rule.r;
        dim = wanted.clone();
        while (product(dim) > MEMO_CAP) {  // shrink the largest side until the memo fits
            int c = 0;
            for (int d = 1; d < r; d++) if (dim[d] > dim[c]) c = d;
            dim[c] = Math.max(1, dim[c] * 3 / 4);
        }
        stride = new int[r];
        int t = 1;
        for (int c = 0; c < r; c++) {
            stride[c] = t;
            t *= dim[c];
        }
        memo = new byte[t];
        shiftOffset = new int[rule.k];
        for (int i = 0; i < rule.k; i++) {
            long off = 0;
            for (int c = 0; c < r; c++) off += (long) rule.s[i][c] * stride[c];
            shiftOffset[i] = (int) Math.min(off, Integer.MAX_VALUE);
        }
        scratch = new int[r];
        fill();
    }

    private static long product(int[] d) {
        long p = 1;
        for (int x : d) p = Math.min(p * x, Long.MAX_VALUE / 4);
        return p;
    }

    private void fill() {
        int[] y = new int[r];
        for (int idx = 0; idx < memo.length; idx++) {
            if ((idx & 0xfff) == 0) CheckFailure.checkInterrupt();
            if (rule.inBox(y)) {
                memo[idx] = rule.table(y);
            } else {
                int i = rule.first(y);
                if (i < 0) throw completeness(y);
                memo[idx] = memo[idx - shiftOffset[i]];
            }
            for (int c = 0; c < r && ++y[c] == dim[c]; c++) y[c] = 0;
        }
    }

    static CheckFailure completeness(int[] y) {
        return new CheckFailure("(2) completeness fails at " + Vectors.show(y) + ": no shift applies outside the box");
    }

    /** o*(x), for x ≥ 0. */
    byte at(int[] x) {
        int[] y = scratch;
        System.arraycopy(x, 0, y, 0, r);
        for (long steps = 1; ; steps++) {
            int idx = 0;
            boolean inside = true;
            for (int c = 0; c < r && inside; c++) {
                if (y[c] >= dim[c]) inside = false;
                else idx += y[c] * stride[c];
            }
            if (inside) return memo[idx];
            if (rule.inBox(y)) return rule.table(y);
            int i = rule.first(y);
            if (i < 0) throw completeness(y);
            for (int c = 0; c < r; c++) y[c] -= rule.s[i][c];
            if ((steps & 0xfff) == 0) CheckFailure.checkInterrupt();
        }
    }

    /** o*(x) for long coordinates (the family's points); fails if a coordinate exceeds int range. */
    byte at(long[] x) {
        int[] y = new int[r];
        for (int c = 0; c < r; c++) {
            if (x[c] < 0 || x[c] > Integer.MAX_VALUE / 2) throw new CheckFailure("point " + Vectors.show(x) + " is out of range");
            y[c] = (int) x[c];
        }
        return at(y);
    }
}
