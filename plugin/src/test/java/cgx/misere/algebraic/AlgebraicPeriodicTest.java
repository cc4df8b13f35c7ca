package cgx.misere.algebraic;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.families.Families;
import cgx.heap.HeapGame;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Session;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.misere.quotient.certificate.HeapSums;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Algebraic periodicity (Plambeck–Siegel §A.5, issue 34): the detector finds Figures 8 and 9
 * (and the rows of test-games/misere-quotients/algebraic-periodic.tsv) from computed partial
 * quotients alone; a family is compared with exhaustive misère search, with every Q_n, and with
 * MisereSolver; a wrong family is rejected.
 */
class AlgebraicPeriodicTest {
    record Row(String code, int maxHeap, String result, String presentation, String pPortion, String phi, String reason) {
        @Override public String toString() { return code + " to heap " + maxHeap; }
    }

    static List<Row> rows() throws Exception {
        List<Row> out = new ArrayList<>();
        for (String l : Files.readAllLines(cgx.TestFiles.testGames().resolve("misere-quotients/algebraic-periodic.tsv"))) {
            if (l.startsWith("#") || l.startsWith("code\t") || l.isBlank()) continue;
            String[] f = l.split("\t", -1);
            out.add(new Row(f[0], Integer.parseInt(f[1]), f[2], f[3], f[4], f[5], f[6]));
        }
        return out;
    }

    static AlgebraicQuotient find(String code, int n) {
        return AlgebraicQuotient.find(TakeAndBreakCode.parse(code), code, "\"" + code + "\"", n, EngineConfig.defaults(), s -> { });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everyRecordedRowIsFoundAgain(Row r) {
        AlgebraicQuotient q = find(r.code(), r.maxHeap());
        if (r.result().equals("none")) {
            assertFalse(q.found(), q.summary());
            assertEquals(r.reason(), q.reason());
            return;
        }
        assertTrue(q.found(), q.summary());
        assertEquals(r.maxHeap(), q.checkedTo());
        assertEquals(r.presentation(), q.family().presentation());
        assertEquals(r.pPortion(), q.family().pPortionText());
        assertEquals(r.phi(), q.family().phiText());
    }

    /** A sample of the three-digit census's algebraic-periodic codes (census3-algebraic.tsv): the same family again, to the same heap. */
    @Test void theCensusFamiliesAreFoundAgain() throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (String l : Files.readAllLines(cgx.TestFiles.testGames().resolve("misere-quotients/census3-algebraic.tsv"))) {
            if (l.startsWith("#") || l.startsWith("code\t")) continue;
            String[] f = l.split("\t", -1);
            if (f[0].equals(f[1])) rows.add(f); // the representatives: each distinct game once
        }
        assertTrue(rows.size() >= 90, "distinct games recorded: " + rows.size());
        for (int i = 0; i < rows.size(); i += 60) {
            String[] f = rows.get(i);
            AlgebraicQuotient q = find(f[0], Integer.parseInt(f[2])); // some need their heap: 4.152's family is not yet readable at Q_40
            assertTrue(q.found(), f[0] + ": " + q.reason());
            assertEquals(f[3], q.family().presentation(), f[0]);
        }
    }

    /** Figure 8 and Figure 9 as the paper prints them (brackets and subscripts in cgx's text). */
    static final String FIGURE_8 = "<a, b, c_n | a^2 = 1, b^(n+1)c_n = b^(2n+3), c_mc_n = b^(m+2)c_n (m ≤ n)>";
    static final String FIGURE_8_P = "{a, b^(2m) (m ≥ 1), b^mc_n (m < n, m + n odd)}";
    static final String FIGURE_9 = "<a, b, c, d_n | a^2 = 1, bc = ab^3, c^2 = b^4, cd_n = ab^2d_n, b^(n+1)d_n = a^(n+1)b^(2n+5), d_md_n = a^(m+1)b^(m+4)d_n (m ≤ n)>";
    static final String FIGURE_9_P = "{a, b^(2m) (m ≥ 1), b^md_n (m < n, m odd, n even), ab^md_n (m < n, m even, n odd)}";

