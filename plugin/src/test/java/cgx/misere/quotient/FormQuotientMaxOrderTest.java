package cgx.misere.quotient;

import cgx.core.CgxException;
import cgx.families.Families;
import cgx.lang.Session;
import cgx.misere.MisereGame;
import cgx.misere.quotient.engine.QuotientBuilder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * MaxOrder on a quotient of forms (issue 49): as for a code, it stops with the partial quotient
 * reached, says why, and the printed call computes an equal quotient again. cl(*(2/0)0) has the
 * generators *, *2, *2/, *2/0, *(2/0)0 (Plambeck–Siegel §A.7); its quotient is infinite, Q_4 has
 * 14 elements.
 */
class FormQuotientMaxOrderTest {
    private final List<String> said = new ArrayList<>();
    private final Session s = new Session(Families.runtime(), said::add);

    private String show(String src) { return s.show(s.eval(src)); }

    @Test void maxOrderStopsAQuotientOfAFormWithThePartialQuotientAndWhy() {
        String q = show("Q := MisereQuotient(*(2/0)0, MaxOrder => 300)");
        assertTrue(said.contains("MisereQuotient *(2/0)0: stopped at generator 5, *(2/0)0: misère quotient grows beyond 300 elements at generator 5; returning Q_4"), said.toString());
        assertTrue(q.startsWith("/* Misère quotient of *(2/0)0 (partial quotient Q_4, of the closure of the forms listed under Φ)\n|Q| = 14, |P| = 4\n"), q);
        assertTrue(q.endsWith("*2/0 -> c */ MisereQuotient(*(2/0)0, MaxHeap => 4, MaxOrder => 300)"), q);
        // the value itself says why it stopped
        assertTrue(((MisereQuotient) s.lookup("Q")).toString().contains("; stopped at generator 5, *(2/0)0: misère quotient grows beyond 300 elements"));
        assertEquals("false", show("Q.IsComplete"));
        assertEquals("4", show("Q.MaxHeap"));
        assertEquals("14", show("Q.Order"));
        assertEquals("[a, b^2, bc, c^2]", show("Q.PPortion"));
        assertEquals("\"<a, b, c | a^2 = 1, b^3 = b, b^2c = c, c^3 = ac^2>\"", show("Q.Presentation"));
        assertEquals("c", show("Q.Phi(4)"));
        assertThrows(CgxException.class, () -> s.eval("Q.Phi(5)"));
        // its printed form reads back as an equal quotient (computed to the end this time), and as the one MaxHeap asks for
        String call = q.substring(q.lastIndexOf("*/ ") + 3);
        assertEquals("true", show(call + " == Q"));
        assertEquals("true", show("MisereQuotient(*(2/0)0, MaxHeap => 4) == Q"));
        assertEquals("false", show("MisereQuotient(*(2/0)0, MaxHeap => 3) == Q"));
        // the quotient of 0.31011's first four heaps, which are the same forms (§A.7)
        assertEquals("true", show("Q.Presentation == MisereQuotient(0.31011, MaxHeap => 4).Presentation"));
    }

    @Test void aListOfFormsStopsAlike() {
        String q = show("Q := MisereQuotient([*2/320, *2], MaxOrder => 6)");
        assertTrue(q.startsWith("/* Misère quotient of [*2/320, *2] (partial quotient Q_4,"), q);
        assertTrue(q.endsWith("*/ MisereQuotient([*2/320, *2], MaxHeap => 4, MaxOrder => 6)"), q);
        assertEquals("true", show(q.substring(q.lastIndexOf("*/ ") + 3) + " == Q"));
        assertEquals("[false, 6]", show("[Q.IsComplete, Q.Order]"));
    }

    @Test void aFiniteQuotientUnderMaxOrderIsUnchanged() {
        String whole = show("MisereQuotient(*2/320)");
        String q = show("Q := MisereQuotient(*2/320, MaxOrder => 8)");
        assertTrue(said.isEmpty(), said.toString());
        assertEquals(whole.replace("*/ MisereQuotient(*2/320)", "*/ MisereQuotient(*2/320, MaxOrder => 8)"), q);
        assertEquals("[true, 8, 5]", show("[Q.IsComplete, Q.Order, Q.MaxHeap]"));
        assertEquals("true", show("Q == MisereQuotient(*2/320)"));
        assertEquals("true", show("MisereQuotient(*2/320, MaxHeap => 9) == Q"), "past the last follower: the whole closure");
        assertEquals("false", show("Q.IsInfinite"));
    }

    @Test void isInfiniteAsksTheClosureAskedFor() {
        // Q(cl(*2/320)) has 8 elements: stopped at 6, the closure's own lattice finds no infinite family and computes it
        assertEquals("false", show("MisereQuotient(*2/320, MaxOrder => 6).IsInfinite"));
        // Q_4 computed to the end is finite
        assertEquals("false", show("MisereQuotient(*2/320, MaxHeap => 4).IsInfinite"));
        // (true for cl(*(2/0)0): LatticeWorksheetTest, on the proof of the paper's box)
    }

    @Test void theLibrarysCompleteQuotientStillThrowsPastItsBound() {
        assertThrows(QuotientBuilder.TooLarge.class, () -> Quotients.ofForms(List.of(MisereGame.parse("*(2/0)0")), 300));
    }
}
