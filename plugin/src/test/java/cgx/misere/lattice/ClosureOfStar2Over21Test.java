package cgx.misere.lattice;

import cgx.misere.MisereGame;
import cgx.misere.lattice.check.LatticeProofChecker;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Q(cl{*2/21, *2/0}) is infinite (issue 51): the largest pruner of the day-5 census of forms.
 * Its P-positions with one *2/0 follow a diagonal, * + *2 + c·*2/ + *2/0 + e·*2/21 being P for odd
 * e = 2k + 1 iff c ≥ k; so its family is one-sided, W_a = *2 + *2/0 + a·*2/ and X_b = (2b + 1)·*2/21
 * with W_a + X_b P iff b ≤ a (docs/lattice-proofs.md, "Infinite quotients").
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClosureOfStar2Over21Test {
    LatticeGame game;
    LatticeProof proof;

    @BeforeAll void prove() {
        game = LatticeGame.ofForms(List.of(MisereGame.parse("*2/21"), MisereGame.parse("*2/0")));
        proof = LatticeProof.prove(game, null, LatticeProof.DEFAULT_MARGIN, s -> {});  // the bare call's adaptive boxes
    }

    @Test void theBareCallProvesItInfiniteAndMakesTheRecordedCertificate() throws java.io.IOException {
        assertEquals(List.of("*", "*2", "*2/", "*2/0", "*2/21"), List.of(game.name(0), game.name(1), game.name(2), game.name(3), game.name(4)));
        assertEquals("true", proof.proved(), proof.summary());
        assertTrue(proof.summary().contains("W_a + X_b N for a < b"), proof.summary());
        assertFalse(proof.family().twoSided());
        String recorded = Files.readString(cgx.TestFiles.testGames().resolve("misere-quotients/proofs/cl-2-21-2-0.proof"));
        assertEquals(recorded, proof.certificate());
    }

    @Test void theFamilyIsAThresholdAndBruteForceAgrees() {
        Map<Long, Boolean> memo = new HashMap<>();
        InfiniteFamily f = proof.family();
        for (int a = 0; a < 7; a++)
            for (int b = 0; b < 7; b++) {
                int[] pos = plus(f.witness(a), f.distinguisher(b));
                assertEquals(b <= a, proof.isP(pos), "W_" + a + " + X_" + b);
                assertEquals(b <= a, GameTreeOutcomes.isP(game, pos.clone(), memo), "W_" + a + " + X_" + b + " by brute force");
            }
        // Distinguisher(i, j) of a one-sided family: one of W_i + X, W_j + X is P, the other N
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++) {
                if (i == j) continue;
                int[] x = f.distinguisher(i, j);
                assertNotEquals(proof.isP(plus(f.witness(i), x)), proof.isP(plus(f.witness(j), x)), "Distinguisher(" + i + ", " + j + ")");
            }
        // the rule against game trees inside the box and past it, where the diagonal shifts decide
        int[] v = new int[5];
        for (v[0] = 0; v[0] < 2; v[0]++)
            for (v[1] = 0; v[1] < 4; v[1]++)
                for (v[2] = 0; v[2] < 8; v[2]++)
                    for (v[3] = 0; v[3] < 4; v[3]++)
                        for (v[4] = 0; v[4] < 16; v[4]++)
                            assertEquals(GameTreeOutcomes.isP(game, v.clone(), memo), proof.isP(v), java.util.Arrays.toString(v));
    }

    @Test void theCheckerTakesOneRayAndRefusesTheWrongSideOrNone() {
        String cert = proof.certificate();
        LatticeProofChecker.Verdict ok = LatticeProofChecker.check(cert);
        assertTrue(ok.valid() && ok.infinite(), String.valueOf(ok.failure()));
        String ray = cert.lines().filter(l -> l.startsWith("ray-distinguisher")).findFirst().orElseThrow();
        // a closing path claimed for the other side, (F2) along σ = *2/ (shift 5): W_b + X_a with b > a is P, so it fails there
        assertTrue(cert.contains("\nshift 5 : 0 0 1 0 0\n"));
        LatticeProofChecker.Verdict wrongSide = LatticeProofChecker.check(cert.replace(ray, "ray-witness 1 : -5"));
        assertTrue(wrongSide.valid());
        assertFalse(wrongSide.infinite(), "a ray on the side that does not hold accepted");
        assertTrue(wrongSide.failure().contains("(F2)"), wrongSide.failure());
        LatticeProofChecker.Verdict none = LatticeProofChecker.check(cert.replace(ray + "\n", ""));
        assertFalse(none.valid());
        assertTrue(none.failure().contains("no 'ray-witness' or 'ray-distinguisher' line"), none.failure());
        // a distinguisher off the diagonal: X_a = 2a·*2/21 + *2/21 moved to 3·*2/21
        String moved = cert.replace("family-distinguisher 0 0 0 0 1", "family-distinguisher 0 0 0 0 3");
        assertFalse(LatticeProofChecker.check(moved).infinite(), "a family moved off the diagonal accepted");
    }

    private static int[] plus(int[] a, int[] b) {
        int[] o = a.clone();
        for (int c = 0; c < o.length; c++) o[c] += b[c];
        return o;
    }
}