    @Test void figuresEightAndNineAreFoundWithoutBeingTold() {
        AlgebraicFamily f8 = find("0.26", 40).family();
        assertEquals(FIGURE_8, f8.presentation());
        assertEquals(FIGURE_8_P, f8.pPortionText());
        // Figure 8's quotient map: row "k+" lists heaps k+1, k+2, …
        String[] rows8 = {"1 a b ab", "1 a b ab", "c_0 ac_0 c_1 ab^3", "c_2 abc_1 c_3 abc_2", "c_4 abc_3 c_5 abc_4"};
        for (int row = 0; row < rows8.length; row++) {
            List<String> ws = new ArrayList<>();
            for (int i = 1; i <= 4; i++) ws.add(f8.word(f8.phi(4 * row + i)));
            assertEquals(rows8[row], String.join(" ", ws), "Figure 8, row " + 4 * row + "+");
        }
        assertEquals("c_6 abc_5", f8.word(f8.phi(21)) + " " + f8.word(f8.phi(22)), "Figure 8, row 20+");
        AlgebraicFamily f9 = find("4.7", 30).family();
        assertEquals(FIGURE_9, f9.presentation());
        assertEquals(FIGURE_9_P, f9.pPortionText());
        // Figure 9's surviving rows "10+ d_4 d_5", "12+ d_6"; and its lost heaps 1..10, computed
        assertEquals("d_4 d_5 d_6", f9.word(f9.phi(11)) + " " + f9.word(f9.phi(12)) + " " + f9.word(f9.phi(13)));
        List<String> lost = new ArrayList<>();
        for (int h = 1; h <= 10; h++) lost.add(f9.word(f9.phi(h)));
        assertEquals("a b a b c b^3 d_0 d_1 d_2 d_3", String.join(" ", lost));
    }

    /** Footnote 5: H_13 + H_17 + H_31 of 0.26 is P, from the family, from Q_31 and by exhaustive search. */
    @Test void footnoteFiveIsAPPosition() {
        AlgebraicQuotient q = find("0.26", 40);
        assertEquals("b^10c_11", q.family().word(q.family().of(new int[] {13, 17, 31})));
        assertEquals("P", q.outcome(new int[] {13, 17, 31}));
        MisereQuotient q31 = Quotients.ofHeaps(TakeAndBreakCode.parse("0.26"), 31, EngineConfig.defaults());
        assertEquals("P", q31.outcome(new int[] {13, 17, 31}));
        HeapSums search = new HeapSums(TakeAndBreakCode.parse("0.26"), 31);
        int[] counts = new int[32];
        counts[13]++;
        counts[17]++;
        counts[31]++;
        assertTrue(search.isP(counts), "exhaustive misère search");
    }

    /** The family's outcomes against exhaustive misère search on every sum of heaps of small total size. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"0.26:40:26", "4.7:30:22", "0.357:40:22", "0.734:40:22", "0.516:60:22", "0.175:60:22",
            "0.57:60:22", "0.157:90:22"})
    void outcomesAgreeWithExhaustiveSearch(String spec) {
        String[] p = spec.split(":");
        AlgebraicFamily f = find(p[0], Integer.parseInt(p[1])).family();
        int total = Integer.parseInt(p[2]);
        HeapSums search = new HeapSums(TakeAndBreakCode.parse(p[0]), total);
        HeapSums.Check c = search.check(total, counts -> f.isP(f.of(AlgebraicQuotient.heaps(counts))) ? 1 : 0);
        assertNull(c.counterexample(), () -> p[0] + ": the family and exhaustive search differ at " + c.sum());
        assertTrue(c.positions() > 4_000, "positions compared: " + c.positions());
    }

    /** Q_n read off Q_N (the lemma FamilyCheck uses) is the Q_n cgx computes directly. */
    @Test void theQuotientOfTheFirstHeapsIsThePartialQuotient() {
        MisereQuotient q40 = Quotients.ofHeaps(TakeAndBreakCode.parse("0.26"), 40, EngineConfig.defaults());
        for (int n : new int[] {9, 20, 31}) {
            MisereQuotient qn = Quotients.ofHeaps(TakeAndBreakCode.parse("0.26"), n, EngineConfig.defaults());
            GeneratedQuotient g = FamilyCheck.ofQuotient(q40, n);
            assertEquals(qn.order(), g.order(), "|Q_" + n + "|");
            assertEquals(qn.pPortion().size(), g.pSize(), "|P_" + n + "|");
        }
    }

