package cgx.lang;

import cgx.families.Families;
import cgx.core.CgxException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Plug-ins with an index are installed when first needed, and the worksheet answers exactly as
 * with every plug-in installed at start ({@code cgx.plugins.eager}). The built-in families'
 * indexes are recorded here, so that the tests do not depend on the build having written them;
 * the user's jar of the test plug-in has the index its maker writes ({@link UserPlugins#counter}).
 */
class DeferredPluginsTest {
    @TempDir
    static Path tmp;
    private static Path plugins;

    @BeforeAll
    static void counterJar() throws Exception { plugins = UserPlugins.counter(tmp); }

    @Test
    void eachPlugInIsInstalledWhenOneOfItsKeysIsFirstLookedUp() {
        Runtime rt = runtime(false);
        assertEquals(List.of(), rt.installedPlugins(), "every plug-in has an index, so none is installed at start");
        Session s = new Session(rt, x -> {});
        assertEquals("[2, \"a2\", 3, true, L]", s.show(s.eval("[1 + 1, \"a\" + 2, [1, 2].Sum, 1 == 1, L]")));
        assertEquals(List.of(), rt.installedPlugins(), "the core alone");
        assertEquals("48", s.show(s.eval("MisereQuotient(\"0.6\", MaxHeap => 12).Order")));
        assertEquals(List.of("misere-quotient"), rt.installedPlugins(), "a function: its plug-in only");
        assertEquals("Counter(3)", s.show(s.eval("Counter(1) + Counter(2)")));
        assertEquals(List.of("misere-quotient", "test-counter"), rt.installedPlugins());
        assertEquals("*2/320", s.show(s.eval("*2/320")));
        assertTrue(rt.installedPlugins().contains("misere"), "a star literal: the plug-ins that read them");
        assertEquals("<1 | 0 | -1>", s.show(s.eval("<1|0|-1>")).replace("<1|0|-1>", "<1 | 0 | -1>"));
        assertTrue(rt.installedPlugins().contains("scoring"), "a game literal");
        Set<String> all = new TreeSet<>(rt.plugins());
        assertEquals(all, new TreeSet<>(rt.installedPlugins()), "listing the plug-ins installs them all");
        assertTrue(all.containsAll(List.of("scoring", "scoring-octal", "scoringnim", "amalgamation", "heap", "misere",
                "misere-quotient", "display", "test-counter")));
    }

    /**
     * The indexes the build writes beside the built-in families ({@link Families#main}) list what
     * each registers, and with them the worksheet's runtime starts with every family waiting. An
     * IDE's build, which does not run that step, has none: the families are then installed at start.
     */
    @Test
    void theBuildsIndexesListWhatEachFamilyRegisters() {
        List<String> indexed = new ArrayList<>();
        for (Plugin p : Families.builtIn()) {
            PluginIndex built = PluginIndex.of(p.getClass().getClassLoader(), p.getClass());
            if (built == null) continue;
            assertEquals(new TreeSet<>(PluginIndex.record(p).keys()), new TreeSet<>(built.keys()), p.name());
            indexed.add(p.name());
        }
        Assumptions.assumeFalse(indexed.isEmpty(), "no index: not built by Maven");
        assertEquals(Families.builtIn().size(), indexed.size(), "each family or none has an index: " + indexed);
        Runtime rt = Families.runtime();
        assertEquals(List.of(), rt.installedPlugins());
        new Session(rt, x -> {}).eval("<1|0|-1>");
        assertEquals(List.of("scoring"), rt.installedPlugins());
    }

    @Test
    void aValueOfAWaitingPlugInsTypeFindsItsMethodsAndPrinter() {
        // a quotient's certificate type and methods come from another plug-in than the quotient's
        Runtime rt = runtime(false);
        Session s = new Session(rt, x -> {});
        s.eval("Q := MisereQuotient(0.75)");
        assertEquals(List.of("misere-quotient"), rt.installedPlugins());
        Object c = s.eval("Certify(Q, TotalSize => 8)");
        assertTrue(rt.installedPlugins().contains("misere-quotient-certificates"));
        assertFalse(rt.installedPlugins().contains("scoringnim"));
        assertEquals(eager("Q := MisereQuotient(0.75); Certify(Q, TotalSize => 8)"), s.show(c));
    }

