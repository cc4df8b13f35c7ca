package cgx.misere.quotient.learner;

import cgx.core.Interrupts;
import cgx.misere.quotient.engine.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The exact outcomes o⁻(X) of a split at generator G = g, for sorted multisets X of generators ≤ g
 * (what {@link QuotientLearner} and {@link CopiesAutomaton} ask). Q_{g-1} (correct, by induction)
 * answers sums without G; a rejected candidate answers every position below its least failure,
 * by weight or lexicographically ({@link FailureSearch}); a position with up to k copies of G is
 * read off the copies table at level k ({@link CopiesTable}), which also shows most positions
 * with k + 1 copies N at once; the rest is a memoised misère search on heap multisets (by
 * default; on canonical forms with -Dcgx.formSearch=true, {@link FormSearch}). The search on
 * heaps is safe to share between search threads (the form search is not: the learner runs it on
 * one thread); the oracles, predictor and hypothesis are set only between parallel runs, whose
 * fresh pools publish them. Knows nothing of the learners' hypotheses but a guess that orders moves.
 */
public final class OutcomeOracle {
    private final int g; // the new generator
    private final int[][][] opts; // opts[i]: options of generator i as sorted generator lists
    private final long[] wt; // generator weights (heap sizes)
    private final PreviousQuotient old; // Q_{g-1}
    private final FormSearch forms;
    private final StripedPositionMemo memo = new StripedPositionMemo();
    private final java.util.concurrent.atomic.AtomicLong puts = new java.util.concurrent.atomic.AtomicLong(); // positions put in the memo
    private long steps; // search steps (racy across search threads: it only paces interrupt checks)
    private final int budget; // bound on the memoised outcome searches
    private final int[] canon; // the forms' canonical representatives and kinds (FormSearch's canon and kind)
    private final byte[] kind;

    /** The outcomes of the split of the builder's quotient at generator g, its searches bounded by {@code budget} positions. */
    public OutcomeOracle(QuotientBuilder b, int g, int budget) { this(b, Generators.of(b, g), budget); }

    OutcomeOracle(QuotientBuilder b, Generators gens, int budget) {
        this.g = gens.g;
        this.opts = gens.opts;
        this.wt = gens.wt;
        this.budget = budget;
        this.old = new PreviousQuotient(b, gens);
        this.forms = new FormSearch(b, gens, budget);
        this.canon = forms.canon;
        this.kind = forms.kind;
        normaliseOptions();
    }

    // the latest level of this split's copies table (level 0, Q_{g-1}, until the automaton's are learned)
    private volatile CopiesTable copiesTable;

    /** X with generators replaced by their canonical representatives, zeros dropped, pairs of * cancelled (sorted). */
    private int[] normalise(int[] x) {
        boolean change = false;
        for (int h : x) if (canon[h] != h || kind[h] != 2) { change = true; break; }
        if (!change) return x;
        int[] y = new int[x.length];
        int k = 0;
        for (int h : x) if (kind[h] != 0) y[k++] = canon[h];
        Arrays.sort(y, 0, k);
        int m = 0;
        for (int i = 0; i < k; i++) {
            if (kind[y[i]] == 1 && i + 1 < k && y[i + 1] == y[i]) { i++; continue; } // * + * = 0
            y[m++] = y[i];
        }
        return Arrays.copyOf(y, m);
    }

    // The heap search's moves with their heaps normalised (canonical representatives, zeros
    // dropped, sorted): an option of a normalised position then needs only * + * cancelled.
    private int[][][] normOpts;
    private boolean anyStar;
    private int[] gOptionValues; // the distinct Q_{g-1} values of G's options
    // gMoveToP[y]: some option G' of G has y·Φ(G') ∈ P in Q_{g-1}, so every Y + G with Φ(Y) = y is N
    private boolean[] gMoveToP;

