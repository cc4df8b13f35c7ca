package cgx.misere.lattice;

import cgx.heap.HeapGame;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.certificate.HeapSums;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** Exact lattice outcomes against Certify's exhaustive search on sums of heaps (its own moves, its own recursion). */
class LatticeOutcomesTest {

    @Test void theLatticeOfHeapsAgreesWithExhaustiveSearch() {
        for (String c : new String[] {"0.31011", "0.137", "0.26", "4.7", "0.3122"}) {
            int n = 6;
            HeapGame g = HeapGame.of(c);
            LatticeGame lattice = LatticeGame.ofHeaps(g, n);
            int r = lattice.rank();
            int[] size = new int[r];
            for (int i = 0; i < r; i++) size[i] = lattice.isStar(i) ? 2 : 3;
            LatticeOutcomes o = new LatticeOutcomes(lattice, size);
            HeapSums search = new HeapSums(TakeAndBreakCode.parse(c), n);
            int[] v = new int[r];
            long points = 1;
            for (int s : size) points *= s;
            for (long i = 0; i < points; i++) {
                if (i > 0) RuleDiscovery.next(v, size);
                int[] counts = new int[n + 1];
                for (int k = 0; k < r; k++) counts[lattice.heap(k)] = v[k];
                assertEquals(search.isP(counts), o.isP(v), c + " " + lattice.describe(v));
            }
        }
    }

    @Test void aBoxTooLargeGetsAClearMessage() {
        LatticeGame lattice = LatticeGame.ofHeaps(HeapGame.of("0.3102"), 12);
        int[] size = new int[lattice.rank()];
        java.util.Arrays.fill(size, 3);
        cgx.core.CgxException e = assertThrows(cgx.core.CgxException.class, () -> new LatticeOutcomes(lattice, size));
        assertTrue(e.getMessage().contains("choose a smaller box"), e.getMessage());
        cgx.core.CgxException big = assertThrows(cgx.core.CgxException.class, () -> LatticeGame.ofHeaps(HeapGame.of("0.145"), 40));
        assertTrue(big.getMessage().contains("at most " + LatticeGame.MAX_GENERATORS), big.getMessage());
    }
}
