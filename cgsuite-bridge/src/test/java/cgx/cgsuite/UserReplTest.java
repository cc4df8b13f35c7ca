package cgx.cgsuite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CGSuite's own REPL in a separate JVM, started as ./cgx --cgsuite starts it, typed into through
 * standard input: a user's plug-in jar in plugins/ is callable, cgx's progress lines show (a
 * keyword given as CGSuite passes them), an
 * error leaves the session going.
 */
class UserReplTest {
    @Test
    void pluginJarProgressAndErrorsInCgsuitesRepl(@TempDir Path tmp) throws Exception {
        Path plugins = userPluginJar(tmp);
        String input = String.join("\n",
                "C := Counter(1) + Counter(2); [C, C.Times(2).Value, C.Class]",
                "MisereQuotient(\"0.9x\")",
                // Trace (a keyword, as CGSuite passes them: a map as the last argument) prints a
                // line as each heap changes the quotient, however fast the run; the untraced lines
                // start only after a second, which 0.4107 no longer takes
                "MisereQuotient(game.heap.TakeAndBreak(\"0.4107\"), {\"Trace\" => true}).Order",
                "[Cgx(\"<1|2|3>\").Outcome, 6 * 7]",
                "");
        ProcessBuilder pb = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss16m", "-Xmx1g", "-Dcgx.plugins=" + plugins, "-cp", System.getProperty("java.class.path"), "cgx.cgsuite.Main"));
        pb.redirectErrorStream(true);
        Process p = pb.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the REPL ends at the end of its input");
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("[Counter(3),6,") && out.contains("game.Counter"), "the plug-in's function, operator, method and property answer: " + out);
        assertTrue(out.contains("take-and-break code 0.9x: 'x' is not a digit"), out);
        assertTrue(out.contains("MisereQuotient 0.4107: heap 61, |Q| = 506 at "), "cgx's progress lines show: " + out);
        assertTrue(out.matches("(?s).*[^0-9]506\\n.*"), "the quotient's order: " + out);
        assertTrue(out.contains("[L,42]"), "the session goes on after the error: " + out);
        assertFalse(out.contains("Exception") || out.contains("\tat "), "no Java exception reaches the user: " + out);
    }

    /**
     * The plug-in jar a user drops into plugins/: cgx's test plug-in (a type Counter with a
     * function, a property, a method, an operator and a printer), packed from the plugin module's
     * compiled test classes; it is not on this JVM's classpath otherwise.
     */
    private static Path userPluginJar(Path tmp) throws Exception {
        Path classes = Path.of(System.getProperty("cgx.pluginTestClasses", "../plugin/target/test-classes"));
        Path dir = classes.resolve("cgx/lang/testplugin");
        assertTrue(Files.isDirectory(dir), "the plugin module's test classes are built: " + dir);
        Path plugins = Files.createDirectories(tmp.resolve("plugins"));
        try (OutputStream fo = Files.newOutputStream(plugins.resolve("counter.jar")); JarOutputStream jar = new JarOutputStream(fo);
             var files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                jar.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                jar.write(Files.readAllBytes(f));
                jar.closeEntry();
            }
            jar.putNextEntry(new JarEntry("META-INF/services/cgx.lang.Plugin"));
            jar.write("cgx.lang.testplugin.CounterPlugin\n".getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
        return plugins;
    }
}