    private void normaliseOptions() {
        // the distinct values, in the order of G's options
        gOptionValues = new int[opts[g].length];
        boolean[] seen = new boolean[old.order];
        int distinct = 0;
        for (int j = 0; j < opts[g].length; j++) {
            int v = 0;
            for (int h : opts[g][j]) v = old.mul[v * old.order + old.phi[h]];
            if (!seen[v]) {
                seen[v] = true;
                gOptionValues[distinct++] = v;
            }
        }
        gOptionValues = Arrays.copyOf(gOptionValues, distinct);
        gMoveToP = new boolean[old.order];
        for (int y = 0; y < old.order; y++)
            for (int v : gOptionValues) if (old.isP[old.mul[y * old.order + v]]) { gMoveToP[y] = true; break; }
        // the copies table at level 0: Q_{g-1} itself (a state is an element; Y + G is N at once if gMoveToP)
        int[][] next0 = new int[old.order][g];
        for (int y = 0; y < old.order; y++) for (int h = 1; h < g; h++) next0[y][h] = old.mul[y * old.order + old.phi[h]];
        copiesTable = new CopiesTable(0, next0, new boolean[1][], gMoveToP);
        normOpts = new int[g + 1][][];
        for (int h = 1; h <= g; h++) {
            if (kind[h] == 1) anyStar = true;
            int[][] so = forms.searchOpts[h];
            normOpts[h] = new int[so.length][];
            for (int j = 0; j < so.length; j++) {
                int[] y = new int[so[j].length];
                int k = 0;
                for (int v : so[j]) if (kind[v] != 0) y[k++] = canon[v];
                y = Arrays.copyOf(y, k);
                Arrays.sort(y);
                normOpts[h][j] = y;
            }
        }
    }

    /** A sorted position with pairs of * (generators equal to *) cancelled. */
    private int[] cancelStars(int[] x) {
        int i = 1;
        while (i < x.length && !(x[i] == x[i - 1] && kind[x[i]] == 1)) i++;
        if (i >= x.length) return x;
        return normalise(x);
    }

    /** The copies of G at the end of a sorted position. */
    private int copiesOfG(int[] x) {
        int c = 0;
        while (c < x.length && x[x.length - 1 - c] == g) c++;
        return c;
    }

    /** A sorted multiset without generator g. */
    private boolean withoutG(int[] x) { return x.length == 0 || x[x.length - 1] < g; }

    /** o⁻(X) == P for a sorted multiset X of generators ≤ g (exact). */
    public boolean isP(int[] x) {
        if (withoutG(x)) return old.outcome(x);
        if (forms.on()) { // the oracles and the memo first (the heap search asks them itself)
            Boolean k = known(normalise(x));
            if (k != null) return k;
            Boolean r = forms.isP(x);
            if (r != null) return r;
        }
        return isPHeaps(x);
    }

    /** The exact misère search on heap multisets, memoised. */
    private boolean isPHeaps(int[] x) {
        x = normalise(x);
        Boolean k = known(x);
        return k != null ? k : searchHeaps(x);
    }

    /** The outcome of a normalised X if it is known without a search (Q_{g-1}, an oracle, the memo), else null. */
    private Boolean known(int[] x) {
        if (withoutG(x)) return old.outcome(x);
        CopiesTable ct = copiesTable;
        int c = copiesOfG(x);
        if (c <= ct.level) return ct.p[c][ct.state(x, 0, x.length - c)]; // (c ≥ 1: x has G)
        CopiesTable pc = partialCopies; // the next level, for sums of smaller heaps only
        if (pc != null && c == pc.level && (x.length == c || x[x.length - c - 1] < pc.bound)) return pc.p[c][pc.state(x, 0, x.length - c)];
        if (oracleFrontier > 0) {
            long w = 0;
            for (int h : x) w += wt[h];
            if (w < oracleFrontier) return oracle.predictsP(x); // a candidate known to be right on every position this light
        }
        Boolean lo = lexOracle(x);
        if (lo != null) return lo;
        return memo.get(x);
    }

