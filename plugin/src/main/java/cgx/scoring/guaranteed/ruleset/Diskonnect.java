package cgx.scoring.guaranteed.ruleset;

import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Diskonnect (spec §10.4). Every move is a capture: a stone jumps orthogonally over an adjacent enemy
 * stone into the empty cell beyond, and may go on jumping in the same direction (each landing a
 * separate option); each captured stone scores 1 for the capturer (as in the calculator's code).
 * A player to move who has no capture, on a board that is not empty, has one move, which ends the
 * game: she is charged one point per own "dead" stone — a stone removed in at least one sequence of
 * captures by the opponent alone — and the board is cleared; §10.1's ending-move rule then turns
 * that move into an adornment. On an empty board nobody moves. Walls {@code x} block.
 */
public final class Diskonnect extends ScoringBoard {
    static final String NAME = "Diskonnect";

    private Diskonnect(Rational score, List<String> rows) { super(score, rows); }

    /** A Diskonnect position; rows of equal length over {@code l r . x}. */
    public static Diskonnect of(List<String> rows, Rational score) {
        ScoringBoard.checkCharacters(NAME, rows, "lr.x", "l, r, . and x");
        ScoringBoard.checkRectangular(NAME, rows);
        return new Diskonnect(ScoringBoard.requireScore(NAME, score), rows);
    }

    /** A Diskonnect position with score 0. */
    public static Diskonnect of(List<String> rows) { return of(rows, Rational.ZERO); }

    @Override
    public String ruleset() { return NAME; }

    @Override
    public List<Diskonnect> leftMoves() { return moves('l', Rational.ONE); }

    @Override
    public List<Diskonnect> rightMoves() { return moves('r', Rational.MINUS_ONE); }

    private List<Diskonnect> moves(char me, Rational point) {
        if (isBoardEmpty()) return List.of();
        List<Diskonnect> out = new ArrayList<>();
        Jumps.captures(new Grid(rows()), me, (h, k) -> out.add(new Diskonnect(score().add(point.multiply(Rational.of(k))), h.toRows())));
        if (!out.isEmpty()) return out;
        Rational penalty = point.multiply(Rational.of(deadStones(me)));
        return List.of(new Diskonnect(score().subtract(penalty), cleared()));
    }

    /** How many of {@code me}'s stones the opponent, moving alone, captures in at least one sequence of captures. */
    int deadStones(char me) {
        Grid start = new Grid(rows());
        char enemy = Grid.enemy(me);
        Set<Long> dead = new HashSet<>();
        Set<String> seen = new HashSet<>();
        Deque<Grid> todo = new ArrayDeque<>();
        todo.push(start);
        seen.add(start.key());
        while (!todo.isEmpty()) {
            if ((seen.size() & 1023) == 0) Interrupts.check();
            Grid g = todo.pop();
            for (int r = 0; r < g.rows(); r++) {
                for (int c = 0; c < g.width(r); c++) {
                    if (start.get(r, c) == me && g.get(r, c) != me) dead.add(((long) r << 32) | c);
                }
            }
            Jumps.captures(g, enemy, (h, k) -> {
                if (seen.add(h.key())) todo.push(h);
            });
        }
        return dead.size();
    }

    private List<String> cleared() {
        List<String> out = new ArrayList<>();
        for (String row : rows()) out.add(".".repeat(row.length()));
        return out;
    }
}
