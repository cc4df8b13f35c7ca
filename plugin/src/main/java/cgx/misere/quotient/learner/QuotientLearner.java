package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.*;
import cgx.core.Interrupts;

import java.util.Arrays;

import static cgx.misere.quotient.learner.Positions.plus;
import static cgx.misere.quotient.learner.Positions.replace;

/**
 * The general growth step of {@link QuotientBuilder}: computes Q_g, the misère quotient of the
 * closure of generators 1..g (Definition 4.1), when elements of Q_{g-1} split and the cheap
 * growth step does not apply.
 *
 * <p>A candidate-and-counterexample loop. Q_g is the minimal automaton of the commutative
 * language {X : o⁻(X) = P} over the generators (indistinguishability, Definition 3.3, is the
 * Nerode congruence), so we learn it from outcomes, with a discrimination tree (as in
 * Kearns–Vazirani's learner):
 * <ol>
 * <li>states with representative positions, and a binary tree whose nodes hold distinguishing
 * positions d and whose leaves are the states; a position is sifted down by its outcomes
 * o⁻(X + d). The tree starts as Q_{g-1}'s (its elements, separated by positions of Q_{g-1}).
 * Outcomes are exact ({@link OutcomeOracle}): Q_{g-1} (correct, by induction) answers sums
 * without generator g; a rejected candidate answers every position below its least failure, by
 * weight or lexicographically ({@link FailureSearch}); a position with up to k copies of G is
 * read off the split's {@link CopiesAutomaton} at level k, learned first; the rest is a
 * memoised misère search;</li>
 * <li>the hypothesis: the transition of each state by each generator, rep + h sifted (in
 * parallel where there are several); where two generators' actions do not commute, the true
 * position rep + a + c shows which transition erred, and that leaf splits;</li>
 * <li>the check: the hypothesis is a correct bipartite monoid iff its transition algebra
 * T = {(Φ(X), Φ''X)} (Definition 5.3, Lemma 5.4) predicts every outcome: x ∈ P iff E ≠ ∅ and
 * E ∩ P = ∅ (by induction on positions). If not, the least mispredicted position, analysed
 * along its word as in Rivest–Schapire, gives a position that sifted to a state it differs from:
 * that leaf splits.</li>
 * </ol>
 * Each split separates two positions the hypothesis identified, so the hypothesis grows
 * strictly towards Q_g (its order never exceeds |Q_g|); a correct hypothesis is already
 * reduced (its states are separated by the tree).
 */
public final class QuotientLearner {

    private final QuotientBuilder b;
    private final int g; // the new generator
    private final int[][][] opts; // opts[i]: options of generator i as sorted generator lists
    private final long[] wt; // generator weights (heap sizes)
    private final OutcomeOracle oracle; // the exact outcomes o⁻(X)
    private final FailureSearch failures; // the least failures of a candidate
    private final Heartbeat heartbeat; // the progress lines
    /** Threads for the parallel walks (-Dcgx.learnThreads, default: the processors). */
    private final int threads;

    /** Learns Q_g and installs it in {@code b} (the builder's split learner). */
    public static void learn(QuotientBuilder b, int g, int budget) { new QuotientLearner(b, g, budget).run(); }

    public QuotientLearner(QuotientBuilder b, int g, int budget) {
        this.b = b;
        this.threads = Math.max(1, b.config.learnerThreads());
        this.g = g;
        Generators gens = Generators.of(b, g);
        opts = gens.opts;
        wt = gens.wt;
        failures = new FailureSearch(gens);
        oracle = new OutcomeOracle(b, gens, budget);
        hyp = new HypothesisAutomaton(oracle, g + 1, b.maxOrder, "misère quotient grows beyond " + b.maxOrder + " elements at generator " + g,
                (s, rep) -> statePFlag.add(isP(rep) ? 1 : 0));
        letters = new int[g];
        for (int h = 1; h <= g; h++) letters[h - 1] = h;
        oracle.guessBy(this::predicts);
        heartbeat = new Heartbeat(g, oracle.previous().order, oracle::positions);
    }

    /** The exact outcomes this learner asks. */
    public OutcomeOracle oracle() { return oracle; }