    /**
     * o⁻(X) == P by the outcome rule over X's options (X normalised, not known). Options whose
     * outcome is known are looked at first, then those the latest candidate predicts to be P: a
     * P-option ends the search, and a good prediction finds it at once.
     *
     * <p>Positions with few copies of G are most of the search. With the copies table at level k
     * (level 0 is Q_{g-1} itself, until the copies automaton is learned), those with up to k
     * copies are read off it ({@link #known}) and never come here; one with k + 1 copies is N at
     * once if a move of one G reaches a P-position (moreN), and such options are skipped.
     */
    private boolean searchHeaps(int[] x) {
        if ((++steps & 4095) == 0) Interrupts.check();
        int copies = copiesOfG(x); // (the largest generator, so at the end)
        int m = x.length - copies; // the heaps of Y
        // with the table at level k, positions with at most k copies are known(); one with k + 1
        // is N at once if a move of one G reaches P (moreN), and so is an option that is such a one
        CopiesTable ct = copiesTable;
        boolean prune = copies == ct.level + 1, pruneGMoves = copies == ct.level + 2;
        int yState = prune || pruneGMoves ? ct.state(x, 0, m) : -1;
        if (prune && ct.moreN[yState]) return false;
        List<int[]> open = new ArrayList<>();
        boolean anyMove = prune && gOptionValues.length > 0, pOption = false;
        outer:
        for (int i = 0; i < x.length && !pOption; i++) {
            if (i > 0 && x[i] == x[i - 1]) continue;
            if (prune && i == m) continue; // G's moves: none to P (moreN)
            int[][] os = normOpts[x[i]];
            int without = -1; // the table's state of the options' heaps without G, less the moved heap
            if (prune && i < m) {
                without = 0;
                for (int k = 0; k < m; k++) if (k != i) without = ct.next[without][x[k]];
            } else if (pruneGMoves && i == m) {
                without = yState;
            }
            for (int j = 0; j < os.length; j++) {
                anyMove = true;
                if (without >= 0) { // an option with level + 1 copies whose move of G reaches P is N: skip it
                    int st = without;
                    for (int h : os[j]) st = ct.next[st][h];
                    if (ct.moreN[st]) continue;
                }
                int[] z = Positions.replace(x, i, os[j]);
                if (anyStar) z = cancelStars(z);
                Boolean k = known(z);
                if (k == null) open.add(z);
                else if (k) { pOption = true; break outer; }
            }
        }
        if (!pOption && !open.isEmpty()) {
            boolean[] tried = new boolean[open.size()];
            for (int j = 0; j < open.size() && !pOption; j++) {
                if (predictedP(open.get(j))) {
                    tried[j] = true;
                    if (isPHeaps(open.get(j))) pOption = true;
                }
            }
            for (int j = 0; j < open.size() && !pOption; j++) if (!tried[j] && isPHeaps(open.get(j))) pOption = true;
        }
        boolean r = anyMove && !pOption;
        // the bounds hold exactly, at every position remembered (not every 1024 steps): the
        // search stops as it would remember position budget + 1. The memo's size is read only
        // once the positions put (an upper bound: two threads may put the same one) reach a bound.
        long put = puts.incrementAndGet();
        if (put > budget && memo.size() >= budget) throw new QuotientBuilder.TooLarge("misère quotient: the outcome search behind the split at generator " + g + " exceeds " + budget + " positions");
        if (put > positionLimit && memo.size() >= positionLimit) throw SPENT;
        memo.put(x, r);
        return r;
    }

    /**
     * A guess at o⁻(X) == P that orders the heap search's moves (never an answer): the learner's
     * hypothesis where its transitions along X are known, else the latest candidate.
     */
    private boolean predictedP(int[] x) {
        Hypothesis h = hypothesis;
        int s = h == null ? -1 : h.predicts(x);
        if (s >= 0) return s == 1;
        return predictor != null && predictor.predictsP(x);
    }

    /** A learner's hypothesis, as a guess for the move ordering. */
    interface Hypothesis {
        /** 1 if it predicts X to be P, 0 if N, -1 if a transition along X is not known yet. */
        int predicts(int[] x);
    }

    // The learner's hypothesis and the latest candidate: they order the heap search's moves (a guess, never an answer).
    private Hypothesis hypothesis;
    private QuotientBuilder.Predictor predictor;

    /** The hypothesis whose guesses order the search's moves from now on. */
    void guessBy(Hypothesis h) { hypothesis = h; }

    /** The candidate whose predictions order the search's moves where the hypothesis has none. */
    void predictBy(QuotientBuilder.Predictor p) { predictor = p; }

    // ---------------------------------------------------------------- the oracles: rejected candidates

    // A candidate monoid that predicts every position lighter than oracleFrontier correctly.
    private long oracleFrontier = 0;
    private QuotientBuilder.Candidate oracle;

    /** A candidate correct on every position lighter than {@code frontier} (its least failure, {@link FailureSearch#leastFailure}). */
    void offerOracle(QuotientBuilder.Candidate c, long frontier) {
        if (frontier <= oracleFrontier) return;
        oracleFrontier = frontier;
        oracle = c;
    }

