package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.IntList;
import cgx.misere.quotient.engine.QuotientBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static cgx.misere.quotient.learner.Positions.plus;

/**
 * The hypothesis of a Kearns–Vazirani learner of a commutative language's minimal automaton (for
 * {@link QuotientLearner}: Q_g, the Nerode congruence of o⁻(X) == P, Definition 3.3; for {@link
 * CopiesAutomaton}: the same with a suffix of copies of G), and its corrections. States have
 * representative positions, transitions by letters (generators), and a {@link DiscriminationTree}
 * whose leaves are the states: a transition rep(s) + h is sifted down it by exact outcomes
 * ({@link OutcomeOracle}). A state's leaf splits where a position that sifted to it differs from
 * its representative, shown by two transitions that do not commute or by Rivest–Schapire's analysis
 * of a mispredicted position; the transitions into it are then sifted again from its new node.
 * The learners own the rest: which transitions to complete, their checks, and each state's own data
 * (given as states are made).
 */
final class HypothesisAutomaton {
    /** Splits a round of either learner may make where transitions do not commute. */
    static final int MAX_SPLITS_PER_ROUND = 1000;

    /** A learner's data of a new state: called once its representative, row and leaf are in place. */
    interface NewStates { void added(int s, int[] rep); }

    private final OutcomeOracle oracle; // the exact outcomes
    private final DiscriminationTree.Outcomes outcomes; // oracle::isP, for the tree (made once: sift is frequent)
    private final DiscriminationTree.NewState makeState = this::newState;
    private final DiscriminationTree tree = new DiscriminationTree();
    private final List<int[]> reps = new ArrayList<>();
    // per state: targets by letter; -1 unknown (sift from the root), -2 - node: re-sift from the node a split left
    private final List<int[]> rows = new ArrayList<>();
    private final IntList leafOf = new IntList();
    private final int letters; // the length of a row (letters 0..letters-1)
    private final int maxStates;
    private final String tooLarge; // the message past maxStates
    private final NewStates added;

    HypothesisAutomaton(OutcomeOracle oracle, int letters, int maxStates, String tooLarge, NewStates added) {
        this.oracle = oracle;
        this.outcomes = oracle::isP;
        this.letters = letters;
        this.maxStates = maxStates;
        this.tooLarge = tooLarge;
        this.added = added;
    }

    int states() { return reps.size(); }

    int[] rep(int s) { return reps.get(s); }

    /** State s's transitions by letter (the array itself: the learners complete it). */
    int[] row(int s) { return rows.get(s); }

    List<int[]> reps() { return reps; }

    List<int[]> rows() { return rows; }

    /** The nodes of the tree. */
    int nodes() { return tree.size(); }

    /**
     * A root, and the tree started from Q_{g-1}'s elements ({@link PreviousQuotient#seed}); the root.
     * These outcomes need no search, and elements of Q_{g-1} stay distinct.
     */
    int seed(PreviousQuotient previous) {
        int root = tree.newNode(-1, new int[0], -1);
        previous.seed(root, reps::size, this::sift, this::split);
        return root;
    }

    private int newState(int[] rep, int leaf) {
        int s = reps.size();
        if (s >= maxStates) { // the leaves and rep are pairwise separated by the tree's distinguishers
            List<int[]> elements = new ArrayList<>(reps);
            elements.add(rep);
            int[][] tests = tree.distinguishers();
            QuotientBuilder.Distinct w = new QuotientBuilder.Distinct(elements.toArray(new int[0][]), tests);
            throw new QuotientBuilder.OrderExceeded(tooLarge, () -> w);
        }
        reps.add(rep);
        int[] row = new int[letters];
        Arrays.fill(row, -1);
        rows.add(row);
        leafOf.add(leaf);
        tree.setState(leaf, s);
        added.added(s, rep);
        return s;
    }

    /** The state of position {@code p}, sifted from {@code node}; an empty side of a node makes a new state. */
    int sift(int[] p, int node) { return tree.sift(p, node, outcomes, makeState); }

    /** {@link #sift} without changing the tree: the state reached, or -1 - the node with an empty side. */
    int walk(int[] p, int node) { return tree.walk(p, node, outcomes); }

    /** Where a pending transition's sift starts: the root, or the node a split left. */
    static int startNode(int pending) { return pending == -1 ? 0 : -2 - pending; }

    /** Sifts the pending transition of state s by letter h (rep(s) + h) from where it starts; its target. */
    int complete(int s, int h) {
        int[] row = rows.get(s);
        return row[h] = sift(plus(reps.get(s), new int[] {h}), startNode(row[h]));
    }