    /** A family with one exponent changed, or one parity of P flipped, fails against the quotients. */
    @Test void aWrongFamilyIsRejected() {
        MisereQuotient q = Quotients.ofHeaps(TakeAndBreakCode.parse("0.26"), 40, EngineConfig.defaults());
        AlgebraicFamily f = FamilyDetector.detect(q, s -> { });
        assertNull(failure(f, q), "the family read from Q_40 holds");
        List<AlgebraicFamily> wrong = List.of(
                new AlgebraicFamily(f.x, f.cA, f.cB, f.t, f.collapseA, new Affine(2, 4), f.productA, new Affine(1, 3), f.pIndexed, f.u, f.prefix, f.h0, f.pattern),
                new AlgebraicFamily(f.x, f.cA, f.cB, f.t, new Affine(1, 0), f.collapseB, new Affine(1, 0), f.productB, f.pIndexed, f.u, f.prefix, f.h0, f.pattern),
                new AlgebraicFamily(f.x, f.cA, f.cB, f.t, f.collapseA, f.collapseB, f.productA, f.productB, flip(f.pIndexed, 1), f.u, f.prefix, f.h0, f.pattern));
        // the collapse and the product overlap: a family whose two relations disagree is no monoid
        assertThrows(CgxException.class, () -> new AlgebraicFamily(f.x, f.cA, f.cB, f.t, f.collapseA, f.collapseB, f.productA, new Affine(1, 3),
                f.pIndexed, f.u, f.prefix, f.h0, f.pattern));
        for (AlgebraicFamily w : wrong) {
            assertNotEquals(f, w);
            String why = failure(w, q);
            assertNotNull(why, "a wrong family passed: " + w);
        }
    }

    private static boolean[] flip(boolean[] p, int i) {
        boolean[] q = p.clone();
        q[i] = !q[i];
        return q;
    }

    private static String failure(AlgebraicFamily f, MisereQuotient q) {
        List<FamilyCheck.Row> rows = FamilyCheck.check(f, q, q.maxGenerator(), s -> { });
        return rows.get(rows.size() - 1).failure();
    }

    /** The family's product is commutative and associative on a sample of its elements. */
    @Test void theFamilysProductIsAMonoid() {
        for (String code : new String[] {"0.26", "4.7"}) {
            AlgebraicFamily f = find(code, 30).family();
            List<FamilyElement> els = new ArrayList<>();
            for (int h = 0; h <= 40; h++) els.add(f.phi(h));
            for (int i = 0; i < 12; i++) els.add(f.multiply(els.get(i + 3), els.get(40 - i)));
            for (FamilyElement x : els)
                for (FamilyElement y : els) {
                    assertEquals(f.multiply(x, y), f.multiply(y, x));
                    for (int k = 0; k < els.size(); k += 5) {
                        FamilyElement z = els.get(k);
                        assertEquals(f.multiply(f.multiply(x, y), z), f.multiply(x, f.multiply(y, z)), code + ": (" + f.word(x) + "·" + f.word(y) + ")·" + f.word(z));
                    }
                }
        }
    }

