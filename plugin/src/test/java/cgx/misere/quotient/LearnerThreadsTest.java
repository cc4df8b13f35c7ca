package cgx.misere.quotient;

import cgx.families.Families;
import cgx.core.EngineConfig;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The learner's threads (its table queries, its two failure searches) and the copies level change
 * how fast a split is learned, never the quotient: the same presentation, P-portion and Φ come out
 * with one thread and with two, at levels 2 and 3, on codes whose heaps split the quotient.
 */
class LearnerThreadsTest {
    // {code, heaps}: each has splits the general growth step learns (0.04 at heaps 17, 37, 42; 0.4107 at 35; 0.16 at 12)
    private static final String[][] CASES = {{"0.04", "42"}, {"0.4107", "40"}, {"0.16", "13"}};

    @Test void theSameQuotientWithOneOrTwoThreadsAndAnyCopiesLevel() {
        for (String[] c : CASES) {
            List<String> seen = new ArrayList<>();
            for (int level : new int[] {2, 3})
                for (int threads : new int[] {1, 2}) {
                    EngineConfig config = EngineConfig.defaults().withLearnerThreads(threads).withCopiesLevel(level);
                    MisereQuotient q = Quotients.ofHeaps(TakeAndBreakCode.parse(c[0]), Integer.parseInt(c[1]), config);
                    assertNull(q.stopped, c[0] + ": " + q.stopped);
                    seen.add(q.toString());
                }
            for (String s : seen) assertEquals(seen.get(0), s, c[0] + ": the quotient depends on the threads or the copies level");
        }
    }

    @Test void theWorksheetKeywordsReachTheEngine() {
        Session s = Families.session();
        assertEquals(s.show(s.eval("MisereQuotient(0.4107, MaxHeap => 40, LearnerThreads => 1, CopiesLevel => 3).Presentation")),
                s.show(s.eval("MisereQuotient(0.4107, MaxHeap => 40, LearnerThreads => 2, CopiesLevel => 1).Presentation")));
        assertTrue(assertThrows(cgx.core.CgxException.class, () -> s.eval("MisereQuotient(0.15, CopiesLevel => 9)"))
                .getMessage().contains("CopiesLevel must be 1 to 8"));
    }
}
