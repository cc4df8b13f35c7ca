package cgx.misere.quotient;

import cgx.lang.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

/**
 * The one-copy automaton of a split at generator G = g: the classes of the positions Y without G
 * under the two tests o⁻(Y + Z) and o⁻(Y + Z + G), Z without G (the Nerode congruence of two
 * commutative languages over the heaps below g: a commutative monoid between Q_g's G-free part
 * and Q_{g-1}). With it the learner reads o⁻(Y + G) off in |Y| steps, and sees at once that
 * Y + 2G is N when a move of one G reaches a P-position Y + G' + G: its exact search then moves
 * only Y's heaps (the search behind a split is mostly such positions: 0.4107's heap 35 searched
 * 2.3 million of them).
 *
 * <p>Learned like Q_g itself ({@link QuotientLearner}): states with representatives, a
 * discrimination tree started from Q_{g-1}'s elements (so Φ_{g-1} of a state is that of its
 * representative, and is a homomorphism), distinguishers with at most one G, transitions by
 * sifting, splits where two heaps' transitions do not commute. Every query has at most one G,
 * and is answered by the learner's exact search, which reads G's moves off Q_{g-1}.
 *
 * <p>The check is exact, by induction over positions as for Lemma 5.4: with f(s) the claimed
 * outcome of rep(s) + G, every Y (at state s, its options at the states E) must satisfy
 * f(s) = [no option G' of G has Φ_{g-1}(Y + G') ∈ P, and no e ∈ E has f(e)]. Searched by weight
 * over the pairs (s, E); the first pair that breaks it is reached by a mispredicted position
 * whose options are all predicted right, analysed along its word as in Rivest–Schapire.
 */
final class OneCopyAutomaton {
    private final QuotientLearner q;
    private final int g;
    private final int[] gOnly;

    private final List<int[]> reps = new ArrayList<>();
    private final List<int[]> delta = new ArrayList<>(); // per state: targets by heap 1..g-1; -1 unknown, -2-node: re-sift from node
    private final QuotientBuilder.IntList leafOf = new QuotientBuilder.IntList();
    private final QuotientBuilder.IntList oneCopyP = new QuotientBuilder.IntList(); // rep + G ∈ P
    private final QuotientBuilder.IntList oldValue = new QuotientBuilder.IntList(); // Φ_{g-1}(rep)
    private final List<int[]> dist = new ArrayList<>(); // null at a leaf
    private final QuotientBuilder.IntList nodeState = new QuotientBuilder.IntList();
    private final QuotientBuilder.IntList parent = new QuotientBuilder.IntList();
    private final QuotientBuilder.IntList childP = new QuotientBuilder.IntList(), childN = new QuotientBuilder.IntList();
    private final int[] heaps; // the heaps that move: canonical representatives below g, not 0
    private final int maxStates;

    /** Bound on the pairs the check visits; past it the learner goes on without the automaton. */
    static final int CHECK_BOUND = 1_000_000;

    // the result
    int[][] next; // next[s][h]
    boolean[] pOne; // pOne[s]: Y + G ∈ P for Y at s
    boolean[] twoCopiesN; // twoCopiesN[s]: some option G' of G has Y + G' + G ∈ P, so Y + 2G is N

    OneCopyAutomaton(QuotientLearner q, int g, int maxStates) {
        this.q = q;
        this.g = g;
        this.gOnly = new int[] {g};
        this.maxStates = maxStates;
        QuotientBuilder.IntList hs = new QuotientBuilder.IntList();
        for (int h = 1; h < g; h++) if (q.movesIn(h)) hs.add(h);
        heaps = hs.toArray();
        as = new int[g];
        for (int h = 1; h < g; h++) as[h] = q.searchedAs(h);
    }

    private final int[] as; // as[h]: the heap h is searched as (0 if it equals 0)

    /** The state of a sorted G-free position (its heaps below g). */
    int state(int[] y, int from, int to) {
        int s = 0;
        for (int i = from; i < to; i++) s = next[s][y[i]];
        return s;
    }

    /** Learns the automaton; throws TooLarge past its bounds. */
    OneCopyAutomaton learn() {
        int[][] words = q.oldElementWords();
        int root = newNode(-1, new int[0], -1);
        int[] elementOf = new int[words.length];
        for (int x = 0; x < words.length; x++) {
            int before = reps.size();
            int st = sift(words[x], root);
            if (reps.size() > before) { elementOf[st] = x; continue; }
            split(st, words[x], q.oldSeparator(x, elementOf[st]));
            elementOf[reps.size() - 1] = x;
        }
        for (int rounds = 1; ; rounds++) {
            Interrupts.check();
            if (rounds > 10_000) throw new QuotientBuilder.TooLarge("one-copy automaton: no convergence at generator " + g);
            completeTransitions();
            if (commutationSplit()) continue;
            int[] z = check();
            if (z == null) break;
            analyse(z);
        }
        int n = reps.size();
        next = new int[n][];
        pOne = new boolean[n];
        twoCopiesN = new boolean[n];
        for (int s = 0; s < n; s++) {
            next[s] = delta.get(s);
            pOne[s] = oneCopyP.get(s) == 1;
        }
        for (int h = 1; h < g; h++) { // heaps searched as others, or as 0
            if (q.movesIn(h)) continue;
            int as = q.searchedAs(h);
            for (int s = 0; s < n; s++) next[s][h] = as == 0 ? s : next[s][as];
        }
        for (int s = 0; s < n; s++)
            for (int[] o : q.optionsOfG()) if (pOne[state(o, s)]) { twoCopiesN[s] = true; break; }
        if (QuotientBuilder.DEBUG) System.err.println("one-copy automaton g=" + g + ": " + n + " states");
        return this;
    }

