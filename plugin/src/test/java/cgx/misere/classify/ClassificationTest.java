package cgx.misere.classify;

import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.families.Families;
import cgx.lang.Evaluator;
import cgx.lang.Session;
import cgx.misere.classify.Classification.Budget;
import cgx.misere.classify.Classification.Status;
import cgx.misere.quotient.Quotients;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The one pipeline ({@link Classification}): a finite game, a proved algebraic one, one with no
 * family within a small budget, and the time limits and Ctrl-C; the worksheet's Classify prints as
 * the call that computes it again.
 */
class ClassificationTest {
    private static final int ORDER = Quotients.DEFAULT_MAX_ORDER;

    private static Classification of(String code, Budget b, List<String> lines) { return Classification.of(code, b, EngineConfig.defaults(), lines::add); }

    @Test void aFiniteGameIsSolvedAndVerified() {
        List<String> lines = new ArrayList<>();
        Classification c = of("0.75", new Budget(10, 0, ORDER, 12, 60, 60), lines);
        assertEquals(Status.SOLVED, c.status(), c.reason());
        assertEquals("solved", c.status().token());
        assertEquals("", c.reason());
        assertEquals(8, c.quotient().order());
        assertTrue(c.verified() > 0);
        assertNull(c.algebraic(), "no family is looked for in a finite quotient");
        assertNull(c.infinite());
        assertTrue(c.summary().startsWith("0.75: finite (solved): |Q| = 8, |P| = 2, period 2, preperiod 8, Verify(12) passed on "), c.summary());
        assertEquals("Classify 0.75: computing its misère quotient within 10 s", lines.get(0));
        assertEquals("Classify 0.75: solved: |Q| = 8, |P| = 2, Verify(12) passed on " + c.verified() + " sums", lines.get(lines.size() - 1));
    }

    @Test void aProvedAlgebraicGame() {
        List<String> lines = new ArrayList<>();
        // the bare call ends when the family is proved (seconds, usually): the generous budget is for a loaded machine
        Classification c = of("0.734", new Budget(2, 0, ORDER, 12, 300, 60), lines);
        assertEquals(Status.ALGEBRAIC_PROVED, c.status(), c.reason());
        assertTrue(c.algebraic().proved(), c.algebraic().proofText());
        assertEquals(39, c.maxHeap(), "the bare call proves it at its base, heap 39");
        assertEquals(c.algebraic().rows().get(38).order(), c.order());
        assertTrue(c.reason().startsWith("stopped at heap ") && c.reason().contains(": time limit reached; algebraic-periodic (checked to heap 39 and by exhaustive search on ")
                && c.reason().contains("; proved for every heap by the weight-form induction, base 39): Q ≅ <a, b, c_n | "), c.reason());
        assertFalse(c.reason().contains("\n"));
        assertNull(c.infinite(), "a family found: no infinite proof tried");
        assertTrue(lines.contains("Classify 0.734: looking for an algebraic-periodic family (the bare call AlgebraicQuotient(\"0.734\")) within 300 s"), lines.toString());
        // with MaxHeap below the base, evidence only
        Classification e = of("0.734", new Budget(0, 30, ORDER, 12, 300, 60), new ArrayList<>());
        assertEquals(Status.ALGEBRAIC_EVIDENCE, e.status(), e.reason());
        assertEquals("algebraic-periodic", e.status().token());
        assertEquals(30, e.maxHeap());
        assertTrue(e.reason().startsWith("max heap 30 reached without a certified period; algebraic-periodic (checked to heap 30 and "), e.reason());
    }

