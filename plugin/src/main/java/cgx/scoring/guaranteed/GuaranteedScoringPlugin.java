package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.core.Table;
import cgx.lang.Args;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Registry;
import cgx.lang.SidedGameLiteralFactory;
import cgx.misere.MisereGame;
import cgx.scoring.ScoringGame;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * Guaranteed scoring games (Larsson–Neto–Nowakowski–Santos; spec/guaranteed-scoring.md): the
 * literal {@code <GL|GR>} with {@code ^s} for an adorned empty side, stops, order, canonical form,
 * inverses, the calculator's predicates, Conway's games embedded ({@code Hat}), random games, and
 * the conversions with Stewart's scoring games.
 */
public final class GuaranteedScoringPlugin implements Plugin {
    @Override
    public String name() { return "guaranteed-scoring"; }

    @Override
    public void register(Registry r) {
        r.type(GsGame.class, "GuaranteedGame");
        r.type(GsOrder.Comparison.class, "Comparison");
        r.printer(GsOrder.Comparison.class, c -> NAMES[c.ordinal()]);
        for (GsOrder.Comparison c : GsOrder.Comparison.values()) r.constant(NAMES[c.ordinal()], c);
        r.sidedGameLiteral(GuaranteedScoringPlugin::literal);

        r.function("GuaranteedGame", "GuaranteedGame(text): a guaranteed scoring game from the calculator's text, "
                + "e.g. GuaranteedGame(\"<^-1|3>\"); the form as written (no canonical form)", a -> {
            a.count(1);
            return GsText.parse(a.string(0));
        });
        r.function("Hat", "Hat(x): Conway's normal-play game x inside GS (every empty set of options adorned with 0): "
                + "an integer (a chain of waiting moves), a dyadic rational, an impartial form such as *2, or a string "
                + "in brace notation such as \"{0,*|0,*}\"", a -> {
            a.count(1);
            return hat(a.get(0), a);
        });
        r.constant("HatUp", Conway.up());
        r.constant("HatDown", Conway.down());
        r.function("RandomGuaranteedGame", "RandomGuaranteedGame(rank, scores, Seed => s, Width => w): a random "
                + "guaranteed game of this rank, adornments drawn from the list of scores, 1 to w options per side "
                + "(default 2); with the same seed the same game", a -> {
            a.keywords("Seed", "Width");
            a.count(2);
            int rank = a.natural(0, "the rank");
            List<Rational> scores = new ArrayList<>();
            for (Object o : a.list(1)) {
                if (!(o instanceof Rational q)) throw new CgxException("RandomGuaranteedGame: scores must be numbers, got " + a.typeName(o));
                scores.add(q);
            }
            Rational seed = a.rationalKeyword("Seed", null);
            if (seed != null && !seed.isInteger()) throw new CgxException("RandomGuaranteedGame: Seed must be an integer, got " + seed);
            Random random = seed == null ? new Random() : new Random(seed.numerator().longValue());
            return new RandomGs(random, scores, a.naturalKeyword("Width", 2)).game(rank);
        });

        property(r, "LeftStop", "Ls(G): the final score when Left moves first and both play well", GsGame::leftStop);
        property(r, "RightStop", "Rs(G): the final score when Right moves first", GsGame::rightStop);
        property(r, "LeftStopRightPasses", "Ls underlined: Left moves first, Right may pass", GsGame::leftStopRightPasses);
        property(r, "RightStopRightPasses", "Rs underlined: Right moves first and may pass", GsGame::rightStopRightPasses);
        property(r, "LeftStopLeftPasses", "Ls overlined: Left moves first and may pass", GsGame::leftStopLeftPasses);
        property(r, "RightStopLeftPasses", "Rs overlined: Right moves first, Left may pass", GsGame::rightStopLeftPasses);
        property(r, "Stops", "the six stops as a table", GuaranteedScoringPlugin::stops);
        property(r, "Rank", "the rank (birthday) of the form as written", g -> Rational.of(g.rank()));
        property(r, "IsGuaranteed", "every empty side is adorned with a score no better for its owner than any score still reachable (spec 2.1)", GsGame::isGuaranteed);
        property(r, "CanonicalForm", "the unique simplest form equal to G", GsAlgebra::canonical);
        property(r, "IsCanonical", "true if G is its own canonical form", g -> GsAlgebra.canonical(g) == g);
        property(r, "IsInvertible", "true if some H has G + H = 0; then -G is one (G - G = 0)", GsAlgebra::isInvertible);
        property(r, "Inverse", "-G when G is invertible; an error otherwise", g -> {
            GsGame inv = GsAlgebra.inverse(g);
            if (inv == null) throw new CgxException(g + " has no inverse: " + g + " - " + g + " = " + GsAlgebra.minus(g, g) + ", not 0");
            return inv;
        });
        property(r, "IsHot", "Ls(G) > Rs(G)", GsAlgebra::isHot);
        property(r, "IsZugzwang", "Ls(G) < Rs(G)", GsAlgebra::isZugzwang);
        property(r, "IsTepid", "Ls(G) = Rs(G) and G is not equal to a number", GsAlgebra::isTepid);
        property(r, "IsStable", "Ls(G) <= Rs(G)", GsAlgebra::isStable);
        property(r, "IsNumber", "the form is a number s = <^s|^s>", GsGame::isNumber);
        property(r, "IsAtom", "both sides are adorned empty sets: <^l|^r>", GsGame::isAtom);
        property(r, "LeftOptions", "the Left options as a list (empty for an adorned side)", g -> CgxList.from(g.leftOptions()));
        property(r, "RightOptions", "the Right options as a list (empty for an adorned side)", g -> CgxList.from(g.rightOptions()));
        property(r, "LeftAdornment", "s when Left's side is the adorned empty set ^s, else nil", g -> orNil(g.leftAdornment()));
        property(r, "RightAdornment", "s when Right's side is the adorned empty set ^s, else nil", g -> orNil(g.rightAdornment()));
        property(r, "Conjugate", "-G: Left and Right exchanged, every score negated", GsGame::conjugate);
        property(r, "SubpositionCount", "the number of distinct subpositions, G included", g -> Rational.of(g.subpositionCount()));
        property(r, "Raw", "the form as the calculator's constructor term (Nu, BE, LE, RE, Op)", GsRaw::raw);
        property(r, "IsConway", "the form is a normal-play game embedded: every adornment 0 and no other atom", Conway::isConway);
        property(r, "Conway", "the normal-play game in brace notation, for a form with IsConway", g -> {
            if (!Conway.isConway(g)) throw new CgxException(g + " is not a normal-play game embedded in GS (an adornment other than 0)");
            return Conway.braces(g);
        });
        property(r, "AsStewart", "the same game as Stewart's scoring game <GL|GS|GR>, where it is one", StewartBridge::toStewart);
        property(r, "Picture", "the game tree as a picture", GsPictures::tree);
        property(r, "StopsPicture", "the six stops on a number line", GsPictures::stops);
        method(r, "LeftOption", "LeftOption(i): the i-th Left option (from 1)", (g, a) -> option(g, a, true));
        method(r, "RightOption", "RightOption(i): the i-th Right option (from 1)", (g, a) -> option(g, a, false));
        method(r, "Goto", "Goto([i, j, ...]): the subposition reached by Left option i (i > 0) or Right option -i (i < 0), then j, ...", GuaranteedScoringPlugin::go);
        method(r, "AddLeftOption", "AddLeftOption(i, X): the form with X inserted as Left option i (past the end: appended)", (g, a) -> {
            a.count(2);
            return Editing.insert(g, true, a.intArg(0), game(a.get(1), "AddLeftOption"));
        });
        method(r, "AddRightOption", "AddRightOption(i, X): the form with X inserted as Right option i (past the end: appended)", (g, a) -> {
            a.count(2);
            return Editing.insert(g, false, a.intArg(0), game(a.get(1), "AddRightOption"));
        });
        method(r, "RemoveLeftOption", "RemoveLeftOption(i): the form without Left option i", (g, a) -> {
            a.count(1);
            return Editing.remove(g, true, a.intArg(0));
        });
        method(r, "RemoveRightOption", "RemoveRightOption(i): the form without Right option i", (g, a) -> {
            a.count(1);
            return Editing.remove(g, false, a.intArg(0));
        });
        method(r, "Compare", "Compare(H): Equal, Greater, Less or Incomparable", (g, a) -> {
            a.count(1);
            return GsAlgebra.compare(g, game(a.get(0), "Compare"));
        });
        method(r, "Sum", "Sum(H): the disjunctive sum as a form, without simplification (the calculator's #)", (g, a) -> {
            a.count(1);
            GsGame h = game(a.get(0), "Sum");
            g.requireGuaranteed("Sum");
            h.requireGuaranteed("Sum");
            return g.sum(h);
        });
        method(r, "IsLeftProtected", "IsLeftProtected(r): left-r-protected, which is G >= r", (g, a) -> {
            a.count(1);
            return GsOrder.leftProtected(g, a.rational(0));
        });
        method(r, "IsRightProtected", "IsRightProtected(r): right-r-protected (the mirror image), which is G <= r", (g, a) -> {
            a.count(1);
            return GsOrder.rightProtected(g, a.rational(0));
        });
        r.method(ScoringGame.class, "AsGuaranteed", "the same game as a guaranteed scoring game <GL|GR>, where it is one", (g, a) -> {
            a.count(0);
            return StewartBridge.toGuaranteed(g);
        });

        r.binary("+", GsGame.class, GsGame.class, GsAlgebra::plus);
        r.binary("+", GsGame.class, Rational.class, (g, x) -> GsAlgebra.plus(g, GsGame.number(x)));
        r.binary("+", Rational.class, GsGame.class, (x, g) -> GsAlgebra.plus(GsGame.number(x), g));
        r.binary("-", GsGame.class, GsGame.class, GsAlgebra::minus);
        r.binary("-", GsGame.class, Rational.class, (g, x) -> GsAlgebra.minus(g, GsGame.number(x)));
        r.binary("-", Rational.class, GsGame.class, (x, g) -> GsAlgebra.minus(GsGame.number(x), g));
        r.unary("-", GsGame.class, GsGame::conjugate);
        r.binary("==", GsGame.class, GsGame.class, GuaranteedScoringPlugin::same);
        r.binary("==", GsGame.class, Rational.class, (g, x) -> same(g, GsGame.number(x)));
        r.binary("==", Rational.class, GsGame.class, (x, g) -> same(GsGame.number(x), g));
        order(r, ">=", (g, h) -> GsAlgebra.geq(g, h));
        order(r, "<=", (g, h) -> GsAlgebra.geq(h, g));
        order(r, ">", (g, h) -> GsAlgebra.compare(g, h) == GsOrder.Comparison.GREATER);
        order(r, "<", (g, h) -> GsAlgebra.compare(g, h) == GsOrder.Comparison.LESS);
    }

