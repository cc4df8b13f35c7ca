package cgx.misere;

import cgx.heap.HeapGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The predicates on a form with thousands of positions (Kayles, 0.77, a heap of 40: 3,431
 * positions): computed bottom-up from cached data, each position's answer must follow from its
 * options' by the definition (a search over sums would not finish on such a form); restive and
 * restless from the options of the even one of P and P + *.
 */
class LargeFormPredicatesTest {
    private static boolean tameGenus(MisereGame p) {
        return p.normalGrundy() == p.misereGrundy() || (p.normalGrundy() <= 1 && p.misereGrundy() <= 1);
    }

    @Test void kaylesHeap40() {
        MisereGame g = HeapForms.of(HeapGame.of("0.77")).misereCanonicalForm(40);
        List<MisereGame> ps = MisereTheory.positions(g, 100_000);
        assertTrue(ps.size() >= 3000, "positions: " + ps.size());
        long t0 = System.nanoTime();
        int restive = 0;
        for (MisereGame p : ps) if (Tameness.isRestive(p) | Tameness.isGenerallyRestive(p) | Tameness.isRestless(p) | Tameness.isTameable(p)) restive++;
        System.out.printf("Kayles heap 40: %d positions, restive/restless/tameable of all (the even forms included) in %d ms, %d with one of them%n",
                ps.size(), (System.nanoTime() - t0) / 1_000_000, restive);
        for (MisereGame p : ps) {
            boolean allTame = true, allGt = true;
            for (int i = 0; i < p.optionCount(); i++) {
                allTame &= Tameness.isTame(p.option(i));
                allGt &= Tameness.isGenerallyTame(p.option(i));
            }
            assertEquals(p.isNimHeap() || (tameGenus(p) && allTame), Tameness.isTame(p), "IsTame " + p.id());
            if (Tameness.isTame(p)) assertTrue(Tameness.isGenerallyTame(p));
            if (Tameness.isGenerallyTame(p)) assertTrue(Tameness.isTameable(p));
            // restive and restless: the hereditary definitions on the even one of P and P + *
            MisereGame e = MisereParts.evenOf(p);
            boolean eTame = true, eGt = true;
            for (int i = 0; i < e.optionCount(); i++) {
                eTame &= Tameness.isTame(e.option(i));
                eGt &= Tameness.isGenerallyTame(e.option(i));
            }
            assertEquals(Tameness.restiveGenus(e.normalGrundy(), e.misereGrundy()) && eTame, Tameness.isRestive(p), "IsRestive " + p.id());
            assertEquals(Tameness.restlessGenus(e.normalGrundy(), e.misereGrundy()) && eGt, Tameness.isRestless(p), "IsRestless " + p.id());
            if (Tameness.isRestive(p)) assertTrue(Tameness.isGenerallyRestive(p));
        }
        // Kayles is wild from small heaps on (Winning Ways ch. 13); its genus is known to the end
        assertFalse(Tameness.isTame(g));
        assertNotNull(MisereTheory.genus(g).toCGSuiteString());
        assertNotEquals(MisereParts.isEven(g), MisereParts.isOdd(g));
    }
}
