package cgx.misere;

import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import cgx.misere.quotient.monoid.BipartiteMonoid;
import cgx.misere.quotient.monoid.ElementPeriods;
import cgx.misere.quotient.monoid.MonoidPresentation;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.*;

/**
 * test-games/misere-quotients/unusual-periods.tsv (the forms census's findings and the paper's
 * §A.6 examples), each row verified three ways: the quotient recomputed by MisereQuotient (order,
 * |P|, every element's period); the periods recomputed from the recorded presentation and
 * P-portion alone (a rewriting system's monoid, reduced); and the outcomes behind it checked by
 * exhaustive search on every sum of up to three followers of the form.
 */
class UnusualPeriodsTest {
    static List<String[]> rows() throws Exception {
        Path f = cgx.TestFiles.testGames().resolve("misere-quotients/unusual-periods.tsv");
        List<String[]> out = new ArrayList<>();
        boolean header = true;
        for (String line : Files.readAllLines(f)) {
            if (line.startsWith("#") || line.isBlank()) continue;
            if (header) { header = false; continue; }
            out.add(line.split("\t", -1));
        }
        return out;
    }

    static String histogram(int[] periods) {
        TreeMap<Integer, Integer> h = new TreeMap<>();
        for (int p : periods) h.merge(p, 1, Integer::sum);
        StringBuilder sb = new StringBuilder();
        h.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append(':').append(v));
        return sb.toString();
    }

    @Test
    void everyRowRecomputedThreeWays() throws Exception {
        List<String[]> rows = rows();
        assertTrue(rows.size() >= 3, "the paper's two examples and the census's findings");
        for (String[] r : rows) {
            String form = r[0];
            int order = Integer.parseInt(r[1]), maxPeriod = Integer.parseInt(r[2]), psize = Integer.parseInt(r[3]);
            String periods = r[4], presentation = r[5], pPortion = r[6];
            MisereGame g = MisereGame.parse(form);
            MisereQuotient q = Quotients.ofForms(List.of(g), 4 * order);
            assertEquals(order, q.order(), form);
            assertEquals(psize, q.pPortion().size(), form);
            assertEquals(maxPeriod, q.maxElementPeriod(), form);
            assertEquals(periods, histogram(q.elementPeriods().stream().mapToInt(Integer::intValue).toArray()), form);
            // from the presentation and P alone
            List<String> pWords = List.of(pPortion.substring(1, pPortion.length() - 1).split(", "));
            BipartiteMonoid m = MonoidPresentation.parse(presentation).quotient(form, pWords, 4 * order, true);
            assertEquals(order, m.order(), form);
            assertEquals(periods, histogram(ElementPeriods.all(m.order(), m.mul())), form + " from its presentation");
            int n = q.order();
            int[] mul = new int[n * n];
            boolean[] p = new boolean[n];
            for (int x = 0; x < n; x++) { p[x] = q.inP(x); for (int y = 0; y < n; y++) mul[x * n + y] = q.product(x, y); }
            assertNotNull(BipartiteIsomorphism.find(m.order(), m.mul(), m.isP(), n, mul, p), form + ": the recorded presentation is the quotient");
            // the outcomes behind it, by exhaustive search
            assertTrue(FormQuotientBruteForceTest.check(g, 4 * order) > 20, form);
        }
    }
}
