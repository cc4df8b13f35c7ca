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

/** L(j), its split L_1(j) ∪ (S + pN) and the period certificate, against brute force and the paper. */
class AmalgamationLTest {
    static final int N = 48;
    static BruteForce brute;

    @BeforeAll
    static void setUp() { brute = new BruteForce(false); }

    static List<String> theorems() { return TestGames.lines("L-theorems.txt"); }

    static List<String> observations() { return TestGames.lines("L-observations.txt"); }

    static Set<List<Integer>> asSet(List<int[]> pairs) {
        Set<List<Integer>> s = new HashSet<>();
        for (int[] p : pairs) s.add(List.of(p[0], p[1]));
        return s;
    }

    /** The Theorem 1 recursion against exhaustive search on every [j, a, b] with j <= 12, a, b <= 48. */
    @Test
    void partnersAgreeWithBruteForce() {
        PartnerTables t = new PartnerTables(10_000, 10_000_000L);
        for (int j = 0; j <= 12; j++) {
            for (int a = 0; a <= N; a++) {
                int p = t.partner(j, a);
                assertEquals(t.partner(a, j), p, "symmetry of [" + j + ", " + a + ", " + p + "]");
                for (int b = 0; b <= N; b++) {
                    assertEquals(brute.isP(j, a, b), p == b, "[" + j + ", " + a + ", " + b + "]");
                }
            }
        }
    }

    /** Theorem 2 (iii) / Theorems 3, 4, 5, 11–14: L_1(j), L_2(j) = S + pN exactly, period proved. */
    @ParameterizedTest
    @MethodSource("theorems")
    void paperTheorems(String line) {
        String[] f = line.split(";");
        int j = Integer.parseInt(f[0].strip());
        AmalgamationL l = new AmalgamationL(j, 2000);
        assertTrue(l.certified(), l.certificate());
        assertEquals(Integer.parseInt(f[3].strip()), l.period());
        assertEquals(new HashSet<>(TestGames.pairs(f[1])), asSet(l.preperiodic()), "L_1(" + j + ")");
        assertEquals(new HashSet<>(TestGames.pairs(f[2])), asSet(l.periodic()), "S of L_2(" + j + ")");
        // the stated sets against brute force directly, a few periods out
        Set<List<Integer>> expected = new HashSet<>(TestGames.pairs(f[1]));
        int p = l.period();
        for (List<Integer> s : TestGames.pairs(f[2])) {
            for (int k = 0; s.get(1) + k * p <= N; k++) expected.add(List.of(s.get(0) + k * p, s.get(1) + k * p));
        }
        for (int a = 1; a <= N; a++) {
            for (int b = a; b <= N; b++) {
                assertEquals(expected.contains(List.of(a, b)), brute.isP(j, a, b), "[" + j + ", " + a + ", " + b + "]");
            }
        }
    }

    /** Empirical Observations 15–18: the paper's L_1(j) pairs, where L_2(j) starts, the period (now proved). */
    @ParameterizedTest
    @MethodSource("observations")
    void paperObservations(String line) {
        String[] f = line.split(";");
        int j = Integer.parseInt(f[0].strip());
        AmalgamationL l = new AmalgamationL(j, 5000);
        assertTrue(l.certified(), l.certificate());
        int p = l.period();
        assertEquals(Integer.parseInt(f[3].strip()), p, "period of L_2(" + j + ")");
        Set<List<Integer>> paperL1 = new HashSet<>(TestGames.pairs(f[1]));
        Set<List<Integer>> ours = asSet(l.preperiodic());
        for (List<Integer> q : paperL1) {
            assertEquals(q.get(1), l.partner(q.get(0)), "paper's pair " + q + " lies in L(" + j + ")");
            if (!ours.contains(q)) {
                // presented as non-periodic by the paper, but every translate lies in L(j) (the j = 8 finding)
                for (int k = 1; k <= 5; k++) assertEquals(q.get(1) + k * p, l.partner(q.get(0) + k * p));
            }
        }
        assertTrue(paperL1.containsAll(ours), "our L_1(" + j + ") " + ours + " within the paper's");
        List<Integer> start = TestGames.pairs(f[2]).get(0);
        List<int[]> s = l.periodic();
        assertTrue(asSet(s).contains(start), "L_2(" + j + ") contains " + start);
        for (int[] q : s) {
            if (q[0] < start.get(0)) assertTrue(paperL1.contains(List.of(q[0], q[1])), "pair before the paper's start is in its L_1");
        }
    }

