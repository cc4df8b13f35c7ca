package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.IntList;
import cgx.misere.quotient.engine.QuotientBuilder;

import java.util.Arrays;

/**
 * Q_{g-1}, the verified quotient a split at generator g starts from (correct on sums of the
 * generators below g, by induction): it answers every position without G, and both learners
 * ({@link QuotientLearner}, {@link CopiesAutomaton}) seed their discrimination trees from its
 * elements. Its tables are the builder's at the split, never changed.
 */
final class PreviousQuotient {
    private final int g; // the new generator
    private final Generators gens;
    final int order;
    final int[] mul;
    final boolean[] isP;
    final int[] phi;

    PreviousQuotient(QuotientBuilder b, Generators gens) {
        this.g = gens.g;
        this.gens = gens;
        this.order = b.order;
        this.mul = b.mul;
        this.isP = b.isP;
        this.phi = b.phi.clone();
    }

    /** Φ(X) in Q_{g-1}, for X without generator g. */
    int value(int[] x) {
        int v = 0;
        for (int h : x) v = mul[v * order + phi[h]];
        return v;
    }

    /** o⁻(X) == P read off Q_{g-1}, for X without generator g. */
    boolean outcome(int[] x) { return isP[value(x)]; }

    /** A learner's split of state t: u sifted to t, yet differs from t's representative on d. */
    interface Splitter { void split(int t, int[] u, int[] d); }

    /**
     * Seeds a learner's tree (its root given) from Q_{g-1}'s elements: each lightest word is sifted
     * from the root (a new leaf makes a new state); where a word sifts onto an earlier element's
     * state, that state splits by a position of Q_{g-1} separating the two (Q_{g-1} is reduced).
     */
    void seed(int root, java.util.function.IntSupplier states, java.util.function.ToIntBiFunction<int[], Integer> sift, Splitter split) {
        int[][] words = lightestWords();
        int[] elementOf = new int[words.length]; // each state's element, as its index in words
        for (int k = 0; k < words.length; k++) {
            int before = states.getAsInt();
            int st = sift.applyAsInt(words[k], root);
            if (states.getAsInt() > before) { elementOf[st] = k; continue; } // a new leaf
            split.split(st, words[k], separator(k, elementOf[st]));
            elementOf[states.getAsInt() - 1] = k;
        }
    }

    private int[] elements; // Q_{g-1}'s elements, lightest representative first (lightestWords)
    private int[][] lightest;

    /** A lightest position of each element of Q_{g-1}, lighter first (the identity, the empty position, first). */
    private int[][] lightestWords() {
        if (lightest != null) return lightest;
        int[][] word = new int[order][];
        long[] dist = new long[order];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        word[0] = new int[0];
        java.util.PriorityQueue<long[]> pq = new java.util.PriorityQueue<>((u, v) -> Long.compare(u[0], v[0]));
        pq.add(new long[] {0, 0});
        IntList found = new IntList();
        boolean[] done = new boolean[order];
        while (!pq.isEmpty()) {
            int x = (int) pq.poll()[1];
            if (done[x]) continue;
            done[x] = true;
            found.add(x);
            for (int h = 1; h < g; h++) {
                if (gens.opts[h].length == 0) continue;
                int y = mul[x * order + phi[h]];
                if (dist[x] + gens.wt[h] < dist[y]) {
                    dist[y] = dist[x] + gens.wt[h];
                    word[y] = Positions.plus(word[x], new int[] {h});
                    pq.add(new long[] {dist[y], y});
                }
            }
        }
        elements = found.toArray();
        lightest = new int[elements.length][];
        for (int k = 0; k < elements.length; k++) lightest[k] = word[elements[k]];
        return lightest;
    }

    /** A lightest position Z of Q_{g-1} with x·Φ(Z) ∈ P and y·Φ(Z) ∉ P or the reverse (x ≠ y). */
    int[] separatorOf(int x, int y) {
        int[][] words = lightestWords();
        for (int k = 0; k < elements.length; k++) {
            int z = elements[k];
            if (isP[mul[x * order + z]] != isP[mul[y * order + z]]) return words[k];
        }
        throw new IllegalStateException("Q_" + (g - 1) + " is not reduced");
    }

    /** A position of Q_{g-1} that separates its elements number i and j of {@link #lightestWords}. */
    private int[] separator(int i, int j) {
        int x = elements[i], y = elements[j];
        for (int k = 0; k < elements.length; k++) {
            int z = elements[k];
            if (isP[mul[x * order + z]] != isP[mul[y * order + z]]) return lightest[k];
        }
        throw new IllegalStateException("Q_" + (g - 1) + " is not reduced");
    }
}
