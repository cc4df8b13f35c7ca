package cgx.scoringnim;

import cgx.families.Families;
import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

/** What a user types into the worksheet, through a {@link Session}. */
class ScoringNimWorksheetTest {
    private final Session s = new Session(Families.runtime(), line -> {});

    private String show(String src) { return s.show(s.eval(src)); }

    @Test
    void namesFromTheContract() {
        assertEquals("ScoringNim([1, 4, 5])", show("X := ScoringNim([1, 4, 5]); X"));
        assertEquals("3/2", show("X.Payoff(1/2)"));
        assertEquals("3/2", show("X.Payoff(0.5)"));
        assertEquals("-2", show("X.Payoff(-6)"));
        assertEquals("[-2, -1, 0, 1, 2]", show("X.Breakpoints(-12, 12)"));
        assertEquals("[0, 1]", show("X.Breakpoints(0, 1)"));
        assertEquals("[ScoringNim([1, 4, 0])]", show("X.OptimalMoves(0)"));
        assertEquals("[ScoringNim([1, 4, 0]), ScoringNim([1, 4, 2]), ScoringNim([1, 4, 3])]", show("X.OptimalMoves(1)"));
        assertEquals("PiecewiseLinear(\"b <= -2: b + 4; -2 <= b <= -1: -b; -1 <= b <= 0: b + 2; 0 <= b <= 1: 2 - b; 1 <= b <= 2: b; b >= 2: 4 - b\")",
                show("X.PayoffFunction"));
        assertEquals("OptimalMoveRegion(\"b < -1\", [[1, 4, 2]])", show("X.OptimalMoveRegions[1]"));
        assertEquals("\"b < -1: [1, 4, 2]\"", show("X.OptimalMoveRegions[1].Text"));
        assertTrue(show("X.OptimalMoveTable").contains("\\n-1 < b < 1: [1, 4, 0]\\n"));
        assertEquals("[ScoringNim([1, 4, 2])]", show("X.OptimalMoveRegions[5].Moves"));
    }

    @Test
    void payoffFunctionMethods() {
        s.eval("F := ScoringNim([2, 3]).PayoffFunction");
        assertEquals("[-2, -1, 0]", show("F.Breakpoints"));
        assertEquals("[1, 1]", show("F.UpperTail"));
        assertEquals("[-1, -1]", show("F.LowerTail"));
        assertEquals("9/2", show("F.Value(7/2)"));
        assertEquals("-1", show("F.LeftSlope(0)"));
        assertEquals("1", show("F.RightSlope(0)"));
        assertEquals("PiecewiseLinear(\"b <= -2: b + 2; -2 <= b <= -1: -b - 2; -1 <= b <= 0: b; b >= 0: -b\")", show("-F + 1"));
        assertEquals("true", show("F.Max(-F) == F"));
        assertEquals("true", show("ScoringNim([5, 1, 4]) == ScoringNim([1, 4, 5, 0])"));
        assertEquals("3", show("ScoringNimBreakpointTable(4)[7][3]")); // (1, 2, 4)
    }

    /** Every printed value of the family reads back as an equal value. */
    @Test
    void printedFormsReadBack() {
        for (String src : new String[] {"ScoringNim([3, 0, 2])", "ScoringNim([1, 4, 5]).PayoffFunction", "ScoringNim([]).PayoffFunction",
                "ScoringNim([1, 4, 5]).OptimalMoveRegions", "ScoringNim([]).OptimalMoveRegions", "ScoringNim([2, 2, 3]).OptimalMoves(-1)",
                "ScoringNimCheckProposition52(8)", "ScoringNim([1, 6, 7]).PayoffFunction.Max(ScoringNim([2, 5]).PayoffFunction)"}) {
            Object v = s.eval(src);
            Object back = s.eval(s.show(v));
            assertTrue(s.runtime().valueEquals(back, v), src + " printed as " + s.show(v) + " does not read back");
        }
        assertEquals("true", show("PropositionCheck(ScoringNimCheckProposition51(8).Summary).Holds"));
    }

    @Test
    void badInputGivesClearErrors() {
        assertTrue(err("ScoringNim([1, -2, 3])").contains("non-negative"));
        assertTrue(err("ScoringNim([1, 1/2])").contains("integers"));
        assertTrue(err("ScoringNim([1, 4, 5]).Payoff(\"half\")").contains("must be a number"));
        assertTrue(err("ScoringNim([1, 4, 5]).Payoff([1])").contains("must be a number"));
        assertTrue(err("ScoringNim([1, 4, 5]).Payoff()").contains("expects 1 argument"));
        assertTrue(err("ScoringNim([1, 4, 5]).Breakpoints(0)").contains("two"));
        assertTrue(err("ScoringNim([1, 4, 5]).Plot(3, 1)").contains("lo < hi"));
        assertTrue(err("ScoringNim([500, 500, 500]).Payoff(0)").contains("sub-positions"));
        assertTrue(err("ScoringNimCheckProposition31(-1)").contains("non-negative"));
        assertTrue(err("ScoringNimCheckProposition31(100)").contains("between 0 and 40"));
    }

    private String err(String src) {
        CgxException e = assertThrows(CgxException.class, () -> s.eval(src));
        return e.getMessage();
    }

    @Test
    void plotsWriteSvg(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one.svg"), two = dir.resolve("two.svg");
        String q1 = one.toString().replace("\\", "\\\\");
        assertEquals("Picture", s.eval("TypeOf(ScoringNim([1, 4, 5]).Plot(-4, 4, File => \"" + q1 + "\"))"));
        String svg = Files.readString(one);
        assertEquals(svg, s.eval("ScoringNim([1, 4, 5]).Plot(-4, 4).Svg"), "the picture is the file's SVG");
        assertTrue(svg.startsWith("<?xml") && svg.contains("<svg") && svg.trim().endsWith("</svg>"));
        assertEquals(5, svg.split("<title>breakpoint b = ").length - 1, "five breakpoints marked");
        assertTrue(svg.contains("x = [1, 4, 5]"));
        show("ScoringNimPlot([ScoringNim([1, 4, 5]), ScoringNim([2, 3])], -4, 4, File => \"" + two.toString().replace("\\", "\\\\") + "\")");
        String svg2 = Files.readString(two);
        assertEquals(2, svg2.split("<polyline").length - 1);
        assertTrue(svg2.contains("x = [2, 3]"));
    }

    @Test
    void checksFromTheWorksheet() {
        assertEquals("true", show("C := ScoringNimCheckProposition51(10); C.Holds"));
        assertEquals("[]", show("C.Counterexamples"));
        assertTrue(show("C").startsWith("PropositionCheck(\"Proposition 5.1 [f(x + (1,1); b) = f(x; b) for all b]: holds for all"));
        assertEquals("12", show("ScoringNimPositions(4).Size"));
    }
}
