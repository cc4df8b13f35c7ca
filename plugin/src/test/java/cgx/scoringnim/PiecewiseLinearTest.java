package cgx.scoringnim;

import cgx.core.Rational;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/** The exact piecewise-linear kernel against pointwise maxima. */
class PiecewiseLinearTest {

    @Test
    void maxOfLinesCrossesExactly() {
        PiecewiseLinear up = PiecewiseLinear.line(1, 0), down = PiecewiseLinear.line(-1, 3);
        PiecewiseLinear m = up.max(down); // crossing at b = 3/2
        assertEquals("b <= 3/2: 3 - b; b >= 3/2: b", m.pieces());
        assertEquals(Rational.of(3, 2), m.value(Rational.of(3, 2)));
        assertEquals(java.util.List.of(Rational.of(3, 2)), m.breakpoints());
        assertTrue(m.isContinuous());
        assertEquals(-1, m.leftSlope(Rational.of(3, 2)));
        assertEquals(1, m.rightSlope(Rational.of(3, 2)));
        assertEquals("b <= 3/2: b - 3; b >= 3/2: -b", m.negate().pieces());
        assertEquals("b <= 3/2: 7/2 - b; b >= 3/2: b + 1/2", m.plus(Rational.of(1, 2)).pieces());
    }

    @Test
    void parallelAndEqualLinesMerge() {
        PiecewiseLinear a = PiecewiseLinear.line(1, 2), b = PiecewiseLinear.line(1, 5);
        assertEquals("all b: b + 5", a.max(b).pieces());
        assertEquals(a, a.max(a));
    }

    @Test
    void offGridCrossingIsRefusedNotRounded() {
        PiecewiseLinear steep = PiecewiseLinear.line(3, 0), flat = PiecewiseLinear.line(0, 1); // cross at b = 1/3
        assertThrows(ArithmeticException.class, () -> steep.max(flat));
    }

    /** Random maxima of ±1-slope tents against the pointwise maximum at quarter points. */
    @Test
    void randomMaximaAgainstPointwise() {
        Random rnd = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            PiecewiseLinear f = PiecewiseLinear.line(rnd.nextBoolean() ? 1 : -1, rnd.nextInt(21) - 10);
            PiecewiseLinear g = PiecewiseLinear.line(rnd.nextBoolean() ? 1 : -1, rnd.nextInt(21) - 10);
            for (int k = 0; k < 4; k++) {
                f = f.max(PiecewiseLinear.line(rnd.nextBoolean() ? 1 : -1, rnd.nextInt(21) - 10)).negate().plus(Rational.of(rnd.nextInt(7)));
                g = g.max(PiecewiseLinear.line(rnd.nextBoolean() ? 1 : -1, rnd.nextInt(21) - 10)).negate().plus(Rational.of(rnd.nextInt(7)));
            }
            int sign = rnd.nextBoolean() ? 1 : -1, shift = rnd.nextInt(9) - 4;
            PiecewiseLinear m = PiecewiseLinear.maxWith(f, g, sign, shift);
            assertTrue(m.isContinuous());
            for (int q = -120; q <= 120; q++) {
                Rational b = Rational.of(q, 4);
                Rational expected = f.value(b).max(g.value(b).multiply(Rational.of(sign)).add(Rational.of(shift)));
                assertEquals(expected, m.value(b), "at " + b);
            }
            for (int i = 0; i + 1 < m.pieceCount(); i++) {
                assertNotEquals(m.slope(i) * 1000 + m.intercept2(i), m.slope(i + 1) * 1000 + m.intercept2(i + 1), "unmerged pieces");
            }
        }
    }
}
