package cgx.misere.algebraic;

import cgx.Python;
import cgx.TestFiles;
import cgx.families.Families;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Session;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The weight-form induction (docs/algebraic-periodicity.md): Figures 8 and 9 proved for every
 * heap, the certificates re-checked by the independent checker, wrong families rejected by the
 * step, the weight form equal to the family's own product, and the proved rule checked on
 * concrete sums with large heaps.
 */
class WeightFormProofTest {
    private static final Path PROOFS = TestFiles.testGames().resolve("misere-quotients/proofs");
    private static final Path CHECKER = TestFiles.scripts().resolve("misere-quotients/check-algebraic-proof.py");

    private static AlgebraicQuotient q026, q47;

    static synchronized AlgebraicQuotient fig8() {
        if (q026 == null) q026 = AlgebraicPeriodicTest.find("0.26", 62);
        return q026;
    }

    static synchronized AlgebraicQuotient fig9() {
        if (q47 == null) q47 = AlgebraicPeriodicTest.find("4.7", 30);
        return q47;
    }

    @Test void figures8And9AreProvedForEveryHeapAndTheirCertificatesAreTheRecordedOnes() throws Exception {
        for (AlgebraicQuotient q : List.of(fig8(), fig9())) {
            assertTrue(q.proved(), q.proofText());
            assertTrue(q.summary().startsWith("algebraic-periodic family of " + q.source() + ", proved for every heap"), q.summary());
            String file = q.source() + "-algebraic.txt";
            assertEquals(Files.readString(PROOFS.resolve(file)), q.proof().certificate(), file + " is what cgx writes");
        }
        assertEquals(62, fig8().proof().base());
        assertEquals(29, fig9().proof().base());
        // below the base, the step alone is not a proof
        AlgebraicQuotient short26 = AlgebraicPeriodicTest.find("0.26", 40);
        assertTrue(short26.proof().stepHolds());
        assertFalse(short26.proved());
        assertTrue(short26.proofText().contains("MaxHeap => 62"), short26.proofText());
    }

    /** Runs the independent checker (Python, no code shared with cgx) on certificate files: its exit code, a newline, its output. */
    private static String check(Path... certs) throws Exception {
        String py = Python.executable();
        Assumptions.assumeTrue(py != null, "skipped: no python3 on PATH for the independent checker");
        List<String> args = new ArrayList<>(List.of(CHECKER.toString()));
        for (Path c : certs) args.add(c.toString());
        Python.Run r = Python.run(py, args, Map.of(), 300);
        return r.exit() + "\n" + r.out() + r.err();
    }

    @Test void theIndependentCheckerAcceptsTheRecordedCertificatesAndRejectsWrongOnes() throws Exception {
        List<Path> certs = new ArrayList<>();
        try (var s = Files.list(PROOFS)) { s.filter(p -> p.getFileName().toString().endsWith("-algebraic.txt")).sorted().forEach(certs::add); }
        assertTrue(certs.size() >= 2);
        String out = check(certs.toArray(Path[]::new));
        assertTrue(out.startsWith("0\n"), out);
        assertEquals(certs.size(), out.split("OK: proved for every heap", -1).length - 1, out);
        Path tmp = Files.createTempDirectory("cgx-cert");
        String fig8 = Files.readString(PROOFS.resolve("0.26-algebraic.txt"));
        // a P-portion with one parity class dropped, an a-exponent of Φ changed, and a base too low
        Path p1 = Files.writeString(tmp.resolve("p.txt"), fig8.replace("P: 0 1 1 0 0 0 0 0", "P: 0 1 0 0 0 0 0 0"));
        Path p2 = Files.writeString(tmp.resolve("phi.txt"), fig8.replace("pattern: 0 0 1 2; 1 1 1 1", "pattern: 0 0 1 2; 0 1 1 1"));
        Path p3 = Files.writeString(tmp.resolve("base.txt"), fig8.replace("base: 62", "base: 61"));
        for (Path p : List.of(p1, p2)) {
            String o = check(p);
            assertTrue(o.startsWith("1\n") && o.contains("FAILED: the induction step fails"), o);
        }
        String o = check(p3);
        assertTrue(o.startsWith("1\n") && o.contains("the base must reach heap 62"), o);
        // a word of Φ not in normal form (bc for c): its triple would be misread, so it is refused
        String f4701 = Files.readString(PROOFS.resolve("4.701-algebraic.txt"));
        assertTrue(f4701.contains("; 0 0 1 -1;"), f4701);
        Path p4 = Files.writeString(tmp.resolve("word.txt"), f4701.replace("; 0 0 1 -1;", "; 0 1 1 -1;"));
        o = check(p4);
        assertTrue(o.startsWith("1\n") && o.contains("not in normal form"), o);
    }

    private static AlgebraicFamily with(AlgebraicFamily f, boolean[] pIndexed, List<AlgebraicFamily.Term> pattern) {
        return new AlgebraicFamily(f.x, f.sporadic, f.cb, f.cc, f.cxA, f.cxB, f.t, f.collapseA, f.collapseB, f.productA, f.productB, pIndexed, f.prefix, f.h0, pattern);
    }

