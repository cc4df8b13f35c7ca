package cgx.scoring.guaranteed.ruleset;

import cgx.core.CgxException;
import cgx.core.Rational;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Value semantics, input checks and limits of the ruleset positions. */
class ScoringBoardTest {

    @Test
    void valueSemantics() {
        List<String> rows = new ArrayList<>(List.of("lr", "rl"));
        Kobber a = Kobber.of(rows, Rational.of(-1));
        rows.set(0, "ll"); // the position keeps its own copy
        Kobber b = Kobber.of(List.of("lr", "rl"), Rational.of(-1));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(List.of("lr", "rl"), a.rows());
        assertThrows(UnsupportedOperationException.class, () -> a.rows().set(0, "xx"));
        assertNotEquals(a, Kobber.of(List.of("lr", "rl")));
        assertNotEquals(a, Diskonnect.of(List.of("lr", "rl"), Rational.of(-1)));
        assertEquals("Kobber([\"lr\",\"rl\"], Score => -1)", a.toString());
        assertEquals('r', a.at(1, 0));
        assertEquals(Rational.of(-1), a.score());
    }

    @Test
    void missingOrEmptyRows() {
        assertEquals("Kobber: the board needs at least one row",
                assertThrows(CgxException.class, () -> Kobber.of(List.of())).getMessage());
        assertEquals("Diskonnect: row 2 is empty",
                assertThrows(CgxException.class, () -> Diskonnect.of(List.of("l.", ""))).getMessage());
        assertEquals("DotsAndBoxes: row 1 is empty",
                assertThrows(CgxException.class, () -> DotsAndBoxes.of(List.of(""))).getMessage());
        assertEquals("Kobber: row 1 is empty",
                assertThrows(CgxException.class, () -> Kobber.of(Arrays.asList((String) null))).getMessage());
        assertEquals("Kobber: the score is missing",
                assertThrows(CgxException.class, () -> Kobber.of(List.of("l"), null)).getMessage());
    }

    @Test
    void sizeGuard() {
        DotsAndBoxes p = DotsAndBoxes.of(List.of("..", "...", ".."));
        CgxException e = assertThrows(CgxException.class, () -> new GameBuilder(20).build(p));
        assertEquals("position too large: its game has more than 20 positions", e.getMessage());
        assertTrue(p.rawGame().isGuaranteed()); // within the real limit
    }

    @Test
    void dotsMovesAreMaximalSequencesEachOnce() {
        // Two boxes side by side with only the middle edge and the right edge free: the middle edge
        // completes the left box and the mover must go on; the right edge then completes the right box.
        DotsAndBoxes p = DotsAndBoxes.of(List.of("xx", "x..", "xx"), Rational.ZERO);
        List<String> moves = p.leftMoves().stream().map(m -> String.join("/", m.rows()) + " " + m.score()).toList();
        assertEquals(List.of("xx/xxx/xx 2", "xx/x.x/xx 0"), moves);
        assertEquals(Rational.of(-2), p.rightMoves().get(0).score());
    }

    @Test
    void diskonnectEmptyBoardHasNoMoves() {
        Diskonnect p = Diskonnect.of(List.of("...", "..."), Rational.of(5));
        assertTrue(p.leftMoves().isEmpty() && p.rightMoves().isEmpty());
        assertEquals("5", p.game().toString());
        // a board without captures but with stones: one ending move each, clearing the board
        Diskonnect q = Diskonnect.of(List.of("l.r"));
        assertEquals(List.of(Diskonnect.of(List.of("..."))), q.leftMoves());
        assertTrue(q.rightMoves().get(0).isBoardEmpty());
    }
}
