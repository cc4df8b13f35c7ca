package cgx.scoring.guaranteed.ruleset;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.lang.CgxList;
import cgx.lang.Plugin;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;

/** The Scoring Games Calculator's rulesets in the worksheet: Kobber, Dots-and-Boxes and Diskonnect positions and their games. */
public final class ScoringRulesetsPlugin implements Plugin {
    @Override
    public String name() { return "scoring-rulesets"; }

    @Override
    public void register(Registry r) {
        r.type(Kobber.class, "Kobber");
        r.type(DotsAndBoxes.class, "DotsAndBoxes");
        r.type(Diskonnect.class, "Diskonnect");
        ruleset(r, "Kobber", "Kobber(rows, Score => s): a Kobber position, rows of l (Left's stone), r (Right's), . (empty) "
                + "and x (a wall); a stone steps onto an adjacent enemy stone, capturing it for a point, or jumps over it", Kobber::of);
        ruleset(r, "DotsAndBoxes", "DotsAndBoxes(rows, Score => s): a Dots-and-Boxes position, rows alternating horizontal "
                + "edges (n characters) and vertical edges (n + 1), x drawn and . free; completing a box scores it and moves again", DotsAndBoxes::of);
        ruleset(r, "Diskonnect", "Diskonnect(rows, Score => s): a Diskonnect position, rows of l, r, . and x; every move "
                + "captures by jumping; a player with no capture ends the game, charged a point per dead stone of hers", Diskonnect::of);
        r.method(ScoringBoard.class, "Game", "the position's guaranteed scoring game, canonical", (b, a) -> {
            a.count(0);
            return b.game();
        });
        r.method(ScoringBoard.class, "RawGame", "the position's game tree as built, before the canonical form", (b, a) -> {
            a.count(0);
            return b.rawGame();
        });
        r.method(ScoringBoard.class, "LeftMoves", "the positions after each of Left's moves", (b, a) -> {
            a.count(0);
            return CgxList.from(b.leftMoves());
        });
        r.method(ScoringBoard.class, "RightMoves", "the positions after each of Right's moves", (b, a) -> {
            a.count(0);
            return CgxList.from(b.rightMoves());
        });
        r.method(ScoringBoard.class, "Score", "the score so far (positive is good for Left)", (b, a) -> {
            a.count(0);
            return b.score();
        });
        r.method(ScoringBoard.class, "Rows", "the board's rows as strings", (b, a) -> {
            a.count(0);
            return CgxList.from(b.rows());
        });
    }

    private static void ruleset(Registry r, String name, String doc, java.util.function.BiFunction<List<String>, Rational, Object> make) {
        r.function(name, doc, a -> {
            a.keywords("Score");
            a.count(1);
            List<String> rows = new ArrayList<>();
            for (Object o : a.list(0)) {
                if (!(o instanceof String s)) throw new CgxException(name + ": the rows must be strings, got " + a.typeName(o));
                rows.add(s);
            }
            return make.apply(rows, a.rationalKeyword("Score", Rational.ZERO));
        });
    }

}