    @Test void wrongFamiliesFailTheStep() {
        AlgebraicFamily f = fig8().family();
        boolean[] p = f.pIndexed.clone();
        p[2] = false; // b^m c_n with m odd, n even: out of P
        List<AlgebraicFamily.Term> pat = new ArrayList<>(f.pattern);
        AlgebraicFamily.Term r = pat.get(1);
        pat.set(1, new AlgebraicFamily.Term(1 - r.a(), r.b(), r.index())); // Φ(H_(14+2k)) = bc_(k+1) instead of abc_(k+1)
        for (AlgebraicFamily g : List.of(with(f, p, f.pattern), with(f, f.pIndexed, pat))) {
            FamilyProof pr = FamilyProof.of(g, TakeAndBreakCode.parse("0.26"), "0.26");
            assertNull(pr.obstacle());
            assertFalse(pr.stepHolds(), g.toString());
            assertFalse(pr.firstFailures().isEmpty());
            assertTrue(pr.text().startsWith("no proof: the induction step fails in "), pr.text());
        }
        // Figure 9's family is not one of 0.26
        FamilyProof pr = FamilyProof.of(fig9().family(), TakeAndBreakCode.parse("0.26"), "0.26");
        assertFalse(pr.stepHolds(), pr.text());
        // and a hexadecimal game is outside the method
        assertTrue(FamilyProof.of(f, TakeAndBreakCode.parse("0.8"), "0.8").obstacle().contains("at most two heaps"));
    }

    /** Weights (e, w, ν) of a sum, and its P-membership by the weight form; null without an index. */
    private static Boolean weightP(WeightForm wf, int[] heaps) {
        WeightForm.Weights s = wf.of(heaps);
        return s.nu() < 0 ? null : wf.isP(s.e(), s.w(), s.nu());
    }

    @Test void theWeightFormIsTheFamilysOwnProduct() {
        Random rnd = new Random(34);
        for (AlgebraicQuotient q : List.of(fig8(), fig9())) {
            AlgebraicFamily f = q.family();
            WeightForm wf = new WeightForm(f);
            int compared = 0;
            for (int i = 0; i < 20000; i++) {
                int[] hs = new int[1 + rnd.nextInt(6)];
                for (int j = 0; j < hs.length; j++) hs[j] = 1 + (rnd.nextBoolean() ? rnd.nextInt(30) : rnd.nextInt(3000));
                Boolean p = weightP(wf, hs);
                if (p == null) continue;
                compared++;
                assertEquals(f.isP(f.of(hs)), p, q.source() + " " + java.util.Arrays.toString(hs));
            }
            assertTrue(compared > 15000);
        }
    }

    @Test void theProvedRuleHoldsOnSumsWithLargeHeaps() {
        // what the induction proves, sampled: a sum is P iff it has a move and every option is N
        Random rnd = new Random(8);
        for (AlgebraicQuotient q : List.of(fig8(), fig9())) {
            AlgebraicFamily f = q.family();
            TakeAndBreakCode code = TakeAndBreakCode.parse(q.source());
            int checked = 0, ps = 0;
            while (checked < 1500) {
                int top = q.proof().base() + 1 + rnd.nextInt(300);
                int[] hs = new int[1 + rnd.nextInt(5)];
                hs[0] = top;
                for (int j = 1; j < hs.length; j++) hs[j] = rnd.nextBoolean() ? 1 + rnd.nextInt(40) : Math.max(1, top - rnd.nextInt(12));
                boolean p = f.isP(hs), anyP = false;
                for (int j = 0; j < hs.length && !anyP; j++)
                    for (int[] o : code.options(hs[j])) {
                        int[] g = new int[hs.length - 1 + o.length];
                        int k = 0;
                        for (int i = 0; i < hs.length; i++) if (i != j) g[k++] = hs[i];
                        for (int x : o) g[k++] = x;
                        if (f.isP(g)) { anyP = true; break; }
                    }
                assertEquals(!anyP, p, q.source() + " " + java.util.Arrays.toString(hs));
                checked++;
                if (p) ps++;
            }
            assertTrue(ps > 15, q.source() + ": P-positions sampled: " + ps);
        }
    }

    @Test void inTheWorksheet() {
        Session s = Families.session();
        String a = s.show(s.eval("A := AlgebraicQuotient(0.26)"));
        assertTrue(a.startsWith("/* algebraic-periodic family of 0.26, proved for every heap"), a);
        assertTrue(a.endsWith("*/ AlgebraicQuotient(\"0.26\", MaxHeap => 62)"), a);
        assertEquals("true", s.show(s.eval(a + " == A")));
        assertEquals("true", s.show(s.eval("A.Proved")));
        assertEquals("62", s.show(s.eval("A.CheckedTo")));
        assertTrue(s.show(s.eval("A.Proof")).startsWith("\"proved for every heap: the induction step holds in all 4896 abstract states"), s.show(s.eval("A.Proof")));
        assertTrue(s.show(s.eval("A.Certificate")).startsWith("\"# weight-form induction certificate"));
        assertEquals("false", s.show(s.eval("AlgebraicQuotient(0.26, MaxHeap => 40).Proved")), "an explicit MaxHeap is kept");
    }
}
