package cgx.misere.quotient;

import cgx.families.Families;
import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** A quotient's words print as in the papers and read back as equal words in the session that computed the quotient. */
class MonoidWordReadBackTest {
    private final Session s = Families.session();

    private String show(String src) { return s.show(s.eval(src)); }

    @Test void everyElementOfAQuotientReadsBack() {
        s.eval("Q := MisereQuotient(0.15)");
        int order = Integer.parseInt(show("Q.Order"));
        for (int i = 1; i <= order; i++) {
            String w = show("Q.Elements[" + i + "]");
            assertEquals(w, show(w), "printed " + w);
            assertEquals("true", show(w + " == Q.Elements[" + i + "]"), w + " reads back as an equal word");
            assertEquals(show("Q.Outcome(\"" + w + "\")"), show("Q.Outcome(" + w + ")"));
        }
        String p = show("Q.PPortion");
        assertEquals("true", show(p + " == Q.PPortion"));
        // ab^2 is a·b², as the papers write it (not (ab)²)
        assertEquals("true", show("ab^2 == Q.Multiply(\"a\", \"b^2\")"));
        assertEquals("ab^3", show("b * c"));
        assertEquals(show("Q.Phi(44)"), "abg");
        assertEquals("true", show("abg == Q.Phi(44)"));
    }

    @Test void anExponentBeforeAGeneratorIsWrittenWithATimes() {
        MonoidWord w = new MonoidWord(new String[] {"a", "b", "c"}, new int[] {1, 3, 1}, 0);
        assertEquals("ab^3c", w.toString(), "the papers' form, in the quotient's display");
        assertEquals("ab^3*c", w.text(), "the worksheet's form, which parses");
        s.eval("Q := MisereQuotient(0.15)");
        assertEquals(show("Q.Multiply(\"ab^3\", \"c\")"), show("ab^3*c"));
    }

    @Test void theLatestQuotientOwnsTheNamesAndOthersAreUnknown() {
        CgxException e = assertThrows(CgxException.class, () -> s.eval("ab"));
        assertTrue(e.getMessage().contains("unknown name ab"), e.getMessage());
        s.eval("T := TransitionAlgebra(*2)");
        assertEquals("[b, ab, ab^2]", show("T.MeximalSet(b^2)"));
        assertEquals("b^2", show("T.Mex([b, ab, ab^2])"));
        assertThrows(CgxException.class, () -> s.eval("xyz"));
    }

    /** A name such as {@code a} is read in the quotient computed or used last (its methods use it). */
    @Test void wordsReadBackInTheQuotientUsedLast() {
        s.eval("Q := MisereQuotient(0.15); R := MisereQuotient(0.75)");
        s.eval("w := Q.Phi(1)");
        assertEquals("a", show("w"));
        assertEquals("true", show("a == w"), "Q was used last");
        assertEquals("8", show("R.Order"));
        assertEquals("false", show("a == w"), "R was used last: a is R's");
        assertEquals("true", show("a == R.Phi(1)"));
        s.eval("Q.Order");
        assertEquals("true", show("a == w"));
        assertEquals("/* |T| = 12, |Q| = 6 */ TransitionAlgebra(*2)", show("T := TransitionAlgebra(*2)"));
        s.eval("R.Order; T.Size");
        assertEquals("[b, ab, ab^2]", show("T.MeximalSet(b^2)"), "using T uses its quotient");
    }
}
