package cgx.misere.quotient.learner;

import cgx.core.Interrupts;
import cgx.misere.quotient.engine.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The failure searches of a candidate bipartite monoid (a hypothesis of {@link QuotientLearner},
 * or the product candidate a growth step rejected): its least mispredicted position by weight
 * ({@link #leastFailure}) and lexicographically ({@link #lexLeastFailure}), both over its
 * transition algebra {(Φ(X), Φ''X)} (Definition 5.3, Lemma 5.4). Below its failure a candidate is
 * an exact oracle. Holds only the split's generators: one search object serves several threads.
 */
public final class FailureSearch {
    private final int g;
    private final int[][][] opts;
    private final long[] wt;

    FailureSearch(Generators gens) {
        this.g = gens.g;
        this.opts = gens.opts;
        this.wt = gens.wt;
    }

    /** The failure searches of candidates for the split of the builder's quotient at generator g. */
    public FailureSearch(QuotientBuilder b, int g) { this(Generators.of(b, g)); }

    /** Bound on the pairs the least-failure search visits. */
    static final int FAILURE_SEARCH_BOUND = 2_000_000;

    /** Whether pair i = (x, E) breaks the outcome rule of a candidate: x ∈ P iff E ≠ ∅ and E ∩ P = ∅. */
    private static boolean breaksRule(TSet store, int i, boolean[] p) {
        int words = store.words;
        boolean empty = true, meets = false;
        for (int q = 0; q < words && !meets; q++) {
            long v = store.es[i * words + q];
            if (v != 0) empty = false;
            while (v != 0 && !meets) {
                int f = (q << 6) + Long.numberOfTrailingZeros(v);
                v &= v - 1;
                if (p[f]) meets = true;
            }
        }
        return p[store.xs[i]] != (!empty && !meets);
    }

    /** The values of generator i's options in a candidate, as a bitset. */
    long[] optionBits(int i, int n, int[] mul, int[] phiGen) {
        long[] e = new long[(n + 63) >>> 6];
        for (int[] o : opts[i]) {
            int v = 0;
            for (int h : o) v = mul[v * n + phiGen[h]];
            e[v >>> 6] |= 1L << v;
        }
        return e;
    }

    /** A generator's transition-algebra pair (value, option values) as a hash key. */
    static BitKey pairKey(long[] e, int x) {
        long[] key = Arrays.copyOf(e, e.length + 1);
        key[e.length] = x;
        return new BitKey(key);
    }

    /** The least failure of a candidate: its weight (the frontier) and the position, or null. */
    public record Failure(long weight, int[] witness) {}

    /**
     * The lightest position a candidate bipartite monoid mispredicts. Dijkstra by weight over its
     * transition algebra {(Φ(X), Φ''X)} (Definition 5.3, Lemma 5.4), each pair reached first by its
     * lightest position, checking at each pair the outcome rule: X ≠ 0 is P iff no option is P.
     * The first pair that breaks the rule is reached by a lightest mispredicted position X*: every
     * lighter position is predicted correctly (a lightest mispredicted position has correctly
     * predicted options, so its own pair breaks the rule), hence X*'s options are, and X* is not.
     * So the candidate is an exact oracle below X*'s weight. Returns weight Long.MAX_VALUE (and no
     * witness) if the candidate is correct; past the bound, the weight reached and no witness.
     */
    public Failure leastFailure(int n, int[] mul, boolean[] p, int[] phiGen) {
        int words = (n + 63) >>> 6;
        // distinct generator pairs, lightest weight each
        List<int[]> geBits = new ArrayList<>(); // option values of each distinct generator pair
        List<int[]> gx = new ArrayList<>(); // {x, generator}
        HashMap<BitKey, Integer> seenGen = new HashMap<>();
        for (int i = 1; i <= g; i++) {
            if (opts[i].length == 0) continue;
            long[] e = optionBits(i, n, mul, phiGen);
            BitKey key = pairKey(e, phiGen[i]);
            Integer at = seenGen.get(key);
            if (at == null) { seenGen.put(key, geBits.size()); geBits.add(BitSets.members(e)); gx.add(new int[] {phiGen[i], i}); }
            else if (wt[i] < wt[gx.get(at)[1]]) gx.get(at)[1] = i;
        }
        PairSearch ps = new PairSearch(words);
        TSet store = ps.store;
        long[] buf = new long[words];
        for (int i; (i = ps.next()) >= 0; ) {
            long w = ps.best[i];
            if (store.size > FAILURE_SEARCH_BOUND) return new Failure(w, null);
            int x = store.xs[i];
            if (breaksRule(store, i, p)) return new Failure(w, ps.position(i));
            for (int j = 0; j < geBits.size(); j++) {
                int h = gx.get(j)[0], gen = gx.get(j)[1];
                TSet.productSet(buf, store.es, i * words, words, mul, n, h, x, geBits.get(j));
                ps.relax(i, mul[x * n + h], buf, wt[gen], gen);
            }
        }
        return new Failure(Long.MAX_VALUE, null);
    }

    /** Bound on the transition-algebra elements the lexicographic failure search builds. */
    static final int LEX_SEARCH_BOUND = 1_000_000;
    /** ... and on the words of their option sets. */
    static final long LEX_SEARCH_WORDS = 16_000_000;

    /**
     * Compares sorted multisets of generators lexicographically from the largest generator down
     * (the count of the largest generator first, then the next, ...). Every option of a position
     * is smaller than it (a move replaces one heap by smaller heaps), so this order is well
     * founded and positions can be reasoned about by induction along it.
     */
    public static int lexCompare(int[] x, int[] y) {
        int i = x.length - 1, j = y.length - 1;
        for (; i >= 0 && j >= 0; i--, j--) if (x[i] != y[j]) return Integer.compare(x[i], y[j]);
        return Integer.compare(i, j);
    }

    /** A candidate's lexicographically least failure: correct (no failure), the witness, or unknown (too large). */
    public record LexFailure(boolean correct, int[] witness) {}

    /**
     * The lexicographically least position a candidate bipartite monoid mispredicts (count vectors
     * compared from the largest heap; {@link #lexCompare}). As for {@link #leastFailure}, the least
     * position whose transition-algebra pair (Definition 5.3) breaks the outcome rule is the least
     * mispredicted position, since every option is smaller (induction along a well-founded order).
     * The candidate is then exact on every smaller position: all positions with fewer copies of
     * the largest heap of the witness, whatever their smaller heaps. Computed on the whole
     * reachable T: r(t) = the least j such that a breaking pair is reachable from t with
     * generators of rank ≤ j (a bottleneck search backwards from the breaking pairs); then, from
     * the largest generator down, the fewest copies that keep a breaking pair reachable with the
     * smaller ones (commutativity lets a path use its largest generators first). Null if T
     * exceeds {@link #LEX_SEARCH_BOUND}.
     */
    public LexFailure lexLeastFailure(int n, int[] mul, boolean[] p, int[] phiGen) {
        int words = (n + 63) >>> 6;
        // distinct generator pairs in increasing heap order, each kept at its least heap
        List<int[]> bitsOf = new ArrayList<>();
        List<int[]> heapOf = new ArrayList<>(); // {value, heap}
        java.util.HashSet<BitKey> seen = new java.util.HashSet<>();
        for (int i = 1; i <= g; i++) {
            if (opts[i].length == 0) continue; // a heap without moves is 0
            long[] e = optionBits(i, n, mul, phiGen);
            if (!seen.add(pairKey(e, phiGen[i]))) continue;
            bitsOf.add(BitSets.members(e));
            heapOf.add(new int[] {phiGen[i], i});
        }
        int G = bitsOf.size();
        TSet store = new TSet(words);
        store.add(0, new long[words]);
        int[] succ = new int[1024 * G];
        long[] buf = new long[words];
        for (int i = 0; i < store.size; i++) {
            if ((i & 255) == 255) Interrupts.check();
            int x = store.xs[i];
            if ((long) (i + 1) * G > succ.length) succ = Arrays.copyOf(succ, succ.length * 2);
            for (int j = 0; j < G; j++) {
                int h = heapOf.get(j)[0];
                TSet.productSet(buf, store.es, i * words, words, mul, n, h, x, bitsOf.get(j));
                int xy = mul[x * n + h];
                int k = store.find(xy, buf);
                if (k < 0) {
                    store.add(xy, buf);
                    k = store.size - 1;
                    if (store.size > LEX_SEARCH_BOUND || (long) store.size * words > LEX_SEARCH_WORDS) return null;
                }
                succ[i * G + j] = k;
            }
        }
        int size = store.size;
        // r[t]: 0 if t breaks the rule, else the least rank bound (1..G) that reaches such a pair; G+1: none
        int[] r = new int[size];
        int inf = G + 1;
        Arrays.fill(r, inf);
        int[] start = new int[size + 1];
        for (int e = 0; e < size * G; e++) start[succ[e] + 1]++;
        for (int i = 0; i < size; i++) start[i + 1] += start[i];
        int[] rev = new int[size * G]; // edge indices (source * G + rank - 1) by target
        int[] fill = Arrays.copyOf(start, size);
        for (int e = 0; e < size * G; e++) rev[fill[succ[e]]++] = e;
        IntList[] bucket = new IntList[G + 1];
        for (int k = 0; k <= G; k++) bucket[k] = new IntList();
        for (int i = 0; i < size; i++) {
            if (breaksRule(store, i, p)) { r[i] = 0; bucket[0].add(i); }
        }
        boolean[] done = new boolean[size];
        for (int k = 0; k <= G; k++) {
            IntList bk = bucket[k];
            for (int q = 0; q < bk.size(); q++) {
                int u = bk.get(q);
                if (done[u] || r[u] != k) continue;
                done[u] = true;
                for (int a = start[u]; a < start[u + 1]; a++) {
                    int e = rev[a], s = e / G, c = Math.max(k, e % G + 1);
                    if (c < r[s]) { r[s] = c; bucket[c].add(s); }
                }
            }
        }
        if (r[0] == inf) return new LexFailure(true, null);
        IntList pos = new IntList();
        int t = 0;
        for (int j = G; j >= 1; j--) {
            int steps = 0;
            while (r[t] > j - 1) {
                t = succ[t * G + j - 1];
                pos.add(heapOf.get(j - 1)[1]);
                if (++steps > size) throw new IllegalStateException("lexicographic failure search did not converge");
            }
        }
        int[] w = pos.toArray();
        Arrays.sort(w);
        return new LexFailure(false, w);
    }
}
