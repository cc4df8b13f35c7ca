package cgx.misere.lattice;

import cgx.heap.HeapGame;
import cgx.misere.MisereGame;
import cgx.misere.lattice.check.LatticeProofChecker;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Q(*(2/0)0) is infinite (Plambeck–Siegel §A.7), proved by the lattice engine and re-verified by
 * the independent checker; the proved outcome function against a brute force on game trees,
 * the paper's recurrence (†), Corollary A.3's diagonal and the k ≥ 3 rule; broken certificates
 * refused.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LatticeProofTest {
    static final MisereGame E = MisereGame.parse("*(2/0)0");
    LatticeGame game;
    LatticeProof proof;

    @BeforeAll void prove() {
        game = LatticeGame.ofForms(List.of(E));
        proof = LatticeProof.prove(game, new int[] {2, 4, 4, 9, 19}, LatticeProof.DEFAULT_MARGIN, s -> {});
    }

    @Test void theGeneratorsAreThoseOfTheSectionA7() {
        assertEquals(5, game.rank());
        assertEquals(List.of("*", "*2", "*2/", "*2/0", "*(2/0)0"), List.of(game.name(0), game.name(1), game.name(2), game.name(3), game.name(4)));
        assertTrue(game.isStar(0));
        assertFalse(game.isStar(1));
    }

    @Test void theQuotientIsProvedInfiniteAndTheCheckerAgrees() {
        assertTrue(proof.outcomesProved(), proof.summary());
        assertEquals("true", proof.proved(), proof.summary());
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(proof.certificate());
        assertTrue(v.valid() && v.infinite(), String.valueOf(v.failure()));
        InfiniteFamily f = proof.family();
        for (int a = 0; a < 12; a++)
            for (int b = 0; b < 12; b++) {
                int[] pos = sum(f.witness(b), f.distinguisher(a));
                assertEquals(a == b, proof.isP(pos), "W_" + b + " + X_" + a);
            }
    }

    /**
     * o* against the misère outcome computed on game trees (positions as multisets of forms, keyed by
     * their counts), sharing nothing with the lattice: inside the box and past it (l up to 13 and m
     * up to 23, where the shifts and guards decide), and the family W_b + X_a for a, b ≤ 4.
     */
    @Test void theProvedOutcomesAgreeWithBruteForceOnGameTrees() {
        Map<Long, Boolean> memo = new HashMap<>();
        int[] v = new int[5];
        int checked = 0;
        for (v[0] = 0; v[0] < 2; v[0]++)
            for (v[1] = 0; v[1] < 2; v[1]++)
                for (v[2] = 0; v[2] < 3; v[2]++)
                    for (v[3] = 0; v[3] < 14; v[3]++)
                        for (v[4] = 0; v[4] < 24; v[4]++) {
                            assertEquals(brute(v.clone(), memo), proof.isP(v), Arrays.toString(v));
                            checked++;
                        }
        assertEquals(2 * 2 * 3 * 14 * 24, checked);
        InfiniteFamily f = proof.family();
        for (int a = 0; a <= 4; a++)
            for (int b = 0; b <= 4; b++)
                assertEquals(a == b, brute(sum(f.witness(b), f.distinguisher(a)), memo), "W_" + b + " + X_a" + a + " by brute force");
    }

    private boolean brute(int[] v, Map<Long, Boolean> memo) { return GameTreeOutcomes.isP(game, v, memo); }

    /** Corollary A.3's own family, W_a = (2a + 3)·D, X_a = (2a + 10)·E, certified: the checker accepts it in place of the one found. */
    @Test void thePapersFamilyIsCertifiedToo() {
        LatticeRule rule = proof.rule();
        int k = -1;
        for (int i = 0; i < rule.shiftCount(); i++) if (Arrays.equals(rule.shift(i), new int[] {0, 0, 0, 2, 2})) k = i;
        assertTrue(k >= 0, "the rule has the shift 2D + 2E");
        InfiniteFamily paper = InfiniteFamily.verified(rule, k, new int[] {0, 0, 0, 2, 0}, new int[] {0, 0, 0, 3, 10});
        assertNotNull(paper, "the diagonal m = l + 7 passes (F1)-(F3) with ray paths");
        assertArrayEquals(new int[] {0, 0, 0, 3, 0}, paper.w());
        assertArrayEquals(new int[] {0, 0, 0, 0, 10}, paper.x());
        String cert = proof.certificate();
        String withPaper = cert.substring(0, cert.indexOf("family-witness")) + paper.text() + "end\n";
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(withPaper);
        assertTrue(v.valid() && v.infinite(), String.valueOf(v.failure()));
    }

    /** The recurrence (†): for l ≥ 4 or m ≥ 12, o(G + 2D + 2E) = o(G); o(G + 2D) = o(G) if m < 3; o(G + 2E) = o(G) if l < 3. */
    @Test void thePapersRecurrenceHolds() {
        int[] v = new int[5];
        for (v[0] = 0; v[0] < 2; v[0]++)
            for (v[1] = 0; v[1] < 4; v[1]++)
                for (v[2] = 0; v[2] < 3; v[2]++)
                    for (v[3] = 0; v[3] < 30; v[3]++)
                        for (v[4] = 0; v[4] < 40; v[4]++) {
                            if (v[3] < 4 && v[4] < 12) continue;
                            boolean o = proof.isP(v);
                            assertEquals(o, proof.isP(plus(v, 0, 0, 0, 2, 2)), "2D + 2E at " + Arrays.toString(v));
                            if (v[4] < 3) assertEquals(o, proof.isP(plus(v, 0, 0, 0, 2, 0)), "2D at " + Arrays.toString(v));
                            if (v[3] < 3) assertEquals(o, proof.isP(plus(v, 0, 0, 0, 0, 2)), "2E at " + Arrays.toString(v));
                        }
    }

    /** Corollary A.3: for odd l ≥ 3, lD + mE is P iff m = l + 7; the anomaly (1,1,2,0,3) is P; for k ≥ 3, P iff i + l and j + m are even. */
    @Test void thePapersDiagonalAnomalyAndNormalPart() {
        for (int l = 3; l < 60; l += 2)
            for (int m = 0; m < 80; m++)
                assertEquals(m == l + 7, proof.isP(new int[] {0, 0, 0, l, m}), "l = " + l + ", m = " + m);
        assertTrue(proof.isP(new int[] {1, 1, 2, 0, 3}));
        int[] v = new int[5];
        for (v[0] = 0; v[0] < 2; v[0]++)
            for (v[1] = 0; v[1] < 6; v[1]++)
                for (v[2] = 3; v[2] < 7; v[2]++)
                    for (v[3] = 0; v[3] < 20; v[3]++)
                        for (v[4] = 0; v[4] < 20; v[4]++)
                            assertEquals((v[0] + v[3]) % 2 == 0 && (v[1] + v[4]) % 2 == 0, proof.isP(v), Arrays.toString(v));
    }

    @Test void theCheckerRefusesAFlippedOutcome() {
        String cert = proof.certificate();
        String table = line(cert, "table ");
        for (int pos : new int[] {1, 17, 200, 1234, table.length() - 7}) {
            char[] t = table.toCharArray();
            t[pos] = t[pos] == 'P' ? 'N' : 'P';
            LatticeProofChecker.Verdict v = LatticeProofChecker.check(cert.replace(table, new String(t)));
            assertFalse(v.valid(), "flipped table letter " + pos + " accepted");
        }
    }

    @Test void theCheckerAndTheVerifierRefuseABrokenRule() {
        // widen the guard of the shift 2E to every cell: o*(G + 2E) = o*(G) is false on the diagonal
        LatticeRule rule = proof.rule();
        int e2 = -1;
        for (int i = 0; i < rule.shiftCount(); i++) if (Arrays.equals(rule.shift(i), new int[] {0, 0, 0, 0, 2})) e2 = i;
        assertTrue(e2 >= 0);
        String cert = proof.certificate();
        String guard = line(cert, "guard " + e2 + " : ");
        String all = "guard " + e2 + " : " + "1".repeat(guard.length() - ("guard " + e2 + " : ").length());
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(cert.replace(guard, all));
        assertFalse(v.valid(), "a guard of every cell accepted");
        java.util.List<java.util.BitSet> guards = new ArrayList<>();
        java.util.List<int[]> shifts = new ArrayList<>();
        for (int i = 0; i < rule.shiftCount(); i++) {
            shifts.add(rule.shift(i));
            java.util.BitSet g = rule.guardCells(i);
            if (i == e2) g.set(0, rule.cellCount());
            guards.add(g);
        }
        assertFalse(RuleVerifier.verify(game, new LatticeRule(rule.box(), rule.table(), shifts, guards)).proved());
    }

    @Test void theCheckerRefusesABrokenFamily() {
        String cert = proof.certificate();
        String d = line(cert, "family-distinguisher ");
        int[] x = Arrays.stream(d.substring("family-distinguisher ".length()).trim().split(" ")).mapToInt(Integer::parseInt).toArray();
        x[4] += 2;
        StringBuilder sb = new StringBuilder("family-distinguisher");
        for (int c : x) sb.append(' ').append(c);
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(cert.replace(d, sb.toString()));
        assertTrue(v.valid(), "the rule itself is still sound");
        assertFalse(v.infinite(), "a family moved off the diagonal accepted");
    }

    /** Heap 5 of 0.31011 is *(2/0)0: Q_5(0.31011) is infinite, with heaps 1..5 as the generators A..E. */
    @Test void theFifthPartialQuotientOf031011IsInfinite() {
        LatticeGame heaps = LatticeGame.ofHeaps(HeapGame.of("0.31011"), 5);
        assertEquals("game heaps 0.31011 5", heaps.gameLine());
        for (int g = 0; g < 5; g++) assertArrayEquals(sortRows(game.options(g)), sortRows(heaps.options(g)), "generator " + g);
        LatticeProof p = LatticeProof.prove(heaps, new int[] {2, 4, 4, 9, 19}, LatticeProof.DEFAULT_MARGIN, s -> {});
        assertEquals("true", p.proved(), p.summary());
    }

    /**
     * Every certificate of infinite.tsv is re-verified by the independent checker; the search makes
     * the stored one again. A certificate of 7 or more generators (millions of representatives) is
     * re-read by sample here, every 16th representative, and in full with -Dcgx.fullCheck=true or
     * by scripts/misere-quotients/recheck-lattice-proofs.sh.
     */
    @Test void theRecordedProofsAreReverified() throws java.io.IOException {
        java.nio.file.Path dir = cgx.TestFiles.testGames().resolve("misere-quotients");
        boolean full = Boolean.getBoolean("cgx.fullCheck");
        int rows = 0, sampled = 0;
        for (String l : java.nio.file.Files.readAllLines(dir.resolve("infinite.tsv"))) {
            if (l.startsWith("#") || l.startsWith("game\t") || l.isBlank()) continue;
            String[] f = l.split("\t");
            if (!f[2].equals("infinite (proved)")) continue;
            String cert = LatticeProofChecker.read(dir.resolve(f[6]));
            int generators = Integer.parseInt(line(cert, "generators ").substring("generators ".length()).trim());
            int stride = full || generators < 7 ? 1 : 16;
            LatticeProofChecker.Verdict v = LatticeProofChecker.check(cert, stride);
            assertTrue(v.valid() && v.infinite(), f[0] + ": " + v.failure());
            assertTrue(v.summary().startsWith(stride == 1 ? "Proved that" : "Sampled every 16th representative (not a proof)"), v.summary());
            if (stride > 1) sampled++;
            assertTrue(cert.contains(f[1].startsWith("heaps") ? "game heaps " + f[0] + " " : "game forms " + f[0]), f[0]);
            rows++;
        }
        assertTrue(rows >= 2);
        assertTrue(full || sampled >= 1, "the certificates of 7 generators are sampled in routine runs");
        assertEquals(java.nio.file.Files.readString(dir.resolve("proofs/cl-2-0-0.proof")), proof.certificate());
    }

    private static int[][] sortRows(int[][] rows) {
        int[][] c = rows.clone();
        Arrays.sort(c, Arrays::compare);
        return c;
    }

    private static String line(String text, String start) {
        for (String l : text.split("\n")) if (l.startsWith(start)) return l;
        throw new AssertionError("no line " + start);
    }

    private static int[] plus(int[] v, int... d) {
        int[] o = v.clone();
        for (int c = 0; c < o.length; c++) o[c] += d[c];
        return o;
    }

    private static int[] sum(int[] a, int[] b) { return plus(a, b); }
}
