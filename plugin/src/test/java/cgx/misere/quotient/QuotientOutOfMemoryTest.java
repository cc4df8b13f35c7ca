package cgx.misere.quotient;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Out of memory during a quotient computation: the worksheet, started as a user starts it but
 * with a 48 MB heap, reports the partial quotient reached ("stopped at heap n: out of memory")
 * and goes on with the next statements of the session.
 */
class QuotientOutOfMemoryTest {
    @Test void outOfMemoryGivesThePartialQuotientAndTheSessionGoesOn() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path out = Files.createTempFile("cgx-oom", ".txt");
        try {
            // 0.16 grows to 4,578 elements at heap 18 (a table of 84 MB): out of memory there or before
            Process p = new ProcessBuilder(java, "-Xmx48m", "-Xss16m", "-cp", cp, "cgx.worksheet.Main", "--timeout", "120", "-e",
                    "Q := MisereQuotient(0.16, MaxHeap => 30, MaxOrder => 20000); [Q.MaxHeap, Q.Order, Q.IsComplete, 6 * 7]")
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start();
            assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the worksheet did not finish");
            List<String> lines = Files.readAllLines(out);
            String all = String.join("\n", lines);
            assertEquals(0, p.exitValue(), all);
            assertTrue(all.matches("(?s).*stopped at heap \\d+: out of memory; returning Q_\\d+.*"), all);
            int stopped = Integer.parseInt(all.replaceAll("(?s).*stopped at heap (\\d+): out of memory.*", "$1"));
            // the statement after the quotient ran: Q is Q_{n-1}, a partial quotient
            assertTrue(lines.get(lines.size() - 1).matches("\\[" + (stopped - 1) + ", \\d+, false, 42\\]"), all);
            assertFalse(all.contains("OutOfMemoryError"), all);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
