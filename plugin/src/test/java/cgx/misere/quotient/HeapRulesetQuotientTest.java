package cgx.misere.quotient;

import cgx.heap.BruteRules;
import cgx.heap.HeapRules;
import cgx.heap.HeapRuleset;
import cgx.heap.HeapRulesetTest;
import cgx.heap.Subtraction;
import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/** Misère quotients of heap games of every kind: against brute force, and against the equivalent octal codes. */
class HeapRulesetQuotientTest {
    static Stream<HeapRulesetTest.Case> cases() { return HeapRulesetTest.cases(); }

    /** Every sum of heaps of total size at most {@code n}, each heap at most {@code top}. */
    static void sums(int n, int top, int[] buf, int len, int maxPart, List<int[]> out) {
        out.add(java.util.Arrays.copyOf(buf, len));
        for (int h = Math.min(n, maxPart); h >= 1; h--) {
            if (h > top) continue;
            buf[len] = h;
            sums(n - h, top, buf, len + 1, h, out);
        }
    }

    /** Q_n's predictions (the product of Φ over the heaps, in P or not) against exhaustive search. */
    @ParameterizedTest @MethodSource("cases")
    void partialQuotientsPredictOutcomes(HeapRulesetTest.Case c) {
        boolean heavy = c.name().contains("n - 1, n - 1");
        int top = heavy ? 6 : 18;
        MisereQuotient q = Quotients.ofCode(c.rules(), top, 4096);
        assertEquals(top, q.maxGenerator(), c + ": Q_" + top);
        List<int[]> all = new ArrayList<>();
        sums(heavy ? 6 : 18, top, new int[20], 0, top, all);
        BruteRules b = c.brute();
        for (int[] pos : all) {
            int x = 0;
            for (int h : pos) x = q.mul(x, q.phiElement(h));
            assertEquals(b.misereP(pos), q.isP[x], c + " " + java.util.Arrays.toString(pos));
        }
        assertTrue(q.verify(heavy ? 6 : 16) > 10, "Verify searches the ruleset's own moves");
    }

    @Test void subtractionIsItsOctalCode() {
        MisereQuotient s = Quotients.ofCode(Subtraction.of(new int[] {1, 2, 5}, false), 0, 4096);
        MisereQuotient c = Quotients.ofCode(TakeAndBreakCode.parse("0.33003"), 0, 4096);
        assertTrue(s.isComplete());
        assertEquals(c.order(), s.order());
        assertEquals(c.period(), s.period());
        assertEquals(c.preperiod(), s.preperiod());
        assertEquals(c.presentation(), s.presentation());
        for (int n = 1; n <= 60; n++) assertEquals(c.phi(n).toString(), s.phi(n).toString(), "Φ(H_" + n + ")");
        assertTrue(s.toString().startsWith("Misère quotient of Subtraction([1, 2, 5]) (complete: period 3"), s.toString());
    }

    /** A rule given by a function gives the octal code's Q_n, and says it is partial and why. */
    @Test void rulesGiveTheCodesPartialQuotients() {
        HeapRuleset r = new HeapRules(n -> {
            List<int[]> out = new ArrayList<>();
            for (int k : new int[] {1, 2, 5}) if (k <= n) out.add(new int[] {n - k});
            return out.toArray(new int[0][]);
        }, "HeapRules(f)");
        MisereQuotient c = Quotients.ofCode(TakeAndBreakCode.parse("0.33003"), 30, 4096);
        MisereQuotient q = Quotients.ofCode(r, 30, 4096);
        assertFalse(q.isComplete());
        assertEquals(c.order(), q.order());
        for (int n = 1; n <= 30; n++) assertEquals(c.phi(n).toString(), q.phi(n).toString(), "Φ(H_" + n + ")");
        assertTrue(q.toString().contains("partial quotient Q_30; not certified by the Periodicity Theorem"), q.toString());
        MisereQuotient d = Quotients.ofCode(r, 0, 4096);
        assertEquals(Quotients.DEFAULT_PARTIAL_HEAP, d.maxGenerator(), "no MaxHeap: Q_40");
        assertTrue(d.toString().contains("a rule given by a function"), d.toString());
        // a hexadecimal code is no longer certified (Fact 2.2 is for octal games)
        MisereQuotient h = Quotients.ofCode(TakeAndBreakCode.parse("0.8"), 10, 4096);
        assertFalse(h.isComplete());
        assertTrue(h.toString().contains("hexadecimal"), h.toString());
    }
}
