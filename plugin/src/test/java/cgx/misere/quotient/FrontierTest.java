package cgx.misere.quotient;

import cgx.TestFiles;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.certificate.HeapSums;
import cgx.misere.quotient.certificate.QuotientCertificate;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * {@code test-games/frontier.tsv}: every row is well formed and consistent (a result past the
 * paper is certified and lies past the paper's Q_n; its command reproduces it), and the cheap rows
 * are recomputed and certified again.
 */
class FrontierTest {
    record Row(int line, String game, int paperN, int paperOrder, int ourN, int ourOrder, int totalSize, long sums,
               boolean pastPaper, boolean recheck, String command, String next) {}

    static List<Row> rows() throws IOException {
        List<String> lines = Files.readAllLines(TestFiles.testGames().resolve("frontier.tsv"));
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.isBlank() || l.startsWith("#")) continue;
            String[] f = l.split("\t");
            assertEquals(11, f.length, "frontier.tsv:" + (i + 1) + ": 11 tab-separated columns");
            assertTrue(List.of("infinite (proved)", "finite", "open").contains(f[10]), "frontier.tsv:" + (i + 1) + ": next is infinite (proved), finite or open, got " + f[10]);
            out.add(new Row(i + 1, f[0], dash(f[1]), dash(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                    Integer.parseInt(f[5]), Long.parseLong(f[6]), yes(f[7]), yes(f[8]), f[9], f[10]));
        }
        return out;
    }

    private static int dash(String s) { return s.equals("-") ? -1 : Integer.parseInt(s); }

    private static boolean yes(String s) {
        if (!s.equals("yes") && !s.equals("no")) throw new IllegalArgumentException("expected yes or no, got " + s);
        return s.equals("yes");
    }

    /** One row per game of Figures 6 and 7, plus 0.316 and 0.145; each consistent with itself. */
    @Test
    void everyGameHasAConsistentRow() throws IOException {
        Set<String> games = new TreeSet<>();
        for (Row r : rows()) {
            assertTrue(games.add(r.game()), "one row per game: " + r.game());
            assertEquals(r.pastPaper(), r.paperN() >= 0 && r.ourN() > r.paperN(), r + ": past_paper says whether our Q_n lies past the paper's");
            assertEquals(HeapSums.count(r.ourN(), r.totalSize()), r.sums(), r + ": the number of sums of heaps ≤ n up to the total size");
            assertTrue(r.command().contains("MaxHeap => " + r.ourN()) && r.command().contains("TotalSize => " + r.totalSize())
                    && r.command().contains(r.game()), r + ": the command reproduces this row");
        }
        assertEquals(new TreeSet<>(List.of("0.04", "0.06", "0.07", "0.14", "0.16", "0.35", "0.36", "0.37", "0.4", "0.45", "0.54",
                "0.6", "0.64", "0.74", "0.76", "0.3102", "0.3122", "0.3123", "0.3312", "0.316", "0.145")), games);
    }

    /** The cheap rows, recomputed: the same order, and proved again (the outcome rule on every sum), searched to the same total size. */
    @TestFactory
    List<DynamicTest> cheapRowsCertifyAgain() throws IOException {
        List<DynamicTest> out = new ArrayList<>();
        for (Row r : rows()) {
            if (!r.recheck()) continue;
            out.add(DynamicTest.dynamicTest(r.game() + " Q_" + r.ourN(), () -> {
                MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(r.game()), r.ourN(), 20000);
                assertEquals(r.ourN(), q.maxGenerator(), r.game() + ": Q_" + r.ourN() + " reached");
                assertEquals(r.ourOrder(), q.order(), r.game() + ": |Q_" + r.ourN() + "|");
                QuotientCertificate c = q.certify(r.totalSize());
                assertTrue(c.proved(), c.toString());
                assertEquals(r.sums(), c.positions());
            }));
        }
        assertFalse(out.isEmpty(), "some rows are cheap enough to re-check");
        return out;
    }
}