    /** MisereSolver's partial quotients (--maxheap n) have the orders and P-portions the family predicts, at every heap. */
    @Test void misereSolverAgrees() throws Exception {
        java.io.File jar = cgx.misere.CgsuiteRepl.jar();
        Assumptions.assumeTrue(jar != null, "CGSuite's jar not found (-Dcgsuite.jar=PATH): MisereSolver not run");
        // code : MisereSolver's --maxheap : the heap cgx reads the family from (0.357 and 0.157 are proved for every heap: algebraic-proofs.tsv)
        for (String spec : new String[] {"0.26:32:30", "4.7:24:30", "0.357:45:40", "0.157:45:85"}) {
            String code = spec.split(":")[0];
            int n = Integer.parseInt(spec.split(":")[1]);
            AlgebraicFamily f = find(code, Integer.parseInt(spec.split(":")[2])).family();
            Process p = new ProcessBuilder("java", "-Xmx1g", "-cp", jar.toString(), "org.cgsuite.core.misere.solver.CommandLineInterface", "--maxheap", "" + n, code)
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "MisereSolver on " + code);
            Matcher m = Pattern.compile("=== Presentation Changed at Heap (\\d+) ===\\s*\\n.*?\\|Q\\| = (\\d+); \\|P\\| = (\\d+)", Pattern.DOTALL).matcher(out);
            Map<Integer, int[]> changes = new HashMap<>();
            while (m.find()) changes.put(Integer.parseInt(m.group(1)), new int[] {Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))});
            assertTrue(changes.size() > 5, "MisereSolver's output:\n" + out);
            int[] now = {1, 0};
            for (int h = 1; h <= n; h++) {
                if (changes.containsKey(h)) now = changes.get(h);
                GeneratedQuotient g = FamilyCheck.ofFamily(f, h);
                assertEquals(now[0], g.order(), code + ": MisereSolver's |Q_" + h + "|");
                assertEquals(now[1], g.pSize(), code + ": MisereSolver's |P_" + h + "|");
            }
        }
    }

    // ------------------------------------------------------------------ the worksheet

    private final Session s = Families.session();

    private String show(String src) { return s.show(s.eval(src)); }

    @Test void inTheWorksheet() {
        String a = show("A := AlgebraicQuotient(0.26, MaxHeap => 30)");
        assertTrue(a.startsWith("/* algebraic-periodic family of 0.26, checked against every Q_n to heap 30 and exhaustive search on "), a);
        assertTrue(a.contains(" sums (evidence, not a proof):\nQ ≅ " + FIGURE_8), a);
        assertTrue(((AlgebraicQuotient) s.eval("A")).searched() > 300, "sums of total size ≤ 18 compared with exhaustive search");
        assertTrue(a.endsWith("*/ AlgebraicQuotient(\"0.26\", MaxHeap => 30)"), a);
        assertEquals("true", show(a + " == A"));
        assertEquals("30", show("A.CheckedTo"));
        assertEquals("false", show("A.Proved"));
        assertEquals("\"c_11\"", show("A.Phi(31)"));
        assertEquals("P", show("A.Outcome([13, 17, 31])"));
        assertEquals("true", show("A.IsP(\"b^10c_11\")"));
        assertEquals("false", show("A.IsP(\"ab^10c_11\")"));
        assertEquals("\"c_499995\"", show("A.Phi(1000000 - 1)"), "H_(13+2k) = c_(k+2)");
        assertEquals("N", show("A.Outcome([1000000, 999999, 3])"));
        assertEquals("420", show("A.PartialOrder(60)"), "|Q_60| of 0.26, as cgx computes it");
        assertEquals("30", show("A.Orders.Size"));
        assertEquals("8", show("A.Orders[10]"), "|Q_10|");
        assertEquals("98", show("A.Orders[30]"), "|Q_30|");
        assertTrue(show("A.Plot.Width").matches("\\d+"));
        String none = show("AlgebraicQuotient(0.54, MaxHeap => 20)");
        assertTrue(none.startsWith("/* no algebraic-periodic family found for 0.54"), none);
        assertEquals("false", show("AlgebraicQuotient(0.54, MaxHeap => 20).Found"));
        // a finite quotient says so
        assertTrue(show("AlgebraicQuotient(0.15, MaxHeap => 200).Reason").contains("the quotient is finite"), show("AlgebraicQuotient(0.15, MaxHeap => 200).Reason"));
    }

    @Test void badInputGetsAClearMessage() {
        assertThrows(CgxException.class, () -> s.eval("AlgebraicQuotient(0.26, MaxHeap => 3)"));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("AlgebraicQuotient(0.54, MaxHeap => 20).Phi(3)"));
        assertTrue(e.getMessage().contains("no algebraic-periodic family for 0.54"), e.getMessage());
        s.eval("B := AlgebraicQuotient(0.26, MaxHeap => 30)");
        e = assertThrows(CgxException.class, () -> s.eval("B.IsP(\"q_3\")"));
        assertTrue(e.getMessage().contains("not a word of the family"), e.getMessage());
        e = assertThrows(CgxException.class, () -> s.eval("B.IsP(\"c_3^2\")"));
        assertTrue(e.getMessage().contains("a power of c_n"), e.getMessage());
        e = assertThrows(CgxException.class, () -> s.eval("B.IsP(\"c_99999999999\")"));
        assertTrue(e.getMessage().contains("not a word of the family"), e.getMessage());
        e = assertThrows(CgxException.class, () -> s.eval("B.IsP(\"c_2147483647\")"));
        assertTrue(e.getMessage().contains("not a word of the family") || e.getMessage().contains("passes 2^31"), e.getMessage());
        assertEquals("\"c_1073741819\"", show("B.Phi(2147483647)"), "the largest heap: H_(13+2k) = c_(k+2)");
        e = assertThrows(CgxException.class, () -> s.eval("B.Word([2147483647, 2147483647, 2147483647])"));
        assertTrue(e.getMessage().contains("passes 2^31"), e.getMessage());
        assertEquals("N", show("B.Outcome([2147483647, 2147483647, 2147483647])"), "outcomes reduce exponents as they go (Lemma 2)");
        assertEquals("N", show("B.Outcome([1000000, 1000000, 999999, 999999, 1000000])"), "many large heaps: computed up to the congruence of Lemma 2");
        e = assertThrows(CgxException.class, () -> s.eval("B.PartialOrder(1000)"));
        assertTrue(e.getMessage().contains("at most 400") || e.getMessage().contains("1 to 400"), e.getMessage());
        assertThrows(CgxException.class, () -> s.eval("AlgebraicQuotient(*2)"));
        assertThrows(CgxException.class, () -> s.eval("B.Outcome([-1])"));
    }
}
