package cgx.scoringnim;

import cgx.core.CgxException;
import cgx.core.Rational;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/** The exact payoff functions against the spec's table and an independent brute force at many rational b. */
class ScoringNimPayoffTest {

    static Path testGames() {
        String p = System.getProperty("cgx.testGames");
        Path dir = p != null ? Path.of(p) : Path.of("..", "test-games");
        return dir.resolve("scoring-nim");
    }

    /** Rows of test-games/scoring-nim/payoff-table.txt. */
    static Stream<String> tableRows() throws IOException {
        return Files.readAllLines(testGames().resolve("payoff-table.txt")).stream()
                .map(String::trim).filter(l -> !l.isEmpty() && !l.startsWith("#"));
    }

    static int[] piles(String s) {
        return s.trim().isEmpty() ? new int[0] : java.util.Arrays.stream(s.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tableRows")
    void specTable(String row) {
        String[] parts = row.split("\\|");
        ScoringNim x = new ScoringNim(piles(parts[0]));
        for (String pair : parts[1].trim().split("\\s+")) {
            String[] bv = pair.split("=");
            Rational b = Rational.parse(bv[0]);
            assertEquals(Rational.parse(bv[1]), x.payoff(b), "f(" + x.pileList() + "; " + b + ")");
            assertEquals(Rational.parse(bv[1]), new BruteForcePayoff(b).f(piles(parts[0])), "brute force disagrees with the table");
        }
        List<Rational> expected = new ArrayList<>();
        if (!parts[2].trim().equals("none")) for (String t : parts[2].trim().split("\\s+")) expected.add(Rational.parse(t));
        assertEquals(expected, x.payoffFunction().breakpoints(Rational.of(-12), Rational.of(12)));
    }

    /** Every position with at most 10 stones, at b = k/4 for -56 <= k <= 56 and at random fractions. */
    @Test
    void againstBruteForceAtManyRationals() {
        List<Rational> bs = new ArrayList<>();
        for (int k = -56; k <= 56; k++) bs.add(Rational.of(k, 4));
        Random rnd = new Random(4);
        for (int i = 0; i < 40; i++) bs.add(Rational.of(rnd.nextInt(4001) - 2000, 1 + rnd.nextInt(97)));
        int compared = 0;
        for (Rational b : bs) {
            BruteForcePayoff bf = new BruteForcePayoff(b);
            for (int n = 0; n <= 10; n++) {
                for (int[] x : BruteForcePayoff.partitions(n)) {
                    assertEquals(bf.f(x), new ScoringNim(x).payoff(b), "f(" + java.util.Arrays.toString(x) + "; " + b + ")");
                    compared++;
                }
            }
        }
        assertTrue(compared > 10000);
    }

    /** Larger three-pile positions, at a few bonuses. */
    @Test
    void threePilesAgainstBruteForce() {
        int[][] xs = {{1, 6, 7}, {2, 5, 8}, {3, 5, 6}, {1, 8, 9}, {4, 4, 7}, {2, 3, 4, 5}};
        for (String s : new String[] {"-9", "-7/2", "-2", "-1", "-1/3", "0", "1/2", "1", "5/2", "4", "17/3", "12"}) {
            Rational b = Rational.parse(s);
            BruteForcePayoff bf = new BruteForcePayoff(b);
            for (int[] x : xs) assertEquals(bf.f(x), new ScoringNim(x).payoff(b), java.util.Arrays.toString(x) + " at " + b);
        }
    }

    /**
     * The breakpoints found by the brute force on a grid of quarter units (where the left and right
     * difference quotients differ) are exactly the engine's breakpoints: no breakpoint is missed
     * or invented, and none lies off the integers.
     */
    @Test
    void breakpointsAgainstBruteForceGrid() {
        int[][] xs = {{3}, {2, 3}, {1, 4, 5}, {2, 2, 3}, {1, 2, 3, 4}, {3, 4, 5}, {1, 6, 7}};
        for (int[] x : xs) {
            List<Rational> bf = new ArrayList<>();
            Rational q = Rational.of(1, 4);
            for (int k = -64; k <= 64; k++) {
                Rational t = Rational.of(k, 4);
                Rational l = new BruteForcePayoff(t.subtract(q)).f(x), m = new BruteForcePayoff(t).f(x), r = new BruteForcePayoff(t.add(q)).f(x);
                if (!m.subtract(l).equals(r.subtract(m))) bf.add(t);
            }
            assertEquals(bf, new ScoringNim(x).payoffFunction().breakpoints(Rational.of(-16), Rational.of(16)), java.util.Arrays.toString(x));
        }
    }

    /** Optimal moves against the brute force, as sets of multisets, and the region partition agrees with them. */
    @Test
    void optimalMovesAgainstBruteForce() {
        int[][] xs = {{1, 4, 5}, {2, 3}, {2, 2, 3}, {1, 2, 6}, {3, 3}, {5}};
        for (int[] x : xs) {
            ScoringNim pos = new ScoringNim(x);
            List<OptimalMoveRegion> regions = pos.optimalMoveRegions();
            for (int k = -40; k <= 40; k++) {
                Rational b = Rational.of(k, 4);
                BruteForcePayoff bf = new BruteForcePayoff(b);
                Rational best = bf.f(x);
                Set<List<Integer>> expected = new HashSet<>();
                for (int i = 0; i < x.length; i++) {
                    for (int take = 1; take <= x[i]; take++) {
                        if (bf.moveValue(x, i, take).equals(best)) {
                            int[] y = x.clone();
                            y[i] -= take;
                            expected.add(sortedNonZero(y));
                        }
                    }
                }
                Set<List<Integer>> got = new HashSet<>();
                for (ScoringNim y : pos.optimalMoves(b)) assertTrue(got.add(sortedNonZero(y.piles())), "duplicate move " + y);
                assertEquals(expected, got, pos + " at b = " + b);
                OptimalMoveRegion hit = null;
                for (OptimalMoveRegion r : regions) {
                    if (r.contains(b)) {
                        assertNull(hit, "regions overlap at " + b);
                        hit = r;
                    }
                }
                assertNotNull(hit, "no region holds " + b);
                Set<List<Integer>> reg = new HashSet<>();
                for (ScoringNim y : hit.moves()) reg.add(sortedNonZero(y.piles()));
                assertEquals(expected, reg, "region " + hit + " at b = " + b);
            }
        }
    }

    private static List<Integer> sortedNonZero(int[] y) {
        List<Integer> l = new ArrayList<>();
        for (int v : y) if (v > 0) l.add(v);
        l.sort(null);
        return l;
    }

    @Test
    void regionsOfOneFourFive() {
        List<String> text = new ArrayList<>();
        for (OptimalMoveRegion r : new ScoringNim(1, 4, 5).optimalMoveRegions()) text.add(r.describe());
        assertEquals(List.of("b < -1: [1, 4, 2]", "b = -1: [1, 4, 0] or [1, 4, 1] or [1, 4, 2] or [1, 4, 3] or [1, 4, 4]",
                "-1 < b < 1: [1, 4, 0]", "b = 1: [1, 4, 0] or [1, 4, 2] or [1, 4, 3]", "b > 1: [1, 4, 2]"), text);
        assertEquals("all b: no move", new ScoringNim().optimalMoveRegions().get(0).describe());
        for (OptimalMoveRegion r : new ScoringNim(2, 3, 3).optimalMoveRegions()) {
            assertEquals(r, OptimalMoveRegion.parse(r.condition(), r.moves()), "condition text reads back");
        }
    }

    @Test
    void printedForms() {
        ScoringNim x = new ScoringNim(1, 4, 5);
        assertEquals("ScoringNim([1, 4, 5])", x.toString());
        assertEquals("b <= -2: b + 4; -2 <= b <= -1: -b; -1 <= b <= 0: b + 2; 0 <= b <= 1: 2 - b; 1 <= b <= 2: b; b >= 2: 4 - b",
                x.payoffFunction().pieces());
        assertEquals("PiecewiseLinear(\"all b: -b\")", new ScoringNim(1, 1).payoffFunction().toString());
        assertEquals("all b: b + 1", new ScoringNim(1).payoffFunction().pieces());
        // the pieces text reads back as an equal function
        for (int[] y : new int[][] {{1, 4, 5}, {1}, {1, 1}, {2, 3}, {3, 5, 6}, {1, 10, 11}}) {
            PiecewiseLinear f = new ScoringNim(y).payoffFunction();
            assertEquals(f, PiecewiseLinear.parse(f.pieces()));
        }
        assertEquals("b <= 1/2: 3*b + 1/2; b >= 1/2: -2*b + 3", PiecewiseLinear.parse("b <= 1/2: 3*b + 1/2; b >= 1/2: 3 - 2*b").pieces());
        assertThrows(CgxException.class, () -> PiecewiseLinear.parse("b <= 1: b; 2 <= b <= 3: -b; b >= 3: b"));
        assertThrows(CgxException.class, () -> PiecewiseLinear.parse("b <= 1/3: b; b >= 1/3: -b"));
        assertThrows(CgxException.class, () -> PiecewiseLinear.parse("all b: x + 1"));
        assertEquals(new ScoringNim(5, 4, 1, 0), x);
        assertEquals(x.hashCode(), new ScoringNim(5, 0, 1, 4).hashCode());
    }

    @Test
    void badInput() {
        CgxException e = assertThrows(CgxException.class, () -> new ScoringNim(1, -2, 3));
        assertTrue(e.getMessage().contains("non-negative"), e.getMessage());
        e = assertThrows(CgxException.class, () -> new ScoringNim(200, 200, 200).payoffFunction());
        assertTrue(e.getMessage().contains("sub-positions"), e.getMessage());
        e = assertThrows(CgxException.class, () -> new ScoringNim(Integer.MAX_VALUE).payoffFunction());
        assertTrue(e.getMessage().contains("sub-positions"), e.getMessage());
    }

    /** A long single pile: thousands of levels of recursion, evaluated without the Java stack. */
    @Test
    void deepPositionsDoNotOverflow() {
        PiecewiseLinear f = new ScoringNim(800).payoffFunction();
        // (1): f((n); b) = n + b for b >= -1, n - 2 - b for b <= -1
        assertEquals("b <= -1: 798 - b; b >= -1: b + 800", f.pieces());
        assertEquals("all b: -b", new ScoringNim(new int[600]).payoffFunction().pieces());
        int[] ones = new int[2001];
        java.util.Arrays.fill(ones, 1);
        assertEquals("all b: b + 1", new ScoringNim(ones).payoffFunction().pieces());
    }
}
