package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.IntList;

import java.util.Arrays;

/**
 * A lightest sum of heaps reaching each state of a split's automaton (Dijkstra from the empty sum,
 * weights the heap sizes), and the states ordered by that weight: an option of a sum weighs less,
 * so walking the states in this order decides every option's state before the state itself.
 */
final class LightestSums {
    final int[][] word; // word[s]: a lightest sum reaching s (sorted), null if s is not reached
    final int[] order; // the states reached, lighter first

    private LightestSums(int[][] word, int[] order) {
        this.word = word;
        this.order = order;
    }

    /** From state 0 (the empty sum) by the given heaps, next[s][h] the transitions. */
    static LightestSums of(int[][] next, int[] heaps, OutcomeOracle q) {
        int n = next.length;
        int[][] word = new int[n][];
        long[] dist = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        word[0] = new int[0];
        java.util.PriorityQueue<long[]> pq = new java.util.PriorityQueue<>((u, v) -> Long.compare(u[0], v[0]));
        pq.add(new long[] {0, 0});
        boolean[] done = new boolean[n];
        IntList order = new IntList();
        while (!pq.isEmpty()) {
            int x = (int) pq.poll()[1];
            if (done[x]) continue;
            done[x] = true;
            order.add(x);
            for (int h : heaps) {
                int y = next[x][h];
                long d = dist[x] + q.weightOf(h);
                if (d < dist[y]) {
                    dist[y] = d;
                    word[y] = Positions.plus(word[x], new int[] {h});
                    pq.add(new long[] {d, y});
                }
            }
        }
        return new LightestSums(word, order.toArray());
    }

    /** The states of the options of the sum y (a move of one of its heaps), as a bitset. */
    static long[] optionStates(int[][] next, int[] y, OutcomeOracle q, int words) {
        long[] b = new long[words];
        for (int i = 0; i < y.length; i++) {
            if (i > 0 && y[i] == y[i - 1]) continue;
            int rest = 0;
            for (int k = 0; k < y.length; k++) if (k != i) rest = next[rest][y[k]];
            for (int[] o : q.optionsOf(y[i])) {
                int t = rest;
                for (int h : o) t = next[t][h];
                b[t >>> 6] |= 1L << t;
            }
        }
        return b;
    }
}
