package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.*;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static cgx.misere.quotient.learner.Positions.plus;
import static cgx.misere.quotient.learner.Positions.replace;

/**
 * The copies automaton of a split at generator G = g, at level k: the classes of the positions Y
 * without G under the tests o⁻(Y + Z + jG), Z without G and j = 0..k (the Nerode congruence of
 * k + 1 commutative languages over the heaps below g: a commutative monoid between Q_g's G-free
 * part and Q_{g-1}). With level k the learner reads o⁻(Y + jG), j ≤ k, off in |Y| steps, and sees
 * at once that Y + (k+1)G is N when a move of one G reaches a P-position Y + G' + kG: its exact
 * search then moves only Y's heaps. (0.4107's heap 35: the learner searched 2.3 million positions
 * Y + 2G before level 1, and 123,000 positions Y + 3G before level 2.)
 *
 * <p>Learned like Q_g itself (by the same {@link HypothesisAutomaton} as {@link QuotientLearner}):
 * states with representatives, a discrimination tree started from Q_{g-1}'s elements (so Φ_{g-1}
 * of a state is that of its representative, and is a homomorphism), distinguishers with at most k
 * copies of G (the suffix of every query of level k's analysis), transitions
 * by sifting, splits where two heaps' transitions do not commute. Level k + 1 starts from level
 * k's tree (it refines it). Every query has at most k copies of G and is answered by the
 * split's exact search ({@link OutcomeOracle}), using level k - 1.
 *
 * <p>The check is exact, by induction on j and then over positions as for Lemma 5.4: with f_j(s)
 * the claimed outcome of rep(s) + jG, every Y (at state s, its options at the states E) must
 * satisfy f_j(s) = [no option G' of G has Y + G' + (j-1)G ∈ P, and no e ∈ E has f_j(e)], where
 * Y + G' + (j-1)G ∈ P is read off Q_{g-1} for j = 1 and off f_{j-1} (right, by induction) for
 * j > 1. It is asked of the minimal pairs and the unions of the automaton's transition algebra
 * ({@link TMin#consistent}, whose recursion is exactly this rule); a pair that breaks it comes
 * from a position that is mispredicted or has a mispredicted option, which is checked against
 * the exact search and analysed along its word as in Rivest–Schapire. The fallback, if no such
 * position turns up, searches all pairs (s, E) by weight: the first that breaks the rule at the
 * least j broken anywhere is reached by a position mispredicted at j.
 */
final class CopiesAutomaton {
    private final OutcomeOracle q; // the exact outcomes
    private final int g;
    private final java.util.function.IntConsumer statesSoFar; // the states so far, for the progress lines
    private int level; // the copies of G the tests use

    // the states, their representatives, transitions by heap 1..g-1 and discrimination tree (new
    // when level 1 is seeded from its growth)
    private HypothesisAutomaton hyp;
    private final IntList flags = new IntList(); // bit j: rep + jG ∈ P (j = 1..level)
    private final IntList oldValue = new IntList(); // Φ_{g-1}(rep)
    private final int[] heaps; // the heaps that move: canonical representatives below g, not 0
    private final int maxStates; // the builder's bound on a quotient's order

    /** Bound on the pairs the check keeps; past it the learner goes on with the levels already learned. */
    static final int CHECK_BOUND = 1_000_000;

    /** Tests: check by the search over all pairs only (else it is the fallback of the TMin check). */
    private final boolean searchOnly;

    CopiesAutomaton(OutcomeOracle q, int g, int maxStates, boolean searchOnly, java.util.function.IntConsumer statesSoFar, boolean heapByHeap) {
        this.heapByHeap = heapByHeap;
        this.searchOnly = searchOnly;
        this.statesSoFar = statesSoFar;
        this.q = q;
        this.g = g;
        this.maxStates = maxStates;
        IntList hs = new IntList();
        for (int h = 1; h < g; h++) if (q.movesIn(h)) hs.add(h);
        heaps = hs.toArray();
        as = new int[g];
        for (int h = 1; h < g; h++) as[h] = q.searchedAs(h);
        hyp = newHypothesis();
    }

    /** A hypothesis with no state (its tree seeded next). */
    private HypothesisAutomaton newHypothesis() {
        return new HypothesisAutomaton(q, g, maxStates, "copies automaton grows beyond " + maxStates + " states at generator " + g, this::added);
    }

