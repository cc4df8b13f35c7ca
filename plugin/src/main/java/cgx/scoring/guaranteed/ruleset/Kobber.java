package cgx.scoring.guaranteed.ruleset;

import cgx.core.Rational;

import java.util.ArrayList;
import java.util.List;

/**
 * Kobber (spec §10.2). A stone steps onto an orthogonally adjacent enemy stone, capturing it, and
 * the mover scores 1 (+1 for Left, −1 for Right); or it jumps over an adjacent enemy stone into the
 * empty cell beyond, capturing it without scoring, and may go on jumping in the same direction (each
 * landing a separate option). Moves are listed stone by stone in reading order; for each stone first
 * the steps, then the jumps, each in the directions n, s, w, e (spec §12 example 47). Walls {@code x}
 * block. A player with no move is out of moves.
 */
public final class Kobber extends ScoringBoard {
    static final String NAME = "Kobber";

    private Kobber(Rational score, List<String> rows) { super(score, rows); }

    /** A Kobber position; rows of equal length over {@code l r . x}. */
    public static Kobber of(List<String> rows, Rational score) {
        ScoringBoard.checkCharacters(NAME, rows, "lr.x", "l, r, . and x");
        ScoringBoard.checkRectangular(NAME, rows);
        return new Kobber(ScoringBoard.requireScore(NAME, score), rows);
    }

    /** A Kobber position with score 0. */
    public static Kobber of(List<String> rows) { return of(rows, Rational.ZERO); }

    @Override
    public String ruleset() { return NAME; }

    @Override
    public List<Kobber> leftMoves() { return moves('l', Rational.ONE); }

    @Override
    public List<Kobber> rightMoves() { return moves('r', Rational.MINUS_ONE); }

    private List<Kobber> moves(char me, Rational point) {
        Grid g = new Grid(rows());
        char enemy = Grid.enemy(me);
        List<Kobber> out = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.width(r); c++) {
                if (g.get(r, c) != me) continue;
                for (int d = 0; d < 4; d++) {
                    int tr = r + Grid.DR[d], tc = c + Grid.DC[d];
                    if (g.get(tr, tc) != enemy) continue;
                    Grid h = g.copy();
                    h.set(r, c, '.');
                    h.set(tr, tc, me);
                    out.add(new Kobber(score().add(point), h.toRows()));
                }
                for (int d = 0; d < 4; d++) Jumps.chain(g, r, c, d, (h, k) -> out.add(new Kobber(score(), h.toRows())));
            }
        }
        return out;
    }
}