    /** The new generator of this split. */
    public int generator() { return g; }

    private boolean isP(int[] x) { return oracle.isP(x); }

    private static final int[] NOTHING = {};

    // ---------------------------------------------------------------- the loop

    // The hypothesis: states with access positions (reps), a discrimination tree whose internal
    // nodes hold distinguishing positions d (a position X goes to the side o⁻(X + d) == P) and
    // whose leaves are the states, and the transitions delta[state][generator]. Sifting a
    // position costs one outcome per level of the tree, not one per distinguisher (as in
    // Kearns–Vazirani's learner); a split re-sifts only the transitions into the split leaf.
    private final HypothesisAutomaton hyp;
    private final int[] letters; // the generators 1..g
    private final IntList statePFlag = new IntList(); // 1 if the state's positions are P
    private int[][] delta; // the hypothesis's transitions, as completed at the round's start
    private int n;
    private int rounds;

    /** Learns Q_g and installs it in the builder; throws TooLarge past the builder's bounds. */
    public void run() {
        heartbeat.start(b.progress);
        try {
            startPredictor();
            // the copies automaton level by level, Q_g its product with G's copies where that passes
            for (int level = 1; level <= b.config.copiesLevel(); level++) {
                boolean learned = learnCopies(level);
                if (oracle.copiesTable().level == level && productOfCopies()) return;
                if (!learned) break;
            }
            initialTree();
            rounds = 0;
            while (true) {
                Interrupts.check();
                if (++rounds > 100_000) throw new QuotientBuilder.TooLarge("misère quotient: no convergence at generator " + g);
                heartbeat.doing("round " + rounds + ": the transitions of " + hyp.states() + " classes");
                completeTransitions();
                if (QuotientBuilder.DEBUG && (rounds & 15) == 1) QuotientBuilder.debug("learn g=" + g + " round " + rounds + " states " + n + " nodes " + hyp.nodes() + " " + oracle.sizes());
                heartbeat.doing("round " + rounds + ": do the transitions of " + n + " classes commute");
                if (commutationSplit()) continue;
                heartbeat.doing("round " + rounds + ": checking a candidate of " + n + " elements");
                int[] cex = check();
                if (cex == null) break;
                heartbeat.doing("round " + rounds + ": a counterexample splits one of " + n + " classes");
                hyp.analyse(cex, NOTHING);
            }
        } finally {
            heartbeat.stop();
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " rounds " + rounds + " states " + n + " nodes " + hyp.nodes() + " memo " + oracle.memoSize() + " lexHits " + oracle.lexHits() + " maxrep " + hyp.reps().stream().mapToInt(r -> r.length).max().getAsInt());
    }

    private int copiesSearchedBounds, copiesGrownBounds;
    private CopiesAutomaton copies; // the split's copies automaton, its levels learned so far

    /** Tests: the heaps at which level 1 heap by heap needed the exact search (a class split). */
    public int copiesSearchedBounds() { return copiesSearchedBounds; }

    /** Tests: the heaps at which level 1 heap by heap grew by the product step, without search. */
    public int copiesGrownBounds() { return copiesGrownBounds; }

    /** Tests: the levels above 1 grown heap by heap, without search. */
    public int copiesGrownLevels() { return copies == null ? 0 : copies.grownLevels; }

    /** Tests: the levels above 1 that could not be grown (a class split) and came from the search. */
    public int copiesSearchedLevels() { return copies == null ? 0 : copies.searchedLevels; }

    /** Tests: the states of the copies automaton at its highest level learned. */
    public int copiesStates() { return oracle.copiesTable().next.length; }

    /** Tests: the copies automaton checked by its search over all pairs (not its TMin check). */
    public boolean copiesBySearch;
    /** Tests: the copies automaton's level 1 heap by heap (true), at once (false), or as its search's size decides (null). */
    public Boolean copiesHeapByHeap;

