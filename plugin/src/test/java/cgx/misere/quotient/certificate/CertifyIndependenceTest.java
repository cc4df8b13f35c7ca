package cgx.misere.quotient.certificate;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Certify's parts check what their comments say: the search generates a code's moves itself
 * (compared here with the engine's), the algebra alone refuses an element no heap reaches (which the
 * outcome rule alone cannot see), and heaps without a move are handled.
 */
class CertifyIndependenceTest {

    /** The search's moves, made from the digits, equal the engine's for octal, hexadecimal and splitting codes. */
    @Test void theSearchsMovesAreItsOwnAndAgreeWithTheEngines() {
        for (String c : new String[] {"0.15", "0.07", "4.7", "0.31011", "0.3122", "0.&F3", "0.26", "0.54", "0.4107", "0.137", "0.&8&4", "8.3"}) {
            TakeAndBreakCode code = TakeAndBreakCode.parse(c);
            for (int h = 0; h <= 24; h++)
                assertEquals(set(code.options(h)), set(TakeAndBreakMoves.options(code, h)), c + " heap " + h);
        }
        assertEquals(5, TakeAndBreakMoves.partitions(8, 3).size()); // 8 = 1+1+6 = 1+2+5 = 1+3+4 = 2+2+4 = 2+3+3
    }

    private static TreeSet<String> set(int[][] opts) {
        TreeSet<String> s = new TreeSet<>();
        for (int[] o : opts) {
            int[] c = o.clone();
            Arrays.sort(c);
            s.add(Arrays.toString(c));
        }
        return s;
    }

    /**
     * Q_8(0.15) with one more element z (z·x = z for every x, z in N): commutative, associative,
     * reduced, and no sum of heaps ever reaches z, so the outcome rule on every sum passes; only
     * generation (every element a product of Φ-values) refuses it.
     */
    @Test void anElementNoHeapReachesIsRefusedByGenerationAlone() {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.15"), 8, 4096);
        int n = q.order();
        int[] mul = new int[(n + 1) * (n + 1)];
        boolean[] isP = new boolean[n + 1];
        for (int x = 0; x <= n; x++) {
            if (x < n) isP[x] = q.outcome(x).equals("P");
            for (int y = 0; y <= n; y++)
                mul[x * (n + 1) + y] = x == n ? (y == 0 ? n : n) : y == n ? n : q.element(q.multiply(x, y));
        }
        mul[n * (n + 1)] = n; // z·1 = z
        int[] phi = new int[9];
        for (int h = 1; h <= 8; h++) phi[h] = q.element(q.phi(h));
        TakeAndBreakCode code = TakeAndBreakCode.parse("0.15");
        AlgebraicCheck.Result a = AlgebraicCheck.run(code, 8, n + 1, mul, isP, phi);
        assertFalse(a.passed());
        assertTrue(a.failure().contains("not a product"), a.failure());
        OutcomeRuleCheck.Result r = OutcomeRuleCheck.run(8, n + 1, mul, isP, phi, AlgebraicCheck.optionValues(code, 8, n + 1, mul, phi), 1 << 24);
        assertTrue(r.run() && r.passed(), "the outcome rule alone does not see an unreached element: " + r.failure());
    }

    /** Heaps without a move (heap 1 of 0.07 and of 0.26) are the game 0; the certificate still proves Q_n. */
    @Test void heapsWithoutAMoveAreCertified() {
        for (String c : new String[] {"0.07", "0.26"}) {
            TakeAndBreakCode code = TakeAndBreakCode.parse(c);
            assertEquals(0, code.options(1).length, c + ": heap 1 has no move");
            MisereQuotient q = Quotients.ofCode(code, 10, 4096);
            QuotientCertificate cert = q.certify(20);
            assertTrue(cert.proved(), c + ": " + cert);
            HeapSums s = new HeapSums(code, 10);
            int[] counts = new int[11];
            counts[1] = 3;
            assertFalse(s.isP(counts), c + ": three dead heaps are the terminal position, N in misère play");
        }
    }
}