    private final int[] as; // as[h]: the heap h is searched as (0 if it equals 0)

    /**
     * Learns the next level (the first starts the tree from Q_{g-1}'s elements) and returns its
     * table; throws TooLarge past the bounds.
     */
    CopiesTable learnNextLevel() {
        level++;
        if (level == 1 && heapByHeap) { // (the tree is seeded where a bound needs the search)
            growHeapByHeap();
            q.offerPartialCopies(null);
            return grownTable;
        }
        if (grown != null) {
            CopiesTable t = growUpperLevel();
            if (t != null) return t;
            // this level from the search: the tree, seeded from level 1's automaton (its states
            // query every level up to this one), learns it
            grown = null;
            seed(growth1, grown1);
            bound = Integer.MAX_VALUE;
        } else if (level == 1) {
            hyp.seed(q.previous());
        } else {
            for (int s = 0; s < hyp.states(); s++) if (query(withCopies(hyp.rep(s), level))) flags.a[s] |= 1 << level;
        }
        learnRounds();
        q.offerPartialCopies(null);
        int n = hyp.states();
        int[][] next = new int[n][];
        boolean[][] p = new boolean[level + 1][]; // (p[0], Q_{g-1}'s outcome, is not needed)
        for (int j = 1; j <= level; j++) p[j] = new boolean[n];
        boolean[] moreN = new boolean[n];
        for (int s = 0; s < n; s++) {
            next[s] = hyp.row(s).clone();
            for (int j = 1; j <= level; j++) p[j][s] = (flags.get(s) >>> j & 1) != 0;
        }
        for (int h = 1; h < g; h++) { // heaps searched as others, or as 0
            if (q.movesIn(h)) continue;
            for (int s = 0; s < n; s++) next[s][h] = as[h] == 0 ? s : next[s][as[h]];
        }
        int[] moveTo = moveTo();
        for (int s = 0; s < n; s++) moreN[s] = (moveTo[s] >>> (level + 1) & 1) != 0;
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies automaton g=" + g + " level " + level + ": " + n + " states");
        return new CopiesTable(level, next, p, moreN);
    }