    /** How a comparison prints, and the constants that read it back. */
    private static final String[] NAMES = {"Equal", "Greater", "Less", "Incomparable"};

    /**
     * Equality of guaranteed games (G ≥ H and H ≥ G). Outside GS there is no order, so two forms
     * that are not both guaranteed are equal only when they are the same form.
     */
    private static boolean same(GsGame g, GsGame h) {
        if (g.isGuaranteed() && h.isGuaranteed()) return GsOrder.equal(g, h);
        return g == h;
    }

    private static void order(Registry r, String op, java.util.function.BiPredicate<GsGame, GsGame> test) {
        r.binary(op, GsGame.class, GsGame.class, test::test);
        r.binary(op, GsGame.class, Rational.class, (g, x) -> test.test(g, GsGame.number(x)));
        r.binary(op, Rational.class, GsGame.class, (x, g) -> test.test(GsGame.number(x), g));
    }

    private static void property(Registry r, String name, String doc, Function<GsGame, Object> f) {
        method(r, name, doc, (g, a) -> {
            a.count(0);
            return f.apply(g);
        });
    }

    /**
     * Registers a method on guaranteed games and on numbers: in GS the number s is the game
     * ⟨∅^s|∅^s⟩ (Larsson–Neto–Nowakowski–Santos, §2), and a game equal to s prints as s, so
     * {@code 2.LeftStop} is 2 and {@code (-3/2).CanonicalForm} is -3/2. Stewart's plug-in gives
     * numbers the names both families share ({@link #STEWART_ON_NUMBERS}); for a number they agree
     * (no options, one subposition).
     */
    private static void method(Registry r, String name, String doc, cgx.lang.NativeMethod<GsGame> m) {
        r.method(GsGame.class, name, doc, m);
        if (!STEWART_ON_NUMBERS.contains(name)) {
            r.method(Rational.class, name, doc + " (of the number s as the guaranteed game <^s|^s>)", (x, a) -> m.apply(GsGame.number(x), a));
        }
    }