    /**
     * Learns this split's copies automaton up to the given level, which the exact search then
     * uses level by level; false if it exceeds its bounds first (the search goes on with the
     * levels learned).
     */
    public boolean learnCopies(int levels) {
        long t0 = System.nanoTime();
        try {
            if (copies == null) copies = new CopiesAutomaton(oracle, g, b.maxOrder, copiesBySearch, heartbeat::copiesStates, false);
            CopiesAutomaton ca = copies;
            while (oracle.copiesTable().level < levels) {
                heartbeat.doing("copies automaton (the classes of sums without heap " + g + " by the outcomes with up to " + (oracle.copiesTable().level + 1) + " copies of it)");
                boolean adaptive = copiesHeapByHeap == null;
                if (oracle.copiesTable().level > 0 || (adaptive ? !CopiesAutomaton.heapByHeapWorth(oracle.previousOrder()) : !copiesHeapByHeap)) {
                    oracle.useCopies(ca.learnNextLevel());
                    continue;
                }
                // level 1 at once while its search stays small, else again heap by heap (the
                // positions searched so far stay in the memo: their outcomes are exact); once a
                // split needed that, the later ones (whose searches only grow) start heap by heap
                CopiesTable one = null;
                if (adaptive && !b.copiesHeapByHeap && !CopiesGrowth.FIRST) {
                    oracle.limitPositions(oracle.memoSize() + CopiesAutomaton.AT_ONCE_POSITIONS);
                    try {
                        one = ca.learnNextLevel();
                    } catch (OutcomeOracle.PositionsSpent spent) {
                        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " copies automaton: level 1 heap by heap after " + oracle.memoSize() + " positions");
                        b.copiesHeapByHeap = true;
                    } finally {
                        oracle.limitPositions(Long.MAX_VALUE);
                    }
                }
                if (one == null) {
                    ca = copies = new CopiesAutomaton(oracle, g, b.maxOrder, copiesBySearch, heartbeat::copiesStates, true);
                    one = ca.learnNextLevel();
                    copiesSearchedBounds = ca.splitBounds;
                    copiesGrownBounds = ca.grownBounds;
                }
                oracle.useCopies(one);
            }
        } catch (QuotientBuilder.TooLarge t) {
            if (oracle.exhausted()) throw t; // the search's own bound: the learner could not go on either
            if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " copies automaton: " + t.getMessage());
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " copies automaton " + (System.nanoTime() - t0) / 1_000_000 + " ms memo " + oracle.memoSize());
        return oracle.copiesTable().level == levels;
    }

    /** Where two generators' transitions from a state do not commute, splits the state that erred (lightest states first); true if anything split. */
    private boolean commutationSplit() {
        // lightest representatives first: a new state's representative is rep_x + a generator
        Integer[] byWeight = new Integer[n];
        long[] w = new long[n];
        for (int i = 0; i < n; i++) {
            byWeight[i] = i;
            for (int h : hyp.rep(i)) w[i] += wt[h];
        }
        Arrays.sort(byWeight, (u, v) -> Long.compare(w[u], w[v]));
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = byWeight[i];
        return hyp.commutationSplit(order, letters);
    }

    private int[] mulTable;
    private boolean[] pSet;

    /** Tests: Q_g was the product of the copies automaton and the copies of G (no rounds of the learner). */
    public boolean byProduct;
    /** Tests: false learns Q_g by the rounds even where the product of the copies automaton would do. */
    public boolean tryProduct = true;

    /**
     * Q_g as the product of the copies automaton and the copies of G ({@link CopiesProduct}), if
     * that candidate passes the check every candidate must pass (its transition algebra predicts
     * every outcome, Lemma 5.4): then installed, and no round of the learner is needed.
     */
    private boolean productOfCopies() {
        CopiesTable a = oracle.copiesTable();
        if (a.level == 0 || !tryProduct || !CopiesGrowth.FIRST) return false;
        heartbeat.doing("the product of the copies automaton (" + a.next.length + " classes) and the copies of heap " + g);
        try {
            QuotientBuilder.Candidate c = CopiesProduct.of(oracle, a, g, b.maxOrder);
            if (c == null) return false;
            n = c.n();
            mulTable = c.mul();
            pSet = c.isP();
            int[] gphi = c.phi();
            TMin t = new TMin(n, mulTable, b.maxT, false);
            for (int i : distinctGenerators(gphi)) {
                t.addGenerator(gphi[i], failures.optionBits(i, n, mulTable, gphi), i);
                if (t.outcomeFailure(pSet, wt) != null) {
                    if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " product of the copies automaton: " + n + " elements, rejected");
                    return false;
                }
            }
            int[] np = Arrays.copyOf(b.phi, Math.max(b.phi.length, g + 1));
            System.arraycopy(gphi, 1, np, 1, g);
            b.install(n, mulTable, pSet, np, t);
            byProduct = true;
            if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " product of the copies automaton: " + n + " elements, installed");
            return true;
        } catch (QuotientBuilder.TooLarge tooLarge) {
            return false;
        }
    }

    /** Builds the candidate monoid and checks its transition algebra; returns a mispredicted position or null. */
    private int[] check() {
        mulTable = new int[n * n];
        for (int y = 0; y < n; y++) {
            int[] w = hyp.rep(y);
            for (int x = 0; x < n; x++) {
                int s = x;
                for (int h : w) s = delta[s][h];
                mulTable[x * n + y] = s;
            }
        }
        pSet = new boolean[n];
        for (int x = 0; x < n; x++) pSet[x] = isP(hyp.rep(x));
        int[] gphi = new int[g + 1];
        for (int h = 1; h <= g; h++) gphi[h] = delta[0][h];
        // (without witnesses: the builder keeps this T if the check passes; the least failure
        // below gives the witness, and a T with witnesses is built only if it cannot)
        TMin t = new TMin(n, mulTable, b.maxT, false);
        for (int i : distinctGenerators(gphi)) {
            t.addGenerator(gphi[i], failures.optionBits(i, n, mulTable, gphi), i);
            if (t.outcomeFailure(pSet, wt) != null) {
                // the candidate's least failures by weight and lexicographically: independent
                // searches over its transition algebra, one a thread (the same answers on one)
                heartbeat.doing("round " + rounds + ": the least positions a candidate of " + n + " elements mispredicts");
                QuotientBuilder.Candidate c = new QuotientBuilder.Candidate(n, mulTable, pSet, gphi);
                FailureSearch.Failure[] least = new FailureSearch.Failure[1];
                FailureSearch.LexFailure[] lex = new FailureSearch.LexFailure[1];
                Runnable byWeight = () -> least[0] = failures.leastFailure(c.n(), c.mul(), c.isP(), c.phi());
                Runnable byLex = () -> lex[0] = failures.lexLeastFailure(c.n(), c.mul(), c.isP(), c.phi());
                if (threads > 1) Parallel.run(threads, 2, k -> (k == 0 ? byWeight : byLex).run());
                else { byWeight.run(); byLex.run(); }
                FailureSearch.Failure lf = least[0];
                oracle.offerOracle(c, lf.weight());
                oracle.offerLexOracle(c, lex[0]);
                oracle.predictBy(c);
                if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " candidate " + n + " frontier " + lf.weight() + " at " + Arrays.toString(lf.witness()) + " memo " + oracle.memoSize());
                if (lf.witness() != null) return lf.witness();
                TMin tw = new TMin(n, mulTable, b.maxT, true);
                for (int k : distinctGenerators(gphi)) tw.addGenerator(gphi[k], failures.optionBits(k, n, mulTable, gphi), k);
                return mispredicted(tw.outcomeFailure(pSet, wt));
            }
        }
        b.install(n, mulTable, pSet, phiOf(), t); // with the transition algebra just built
        return null;
    }

    /** The generators with options, one for each distinct pair (Φ(h), Φ''h) in the hypothesis. */
    private int[] distinctGenerators(int[] gphi) {
        java.util.HashSet<BitKey> done = new java.util.HashSet<>();
        IntList l = new IntList();
        for (int i = 1; i <= g; i++)
            if (opts[i].length > 0 && done.add(FailureSearch.pairKey(failures.optionBits(i, n, mulTable, gphi), gphi[i]))) l.add(i);
        return l.toArray();
    }

    private int[] phiOf() {
        int[] np = Arrays.copyOf(b.phi, Math.max(b.phi.length, g + 1));
        for (int i = 1; i <= g; i++) np[i] = delta[0][i];
        return np;
    }

    private int value(int[] x) {
        int s = 0;
        for (int h : x) s = delta[s][h];
        return s;
    }

    /** From a position whose T-element fails the check: it or one of its options is mispredicted. */
    private int[] mispredicted(int[] pos) {
        int[] x = pos.clone();
        Arrays.sort(x);
        if (isP(x) != pSet[value(x)]) return x;
        for (int i = 0; i < x.length; i++) {
            if (i > 0 && x[i] == x[i - 1]) continue;
            for (int[] o : opts[x[i]]) {
                int[] y = replace(x, i, o);
                if (isP(y) != pSet[value(y)]) return y;
            }
        }
        throw new IllegalStateException("transition check failed without a mispredicted position");
    }

    /**
     * Every transition known: sifts rep + h for each state and generator (new states included).
     * With several threads, the pending transitions are first walked down the (unchanging) tree
     * in parallel, sharing the outcome memo; the results, and any new states, are then applied
     * in order by this thread.
     */
    private void completeTransitions() {
        while (true) {
            IntList pend = new IntList(); // s * (g + 1) + h
            for (int s = 0; s < hyp.states(); s++) {
                int[] ds = hyp.row(s);
                for (int h = 1; h <= g; h++) if (ds[h] < 0) pend.add(s * (g + 1) + h);
            }
            if (pend.size() == 0) break;
            // (the form search shares MisereGame's tables: one thread)
            int[] walked = parallelWorth(pend.size()) ? walkInParallel(pend) : null;
            for (int i = 0; i < pend.size(); i++) {
                int s = pend.get(i) / (g + 1), h = pend.get(i) % (g + 1);
                int[] ds = hyp.row(s);
                int from = HypothesisAutomaton.startNode(ds[h]);
                if (walked != null) {
                    int w = walked[i];
                    if (w >= 0) { ds[h] = w; continue; }
                    from = -1 - w; // an empty side below this node: sift on here (another may have filled it)
                }
                ds[h] = hyp.sift(plus(hyp.rep(s), new int[] {h}), from);
            }
        }
        n = hyp.states();
        delta = hyp.rows().toArray(new int[0][]);
    }

    /** For each pending transition: its state if the walk reaches a leaf, else -1 - the node whose side is empty. */
    private int[] walkInParallel(IntList pend) {
        int[] out = new int[pend.size()];
        Parallel.run(threads, pend.size(), i -> {
            int s = pend.get(i) / (g + 1), h = pend.get(i) % (g + 1);
            out[i] = hyp.walk(plus(hyp.rep(s), new int[] {h}), HypothesisAutomaton.startNode(hyp.row(s)[h]));
        });
        return out;
    }

    /** Whether several threads are worth starting for m independent searches. */
    boolean parallelWorth(int m) { return threads > 1 && !oracle.formSearchOn() && m >= 2 * threads; }

    /**
     * The tree starts as Q_{g-1}'s: a representative (lightest position) for each of its elements
     * and, between two elements that sift together, a position of Q_{g-1} that separates them
     * (Q_{g-1} is reduced). These outcomes need no search, and elements of Q_{g-1} stay distinct
     * in Q_g (their separating positions do not contain the new heap).
     */
    private void initialTree() {
        hyp.seed(oracle.previous());
    }

    /** The hypothesis's guess at o⁻(X), for the oracle's move ordering: 1 P, 0 N, -1 if a transition along X is unknown. */
    private int predicts(int[] x) {
        int s = 0;
        for (int h : x) if (s >= hyp.states() || (s = hyp.row(s)[h]) < 0) return -1;
        return s < statePFlag.size() ? statePFlag.get(s) : -1;
    }

    /**
     * The move ordering starts from the failed product candidate Q_{g-1} x C of the split. Its
     * least failures are not searched for an oracle: with the copies automaton the exact search
     * is cheap, and for 0.4107's heaps 51 and 61 those searches on candidates of order about 1900
     * took 4 to 5 s each, the search they would have spared well under one.
     */
    public void startPredictor() {
        oracle.predictBy(b.failedProduct);
    }
}
