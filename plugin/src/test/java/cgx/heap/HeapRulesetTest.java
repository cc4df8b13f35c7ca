package cgx.heap;

import cgx.core.CgxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/** Heap rulesets of every kind against the brute force of their definition. */
public class HeapRulesetTest {
    /** A ruleset and the raw moves it is defined by, for the brute force. */
    public record Case(String name, HeapRuleset rules, BruteRules brute) {
        @Override public String toString() { return name; }
    }

    static Case rules(String name, IntFunction<List<int[]>> raw) {
        return new Case(name, new HeapRules(n -> raw.apply(n).toArray(new int[0][]), "HeapRules(" + name + ")"), new BruteRules(raw));
    }

    static Case subtraction(int[] set, boolean allBut) {
        Subtraction s = Subtraction.of(set, allBut);
        return new Case(s.text(), s, BruteRules.subtraction(set, allBut));
    }

    /** Subtraction games, all-but games, and rules given by functions (one whose heaps left outweigh the heap). */
    public static Stream<Case> cases() {
        return Stream.of(
                subtraction(new int[] {1, 2, 5}, false),
                subtraction(new int[] {2, 3}, false),
                subtraction(new int[] {3, 5, 8}, false),
                subtraction(new int[] {1, 3}, true),
                subtraction(new int[] {2}, true),
                // Subtraction([1, 2, 5]) written as a user would, empty heaps left in
                rules("n -> [[n - k] for k in [1, 2, 5] where k <= n]", n -> {
                    List<int[]> out = new ArrayList<>();
                    for (int k : new int[] {1, 2, 5}) if (k <= n) out.add(new int[] {n - k});
                    return out;
                }),
                // Grundy's game: split a heap into two unequal heaps
                rules("Grundy's game", n -> {
                    List<int[]> out = new ArrayList<>();
                    for (int a = 1; 2 * a < n; a++) out.add(new int[] {a, n - a});
                    return out;
                }),
                // CGSuite's example: two heaps a < b with b^2 < n (repeats and zeros written)
                rules("[[a, b] for b from 0 while b^2 < n for a from 0 to b - 1]", n -> {
                    List<int[]> out = new ArrayList<>();
                    for (int b = 0; b * b < n; b++) for (int a = 0; a < b; a++) out.add(new int[] {a, b});
                    return out;
                }),
                // heaps left outweigh the heap: n -> two heaps of n - 1, or take one leaving 0
                rules("n -> [[n - 1, n - 1], [n - 1]]", n -> n == 0 ? List.of() : List.of(new int[] {n - 1, n - 1}, new int[] {n - 1, 0})));
    }

    @ParameterizedTest @MethodSource("cases")
    void optionsKeepTheContract(Case c) {
        for (int n = 0; n <= 40; n++) {
            int[][] o = c.rules().options(n);
            java.util.HashSet<String> seen = new java.util.HashSet<>();
            for (int[] m : o) {
                for (int i = 0; i < m.length; i++) {
                    assertTrue(m[i] >= 1 && m[i] < n, c + " heap " + n + ": " + Arrays.toString(m));
                    if (i > 0) assertTrue(m[i - 1] <= m[i], "sorted");
                }
                assertTrue(seen.add(Arrays.toString(m)), c + " heap " + n + ": repeated option " + Arrays.toString(m));
            }
            // the same multisets as the raw moves, zeros dropped
            java.util.TreeSet<String> raw = new java.util.TreeSet<>();
            for (int[] m : c.brute().moves(n)) raw.add(Arrays.toString(Arrays.stream(m).filter(h -> h > 0).sorted().toArray()));
            assertEquals(raw, new java.util.TreeSet<>(seen), c + " heap " + n);
        }
    }

    @ParameterizedTest @MethodSource("cases")
    void nimValuesAgainstBruteForce(Case c) {
        HeapGame g = HeapGame.uncached(c.rules());
        int top = c.name().contains("n - 1, n - 1") ? 30 : 80;
        for (int n = 0; n <= top; n++) assertEquals(c.brute().grundy(n), g.nimValue(n), c + " G(" + n + ")");
    }

    @Test void finiteSubtractionGamesAreOctalCodes() {
        Subtraction s = Subtraction.of(new int[] {5, 1, 2, 2}, false);
        assertEquals("0.33003", s.code().toString());
        assertEquals("Subtraction([1, 2, 5])", s.text());
        assertEquals(5, s.periodicityDigit());
        TakeAndBreakCode c = TakeAndBreakCode.parse("0.33003");
        for (int n = 0; n <= 30; n++) assertArrayEquals(c.options(n), s.options(n), "heap " + n);
        assertEquals(HeapGame.of(s).nimValues(60).period(), HeapGame.of("0.33003").nimValues(60).period());
        assertTrue(HeapGame.of(s).nimValues(60).certified());
    }

    @Test void periodicityTheoremOnlyWhereItsHypothesesHold() {
        assertEquals(2, TakeAndBreakCode.parse("0.77").periodicityDigit());
        assertEquals(1, TakeAndBreakCode.parse("4.7").periodicityDigit());
        assertEquals(-1, TakeAndBreakCode.parse("0.&F").periodicityDigit(), "hexadecimal");
        assertTrue(TakeAndBreakCode.parse("0.&F").periodicityObstacle().contains("three heaps"));
        Subtraction allBut = Subtraction.of(new int[] {1, 3}, true);
        assertEquals(-1, allBut.periodicityDigit());
        assertNull(allBut.code());
        assertTrue(allBut.periodicityObstacle().contains("infinitely many"));
        HeapRules r = new HeapRules(n -> new int[0][], "HeapRules(f)");
        assertEquals(-1, r.periodicityDigit());
        assertFalse(HeapGame.of(allBut).nimValues(200).certified(), "Guy–Smith does not apply");
    }

    @Test void rulesAreCheckedAndCalledOncePerHeap() {
        int[] calls = new int[1];
        HeapRules r = new HeapRules(n -> { calls[0]++; return n == 0 ? new int[0][] : new int[][] {{n - 1, 0}, {0, n - 1}}; }, "HeapRules(f)");
        assertArrayEquals(new int[][] {{4}}, r.options(5), "zeros dropped, repeated moves merged");
        assertArrayEquals(new int[][] {{}}, r.options(1), "the move leaving nothing");
        r.options(5);
        assertEquals(2, calls[0]);
        HeapRules grows = new HeapRules(n -> new int[][] {{n}}, "HeapRules(g)");
        CgxException e = assertThrows(CgxException.class, () -> grows.options(3));
        assertTrue(e.getMessage().contains("smaller than 3"), e.getMessage());
        assertThrows(CgxException.class, () -> grows.options(0), "heap 0 must have no moves");
        HeapRules negative = new HeapRules(n -> new int[][] {{-1}}, "HeapRules(h)");
        assertThrows(CgxException.class, () -> negative.options(2));
        assertThrows(CgxException.class, () -> Subtraction.of(new int[] {0, 1}, false));
        assertThrows(CgxException.class, () -> Subtraction.of(new int[0], false));
    }
}
