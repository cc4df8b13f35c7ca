package cgx.scoring.octal;

import cgx.families.Families;
import cgx.TestFiles;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.core.Rational;
import cgx.lang.Session;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/** What a user types: printed moves and periods, sweeps with checkpoints, and every script in scripts/scoring-octal/ with small bounds. */
class ScoringOctalWorksheetTest {
    /** Small arguments for each script, so the whole folder runs in seconds. */
    static final Map<String, List<Object>> SMALL = Map.of(
            "paper-tables.cgx", List.of(),
            "lemma13.cgx", List.of(Rational.of(5), Rational.of(300)),
            "conjecture14.cgx", List.of(Rational.of(5), Rational.of(4096)),
            "conjecture15.cgx", List.of(Rational.of(3), Rational.of(2), Rational.of(4096)),
            "conjecture16.cgx", List.of(Rational.of(2), Rational.of(1), Rational.of(2048)),
            "taking-and-breaking.cgx", List.of(Rational.of(14)));

    static Session session(List<String> out) { return new Session(Families.runtime(), out::add); }

    @TestFactory
    List<DynamicTest> scripts() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : TestFiles.find(TestFiles.scripts().resolve("scoring-octal"), ".cgx")) {
            String name = p.getFileName().toString();
            tests.add(DynamicTest.dynamicTest(name, () -> {
                assertTrue(SMALL.containsKey(name), "add small arguments for the new script " + name);
                List<String> out = new ArrayList<>();
                Session s = session(out);
                s.define("ARGS", CgxList.from(SMALL.get(name)));
                try {
                    s.eval(Files.readString(p));
                } catch (CgxException e) {
                    fail(name + ": " + e.describe() + "\n" + String.join("\n", out));
                }
                assertFalse(out.isEmpty(), name + " printed nothing");
                for (String line : out) assertFalse(line.contains("counterexample:") && !line.contains("none"), line);
            }));
        }
        assertFalse(tests.isEmpty());
        return tests;
    }

    @Test
    void printedMovesAndPeriods() {
        Session s = session(new ArrayList<>());
        // a move prints its explanation in a comment, then the element of its position's moves it is
        assertEquals("[/* 13 -> 9: take 4 from 13, 4 - Gs(9) = 4 - 1 = 3 (optimal) */ ScoringOctal(\"0.00033\").GsMoves(13)[1]]",
                s.show(s.eval("ScoringOctal(\"00033\").OptimalMoves(13)")));
        assertEquals("[[9, 5] -> [5, 5]: take 4 from 9, 4 - Gs([5, 5]) = 4 - 0 = 4 (optimal), "
                        + "[9, 5] -> [4, 5]: take 5 from 9, 5 - Gs([4, 5]) = 5 - 1 = 4 (optimal), "
                        + "[9, 5] -> [9]: take 5 from 5, 5 - Gs([9]) = 5 - 1 = 4 (optimal)]",
                s.show(s.eval("[m.Text for m in ScoringOctal(\"00033\").OptimalMoves([9, 5])]")).replace("\"", ""));
        assertEquals("\"4 -> 0: take 4 from 4, 4 - Gs(0) = 4 - 0 = 4 (optimal)\"", s.show(s.eval("ScoringOctal(\"00033\").GsMoves(4)[1].Text")));
        for (String moves : new String[] {"ScoringOctal(\"00033\").OptimalMoves([9, 5])", "GsMoves([ScoringOctal(\"0.45\").Heap(5), ScoringOctal(\"0.37\").Heap(4)])"}) {
            Object v = s.eval(moves);
            assertEquals(Boolean.TRUE, s.eval(s.show(v) + " == " + moves), "moves read back: " + s.show(v));
        }
        String p = s.show(s.eval("ScoringOctal(\"3333\", [2, 2, 2, 2]).GsPeriod"));
        assertTrue(p.startsWith("/* Gs(n): preperiod 0, period 5, checked n <= ") && p.contains("proven")
                && p.endsWith("*/ ScoringOctal(\"0.3333\", [2, 2, 2, 2]).GsPeriod(MaxHeap => 1048576)"), p);
        assertEquals(Boolean.TRUE, s.eval(p + " == ScoringOctal(\"3333\", [2, 2, 2, 2]).GsPeriod"));
        assertEquals(Rational.of(5), s.eval("ScoringOctal(\"3333\", [2, 2, 2, 2]).GsPeriod.Period"));
        assertEquals(Boolean.FALSE, s.eval("ScoringOctal(0.26).GsPeriod(MaxHeap => 20).Proven"));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("ScoringOctal(\"00033\").GsPeriod(MaxHeap => 0)"));
        assertTrue(e.getMessage().contains("MaxHeap"));
    }

    @Test
    void sweepCheckpointResumes(@TempDir Path dir) throws Exception {
        Path cp = dir.resolve("c14.txt");
        Session s = session(new ArrayList<>());
        s.define("CP", cp.toString());
        assertEquals(Rational.of(10), s.eval("SweepConjecture14(5, To => 10, Checkpoint => CP, Progress => false).Checked"));
        assertEquals(10, Files.readAllLines(cp).size());
        assertEquals(Rational.of(31), s.eval("SweepConjecture14(5, Checkpoint => CP, Progress => false).Checked"));
        assertEquals(31, Files.readAllLines(cp).size(), "resumed run must skip the 10 cases already done");
        assertEquals(Rational.of(0), s.eval("SweepConjecture14(5, Checkpoint => CP, Progress => false).Counterexamples.Size"));
    }

    @Test
    void sweepsAgreeWithDirectPeriods() {
        // Conjecture 14 verdicts for every subtraction set inside {1..5}, against periods from a brute-force table
        for (int mask = 1; mask < 32; mask++) {
            ScoringOctal r = Sweeps.subtraction(mask);
            BruteGs b = ScoringOctalTest.brute(r);
            int k = r.maxTake();
            // Gs(n + 2k) = Gs(n) on a long tail of the brute-force table
            boolean tail = true;
            for (int n = 400; n + 2 * k <= 700; n++) tail &= b.gs(0, n).equals(b.gs(0, n + 2 * k));
            String kind = Sweeps.conjecture14(mask, 1 << 14).kind();
            assertEquals(tail ? "ok" : "counterexample", kind, Sweeps.setText(mask));
        }
    }
}
