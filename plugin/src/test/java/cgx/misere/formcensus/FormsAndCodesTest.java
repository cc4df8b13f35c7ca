package cgx.misere.formcensus;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.MisereGame;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * test-games/misere-quotients/forms-and-codes.tsv, the quotients of the solved four-digit octal and
 * two-digit hexadecimal codes joined with the census of forms born by day 5: where a form gives a
 * code's quotient, both are recomputed (MisereQuotient of the code, and of the form's closure) and
 * must be isomorphic, P onto P; every row of order at most 30 is recomputed from its code.
 */
class FormsAndCodesTest {
    @Test
    void theJoinedRowsAreRecomputed() throws Exception {
        Path f = cgx.TestFiles.testGames().resolve("misere-quotients/forms-and-codes.tsv");
        int both = 0, small = 0, rows = 0;
        for (String line : Files.readAllLines(f)) {
            if (line.startsWith("#") || line.startsWith("order\t")) continue;
            String[] c = line.split("\t", -1);
            rows++;
            int order = Integer.parseInt(c[0]), psize = Integer.parseInt(c[1]), maxPeriod = Integer.parseInt(c[2]);
            String code = c[4], form = c[5];
            if (order > 30 && form.isEmpty()) continue;
            MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), 0, 4096);
            assertEquals(order, q.order(), code);
            assertEquals(psize, q.pPortion().size(), code);
            assertEquals(maxPeriod, q.maxElementPeriod(), code);
            small++;
            if (form.isEmpty()) continue;
            List<MisereGame> gs = new ArrayList<>();
            if (form.startsWith("[")) for (String g : form.substring(1, form.length() - 1).split(", ")) gs.add(MisereGame.parse(g));
            else gs.add(MisereGame.parse(form));
            MisereQuotient p = Quotients.ofForms(gs, 4096);
            assertNotNull(BipartiteIsomorphism.find(q.order(), FormCensusKernelTest.table(q), FormCensusKernelTest.pTable(q), p.order(), FormCensusKernelTest.table(p), FormCensusKernelTest.pTable(p)), code + " and cl " + form);
            both++;
        }
        assertEquals(37, rows, "the 37 distinct quotients of the codes");
        assertEquals(8, both, "8 of them given by a form");
        assertTrue(small >= 14, "" + small);
    }
}
