package cgx.amalgamation;

import cgx.core.CgxException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.*;

/** Positions, normal and misère outcomes, and the paper's §3–§4 results, against brute force. */
class AmalgamationNimTest {
    static BruteForce normal;
    static BruteForce misere;

    @BeforeAll
    static void setUp() {
        normal = new BruteForce(false);
        misere = new BruteForce(true);
    }

    /** All multisets with at most {@code maxHeaps} heaps, each between 1 and {@code maxHeight}. */
    static List<int[]> small(int maxHeaps, int maxHeight) {
        List<int[]> out = new ArrayList<>();
        grow(new int[0], 1, maxHeaps, maxHeight, out);
        return out;
    }

    private static void grow(int[] h, int min, int maxHeaps, int maxHeight, List<int[]> out) {
        out.add(h);
        if (h.length == maxHeaps) return;
        for (int v = min; v <= maxHeight; v++) {
            int[] g = java.util.Arrays.copyOf(h, h.length + 1);
            g[h.length] = v;
            grow(g, v, maxHeaps, maxHeight, out);
        }
    }

    @Test
    void normalAndMisereAgreeWithBruteForce() {
        List<int[]> ps = small(4, 7);
        ps.addAll(small(6, 3));
        ps.addAll(small(3, 20));
        for (int[] h : ps) {
            AmalgamationNim g = AmalgamationNim.of(h);
            boolean p = normal.isP(h);
            assertEquals(p, AmalgamationSolver.shared().isP(g), g + " normal");
            assertEquals(p, AmalgamationSolver.plain().isP(g), g + " normal, plain search");
            assertEquals(misere.isP(h), AmalgamationSolver.shared().isMisereP(g), g + " misère");
        }
    }

    /** Theorem 2 (i), (ii): one heap is N; two heaps are P iff equal. */
    @Test
    void twoHeaps() {
        for (int a = 0; a <= 30; a++)
            for (int b = 0; b <= 30; b++) assertEquals(a == b, normal.isP(a, b), a + "," + b);
    }

    @Test
    void optionsMatchBruteForceMoves() {
        for (int[] h : small(4, 5)) {
            AmalgamationNim g = AmalgamationNim.of(h);
            Set<AmalgamationNim> ours = new HashSet<>(AmalgamationSolver.options(g));
            assertEquals(ours.size(), AmalgamationSolver.options(g).size(), "options listed once: " + g);
            List<Integer> l = new ArrayList<>();
            for (int x : h) l.add(x);
            Set<AmalgamationNim> theirs = new HashSet<>();
            for (List<Integer> q : BruteForce.moves(BruteForce.norm(l))) theirs.add(AmalgamationNim.of(q.stream().mapToInt(Integer::intValue).toArray()));
            assertEquals(theirs, ours, g.toString());
        }
    }

