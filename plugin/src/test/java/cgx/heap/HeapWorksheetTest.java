package cgx.heap;

import cgx.families.Families;
import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** Heap rulesets as a user types them in the worksheet. */
class HeapWorksheetTest {
    private final Session s = Families.session();

    private String show(String src) { return s.show(s.eval(src)); }

    private String error(String src) { return assertThrows(CgxException.class, () -> s.eval(src)).getMessage(); }

    @Test void rulesetsPrintAndReadBack() {
        for (String src : new String[] {"Subtraction([5, 1, 2])", "Subtraction([1, 3], AllBut => true)", "TakeAndBreak(0.77)",
                "Subtraction([1, 2, 5]).Heaps([3, 4])"}) {
            String printed = show(src);
            assertEquals(printed, show(printed), src + " reads back");
        }
        assertEquals("Subtraction([1, 2, 5])", show("Subtraction([5, 1, 2, 2])"));
        assertEquals("\"0.33003\"", show("Subtraction([1, 2, 5]).Code"));
        assertEquals("true", show("Subtraction([1, 2, 5]) == Subtraction([1, 2, 5])"));
    }

    @Test void heapRulesAreTheSubtractionGameAndTheOctalCode() {
        s.eval("R := HeapRules(n -> [[n - k] for k in [1, 2, 5] where k <= n])");
        assertEquals("[[5], [4], [1]]", show("R.HeapOptions(6)"));
        assertEquals("[[1], []]", show("R.HeapOptions(2)"), "the empty heap left out");
        for (int n = 0; n <= 30; n++) {
            assertEquals(show("TakeAndBreak(0.33003).NimValue(" + n + ")"), show("R.NimValue(" + n + ")"));
            assertEquals(show("TakeAndBreak(0.33003).MisereCanonicalForm(" + n + ")"), show("R.MisereCanonicalForm(" + n + ")"));
        }
        s.eval("QR := MisereQuotient(R, MaxHeap => 30); QS := MisereQuotient(Subtraction([1, 2, 5])); QC := MisereQuotient(0.33003)");
        assertEquals(show("QC.Order"), show("QR.Order"));
        assertEquals(show("QC.Order"), show("QS.Order"));
        assertEquals(show("QC.Period"), show("QS.Period"));
        assertEquals("true", show("QS.IsComplete"));
        assertEquals("false", show("QR.IsComplete"));
        for (int n = 1; n <= 30; n++) {
            assertEquals(show("QC.Phi(" + n + ")"), show("QR.Phi(" + n + ")"), "Φ(H_" + n + ")");
            assertEquals(show("QC.Phi(" + n + ")"), show("QS.Phi(" + n + ")"), "Φ(H_" + n + ")");
        }
        assertTrue(show("QR").contains("partial quotient Q_30; not certified by the Periodicity Theorem"), show("QR"));
        assertEquals(show("QC.Verify(14)"), show("QR.Verify(14)"));
        assertEquals(show("TakeAndBreak(0.33003).MisereOutcome([3, 4, 6])"), show("(R.Heap(3) + R.Heap(4) + R.Heap(6)).MisereOutcome"));
        assertEquals("false", show("R.IsPeriodicityCertifiable"));
        assertEquals("true", show("Subtraction([1, 2, 5]).IsPeriodicityCertifiable"));
    }

    @Test void allButGamesArePartialQuotients() {
        String q = show("MisereQuotient(Subtraction([1, 3], AllBut => true), MaxHeap => 20)");
        assertTrue(q.contains("|Q| = 18"), q);
        assertTrue(q.contains("infinitely many non-zero digits"), q);
        assertEquals("[[], [1], [2], [4]]", show("Subtraction([1, 3], AllBut => true).HeapOptions(6)"));
    }

    @Test void badRulesGiveClearErrors() {
        assertTrue(error("HeapRules(n -> [[n - 1]]).NimValue(3)").contains("for heap 0 move 1 must list non-negative integers, got Integer -1"));
        assertTrue(error("HeapRules(n -> if n == 0 then [] else [[n]] end).NimValue(3)").contains("every heap left must be smaller than 1"));
        assertTrue(error("HeapRules(n -> 3).NimValue(2)").contains("must give a list of moves"));
        assertTrue(error("HeapRules(n -> [2]).NimValue(2)").contains("must be the list of heaps it leaves"));
        assertTrue(error("HeapRules(n -> [[1/2]]).NimValue(2)").contains("must list non-negative integers"));
        assertTrue(error("HeapRules(5)").contains("must be a function"));
        assertTrue(error("Subtraction([0, 1])").contains("positive integers"));
        assertTrue(error("Subtraction([1], AllBut => 3)").contains("AllBut must be true or false"));
        assertTrue(error("HeapRules(n -> [[1/0]]).NimValue(1)").contains("division by zero"));
        assertTrue(error("HeapRules(n -> []).Code").contains("no finite take-and-break code"));
    }
}
