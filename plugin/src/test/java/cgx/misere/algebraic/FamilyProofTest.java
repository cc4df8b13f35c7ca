package cgx.misere.algebraic;

import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/**
 * {@link FamilyProof} says why a wrong family is not proved: a failing step names its first
 * failing abstract state, and a family whose large heaps the step cannot read alike names the
 * heaps and what differs between them. The families are the recorded certificates' with one field
 * changed (read as {@link InductionStepSoundnessTest#family} reads them: no quotient is computed).
 */
class FamilyProofTest {
    /** The step for the family of this certificate of {@code code}. */
    private static FamilyProof proof(String code, String cert) {
        return FamilyProof.of(InductionStepSoundnessTest.family(cert), TakeAndBreakCode.parse(code), code);
    }

    /** The step for {@code code}'s recorded family, with {@code from} replaced by {@code to} in its certificate. */
    private static FamilyProof proof(String code, String from, String to) {
        String cert = InductionStepSoundnessTest.certificateText(code);
        assertTrue(cert.contains(from), cert);
        return proof(code, cert.replace(from, to));
    }

    @Test void theRecordedFamiliesHoldTheStep() {
        for (String code : new String[] {"0.26", "0.734"}) assertTrue(proof(code, InductionStepSoundnessTest.certificateText(code)).stepHolds(), code);
    }

    /** 0.734's family with a parity class of P flipped (as in WeightFormProofTest.wrongPurePowerFamiliesFailTheStep). */
    @Test void aFailingStepNamesItsFirstFailingState() {
        FamilyProof p = proof("0.734", "P: 0 0 0 0 0 1 1 0", "P: 1 0 0 0 0 1 1 0");
        assertNull(p.obstacle());
        assertFalse(p.stepHolds());
        String first = "top heap of class 0 (a pure power of b), e = 0, W ≡ 0 (mod 2), δ = < −16, top index of the others none: "
                + "a P-position with a P-option of its top heap (a split)";
        assertEquals(first, p.firstFailures().get(0));
        assertEquals("no proof: the induction step fails in 266 of 2520 abstract states, e.g. " + first, p.text());
    }

    /** 0.26's family with β's slope 3 instead of 2: the least δ of a near tie no longer repeats from one top heap to the next. */
    @Test void aFamilyTheStepCannotReadSaysWhere() {
        FamilyProof p = proof("0.26", "beta: 2 3", "beta: 3 3");
        assertFalse(p.stepHolds());
        assertEquals("the step does not apply at large heaps (the family is not affine there): "
                + "H_413 and H_417 (class 0) differ: the least δ with class 0 at gap 0", p.obstacle());
        assertEquals("no proof: " + p.obstacle(), p.text());
    }
}
