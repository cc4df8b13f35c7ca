package cgx.amalgamation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Independent exhaustive search for Amalgamation Nim, written for the tests only (shares no code
 * with the engine): positions are heap lists, normalised by sorting and dropping zeros, moves
 * generated naively (every heap, every smaller size; every pair of heaps), outcomes by plain
 * recursion with a memo keyed by the printed list. Normal play: no move means a loss; misère: a
 * win.
 */
final class BruteForce {
    private final boolean misere;
    private final Map<String, Boolean> nextWins = new HashMap<>();

    BruteForce(boolean misere) { this.misere = misere; }

    static List<Integer> norm(List<Integer> heaps) {
        List<Integer> r = new ArrayList<>();
        for (int h : heaps) if (h != 0) r.add(h);
        r.sort(null);
        return r;
    }

    static List<List<Integer>> moves(List<Integer> pos) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < pos.size(); i++) {
            for (int take = 1; take <= pos.get(i); take++) {
                List<Integer> q = new ArrayList<>(pos);
                q.set(i, pos.get(i) - take);
                out.add(norm(q));
            }
            for (int k = i + 1; k < pos.size(); k++) {
                List<Integer> q = new ArrayList<>();
                for (int t = 0; t < pos.size(); t++) if (t != i && t != k) q.add(pos.get(t));
                q.add(pos.get(i) + pos.get(k));
                out.add(norm(q));
            }
        }
        return out;
    }

    /** True iff the position is a P-position. */
    boolean isP(int... heaps) {
        List<Integer> l = new ArrayList<>();
        for (int h : heaps) l.add(h);
        return !nextWins(norm(l));
    }

    boolean nextWins(List<Integer> pos) {
        String key = pos.toString();
        Boolean m = nextWins.get(key);
        if (m != null) return m;
        List<List<Integer>> ms = moves(pos);
        boolean win;
        if (ms.isEmpty()) {
            win = misere;
        } else {
            win = false;
            for (List<Integer> q : ms) {
                if (!nextWins(q)) { win = true; break; }
            }
        }
        nextWins.put(key, win);
        return win;
    }

    static int[] counts(int... b) {
        int n = Arrays.stream(b).sum();
        int[] h = new int[n];
        int k = 0;
        for (int i = 0; i < b.length; i++) for (int t = 0; t < b[i]; t++) h[k++] = i + 1;
        return h;
    }
}
