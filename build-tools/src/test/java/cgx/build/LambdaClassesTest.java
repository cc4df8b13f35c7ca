package cgx.build;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fixture (every form of lambda and method reference) compiled twice: one copy translated,
 * each run by its own class loader (so verified by the JVM), and their transcripts compared.
 */
class LambdaClassesTest {
    @TempDir static Path work;
    static Path plain, translated;
    static LambdaClasses.Summary summary;

    @BeforeAll
    static void compileTwice() throws IOException {
        Path src = work.resolve("src/fixture/Shapes.java");
        Files.createDirectories(src.getParent());
        try (InputStream in = LambdaClassesTest.class.getResourceAsStream("/fixture/Shapes.java")) {
            Files.write(src, in.readAllBytes());
        }
        plain = compile(src, "plain");
        translated = compile(src, "translated");
        summary = LambdaClasses.translate(translated);
    }

    private static Path compile(Path src, String name) throws IOException {
        Path out = Files.createDirectories(work.resolve(name));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "--release", "17", "-d", out.toString(), src.toString());
        assertEquals(0, rc, "the fixture compiles");
        return out;
    }

    private static Class<?> load(Path dir, String name) throws Exception {
        URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, LambdaClassesTest.class.getClassLoader().getParent());
        return Class.forName(name, true, loader);
    }

    @SuppressWarnings("unchecked")
    private static String transcript(Path dir) throws Exception {
        return ((Supplier<String>) load(dir, "fixture.Shapes").getConstructor().newInstance()).get();
    }

    @Test
    void translatedCodeBehavesAsTheMetafactorysDoes() throws Exception {
        String expected = transcript(plain);
        assertTrue(expected.contains("42\n") && expected.contains("from the body"), expected);
        assertEquals(expected, transcript(translated));
    }

    @Test
    void everyMetafactorySiteBecomesAClassAndTheRestAreLeftAlone() throws Exception {
        assertTrue(summary.sites() >= 50 && summary.hosts() >= 7, summary.toString());
        assertEquals(summary.sites() > 0, summary.classes() > 0);
        try (Stream<Path> s = Files.walk(translated)) {
            for (Path p : (Iterable<Path>) s.filter(p -> p.toString().endsWith(".class"))::iterator) {
                assertFalse(LambdaClasses.hasMetafactorySite(Files.readAllBytes(p)), p + " still has a metafactory site");
            }
        }
        assertFalse(load(translated, "fixture.Shapes").getMethod("sample").invoke(null).getClass().isHidden());
        assertTrue(load(plain, "fixture.Shapes").getMethod("sample").invoke(null).getClass().isHidden());
        // the serializable lambda still comes from altMetafactory
        assertTrue(load(translated, "fixture.Shapes").getMethod("serializable").invoke(null).getClass().isHidden());
    }

    @Test
    void aSecondRunChangesNothing() throws Exception {
        Map<String, byte[]> before = snapshot(translated);
        LambdaClasses.Summary again = LambdaClasses.translate(translated);
        assertEquals(0, again.sites());
        Map<String, byte[]> after = snapshot(translated);
        assertEquals(before.keySet(), after.keySet());
        for (String k : before.keySet()) assertTrue(java.util.Arrays.equals(before.get(k), after.get(k)), k);
    }

    @Test
    void aRecompiledClassLosesItsOldLambdaClasses() throws Exception {
        Path dir = compileInto("stale", "Few", "public class Few implements java.util.function.Supplier<String> {"
                + " public String get() { java.util.function.Supplier<String> a = () -> \"a\"; return a.get(); } }");
        Files.write(dir.resolve("fixture/Few$$Lambda7.class"), new byte[] {1, 2, 3}); // as if from a build with more lambdas
        LambdaClasses.translate(dir);
        assertEquals(List.of("Few$$Lambda0.class", "Few.class"), names(dir.resolve("fixture")));
        assertEquals("a", ((Supplier<?>) load(dir, "fixture.Few").getConstructor().newInstance()).get());
    }

    /** A nest host without lambdas of its own gets its nested class's lambda classes as members. */
    @Test
    void aNestedClassesLambdasJoinTheTopClassesNest() throws Exception {
        Path dir = compileInto("nested", "Outer", "public class Outer implements java.util.function.Supplier<String> {"
                + " private String secret() { return \"outer\"; }"
                + " class In { String get() { java.util.function.Supplier<String> s = () -> secret() + \"/in\"; return s.get(); } }"
                + " public String get() { return new In().get(); } }");
        assertEquals(1, LambdaClasses.translate(dir).sites());
        assertEquals("outer/in", ((Supplier<?>) load(dir, "fixture.Outer").getConstructor().newInstance()).get());
        // the lambdas gone from the source: the recompiled classes' old lambda class is deleted
        compileInto("nested", "Outer", "public class Outer implements java.util.function.Supplier<String> {"
                + " class In { String get() { return \"plain\"; } } public String get() { return new In().get(); } }");
        LambdaClasses.translate(dir);
        assertEquals(List.of("Outer$In.class", "Outer.class"), names(dir.resolve("fixture")));
    }

    /** Compiles {@code fixture.NAME} from {@code body} (the class declaration) into the folder {@code work/dir}. */
    private static Path compileInto(String dir, String name, String body) throws IOException {
        Path out = Files.createDirectories(work.resolve(dir));
        Path src = work.resolve("src-" + dir + "/fixture/" + name + ".java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, "package fixture; " + body);
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-d", out.toString(), src.toString()));
        return out;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static Map<String, byte[]> snapshot(Path dir) throws IOException {
        Map<String, byte[]> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) m.put(dir.relativize(p).toString(), Files.readAllBytes(p));
        }
        return m;
    }
}
