package cgx.census;

import cgx.families.Families;
import cgx.lang.Reference;
import cgx.lang.ReferenceEntry;
import cgx.lang.Runtime;
import cgx.lang.Transcript;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The reference (docs/reference.md) is generated from the registry of every plug-in, the census's
 * included, so it is checked here, where every plug-in is on the class path: no registered name
 * lacks an entry, every example runs and returns what its entry says, the committed file is the
 * generated one, and every type Help() lists walks: its example's value prints, reads back as an
 * equal value printed the same, and each method answers the same on the value and on its copy.
 */
class ReferenceTest {
    private static Path root;
    private static Path work;
    private static String generated;
    private static final List<String> PROBLEMS = new ArrayList<>();

    @BeforeAll
    static void generate() throws IOException {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("docs")) && Files.isRegularFile(dir.resolve("cgx"))) { root = dir; break; }
        }
        work = Files.createTempDirectory("cgx-reference");
        generated = inTemp(() -> Reference.of(Families.runtime()).markdown(PROBLEMS));
    }

    /** Runs {@code body} with the working directory (for Save, and a census's Out) a temporary folder. */
    static <T> T inTemp(java.util.function.Supplier<T> body) { return inTemp(work, body); }

    static <T> T inTemp(Path dir, java.util.function.Supplier<T> body) {
        String userDir = System.getProperty("user.dir");
        System.setProperty("user.dir", dir.toString());
        try {
            return body.get();
        } finally {
            System.setProperty("user.dir", userDir);
        }
    }

    @Test
    void everyRegisteredNameHasAnEntryWhoseExampleRuns() {
        assertEquals("", String.join("\n", PROBLEMS), PROBLEMS.size() + " problems in the reference files (cgx/reference/*.ref)");
        Matcher m = Pattern.compile("(\\d+) functions, (\\d+) types, (\\d+) methods").matcher(generated);
        assertTrue(m.find());
        System.out.println("reference: " + m.group() + ", every example run");
    }

    @Test
    void theCommittedReferenceIsTheGeneratedOne() throws IOException {
        Path committed = root.resolve("docs/reference.md");
        String text = Files.exists(committed) ? Files.readString(committed) : "";
        if (!text.equals(generated)) {
            Path fresh = root.resolve("census/target/reference.md");
            Files.writeString(fresh, generated);
            String[] a = text.split("\n", -1), b = generated.split("\n", -1);
            int i = 0;
            while (i < a.length && i < b.length && a[i].equals(b[i])) i++;
            fail("docs/reference.md is not the generated reference (written to " + fresh + "): run ./cgx --reference. First difference at line "
                    + (i + 1) + ":\n  committed: " + (i < a.length ? a[i] : "(end)") + "\n  generated: " + (i < b.length ? b[i] : "(end)"));
        }
    }

    @Test
    void everyTypeReadsBackAsAnEqualValueWithTheSameMethods() throws IOException {
        Path walk = Files.createTempDirectory("cgx-type-walk"); // the examples write again what the reference's wrote
        Runtime rt = Families.runtime();
        Reference ref = Reference.of(rt);
        Map<String, Class<?>> types = new TreeMap<>();
        rt.types().forEach((c, n) -> types.put(n, c));
        types.put("Number", cgx.core.Rational.class);
        List<String> failures = new ArrayList<>();
        int walked = 0, calls = 0;
        for (Map.Entry<String, Class<?>> t : types.entrySet()) {
            ReferenceEntry te = ref.entry("type " + t.getKey());
            if (te == null || te.examples().isEmpty()) { failures.add(t.getKey() + ": no type entry with an example"); continue; }
            String var = Reference.sampleVariable(te);
            if (var == null) { failures.add(t.getKey() + ": its example assigns no variable"); continue; }
            Transcript original = new Transcript(rt, 60), copy = new Transcript(rt, 60);
            // both sessions run the type's example (its other variables exist in both); the copy's value is then read from the printed form
            for (ReferenceEntry.Example ex : te.examples()) inTemp(walk, () -> original.run(ex.input()));
            Path walkCopy = Files.createTempDirectory("cgx-type-walk-copy");
            for (ReferenceEntry.Example ex : te.examples()) inTemp(walkCopy, () -> copy.run(ex.input()));
            Object sample = original.run(var).value();
            if (!t.getValue().isInstance(sample)) { failures.add(t.getKey() + ": its example's " + var + " is a " + rt.typeName(sample)); continue; }
            String shown = rt.show(sample);
            Transcript.Step read = copy.run(var + " := " + shown);
            if (read.failed()) { failures.add(t.getKey() + ": " + shown + " does not read back: " + read.output()); continue; }
            Object back = read.value();
            if (!rt.valueEquals(sample, back)) failures.add(t.getKey() + ": " + shown + " reads back as a value not equal to it");
            if (!rt.show(back).equals(shown)) failures.add(t.getKey() + ": " + shown + " reads back and prints as " + rt.show(back));
            walked++;
            for (String method : rt.methodsOf(sample.getClass()).keySet()) {
                ReferenceEntry me = ref.entry("method " + ref.typeKeyOf(sample.getClass(), method) + "." + method);
                List<String> inputs = new ArrayList<>();
                Pattern uses = Pattern.compile("\\b" + Pattern.quote(var) + "\\." + Pattern.quote(method) + "\\b");
                if (me != null) for (ReferenceEntry.Example ex : me.examples()) if (uses.matcher(ex.input()).find()) inputs.add(ex.input());
                if (inputs.isEmpty()) inputs.add(var + "." + method);
                for (String in : inputs) {
                    calls++;
                    List<String> a = inTemp(walk, () -> original.run(in)).output(), b = inTemp(walk, () -> copy.run(in)).output();
                    if (!a.equals(b)) failures.add(t.getKey() + ": " + in + " answers " + a + " on " + var + " but " + b + " on its printed copy");
                }
            }
        }
        System.out.println("type walk: " + walked + " types, " + calls + " method calls on a value and on its printed copy");
        assertEquals("", String.join("\n", failures));
        assertTrue(walked >= rt.types().size(), "every type Help() lists is walked");
    }
}
