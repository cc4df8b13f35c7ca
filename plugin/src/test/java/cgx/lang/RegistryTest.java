package cgx.lang;

import cgx.families.Families;
import cgx.amalgamation.AmalgamationNimPlugin;
import cgx.core.CgxException;
import cgx.core.Outcome;
import cgx.core.Rational;
import cgx.scoring.ScoringPlugin;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The registry: one owner per name, shared literal kinds, Outcome extended per type, unread arguments. */
class RegistryTest {
    /** A value of a test plug-in's own type. */
    record Widget(int n) {}

    record Other(int n) {}

    static Plugin plugin(String name, Consumer<Registry> register) {
        return new Plugin() {
            @Override public String name() { return name; }
            @Override public void register(Registry r) { register.accept(r); }
        };
    }

    private static void assertConflict(Runtime rt, Plugin p, String what, String first) {
        CgxException e = assertThrows(CgxException.class, () -> rt.install(p));
        assertTrue(e.getMessage().contains(what), e.getMessage());
        assertTrue(e.getMessage().contains("by plug-in " + first + " and by plug-in " + p.name()), e.getMessage());
        assertFalse(rt.plugins().contains(p.name()), "a conflicting plug-in is not installed");
    }

    @Test
    void aSecondRegistrationOfAnythingIsAnErrorNamingBothPlugins() {
        Runtime rt = new Runtime();
        rt.install(plugin("first", r -> {
            r.type(Widget.class, "Widget");
            r.function("Widget", "makes one", a -> new Widget(a.count(1).intArg(0)));
            r.method(Widget.class, "N", "its number", (w, a) -> Rational.of(w.n()));
            r.binary("+", Widget.class, Widget.class, (x, y) -> new Widget(x.n() + y.n()));
            r.unary("-", Widget.class, x -> new Widget(-x.n()));
            r.printer(Widget.class, w -> "Widget(" + w.n() + ")");
            r.constant("W0", new Widget(0));
        }));
        assertConflict(rt, plugin("f", r -> r.function("Widget", "again", a -> null)), "the function Widget", "first");
        assertConflict(rt, plugin("m", r -> r.method(Widget.class, "N", "again", (w, a) -> null)), "the method N of", "first");
        assertConflict(rt, plugin("b", r -> r.binary("+", Widget.class, Widget.class, (x, y) -> x)), "the operator + on", "first");
        assertConflict(rt, plugin("u", r -> r.unary("-", Widget.class, x -> x)), "the operator - on", "first");
        assertConflict(rt, plugin("p", r -> r.printer(Widget.class, w -> "w")), "the printer of", "first");
        assertConflict(rt, plugin("t", r -> r.type(Widget.class, "Gadget")), "the type name of", "first");
        assertConflict(rt, plugin("n", r -> r.type(Other.class, "Widget")), "the type name Widget", "first");
        assertConflict(rt, plugin("c", r -> r.constant("W0", 1)), "the constant W0", "first");
        // the core library is the plug-in "core"
        assertConflict(rt, plugin("k", r -> r.function("print", "mine", a -> null)), "the function print", "core");
        assertConflict(rt, plugin("o", r -> r.constant("L", 1)), "the constant L", "core");
        // a plug-in clashing with itself
        assertConflict(rt, plugin("self", r -> {
            r.function("Twice", "one", a -> null);
            r.function("Twice", "two", a -> null);
        }), "the function Twice", "self");
        // the same operator on other operand types, and the same method name on another type, are no clash
        rt.install(plugin("fine", r -> {
            r.type(Other.class, "Other");
            r.binary("+", Widget.class, Other.class, (x, y) -> new Widget(x.n() + y.n()));
            r.method(Other.class, "N", "its number", (o, a) -> Rational.of(o.n()));
        }));
        assertTrue(rt.plugins().contains("fine"));
    }

    @Test
    void aPluginIsInstalledOnce() {
        Runtime rt = new Runtime();
        Plugin p = plugin("once", r -> r.function("Once", "once", a -> 1));
        rt.install(p);
        CgxException e = assertThrows(CgxException.class, () -> rt.install(p));
        assertEquals("a plug-in named once is already installed", e.getMessage());
        CgxException c = assertThrows(CgxException.class, () -> rt.install(plugin("core", r -> { })));
        assertEquals("a plug-in named core is already installed", c.getMessage());
    }

