package cgx.misere.lattice;

import cgx.misere.MisereGame;

import cgx.core.CgxException;
import cgx.families.Families;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import static org.junit.jupiter.api.Assertions.*;

/** ProveInfinite, OutcomesOfMultiples, CheckLatticeProof and Q.IsInfinite as a user types them. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LatticeWorksheetTest {
    private final Session s = Families.session();

    private String show(String src) { return s.show(s.eval(src)); }

    @Test void aProofPrintsSaysWhatWasProvedAndReadsBack() {
        String p = show("P := ProveInfinite(*(2/0)0, Box => [2, 4, 4, 9, 19])");
        assertTrue(p.startsWith("/* Q(cl(*(2/0)0)) is infinite (proved)"), p);
        assertTrue(p.endsWith("ProveInfinite(*(2/0)0, Box => [2, 4, 4, 9, 19])"), p);
        assertEquals("true", show(p + " == P"));
        assertEquals("true", show("P.Proved"));
        assertEquals("true", show("P.OutcomesProved"));
        assertEquals("[2, 4, 4, 9, 19]", show("P.Box"));
        assertEquals("[*, *2, *2/, *2/0, *(2/0)0]", show("P.Generators"));
        // the family: W_a + X_a is P, W_b + X_a is N
        assertEquals("P", show("W := P.WitnessVector(3); X := P.DistinguisherVector(3, 5); P.Outcome([W[1] + X[1], W[2] + X[2], W[3] + X[3], W[4] + X[4], W[5] + X[5]])"));
        assertEquals("N", show("W := P.WitnessVector(5); X := P.DistinguisherVector(3, 5); P.Outcome([W[1] + X[1], W[2] + X[2], W[3] + X[3], W[4] + X[4], W[5] + X[5]])"));
        assertEquals("[*, *2/0, *2/0]", show("P.Witness(1)"));
        // Corollary A.3: 3D + 10E is P, 3D + 9E is N
        assertEquals("P", show("P.Outcome([0, 0, 0, 3, 10])"));
        assertEquals("N", show("P.Outcome([0, 0, 0, 3, 9])"));
        assertTrue(show("P.Certificate").startsWith("\"cgx-lattice-proof 1"));
        assertTrue(show("CheckLatticeProof(P.Certificate)").startsWith("\"Proved that o* is the misère outcome"));
        assertTrue(show("P.Grids.Width") .matches("\\d+"));
        assertTrue(show("P.Rule").contains("2·*2/0 + 2·*(2/0)0 on"));
    }

    @Test void outcomesOfMultiplesAgreeWithTheGamesThemselves() {
        // the proof on the paper's box (as aProofPrintsSaysWhatWasProvedAndReadsBack makes it): OutcomesOfMultiples uses it
        // rather than searching a box of its own (aStoppedPartialQuotientAsksTheNextHeap runs that search)
        assertEquals("true", show("ProveInfinite(*(2/0)0, Box => [2, 4, 4, 9, 19]).Proved"));
        // n·*(2/0)0 for n ≤ 6 by the canonical forms of the sums
        String list = show("OutcomesOfMultiples(*(2/0)0, 2000)");
        String[] o = list.substring(1, list.length() - 1).split(", ");
        assertEquals(2001, o.length);
        String sum = "*0";
        for (int n = 0; n <= 6; n++) {
            assertEquals(show("(" + sum + ").MisereOutcome"), o[n], "n = " + n);
            sum = sum + " + *(2/0)0";
        }
        // eventually period 2 (P at even n ≥ 12): the proved rule reduces 2·E
        for (int n = 12; n <= 2000; n++) assertEquals(n % 2 == 0 ? "P" : "N", o[n], "n = " + n);
        assertEquals("[N, P, N, P, N, P]", show("OutcomesOfMultiples(*, 5)"));
        assertEquals("[N, N, N]", show("OutcomesOfMultiples(0, 2)"));
        assertEquals(String.valueOf(50 * 9 + 60), show("MultiplesPlot(*(2/0)0, 120).Width"));
        assertTrue(show("MultiplesPlot(*(2/0)0, 120).Svg").contains("<title>12: P</title>"));
    }

    @Test void multiplesOfAFormOfSixteenGeneratorsComeFromItsFiniteQuotient() {
        // a day-5 form whose closure has 16 generators (far beyond an outcome table) and a finite quotient (56 elements)
        String g = "*(2/321)(2/320)(2/32)(2/31)(2/30)(2/3)(2/2)(2/1)(32)2//3/";
        MisereGame form = MisereGame.parse(g);
        assertEquals(16, LatticeGame.ofForms(java.util.List.of(form)).rank());
        String list = show("OutcomesOfMultiples(" + g + ", 600)");
        String[] o = list.substring(1, list.length() - 1).split(", ");
        assertEquals(601, o.length);
        // n·G for n ≤ 6 by a game-tree search of multisets of G's followers, sharing nothing with the quotient
        java.util.Map<java.util.List<MisereGame>, Boolean> memo = new java.util.HashMap<>();
        java.util.List<MisereGame> sum = new java.util.ArrayList<>();
        for (int n = 0; n <= 6; n++) {
            assertEquals(isP(sum, memo) ? "P" : "N", o[n], "n = " + n);
            sum.add(form);
        }
        // the same list from the quotient as the worksheet shows it: Φ(G)^n in P
        assertEquals("56", show("MisereQuotient(" + g + ").Order"));
        assertEquals(o[600], show("Q := MisereQuotient(" + g + "); X := Q.Phi(Q.MaxHeap); W := X; "
                + "for k in [2..600] do W := Q.Multiply(W, X) end; Q.Outcome(W)"));
    }

    /** Misère outcome of a sum of forms by its game tree (the sum sorted, so equal multisets meet in the memo). */
    private static boolean isP(java.util.List<MisereGame> sum, java.util.Map<java.util.List<MisereGame>, Boolean> memo) {
        java.util.List<MisereGame> key = new java.util.ArrayList<>(sum);
        key.sort(java.util.Comparator.comparing(MisereGame::toString));
        Boolean known = memo.get(key);
        if (known != null) return known;
        boolean any = false, p = true;
        for (int i = 0; i < key.size() && p; i++)
            for (MisereGame opt : key.get(i).options()) {
                any = true;
                java.util.List<MisereGame> next = new java.util.ArrayList<>(key);
                next.remove(i);
                if (!opt.isZero()) next.add(opt);
                if (isP(next, memo)) { p = false; break; }
            }
        boolean out = any && p;
        memo.put(key, out);
        return out;
    }

    @Test void aCertificateSavedGzipCompressedIsCheckedAsItsText(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        String file = dir.resolve("d.proof.gz").toString();
        assertEquals("\"" + file + "\"", show("P := ProveInfinite(*2/0); P.Save(\"" + file + "\")"));
        try (var in = new java.util.zip.GZIPInputStream(java.nio.file.Files.newInputStream(java.nio.file.Path.of(file)))) {
            assertEquals(s.eval("P.Certificate"), new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        }
        assertEquals(show("CheckLatticeProof(P.Certificate)"), show("CheckLatticeProof(\"" + file + "\")"));
    }

    @Test void finiteQuotientsAnswerFalse() {
        assertEquals("false", show("ProveInfinite(*2/320).Proved"));
        assertEquals("false", show("MisereQuotient(0.15).IsInfinite"));
        assertEquals("unknown", show("unknown"));
    }

    @Test void aStoppedPartialQuotientAsksTheNextHeap() {
        // Q_4(0.31011) is finite; Q_5 is infinite, so the quotient asked for is
        assertEquals("true", show("MisereQuotient(0.31011, MaxOrder => 200).IsInfinite"));
        // stopped at Q_3: Q_4 is finite (14 elements), which says nothing of heap 5 and on (Q_5 is infinite)
        assertEquals("unknown", show("MisereQuotient(0.31011, MaxOrder => 10).IsInfinite"));
    }

    @Test void aStoppedQuotientOfAFormAsksItsClosure() {
        // the proof on the paper's box (as aProofPrintsSaysWhatWasProvedAndReadsBack makes it; a box found
        // adaptively takes 25 s): IsInfinite finds it only if it asks the lattice of cl(*(2/0)0) itself
        assertEquals("true", show("ProveInfinite(*(2/0)0, Box => [2, 4, 4, 9, 19]).Proved"));
        // stopped at Q_4 (finite, 14 elements): the closure asked for is proved infinite
        assertEquals("true", show("MisereQuotient(*(2/0)0, MaxOrder => 300).IsInfinite"));
        // the partial quotient Q_4 asked for is computed to the end: finite
        assertEquals("false", show("MisereQuotient(*(2/0)0, MaxHeap => 4).IsInfinite"));
    }

    @Test void badInputGetsAClearMessage() {
        assertMessage("ProveInfinite(0.31011)", "needs MaxHeap");
        assertMessage("ProveInfinite(0)", "trivial");
        assertMessage("ProveInfinite(*(2/0)0, Box => [2, 4])", "Box needs 5 entries");
        assertMessage("ProveInfinite(*(2/0)0, Box => [2, 4, 4, 9, 0])", "integers 1 to 400");
        assertMessage("ProveInfinite(*2, MaxHeap => 3)", "MaxHeap is for a heap game");
        assertMessage("ProveInfinite(\"hello\")", "");
        assertMessage("ProveInfinite(*2).Witness(1)", "no proved infinite family");
        assertMessage("CheckLatticeProof(\"no-such-file.proof\")", "could not read");
        assertTrue(show("CheckLatticeProof(\"cgx-lattice-proof 1\\ngame forms *\\n\")").startsWith("\"REFUSED"));
    }

    private void assertMessage(String src, String part) {
        CgxException e = assertThrows(CgxException.class, () -> s.eval(src), src);
        assertTrue(e.getMessage().contains(part), src + ": " + e.getMessage());
    }
}
