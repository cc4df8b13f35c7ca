package cgx.heap;

import cgx.core.CgxException;
import cgx.misere.HeapForms;
import cgx.misere.MisereGame;
import cgx.misere.TestGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashMap;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

class HeapTest {
    static Stream<String> periods() { return TestGames.lines("nim-periods.txt").stream(); }

    static Stream<String> forms() { return TestGames.lines("heap-forms.txt").stream(); }

    @ParameterizedTest @MethodSource("periods")
    void nimSequencePeriods(String line) {
        String[] f = line.split("\\|");
        NimSequence s = HeapGame.of(f[0].strip()).nimValues(Integer.parseInt(f[1].strip()));
        assertEquals(Integer.parseInt(f[2].strip()), s.period(), "period of " + f[0]);
        assertEquals(Integer.parseInt(f[3].strip()), s.preperiod(), "preperiod of " + f[0]);
        assertTrue(s.certified());
    }

    @Test void kaylesStartsAsKnown() {
        String[] v = TestGames.lines("kayles-start.txt").get(0).strip().split("\\s+");
        HeapGame k = HeapGame.of("0.77");
        for (int i = 0; i < v.length; i++) assertEquals(Integer.parseInt(v[i]), k.nimValue(i), "G(" + i + ")");
    }

    /** Kayles as a row of pins (knock down one pin or two adjacent ones), brute force on rows. */
    @Test void kaylesAgainstPinRows() {
        HashMap<Integer, Integer> g = new HashMap<>();
        HeapGame k = HeapGame.of("0.77");
        for (int n = 0; n <= 80; n++) {
            java.util.HashSet<Integer> seen = new java.util.HashSet<>();
            for (int i = 0; i < n; i++)
                for (int w = 1; w <= 2 && i + w <= n; w++) seen.add(g.get(i) ^ g.get(n - i - w));
            int m = 0;
            while (seen.contains(m)) m++;
            g.put(n, m);
            assertEquals(m, k.nimValue(n), "Kayles G(" + n + ")");
        }
    }

    @ParameterizedTest @ValueSource(strings = {"0.15", "4.7", "0.4107", "0.137", "0.6", "0.51", "0.75", "0.31011", "0.07", "0.123", "0.8", "0.9", "8.3"})
    void nimValuesAgainstBruteForce(String code) {
        BruteHeaps b = new BruteHeaps(code);
        HeapGame t = HeapGame.of(code);
        for (int n = 0; n <= 70; n++) assertEquals(b.grundy(n), t.nimValue(n), code + " G(" + n + ")");
    }

    /** Misère outcomes of random sums of heaps against exhaustive search, and against canonical forms. */
    @ParameterizedTest @ValueSource(strings = {"0.77", "0.07", "0.15", "4.7", "0.31011", "0.6", "0.75", "0.4107", "0.9"})
    void misereOutcomesOfRandomSums(String code) {
        BruteHeaps b = new BruteHeaps(code);
        HeapGame t = HeapGame.of(code);
        Random rnd = new Random(code.hashCode());
        for (int trial = 0; trial < 150; trial++) {
            int k = 1 + rnd.nextInt(4);
            int[] heaps = new int[k];
            for (int i = 0; i < k; i++) heaps[i] = rnd.nextInt(k <= 2 ? 13 : 8);
            boolean expected = b.misereP(heaps);
            assertEquals(expected, HeapForms.of(t).misereP(heaps), code + " " + java.util.Arrays.toString(heaps));
            if (trial < 60) {
                MisereGame c = HeapForms.of(t).misereCanonicalForm(heaps);
                assertEquals(expected, c.isMisereP(), code + " canonical form of " + java.util.Arrays.toString(heaps));
            }
        }
    }

    @ParameterizedTest @MethodSource("forms")
    void heapCanonicalForms(String line) {
        String[] f = line.split("\\|");
        MisereGame g = HeapForms.of(HeapGame.of(f[0].strip())).misereCanonicalForm(Integer.parseInt(f[1].strip()));
        assertEquals(f[2].strip(), g.toString());
        assertSame(MisereGame.parse(f[2].strip()), g);
    }

    @Test void heapPositions() {
        HeapGame k = HeapGame.of("0.77");
        HeapPosition p = k.heap(3).plus(k.heap(4));
        assertEquals("TakeAndBreak(\"0.77\").Heaps([3, 4])", p.toString());
        assertEquals(3 ^ 1, p.nimValue());
        HeapForms f = HeapForms.of(k);
        assertEquals(new BruteHeaps("0.77").misereP(new int[] {3, 4}), f.misereP(p.heaps()));
        assertEquals(f.misereCanonicalForm(3).plus(f.misereCanonicalForm(4)), f.misereCanonicalForm(p.heaps()));
        // options of a heap of 3 in Kayles: 2, 1, 1+1
        assertEquals(3, k.heap(3).options().size());
    }

    @ParameterizedTest @ValueSource(strings = {"0.1x", "", "0.", "12.3", "0.&G", "0.&", "a.1", "0.1.2"})
    void badCodes(String code) {
        assertThrows(CgxException.class, () -> HeapGame.of(code));
    }

    @Test void hugeHeapForCanonicalFormIsRefused() {
        CgxException e = assertThrows(CgxException.class, () -> HeapForms.of(HeapGame.of("0.77")).misereCanonicalForm(1_000_000));
        assertTrue(e.getMessage().contains("too large"), e.getMessage());
    }

    @Test void explodingCanonicalFormsStopWithAMessage() {
        // a budget of 50 new forms is far too small for the canonical forms of 0.4107 heaps up to
        // 200 (forms are cached for the whole JVM, and other tests compute those of the smaller
        // heaps: every heap past them needs at least one new form)
        CgxException e = assertThrows(CgxException.class, () ->
                MisereGame.withBudget(50, "test", () -> HeapForms.of(HeapGame.of("0.4107")).misereCanonicalForm(200)));
        assertTrue(e.getMessage().contains("explode"), e.getMessage());
    }

    @Test void codesWithDigitBeforeThePoint() {
        HeapGame t = HeapGame.of("4.7");
        // 4.7: split a heap in two without taking, or take one leaving 0, 1 or 2 heaps
        assertEquals(1, t.nimValue(1));
        int[][] o = t.options(3);
        assertEquals(3, o.length, "heap 3 of 4.7: {1,2} (split), {2} and {1,1} (take one)");
    }
}