    @Test
    void eightFortyOneFortySixIsP() {
        assertTrue(brute.isP(8, 41, 46));
        assertTrue(brute.isP(8, 1, 6));
        assertEquals(46, new AmalgamationL(8, 200).partner(41));
    }

    @Test
    void periodsProvedQuickly() {
        int[] periods = {4, 2, 2, 4, 4, 4, 8, 40, 40, 160, 960, 2880};
        for (int j = 1; j <= 12; j++) {
            AmalgamationL l = new AmalgamationL(j, 10_000);
            assertTrue(l.certified(), "j = " + j);
            assertEquals(periods[j - 1], l.period(), "j = " + j);
            assertTrue(l.certificate().startsWith("proved"));
        }
        AmalgamationL l11 = new AmalgamationL(11, 10_000);
        assertTrue(l11.checkedTo() < 2000, "period 960 proved before heap 2000: " + l11.certificate());
        // beyond the table the partner comes from the proved period; compare with a longer run
        PartnerTables big = new PartnerTables(30_000, 100_000_000L);
        for (int a = 0; a < 30_000; a += 7) {
            assertEquals(bigPartner(big, a), l11.partner(a));
        }
    }

    private static int bigPartner(PartnerTables t, int a) { return t.partner(11, a); }

    @Test
    void aLongFillReportsItsProgressToTheSinkPassedDown() {
        java.util.List<String> lines = new java.util.ArrayList<>();
        PartnerTables t = new PartnerTables(20_000, 100_000_000L, lines::add, 0);
        boolean certified = t.fillUntilCertified(30);
        assertFalse(lines.isEmpty(), "no progress lines");
        assertTrue(lines.get(lines.size() - 1).matches("L\\(\\d+\\): Theorem 1 recursion at heap \\d+ of at most 20000, no repeated state yet"), lines.toString());
        // the same answer as tables without a sink
        PartnerTables quiet = new PartnerTables(20_000, 100_000_000L);
        assertEquals(quiet.fillUntilCertified(30), certified);
        assertEquals(quiet.filled(30), t.filled(30));
        assertEquals(quiet.partner(30, 777), t.partner(30, 777));
    }

    @Test
    void uncertifiedWhenRangeTooShort() {
        AmalgamationL l = new AmalgamationL(11, 300);
        assertFalse(l.certified());
        assertFalse(l.certificate().startsWith("proved"), l.certificate());
        assertEquals(300, l.checkedTo());
        assertThrows(CgxException.class, () -> l.partner(5000));
    }

    @Test
    void badInput() {
        assertThrows(CgxException.class, () -> new AmalgamationL(0, 100));
        assertThrows(CgxException.class, () -> new AmalgamationL(-2, 100));
        assertThrows(CgxException.class, () -> new AmalgamationL(3, 0));
        assertThrows(CgxException.class, () -> new AmalgamationL(3, 100).partner(-1));
        assertThrows(CgxException.class, () -> new PartnerTables(10, 1000).partner(-1, 3));
        assertThrows(CgxException.class, () -> new AmalgamationL(500, 10_000_000));
    }

    @Test
    void pairsListing() {
        AmalgamationL l = new AmalgamationL(2, 100);
        List<String> got = new ArrayList<>();
        for (int[] p : l.pairs(8)) got.add(p[0] + "," + p[1]);
        assertEquals(List.of("1,4", "3,6", "5,8", "7,10"), got);
    }
}
