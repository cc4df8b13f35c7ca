package cgx.misere;

import cgx.heap.HeapGame;
import cgx.heap.HeapRulesetTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/** Misère outcomes and canonical forms of heap games of every kind against brute force. */
class HeapFormsTest {
    static Stream<HeapRulesetTest.Case> cases() { return HeapRulesetTest.cases(); }

    @ParameterizedTest @MethodSource("cases")
    void misereOutcomesOfRandomSums(HeapRulesetTest.Case c) {
        HeapForms f = HeapForms.of(HeapGame.uncached(c.rules()));
        boolean heavy = c.name().contains("n - 1, n - 1");
        Random rnd = new Random(c.name().hashCode());
        for (int trial = 0; trial < 120; trial++) {
            int k = 1 + rnd.nextInt(3);
            int[] heaps = new int[k];
            for (int i = 0; i < k; i++) heaps[i] = rnd.nextInt(heavy ? 5 : k == 1 ? 16 : 10);
            boolean expected = c.brute().misereP(heaps);
            assertEquals(expected, f.misereP(heaps), c + " " + Arrays.toString(heaps));
            if (trial < 40) assertEquals(expected, f.misereCanonicalForm(heaps).isMisereP(), c + " canonical form of " + Arrays.toString(heaps));
        }
    }
}
