package cgx.amalgamation;

import cgx.families.Families;
import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/** What a user types (the bulk of the worksheet cases are in test-games/amalgamation-nim/worksheet.cases). */
class AmalgamationWorksheetTest {
    private final List<String> printed = new ArrayList<>();
    private final Session s = new Session(Families.runtime(), printed::add);

    private String show(String src) { return s.show(s.eval(src)); }

    @Test
    void outcomesAndMoves() {
        assertEquals("P", show("AmalgamationNim([1, 2, 4]).Outcome"));
        assertEquals("N", show("AmalgamationNim([2, 3, 4]).Outcome"));
        assertEquals("AmalgamationNim([1, 2, 4])", show("AmalgamationNim([2, 3, 4]).WinningMove"));
        assertEquals("true", show("G := AmalgamationNim([5, 9, 12]); G.WinningMoves.Size >= 1 and G.WinningMove.Outcome == P"));
        assertEquals("true", show("AmalgamationNim([1, 2, 4]) == AmalgamationNim([4, 0, 2, 1])"));
    }

    @Test
    void periodOf11FromTheWorksheet() {
        assertEquals("960", show("AmalgamationL(11, 5000).Period"));
        assertEquals("true", show("AmalgamationL(11, 5000).Certified"));
        assertEquals("[16, 22]", show("AmalgamationL(11, 5000).Start"));
    }

    @Test
    void conjecture10PrintsProgressToTheSession() {
        assertEquals("[]", show("AmalgamationConjecture10(MaxCount => 3)"));
        assertEquals(2, printed.size(), printed.toString());
        assertTrue(printed.get(1).startsWith("Conjecture 10: checked all <b1, b2, b3, b4> with odd b_i <= 3"), printed.get(1));
    }

    @Test
    void errorsAreClear() {
        CgxException e = assertThrows(CgxException.class, () -> s.eval("AmalgamationNim([3, -1])"));
        assertTrue(e.getMessage().contains("non-negative"), e.getMessage());
        e = assertThrows(CgxException.class, () -> s.eval("AmalgamationL(0, 50)"));
        assertTrue(e.getMessage().contains("j must be at least 1"), e.getMessage());
        e = assertThrows(CgxException.class, () -> s.eval("AmalgamationL(2, 10, 3)"));
        assertNotNull(e.getMessage());
    }
}
