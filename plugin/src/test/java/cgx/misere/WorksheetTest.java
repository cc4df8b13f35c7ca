package cgx.misere;

import cgx.families.Families;
import cgx.core.Rational;

import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** What a user types in the worksheet, end to end. */
class WorksheetTest {
    private final Session s = Families.session();

    private String show(String src) { return s.show(s.eval(src)); }

    @Test void literalsPrintInThePapersNotation() {
        for (String lit : new String[] {"*2/320", "*(2/210)(2/30)3/21", "*(2/1)(2/0)4310", "*(2/0)0", "*", "*3", "*2/", "*{12}/"})
            assertEquals(lit, show(lit));
        assertEquals("*2/210", show("*[[2],2,1,0]"));
        assertEquals("*42", show("*[4,2]"));
        assertEquals("0", show("*0"));
    }

    @Test void propertiesAndOperators() {
        assertEquals("N", show("(*2/320).MisereOutcome"));
        assertEquals("P", show("(*(2/0)0).MisereOutcome"));
        assertEquals("[*2/, *3, *2, 0]", show("(*2/320).Options"));
        assertEquals("4", show("(*2/320).Birthday"));
        assertEquals("Genus(\"0^120\")", show("(*0).Genus"));
        assertEquals("*32", show("*2 + *2"));
        assertEquals("true", show("* + * == 0"));
        assertEquals("true", show("*2 + *3 == *(2+3)"));
        assertEquals("false", show("*2 == *3"));
        assertEquals("3", show("(*3).NimValue"));
        assertEquals("true", show("(*2 + *3).IsTame"));
        assertEquals("false", show("(*(2/0)0).IsTame"));
        assertEquals("0", show("(*).Mate"));
    }

    @Test void printedFormsReadBack() {
        String p = show("*2 + *3 + *2/");
        assertEquals(p, show(p));
        assertEquals("true", show("G := *2 + *3 + *2/; G == " + p));
    }

    @Test void heaps() {
        assertEquals("TakeAndBreak(\"0.15\")", show("TakeAndBreak(0.15)"));
        assertEquals("TakeAndBreak(\"0.15\")", show("TakeAndBreak(\"0.15\")"));
        assertEquals("*(2/0)0", show("TakeAndBreak(\"0.31011\").Heap(5).MisereCanonicalForm"));
        assertEquals("*(2/0)0", show("TakeAndBreak(0.31011).MisereCanonicalForm(5)"));
        assertEquals("2", show("TakeAndBreak(0.77).Heap(7).NimValue"));
        assertEquals("TakeAndBreak(\"0.77\").Heaps([3, 4])", show("R := TakeAndBreak(0.77); R.Heap(3) + R.Heap(4)"));
        assertEquals("7", show("R := TakeAndBreak(0.77); (R.Heap(3) + R.Heap(5)).NimValue"));
        String pos = show("R := TakeAndBreak(0.77); R.Heap(3) + R.Heap(4)");
        assertEquals(pos, show(pos));
        assertEquals(show("R := TakeAndBreak(0.77); (R.Heap(3) + R.Heap(4)).MisereOutcome"),
                show("R := TakeAndBreak(0.77); (R.Heap(3).MisereCanonicalForm + R.Heap(4).MisereCanonicalForm).MisereOutcome"));
        assertEquals("12", show("NimValues(0.77, 200).Period"));
        assertEquals("71", show("NimValues(\"0.77\", 200).Preperiod"));
        assertEquals("[0, 1, 2, 3, 1, 4]", show("NimValues(0.77, 5).Values"));
        assertEquals("true", show("R := TakeAndBreak(0.77); R.Heap(2) == *2"));
        assertEquals("true", show("4.7 == 4.7; TakeAndBreak(4.7).Heap(1).MisereCanonicalForm == *"));
    }

    @Test void badInputGivesClearErrors() {
        assertThrows(CgxException.class, () -> s.eval("*2/3("));
        assertThrows(CgxException.class, () -> s.eval("TakeAndBreak(\"0.1x\")"));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("TakeAndBreak(0.77).MisereCanonicalForm(50000)"));
        assertTrue(e.getMessage().contains("too large"), e.getMessage());
        assertEquals(Rational.of(1), s.eval("(*2/320).NimValue"), "normal-play nim value, as CGSuite");
        assertThrows(CgxException.class, () -> s.eval("(0).Genus"), "says to write *0");
        assertThrows(CgxException.class, () -> s.eval("*2 + 3"));
    }
}