    /** The distinguisher at the node where the leaves of states u and v part. */
    int[] separating(int u, int v) { return tree.separating(leafOf.get(u), leafOf.get(v)); }

    /**
     * Splits state t's leaf: u (a position that sifted to t) and t's representative differ on
     * d. t's leaf becomes a node testing d; u becomes a new state; transitions into t are re-sifted
     * from the new node.
     */
    void split(int t, int[] u, int[] d) {
        int leaf = leafOf.get(t);
        boolean tSide = oracle.isP(plus(reps.get(t), d));
        if (oracle.isP(plus(u, d)) == tSide) throw new IllegalStateException("split without a difference");
        int[] leaves = tree.splitLeaf(leaf, d, tSide);
        leafOf.a[t] = leaves[0];
        newState(u, leaves[1]);
        for (int[] row : rows) for (int h = 0; h < row.length; h++) if (row[h] == t) row[h] = -2 - leaf;
    }

    /**
     * Where two letters' transitions from a state do not commute (x·a·c ≠ x·c·a, both known), the
     * true position rep(x) + a + c shows which transition erred, and that state splits: several a
     * round (so the next round's transitions make one larger batch), at most {@link
     * #MAX_SPLITS_PER_ROUND}. A split invalidates the transitions into its state, and witnesses that
     * use an invalid transition wait for the next round. States in the given order, letters
     * increasing; true if anything split.
     */
    boolean commutationSplit(int[] order, int[] letters) {
        int n = order.length, splits = 0;
        int[][] d = rows.toArray(new int[0][]); // (a split adds a state and marks transitions pending: re-read below)
        for (int xi = 0; xi < n && splits < MAX_SPLITS_PER_ROUND; xi++) {
            int x = order[xi];
            int[] dx = d[x];
            for (int ai = 0; ai < letters.length && splits < MAX_SPLITS_PER_ROUND; ai++) {
                int a = letters[ai];
                int xa = dx[a];
                if (xa < 0) continue;
                int[] dxa = d[xa];
                for (int ci = ai + 1; ci < letters.length; ci++) {
                    int c = letters[ci];
                    int xc = dx[c];
                    if (xc < 0) break;
                    int t1 = dxa[c], t2 = d[xc][a];
                    if (t1 < 0 || t2 < 0 || t1 == t2) continue;
                    int[] sep = separating(t1, t2);
                    int[] pa = plus(reps.get(x), new int[] {a}), pc = plus(reps.get(x), new int[] {c});
                    boolean truth = oracle.isP(plus(plus(pa, new int[] {c}), sep));
                    // rep_{xa} + c sifted to t1, so it agrees with rep_{t1} on sep
                    if (truth != oracle.isP(plus(reps.get(t1), sep))) split(xa, pa, plus(new int[] {c}, sep));
                    else split(xc, pc, plus(new int[] {a}, sep));
                    splits++;
                    break;
                }
            }
        }
        return splits > 0;
    }

    /**
     * Rivest–Schapire's analysis of a position z + suffix that the hypothesis mispredicts (the
     * suffix fixed: empty for Q_g, j copies of G for the copies automaton's level j): alpha(i) =
     * o⁻(rep(state of z_1..z_i) + z_{i+1} + ... + z_m + suffix) is the truth at i = 0 and the
     * prediction at i = m, so some step changes it: rep(s) + z_{i+1} sifted to t, yet it and
     * rep(t) differ on the rest of z and the suffix; t splits.
     */
    void analyse(int[] z, int[] suffix) {
        int m = z.length;
        boolean a0 = oracle.isP(plus(z, suffix));
        int lo = 0, hi = m; // alpha(lo) == a0, alpha(hi) != a0
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (alpha(z, mid, suffix) == a0) lo = mid; else hi = mid;
        }
        int s = state(z, lo);
        split(rows.get(s)[z[lo]], plus(reps.get(s), new int[] {z[lo]}), plus(Arrays.copyOfRange(z, lo + 1, m), suffix));
    }

    /** o⁻(rep(state of z_1..z_i) + z_{i+1} + ... + z_m + suffix). */
    private boolean alpha(int[] z, int i, int[] suffix) {
        return oracle.isP(plus(plus(reps.get(state(z, i)), Arrays.copyOfRange(z, i, z.length)), suffix));
    }

    /** The state of z_1..z_i (its transitions known). */
    private int state(int[] z, int i) {
        int s = 0;
        for (int j = 0; j < i; j++) s = rows.get(s)[z[j]];
        return s;
    }
}
