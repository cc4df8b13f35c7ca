package cgx.scoringnim;

import cgx.core.CgxException;
import cgx.core.Rational;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The paper's propositions on small positions (the scripts in scripts/scoring-nim run them
 * further). Each check also has an independent spot check here against the brute force.
 */
class ScoringNimPropositionsTest {

    @Test
    void proposition31() {
        PropositionCheck c = ScoringNimChecks.proposition31(12);
        assertTrue(c.holds(), c.toString());
        assertEquals(272, c.checked()); // positions with at most 12 stones, the empty one included
    }

    @Test
    void proposition42TwoPiles() {
        PropositionCheck c = ScoringNimChecks.proposition42(10);
        assertTrue(c.holds(), c.toString());
        assertEquals(55, c.checked());
        // the recovered formulas against the brute force directly
        for (int k = -24; k <= 24; k++) {
            Rational b = Rational.of(k, 3);
            BruteForcePayoff bf = new BruteForcePayoff(b);
            for (int a = 1; a <= 5; a++) {
                assertEquals(bf.f(a, a), ScoringNimChecks.equalPilesFormula(a, b));
                for (int c2 = a + 1; c2 <= 7; c2++) assertEquals(bf.f(a, c2), ScoringNimChecks.twoPileFormula(a, c2, b), a + "," + c2 + " at " + b);
            }
        }
    }

    @Test
    void propositions51to53() {
        for (PropositionCheck c : new PropositionCheck[] {ScoringNimChecks.proposition51(12), ScoringNimChecks.proposition52(16),
                ScoringNimChecks.proposition53(12)}) {
            assertTrue(c.holds(), c.toString());
            assertTrue(c.checked() > 20, c.toString());
        }
    }

    @Test
    void proposition55Tails() {
        PropositionCheck c = ScoringNimChecks.proposition55(12);
        assertTrue(c.holds(), c.toString());
        // the paper's worked example: (1, 4, 5) is a P-position of both Nims; for b >= 2 f = 4 - b
        assertEquals(4, ScoringNimChecks.constrainedDifference(new int[] {1, 4, 5}, false));
        assertEquals(4, ScoringNimChecks.constrainedDifference(new int[] {1, 4, 5}, true));
        BruteForcePayoff bf = new BruteForcePayoff(Rational.of(100));
        assertEquals(Rational.of(-96), bf.f(1, 4, 5));
    }

    @Test
    void proposition61EqualPiles() {
        PropositionCheck c = ScoringNimChecks.proposition61(9);
        assertTrue(c.holds(), c.toString());
        assertEquals(81, c.checked());
        for (int k = -16; k <= 16; k++) {
            Rational b = Rational.of(k, 4);
            BruteForcePayoff bf = new BruteForcePayoff(b);
            assertEquals(Rational.of(3).add(b.add(Rational.ONE).abs()), bf.f(2, 2, 4), "(2, 2, 4) at " + b);
            assertEquals(b.add(Rational.ONE).abs(), bf.f(1, 5, 5), "(1, 5, 5) at " + b);
        }
    }

    /** Section 6: f((1, 2m, 2m+1); .) has 4m - 3 breakpoints, for m up to 10. */
    @Test
    void section6BreakpointGrowth() {
        for (int m = 1; m <= 10; m++) {
            assertEquals(4 * m - 3, new ScoringNim(1, 2 * m, 2 * m + 1).payoffFunction().breakpointCount(), "m = " + m);
        }
        long rows = ScoringNimChecks.breakpointTable(6).size();
        assertEquals(21, rows);
    }

    @Test
    void checksRejectHugeSizes() {
        assertThrows(CgxException.class, () -> ScoringNimChecks.proposition31(1000));
        assertThrows(CgxException.class, () -> ScoringNimChecks.proposition42(-1));
    }

    /** A failing check's printed form reads back, though its counterexample holds a "]: " of its own. */
    @Test
    void aFailingCheckReadsBack() {
        PropositionCheck c = new PropositionCheck("Proposition 9.9", "f(x; b) = b", "positions");
        c.pass();
        c.fail("[2, 3]: f = 1, not 2");
        PropositionCheck back = PropositionCheck.recorded(c.summary());
        assertEquals(c, back);
        assertEquals(List.of(1L, 2L), List.of(back.failureCount(), back.checked()));
        assertEquals(List.of("[2, 3]: f = 1, not 2"), back.counterexamples());
    }
}
