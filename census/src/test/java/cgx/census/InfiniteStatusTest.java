package cgx.census;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The census's statuses beyond solved and partial. {@code infinite}: a partial code whose next quotient Q_(n+1) a lattice
 * proof shows infinite (docs/lattice-proofs.md), the proof re-verified by the independent checker.
 * 0.31011 stopped at heap 4 is the paper's §A.7 game: its heap 5 is *(2/0)0, and Q_5 is infinite.
 * {@code algebraic-periodic}: a partial code whose Q_n holds a family of the shape of Figures 8
 * and 9 that agrees with every Q_k, k ≤ n (docs/algebraic-periodicity.md).
 */
class InfiniteStatusTest {
    private static final int ORDER = QuotientEngine.Budget.DEFAULT_MAX_ORDER;

    @Test
    void aPartialCodeWhoseNextQuotientIsInfiniteIsProvedSo() {
        CodeResult r = QuotientEngine.solve("0.31011", new QuotientEngine.Budget(0, 4, ORDER, 8, 600));
        assertEquals("infinite", r.status(), r.reason());
        assertEquals(4, r.maxheap());
        CodeResult plain = QuotientEngine.solve("0.31011", new QuotientEngine.Budget(0, 4, ORDER, 8));
        assertEquals("partial", plain.status());
        assertEquals(plain.order(), r.order(), "the order is that of Q_4, reached either way");
        assertFalse(plain.reason().contains("ProveInfinite"), plain.reason());
        assertTrue(r.reason().startsWith(plain.reason() + "; Q_5 is infinite, proved by ProveInfinite(\"0.31011\", MaxHeap => 5): Q(0.31011 heaps ≤ 5) is infinite (proved)"),
                r.reason());
        // the checkpoint keeps the status
        Map<String, CodeResult> back = new TreeMap<>();
        Census.readCheckpoint(List.of("#h", Census.checkpointLine(r)), "#h", java.util.Set.of("0.31011"), back);
        assertTrue(back.get("0.31011").sameAnswer(r));
    }

    @Test
    void anAttemptThatCannotFinishKeepsThePartialAndSaysWhy() {
        // 0.354's Q_5: a small lattice, but no rule proved within a second
        CodeResult slow = QuotientEngine.solve("0.354", new QuotientEngine.Budget(0, 4, ORDER, 8, 1));
        assertEquals("partial", slow.status());
        assertTrue(slow.reason().contains("ProveInfinite(\"0.354\", MaxHeap => 5): not finished in 1 s"), slow.reason());
        // 0.76's Q_12: the lattice of 12 heaps is far beyond any table
        CodeResult big = QuotientEngine.solve("0.76", new QuotientEngine.Budget(0, 11, ORDER, 8, 60));
        assertEquals("partial", big.status());
        assertTrue(big.reason().contains("ProveInfinite(\"0.76\", MaxHeap => 12): not proved") && big.reason().contains("table points"), big.reason());
        assertTrue(big.seconds() < 60, "a lattice too large is refused at once, not after the budget: " + big.seconds());
    }

