package cgx.scoring.guaranteed.ruleset;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.scoring.guaranteed.GsGame;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * From a position to its game tree (spec §10.1, the calculator's {@code makeTree}/{@code makeGame}),
 * each position built once (memoised for one build):
 * <ul>
 * <li>neither player can move: the number s (the position's score);</li>
 * <li>both can move and at least one has exactly one move: with the moves sorted by (score, board),
 *     look at Left's first and Right's first move; each that leaves an all-empty board (a final
 *     "ending move", as in Diskonnect) turns its side into the adornment ∅^(score after it) —
 *     if both do, the game is the number given by Left's ending move;</li>
 * <li>only Left cannot move: ⟨∅^s | Right's moves⟩; only Right: the mirror;</li>
 * <li>otherwise ⟨Left's moves | Right's moves⟩.</li>
 * </ul>
 * The spec's order of the cases is kept: the ending-move rule is looked at only when both players
 * have moves.
 */
final class GameBuilder {
    /** Most distinct positions one build visits before giving up. */
    static final int MAX_POSITIONS = 200_000;

    private final Map<ScoringBoard, GsGame> memo = new HashMap<>();
    private final int maxPositions;

    GameBuilder() { this(MAX_POSITIONS); }

    GameBuilder(int maxPositions) { this.maxPositions = maxPositions; }

    GsGame build(ScoringBoard p) {
        GsGame g = memo.get(p);
        if (g != null) return g;
        if (memo.size() >= maxPositions) {
            throw new CgxException("position too large: its game has more than " + maxPositions + " positions");
        }
        if ((memo.size() & 255) == 0) Interrupts.check();
        g = make(p);
        memo.put(p, g);
        return g;
    }

    private GsGame make(ScoringBoard p) {
        List<ScoringBoard> left = sorted(p.leftMoves()), right = sorted(p.rightMoves());
        if (left.isEmpty() && right.isEmpty()) return GsGame.number(p.score());
        if (left.isEmpty()) return GsGame.leftEmpty(p.score(), games(right));
        if (right.isEmpty()) return GsGame.rightEmpty(games(left), p.score());
        if (left.size() == 1 || right.size() == 1) {
            ScoringBoard l0 = left.get(0), r0 = right.get(0);
            boolean leftEnds = l0.isBoardEmpty(), rightEnds = r0.isBoardEmpty();
            if (leftEnds && rightEnds) return GsGame.number(l0.score());
            if (leftEnds) return GsGame.leftEmpty(l0.score(), games(right));
            if (rightEnds) return GsGame.rightEmpty(games(left), r0.score());
        }
        return GsGame.of(games(left), games(right));
    }

    private static List<ScoringBoard> sorted(List<? extends ScoringBoard> moves) {
        List<ScoringBoard> out = new ArrayList<>(moves);
        out.sort(ScoringBoard.BY_SCORE_THEN_BOARD);
        return out;
    }

    private List<GsGame> games(List<ScoringBoard> moves) {
        List<GsGame> out = new ArrayList<>(moves.size());
        for (ScoringBoard m : moves) out.add(build(m));
        return out;
    }
}