    /** The names Stewart's scoring games register on numbers too. */
    static final java.util.Set<String> STEWART_ON_NUMBERS = java.util.Set.of("LeftOptions", "RightOptions", "SubpositionCount");

    private static Object orNil(Object o) { return o == null ? Nil.NIL : o; }

    /** {@code <GL|GR>}: options are guaranteed games or numbers; {@code ^s} needs a number. */
    static Object literal(SidedGameLiteralFactory.Side left, SidedGameLiteralFactory.Side right) {
        Rational la = adornment(left, "Left"), ra = adornment(right, "Right");
        return GsGame.of(la, options(left, "Left"), ra, options(right, "Right"));
    }

    private static Rational adornment(SidedGameLiteralFactory.Side s, String side) {
        if (!s.adorned()) return null;
        if (s.adornment() instanceof Rational q) return q;
        throw new CgxException("the adornment ^s of " + side + "'s empty side must be a number, got " + Args.of("").typeName(s.adornment()) + " " + s.adornment());
    }

    private static List<GsGame> options(SidedGameLiteralFactory.Side s, String side) {
        List<GsGame> out = new ArrayList<>();
        for (Object o : s.options()) {
            if (o instanceof GsGame g) out.add(g);
            else if (o instanceof Rational q) out.add(GsGame.number(q));
            else throw new CgxException(side + " options of a guaranteed scoring game must be guaranteed games or numbers, got "
                    + Args.of("").typeName(o) + " " + o);
        }
        return out;
    }

