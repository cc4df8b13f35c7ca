package cgx.misere.quotient.engine;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Moore's refinement against the definition (the greatest relation finer than the labels that is
 * closed under the steps, found as a fixpoint over all pairs) and against the signatures numbered
 * through a map of boxed signatures (the former way), on random labellings and maps, small images
 * making large classes, and a chain that splits off one element a round.
 */
class MooreReductionTest {
    @Test
    void agreesWithTheDefinitionAndTheNumberingByFirstAppearance() {
        Random r = new Random(17);
        int cases = 0;
        for (int round = 0; round < 3000; round++) {
            int n = 1 + r.nextInt(round < 2000 ? 12 : 90);
            int m = r.nextInt(4);
            int labels = 1 + r.nextInt(3);
            int[] label = new int[n];
            for (int i = 1; i < n; i++) label[i] = r.nextInt(labels);
            // labels numbered 0..k-1 by first appearance, as the quotient's callers give them
            label = firstAppearance(label);
            int[][] step = new int[m][n];
            int reach = 1 + r.nextInt(n); // small images make large classes
            for (int[] s : step) for (int i = 0; i < n; i++) s[i] = r.nextInt(reach);
            int[] got = MooreReduction.classes(n, label, step);
            assertArrayEquals(byMap(n, label, step), got, "case " + round);
            boolean[][] same = definition(n, label, step);
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) assertEquals(same[i][j], got[i] == got[j], "case " + round + ": " + i + ", " + j);
            assertEquals(0, got[0]);
            cases++;
        }
        assertEquals(3000, cases);
    }

    @Test
    void aChainSplitsOneElementARound() {
        // i -> i + 1, the last labelled apart: n classes after n rounds
        int n = 200;
        int[] label = new int[n];
        label[n - 1] = 1;
        int[][] step = {new int[n]};
        for (int i = 0; i < n; i++) step[0][i] = Math.min(i + 1, n - 1);
        int[] got = MooreReduction.classes(n, label, step);
        assertEquals(n, Arrays.stream(got).distinct().count());
        assertArrayEquals(byMap(n, label, step), got);
    }

    @Test
    void labelsNeedNotBeNumberedFromZero() {
        // the chain again, the last element labelled 2 (or -7, or 1000): no label 1, yet the
        // refinement goes on to n classes; it stopped at 3 when it counted labels by the largest
        int n = 50;
        int[][] step = {new int[n]};
        for (int i = 0; i < n; i++) step[0][i] = Math.min(i + 1, n - 1);
        for (int apart : new int[] {2, -7, 1000}) {
            int[] label = new int[n];
            label[n - 1] = apart;
            int[] got = MooreReduction.classes(n, label, step);
            assertEquals(n, Arrays.stream(got).distinct().count(), "label " + apart);
            boolean[][] same = definition(n, label, step);
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) assertEquals(same[i][j], got[i] == got[j], "label " + apart + ": " + i + ", " + j);
        }
    }

    private static int[] firstAppearance(int[] label) {
        HashMap<Integer, Integer> ids = new HashMap<>();
        int[] out = new int[label.length];
        for (int i = 0; i < label.length; i++) out[i] = ids.computeIfAbsent(label[i], k -> ids.size());
        return out;
    }

    /** The signatures of each round numbered through a map of boxed signatures (the former way). */
    private static int[] byMap(int n, int[] label, int[][] step) {
        int[] cls = label.clone();
        int classes = Arrays.stream(cls).max().orElse(0) + 1;
        while (true) {
            HashMap<List<Integer>, Integer> ids = new HashMap<>();
            int[] nc = new int[n];
            for (int i = 0; i < n; i++) {
                List<Integer> sig = new ArrayList<>();
                sig.add(cls[i]);
                for (int[] s : step) sig.add(cls[s[i]]);
                nc[i] = ids.computeIfAbsent(sig, k -> ids.size());
            }
            cls = nc;
            if (ids.size() == classes) return cls;
            classes = ids.size();
        }
    }

    /** same[i][j]: i and j are never told apart by the labels after any word of steps (a fixpoint over pairs). */
    private static boolean[][] definition(int n, int[] label, int[][] step) {
        boolean[][] same = new boolean[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) same[i][j] = label[i] == label[j];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    if (!same[i][j]) continue;
                    for (int[] s : step)
                        if (!same[s[i]][s[j]]) { same[i][j] = false; changed = true; break; }
                }
        }
        return same;
    }
}
