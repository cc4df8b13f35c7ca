package cgx.census;

import cgx.core.CgxException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/** The spaces a census covers: their codes, their header text (read back on --resume), their bounds. */
class CodeSpaceTest {
    private static List<String> texts(CodeSpace.Space s) { return s.codes().stream().map(CodeSpace::text).toList(); }

    @Test
    void spacesAndTheirCodes() {
        // quaternary: digits 0-3, no 4.-codes (4 is not a quaternary digit)
        CodeSpace.Space q = new CodeSpace.Space(4, 4, false, 3);
        assertEquals(3 + 12 + 48 + 192, q.codes().size());
        assertFalse(q.prefix4());
        assertTrue(texts(q).containsAll(List.of("0.3102", "0.0122", "0.123")));
        assertTrue(texts(q).stream().noneMatch(c -> c.matches(".*[4-7].*\\..*|.*\\..*[4-7].*")), "a digit above 3");
        // MisereSolver's --search4D: 0.dddd and 4.ddd
        CodeSpace.Space s = CodeSpace.Space.SEARCH_4D;
        assertEquals(7 * (1 + 8 + 64 + 512) + 1 + 7 * (1 + 8 + 64), s.codes().size());
        assertTrue(texts(s).contains("4.777") && !texts(s).contains("4.7771") && texts(s).contains("0.7777"));
        // the old spaces are unchanged
        assertEquals(CodeSpace.codes(3, true, false).stream().map(CodeSpace::text).toList(), texts(CodeSpace.Space.of(3, true, false)));
    }

    @Test
    void headersReadBack() {
        for (CodeSpace.Space s : List.of(CodeSpace.Space.of(3, true, false), CodeSpace.Space.of(2, false, true), CodeSpace.Space.SEARCH_4D,
                new CodeSpace.Space(4, -1, false, 3), new CodeSpace.Space(2, 2, true, 9)))
            assertEquals(s, CodeSpace.Space.parse(s.text()), s.text());
        assertEquals("cgx-census digits=3 prefix4=true hex=false", CodeSpace.Space.of(3, true, false).text(), "old headers keep their text");
        assertEquals("cgx-census digits=4 prefix4=true hex=false digits4=3", CodeSpace.Space.SEARCH_4D.text());
        assertEquals("cgx-census digits=4 prefix4=false hex=false maxdigit=3", new CodeSpace.Space(4, 4, false, 3).text());
        for (String bad : List.of("cgx-census digits=4 prefix4=false hex=false digits4=3", "cgx-census digits=4 prefix4=true hex=false digits4=4",
                "cgx-census digits=2 prefix4=true hex=false maxdigit=9", "cgx-census digits=2 prefix4=true hex=false digits4=5",
                "cgx-census digits=2 prefix4=true hex=false maxdigit=0", "census digits=2"))
            assertThrows(CgxException.class, () -> CodeSpace.Space.parse(bad), bad);
        CgxException e = assertThrows(CgxException.class, () -> new CodeSpace.Space(3, 1, false, 8));
        assertTrue(e.getMessage().contains("1 to 7"), e.getMessage());
    }
}
