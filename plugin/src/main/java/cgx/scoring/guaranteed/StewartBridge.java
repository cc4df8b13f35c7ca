package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.scoring.ScoringGame;

import java.util.ArrayList;
import java.util.List;

/**
 * Stewart's scoring games and guaranteed scoring games side by side. In Stewart's game
 * {@code <GL|GS|GR>} play ends when the player to move has no option, with the score GS of that
 * position (in a long-rule sum, the sum of the components' scores): exactly GS's adorned empty
 * set. So a Stewart game is the guaranteed form with ∅^GS on every side without options, and sums
 * agree. The score of a position where both players can move is never a final score; it is not
 * carried into GS, and a GS form going back gets 0 there. A Stewart game whose image is not
 * guaranteed, and a GS atom {@code <∅^l|∅^r>} with l ≠ r (Stewart has no such position), do not
 * convert: the error says why.
 */
final class StewartBridge {
    private StewartBridge() {}

    static GsGame toGuaranteed(ScoringGame g) {
        GsGame out = image(g, new java.util.HashMap<>());
        if (!out.isGuaranteed()) {
            throw new CgxException(g + " is a Stewart scoring game that is not guaranteed: as " + out + ", " + Guaranteed.why(out));
        }
        return out;
    }

    private static GsGame image(ScoringGame g, java.util.Map<ScoringGame, GsGame> done) {
        GsGame known = done.get(g);
        if (known != null) return known;
        List<GsGame> l = new ArrayList<>(), r = new ArrayList<>();
        for (ScoringGame o : g.leftOptions()) l.add(image(o, done));
        for (ScoringGame o : g.rightOptions()) r.add(image(o, done));
        GsGame out = GsGame.of(l.isEmpty() ? g.score() : null, l, r.isEmpty() ? g.score() : null, r);
        done.put(g, out);
        return out;
    }

    static ScoringGame toStewart(GsGame g) {
        if (g.isAtom()) {
            if (!g.isNumber()) {
                throw new CgxException(g + " is not a Stewart scoring game: Stewart's position with no options has one score, "
                        + "here Left's " + g.leftAdornment() + " differs from Right's " + g.rightAdornment());
            }
            return ScoringGame.number(g.leftAdornment());
        }
        List<ScoringGame> l = new ArrayList<>(), r = new ArrayList<>();
        for (GsGame o : g.leftOptions()) l.add(toStewart(o));
        for (GsGame o : g.rightOptions()) r.add(toStewart(o));
        Rational score = g.isLeftAdorned() ? g.leftAdornment() : g.isRightAdorned() ? g.rightAdornment() : Rational.ZERO;
        return ScoringGame.of(l, score, r);
    }
}
