package cgx.scoring.guaranteed;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Regression: when "replace by atom" turned the Left side into an adornment while the Right side kept
 * options, the final sort of the (immutable, empty) Left side threw UnsupportedOperationException.
 * The form comes from a Diskonnect position (Diskonnect(["l..r","rll.",".r.."], Score => -3)).
 */
class CanonicalAdornedLeftTest {
    @Test
    void leftSideReplacedByAnAtomWhileRightKeepsOptions() {
        GsGame g = GsText.parse("<<-1|-3>|<<^-4|-4>,-3|^-2>>");
        assertTrue(g.isGuaranteed());
        GsGame c = Canonical.of(g);
        assertTrue(c.isLeftAdorned() && !c.isRightAdorned(), c::toString);
        assertEquals(g.leftStop(), c.leftStop());
        assertEquals(g.rightStop(), c.rightStop());
        assertTrue(GsOrder.geq(g, c) && GsOrder.geq(c, g), () -> g + " = " + c);
    }
}
