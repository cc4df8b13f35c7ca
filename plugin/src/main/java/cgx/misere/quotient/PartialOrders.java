package cgx.misere.quotient;

import cgx.misere.quotient.engine.IntList;
import cgx.misere.quotient.engine.QuotientBuilder;

/**
 * The orders of the partial quotients Q_n = Q(A_n) (Plambeck–Siegel §2) as generators are added:
 * (n, |Q_n|, |P_n|) at each n whose generator changes the quotient (a new table installed),
 * Q_0 being the trivial quotient (|Q_0| = 1, |P_0| = 0).
 */
final class PartialOrders {
    private final IntList rows = new IntList();
    private int[] table; // the builder's table when last seen: a change installs a new one

    /** After generator {@code n} was added to {@code b}. */
    void added(int n, QuotientBuilder b) {
        if (b.mul == table) return;
        table = b.mul;
        if (b.order == 1) return; // still Q_0
        int p = 0;
        for (int x = 0; x < b.order; x++) if (b.isP[x]) p++;
        rows.add(n);
        rows.add(b.order);
        rows.add(p);
    }

    /** The rows {n, |Q_n|, |P_n|}, n increasing. */
    int[][] rows() {
        int[][] out = new int[rows.size() / 3][];
        for (int i = 0; i < out.length; i++) out[i] = new int[] {rows.get(3 * i), rows.get(3 * i + 1), rows.get(3 * i + 2)};
        return out;
    }
}
