package cgx.misere;

import cgx.heap.HeapGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The predicates on a form with thousands of positions (Kayles, 0.77, a heap of 40: 3,431
 * positions): computed bottom-up from cached data, each position's answer must follow from its
 * options' by the definition (a search over sums would not finish on such a form).
 */
class LargeFormPredicatesTest {
    private static boolean tameGenus(MisereGame p) {
        return p.normalGrundy() == p.misereGrundy() || (p.normalGrundy() <= 1 && p.misereGrundy() <= 1);
    }

    @Test void kaylesHeap40() {
        MisereGame g = HeapForms.of(HeapGame.of("0.77")).misereCanonicalForm(40);
        List<MisereGame> ps = MisereTheory.positions(g, 100_000);
        assertTrue(ps.size() >= 3000, "positions: " + ps.size());
        for (MisereGame p : ps) {
            boolean allTame = true, allGt = true;
            for (int i = 0; i < p.optionCount(); i++) {
                allTame &= Tameness.isTame(p.option(i));
                allGt &= Tameness.isGenerallyTame(p.option(i));
            }
            assertEquals(p.isNimHeap() || (tameGenus(p) && allTame), Tameness.isTame(p), "IsTame " + p.id());
            if (Tameness.isTame(p)) assertTrue(Tameness.isGenerallyTame(p));
            if (Tameness.isGenerallyTame(p)) assertTrue(Tameness.isTameable(p));
            assertEquals(Tameness.restiveGenus(p.normalGrundy(), p.misereGrundy()) && allTame, Tameness.isRestive(p), "IsRestive " + p.id());
            assertEquals(Tameness.restlessGenus(p.normalGrundy(), p.misereGrundy()) && allGt, Tameness.isRestless(p), "IsRestless " + p.id());
        }
        // Kayles is wild from small heaps on (Winning Ways ch. 13); its genus is known to the end
        assertFalse(Tameness.isTame(g));
        assertNotNull(MisereTheory.genus(g).toCGSuiteString());
        assertNotEquals(MisereParts.isEven(g), MisereParts.isOdd(g));
    }
}
