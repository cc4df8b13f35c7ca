package cgx.scoring;

import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.NativeMethod;
import cgx.lang.Plugin;
import cgx.core.Rational;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Scoring play (Stewart): the {@code <GL|GS|GR>} literal, long-rule sums, final scores, outcomes, impartiality. */
public final class ScoringPlugin implements Plugin {
    @Override
    public String name() { return "scoring"; }

    @Override
    public void register(Registry r) {
        r.type(ScoringGame.class, "ScoringGame");
        r.gameLiteral(ScoringPlugin::literal);
        r.function("ScoringGame", "ScoringGame(leftOptions, score, rightOptions): the game <GL|GS|GR>", a -> {
            a.count(3);
            return ScoringGame.of(options(a.list(0), "Left"), a.rational(1), options(a.list(2), "Right"));
        });
        r.function("ImpartialScoringGames", "ImpartialScoringGames(birthday, scores): every impartial scoring game "
                + "of birthday <= n with all scores in the list, e.g. ImpartialScoringGames(2, -1..1)", a -> {
            a.count(2);
            int n = a.natural(0, "the birthday");
            List<Rational> scores = new ArrayList<>();
            for (Object o : a.list(1)) {
                if (!(o instanceof Rational q)) throw new CgxException("ImpartialScoringGames: scores must be numbers, got " + a.typeName(o));
                scores.add(q);
            }
            return CgxList.from(ImpartialScoringGames.upToBirthday(n, scores));
        });

        property(r, "LeftFinal", "the Left final score G_F^SL (Definition 3): Left moves first, both play perfectly", ScoringGame::leftFinal);
        property(r, "RightFinal", "the Right final score G_F^SR (Definition 3): Right moves first", ScoringGame::rightFinal);
        property(r, "Outcome", "the outcome class L, R, N, P or T (Definitions 5-6)", ScoringGame::outcome);
        property(r, "IsImpartial", "Definition 7, checked on every subposition", ScoringGame::isImpartial);
        property(r, "LeftOptions", "the Left options as a list", g -> CgxList.from(g.leftOptions()));
        property(r, "RightOptions", "the Right options as a list", g -> CgxList.from(g.rightOptions()));
        property(r, "Score", "the score G^S", ScoringGame::score);
        property(r, "Birthday", "the depth of the game tree", g -> Rational.of(g.birthday()));
        property(r, "IsTerminal", "true if neither player has a move", ScoringGame::isTerminal);
        property(r, "SubpositionCount", "the number of distinct subpositions, the game included", g -> Rational.of(g.subpositionCount()));
        property(r, "Negative", "-G: Left and Right exchanged", ScoringGame::negate);

        r.binary("+", ScoringGame.class, ScoringGame.class, ScoringGame::plus);
        r.binary("+", ScoringGame.class, Rational.class, ScoringGame::plus);
        r.binary("+", Rational.class, ScoringGame.class, (x, g) -> g.plus(x));
        r.binary("-", ScoringGame.class, ScoringGame.class, (g, h) -> g.plus(h.negate()));
        r.binary("-", ScoringGame.class, Rational.class, (g, x) -> g.plus(x.negate()));
        r.binary("-", Rational.class, ScoringGame.class, (x, g) -> g.negate().plus(x));
        r.unary("-", ScoringGame.class, ScoringGame::negate);
        // a game with no options prints as its score, and reads back as that number
        r.binary("==", ScoringGame.class, Rational.class, (g, x) -> g == ScoringGame.number(x));
        r.binary("==", Rational.class, ScoringGame.class, (x, g) -> g == ScoringGame.number(x));
    }

    /**
     * Registers a property on scoring games, and on numbers read as games with no options. A
     * number is the scoring game with no options (the spec prints {@code <|3|>} as {@code 3}, and a
     * printed value must read back), so {@code 3.Outcome} is that game's outcome, {@code L}: the
     * answer a researcher expects in normal play too, where the number 3 is a win for Left. Other
     * families extend {@code Outcome} on their own types (misère games have {@code MisereOutcome},
     * Amalgamation Nim positions their own {@code Outcome}); a second claim on numbers is refused.
     */
    private static void property(Registry r, String name, String doc, Function<ScoringGame, Object> f) {
        NativeMethod<ScoringGame> m = (g, a) -> {
            a.count(0);
            return f.apply(g);
        };
        r.method(ScoringGame.class, name, doc, m);
        r.method(Rational.class, name, doc + " (of the number as a scoring game)", (x, a) -> m.apply(ScoringGame.number(x), a));
    }

    /**
     * Reads {@code <GL|GS|GR>} as a scoring game when its score is a number and its options are
     * scoring games or numbers; otherwise declines, so another plug-in may read the literal.
     */
    static Object literal(List<Object> left, Object score, List<Object> right) {
        if (!(score instanceof Rational q)) {
            return Registry.decline("the score of a scoring game must be a number, got " + Args.of("").typeName(score) + " " + score);
        }
        String bad = notOptions(left, "Left");
        if (bad == null) bad = notOptions(right, "Right");
        if (bad != null) return Registry.decline(bad);
        return ScoringGame.of(options(left, "Left"), q, options(right, "Right"));
    }

    /** Why {@code items} are not options of a scoring game, or null if they are. */
    private static String notOptions(List<?> items, String side) {
        for (Object o : items) {
            if (!(o instanceof ScoringGame) && !(o instanceof Rational)) {
                return side + " options of a scoring game must be scoring games or numbers, got " + Args.of("").typeName(o) + " " + o;
            }
        }
        return null;
    }

    private static List<ScoringGame> options(List<?> items, String side) {
        List<ScoringGame> out = new ArrayList<>();
        for (Object o : items) {
            if (o instanceof ScoringGame g) out.add(g);
            else if (o instanceof Rational q) out.add(ScoringGame.number(q));
            else throw new CgxException(side + " options of a scoring game must be scoring games or numbers, got " + Args.of("").typeName(o) + " " + o);
        }
        return out;
    }
}
