package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.learner.CodeSolver;
import cgx.misere.quotient.learner.QuotientLearner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Level 1 of the copies automaton grown heap by heap by the product step (CopiesGrowth), with the
 * exact search only at the heaps where a class splits: its outcomes o⁻(Y + jG) against exhaustive
 * search, and the quotients it leads to against those of the learner that learns level 1 at once.
 */
class CopiesGrowthTest {

    /**
     * At every split below n, a learner whose level 1 is grown heap by heap answers every sum of
     * total size ≤ 22 holding the new heap as exhaustive search does (levels 1 to 3 read off its
     * tables). 0.35 and 0.316 have heaps where a class splits (the search decides those bounds),
     * the others grow without any search.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.35:12:split", "0.316:13:split", "0.54:18:grown", "0.16:14:grown", "0.07:14:grown"})
    void grownLevelsMatchExhaustiveSearch(String spec) {
        String[] p = spec.split(":");
        String code = p[0];
        int n = Integer.parseInt(p[1]);
        CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 4096, 3_000_000, null);
        MisereQuotientTest.Brute b = new MisereQuotientTest.Brute(code);
        int[] splits = new int[1], searched = new int[1], grownBounds = new int[1];
        s.learnerHook = (l, afterRun) -> {
            if (afterRun) return;
            int g = l.generator();
            QuotientLearner k = new QuotientLearner(s.builder, g, 3_000_000);
            k.copiesHeapByHeap = true;
            k.startPredictor();
            assertTrue(k.learnCopies(3), code + " split at " + g + ": copies automaton");
            searched[0] += k.copiesSearchedBounds();
            grownBounds[0] += k.copiesGrownBounds();
            assertOutcomesAsExhaustiveSearch(k, b, code);
            splits[0]++;
        };
        while (s.heaps < n) s.step();
        assertTrue(splits[0] > 0, code + ": no split below heap " + n);
        assertTrue(grownBounds[0] > 0, code + ": no heap grown by the product step");
        if (p[2].equals("split")) assertTrue(searched[0] > 0, code + ": no heap where a class splits");
        else assertEquals(0, searched[0], code + ": a heap needed the search");
    }

    /**
     * Levels 2 and 3 grown from the level below (CopiesGrowth.above), with the search only for a
     * level where a class splits: at every split below n, o⁻(Y + jG) for every sum of total size
     * ≤ 22 holding the new heap, as exhaustive search finds it, and, level by level, as many states
     * as the automaton learned from the search at once (both are minimal). 0.3123's split at heap
     * 9 and 0.64's at 14 need the search at level 2 and 3; the others grow every level.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.16:15:grown", "0.45:17:grown", "0.3312:12:grown", "0.6:16:grown", "0.3123:10:search", "0.64:14:search"})
    void upperLevelsGrownMatchExhaustiveSearchAndTheSearch(String spec) {
        String[] p = spec.split(":");
        String code = p[0];
        int n = Integer.parseInt(p[1]);
        boolean brute = n <= 15;
        CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 4096, 3_000_000, null);
        MisereQuotientTest.Brute b = brute ? new MisereQuotientTest.Brute(code) : null;
        int[] grown = new int[1], searched = new int[1];
        s.learnerHook = (l, afterRun) -> {
            if (afterRun) return;
            int g = l.generator();
            QuotientLearner k = new QuotientLearner(s.builder, g, 3_000_000);
            QuotientLearner once = new QuotientLearner(s.builder, g, 3_000_000);
            k.copiesHeapByHeap = true;
            once.copiesHeapByHeap = false;
            k.startPredictor();
            once.startPredictor();
            for (int level = 1; level <= 3; level++) {
                assertTrue(k.learnCopies(level), code + " split at " + g + ": copies automaton level " + level);
                assertTrue(once.learnCopies(level), code + " split at " + g + ": copies automaton level " + level + " at once");
                assertEquals(once.copiesStates(), k.copiesStates(), code + " split at " + g + ": states at level " + level);
            }
            grown[0] += k.copiesGrownLevels();
            searched[0] += k.copiesSearchedLevels();
            if (!brute) return;
            assertOutcomesAsExhaustiveSearch(k, b, code);
        };
        while (s.heaps < n) s.step();
        assertTrue(grown[0] > 0, code + ": no level above 1 grown");
        if (p[2].equals("search")) assertTrue(searched[0] > 0, code + ": no level above 1 from the search");
        else assertEquals(0, searched[0], code + ": a level above 1 needed the search");
    }

    /**
     * The quotients are those of the learner whose level 1 is learned at once and which learns Q_g
     * by its rounds, element for element; with level 1 grown, and Q_g the product of the copies
     * automaton where that passes the check (at some split of each code here).
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.35:20", "0.316:14", "0.54:52", "0.145:70", "0.04:44", "0.4107:40", "0.16:17", "0.07:33"})
    void sameQuotientAsLearningLevelOneAtOnceAndQByRounds(String spec) {
        String code = spec.split(":")[0];
        int n = Integer.parseInt(spec.split(":")[1]);
        String[] shown = new String[2];
        int[] byProduct = new int[1];
        for (int variant = 0; variant < 2; variant++) {
            boolean fast = variant == 0;
            CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 20000, 3_000_000, null);
            s.learnerHook = (l, afterRun) -> {
                if (!afterRun) {
                    l.copiesHeapByHeap = fast;
                    l.tryProduct = fast;
                } else if (l.byProduct) {
                    byProduct[0]++;
                }
            };
            while (s.heaps < n) s.step();
            shown[variant] = canonical(s.builder, n);
        }
        assertEquals(shown[1], shown[0], code + ": the grown copies automaton or the product changed Q_" + n);
        assertTrue(byProduct[0] > 0, code + ": no split's quotient was the product of its copies automaton");
    }

    /** Every sum of total size ≤ 22 holding the split's new heap: k's oracle answers as exhaustive search does. */
    private static void assertOutcomesAsExhaustiveSearch(QuotientLearner k, MisereQuotientTest.Brute b, String code) {
        int g = k.generator();
        List<List<Integer>> all = new ArrayList<>();
        MisereQuotientTest.partitions(22, g, new ArrayList<>(), all);
        for (List<Integer> pos : all) {
            if (!pos.contains(g)) continue;
            int[] x = pos.stream().mapToInt(Integer::intValue).sorted().toArray();
            assertEquals(b.pPosition(pos), k.oracle().isP(x), code + " split at " + g + ": " + pos);
        }
    }

    /**
     * The quotient numbered canonically: elements in the order a breadth-first walk from the
     * identity by Φ(H_1), Φ(H_2), ... first reaches them; then P, Φ and the table in that numbering.
     */
    static String canonical(QuotientBuilder b, int heaps) {
        int n = b.order;
        int[] num = new int[n];
        Arrays.fill(num, -1);
        int[] byNum = new int[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        num[0] = 0;
        byNum[0] = 0;
        int next = 1;
        queue.add(0);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int h = 1; h <= heaps; h++) {
                int y = b.mul(x, b.phi[h]);
                if (num[y] < 0) { num[y] = next; byNum[next++] = y; queue.add(y); }
            }
        }
        assertEquals(n, next, "Q is generated by the heaps");
        StringBuilder sb = new StringBuilder("|Q| = " + n + "; P:");
        for (int i = 0; i < n; i++) if (b.isP[byNum[i]]) sb.append(' ').append(i);
        sb.append("; Φ:");
        for (int h = 1; h <= heaps; h++) sb.append(' ').append(num[b.phi[h]]);
        sb.append("; table:");
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) sb.append(' ').append(num[b.mul(byNum[i], byNum[j])]);
        return sb.toString();
    }
}