    /** Lemma 6 and Theorem 7: with heights at most 3, P iff every height occurs an even number of times. */
    @Test
    void lemma6AndTheorem7() {
        for (int b1 = 0; b1 <= 4; b1++)
            for (int b2 = 0; b2 <= 4; b2++)
                for (int b3 = 0; b3 <= 3; b3++) {
                    boolean mirror = b1 % 2 == 0 && b2 % 2 == 0 && b3 % 2 == 0;
                    assertEquals(mirror, normal.isP(BruteForce.counts(b1, b2, b3)), "<" + b1 + "," + b2 + "," + b3 + ">");
                }
        for (int[] b : new int[][] {{2, 0, 2, 2, 0, 2}, {0, 2, 0, 0, 2, 0, 2}, {2, 2, 2, 2}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 2}}) {
            assertTrue(normal.isP(BruteForce.counts(b)));
        }
    }

    /** Lemma 8 (a), (b), (c) and Theorem 9, on heights at most 4 with small counts. */
    @Test
    void lemma8AndTheorem9() {
        for (int b1 = 0; b1 <= 3; b1++)
            for (int b2 = 0; b2 <= 3; b2++)
                for (int b3 = 0; b3 <= 3; b3++)
                    for (int b4 = 0; b4 <= 2; b4++) {
                        int[] b = {b1, b2, b3, b4};
                        List<Integer> odd = new ArrayList<>();
                        for (int i = 0; i < 4; i++) if (b[i] % 2 == 1) odd.add(i + 1);
                        boolean p = normal.isP(BruteForce.counts(b));
                        String name = "<" + b1 + "," + b2 + "," + b3 + "," + b4 + ">";
                        if (odd.size() == 0) assertTrue(p, name + " Lemma 6");
                        if (odd.size() == 1 || odd.size() == 2) assertFalse(p, name + " Lemma 8 (a)/(b)");
                        if (odd.size() == 3 && odd.get(0) + odd.get(1) == odd.get(2)) assertFalse(p, name + " Lemma 8 (c)");
                        boolean sameParity = b1 % 2 == b2 % 2 && b2 % 2 == b3 % 2 && b3 % 2 == b4 % 2;
                        if ((b1 + b3) % 2 == 0 && !sameParity) assertFalse(p, name + " Theorem 9");
                    }
    }

    /** The paper's examples in §1. */
    @Test
    void introductionExamples() {
        assertTrue(normal.isP(BruteForce.counts(1, 1, 0, 1)));
        assertFalse(normal.isP(BruteForce.counts(0, 1, 1, 1)));
        assertFalse(normal.isP(BruteForce.counts(1, 1, 2, 1)));
        assertTrue(AmalgamationSolver.shared().isP(AmalgamationNim.fromCounts(1, 1, 0, 1)));
    }

    static List<String> counterexamples() { return TestGames.lines("conjecture10-counterexamples.txt"); }

    /** Conjecture 10 is false: these all-odd <b1, b2, b3, b4> with b1 + b3 even are P (independent brute force). */
    @ParameterizedTest
    @MethodSource("counterexamples")
    void conjecture10Counterexamples(String line) {
        String[] f = line.strip().split("\\s+");
        int[] b = new int[4];
        for (int i = 0; i < 4; i++) b[i] = Integer.parseInt(f[i]);
        assertEquals(0, (b[0] + b[2]) % 2);
        for (int x : b) assertEquals(1, x % 2);
        assertTrue(normal.isP(BruteForce.counts(b)), "brute force");
        assertTrue(AmalgamationSolver.shared().isP(AmalgamationNim.fromCounts(b)), "engine");
    }

    /** §1's remark "with an even number of coins the P-positions are the mirror positions" fails first at 14 coins. */
    @Test
    void evenTotalNonMirrorPPositions() {
        assertTrue(normal.isP(1, 2, 5, 6));
        assertTrue(normal.isP(3, 9, 10)); // Theorem 5's own [3, 9, 10], 22 coins
        assertFalse(AmalgamationNim.of(1, 2, 5, 6).isMirror());
    }

    @Test
    void canonicalFormAndPrinting() {
        AmalgamationNim g = AmalgamationNim.of(6, 0, 1, 4);
        assertEquals("AmalgamationNim([1, 4, 6])", g.toString());
        assertEquals(AmalgamationNim.of(1, 4, 6), g);
        assertEquals(AmalgamationNim.of(1, 2, 4), AmalgamationNim.fromCounts(1, 1, 0, 1));
        assertArrayEquals(new int[] {1, 1, 0, 1}, AmalgamationNim.of(4, 2, 1).counts());
        assertEquals("AmalgamationNim([])", AmalgamationNim.of().toString());
        assertTrue(AmalgamationNim.of(2, 2, 5, 5).isMirror());
        assertEquals(10, AmalgamationNim.of(1, 2, 4).epsilon());
    }

    @Test
    void badInput() {
        assertThrows(CgxException.class, () -> AmalgamationNim.of(1, -2));
        assertThrows(CgxException.class, () -> AmalgamationNim.fromCounts(1, -1));
    }

    @Test
    void largeThreeHeapPositionsUseTheTables() {
        // [11, a, partner] far out is settled by the proved period, without search
        AmalgamationL l = new AmalgamationL(11, 5000);
        int a = 1_000_003;
        int b = l.partner(a);
        assertTrue(AmalgamationSolver.shared().isP(AmalgamationNim.of(11, a, b)));
        assertFalse(AmalgamationSolver.shared().isP(AmalgamationNim.of(11, a, b + 1)));
    }

    @Test
    void searchIsBounded() {
        AmalgamationSolver s = new AmalgamationSolver(false, 1000);
        assertThrows(CgxException.class, () -> s.isP(AmalgamationNim.of(3, 5, 7, 9, 11)));
    }
}
