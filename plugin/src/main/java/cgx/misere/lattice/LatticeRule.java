package cgx.misere.lattice;

import cgx.core.CgxException;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * A rule (docs/lattice-proofs.md, "A rule"): a box B = Π[0, b_c) with a table T of outcomes, and
 * shifts s_i, each with a guard Γ_i, a set of cells (the cell of x is (min(x_c, b_c))_c).
 * Shift i applies at v when v − s_i ≥ 0 and Γ_i(v − s_i). The asserted outcome is
 * o*(v) = T[red(v)], red reducing by the first shift that applies while v lies outside B.
 * Immutable.
 */
public final class LatticeRule {
    private final int r;
    private final int[] box;
    private final BitSet table;       // P-positions of B, index Σ x_c Π_{c'<c} b_c'
    private final int[][] shifts;
    private final BitSet[] guards;    // over cells, radix b_c + 1
    private final int boxSize;
    private final int cellCount;

    public LatticeRule(int[] box, BitSet table, List<int[]> shifts, List<BitSet> guards) {
        this.r = box.length;
        this.box = box.clone();
        this.table = (BitSet) table.clone();
        this.shifts = shifts.stream().map(int[]::clone).toArray(int[][]::new);
        this.guards = guards.stream().map(g -> (BitSet) g.clone()).toArray(BitSet[]::new);
        long bs = 1, cs = 1;
        for (int b : box) { bs *= b; cs *= b + 1; }
        if (bs > Integer.MAX_VALUE || cs > Integer.MAX_VALUE) throw new CgxException("box too large for a rule: " + Arrays.toString(box));
        boxSize = (int) bs;
        cellCount = (int) cs;
    }

    public int rank() { return r; }
    public int[] box() { return box.clone(); }
    public int box(int c) { return box[c]; }
    public int shiftCount() { return shifts.length; }
    public int[] shift(int i) { return shifts[i].clone(); }
    public int shift(int i, int c) { return shifts[i][c]; }
    public int boxSize() { return boxSize; }
    public int cellCount() { return cellCount; }
    /** True if the cell of the point is in Γ_i (no bound check on negatives: callers check v ≥ 0). */
    public boolean guard(int i, int[] x) { return guards[i].get(cell(x)); }
    public boolean guardCell(int i, int cell) { return guards[i].get(cell); }
    public BitSet guardCells(int i) { return (BitSet) guards[i].clone(); }
    public boolean tableP(int index) { return table.get(index); }
    /** The table's P-positions (a copy). */
    public BitSet table() { return (BitSet) table.clone(); }

    public int cell(int[] x) {
        int idx = 0, m = 1;
        for (int c = 0; c < r; c++) { idx += Math.min(x[c], box[c]) * m; m *= box[c] + 1; }
        return idx;
    }

    public boolean inBox(int[] x) {
        for (int c = 0; c < r; c++) if (x[c] >= box[c]) return false;
        return true;
    }

    public int boxIndex(int[] x) {
        int idx = 0, m = 1;
        for (int c = 0; c < r; c++) { idx += x[c] * m; m *= box[c]; }
        return idx;
    }

    /** True if shift i applies at v: v − s_i ≥ 0 and Γ_i(v − s_i). */
    public boolean applies(int i, int[] v) {
        int idx = 0, m = 1;
        for (int c = 0; c < r; c++) {
            int x = v[c] - shifts[i][c];
            if (x < 0) return false;
            idx += Math.min(x, box[c]) * m;
            m *= box[c] + 1;
        }
        return guards[i].get(idx);
    }

    /** The first shift that applies at v, or −1. */
    public int firstShift(int[] v) {
        for (int i = 0; i < shifts.length; i++) if (applies(i, v)) return i;
        return -1;
    }

    /** red(v): a point of B; throws if no shift applies somewhere outside B. */
    public int[] reduce(int[] v) {
        int[] x = v.clone();
        while (!inBox(x)) {
            int i = firstShift(x);
            if (i < 0) throw new CgxException("the rule does not reduce " + Arrays.toString(x) + ": no shift applies there");
            for (int c = 0; c < r; c++) x[c] -= shifts[i][c];
        }
        return x;
    }

    /** o*(v) = T[red(v)] is P. */
    public boolean isP(int[] v) { return table.get(boxIndex(reduce(v))); }

    /** The rule's lines of a certificate (box, table, shifts, guards). */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append("box");
        for (int b : box) sb.append(' ').append(b);
        sb.append("\ntable ");
        for (int i = 0; i < boxSize; i++) sb.append(table.get(i) ? 'P' : 'N');
        sb.append('\n');
        for (int i = 0; i < shifts.length; i++) {
            sb.append("shift ").append(i).append(" :");
            for (int x : shifts[i]) sb.append(' ').append(x);
            sb.append("\nguard ").append(i).append(" : ");
            for (int k = 0; k < cellCount; k++) sb.append(guards[i].get(k) ? '1' : '0');
            sb.append('\n');
        }
        return sb.toString();
    }
}
