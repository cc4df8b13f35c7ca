package cgx.misere.quotient;

import cgx.families.Families;
import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** What a user types: the worksheet names of issue 7 through a Session. */
class MisereQuotientWorksheetTest {
    private final Session s = Families.session();

    private String show(String src) { return s.show(s.eval(src)); }

    @Test
    void codeQuotients() {
        assertEquals("42", show("Q := MisereQuotient(0.15); Q.Order"));
        assertEquals("42", show("MisereQuotient(\"0.15\").Order"));
        assertEquals("12", show("Q.PPortion.Size"));
        assertEquals("10", show("Q.Period"));
        assertEquals("66", show("Q.Preperiod"));
        assertEquals("abg", show("Q.Phi(44)"));
        assertEquals("P", show("Q.Outcome(\"b^2\")"));
        assertEquals("P", show("Q.Outcome([1])"));
        assertEquals("N", show("Q.Outcome([1, 2])"));
        assertEquals("ab^3", show("Q.Multiply(\"b\", \"c\")"));
        assertEquals("false", show("Q.IsTame"));
        assertEquals("true", show("Q.IsNormal"));
        assertEquals("[d^2, ad^2, bd^2, abd^2]", show("Q.Kernel"));
        assertEquals("2", show("Q.ElementPeriod(\"b\")"));
        assertTrue(show("Q").contains("P = {a, b^2, bd, d^2, ae, ae^2, ae^3, af, af^2, ag, ah, ai}"));
        assertEquals("12", show("MisereQuotient(0.77, MaxHeap => 5).Order"));
        assertEquals("true", show("MisereQuotient(0.3333, MaxHeap => 4).IsTame"));
        // the growth step's search budget: too small, and the quotient stops at a split (0.07's heap
        // 25 needs 391 positions; heap 30 needs 5044). The same in this JVM, whatever other tests
        // left in the shared caches (SessionIndependenceTest: it once needed a JVM of its own)
        assertEquals("[29, 176, false]", show("Q := MisereQuotient(0.07, MaxHeap => 30, SearchBudget => 2000); [Q.MaxHeap, Q.Order, Q.IsComplete]"));
        assertThrows(CgxException.class, () -> show("MisereQuotient(0.07, SearchBudget => 5)"));
    }

    @Test
    void ordersAreThoseOfEachPartialQuotient() {
        // Q.Orders, the rows [n, |Q_n|, |P_n|] where heap n changes the quotient, against each Q_n
        // computed on its own with MaxHeap => n (the trivial Q_0 before the first row)
        assertEquals("[[1, 2, 1], [2, 6, 2], [5, 8, 2]]", show("MisereQuotient(0.75).Orders"));
        java.util.List<?> rows = (java.util.List<?>) s.eval("MisereQuotient(0.54, MaxHeap => 32).Orders");
        assertEquals(10, rows.size(), rows.toString());
        long q = 1, p = 0;
        int next = 0;
        for (int n = 1; n <= 32; n++) {
            java.util.List<?> row = next < rows.size() ? (java.util.List<?>) rows.get(next) : null;
            if (row != null && s.show(row.get(0)).equals(String.valueOf(n))) {
                q = Long.parseLong(s.show(row.get(1)));
                p = Long.parseLong(s.show(row.get(2)));
                next++;
            }
            assertEquals("[" + q + ", " + p + "]", show("Q := MisereQuotient(0.54, MaxHeap => " + n + "); [Q.Order, Q.PPortion.Size]"), "Q_" + n);
        }
        assertEquals(rows.size(), next);
    }

    @Test
    void formsAndTransitionAlgebras() {
        assertEquals("6", show("MisereQuotient(*2).Order"));
        assertEquals("6", show("MisereQuotient([*2, *3]).Order")); // *3 = *2 + * in cl(*3): T_2
        assertEquals("10", show("MisereQuotient([*2, *4]).Order")); // T_3 = Q(*4)
        assertEquals("[b, ab, ab^2]", show("T := TransitionAlgebra(*2); T.MeximalSet(\"b^2\")"));
        assertEquals("b^2", show("T.Mex([\"b\", \"ab\", \"ab^2\"])"));
    }

    @Test
    void searchBudgetReachesQuotientsOfForms() {
        // it used to be ignored for forms (the builder took the defaults): now the split at *(2/0)0 stops by it
        java.util.List<String> lines = new java.util.ArrayList<>();
        Session t = new Session(Families.runtime(), lines::add, lines::add);
        assertEquals("4", t.show(t.eval("MisereQuotient(*(2/0)0, MaxOrder => 300, SearchBudget => 1000).MaxHeap")));
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("the outcome search behind the split at generator 5 exceeds 1000 positions; returning Q_4")), lines.toString());
    }

    @Test
    void badInput() {
        assertThrows(CgxException.class, () -> s.eval("MisereQuotient(\"0.1x\")"));
        assertThrows(CgxException.class, () -> s.eval("MisereQuotient(true)"));
        assertThrows(CgxException.class, () -> s.eval("MisereQuotient(0.15).Outcome(\"xyz\")"));
        assertThrows(CgxException.class, () -> s.eval("MisereQuotient(0.15, MaxHeap => 4).Phi(9)"));
    }
}
