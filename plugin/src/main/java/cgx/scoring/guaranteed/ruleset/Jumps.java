package cgx.scoring.guaranteed.ruleset;

import java.util.function.BiConsumer;

/**
 * Draughts-like orthogonal captures shared by Kobber (§10.2) and Diskonnect (§10.4): a stone jumps
 * over an adjacent enemy stone into the empty cell beyond it, capturing it, and may keep jumping in
 * the same direction; every landing is a separate option.
 */
final class Jumps {
    private Jumps() {}

    /**
     * For the stone at (r, c) jumping in direction d: calls {@code sink} with the board after each
     * landing and the number of stones captured so far (1, 2, …).
     */
    static void chain(Grid start, int r, int c, int d, BiConsumer<Grid, Integer> sink) {
        char me = start.get(r, c), enemy = Grid.enemy(me);
        Grid g = start;
        for (int k = 1; ; k++) {
            int mr = r + Grid.DR[d], mc = c + Grid.DC[d], tr = mr + Grid.DR[d], tc = mc + Grid.DC[d];
            if (g.get(mr, mc) != enemy || g.get(tr, tc) != '.') return;
            g = g.copy();
            g.set(r, c, '.');
            g.set(mr, mc, '.');
            g.set(tr, tc, me);
            sink.accept(g, k);
            r = tr;
            c = tc;
        }
    }

    /** Every board reachable by one capture (any landing of any chain) of a {@code stone}. */
    static void captures(Grid g, char stone, BiConsumer<Grid, Integer> sink) {
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.width(r); c++) {
                if (g.get(r, c) != stone) continue;
                for (int d = 0; d < 4; d++) chain(g, r, c, d, sink);
            }
        }
    }
}
