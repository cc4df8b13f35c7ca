package cgx.misere.quotient;

import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import cgx.heap.Subtraction;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Misère quotients of subtraction games against CGSuite 2.2's MisereSolver: the recorded answers
 * (test-games/misere-quotients/misere-solver-subtraction.txt) always, and MisereSolver itself, run
 * as a black box (its command line), when its jar is present (system property cgsuite.jar, else
 * ../shared/cgsuite/ from the repository); skipped with a message otherwise.
 */
class MisereSolverComparisonTest {
    record Row(String rules, int maxHeap, int order, int pSize, String period, String preperiod, String[] phi) {
        @Override public String toString() { return rules + (maxHeap > 0 ? " to heap " + maxHeap : ""); }
    }

    static Stream<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        for (String line : Files.readAllLines(MisereQuotientTest.games().resolve("misere-solver-subtraction.txt"))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\|");
            out.add(new Row(f[0].strip(), Integer.parseInt(f[1].strip()), Integer.parseInt(f[2].strip()), Integer.parseInt(f[3].strip()),
                    f[4].strip(), f[5].strip(), f[6].strip().split("\\s+")));
        }
        return out.stream();
    }

    /** {@code Subtraction([1, 2, 5])} or {@code Subtraction([1, 3], AllBut => true)}. */
    static Subtraction parse(String text) {
        Matcher m = Pattern.compile("Subtraction\\(\\[([0-9, ]+)\\](, AllBut => true)?\\)").matcher(text);
        assertTrue(m.matches(), text);
        int[] set = Stream.of(m.group(1).split(",")).map(String::strip).mapToInt(Integer::parseInt).toArray();
        return Subtraction.of(set, m.group(2) != null);
    }

    @ParameterizedTest @MethodSource("rows")
    void agreesWithRecordedMisereSolverAnswers(Row r) {
        Subtraction s = parse(r.rules());
        MisereQuotient q = Quotients.ofCode(s, r.maxHeap(), 4096);
        assertEquals(r.order(), q.order(), r + " |Q|");
        assertEquals(r.pSize(), q.pPortion().size(), r + " |P|");
        if (r.maxHeap() == 0) {
            assertTrue(q.isComplete(), r + " certified");
            assertEquals(Integer.parseInt(r.period()), q.period(), r + " period");
            assertEquals(Integer.parseInt(r.preperiod()), q.preperiod(), r + " preperiod (counted from heap 0, as MisereSolver counts)");
        } else {
            assertFalse(q.isComplete(), r + ": MisereSolver found no solution, and the Periodicity Theorem does not apply");
        }
        for (int n = 1; n < r.phi().length; n++) {
            if (r.maxHeap() > 0 && n > r.maxHeap()) break;
            assertEquals(r.phi()[n], q.phi(n).toString(), r + " Φ(H_" + n + ")");
        }
    }

    static Path misereSolverJar() {
        String p = System.getProperty("cgsuite.jar");
        if (p != null) return Path.of(p);
        for (String c : new String[] {"../../shared/cgsuite", "../shared/cgsuite", "../../../shared/cgsuite"}) {
            Path j = Path.of(c, "cgsuite-core-2.2-beta2-with-dependencies.jar");
            if (Files.isRegularFile(j)) return j;
        }
        return null;
    }

    /** MisereSolver run now on three rows (one all-but game), its output parsed and compared with the recorded row. */
    @Test void misereSolverStillGivesTheRecordedAnswers() throws Exception {
        Path jar = misereSolverJar();
        Assumptions.assumeTrue(jar != null && Files.isRegularFile(jar),
                "CGSuite's jar not found (set -Dcgsuite.jar=PATH): MisereSolver not run; the recorded answers are still checked");
        List<Row> all = rows().toList();
        for (Row r : List.of(all.get(1), all.get(6), all.get(all.size() - 3))) {
            Subtraction s = parse(r.rules());
            String expr = "game.heap.Subtraction([" + String.join(",", java.util.Arrays.stream(s.set()).mapToObj(String::valueOf).toList())
                    + "]" + (s.isAllBut() ? ", allbut => true" : "") + ")";
            List<String> cmd = new ArrayList<>(List.of("java", "-Xmx1g", "-cp", jar.toString(), "org.cgsuite.core.misere.solver.CommandLineInterface"));
            if (r.maxHeap() > 0) cmd.addAll(List.of("--maxheap", String.valueOf(r.maxHeap())));
            cmd.add(expr);
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "MisereSolver on " + expr);
            List<String> qs = all(Pattern.compile("\\|Q\\| = (\\d+); \\|P\\| = (\\d+)"), out);
            assertFalse(qs.isEmpty(), "MisereSolver's output:\n" + out);
            String[] last = qs.get(qs.size() - 1).split(" ");
            assertEquals(r.order(), Integer.parseInt(last[0]), expr + " |Q|");
            assertEquals(r.pSize(), Integer.parseInt(last[1]), expr + " |P|");
            List<String> phis = all(Pattern.compile("(?m)^Phi = (.*)$"), out);
            assertEquals(String.join(" ", r.phi()), phis.get(phis.size() - 1).strip().replaceAll("\\s+", " ").substring(0, String.join(" ", r.phi()).length()), expr + " Φ");
            if (r.maxHeap() == 0) {
                Matcher m = Pattern.compile("Period\\s*:\\s*(\\d+)\\s*\\nPreperiod\\s*:\\s*(\\d+)").matcher(out);
                assertTrue(m.find(), out);
                assertEquals(r.period(), m.group(1));
                assertEquals(r.preperiod(), m.group(2));
            }
        }
    }

    private static List<String> all(Pattern p, String s) {
        List<String> out = new ArrayList<>();
        Matcher m = p.matcher(s);
        while (m.find()) out.add(m.groupCount() == 1 ? m.group(1) : m.group(1) + " " + m.group(2));
        return out;
    }
}
