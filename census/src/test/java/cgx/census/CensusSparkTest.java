package cgx.census;

import cgx.families.Families;
import cgx.core.Rational;
import cgx.lang.Session;
import cgx.scoring.octal.SweepRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The census on Spark local[2] against the sequential engine, row by row; a census killed midway
 * (a real JVM, SIGKILL) and resumed; the sweeps and QuotientCensus in the worksheet on Spark.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CensusSparkTest {
    /** Deterministic budget (no clock): quotients above order 16 or heaps above 100 stop as partial. */
    static final QuotientEngine.Budget BUDGET = new QuotientEngine.Budget(0, 100, 16, 8);
    static final String MASTER = "local[2]";

    private final Map<Integer, List<String>> sequential = new HashMap<>();

    static List<String> answers(CensusTable t) { return t.rows().stream().map(CensusTable::answer).toList(); }

    /** The sequential engine's table for a space (computed once per space). */
    List<String> reference(int digits) {
        return sequential.computeIfAbsent(digits, d -> answers(new Census(
                new Census.Options(d, true, false, BUDGET, null, null, false, false), Census.SEQUENTIAL, s -> { }).run()));
    }

    @AfterAll
    void stopSpark() { SparkEngine.stop(); }

    static void assertSameRows(List<String> expected, List<String> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) assertEquals(expected.get(i), actual.get(i), "row " + (i + 1));
    }

    @Test
    void oneAndTwoDigitsOnLocal2EqualTheSequentialEngine(@TempDir Path dir) throws Exception {
        for (int digits = 1; digits <= 2; digits++) {
            Path out = dir.resolve("d" + digits);
            List<String> said = new ArrayList<>();
            CensusTable t = new Census(new Census.Options(digits, true, false, BUDGET, MASTER, out, false, true), Census.spark(MASTER), said::add).run();
            assertSameRows(reference(digits), answers(t));
            assertTrue(said.stream().anyMatch(s -> s.contains("codes, ") && s.contains("solved")), "a progress line: " + said);
            // the files: a header and one row per code; classes; json
            List<String> tsv = Files.readAllLines(out.resolve("census.tsv"));
            assertEquals(String.join("\t", Census.COLUMNS), tsv.get(0));
            assertEquals(digits == 1 ? 15 : 127, tsv.size() - 1);
            assertTrue(Files.readString(out.resolve("census.json")).contains("\"code\": \"0.1\""));
            assertTrue(Files.readAllLines(out.resolve("classes.tsv")).size() > 1);
        }
        // answers from the paper's Figure 4 within this budget: 0.34 (period 8, preperiod 7, |Q| = 12), 0.53 (9, 21, 16)
        Map<String, String[]> byCode = new HashMap<>();
        for (String r : reference(2)) byCode.put(r.split("\t")[0], r.split("\t", -1));
        assertArrayEquals(new String[] {"solved", "12", "8", "7"}, pick(byCode.get("0.34")));
        assertArrayEquals(new String[] {"solved", "16", "9", "21"}, pick(byCode.get("0.53")));
        assertEquals("0.4", byCode.get("0.42")[2], "0.42 is the same game as 0.4");
        assertEquals("0.137", byCode.get("0.07")[1], "0.07's standard form is Dawson's Chess 0.137");
        assertEquals("partial", byCode.get("0.77")[3]);
    }

    private static String[] pick(String[] row) { return new String[] {row[3], row[4], row[6], row[7]}; }

    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void aKilledRunResumesToTheSameTable(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("killed");
        List<String> cmd = new ArrayList<>(List.of(Jvm.java(), "-Xss64m", "-Xmx1g"));
        cmd.addAll(Jvm.sparkOpens());
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "cgx.census.CensusMain", "--digits", "2", "--max-heap", "100",
                "--max-order", "16", "--timeout", "0", "--verify", "8", "--master", MASTER, "--out", out.toString(), "--quiet"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("killed.log").toFile()).start();
        Path ckpt = out.resolve("census.ckpt");
        int lines = 0;
        try {
            long until = System.nanoTime() + 600_000_000_000L;
            while (System.nanoTime() < until && p.isAlive()) {
                lines = Files.exists(ckpt) ? Files.readAllLines(ckpt).size() - 1 : 0;
                if (lines >= 5) break;
                Thread.sleep(50);
            }
            assertTrue(p.isAlive(), "the census finished before it could be killed: " + Files.readString(dir.resolve("killed.log")));
        } finally {
            p.destroyForcibly(); // SIGKILL: no shutdown hook, codes in flight are lost
            p.waitFor();
        }
        int kept = Files.readAllLines(ckpt).size() - 1;
        assertTrue(kept >= 5 && kept < 87, "codes done when killed: " + kept);
        List<String> said = new ArrayList<>();
        CensusTable t = new Census(new Census.Options(2, true, false, BUDGET, MASTER, out, true, true), Census.spark(MASTER), said::add).run();
        assertTrue(said.get(0).contains(kept + " done before") || said.get(0).contains((kept - 1) + " done before"), said.get(0));
        assertSameRows(reference(2), answers(t));
        // the rewritten census.tsv is the table
        List<String> tsv = Files.readAllLines(out.resolve("census.tsv"));
        for (int i = 0; i < t.rows().size(); i++) assertEquals(CensusTable.tsv(t.rows().get(i)), tsv.get(i + 1));
    }

    @Test
    void sweepsRunOnSparkWithTheSameAnswers() throws Exception {
        assertInstanceOf(SparkSweepRunner.class, SweepRunner.find());
        String[] sweeps = {"SweepConjecture14(6, Progress => false)", "Lemma13Check(5, 300, Progress => false)",
                "SweepConjecture15(3, MaxM => 2, MaxHeap => 4096, Progress => false)", "SweepConjecture16(2, [0, 1], MaxM => 1, MaxHeap => 2048, Progress => false)"};
        Session s = new Session(Families.runtime(), x -> { });
        List<String> spark = new ArrayList<>();
        for (String e : sweeps) spark.add(String.valueOf(s.eval(e)));
        System.setProperty("cgx.sweep.runner", "sequential");
        try {
            for (int i = 0; i < sweeps.length; i++) assertEquals(String.valueOf(s.eval(sweeps[i])), spark.get(i), sweeps[i]);
        } finally {
            System.clearProperty("cgx.sweep.runner");
        }
        assertEquals(Rational.of(63), s.eval("SweepConjecture14(6, Progress => false).Checked"));
    }

    @Test
    void quotientCensusInTheWorksheet() throws Exception {
        Session s = new Session(Families.runtime(), x -> { });
        s.eval("T := QuotientCensus(Digits => 1, Timeout => 30, MaxOrder => 16, MaxHeap => 100, Verify => 8, Master => \"" + MASTER + "\", Progress => false)");
        assertEquals(Rational.of(15), s.eval("T.Rows.Size"));
        assertEquals("0.1", s.eval("T.Rows[1][1]"));
        assertEquals("solved", s.eval("T.Rows[1][4]"));
        assertEquals(s.eval("T.Count(\"solved\") + T.Count(\"partial\") + T.Count(\"failed\")"), Rational.of(15));
        assertTrue(String.valueOf(s.eval("T")).startsWith("Census of"));
        assertTrue(String.valueOf(s.eval("T.Classes[1][4]")).contains("0.1"));
        // the notebook's displays: the rows as an HTML table shaded by status, and a picture of the P-portions
        CensusTable t = (CensusTable) s.eval("T");
        String html = t.mimeBundle().get("text/html");
        assertEquals(15, html.split("<tr>", -1).length - 2, "a header row and one row per code");
        assertEquals(t.count("solved"), (html.split("#d9f2d9", -1).length - 1) / TABLE_COLUMNS, "solved rows are shaded green");
        assertTrue(html.contains("<td style=\"background:#d9f2d9\">0.1</td>"));
        assertEquals(t.table(), s.eval("T.Table"));
        cgx.core.Picture p = (cgx.core.Picture) s.eval("T.Plot");
        long distinctGames = t.rows().stream().filter(r -> r.rep().equals(r.code()) && !r.status().equals("failed")).count();
        assertEquals(distinctGames, p.svg().split("<circle", -1).length - 1, "one point per distinct game");
        assertTrue(p.svg().contains("0.1: solved"));
        // its printed form (the summary in a comment, then its rows) reads back as an equal table
        assertTrue(s.show(t).startsWith("/* Census of"), s.show(t));
        assertEquals(true, s.eval(s.show(t) + " == T"));
        assertEquals(s.show(t), s.show(s.eval(s.show(t))));
    }

    private static final int TABLE_COLUMNS = 12;
}
