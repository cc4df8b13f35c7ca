package cgx.misere.quotient;

import cgx.core.EngineConfig;
import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** A quotient grown heap by heap, snapshot on the way, is the one computed at once: Q_20 then Q_31 of 0.26 as Quotients.ofHeaps gives them. */
class GrowingQuotientTest {
    @Test void growingOnGivesTheQuotientComputedAtOnce() {
        TakeAndBreakCode code = TakeAndBreakCode.parse("0.26");
        GrowingQuotient g = new GrowingQuotient(code, EngineConfig.defaults());
        for (int n : new int[] {20, 31}) {
            g.grow(n);
            assertEquals(n, g.heaps());
            MisereQuotient grown = g.quotient(g.certified(), null, true), once = Quotients.ofHeaps(code, n, EngineConfig.defaults());
            assertEquals(once.order(), grown.order(), "|Q_" + n + "|");
            assertEquals(once.maxGenerator(), grown.maxGenerator());
            for (int h = 1; h <= n; h++) assertEquals(once.phiOf(h), grown.phiOf(h), "Φ(H_" + h + ") in Q_" + n);
            for (int x = 0; x < once.order(); x++) {
                assertEquals(once.inP(x), grown.inP(x), "P in Q_" + n);
                for (int y = 0; y < once.order(); y++) assertEquals(once.product(x, y), grown.product(x, y), "Q_" + n);
            }
            assertEquals(once.toString(), grown.toString(), "printed alike, the call included");
        }
        assertEquals(1, new GrowingQuotient(code, EngineConfig.defaults()).quotient(false, null, true).order(), "before any heap: Q_0, the trivial quotient");
    }
}