    private int state(int[] y, int s) {
        for (int h : y) if (as[h] != 0) s = delta.get(s)[as[h]];
        return s;
    }

    private boolean query(int[] x) { return q.isP(x); }

    private int newNode(int par, int[] d, int state) {
        dist.add(d);
        nodeState.add(state);
        parent.add(par);
        childP.add(-1);
        childN.add(-1);
        return dist.size() - 1;
    }

    private int newState(int[] rep, int leaf) {
        int s = reps.size();
        if (s >= maxStates) throw new QuotientBuilder.TooLarge("one-copy automaton grows beyond " + maxStates + " states at generator " + g);
        reps.add(rep);
        int[] d = new int[g];
        Arrays.fill(d, -1);
        delta.add(d);
        leafOf.add(leaf);
        nodeState.a[leaf] = s;
        oneCopyP.add(query(QuotientLearner.plus(rep, gOnly)) ? 1 : 0);
        oldValue.add(q.oldValueOf(rep));
        return s;
    }

    private int sift(int[] p, int node) {
        while (true) {
            int st = nodeState.get(node);
            if (st >= 0) return st;
            boolean side = query(QuotientLearner.plus(p, dist.get(node)));
            int c = side ? childP.get(node) : childN.get(node);
            if (c < 0) {
                c = newNode(node, null, -1);
                if (side) childP.a[node] = c; else childN.a[node] = c;
                return newState(p, c);
            }
            node = c;
        }
    }

    private void split(int t, int[] u, int[] d) {
        int leaf = leafOf.get(t);
        boolean tSide = query(QuotientLearner.plus(reps.get(t), d));
        if (query(QuotientLearner.plus(u, d)) == tSide) throw new IllegalStateException("split without a difference");
        dist.set(leaf, d);
        nodeState.a[leaf] = -1;
        int lt = newNode(leaf, null, t), lu = newNode(leaf, null, -1);
        if (tSide) { childP.a[leaf] = lt; childN.a[leaf] = lu; } else { childN.a[leaf] = lt; childP.a[leaf] = lu; }
        leafOf.a[t] = lt;
        newState(u, lu);
        for (int[] ds : delta) for (int h : heaps) if (ds[h] == t) ds[h] = -2 - leaf;
    }

    private void completeTransitions() {
        for (int s = 0; s < reps.size(); s++) {
            int[] ds = delta.get(s);
            for (int h : heaps) {
                if (ds[h] >= 0) continue;
                int from = ds[h] == -1 ? 0 : -2 - ds[h];
                ds[h] = sift(QuotientLearner.plus(reps.get(s), new int[] {h}), from);
            }
        }
    }

    private boolean commutationSplit() {
        int n = reps.size(), splits = 0;
        for (int x = 0; x < n && splits < QuotientLearner.MAX_SPLITS_PER_ROUND; x++) {
            for (int ai = 0; ai < heaps.length && splits < QuotientLearner.MAX_SPLITS_PER_ROUND; ai++) {
                int a = heaps[ai];
                for (int ci = ai + 1; ci < heaps.length; ci++) {
                    int c = heaps[ci];
                    int xa = delta.get(x)[a], xc = delta.get(x)[c];
                    if (xa < 0 || xc < 0) break;
                    int t1 = delta.get(xa)[c], t2 = delta.get(xc)[a];
                    if (t1 < 0 || t2 < 0 || t1 == t2) continue;
                    int[] d = separating(t1, t2);
                    int[] pa = QuotientLearner.plus(reps.get(x), new int[] {a}), pc = QuotientLearner.plus(reps.get(x), new int[] {c});
                    boolean truth = query(QuotientLearner.plus(QuotientLearner.plus(pa, new int[] {c}), d));
                    if (truth != query(QuotientLearner.plus(reps.get(t1), d))) split(xa, pa, QuotientLearner.plus(new int[] {c}, d));
                    else split(xc, pc, QuotientLearner.plus(new int[] {a}, d));
                    splits++;
                    break;
                }
            }
        }
        return splits > 0;
    }

