package cgx.cgsuite;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Always compiled (it needs no CGSuite class): says in the test output whether the bridge was
 * built and tested against a CGSuite jar, and if not, why the bridge tests were skipped.
 */
class BridgeAvailabilityTest {
    @Test
    void cgsuiteJarIsThere() {
        String status = System.getProperty("cgsuite.status", "missing");
        String jar = System.getProperty("cgsuite.jar", "../shared/cgsuite/cgsuite-core-2.2-beta2-with-dependencies.jar");
        String named = System.getProperty("cgsuite.named", "");
        if (!status.equals("present")) {
            if (!named.isEmpty() && !named.startsWith("${")) jar = named;
            String why = "cgx CGSuite bridge: tests SKIPPED, no CGSuite jar at " + jar
                    + " (put CGSuite 2.2's core jar there or build with -Dcgsuite.jar=PATH)";
            System.out.println(why);
            Assumptions.assumeTrue(false, why);
        }
        assertTrue(new java.io.File(jar).isFile(), "the CGSuite jar the build was given: " + jar);
        System.out.println("cgx CGSuite bridge: built and tested against " + jar);
    }
}
