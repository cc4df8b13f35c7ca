package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.certificate.AlgebraicCheck;
import cgx.misere.quotient.certificate.HeapSums;
import cgx.misere.quotient.certificate.OutcomeRuleCheck;
import cgx.misere.quotient.certificate.QuotientCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.*;

/** Certificates of partial quotients: known ones pass, corrupted ones are refuted by each check. */
class QuotientCertificateTest {

    static MisereQuotient partial(String code, int n) {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), n, 4096);
        assertEquals(n, q.maxGenerator(), code + ": Q_" + n + " computed");
        return q;
    }

    /** Small partial quotients of Figure 6's games (orders as our engine and the paper's growth give them) certify. */
    @ParameterizedTest
    @CsvSource({"0.04, 20, 24", "0.16, 14, 88", "0.35, 12, 0", "0.07, 20, 24", "0.06, 12, 0", "0.36, 12, 0"})
    void knownPartialQuotientsCertify(String code, int n, int order) {
        MisereQuotient q = partial(code, n);
        if (order > 0) assertEquals(order, q.order(), code + " |Q_" + n + "|");
        QuotientCertificate c = q.certify(26);
        assertTrue(c.algebraPassed(), c.toString());
        assertNull(c.counterexample(), c.toString());
        assertTrue(c.passed());
        assertEquals(HeapSums.count(n, 26), c.positions(), "every sum of heaps ≤ n of total ≤ 26 searched");
        assertTrue(c.toString().contains("Q_" + n + "(" + code + ")") && c.toString().contains(": proved") && c.proved(), c.toString());
        assertSame(c, q.certificate(), "Q.Certificate shows the certificate computed");
    }

    /** The element whose P-status is flipped, and the corrupted copy of the P-portion. */
    private static boolean[] flipped(MisereQuotient q, int x) {
        boolean[] p = q.isP.clone();
        p[x] = !p[x];
        return p;
    }

    /** A wrong P-portion element is refuted by the algebraic check and by the search, each naming what fails. */
    @Test
    void wrongPPortionElementIsRefutedByEachCheck() {
        MisereQuotient q = partial("0.16", 14);
        for (int h : new int[] {2, 6, 14}) {
            int x = q.phi[h];
            boolean[] bad = flipped(q, x);
            AlgebraicCheck.Result a = AlgebraicCheck.run(TakeAndBreakCode.parse("0.16"), 14, q.order, q.mul, bad, q.phi);
            assertFalse(a.passed(), "algebra refutes P flipped at Φ(H_" + h + ")");
            assertNotNull(a.failure());
            QuotientCertificate c = QuotientCertificate.certify("0.16", TakeAndBreakCode.parse("0.16"), 14, false, q.order, q.mul, bad, q.phi, 20);
            assertFalse(c.passed());
            assertNotNull(c.counterexample(), "search refutes P flipped at Φ(H_" + h + ")");
            assertTrue(c.toString().contains("REFUTED") && c.toString().contains("FAILED after"), c.toString());
        }
        // the least disagreeing sum is H_h itself when Φ(H_h) is flipped and no smaller sum has that value
        QuotientCertificate c = QuotientCertificate.certify("0.16", TakeAndBreakCode.parse("0.16"), 14, false, q.order, q.mul, flipped(q, q.phi[1]), q.phi, 10);
        assertEquals("H1", c.counterexample(), c.toString());
    }

    /**
     * The algebra's recursion on representatives is necessary, not sufficient; the outcome rule on
     * every sum is exact. 0.33 (nim with heaps of 1 and 2) with the wrong quotient Z_4,
     * Φ(H1) = 2, Φ(H2) = 1, P = {2}, passes the algebra (every representative and its sums with one
     * more heap obey the outcome rule), though H2+H2+H2+H2 is a misère P-position of value 0: the
     * outcome rule refutes it at once, the search only from total size 8.
     */
    @Test
    void outcomeRuleRefutesWhatTheAlgebraMisses() {
        int[] mul = new int[16];
        for (int x = 0; x < 4; x++) for (int y = 0; y < 4; y++) mul[x * 4 + y] = (x + y) % 4;
        boolean[] isP = {false, false, true, false};
        int[] phi = {0, 2, 1};
        var rules = TakeAndBreakCode.parse("0.33");
        assertTrue(AlgebraicCheck.run(rules, 2, 4, mul, isP, phi).passed(), "the wrong Z_4 passes the algebra");
        OutcomeRuleCheck.Result r = OutcomeRuleCheck.run(2, 4, mul, isP, phi, AlgebraicCheck.optionValues(rules, 2, 4, mul, phi), 1 << 20);
        assertTrue(r.run() && !r.passed(), String.valueOf(r));
        assertTrue(r.failure().contains("value 0, which is not in P"), r.failure());
        QuotientCertificate small = QuotientCertificate.certify("0.33", rules, 2, false, 4, mul, isP, phi, 7);
        assertNull(small.counterexample(), "no sum of total size ≤ 7 tells: " + small);
        assertFalse(small.passed());
        assertTrue(small.toString().contains("REFUTED") && small.toString().contains("outcome rule on every sum of heaps ≤ 2: FAILED"), small.toString());
        QuotientCertificate c = QuotientCertificate.certify("0.33", rules, 2, false, 4, mul, isP, phi, 8);
        assertEquals("H2 + H2 + H2 + H2", c.counterexample(), c.toString());
        // the right quotient of 0.33 (misère nim with heaps ≤ 2: Q_2 = T_2 of order 6) is proved
        MisereQuotient q = partial("0.33", 2);
        QuotientCertificate right = QuotientCertificate.certify("0.33", rules, 2, false, q.order, q.mul, q.isP, q.phi, 12);
        assertTrue(right.proved(), right.toString());
    }

    /** The outcome rule is exact: changing P at any one element of a correct Q_n is refuted by it alone. */
    @Test
    void outcomeRuleRefutesEveryFlippedPElement() {
        for (String code : new String[] {"0.35", "0.16", "0.07"}) {
            MisereQuotient q = partial(code, 10);
            var rules = TakeAndBreakCode.parse(code);
            int[][] ov = AlgebraicCheck.optionValues(rules, 10, q.order, q.mul, q.phi);
            assertTrue(OutcomeRuleCheck.run(10, q.order, q.mul, q.isP, q.phi, ov, 1 << 24).passed(), code);
            for (int x = 0; x < q.order; x++) {
                OutcomeRuleCheck.Result r = OutcomeRuleCheck.run(10, q.order, q.mul, flipped(q, x), q.phi, ov, 1 << 24);
                assertTrue(r.run() && !r.passed(), code + ": P flipped at element " + x);
            }
        }
    }

    /** A wrong Φ-value (a heap sent to another element) is refuted by the outcome recursion and by the search. */
    @Test
    void wrongPhiValueIsRefutedByEachCheck() {
        MisereQuotient q = partial("0.35", 12);
        int[] bad = q.phi.clone();
        int h = 9;
        bad[h] = q.mul(q.phi[1], q.phi[h]); // a·Φ(H_9) with a = Φ(H_1), a² = 1: Φ still generates Q
        assertNotEquals(q.phi[h], bad[h]);
        AlgebraicCheck.Result a = AlgebraicCheck.run(TakeAndBreakCode.parse("0.35"), 12, q.order, q.mul, q.isP, bad);
        assertFalse(a.passed());
        assertTrue(a.failure().contains("outcome recursion"), a.failure());
        QuotientCertificate c = QuotientCertificate.certify("0.35", TakeAndBreakCode.parse("0.35"), 12, false, q.order, q.mul, q.isP, bad, 24);
        assertFalse(c.passed());
        assertNotNull(c.counterexample(), c.toString());
        assertTrue(c.counterexample().contains("H9"), "the disagreeing sum holds the corrupted heap: " + c.counterexample());
    }

    /** A table that is not associative, or not reduced, fails the algebraic check. */
    @Test
    void brokenTablesFailTheAlgebra() {
        MisereQuotient q = partial("0.04", 20);
        // a duplicated element: Q × {1, e} with e² = e and e invisible to P is not reduced
        int n = q.order;
        int[] mul2 = new int[4 * n * n];
        boolean[] p2 = new boolean[2 * n];
        for (int x = 0; x < 2 * n; x++) {
            p2[x] = q.isP[x % n];
            for (int y = 0; y < 2 * n; y++) mul2[x * 2 * n + y] = q.mul[(x % n) * n + y % n] + ((x >= n || y >= n) ? n : 0);
        }
        int[] phi2 = q.phi.clone();
        phi2[20] = phi2[20] + n; // heap 20 carries e
        AlgebraicCheck.Result a = AlgebraicCheck.run(TakeAndBreakCode.parse("0.04"), 20, 2 * n, mul2, p2, phi2);
        assertFalse(a.passed());
        assertTrue(a.failure().contains("not reduced"), a.failure());
        // swap two products: no longer associative (or commutative)
        int[] mul3 = q.mul.clone();
        int x = q.phi[5], y = q.phi[7];
        mul3[x * n + y] = mul3[y * n + x] = q.mul[x * n + x];
        AlgebraicCheck.Result b = AlgebraicCheck.run(TakeAndBreakCode.parse("0.04"), 20, n, mul3, q.isP, q.phi);
        assertFalse(b.passed(), "a changed product breaks the table");
    }

    /**
     * The search on its own, against Figure 2 of the paper (Guiles, 0.15): Φ-values a = Φ(H_1),
     * b = Φ(H_6), c = Φ(H_14), d = Φ(H_18), e = Φ(H_20), f = Φ(H_23), Φ(H_3) = 1, with
     * P = {a, b², bd, d², ae, ae², ae³, af, af², ag, ah, ai}, c² = b², bc = ab³, a² = 1.
     */
    @ParameterizedTest
    @CsvSource({
            "1, P", "3, N", "1 3, P", "1 2, N", "6, N", "6 7, P", "6 7 9, N", "18, N", "6 18, P", "18 18, P",
            "20, N", "1 20, P", "1 20 20, P", "23, N", "1 23, P", "14 15, P", "6 14, N", "1 1 1, P", "13 3 1, P"})
    void searchAgreesWithTheGuilesQuotientOfFigure2(String heaps, String outcome) {
        int[] counts = new int[24];
        for (String s : heaps.split(" ")) counts[Integer.parseInt(s)]++;
        HeapSums search = new HeapSums(TakeAndBreakCode.parse("0.15"), 23);
        assertEquals(outcome.equals("P"), search.isP(counts), "0.15: " + heaps);
    }

    /** The search on Kayles (0.77) sums of up to two heaps ≤ 20 against the complete quotient (certified by the Periodicity Theorem). */
    @Test
    void searchOnKaylesSingleHeaps() {
        HeapSums search = new HeapSums(TakeAndBreakCode.parse("0.77"), 20);
        MisereQuotient k = Quotients.ofCode(TakeAndBreakCode.parse("0.77"), 0, 4096);
        for (int h = 1; h <= 20; h++)
            for (int j = 0; j <= h; j++) {
                int[] c = new int[21];
                c[h]++;
                c[j]++;
                assertEquals(k.isP[k.mul(k.phiElement(h), k.phiElement(j))], search.isP(c), "0.77: H" + h + " + H" + j);
            }
    }

    /** What a user types: Certify, Q.Certificate, the certificate's properties, Verify on a partial quotient, TimeLimit and Timed. */
    @Test
    void worksheet() {
        cgx.lang.Session s = cgx.families.Families.session();
        java.util.function.Function<String, String> show = src -> s.show(s.eval(src));
        assertEquals("false", show.apply("Q := MisereQuotient(0.16, MaxHeap => 12); Q.IsComplete"));
        String c = show.apply("C := Certify(Q, TotalSize => 20)");
        assertTrue(c.startsWith("/* Certificate of Q_12(0.16), |Q| = 36, |P| = 6: proved"), c);
        assertTrue(c.endsWith("*/ Certify(MisereQuotient(\"0.16\", MaxHeap => 12), TotalSize => 20)"), c);
        assertTrue(c.contains("every sum of heaps ≤ 12 of total size ≤ 20: " + HeapSums.count(12, 20) + " sums searched, all agree"), c);
        assertEquals("[true, true, true, 12, 36, 20, " + HeapSums.count(12, 20) + ", nil]",
                show.apply("[C.Passed, C.Proved, C.AlgebraPassed, C.MaxHeap, C.Order, C.TotalSize, C.Positions, C.Counterexample]"));
        assertEquals(c, show.apply("Q.Certificate"), "Q.Certificate shows the strongest certificate so far");
        assertEquals("" + HeapSums.count(12, 20), show.apply("Q.Verify(20)"), "Verify works on a partial quotient (heaps ≤ 12)");
        assertEquals("" + HeapSums.count(12, 20), show.apply("HeapSumCount(12, 20)"));
        assertEquals("true", show.apply("MisereQuotient(0.77).IsComplete"));
        assertTrue(assertThrows(cgx.core.CgxException.class, () -> s.eval("Certify(MisereQuotient(*2), TotalSize => 5)")).getMessage().contains("Terms => k"));
        assertTrue(assertThrows(cgx.core.CgxException.class, () -> s.eval("Certify(MisereQuotient(0.75), Terms => 5)")).getMessage().contains("TotalSize => S"));
        assertTrue(assertThrows(cgx.core.CgxException.class, () -> s.eval("Certify(R8Quotient())")).getMessage().contains("given by a presentation"));
        assertTrue(assertThrows(cgx.core.CgxException.class, () -> s.eval("Certify(3)")).getMessage().contains("expected a misère quotient"));
        // a time budget for one computation: the quotient stops there and returns the partial quotient reached
        assertEquals("true", show.apply("R := Timed(() -> TimeLimit(1/5, () -> MisereQuotient(0.316, MaxOrder => 20000))); R[1].MaxHeap < 40 and R[2] < 30"));
        assertEquals("false", show.apply("R[1].IsComplete"), "the partial quotient reached when the time limit stopped it");
        assertEquals("42", show.apply("TimeLimit(60, () -> MisereQuotient(0.15)).Order"), "within its budget the computation completes");
        // the quotient typed as the argument itself is computed under the limit too (not first, in full)
        assertEquals("true", show.apply("TimeLimit(1/20, MisereQuotient(0.316, MaxHeap => 18, MaxOrder => 20000)).MaxHeap < 18"));
        assertEquals("true", show.apply("R := Timed(MisereQuotient(0.15)); [R[1].Order, R[2] < 60] == [42, true]"));
    }

    @Test
    void countsOfSums() {
        assertEquals(1, HeapSums.count(5, 0));
        assertEquals(1 + 1 + 2 + 3 + 5 + 7, HeapSums.count(10, 5)); // partitions p(0..5)
        assertEquals(1 + 1 + 2 + 2 + 3, HeapSums.count(2, 4)); // parts ≤ 2
        assertEquals(5, HeapSums.totalSizeWithin(10, 19));
    }
}