    @Test
    void aRejectedPluginLeavesNothingBehind() {
        Runtime rt = new Runtime();
        rt.install(plugin("first", r -> r.function("Taken", "taken", a -> "first")));
        assertConflict(rt, plugin("second", r -> {
            r.function("Fresh", "registered before the clash", a -> "second");
            r.type(Widget.class, "Widget");
            r.function("Taken", "clashes", a -> "second");
        }), "the function Taken", "first");
        assertNull(rt.function("Fresh"));
        assertFalse(rt.types().containsKey(Widget.class));
        Session s = new Session(rt, x -> {});
        assertEquals("\"first\"", s.show(s.eval("Taken()")));
        // the rejected plug-in's names are free for another
        rt.install(plugin("third", r -> r.function("Fresh", "now", a -> "third")));
        assertEquals("\"third\"", s.show(s.eval("Fresh()")));
    }

    @Test
    void everyBuiltInPluginInstallsWithoutAClash() {
        Runtime rt = Families.runtime();
        assertTrue(rt.plugins().containsAll(List.of("scoring", "scoring-octal", "scoringnim", "amalgamation", "misere")), rt.plugins().toString());
    }

    // ---------------------------------------------------------------- Outcome, extended per type

    private static Plugin widgetOutcome() {
        return plugin("widgets", r -> {
            r.type(Widget.class, "Widget");
            r.function("Widget", "Widget(n)", a -> new Widget(a.count(1).intArg(0)));
            r.printer(Widget.class, w -> "Widget(" + w.n() + ")");
            r.method(Widget.class, "Outcome", "N if n is odd, else P", (w, a) -> w.n() % 2 != 0 ? Outcome.N : Outcome.P);
        });
    }

    @Test
    void outcomeIsExtendedByEachPluginForItsOwnTypes() {
        Runtime rt = new Runtime();
        rt.install(new ScoringPlugin());
        rt.install(new AmalgamationNimPlugin());
        rt.install(widgetOutcome());
        Session s = new Session(rt, x -> {});
        // a number is the scoring game with no options (it prints as its score), so 3.Outcome is
        // that game's outcome: Left wins with 3 points whoever moves first
        assertEquals("L", s.show(s.eval("3.Outcome")));
        assertEquals("R", s.show(s.eval("(-1/2).Outcome")));
        assertEquals("T", s.show(s.eval("0.Outcome")));
        assertEquals("true", s.show(s.eval("3.Outcome == <|3|>.Outcome")));
        assertEquals("N", s.show(s.eval("<1|0|-1>.Outcome")));
        assertEquals("P", s.show(s.eval("AmalgamationNim([1, 2, 4]).Outcome")));
        assertEquals("N", s.show(s.eval("Widget(3).Outcome")));
        assertEquals("P", s.show(s.eval("Widget(4).Outcome")));
        // a plug-in that also wants Outcome on numbers is refused, naming the owner
        assertConflict(rt, plugin("numbers", r -> r.method(Rational.class, "Outcome", "mine", (q, a) -> Outcome.P)),
                "the method Outcome of cgx.core.Rational", "scoring");
        assertEquals("L", s.show(s.eval("3.Outcome")));
    }

    @Test
    void outcomeOfEveryFamilyWithAllPluginsLoaded() {
        Session s = new Session(Families.runtime(), x -> {});
        assertEquals("L", s.show(s.eval("3.Outcome")));
        assertEquals("N", s.show(s.eval("<1|0|-1> + <2|0|-2> == <1|0|-1> + <2|0|-2>; <1|1|-1>.Outcome")));
        assertEquals("N", s.show(s.eval("AmalgamationNim([1, 4, 6]).Outcome")));
        assertEquals("P", s.show(s.eval("MisereQuotient(0.15).Outcome([1])")));
        assertEquals("N", s.show(s.eval("MisereQuotient(0.15).Outcome([])")));
    }

    // ---------------------------------------------------------------- shared literal kinds

    private static Plugin stars(String name, String reads) {
        return plugin(name, r -> r.starLiteral(text -> text.matches(reads) ? name + " read " + text
                : Registry.decline(name + " reads only " + reads)));
    }

    @Test
    void literalKindsHaveSeveralOwnersTriedInRegistrationOrder() {
        Runtime rt = new Runtime();
        rt.install(stars("digits", "\\*[0-9]*"));
        rt.install(stars("brackets", "\\*\\[.*\\]|\\*3"));
        Session s = new Session(rt, x -> {});
        assertEquals("\"digits read *2\"", s.show(s.eval("*2")));
        assertEquals("\"brackets read *[4,2]\"", s.show(s.eval("*[4,2]")));
        // both read *3: the earlier owner wins
        assertEquals("\"digits read *3\"", s.show(s.eval("*3")));
        // a text no owner reads: each owner's reason
        CgxException e = assertThrows(CgxException.class, () -> s.eval("*2/320"));
        assertTrue(e.getMessage().contains("no plug-in reads the star literal *2/320"), e.getMessage());
        assertTrue(e.getMessage().contains("digits: digits reads only"), e.getMessage());
        assertTrue(e.getMessage().contains("brackets: brackets reads only"), e.getMessage());
    }

