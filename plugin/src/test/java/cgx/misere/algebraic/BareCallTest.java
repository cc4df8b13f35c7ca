package cgx.misere.algebraic;

import cgx.TestFiles;
import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.families.Families;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Evaluator;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The bare call {@code AlgebraicQuotient(code)} (issue 50, part 3): without MaxHeap it raises N
 * until a family reads and its proof holds ({@link AlgebraicSearch}), shows progress, respects its
 * time budget, the evaluation's time limit and Ctrl-C, and always says what it reached and why.
 * Every recorded proof (test-games/misere-quotients/algebraic-proofs.tsv) reproduces with it: all
 * 132 codes (each row's code and the census codes that are the same game), a few minutes on 2
 * cores (scripts/misere-quotients/bare-call-proofs.py does the same from the worksheet and runs the
 * independent checker on the other codes' certificates).
 */
class BareCallTest {
    /** A recorded proof's row, and one of its codes. */
    record Code(String code, AlgebraicProofsTest.Row row) {
        @Override public String toString() { return code; }
    }

    static List<Code> codes() throws Exception {
        List<Code> out = new ArrayList<>();
        for (AlgebraicProofsTest.Row r : AlgebraicProofsTest.rows()) for (String g : r.games()) out.add(new Code(g, r));
        assertEquals(132, out.size(), "the 132 codes of the 103 games proved: the three-digit census's 108 algebraic-periodic codes, and 24 more (0.724 and 8 games found with the wider shape)");
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codes")
    void aRecordedProofReproducesWithTheBareCall(Code c) throws Exception {
        AlgebraicProofsTest.Row r = c.row();
        List<String> lines = new ArrayList<>();
        Session s = new Session(Families.runtime(), lines::add);
        AlgebraicQuotient q = (AlgebraicQuotient) s.eval("AlgebraicQuotient(\"" + c.code() + "\")");
        assertTrue(q.proved(), q.proofText() + "\n" + q.search());
        assertEquals(r.base(), q.proof().base());
        assertEquals(r.states(), q.proof().states());
        assertEquals(r.presentation(), q.family().presentation());
        // the certificate is the row's, but for the game's name and digits (the same game, another code)
        String recorded = Files.readString(TestFiles.testGames().resolve("misere-quotients/proofs/" + r.code() + "-algebraic.txt"));
        assertEquals(withoutGame(recorded), withoutGame(q.proof().certificate()));
        if (c.code().equals(r.code())) assertEquals(recorded, q.proof().certificate());
        assertTrue(q.checkedTo() >= r.base());
        assertNull(q.stop());
        List<String> search = q.search();
        assertEquals("Q_" + q.checkedTo() + ": a family, proved for every heap (base " + r.base() + ")", search.get(search.size() - 1), search.toString());
        assertTrue(search.get(0).startsWith("Q_" + AlgebraicSearch.FIRST + ": "), search.toString());
        // progress: the start, each N tried, the end, and the engine's own lines
        String who = "AlgebraicQuotient " + c.code() + ": ";
        assertEquals(who + "raising N from 30 until a family reads and its proof holds, within the time budget (TimeLimit => 50 s)", lines.get(0));
        for (int i = 0; i + 1 < search.size(); i++) {
            String next = search.get(i + 1).substring(0, search.get(i + 1).indexOf(':'));
            assertTrue(lines.contains(who + search.get(i) + "; trying " + next), lines.toString());
        }
        assertEquals(who + search.get(search.size() - 1), lines.get(lines.size() - 1));
        assertTrue(lines.contains("computing Q_30 of " + c.code()), lines.toString());
    }

    private static String withoutGame(String certificate) { return certificate.replaceAll("(?m)^(game|digits): .*$", ""); }

    @Test void zeroPoint157NeedsMoreHeapsThanTheFirstAndGrowsItsQuotient() {
        List<String> lines = new ArrayList<>();
        AlgebraicQuotient q = AlgebraicSearch.run(TakeAndBreakCode.parse("0.157"), "0.157", "\"0.157\"", 60, EngineConfig.defaults(), lines::add);
        assertTrue(q.proved(), q.proofText());
        assertTrue(q.search().get(0).startsWith("Q_30: no family: "), q.search().toString());
        assertEquals(85, q.checkedTo(), q.search().toString());
        assertEquals("AlgebraicQuotient(\"0.157\", MaxHeap => 85)", q.call(), "printed as the call that computes it again");
        // each Q_N grown from the one before, never recomputed
        List<String> computing = lines.stream().filter(l -> l.startsWith("computing Q_")).toList();
        assertEquals("computing Q_30 of 0.157", computing.get(0));
        for (String l : computing.subList(1, computing.size())) assertTrue(l.matches("computing Q_\\d+ of 0\\.157 \\(from Q_\\d+\\)"), computing.toString());
        // the rows are |Q_n| of every n to 85, as MaxHeap => 85 gives them
        assertEquals(AlgebraicPeriodicTest.find("0.157", 85).rows(), q.rows());
    }

    @Test void aGameWithNoFamilyGivesUpWithinItsBudgetAndSaysWhy() {
        long t0 = System.nanoTime();
        Session s = Families.session();
        AlgebraicQuotient q = (AlgebraicQuotient) s.eval("A := AlgebraicQuotient(0.54, TimeLimit => 4)");
        double took = (System.nanoTime() - t0) / 1e9;
        assertTrue(took < 4 + 6, "a 4 s budget, given up after " + took + " s");
        assertFalse(q.found());
        String why = q.reason();
        assertTrue(why.contains("the time budget (TimeLimit => 4 s) ended while "), why);
        assertTrue(why.startsWith("no family of the shape of Figures 8 and 9 in Q_") || why.startsWith("Q_30 was not reached"), why);
        if (q.search().size() > 0) assertTrue(q.search().get(0).startsWith("Q_30: no family: "), q.search().toString());
        assertEquals("stopped: " + q.stop(), s.eval("A.Search[A.Search.Size]"), "the search's last line says why it stopped");
        assertTrue(s.show(s.eval("A")).startsWith("/* no algebraic-periodic family found for 0.54: "), s.show(s.eval("A")));
    }

    /** 1/20 s: the other tests of this JVM leave 0.157's quotients cached, and on a quiet machine it was proved within 1/2 s. */
    @Test void aSmallTimeLimitStopsItWithAClearAnswer() {
        Session s = Families.session();
        AlgebraicQuotient q = (AlgebraicQuotient) s.eval("AlgebraicQuotient(0.157, TimeLimit => 1/20)");
        assertFalse(q.proved());
        assertTrue(q.stop().startsWith("the time budget (TimeLimit => 0.05 s) ended "), q.stop());
        String said = q.found() ? q.proofText() : q.reason();
        assertTrue(said.contains(q.stop()), said);
        // the evaluation's own limit (TimeLimit(s, …), --timeout) stops it too, and is named
        q = (AlgebraicQuotient) s.eval("TimeLimit(1/20, AlgebraicQuotient(0.157))");
        assertFalse(q.proved());
        assertTrue(q.stop().startsWith("the evaluation's time limit (TimeLimit(s, …) or --timeout) ended "), q.stop());
        // and the session goes on
        assertEquals("2", s.show(s.eval("1 + 1")));
    }

    @Test void ctrlCStopsItAndTheSessionGoesOn() throws Exception {
        // as the worksheet runs an input: on the Evaluator's thread, which Ctrl-C interrupts
        Evaluator ev = new Evaluator(Families.session(), 0);
        List<String> out = new ArrayList<>();
        Thread t = new Thread(() -> ev.runPrinting("A := AlgebraicQuotient(0.54)", out::add));
        t.start();
        Thread.sleep(1500);
        ev.interrupt();
        t.join(30_000);
        assertFalse(t.isAlive(), "Ctrl-C stops the search");
        assertEquals(1, out.size(), out.toString());
        assertTrue(out.get(0).startsWith("/* no algebraic-periodic family found for 0.54: "), out.get(0));
        assertTrue(out.get(0).contains("; Ctrl-C stopped it while "), out.get(0));
        // the session goes on, and keeps the answer
        ev.runPrinting("A.Search[A.Search.Size]", out::add);
        assertTrue(out.get(1).startsWith("\"stopped: Ctrl-C stopped it while "), out.toString());
        ev.runPrinting("1 + 1", out::add);
        assertEquals("2", out.get(2));
    }

    @Test void whatCannotImproveEndsTheSearchAtOnce() {
        Session s = Families.session();
        // a finite quotient: nothing to raise
        AlgebraicQuotient finite = (AlgebraicQuotient) s.eval("AlgebraicQuotient(0.75)");
        assertTrue(finite.isFinite(), finite.reason());
        assertEquals(1, finite.search().size());
        // pure powers of b in Φ (0.175): raised to the base the step asks for, then proved
        AlgebraicQuotient pure = (AlgebraicQuotient) s.eval("AlgebraicQuotient(0.175)");
        assertTrue(pure.found() && pure.proved(), pure.proofText());
        assertNull(pure.stop());
        List<String> search = pure.search();
        assertEquals("Q_56: a family, proved for every heap (base 56)", search.get(search.size() - 1), search.toString());
        assertTrue(pure.proofText().contains("Φ has pure powers of b"), pure.proofText());
    }

    @Test void anExplicitMaxHeapKeepsItsMeaning() {
        Session s = Families.session();
        AlgebraicQuotient q = (AlgebraicQuotient) s.eval("AlgebraicQuotient(0.157, MaxHeap => 60)");
        assertTrue(q.found() && !q.proved());
        assertEquals(60, q.checkedTo());
        assertTrue(q.search().isEmpty());
        assertEquals("[]", s.show(s.eval("AlgebraicQuotient(4.7, MaxHeap => 29).Search")));
        assertEquals("[]", s.show(s.eval("AlgebraicQuotient(0.54, MaxHeap => 20).Search")));
    }

    @Test void badTimeLimitsAreRefused() {
        Session s = Families.session();
        for (String bad : new String[] {"0", "-1", "\"a\""}) {
            CgxException e = assertThrows(CgxException.class, () -> s.eval("AlgebraicQuotient(0.26, TimeLimit => " + bad + ")"));
            assertTrue(e.getMessage().contains("TimeLimit"), e.getMessage());
        }
    }
}