    @Test
    void aPartialCodeWithAFamilyIsAlgebraicPeriodic() {
        // with MaxHeap, the family is read from Q_maxheap: evidence below the induction's base, proved from it
        CodeResult r = QuotientEngine.solve("0.26", new QuotientEngine.Budget(0, 30, ORDER, 8, 0, 60));
        assertEquals("algebraic-periodic", r.status(), r.reason());
        assertEquals(30, r.maxheap());
        assertEquals(98, r.order(), "|Q_30| of 0.26");
        assertTrue(r.reason().contains("algebraic-periodic (checked to heap 30 and by exhaustive search on ")
                && r.reason().contains(" sums): Q ≅ <a, b, c_n | a^2 = 1, b^(n+1)c_n = b^(2n+3), c_mc_n = b^(m+2)c_n (m ≤ n)>"), r.reason());
        assertFalse(r.reason().contains("proved for every heap"), "heap 30 is below the induction's base, 62");
        CodeResult proved = QuotientEngine.solve("0.26", new QuotientEngine.Budget(0, 62, ORDER, 8, 0, 60));
        assertEquals("algebraic-proved", proved.status(), proved.reason());
        assertTrue(proved.reason().contains("algebraic-periodic (checked to heap 62 and by exhaustive search on ")
                && proved.reason().contains(" sums; proved for every heap by the weight-form induction, base 62): Q ≅ <a, b, c_n |"), proved.reason());
        assertEquals("partial", QuotientEngine.solve("0.26", new QuotientEngine.Budget(0, 30, ORDER, 8)).status(), "not searched unless asked");
        CodeResult none = QuotientEngine.solve("0.54", new QuotientEngine.Budget(0, 20, ORDER, 8, 0, 60));
        assertEquals("partial", none.status());
        assertTrue(none.reason().contains("no algebraic-periodic family: "), none.reason());
        for (CodeResult x : List.of(r, proved)) {
            Map<String, CodeResult> back = new TreeMap<>();
            Census.readCheckpoint(List.of("#h", Census.checkpointLine(x)), "#h", java.util.Set.of("0.26"), back);
            assertTrue(back.get("0.26").sameAnswer(x));
        }
        assertTrue(CensusMain.USAGE.contains("--algebraic [S]"));
        // without MaxHeap: the quotient stopped by its --timeout, then the bare call AlgebraicQuotient(code), with seconds of its own, proves the family
        CodeResult timed = QuotientEngine.solve("0.26", new QuotientEngine.Budget(2, 0, ORDER, 8, 0, 60));
        assertEquals("algebraic-proved", timed.status(), timed.reason());
        assertEquals(62, timed.maxheap(), "the family is checked to the induction's base");
        assertTrue(timed.reason().startsWith("stopped at heap") && timed.reason().contains("time limit reached; algebraic-periodic (checked to heap 62 and")
                        && timed.reason().contains("proved for every heap by the weight-form induction, base 62"), timed.reason());
    }

    @Test
    void anOlderCensusKeepsLoading() {
        // before algebraic-proved, a proved family was an algebraic-periodic row whose reason said so; its budget said algebraic=true
        CodeResult old = new CodeResult("0.26", "algebraic-periodic", 189, 20, -1, -1, null, 62, 3.0, "", 0,
                "stopped at heap 41: time limit reached; algebraic-periodic (checked to heap 62 and by exhaustive search on 1597 sums; proved for every heap by the weight-form induction, base 62): Q ≅ <a>",
                null, null);
        CodeResult evidence = new CodeResult("0.27", "algebraic-periodic", 98, 10, -1, -1, null, 30, 3.0, "", 0,
                "stopped at heap 30: time limit reached; algebraic-periodic (checked to heap 30 and by exhaustive search on 1597 sums): Q ≅ <a>", null, null);
        Map<String, CodeResult> back = new TreeMap<>();
        Census.readCheckpoint(List.of("#h", Census.checkpointLine(old), Census.checkpointLine(evidence)), "#h", java.util.Set.of("0.26", "0.27"), back);
        assertEquals("algebraic-proved", back.get("0.26").status());
        assertEquals("algebraic-periodic", back.get("0.27").status(), "evidence stays evidence");
        QuotientEngine.Budget b = QuotientEngine.Budget.parse("timeout=10 maxheap=0 maxorder=4096 verify=12 proveinfinite=120 algebraic=true");
        assertEquals(new QuotientEngine.Budget(10, 0, 4096, 12, 120, 10), b, "algebraic=true was a --timeout of its own");
        assertEquals(0, QuotientEngine.Budget.parse("timeout=10 maxheap=0 maxorder=4096 verify=12 proveinfinite=0 algebraic=false").algebraic());
        QuotientEngine.Budget now = new QuotientEngine.Budget(10, 0, 4096, 12, 120, 60);
        assertEquals(now, QuotientEngine.Budget.parse(now.text()));
    }

    @Test
    void theCommandLineAndTheWorksheetTakeTheBudget() {
        assertEquals(0, QuotientEngine.Budget.DEFAULT_PROVE_INFINITE, "off unless asked: answers never depend on the clock");
        cgx.core.CgxException e = assertThrows(cgx.core.CgxException.class, () -> CensusMain.run(new String[] {"--digits", "1", "--prove-infinite", "-3"}));
        assertTrue(e.getMessage().contains("--prove-infinite must be 0 or more seconds"), e.getMessage());
        assertTrue(CensusMain.USAGE.contains("--prove-infinite S"));
    }
}