    /**
     * This level grown over the level below (grown too, with at most {@link
     * #UPPER_GROWTH_MAX_STATES} states), its table, or null if a class splits on the way.
     */
    private CopiesTable growUpperLevel() {
        if (grown.n > UPPER_GROWTH_MAX_STATES) return null;
        long t0 = System.nanoTime();
        CopiesGrowth above = growth.above(grown);
        CopiesGrowth.Level a = above.all();
        if (a == null) {
            searchedLevels++;
            if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies growth g=" + g + " level " + level + ": a class splits; the level from the search (" + (System.nanoTime() - t0) / 1_000_000 + " ms over " + grown.n + " states)");
            return null;
        }
        grown = a;
        growth = above;
        grownTable = above.table(a, grownTable);
        grownLevels++;
        statesSoFar.accept(a.n);
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies growth g=" + g + " level " + level + ": " + a.n + " states (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
        return grownTable;
    }

    /**
     * Level 1 heap by heap: the automaton of the sums of the heaps below each bound, grown by the
     * product step where no class splits ({@link CopiesGrowth}: no search at all), else learned at
     * that bound from the exact search, seeded from the automaton below it; each bound's automaton
     * is then an exact table for the search behind the next bound's queries. Ends with the table
     * of the automaton of all the heaps below g; the levels above are then grown from it the same
     * way ({@link CopiesGrowth#above}) while no class splits, and the tree is seeded from it
     * (its queries read off the table) only when a level needs the search.
     * (0.145's heap 103: the bound of heap 85 adds 40 classes and no class splits; learned from
     * the search it took 84 s and 15.7 million positions.)
     */
    private void growHeapByHeap() {
        CopiesGrowth cg = new CopiesGrowth(q, g, heaps, as, maxStates);
        CopiesGrowth.Level a = cg.empty();
        q.offerPartialCopies(cg.table(a));
        for (int h : heaps) {
            CopiesGrowth.Level b = cg.grow(a, h);
            if (b == null) { // a class splits at h: this bound from the exact search, seeded from a
                seed(cg, a);
                bound = h + 1;
                learnRounds();
                b = cg.reachable(h + 1, hyp.states(), hyp.rows(), oldValue.toArray(), plusG());
                if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies growth g=" + g + " heap " + h + ": a class splits; " + a.n + " -> " + b.n + " states by the search");
                splitBounds++;
            } else {
                grownBounds++;
            }
            a = b;
            statesSoFar.accept(a.n);
            q.offerPartialCopies(cg.table(a));
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies growth g=" + g + ": " + a.n + " states, " + splitBounds + " of " + heaps.length + " heaps from the search");
        // the automaton of all the heaps is exact: its table, without the tree (which is seeded
        // from it only if a later level needs the search)
        growth = growth1 = cg;
        grown = grown1 = a;
        grownTable = cg.table(a, null);
        bound = Integer.MAX_VALUE;
    }

    /** Heaps at which level 1 heap by heap needed the exact search (a class split there), and those grown without it. */
    int splitBounds, grownBounds;
    /**
     * The levels above 1 are grown only over a level below of at most this many states
     * (-Dcgx.copiesUpperGrowthMaxStates): where a class splits the attempt is lost, and over
     * larger automata it cost more (0.35's split at heap 18, over 1,854 states: 0.19 s; 0.316's at
     * 15, over 1,108: 0.1 s) than the growths that pass spare (0.64's at 14, over 682: 12 ms
     * instead of 82 ms from the search).
     */
    static final int UPPER_GROWTH_MAX_STATES = Integer.getInteger("cgx.copiesUpperGrowthMaxStates", 1_000);

    /** Levels above 1 grown without search, and those learned from the search after level 1 was grown. */
    int grownLevels, searchedLevels;

    // while the levels are grown: the top level's automaton of all the heaps, its growth and
    // table; level 1's automaton and growth (the tree is seeded from them if a level needs the search)
    private CopiesGrowth.Level grown, grown1;
    private CopiesGrowth growth, growth1;
    private CopiesTable grownTable;

    private boolean[] plusG() {
        boolean[] p = new boolean[hyp.states()];
        for (int s = 0; s < p.length; s++) p[s] = (flags.get(s) >>> 1 & 1) != 0;
        return p;
    }

    /**
     * The tree and states afresh: first Q_{g-1}'s elements (as level 1 always starts, so that
     * every leaf has one value of Φ_{g-1}), then, if {@code a} is given (an automaton of all the
     * heaps below g), the lightest sums of its states, a state split where two of them sift
     * together by a sum that separates them. The oracle reads the queries with heaps below the
     * bound of the table offered before off that table.
     */
    private void seed(CopiesGrowth cg, CopiesGrowth.Level a) {
        hyp = newHypothesis();
        flags.size = 0;
        oldValue.size = 0;
        moreWitnesses.clear();
        explored = null;
        exploredStates = -1;
        int root = hyp.seed(q.previous());
        if (a == null) return;
        int[] via = cg.separators(a);
        IntList element = new IntList(); // each state's state of a
        for (int[] r : hyp.reps()) { // (-1: a representative with heaps past a's bound, which a does not place)
            int[] m = moving(r);
            element.add(m.length == 0 || m[m.length - 1] < a.bound ? a.state(0, m) : -1);
        }
        for (int k : a.order) {
            int before = hyp.states();
            int st = hyp.sift(a.word[k], root);
            if (hyp.states() == before) {
                if (element.get(st) == k || element.get(st) < 0) continue; // (the rounds split the latter if need be)
                hyp.split(st, a.word[k], cg.separator(a, via, k, element.get(st)));
            }
            element.add(k);
        }
    }

    /** Tests and comparisons: -Dcgx.copiesBounded=false never learns level 1 heap by heap. */
    static final boolean BOUNDED = !"false".equals(System.getProperty("cgx.copiesBounded"));
    /**
     * Level 1 is grown heap by heap only from Q_{g-1}'s elements up to this many
     * (-Dcgx.copiesGrowthMaxStates): a bound where the automaton grows makes its table (states²
     * entries) and transition algebra afresh, which on 0.35's and 0.316's quotients of 3,000 to
     * 9,000 elements cost more than the search it spares (in 40 s: 0.35 to Q_34 instead of Q_44,
     * 0.316 to Q_21 instead of Q_23), while 0.54's of 1,000 to 1,250 gain (Q_163 instead of Q_149).
     */
    static final int BOUNDED_MAX_STATES = Integer.getInteger("cgx.copiesGrowthMaxStates", 2_000);
    /**
     * ... and, without the growth (-Dcgx.copiesGrowthFirst=false), only once level 1 learned at once has searched this many positions: below it the
     * bounds' checks cost more than they spare (0.4107's largest split searches 170,000 positions
     * in all and was twice as slow heap by heap), past it the search grows tenfold a split
     * (0.54's heaps 45, 52, 59: 0.18, 2.2 and 34 million positions at once).
     */
    static final int AT_ONCE_POSITIONS = 250_000;

    /** Level 1 heap by heap (else at once). */
    private final boolean heapByHeap;

    /** Whether level 1 of a split of Q_{g-1} of this order may be learned heap by heap. */
    static boolean heapByHeapWorth(int previousOrder) { return BOUNDED && previousOrder <= BOUNDED_MAX_STATES; }

    /** The heaps the automaton moves at present: those below this (all but while level 1 is learned heap by heap). */
    private int bound = Integer.MAX_VALUE;

    /** The rounds of a level (at the present bound): transitions, commutation, witnesses, the check, until it passes. */
    private void learnRounds() {
        for (int rounds = 1; ; rounds++) {
            Interrupts.check();
            if (rounds > 10_000) throw new QuotientBuilder.TooLarge("copies automaton: no convergence at generator " + g);
            completeTransitions();
            if (hyp.commutationSplit(states(), lettersBelowBound())) continue;
            // a further position the last check saw break the rule, if the hypothesis still
            // mispredicts it (then analysis splits a state as for the check's own witness)
            int[][] more = null;
            while (!moreWitnesses.isEmpty() && more == null) {
                int[][] w = moreWitnesses.remove(moreWitnesses.size() - 1);
                int[] m = mispredictedAtOrBelow(w[0], w[1][0]);
                if (m != null) more = new int[][] {m, w[1]};
            }
            if (more != null) {
                hyp.analyse(more[0], withCopies(NONE, more[1][0]));
                continue;
            }
            long z = check();
            if (z < 0) break;
            hyp.analyse(witness, withCopies(NONE, (int) z));
        }
    }

    // positions the last check saw break the rule after its first, lightest last (each is checked
    // against the current hypothesis before it is analysed: only the first is sure to be mispredicted)
    private final List<int[][]> moreWitnesses = new ArrayList<>();
    static final int MORE_WITNESSES = 64;

    /** Whether the hypothesis predicts o⁻(Z + jG) wrongly (its transitions all known). */
    private boolean mispredicts(int[] z, int j) {
        int s = state(z, 0);
        return ((flags.get(s) >>> j & 1) != 0) != query(withCopies(z, j));
    }

    /**
     * Per state s, bit j (1..level+1): some option G' of G has Y + G' + (j-1)G ∈ P for Y at s, read
     * off Q_{g-1} for j = 1 and off the claimed f_{j-1} above.
     */
    private int[] moveTo() {
        boolean[] gMoveToP = q.gMoveToP();
        int[] moveTo = new int[hyp.states()];
        for (int s = 0; s < moveTo.length; s++) {
            if (gMoveToP[oldValue.get(s)]) moveTo[s] |= 1 << 1;
            if (bound < g) continue; // (level 1 below a bound: bit 1 is all the check asks, and G's options may hold heaps past it)
            for (int[] o : q.optionsOfG()) moveTo[s] |= flags.get(state(o, s)) << 1;
        }
        return moveTo;
    }

    private static final int[] NONE = {};

    /** Y + j copies of G. */
    private int[] withCopies(int[] y, int j) {
        int[] x = Arrays.copyOf(y, y.length + j);
        Arrays.fill(x, y.length, x.length, g);
        return x;
    }

    private int state(int[] y, int s) {
        for (int h : y) if (as[h] != 0) s = hyp.row(s)[as[h]];
        return s;
    }

    private boolean query(int[] x) { return q.isP(x); }

    /** A new state's flags (its outcomes with 1..level copies of G) and value in Q_{g-1}. */
    private void added(int s, int[] rep) {
        statesSoFar.accept(s + 1);
        int f = 0;
        for (int j = 1; j <= level; j++) if (query(withCopies(rep, j))) f |= 1 << j;
        flags.add(f);
        oldValue.add(q.previous().value(rep));
    }

    /**
     * Every transition known: sifts rep + h for each state and heap. (One thread: walking them in
     * parallel, as the learner does, made 0.4107's heap 35 twice as slow, the threads searching
     * the same positions with one copy of G at once.)
     */
    private void completeTransitions() {
        if (bound < g) {
            completeReachable();
            return;
        }
        for (int s = 0; s < hyp.states(); s++) {
            int[] ds = hyp.row(s);
            for (int h : heaps) if (ds[h] < 0) hyp.complete(s, h);
        }
    }

    /** Below a bound: the transitions by heaps below it of the states they reach from the empty position. */
    private void completeReachable() {
        boolean[] seen = new boolean[Math.max(16, hyp.states())];
        IntList queue = new IntList();
        queue.add(0);
        seen[0] = true;
        for (int k = 0; k < queue.size(); k++) {
            int s = queue.get(k);
            int[] ds = hyp.row(s);
            for (int h : heaps) {
                if (h >= bound) break;
                if (ds[h] < 0) hyp.complete(s, h);
                int t = ds[h];
                if (t >= seen.length) seen = Arrays.copyOf(seen, Math.max(t + 1, seen.length * 2));
                if (!seen[t]) { seen[t] = true; queue.add(t); }
            }
        }
    }

    /** The states, in order. */
    private int[] states() {
        int[] order = new int[hyp.states()];
        for (int s = 0; s < order.length; s++) order[s] = s;
        return order;
    }

    /** The heaps that move at present (those below the bound), increasing. */
    private int[] lettersBelowBound() {
        int k = 0;
        while (k < heaps.length && heaps[k] < bound) k++;
        return k == heaps.length ? heaps : Arrays.copyOf(heaps, k);
    }

    private int[] witness; // the position check() returned

    /**
     * The level j and lightest position ({@link #witness}) the automaton mispredicts at the least
     * j that it mispredicts anywhere, or -1 if none.
     */
    private long searchCheck() {
        int n = hyp.states(), words = (n + 63) >>> 6;
        int[] moveTo = moveTo();
        int layers = ((1 << (level + 1)) - 1) & ~1; // bits 1..level
        if (explored != null && exploredStates == n && exploredBound == bound) return rescan(moveTo, layers, words);
        PairSearch ps = new PairSearch(words);
        TSet store = ps.store;
        long[] buf = new long[words];
        int[] dt = new int[n * g]; // dt[e * g + h] = delta(e, h)
        for (int e = 0; e < n; e++) System.arraycopy(hyp.row(e), 0, dt, e * g, g);
        long[][] optionStates = new long[n * heaps.length][];
        // heaps that act alike from the empty position act alike from every state the search reaches
        // (the transitions commute): (δ(0, h), states of h's options) as for Lemma 5.4's generator
        // pairs; the lightest heap of each kind is enough
        IntList distinct = new IntList();
        java.util.HashSet<BitKey> kinds = new java.util.HashSet<>();
        for (int hi = 0; hi < heaps.length && heaps[hi] < bound; hi++) {
            long[] ob = optionStatesOf(optionStates, 0, hi, words);
            long[] key = Arrays.copyOf(ob, words + 1);
            key[words] = dt[heaps[hi]];
            if (kinds.add(new BitKey(key))) distinct.add(hi);
        }
        int[] use = distinct.toArray();
        int[][] firstBreak = new int[level + 1][]; // per level: the first position that breaks it
        moreWitnesses.clear();
        for (int i; (i = ps.next()) >= 0; ) {
            if (store.size > CHECK_BOUND) throw new QuotientBuilder.TooLarge("copies automaton: check beyond " + CHECK_BOUND + " pairs at generator " + g);
            int s = store.xs[i];
            int broken = brokenLevels(store, i, words, moveTo, layers);
            if (broken != 0) {
                int j = Integer.numberOfTrailingZeros(broken);
                int[] pos = ps.position(i);
                if (firstBreak[j] == null) {
                    firstBreak[j] = pos;
                    if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies check g=" + g + " level " + level + " breaks at " + j + ": states " + n + " heaps " + use.length + " pairs " + store.size + " at " + Arrays.toString(pos));
                } else if (moreWitnesses.size() < MORE_WITNESSES) {
                    moreWitnesses.add(new int[][] {pos, {j}});
                }
            }
            for (int hi : use) {
                int h = heaps[hi];
                long[] ob = optionStatesOf(optionStates, s, hi, words);
                System.arraycopy(ob, 0, buf, 0, words);
                for (int k = 0; k < words; k++) {
                    long v = store.es[i * words + k];
                    while (v != 0) {
                        int t = dt[((k << 6) + Long.numberOfTrailingZeros(v)) * g + h];
                        v &= v - 1;
                        buf[t >>> 6] |= 1L << t;
                    }
                }
                ps.relax(i, dt[s * g + h], buf, q.weightOf(h), h);
            }
        }
        // every pair seen: kept for the next level's first check
        explored = store;
        exploredBest = ps.best;
        exploredPar = ps.par;
        exploredVia = ps.via;
        exploredStates = n;
        exploredBound = bound;
        // the least level broken, at its lightest position
        for (int j = 1; j <= level; j++) {
            if (firstBreak[j] != null) { witness = firstBreak[j]; return j; }
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies check g=" + g + " level " + level + " passed: states " + n + " heaps " + use.length + " pairs " + store.size);
        return -1;
    }

    /**
     * The check on the minimal pairs and unions of the automaton's transition algebra ({@link
     * TMin}, far fewer than all pairs), over the states reachable from the empty position with
     * the monoid x·y = δ*(x, a word of y) (well defined as the transitions commute): at each level j,
     * TMin.consistent asks exactly the rule above. A pair that breaks it comes from a position
     * that is mispredicted or has a mispredicted option; that one ({@link #witness}) is analysed.
     * If none is found among those tried, the search over all pairs decides.
     */
    private long check() {
        if (searchOnly) return searchCheck();
        int n = hyp.states();
        int[] num = new int[n];
        Arrays.fill(num, -1);
        int[] stateOf = new int[n];
        int[][] word = new int[n][];
        num[0] = 0;
        stateOf[0] = 0;
        word[0] = new int[0];
        int r = 1;
        for (int k = 0; k < r; k++) {
            int s = stateOf[k];
            for (int h : heaps) {
                if (h >= bound) break;
                int t = hyp.row(s)[h];
                if (num[t] >= 0) continue;
                num[t] = r;
                stateOf[r] = t;
                word[t] = plus(word[s], new int[] {h});
                r++;
            }
        }
        int[] mul = new int[r * r];
        for (int yi = 0; yi < r; yi++) {
            int[] w = word[stateOf[yi]];
            for (int xi = 0; xi < r; xi++) {
                int s = stateOf[xi];
                for (int h : w) s = hyp.row(s)[h];
                mul[xi * r + yi] = num[s];
            }
        }
        int words = (r + 63) >>> 6;
        TMin t = new TMin(r, mul, CHECK_BOUND, true);
        for (int h : heaps) {
            if (h >= bound) break;
            long[] e = new long[words];
            for (int[] o : q.optionsOf(h)) {
                int st = num[state(o, 0)];
                e[st >>> 6] |= 1L << st;
            }
            t.addGenerator(num[hyp.row(0)[h]], e, h);
        }
        int[] moveTo = moveTo();
        for (int j = 1; j <= level; j++) {
            long[] gk = new long[words], wk = new long[words];
            for (int xi = 0; xi < r; xi++) {
                int s = stateOf[xi];
                if ((flags.get(s) >>> j & 1) != 0) gk[xi >>> 6] |= 1L << xi;
                if ((moveTo[s] >>> j & 1) != 0) wk[xi >>> 6] |= 1L << xi;
            }
            int[] failing = t.inconsistencies(gk, wk, MORE_WITNESSES);
            if (failing.length == 0) continue;
            // a position whose pair breaks the rule at j, or one of its options, is mispredicted at j;
            // the first found is analysed now, the other failing pairs' positions in later rounds
            moreWitnesses.clear();
            int[] first = null;
            for (int i : failing) {
                List<int[]> tried = new ArrayList<>();
                tried.add(sorted(t.position(i)));
                int y = t.xs[i];
                if (i > 0 && (gk[y >>> 6] >>> y & 1) != 0) { // a claimed P-position with a P-option: from the union
                    for (int w = 0; w < words; w++) {
                        long v = t.union[y * words + w] & gk[w];
                        if (v != 0) { tried.add(sorted(t.unionPosition(y, (w << 6) + Long.numberOfTrailingZeros(v)))); break; }
                    }
                }
                for (int[] z : tried) {
                    if (first == null) {
                        first = mispredictedAtOrBelow(z, j);
                    } else {
                        moreWitnesses.add(new int[][] {z, {j}});
                    }
                }
            }
            if (first != null) {
                witness = first;
                if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies check g=" + g + " level " + level + " breaks at " + j + ": states " + n + " reachable " + r + " |Tmin| " + t.alive + " failing " + failing.length + " at " + Arrays.toString(first));
                return j;
            }
            if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies check g=" + g + " level " + level + " breaks at " + j + " without a witness: the search over all pairs");
            return searchCheck();
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies check g=" + g + " level " + level + " passed: states " + n + " reachable " + r + " |Tmin| " + t.alive);
        return -1;
    }

    /** x with each heap as the automaton moves it (heaps equal to 0 dropped), sorted. */
    private int[] moving(int[] x) {
        int[] y = new int[x.length];
        int k = 0;
        for (int h : x) if (as[h] != 0) y[k++] = as[h];
        y = Arrays.copyOf(y, k);
        Arrays.sort(y);
        return y;
    }

    private static int[] sorted(int[] x) {
        int[] y = x.clone();
        Arrays.sort(y);
        return y;
    }

    /** z if the hypothesis mispredicts it at level j, else one of its options it mispredicts, else null. */
    private int[] mispredictedAtOrBelow(int[] z, int j) {
        if (mispredicts(z, j)) return z;
        for (int i = 0; i < z.length; i++) {
            if (i > 0 && z[i] == z[i - 1]) continue;
            for (int[] o : q.optionsOf(z[i])) {
                int[] y = moving(replace(z, i, o));
                if (mispredicts(y, j)) return y;
            }
        }
        return null;
    }

    // the pairs of the last check that saw them all, each with its lightest position (valid while
    // no state is added: the transitions are those it followed)
    private TSet explored;
    private long[] exploredBest;
    private int[] exploredPar, exploredVia;
    private int exploredStates = -1, exploredBound;

    /**
     * The levels j (bits) at which pair i breaks the rule: Y + jG ∈ P iff no move of G reaches P
     * (moveTo) and no option Y° + jG is P.
     */
    private int brokenLevels(TSet store, int i, int words, int[] moveTo, int layers) {
        int optionP = 0; // bit j: some option Y° + jG is P
        for (int k = 0; k < words; k++) {
            long v = store.es[i * words + k];
            while (v != 0) {
                optionP |= flags.get((k << 6) + Long.numberOfTrailingZeros(v));
                v &= v - 1;
            }
        }
        return (flags.get(store.xs[i]) ^ ~(moveTo[store.xs[i]] | optionP)) & layers;
    }

    /** check() on the pairs of the last full search (a new level adds only its flags). */
    private long rescan(int[] moveTo, int layers, int words) {
        int[] lightest = new int[level + 1];
        Arrays.fill(lightest, -1);
        for (int i = 0; i < explored.size; i++) {
            int broken = brokenLevels(explored, i, words, moveTo, layers);
            for (; broken != 0; broken &= broken - 1) {
                int j = Integer.numberOfTrailingZeros(broken);
                if (lightest[j] < 0 || exploredBest[i] < exploredBest[lightest[j]]) lightest[j] = i;
            }
        }
        for (int j = 1; j <= level; j++) {
            if (lightest[j] >= 0) {
                witness = PairSearch.position(exploredPar, exploredVia, lightest[j]);
                if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies rescan g=" + g + " level " + level + " breaks at " + j + " at " + Arrays.toString(witness));
                return j;
            }
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("copies rescan g=" + g + " level " + level + " passed: pairs " + explored.size);
        return -1;
    }

    /** The states of rep(s) + h's options by moves of h = heaps[hi], as a bitset (cached). */
    private long[] optionStatesOf(long[][] cache, int s, int hi, int words) {
        long[] ob = cache[s * heaps.length + hi];
        if (ob == null) {
            ob = new long[words];
            for (int[] o : q.optionsOf(heaps[hi])) {
                int t = state(o, s);
                ob[t >>> 6] |= 1L << t;
            }
            cache[s * heaps.length + hi] = ob;
        }
        return ob;
    }
}
