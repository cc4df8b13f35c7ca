package cgx.misere.quotient;

import cgx.WorksheetJvm;
import cgx.families.Families;
import cgx.heap.HeapGame;
import cgx.lang.Session;
import cgx.misere.HeapForms;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Issue 51, part 5: the same call with the same SearchBudget gives the same answer whatever the
 * session computed before. The growth step's search used to depend on the session's table of
 * canonical forms twice: its order of moves followed the forms' interning ids, and the heaps
 * whose forms it used were as many as 1,000 new forms allowed. 0.07's split at heap 30 needs
 * 5044 positions; before, it needed 4955 in a new JVM but 4766 once 0.06's forms had been made,
 * so SearchBudget => 4900 stopped at Q_29 in the one and gave Q_30 in the other.
 */
class SessionIndependenceTest {
    private static final String CALL = "Q := MisereQuotient(0.07, MaxHeap => 30, SearchBudget => %d); [Q.MaxHeap, Q.Order]";
    private static final String WARM = "TakeAndBreak(0.06).MisereCanonicalForm(30); MisereQuotient(0.77, MaxHeap => 24); ";

    /** The output of a worksheet run in a new JVM, without the progress lines written by the clock. */
    private static String freshJvm(String src) {
        List<String> r = WorksheetJvm.run("-e", src);
        assertEquals("0", r.get(0), r.get(1));
        return withoutTimedLines(r.get(1));
    }

    /** The output of {@code src} in a new session of this JVM (whose caches other tests have warmed), progress lines first. */
    private static String thisJvm(String src) {
        List<String> lines = new ArrayList<>();
        Session s = new Session(Families.runtime(), lines::add, lines::add);
        s.run(src, (value, silent) -> { if (!silent) lines.add(s.show(value)); });
        return withoutTimedLines(String.join("\n", lines));
    }

    // "heap n splits Q_n-1 ...; k positions searched" and "heap n, |Q| = k": written every few seconds
    private static String withoutTimedLines(String out) {
        StringBuilder sb = new StringBuilder();
        for (String l : out.split("\n")) {
            if (l.matches("MisereQuotient \\S+: heap \\d+( splits|, \\|Q\\|).*")) continue;
            if (sb.length() > 0) sb.append('\n');
            sb.append(l);
        }
        return sb.toString();
    }

    @Test
    void searchBudgetGivesTheSameAnswerAfterOtherComputations() {
        // what failed before: 4900 positions were too few in a new JVM, enough once 0.06's forms were made
        String before = String.format(CALL, 4900);
        String stopped = "MisereQuotient 0.07: stopped at heap 30: misère quotient: the outcome search behind the split at generator 30 "
                + "exceeds 4900 positions; returning Q_29\n[29, 176]";
        assertEquals(stopped, freshJvm(before));
        assertEquals(stopped, freshJvm(WARM + before), "after other forms were made");
        // the bound is exact: one position short of what the split needs, and what it needs, in a
        // session of a JVM whose caches other tests (and this one) have warmed
        assertEquals(stopped.replace("4900", "5043"), thisJvm(WARM + String.format(CALL, 5043)));
        assertEquals("[30, 360]", thisJvm(WARM + String.format(CALL, 5044)));
    }

    @Test
    void theHeapsWhoseFormsTheSearchUsesDependOnTheFormsAlone() {
        // 0.4107: heap 45's form costs 169659, heap 46's 202403 (over 200000), whatever was made before
        HeapForms fresh = HeapForms.of(HeapGame.uncached("0.4107"));
        assertNotNull(fresh.formWithinCost(45, 200_000));
        assertNull(fresh.formWithinCost(46, 200_000));
        HeapForms warmed = HeapForms.of(HeapGame.uncached("0.4107"));
        warmed.misereCanonicalForm(47); // its forms made first, as a session might have
        assertNull(warmed.formWithinCost(46, 200_000));
        assertNull(warmed.formWithinCost(47, 200_000));
        assertSame(fresh.formWithinCost(45, 200_000), warmed.formWithinCost(45, 200_000));
        assertNotNull(warmed.formWithinCost(46, 202_403));
    }
}