    /** Statements touching every family, operators across them, errors and the introspection functions. */
    static final List<String> CORPUS = List.of(
            "G := <2, <11|4|-3> | 3 | 4, <9|2|-5>>; [G.Outcome, (G + G).LeftFinal, -G == G]",
            "[*2/320 + *3, (*2/320).Genus, TypeOf(*2)]",
            "Q := MisereQuotient(0.75); [Q.PPortion, Q.Order, TypeOf(Q)]",
            "Q := MisereQuotient(\"0.6\", MaxHeap => 12); w := Q.Generators[2]; [w * w, w ^ 3, w == w]",
            "ScoringNim([1, 4, 5]).Payoff(1/2)",
            "AmalgamationNim([2, 3, 4]).Outcome",
            "ScoringOctal(\"0.6\").Gs(12)",
            "Str(<1|0|-1>) + \"!\"",
            "[L, R, N, P, T]",
            "Scorin(1)",
            "(*2).Foo",
            "<1|0|-1> + *2",
            "-Counter(1)",
            "undefinedName",
            "Help(\"ScoringNim\")",
            "Help(MisereQuotient(0.75))",
            "TypeOf(Counter(2).Times(3))",
            "[1, 2] + [3]",
            "x := 3; x * 2 == 6");

    /** A runtime with every built-in plug-in and the test plug-in's jar, deferred or installed at once. */
    private static Runtime runtime(boolean eagerly) {
        return UserPlugins.withPluginsFolder(plugins, () -> PluginLoading.runtime(Families.builtIn(), eagerly ? p -> null : PluginIndex::record));
    }

    /** What evaluating {@code source} in a fresh session prints and shows (or its error), with plug-ins deferred or not. */
    private static String run(String source, boolean eagerly) {
        List<String> out = new ArrayList<>();
        try {
            Session s = new Session(runtime(eagerly), out::add);
            out.add(s.show(s.eval(source)));
        } catch (CgxException e) {
            out.add("error: " + e.getMessage());
        }
        return String.join("\n", out);
    }

    private static String eager(String source) { return run(source, true); }

    @Test
    void deferredAndEagerPlugInsGiveTheSameAnswers() {
        for (String source : CORPUS) assertEquals(run(source, true), run(source, false), source);
        // and in one session, one statement after another
        String all = String.join("; ", CORPUS.stream().filter(x -> !x.startsWith("Scorin") && !x.startsWith("(*2).Foo")
                && !x.startsWith("<1|0|-1> + *2") && !x.startsWith("-Counter") && !x.startsWith("undefined")).toList());
        assertEquals(run(all, true), run(all, false));
    }

    @Test
    void eagerIsEager() {
        assertTrue(runtime(true).installedPlugins().containsAll(List.of("scoring", "misere-quotient", "test-counter")));
    }

    @Test
    void aPlugInThatFailsToInstallStaysWaitingAndFailsAgain() {
        Runtime rt = new Runtime();
        Plugin failing = new Plugin() {
            int tries;
            @Override public String name() { return "failing"; }
            @Override public void register(Registry r) {
                r.function("Fails", "", a -> 1);
                if (++tries > 0) throw new IllegalStateException("cannot register, try " + tries);
            }
        };
        rt.defer(List.of(failing), List.of(PluginIndex.record(new Plugin() {
            @Override public String name() { return "failing"; }
            @Override public void register(Registry r) { r.function("Fails", "", a -> 1); }
        })));
        Session s = new Session(rt, x -> {});
        assertThrows(IllegalStateException.class, () -> s.eval("Fails()"));
        IllegalStateException again = assertThrows(IllegalStateException.class, () -> s.eval("Fails()"));
        assertEquals("cannot register, try 2", again.getMessage());
    }
}
