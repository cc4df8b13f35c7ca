package cgx.lang;

import cgx.families.Families;
import cgx.TestFiles;
import cgx.core.CgxException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every printed value of every registered type reads back as an equal value: the samples of
 * {@code test-games/language/printed-forms.samples} are evaluated, printed, read back in the same
 * session and compared with the runtime's equality. Every type in {@link Runtime#types()} needs a
 * sample (or an exemption with its reason), so a new type cannot slip through.
 */
class PrintedFormsTest {
    static final String SEP = "  ::  ";

    /** A sample; {@code known} is a known defect of another branch (the round trip must still fail), else null. */
    record Sample(String type, String expression, int line, String known) {}

    private static final Path FILE = TestFiles.testGames().resolve("language/printed-forms.samples");

    /** A user's plug-in's jar in a plugins/ folder: its type's printed form reads back too. */
    @TempDir
    static Path tmp;
    private static Path plugins;

    @BeforeAll
    static void counterJar() throws Exception { plugins = UserPlugins.counter(tmp); }

    /** The families and the user's plug-in. */
    private static Runtime runtime() { return UserPlugins.withPluginsFolder(plugins, Families::runtime); }

    private final Session session = new Session(runtime(), s -> {});

    /** Samples by type name, in file order; an exemption is a sample whose expression starts with "exempt:". */
    private Map<String, List<Sample>> samples() throws IOException {
        Map<String, List<Sample>> out = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(FILE);
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.isBlank() || l.startsWith("#")) continue;
            int at = l.indexOf(SEP);
            if (at < 0) throw new IllegalStateException(FILE + ":" + (i + 1) + ": no '" + SEP.trim() + "'");
            String type = l.substring(0, at).trim();
            String expr = l.substring(at + SEP.length()).trim();
            String known = null;
            if (expr.startsWith("known(")) {
                int sep = expr.indexOf(SEP);
                if (sep < 0) throw new IllegalStateException(FILE + ":" + (i + 1) + ": a known defect needs its expression after a second '::'");
                known = expr.substring(0, sep).trim();
                expr = expr.substring(sep + SEP.length()).trim();
            }
            if (type.equals("SETUP")) session.eval(expr);
            else out.computeIfAbsent(type, k -> new ArrayList<>()).add(new Sample(type, expr, i + 1, known));
        }
        return out;
    }

    @Test
    void everyRegisteredTypeHasASampleOrAReasonToBeExempt() throws IOException {
        Map<String, List<Sample>> samples = samples();
        TreeSet<String> missing = missing(session.runtime(), samples);
        assertTrue(missing.isEmpty(), "registered types with no sample in " + FILE + ": " + missing);
        for (List<Sample> l : samples.values()) {
            for (Sample s : l) {
                if (s.expression().startsWith("exempt:")) {
                    assertFalse(s.expression().substring("exempt:".length()).isBlank(), s.type() + ": an exemption needs its reason");
                }
            }
        }
        TreeSet<String> unknown = new TreeSet<>(samples.keySet());
        unknown.removeAll(session.runtime().types().values());
        assertTrue(unknown.isEmpty(), "samples for types no plug-in registers: " + unknown);
    }

    private static TreeSet<String> missing(Runtime rt, Map<String, List<Sample>> samples) {
        TreeSet<String> missing = new TreeSet<>(rt.types().values());
        missing.removeAll(samples.keySet());
        return missing;
    }

    @Test
    void aNewTypeWithoutASampleIsCaught() throws IOException {
        Runtime rt = runtime();
        rt.install(RegistryTest.plugin("new-family", r -> r.type(RegistryTest.Widget.class, "Widget")));
        assertEquals(new TreeSet<>(List.of("Widget")), missing(rt, samples()));
    }

    @TestFactory
    List<DynamicTest> printedFormsReadBack() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (List<Sample> l : samples().values()) {
            for (Sample s : l) {
                if (s.expression().startsWith("exempt:")) continue;
                if (s.known() != null) {
                    tests.add(DynamicTest.dynamicTest(s.type() + " (line " + s.line() + ", " + s.known() + ")", () -> stillBroken(s)));
                } else {
                    tests.add(DynamicTest.dynamicTest(s.type() + " (line " + s.line() + "): " + s.expression(), () -> roundTrip(s)));
                }
            }
        }
        return tests;
    }

    /** A known defect: the sample is of its type and its printed form still does not read back as an equal value. */
    private void stillBroken(Sample s) {
        assertTrue(readBackFailure(s) != null, "line " + s.line() + ": " + s.type() + " now reads back: remove the "
                + s.known().replaceAll(":.*", "") + " marker in " + FILE);
    }

    private void roundTrip(Sample s) {
        String failure = readBackFailure(s);
        if (failure != null) fail(failure);
    }

    /** Why the sample's printed form does not read back as an equal value, printed the same; null if it does. */
    private String readBackFailure(Sample s) {
        Object v = session.eval(s.expression());
        assertEquals(s.type(), session.runtime().typeName(v), "line " + s.line() + ": the sample is not a " + s.type());
        String shown = session.show(v);
        Object back;
        try {
            back = session.eval(shown);
        } catch (CgxException e) {
            return "line " + s.line() + ": " + s.type() + " printed as " + shown + " does not read back: " + e.describe();
        }
        if (!session.runtime().valueEquals(v, back)) {
            return "line " + s.line() + ": " + s.type() + " printed as " + shown + " reads back as " + session.show(back) + ", not an equal value";
        }
        if (!shown.equals(session.show(back))) return "line " + s.line() + ": printing is not stable: " + shown + " then " + session.show(back);
        return null;
    }
}
