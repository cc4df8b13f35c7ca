package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.*;
import cgx.core.Interrupts;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * Dijkstra by weight over the pairs (x, E) of a transition algebra (Definition 5.3), from the
 * zero position's pair (identity, ∅): each pair is reached first by its lightest position, which
 * the search remembers (the generator it was reached by and the pair before). Used by the
 * learner's least failure (a rejected candidate is an exact oracle below it) and by the copies
 * automaton's fallback check.
 */
final class PairSearch {
    public final TSet store;
    public long[] best = new long[1024]; // the lightest weight found for each pair
    public int[] par = new int[1024], via = new int[1024];
    private final PriorityQueue<long[]> pq = new PriorityQueue<>((u, v) -> Long.compare(u[0], v[0]));
    private long pops;

    public PairSearch(int words) {
        store = new TSet(words);
        store.add(0, new long[words]);
        par[0] = -1;
        pq.add(new long[] {0, 0});
    }

    /** The next pair to expand, at its final weight, or -1 when every reachable pair is done. */
    public int next() {
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int i = (int) top[1];
            if (top[0] > best[i]) continue; // reached lighter since
            if ((++pops & 1023) == 0) Interrupts.check();
            return i;
        }
        return -1;
    }

    /** Pair (x, e) is reached from pair i by a generator {@code gen} of weight w. */
    void relax(int i, int x, long[] e, long w, int gen) {
        long nw = best[i] + w;
        int k = store.find(x, e);
        if (k < 0) {
            store.add(x, e);
            k = store.size - 1;
            if (k >= best.length) {
                best = Arrays.copyOf(best, best.length * 2);
                par = Arrays.copyOf(par, par.length * 2);
                via = Arrays.copyOf(via, via.length * 2);
            }
            best[k] = Long.MAX_VALUE;
        }
        if (nw < best[k]) {
            best[k] = nw;
            par[k] = i;
            via[k] = gen;
            pq.add(new long[] {nw, k});
        }
    }

    /** The lightest position (its generators, sorted) by which pair i is reached. */
    public int[] position(int i) { return position(par, via, i); }

    public static int[] position(int[] par, int[] via, int i) {
        IntList l = new IntList();
        for (int k = i; k > 0; k = par[k]) l.add(via[k]);
        int[] pos = l.toArray();
        Arrays.sort(pos);
        return pos;
    }
}