    private static GsGame game(Object o, String what) {
        if (o instanceof GsGame g) return g;
        if (o instanceof Rational q) return GsGame.number(q);
        throw new CgxException(what + ": expected a guaranteed scoring game or a number, got " + Args.of("").typeName(o) + " " + o);
    }

    private static Object hat(Object x, Args a) {
        if (x instanceof Rational q) return Conway.dyadic(q);
        if (x instanceof MisereGame m) return Conway.embed(m, MisereGame::options, MisereGame::options);
        if (x instanceof String s) return Conway.parseBraces(s);
        if (x instanceof GsGame g && Conway.isConway(g)) return g; // a normal-play game already inside GS (CGSuite's {0|*} through the bridge)
        throw new CgxException("Hat: expected an integer, a dyadic rational, an impartial form such as *2 or a brace string such as \"{0|*}\", got "
                + a.typeName(x) + " " + x);
    }

    private static Table stops(GsGame g) {
        List<List<String>> rows = List.of(
                List.of("Ls", "Left first", g.leftStop().toString()),
                List.of("Rs", "Right first", g.rightStop().toString()),
                List.of("Ls underlined", "Left first, Right may pass", g.leftStopRightPasses().toString()),
                List.of("Rs underlined", "Right first, Right may pass", g.rightStopRightPasses().toString()),
                List.of("Ls overlined", "Left first, Left may pass", g.leftStopLeftPasses().toString()),
                List.of("Rs overlined", "Right first, Left may pass", g.rightStopLeftPasses().toString()));
        return new Table("Stops of " + g, List.of("stop", "play", "score"), rows);
    }

    private static Object option(GsGame g, Args a, boolean left) {
        a.count(1);
        int i = a.intArg(0);
        int n = left ? g.leftCount() : g.rightCount();
        if (i < 1 || i > n) {
            throw new CgxException((left ? "Left" : "Right") + " option " + i + " of " + g + " does not exist (it has " + n + ")");
        }
        return left ? g.leftOption(i - 1) : g.rightOption(i - 1);
    }

    private static Object go(GsGame g, Args a) {
        a.count(1);
        GsGame at = g;
        for (Object o : a.list(0)) {
            if (!(o instanceof Rational q) || !q.isInteger()) throw new CgxException("Goto: the path must be non-zero integers, got " + o);
            int i = q.intValueExact("a step of the path");
            if (i == 0) throw new CgxException("Goto: 0 is not a step (Left option i is i, Right option i is -i)");
            int n = i > 0 ? at.leftCount() : at.rightCount();
            if (Math.abs(i) > n) {
                throw new CgxException("Goto: " + at + " has no " + (i > 0 ? "Left" : "Right") + " option " + Math.abs(i) + " (it has " + n + ")");
            }
            at = i > 0 ? at.leftOption(i - 1) : at.rightOption(-i - 1);
        }
        return at;
    }
}
