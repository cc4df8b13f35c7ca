package cgx.scoring.guaranteed;

import cgx.core.Rational;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The theory's own consequences on random guaranteed games (spec §§3.3, 3.4, 5, 6, 7, 11): the
 * uniqueness theorem for canonical forms, the algebra of sums, conjugates and the order, the
 * pass-allowed stops as waiting moves, and the calculator's property tests.
 */
class GsPropertiesTest {
    private static List<Rational> scores(int... s) {
        List<Rational> out = new ArrayList<>();
        for (int x : s) out.add(Rational.of(x));
        return out;
    }

    private static final List<GsGame> INVERTIBLE = List.of(Conway.star(1), Conway.up(), Conway.integer(1), Conway.integer(-2),
            GsGame.number(2), GsText.parse("<1|-1>"), Conway.dyadic(Rational.of(1, 2)), Conway.star(2));

    /** Random games, and games built to be equal to them: G + X - X for invertible X, G with a dominated option added. */
    private static List<GsGame> family(long seed, int count, int maxRank) {
        RandomGs random = new RandomGs(new Random(seed), scores(-2, -1, 0, 1, 3), 2);
        List<GsGame> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            GsGame g = random.game(i % (maxRank + 1));
            out.add(g);
            GsGame x = INVERTIBLE.get(i % INVERTIBLE.size());
            out.add(g.sum(x).sum(x.conjugate()));
        }
        return out;
    }

    @Test
    void canonicalFormsAreIdenticalExactlyWhenTheGamesAreEqual() {
        List<GsGame> games = family(21, 120, 3);
        Map<GsGame, GsGame> canon = new HashMap<>();
        for (GsGame g : games) canon.put(g, Canonical.of(g));
        int equalPairs = 0, pairs = 0;
        for (GsGame g : games) {
            for (GsGame h : games) {
                boolean equal = GsOrder.equal(g, h);
                boolean same = canon.get(g) == canon.get(h);
                assertEquals(equal, same, () -> g + " and " + h + ": equal " + equal + ", canonical forms " + canon.get(g) + " and " + canon.get(h));
                if (equal) equalPairs++;
                pairs++;
            }
        }
        assertTrue(equalPairs > 2 * games.size(), "equal pairs met: " + equalPairs + " of " + pairs);
    }

    @Test
    void theCanonicalFormIsEqualNeverLargerAndItsOwn() {
        for (GsGame g : family(22, 300, 4)) {
            GsGame c = Canonical.of(g);
            assertTrue(GsOrder.equal(g, c), () -> g + " is not equal to its canonical form " + c);
            // reduced afresh (not the memo): no reduction applies to the canonical form or its subpositions
            assertSame(c, Canonical.reduce(c), () -> "a reduction still applies to the canonical form " + c);
            assertTrue(c.rank() <= g.rank(), () -> "the canonical form " + c + " has a larger rank than " + g);
            assertTrue(c.subpositionCount() <= g.subpositionCount(), () -> "the canonical form " + c + " has more subpositions than " + g);
            // conjugation commutes with the reductions (a canonical form lists its options in FormOrder, its conjugate need not)
            assertSame(Canonical.of(g.conjugate()), Canonical.of(c.conjugate()), () -> "conjugation and the canonical form commute on " + g);
            assertEquals(c.conjugate().subpositionCount(), Canonical.of(c.conjugate()).subpositionCount(), () -> "the conjugate of " + c + " is reduced");
            for (GsGame o : c.leftOptions()) assertSame(o, Canonical.reduce(o), () -> "an option of " + c + " is not reduced");
            for (GsGame o : c.rightOptions()) assertSame(o, Canonical.reduce(o), () -> "an option of " + c + " is not reduced");
        }
    }

    @Test
    void sumsAreACommutativeMonoidOnEqualityClassesAndRespectTheOrder() {
        List<GsGame> games = family(23, 30, 2);
        for (int i = 0; i < games.size(); i++) {
            GsGame g = games.get(i), h = games.get((i * 7 + 3) % games.size()), k = games.get((i * 11 + 5) % games.size());
            assertSame(GsAlgebra.plus(g, h), GsAlgebra.plus(h, g), () -> "commutative: " + g + ", " + h);
            assertSame(GsAlgebra.plus(GsAlgebra.plus(g, h), k), GsAlgebra.plus(g, GsAlgebra.plus(h, k)), () -> "associative: " + g + ", " + h + ", " + k);
            assertSame(Canonical.of(g), GsAlgebra.plus(g, GsGame.number(0)));
            assertSame(Canonical.of(g.sum(h).conjugate()), Canonical.of(g.conjugate().sum(h.conjugate())), () -> "-(G + H) = -G + -H: " + g + ", " + h);
            if (GsOrder.geq(g, h)) {
                assertTrue(GsOrder.geq(g.sum(k), h.sum(k)), () -> g + " >= " + h + " but not after adding " + k);
                assertTrue(GsOrder.geq(h.conjugate(), g.conjugate()), () -> g + " >= " + h + " but not -H >= -G");
            }
            if (GsOrder.geq(g, h) && GsOrder.geq(h, k)) assertTrue(GsOrder.geq(g, k), () -> "transitive: " + g + ", " + h + ", " + k);
        }
    }

    @Test
    void invertibleGamesHaveTheirConjugateAsInverse() {
        int invertible = 0;
        for (GsGame g : family(24, 150, 3)) {
            boolean inv = GsAlgebra.isInvertible(g);
            if (inv) {
                invertible++;
                assertSame(GsGame.number(0), GsAlgebra.minus(g, g), () -> g + " is invertible but G - G is not 0");
            } else {
                assertTrue(GsAlgebra.minus(g, g) != GsGame.number(0), () -> g + " is not invertible but G - G = 0");
            }
            for (GsGame x : INVERTIBLE) {
                assertTrue(GsAlgebra.isInvertible(x));
                assertSame(Canonical.of(g), GsAlgebra.minus(GsAlgebra.plus(g, x), x), () -> "G + X - X = G fails for " + g + ", X = " + x);
            }
        }
        assertTrue(invertible > 20, "invertible games met: " + invertible);
    }

    @Test
    void stopsAreInvariantsAndThePassAllowedStopsAreWaitingMoves() {
        RandomGs random = new RandomGs(new Random(25), scores(-3, -1, 0, 2, 4), 3);
        for (int i = 0; i < 400; i++) {
            GsGame g = random.game(i % 5);
            GsGame c = Canonical.of(g);
            for (GsGame x : List.of(g, c)) {
                // §3.3: Right's passes are as good as n waiting moves for Right, n > rank
                GsGame right = x.sum(Waiting.right(Rational.ZERO, g.rank() + 1)), left = x.sum(Waiting.left(Rational.ZERO, g.rank() + 1));
                assertEquals(right.leftStop(), g.leftStopRightPasses(), () -> "Ls underlined of " + g);
                assertEquals(right.rightStop(), g.rightStopRightPasses(), () -> "Rs underlined of " + g);
                assertEquals(left.leftStop(), g.leftStopLeftPasses(), () -> "Ls overlined of " + g);
                assertEquals(left.rightStop(), g.rightStopLeftPasses(), () -> "Rs overlined of " + g);
            }
            // §3.4: order of the stops, and conjugate symmetry
            assertTrue(g.leftStopRightPasses().compareTo(g.leftStop()) <= 0 && g.leftStop().compareTo(g.leftStopLeftPasses()) <= 0);
            assertTrue(g.rightStopRightPasses().compareTo(g.rightStop()) <= 0 && g.rightStop().compareTo(g.rightStopLeftPasses()) <= 0);
            GsGame n = g.conjugate();
            assertEquals(n.leftStopRightPasses(), g.rightStopLeftPasses().negate());
            assertEquals(n.leftStopLeftPasses(), g.rightStopRightPasses().negate());
            assertEquals(n.rightStopRightPasses(), g.leftStopLeftPasses().negate());
            assertEquals(n.rightStopLeftPasses(), g.leftStopRightPasses().negate());
        }
    }

    /** The calculator's property tests (spec §11), P1-P9. */
    @Test
    void theCalculatorsProperties() {
        RandomGs random = new RandomGs(new Random(26), scores(-4, -2, -1, 0, 1, 2, 5), 2);
        int p2 = 0, p5 = 0, p6 = 0;
        for (int i = 0; i < 300; i++) {
            GsGame g = Canonical.of(random.game(i % 4)), h = Canonical.of(random.game((i / 4) % 4));
            if (g.rank() <= 4) assertEquals(g.leftStopRightPasses(), g.sum(Conway.integer(-4)).leftStop(), () -> "P1 " + g);
            if (GsOrder.compare(g, GsGame.number(0)) == GsOrder.Comparison.GREATER && GsOrder.geq(h, GsGame.number(0))) {
                p2++;
                assertEquals(GsOrder.Comparison.GREATER, GsOrder.compare(GsAlgebra.plus(g, h), GsGame.number(0)), () -> "P2 " + g + ", " + h);
            }
            for (int n = -2; n <= 2; n++) {
                Rational q = Rational.of(n);
                GsGame w = GsGame.leftEmpty(q, List.of(GsGame.number(n + 1)));
                assertEquals(g.leftStopRightPasses().add(q), g.sum(w).leftStopRightPasses(), () -> "P3 " + g);
                assertTrue(g.sum(w).leftStop().compareTo(g.leftStopRightPasses().add(q)) >= 0, () -> "P4 " + g);
            }
            if (g.leftCount() >= 2) {
                p5++;
                List<GsGame> fewer = new ArrayList<>(g.leftOptions());
                fewer.remove(i % fewer.size());
                GsGame smaller = GsGame.of(null, fewer, g.rightAdornment(), g.rightOptions());
                assertTrue(GsOrder.geq(g, smaller), () -> "P5 " + g);
            }
            GsGame atomLeft = GsGame.of(g.leftStopRightPasses(), List.of(), g.rightAdornment(), g.rightOptions());
            if (!g.isRightAdorned() || g.leftStopRightPasses().compareTo(g.rightAdornment()) <= 0) {
                if (atomLeft.isGuaranteed()) {
                    p6++;
                    assertTrue(GsOrder.geq(g, atomLeft), () -> "P6 " + g);
                }
            }
            assertTrue(g.sum(h).leftStopRightPasses().compareTo(g.leftStopRightPasses().add(h.leftStopRightPasses())) <= 0, () -> "P7 " + g + ", " + h);
            assertTrue(g.leftStop().compareTo(g.leftStopRightPasses()) >= 0, () -> "P8 " + g);
            for (int r = -2; r <= 2; r++) {
                GsGame number = GsGame.number(r);
                Rational q = Rational.of(r);
                assertEquals(GsOrder.geq(g, number), GsOrder.leftProtected(g, q), () -> "P9: G >= r iff left-r-protected, " + g);
                assertEquals(GsOrder.geq(number, g), GsOrder.rightProtected(g, q), () -> "G <= r iff right-r-protected, " + g);
            }
        }
        assertTrue(p2 > 5 && p5 > 20 && p6 > 10, "hypotheses met: P2 " + p2 + ", P5 " + p5 + ", P6 " + p6);
    }

    @Test
    void conwaysGamesEmbedAsInNormalPlay() {
        assertSame(GsGame.number(0), GsAlgebra.plus(Conway.star(1), Conway.star(1)));
        assertSame(GsGame.number(0), GsAlgebra.plus(Conway.up(), Conway.down()));
        assertSame(Canonical.of(Conway.integer(2)), GsAlgebra.plus(Conway.integer(1), Conway.integer(1)));
        assertSame(Canonical.of(Conway.integer(1)), GsAlgebra.plus(Conway.dyadic(Rational.of(1, 2)), Conway.dyadic(Rational.of(1, 2))));
        assertSame(Canonical.of(Conway.star(3)), GsAlgebra.plus(Conway.star(1), Conway.star(2)));
        // the order embeds: 1/2 > ↑ > 0 > ↓, ∗ incomparable with 0, ↑ + ∗ incomparable with 0
        assertEquals(GsOrder.Comparison.GREATER, GsOrder.compare(Conway.dyadic(Rational.of(1, 2)), Conway.up()));
        assertEquals(GsOrder.Comparison.GREATER, GsOrder.compare(Conway.up(), GsGame.number(0)));
        assertEquals(GsOrder.Comparison.INCOMPARABLE, GsOrder.compare(Conway.star(1), GsGame.number(0)));
        assertEquals(GsOrder.Comparison.INCOMPARABLE, GsOrder.compare(Conway.up().sum(Conway.star(1)), GsGame.number(0)));
        assertEquals(GsOrder.Comparison.GREATER, GsOrder.compare(Conway.up().sum(Conway.up()).sum(Conway.star(1)), GsGame.number(0)));
    }
}