    // A candidate that predicts every position lexicographically below lexWitness correctly.
    private int[] lexWitness; // null: none yet
    private QuotientBuilder.Candidate lexCandidate;
    /** The outcome of X from the lexicographic oracle, if X lies below its failure (else null). */
    private Boolean lexOracle(int[] x) {
        if (lexWitness == null || FailureSearch.lexCompare(x, lexWitness) >= 0) return null;
        lexHits++;
        return lexCandidate.predictsP(x);
    }

    private long lexHits; // for the debug log

    /** A candidate's lexicographically least failure ({@link FailureSearch#lexLeastFailure}): it is right below it. */
    void offerLexOracle(QuotientBuilder.Candidate c, FailureSearch.LexFailure lf) {
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " lex failure of a candidate of order " + c.n() + ": " + (lf == null ? "too large" : lf.correct() ? "none" : Arrays.toString(lf.witness())));
        if (lf == null || lf.correct()) return;
        if (lexWitness != null && FailureSearch.lexCompare(lf.witness(), lexWitness) <= 0) return;
        lexWitness = lf.witness();
        lexCandidate = c;
    }

    // ---------------------------------------------------------------- for the learners


    /** Q_{g-1}, which answers sums without G. */
    PreviousQuotient previous() { return old; }

    /** The latest copies table (level 0, Q_{g-1}, until the automaton's levels are learned). */
    CopiesTable copiesTable() { return copiesTable; }

    /** A level of the copies automaton, used by the search from now on. */
    void useCopies(CopiesTable t) { copiesTable = t; }

    // while level 1 is learned heap by heap: level 1 for the sums of the heaps below its bound, else null
    private volatile CopiesTable partialCopies;

    /** While level 1 is learned heap by heap: the level for the sums of the heaps below its bound (null: none). */
    void offerPartialCopies(CopiesTable t) { partialCopies = t; }

    /** Whether heap h (below g) is searched as itself: not 0, and the least of the heaps equal to it. */
    boolean movesIn(int h) { return kind[h] != 0 && canon[h] == h && opts[h].length > 0; }
    /** The heap the search uses for h: canon[h], or 0 if h equals 0. */
    int searchedAs(int h) { return kind[h] == 0 || opts[h].length == 0 ? 0 : canon[h]; }
    /** The moves the search makes from heap h, normalised. */
    int[][] optionsOf(int h) { return normOpts[h]; }
    int[][] optionsOfG() { return normOpts[g]; }
    long weightOf(int h) { return wt[h]; }
    boolean[] gMoveToP() { return gMoveToP; }

    /** Whether the search on canonical forms answers first (then one thread: it shares MisereGame's tables). */
    boolean formSearchOn() { return forms.on(); }

    /** Tests: use only the search on heap multisets (with the canonical-form moves of {@link FormSearch#searchOpts}). */
    public void disableFormSearch() { forms.disable(); }

    /** Tests: the search on canonical forms first (where every form below g is known). */
    public void enableFormSearch() { forms.enable(); }

    /** Positions the searches remember (the heap search's memo, the form search's pairs), for the progress lines. */
    int positions() { return memo.size() + forms.formMemoSize() + forms.sumMemoSize(); }

    /** Whether the heap search has reached its bound. */
    boolean exhausted() { return memo.size() >= budget; }

    /** Thrown by the search once the memo holds {@link #limitPositions}' number of positions (stackless). */
    static final class PositionsSpent extends RuntimeException {
        private PositionsSpent() { super(null, null, false, false); }
    }
    private static final PositionsSpent SPENT = new PositionsSpent();
    private volatile long positionLimit = Long.MAX_VALUE;

    /** Until lifted (Long.MAX_VALUE), the search throws {@link PositionsSpent} once the memo holds n positions. */
    void limitPositions(long n) { positionLimit = n; }

    /** Q_{g-1}'s order. */
    int previousOrder() { return old.order; }

    /** For the debug log. */
    String sizes() { return "memo " + memo.size() + " forms " + forms.formMemoSize() + " sums " + forms.sumMemoSize() + " frontier " + oracleFrontier; }

    int memoSize() { return memo.size(); }

    long lexHits() { return lexHits; }
}