    private int[] separating(int u, int v) {
        HashSet<Integer> up = new HashSet<>();
        for (int k = leafOf.get(u); k >= 0; k = parent.get(k)) up.add(k);
        for (int k = parent.get(leafOf.get(v)); k >= 0; k = parent.get(k)) if (up.contains(k)) return dist.get(k);
        throw new IllegalStateException("states not separated");
    }

    /** The lightest position the automaton mispredicts (its heaps, sorted), or null if none. */
    private int[] check() {
        int n = reps.size(), words = (n + 63) >>> 6;
        boolean[] gMoveToP = q.gMoveToP();
        TSet store = new TSet(words);
        store.add(0, new long[words]);
        long[] best = new long[1024];
        int[] par = new int[1024], via = new int[1024];
        java.util.PriorityQueue<long[]> pq = new java.util.PriorityQueue<>((u, v) -> Long.compare(u[0], v[0]));
        pq.add(new long[] {0, 0});
        long[] buf = new long[words];
        long pops = 0;
        int[] dt = new int[n * g]; // dt[e * g + h] = delta(e, h)
        for (int e = 0; e < n; e++) System.arraycopy(delta.get(e), 0, dt, e * g, g);
        long[][] optionStates = new long[n * heaps.length][];
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int i = (int) top[1];
            long w = top[0];
            if (w > best[i]) continue;
            if ((++pops & 1023) == 0) Interrupts.check();
            if (store.size > CHECK_BOUND) throw new QuotientBuilder.TooLarge("one-copy automaton: check beyond " + CHECK_BOUND + " pairs at generator " + g);
            int s = store.xs[i];
            // the rule: Y + G ∈ P iff no move of G reaches P (Q_{g-1}) and no option Y° + G is P
            boolean optionP = false;
            for (int k = 0; k < words && !optionP; k++) {
                long v = store.es[i * words + k];
                while (v != 0) {
                    int e = (k << 6) + Long.numberOfTrailingZeros(v);
                    v &= v - 1;
                    if (oneCopyP.get(e) == 1) { optionP = true; break; }
                }
            }
            if ((oneCopyP.get(s) == 1) != (!gMoveToP[oldValue.get(s)] && !optionP)) {
                QuotientBuilder.IntList l = new QuotientBuilder.IntList();
                for (int k = i; k > 0; k = par[k]) l.add(via[k]);
                int[] pos = l.toArray();
                Arrays.sort(pos);
                if (QuotientBuilder.DEBUG) System.err.println("one-copy check g=" + g + " failed: states " + n + " pairs " + store.size + " at " + Arrays.toString(pos));
                return pos;
            }
            for (int hi = 0; hi < heaps.length; hi++) {
                int h = heaps[hi];
                long[] ob = optionStates[s * heaps.length + hi];
                if (ob == null) { // the states of rep(s) + h's options by moves of h (cached)
                    ob = new long[words];
                    for (int[] o : q.optionsOf(h)) {
                        int t = state(o, s);
                        ob[t >>> 6] |= 1L << t;
                    }
                    optionStates[s * heaps.length + hi] = ob;
                }
                System.arraycopy(ob, 0, buf, 0, words);
                for (int k = 0; k < words; k++) {
                    long v = store.es[i * words + k];
                    while (v != 0) {
                        int t = dt[((k << 6) + Long.numberOfTrailingZeros(v)) * g + h];
                        v &= v - 1;
                        buf[t >>> 6] |= 1L << t;
                    }
                }
                int sh = delta.get(s)[h];
                long nw = w + q.weightOf(h);
                int k = store.find(sh, buf);
                if (k < 0) {
                    store.add(sh, buf);
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
                    via[k] = h;
                    pq.add(new long[] {nw, k});
                }
            }
        }
        if (QuotientBuilder.DEBUG) System.err.println("one-copy check g=" + g + " passed: states " + n + " pairs " + store.size);
        return null;
    }

    /** Rivest–Schapire on a mispredicted z: some rep(state of z_1..z_i) + z_{i+1} sifted wrong. */
    private void analyse(int[] z) {
        int m = z.length;
        boolean a0 = query(QuotientLearner.plus(z, gOnly));
        int lo = 0, hi = m;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (alpha(z, mid) == a0) lo = mid; else hi = mid;
        }
        int s = 0;
        for (int j = 0; j < lo; j++) s = delta.get(s)[z[j]];
        int[] suffix = QuotientLearner.plus(Arrays.copyOfRange(z, lo + 1, m), gOnly);
        split(delta.get(s)[z[lo]], QuotientLearner.plus(reps.get(s), new int[] {z[lo]}), suffix);
    }

    private boolean alpha(int[] z, int i) {
        int s = 0;
        for (int j = 0; j < i; j++) s = delta.get(s)[z[j]];
        return query(QuotientLearner.plus(QuotientLearner.plus(reps.get(s), Arrays.copyOfRange(z, i, z.length)), gOnly));
    }
}
