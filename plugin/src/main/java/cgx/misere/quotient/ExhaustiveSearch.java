package cgx.misere.quotient;

import cgx.heap.HeapRuleset;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Plain misère search on sums of heaps (for {@code Q.Verify(n)}): memoised on sorted heap lists. */
final class ExhaustiveSearch {
    private ExhaustiveSearch() {}

    /** True if the player to move wins {@code heaps} in misère play. */
    static boolean nextWins(HeapRuleset code, int[] heaps, Map<String, Boolean> memo) {
        int[] pos = heaps.clone();
        Arrays.sort(pos);
        String key = Arrays.toString(pos);
        Boolean m = memo.get(key);
        if (m != null) return m;
        Interrupts.check();
        boolean anyMove = false;
        boolean win = false;
        for (int i = 0; i < pos.length && !win; i++) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;
            int[][] opts = code.options(pos[i]);
            for (int[] o : opts) {
                anyMove = true;
                List<Integer> next = new ArrayList<>();
                for (int j = 0; j < pos.length; j++) if (j != i) next.add(pos[j]);
                for (int h : o) next.add(h);
                if (!nextWins(code, next.stream().mapToInt(Integer::intValue).toArray(), memo)) { win = true; break; }
            }
        }
        boolean r = !anyMove || win;
        memo.put(key, r);
        return r;
    }
}