    @Test void noFamilyWithinASmallBudget() {
        long t0 = System.nanoTime();
        Classification c = of("0.54", new Budget(2, 0, ORDER, 12, 3, 2), new ArrayList<>());
        double took = (System.nanoTime() - t0) / 1e9;
        assertEquals(Status.PARTIAL, c.status(), c.reason());
        assertTrue(took < 2 + 3 + 2 + 8, "2 + 3 + 2 s of stages, took " + took);
        assertFalse(c.algebraic().found());
        assertTrue(c.reason().startsWith("stopped at heap ") && c.reason().contains(": time limit reached; no algebraic-periodic family: ")
                && c.reason().contains("the time budget (TimeLimit => 3 s) ended"), c.reason());
        assertTrue(c.reason().contains("; ProveInfinite(\"0.54\", MaxHeap => " + (c.quotient().maxGenerator() + 1) + "): "), c.reason());
        assertEquals(c.quotient().maxGenerator(), c.maxHeap());
        // stages not asked for are not tried
        Classification bare = of("0.54", new Budget(1, 0, ORDER, 12, 0, 0), new ArrayList<>());
        assertEquals(Status.PARTIAL, bare.status());
        assertNull(bare.algebraic());
        assertNull(bare.infinite());
        assertFalse(bare.reason().contains(";"), bare.reason());
    }

    @Test void theCallersTimeLimitEndsEveryStage() {
        long before = Interrupts.deadline();
        long t0 = System.nanoTime();
        try {
            Interrupts.setTimeLimit(3);
            Classification c = of("0.54", new Budget(10, 0, ORDER, 12, 60, 60), new ArrayList<>());
            double took = (System.nanoTime() - t0) / 1e9;
            assertTrue(took < 3 + 5, "the caller's 3 s, took " + took);
            assertEquals(Status.PARTIAL, c.status(), c.reason());
            assertNull(c.algebraic(), "no time left for the family");
            assertTrue(c.reason().endsWith("; " + Classification.LIMIT + " ended"), c.reason());
        } finally {
            Interrupts.setDeadline(before);
        }
        assertEquals(before, Interrupts.deadline(), "the caller's deadline is restored");
    }

    @Test void ctrlCStopsItInAnyStage() throws Exception {
        // in the quotient's stage (0.54 has no complete quotient), and in the family's (the quotient limited to 1 s)
        for (Budget b : List.of(new Budget(0, 0, ORDER, 12, 60, 60), new Budget(1, 0, ORDER, 12, 60, 60))) {
            Throwable[] thrown = new Throwable[1];
            Thread t = new Thread(() -> {
                try {
                    of("0.54", b, new ArrayList<>());
                } catch (Throwable e) {
                    thrown[0] = e;
                }
            });
            t.start();
            Thread.sleep(2500);
            t.interrupt();
            t.join(30_000);
            assertFalse(t.isAlive(), "Ctrl-C stops it");
            assertTrue(thrown[0] instanceof Interrupts.Stopped s && s.byInterrupt(), String.valueOf(thrown[0]));
        }
    }

    @Test void theWorksheetCallPrintsAsTheCallThatComputesItAgain() throws Exception {
        Session s = Families.session();
        String shown = s.show(s.eval("C := Classify(0.75)"));
        assertTrue(shown.startsWith("/* 0.75: finite (solved): |Q| = 8") && shown.endsWith("*/ Classify(\"0.75\")"), shown);
        assertEquals(s.eval("C"), s.eval(shown.substring(shown.lastIndexOf("*/ ") + 3)), "reads back as an equal value");
        assertEquals("\"solved\"", s.show(s.eval("C.Status")));
        assertEquals("\"finite (solved)\"", s.show(s.eval("C.Words")));
        assertEquals("8", s.show(s.eval("C.Quotient.Order")));
        assertEquals("nil", s.show(s.eval("C.Algebraic")));
        String other = s.show(s.eval("Classify(\"0.54\", Timeout => 1, Algebraic => 1/2, ProveInfinite => 0, MaxOrder => 300)"));
        assertTrue(other.endsWith("*/ Classify(\"0.54\", Timeout => 1, Algebraic => 1/2, ProveInfinite => 0, MaxOrder => 300)"), other);
        assertTrue(other.startsWith("/* 0.54: open (partial): Q_"), other);
        // Ctrl-C in the worksheet: the input stops, the session goes on
        Evaluator ev = new Evaluator(Families.session(), 0);
        List<String> out = new ArrayList<>();
        Thread t = new Thread(() -> ev.runPrinting("Classify(0.54, Timeout => 0)", out::add));
        t.start();
        Thread.sleep(1500);
        ev.interrupt();
        t.join(30_000);
        assertFalse(t.isAlive());
        ev.runPrinting("1 + 1", out::add);
        assertEquals("2", out.get(out.size() - 1), out.toString());
    }
}
