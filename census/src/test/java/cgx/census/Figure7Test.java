package cgx.census;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The paper's Figure 7 (the twenty-one wild four-digit quaternaries) from the quaternary census
 * alone, on Spark local[2]: {@code test-games/misere-quotients/figure7.tsv} holds the rows and
 * the paper's entries. The four unsolved games stop at a time bound, at the paper's largest
 * partial quotients (the next partial quotient grows past every bound tried).
 */
class Figure7Test {
    @AfterAll
    static void stopSpark() { SparkEngine.stop(); }

    @Test
    void theWildFourDigitQuaternariesAreFigure7() throws Exception {
        Path f = Path.of(System.getProperty("cgx.testGames", "../test-games"), "misere-quotients", "figure7.tsv");
        List<String[]> expected = new ArrayList<>();
        for (String line : Files.readAllLines(f)) if (!line.startsWith("#") && !line.startsWith("code\t")) expected.add(line.split("\t", -1));
        assertEquals(21, expected.size());

        CodeSpace.Space quaternary = new CodeSpace.Space(4, 4, false, 3);
        assertEquals("cgx-census digits=4 prefix4=false hex=false maxdigit=3", quaternary.text(), "quaternary games never split: no 4.-codes");
        CensusTable t = new Census(new Census.Options(quaternary, new QuotientEngine.Budget(8, 0, QuotientEngine.Budget.DEFAULT_MAX_ORDER, 8),
                "local[2]", null, false, false), Census.spark("local[2]"), s -> { }).run();
        assertEquals(3 + 12 + 48 + 192, t.rows().size());
        List<String[]> wild = new ArrayList<>();
        for (CensusTable.Row r : t.rows()) {
            CodeResult x = r.result();
            if (r.code().length() == 6 && (x.status().equals("partial") || x.solved() && Boolean.FALSE.equals(x.tame())))
                wild.add(new String[] {r.code(), x.status(), x.solved() ? "" + x.period() : "", x.solved() ? "" + x.preperiod() : "",
                        "" + x.order(), "" + x.psize(), "" + x.maxheap(), r.rep()});
        }
        assertEquals(expected.stream().map(e -> e[0]).toList(), wild.stream().map(w -> w[0]).toList(), "the wild four-digit quaternaries");
        for (int i = 0; i < wild.size(); i++) {
            String[] e = expected.get(i), w = wild.get(i);
            assertArrayEquals(java.util.Arrays.copyOf(e, 8), w, "figure7.tsv row " + e[0]);
            // the paper's entry, as the row gives it
            String paper = w[1].equals("solved") ? w[2] + " " + w[3] + " " + w[4] : "|Q_" + w[6] + "| = " + w[4];
            assertEquals(e[8], paper, e[0] + " against the paper");
        }
    }
}
