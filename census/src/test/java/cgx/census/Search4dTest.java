package cgx.census;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * MisereSolver's four-digit search ({@code --search4D}) beside cgx's census of the same space,
 * as recorded in {@code test-games/misere-quotients/misere-solver-search4d.tsv}: the codes it
 * searches follow the recorded rule (standard forms, computed here by cgx); on codes both solve
 * cgx's engine, run now, gives MisereSolver's period, preperiod, |Q| and |P|; and the jar, run now on
 * the end of its search, prints what was recorded.
 */
class Search4dTest {
    record Row(String code, String standard, String rep, String misere, String[] ms, String cgx, String[] mine) {}

    static Map<String, Row> recorded() throws Exception {
        Path f = Path.of(System.getProperty("cgx.testGames", "../test-games"), "misere-quotients", "misere-solver-search4d.tsv");
        Map<String, Row> rows = new LinkedHashMap<>();
        for (String line : Files.readAllLines(f)) {
            if (line.startsWith("#") || line.startsWith("code\t")) continue;
            String[] x = line.split("\t", -1);
            assertEquals(13, x.length, line);
            rows.put(x[0], new Row(x[0], x[1], x[2], x[3], new String[] {x[4], x[5], x[6], x[7]}, x[8], new String[] {x[9], x[10], x[11], x[12]}));
        }
        return rows;
    }

    private static boolean fourDigit(int[] d) { return d[0] == 0 ? d.length == 5 : d.length == 4; }

    @Test
    void itSearchesEachStandardFormOnceAtItsFirstFourDigitCode() throws Exception {
        Map<String, Row> rows = recorded();
        Set<String> seen = new HashSet<>();
        List<int[]> space = CodeSpace.Space.SEARCH_4D.codes();
        for (int[] d : space) if (!fourDigit(d)) seen.add(CodeSpace.text(CodeSpace.standardForm(d)));
        List<String> rule = new ArrayList<>();
        for (int[] d : space) {
            if (!fourDigit(d)) continue;
            if (seen.add(CodeSpace.text(CodeSpace.standardForm(d)))) rule.add(CodeSpace.text(d));
        }
        assertEquals(2112, rule.size());
        assertEquals(rule, new ArrayList<>(rows.keySet()), "the codes MisereSolver's --search4D lists");
        for (Row r : rows.values()) {
            assertEquals(CodeSpace.text(CodeSpace.standardForm(CodeSpace.parse(r.code()))), r.standard(), r.code());
            if (r.misere().equals("solved") && r.cgx().equals("solved"))
                assertArrayEquals(r.ms(), r.mine(), r.code() + ": MisereSolver and the census disagree");
        }
        long both = rows.values().stream().filter(r -> r.misere().equals("solved") && r.cgx().equals("solved")).count();
        assertTrue(both > 300, "codes both solve: " + both);
    }

    /** Every 15th code both solve, recomputed now by cgx's engine, gives MisereSolver's answer. */
    @Test
    void cgxGivesMisereSolversAnswersNow() throws Exception {
        List<Row> both = recorded().values().stream().filter(r -> r.misere().equals("solved") && r.cgx().equals("solved")).toList();
        QuotientEngine.Budget b = new QuotientEngine.Budget(60, 0, QuotientEngine.Budget.DEFAULT_MAX_ORDER, 8);
        int checked = 0;
        for (int i = 0; i < both.size(); i += 15, checked++) {
            Row r = both.get(i);
            CodeResult x = QuotientEngine.solve(r.code(), b);
            assertEquals("solved", x.status(), r.code() + ": " + x.reason());
            assertArrayEquals(r.ms(), new String[] {"" + x.period(), "" + x.preperiod(), "" + x.order(), "" + x.psize()}, r.code());
        }
        assertTrue(checked >= 20, "checked " + checked);
    }

    /** The jar's search from 4.750 to its end (4.777) lists the recorded codes, with the recorded answers where it solves them. */
    @Test
    void misereSolverStillPrintsTheRecordedSearch() throws Exception {
        File jar = jar();
        Assumptions.assumeTrue(jar != null, "CGSuite's jar not found (set -Dcgsuite.jar=PATH): MisereSolver not run");
        Process p = new ProcessBuilder("java", "-Xmx1g", "-cp", jar.toString(), "org.cgsuite.core.misere.solver.CommandLineInterface",
                "--search4D", "4.750", "--timeout", "2").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "MisereSolver's search did not end");
        Map<String, Row> rows = recorded();
        List<String> expected = rows.keySet().stream().filter(c -> c.startsWith("4.7") && c.compareTo("4.750") >= 0).toList();
        Matcher m = Pattern.compile("([04]\\.\\d+) \\.\\.\\. (?:(\\d+) / (\\d+) / (\\d+) / (\\d+)|Timeout)").matcher(out);
        List<String> listed = new ArrayList<>();
        int solved = 0;
        while (m.find()) {
            listed.add(m.group(1));
            Row r = rows.get(m.group(1));
            if (m.group(2) != null && r.misere().equals("solved")) {
                solved++;
                assertArrayEquals(r.ms(), new String[] {m.group(2), m.group(3), m.group(4), m.group(5)}, m.group(1));
            }
        }
        assertEquals(expected, listed, out);
        assertTrue(solved > 0, out);
    }

    /** -Dcgsuite.jar, $CGSUITE_JAR, or ../shared/cgsuite/ above the working directory; null if absent. */
    static File jar() {
        List<String> tries = new ArrayList<>();
        if (System.getProperty("cgsuite.jar") != null) tries.add(System.getProperty("cgsuite.jar"));
        if (System.getenv("CGSUITE_JAR") != null) tries.add(System.getenv("CGSUITE_JAR"));
        File dir = new File("").getAbsoluteFile();
        for (int i = 0; i < 4 && dir != null; i++, dir = dir.getParentFile())
            tries.add(new File(dir, "../shared/cgsuite/cgsuite-core-2.2-beta2-with-dependencies.jar").getPath());
        for (String t : tries) if (new File(t).isFile()) return new File(t);
        return null;
    }
}