    @Test
    void aGameLiteralScoringDeclinesGoesToTheNextOwner() {
        Runtime rt = Families.runtime();
        rt.install(plugin("labels", r -> r.gameLiteral((left, score, right) ->
                score instanceof String label ? "game " + label : null)));
        Session s = new Session(rt, x -> {});
        assertEquals("<1|0|-1>", s.show(s.eval("<1|0|-1>")));
        assertEquals("\"game x\"", s.show(s.eval("<1|\"x\"|-1>")));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("<\"a\"|0|1>"));
        assertTrue(e.getMessage().contains("scoring: Left options of a scoring game must be scoring games or numbers"), e.getMessage());
        assertTrue(e.getMessage().contains("labels: not read"), e.getMessage());
        // with scoring the only owner, its own reason is the message
        Session alone = new Session(Families.runtime(), x -> {});
        CgxException f = assertThrows(CgxException.class, () -> alone.eval("<\"a\"|0|1>"));
        assertTrue(f.getMessage().startsWith("Left options of a scoring game must be scoring games or numbers, got String"), f.getMessage());
    }

    // ---------------------------------------------------------------- arguments a native did not read

    @Test
    void aPropertyGivenArgumentsIsAnError() {
        Session s = new Session(Families.runtime(), x -> {});
        CgxException e = assertThrows(CgxException.class, () -> s.eval("(*2).Birthday(5, 6)"));
        assertEquals("Birthday takes no arguments, got 2", e.getMessage());
        assertEquals("2", s.show(s.eval("(*2).Birthday")));
        assertEquals("2", s.show(s.eval("(*2).Birthday()")));
        assertThrows(CgxException.class, () -> s.eval("3.Outcome(1)"));
        assertThrows(CgxException.class, () -> s.eval("[1, 2].Length(7)"));
        CgxException k = assertThrows(CgxException.class, () -> s.eval("AmalgamationNim([1, 2]).Coins(Foo => 1)"));
        assertTrue(k.getMessage().contains("has no keyword argument Foo"), k.getMessage());
    }

    @Test
    void anUnreadArgumentOfAFunctionIsAnErrorNamingIt() {
        Runtime rt = new Runtime();
        rt.install(plugin("sloppy", r -> {
            r.function("First", "reads only its first argument", a -> a.get(0));
            r.function("Opt", "reads keyword K only", a -> a.keyword("K", "none"));
        }));
        Session s = new Session(rt, x -> {});
        assertEquals("1", s.show(s.eval("First(1)")));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("First(1, 2)"));
        assertEquals("First: argument 2 is not used (First takes 1 argument)", e.getMessage().replaceAll("^line.*?: ", ""));
        assertEquals("2", s.show(s.eval("Opt(K => 2)")));
        CgxException k = assertThrows(CgxException.class, () -> s.eval("Opt(J => 2)"));
        assertTrue(k.getMessage().contains("Opt has no keyword argument J"), k.getMessage());
        // a function value called through a variable is checked too
        assertThrows(CgxException.class, () -> s.eval("f := First; f(1, 2)"));
        assertEquals("[1, 3]", s.show(s.eval("Map(First, [1, 3])")));
    }

    // ---------------------------------------------------------------- kernels' messages, named at the boundary

    @Test
    void kernelErrorsAreNamedByTheFunctionCalled() {
        Session s = new Session(Families.runtime(), x -> {});
        CgxException e = assertThrows(CgxException.class, () -> s.eval("ScoringOctal(\"0.0\")"));
        assertTrue(e.getMessage().startsWith("ScoringOctal: code 0.0 allows no move"), e.getMessage());
        CgxException p = assertThrows(CgxException.class, () -> s.eval("AmalgamationL(3, 100).Partner(-1)"));
        assertEquals("Partner: heap must be non-negative, got -1", p.getMessage());
        CgxException t = assertThrows(CgxException.class, () -> s.eval("ScoringOctal(\"0.37\").GsTable(-1)"));
        assertEquals("GsTable: n must be non-negative, got -1", t.getMessage());
        // a core library error and the user's own errors keep their words
        CgxException a = assertThrows(CgxException.class, () -> s.eval("assert(1 == 2, \"no\")"));
        assertEquals("assertion failed: no", a.getMessage());
    }
}
