package cgx.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The census jar's manifest opens by Add-Opens (for ./cgx's java -jar) the packages the pom's
 * spark.opens opens by --add-opens (for the tests' JVMs and ./cgx census): the two lists must not drift.
 */
class CensusJarManifestTest {
    @Test
    void theManifestOpensWhatTheFlagsOpen() {
        String manifest = System.getProperty("cgx.sparkOpensManifest", "");
        assertFalse(manifest.isBlank(), "the pom passes spark.opens.manifest as cgx.sparkOpensManifest");
        List<String> flags = new ArrayList<>();
        for (String w : Jvm.sparkOpens()) {
            if (w.startsWith("--add-opens=")) {
                String v = w.substring("--add-opens=".length());
                assertTrue(v.endsWith("=ALL-UNNAMED"), "opened to the class path: " + w);
                flags.add(v.substring(0, v.length() - "=ALL-UNNAMED".length()));
            }
        }
        assertTrue(flags.size() >= 10, "spark.opens names the packages Spark opens: " + flags);
        assertEquals(new TreeSet<>(flags), new TreeSet<>(Arrays.asList(manifest.trim().split("\\s+"))));
    }

    @Test
    void theTestJvmHasThemOpen() {
        // what Spark reaches into (e.g. sun.nio.ch's DirectBuffer) is open here as in ./cgx's worksheet
        for (String p : System.getProperty("cgx.sparkOpensManifest", "").trim().split("\\s+")) {
            String[] mp = p.split("/");
            Module m = ModuleLayer.boot().findModule(mp[0]).orElseThrow();
            assertTrue(m.isOpen(mp[1], CensusJarManifestTest.class.getModule()), p + " is open to the class path");
        }
    }
}
