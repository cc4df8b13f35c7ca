package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.*;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

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
 * Outcomes are exact: Q_{g-1} (correct, by induction) answers sums without generator g; a
 * rejected candidate answers every position below its least failure, by weight
 * ({@link #leastFailure}) or lexicographically ({@link #lexLeastFailure}); a position with up
 * to k copies of G is read off the split's {@link CopiesAutomaton} at level k, learned first,
 * which also shows most positions with k + 1 copies N at once; the rest is a memoised misère search on heap
 * multisets (by default; on canonical forms with -Dcgx.formSearch=true);</li>
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
    // the verified quotient Q_{g-1} (correct on sums of generators < g)
    private final int oldOrder;
    private final int[] oldMul;
    private final boolean[] oldP;
    private final int[] oldPhi;
    private final StripedPositionMemo memo = new StripedPositionMemo();
    private final int[][][] opts; // opts[i]: options of generator i as sorted generator lists
    private long steps; // search steps (racy across search threads: it only paces interrupt checks)
    private final long[] wt; // generator weights (heap sizes)

    private final int budget; // bound on the memoised outcome searches

    /** Learns Q_g and installs it in {@code b} (the builder's split learner). */
    public static void learn(QuotientBuilder b, int g, int budget) { new QuotientLearner(b, g, budget).run(); }

    public QuotientLearner(QuotientBuilder b, int g, int budget) {
        this.budget = budget;
        this.b = b;
        this.threads = Math.max(1, b.config.learnerThreads());
        this.g = g;
        this.oldOrder = b.order;
        this.oldMul = b.mul;
        this.oldP = b.isP;
        this.oldPhi = b.phi.clone();
        this.kind = new byte[g + 1];
        java.util.Arrays.fill(kind, (byte) 2);
        this.canon = new int[g + 1];
        opts = new int[g + 1][][];
        wt = new long[g + 1];
        // weights: every option of a position must be strictly lighter (the oracle below relies on it):
        // the generators' weights (heap sizes) if that holds, else their squares (a heap n split into
        // heaps summing to n, as codes with a non-zero digit before the point allow, weighs less)
        for (int i = 1; i <= g; i++) wt[i] = Math.max(1, b.weight.get(i));
        if (!strictWeights(b, g, wt)) for (int i = 1; i <= g; i++) wt[i] *= wt[i];
        if (!strictWeights(b, g, wt)) {
            // rules whose heaps left may sum to more than squares allow (HeapRules): the least
            // additive weights, 1 + the heaviest option, built up from the smaller generators
            for (int i = 1; i <= g; i++) {
                long w = 0;
                for (int[] o : b.opts(i)) {
                    long s = 0;
                    for (int h : o) if (h > 0) s = Math.min(Long.MAX_VALUE / 2, s + wt[h]);
                    w = Math.max(w, s);
                }
                wt[i] = w + 1;
                if (wt[i] > Long.MAX_VALUE / 4) throw new QuotientBuilder.TooLarge("the heaps left by the moves grow too fast to order positions by weight");
            }
        }
        for (int i = 1; i <= g; i++) {
            int[][] o = b.opts(i);
            opts[i] = new int[o.length][];
            for (int j = 0; j < o.length; j++) {
                int[] a = Arrays.stream(o[j]).filter(v -> v > 0).toArray();
                Arrays.sort(a);
                opts[i][j] = a;
            }
        }
        prepareForms();
        normaliseOptions();
    }

    /** True if every option of every generator weighs less than the generator under {@code wt}. */
    private static boolean strictWeights(QuotientBuilder b, int g, long[] wt) {
        for (int i = 1; i <= g; i++)
            for (int[] o : b.opts(i)) {
                long s = 0;
                for (int h : o) if (h > 0) s += wt[h];
                if (s >= wt[i]) return false;
            }
        return true;
    }

    // ---------------------------------------------------------------- exact outcomes

    // Generators with equal misère canonical forms are equal games, so the exact search may
    // replace one by the other (canon[h], the least such generator); a generator equal to 0 can
    // be dropped, and two equal to * cancel (* + * = 0 in misère play). kind: 0 drop, 1 star, 2 keep.
    private final int[] canon;
    private final byte[] kind;

    /** canon and kind from the forms of generators 1..known-1 (the rest stay as they are). */
    private void classify(int known) {
        for (int i = 0; i <= g; i++) canon[i] = i;
        HashMap<cgx.misere.MisereGame, Integer> first = new HashMap<>();
        cgx.misere.MisereGame star = cgx.misere.MisereGame.nim(1);
        for (int i = 1; i < known; i++) {
            cgx.misere.MisereGame f = form[i];
            if (f.isZero()) { kind[i] = 0; continue; }
            Integer at = first.putIfAbsent(f, i);
            canon[i] = at == null ? i : at;
            kind[i] = (byte) (f.equals(star) ? 1 : 2);
        }
    }

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
        gOptionValues = new int[opts[g].length];
        for (int j = 0; j < opts[g].length; j++) {
            int v = 0;
            for (int h : opts[g][j]) v = oldMul[v * oldOrder + oldPhi[h]];
            gOptionValues[j] = v;
        }
        gOptionValues = Arrays.stream(gOptionValues).distinct().toArray();
        gMoveToP = new boolean[oldOrder];
        for (int y = 0; y < oldOrder; y++)
            for (int v : gOptionValues) if (oldP[oldMul[y * oldOrder + v]]) { gMoveToP[y] = true; break; }
        // the copies table at level 0: Q_{g-1} itself (a state is an element; Y + G is N at once if gMoveToP)
        int[][] next0 = new int[oldOrder][g];
        for (int y = 0; y < oldOrder; y++) for (int h = 1; h < g; h++) next0[y][h] = oldMul[y * oldOrder + oldPhi[h]];
        copiesTable = new CopiesAutomaton.Table(0, next0, new boolean[1][], gMoveToP);
        normOpts = new int[g + 1][][];
        for (int h = 1; h <= g; h++) {
            if (kind[h] == 1) anyStar = true;
            int[][] so = searchOpts[h];
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

    /** A sorted multiset without generator g. */
    private boolean withoutG(int[] x) { return x.length == 0 || x[x.length - 1] < g; }

    /** o⁻(X) == P read off Q_{g-1}, for X without generator g. */
    private boolean oldOutcome(int[] x) { return oldP[oldValue(x)]; }

    /** Φ(X) in Q_{g-1}, for X without generator g. */
    private int oldValue(int[] x) {
        int v = 0;
        for (int h : x) v = oldMul[v * oldOrder + oldPhi[h]];
        return v;
    }

    /** o⁻(X) == P for a sorted multiset X of generators ≤ g (exact). */
    public boolean isP(int[] x) {
        if (withoutG(x)) return oldOutcome(x);
        if (formsOk) { // the oracles and the memo first (the heap search asks them itself)
            Boolean k = known(normalise(x));
            if (k != null) return k;
            Boolean r = isPByForms(x);
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
        if (withoutG(x)) return oldOutcome(x);
        CopiesAutomaton.Table ct = copiesTable;
        int c = copiesOfG(x);
        if (c <= ct.level) return ct.p[c][ct.state(x, 0, x.length - c)]; // (c ≥ 1: x has G)
        CopiesAutomaton.Table pc = partialCopies; // the next level, for sums of smaller heaps only
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
        if ((++steps & 4095) == 0) tick();
        int copies = copiesOfG(x); // (the largest generator, so at the end)
        int m = x.length - copies; // the heaps of Y
        // with the table at level k, positions with at most k copies are known(); one with k + 1
        // is N at once if a move of one G reaches P (moreN), and so is an option that is such a one
        CopiesAutomaton.Table ct = copiesTable;
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
                int[] z = replace(x, i, os[j]);
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
        if ((steps & 1023) == 0 && memo.size() >= budget) throw new QuotientBuilder.TooLarge("misère quotient: the outcome search behind the split at generator " + g + " exceeds " + budget + " positions");
        memo.put(x, r);
        return r;
    }

    /**
     * A guess at o⁻(X) == P that orders the heap search's moves (never an answer): the current
     * hypothesis where its transitions along X are known, else the latest candidate.
     */
    private boolean predictedP(int[] x) {
        int s = 0;
        for (int h : x) {
            if (s >= stateDelta.size() || (s = stateDelta.get(s)[h]) < 0) { s = -1; break; }
        }
        if (s >= 0 && s < statePFlag.size()) return statePFlag.get(s) == 1;
        return predictor != null && predictor.predictsP(x);
    }

    // The latest candidate: orders the heap search's moves (a guess, never an answer).
    private QuotientBuilder.Predictor predictor;

    // ---------------------------------------------------------------- search on canonical forms

    // Where the generators below g have known misère canonical forms (a code's heaps), a position
    // Y + k·G (Y without G) is searched as the pair (canonical form of Y, k): equal forms are equal
    // games, and a form has far fewer options than the heaps it sums (its reversible and dominated
    // options are gone). Options of (F, k): (F', k) for each option F' of F, and (F + Y', k - 1)
    // for each option Y' of G. Sums whose forms grow too large fall back to the search on heaps.
    private boolean formsOk;
    private cgx.misere.MisereGame[] form;        // form[h] where known (h ≤ g)
    /** New canonical forms a split may make for the heaps' forms (most made by 0.4107's heaps 52..60, which took 4 s). */
    static final long HEAP_FORMS_BUDGET = 1_000;
    private cgx.misere.MisereGame[] gOptionForms; // forms of G's options
    private final LongBoolMap formMemo = new LongBoolMap();
    /** New canonical forms one query may create before it falls back to the search on heaps. */
    static final long FORM_BUDGET = 200_000;
    /** Pairs the form search may remember (and at most the budget); past that, the search on heaps (with its compact memo) takes over. */
    static final int FORM_MEMO_CAP = 4_000_000;
    private static final class FormsFull extends RuntimeException {
        public FormsFull() { super(null, null, false, false); }
    }
    private static final FormsFull FORMS_FULL = new FormsFull();

    /**
     * The moves the heap search makes from each generator: where its canonical form C is known and
     * every option of C is the form of one of its options, one option per option of C (the heap
     * equals C, so a sum's outcome is unchanged when the heap is searched as C: options with equal
     * forms, and options removed by the canonical simplification, need not be tried); else all.
     */
    private int[][][] searchOpts;

    private void prepareSearchOptions(int known) {
        searchOpts = opts.clone();
        if (form == null) return;
        for (int h = 1; h <= g && h < known; h++) {
            int[][] moves = b.canonicalMoves.get(h);
            if (moves == null) {
                cgx.misere.MisereGame c = form[h];
                HashMap<cgx.misere.MisereGame, int[]> byForm = new HashMap<>();
                for (int[] o : opts[h]) byForm.putIfAbsent(formOf(o), o);
                moves = new int[c.optionCount()][];
                for (int i = 0; i < moves.length && moves != opts[h]; i++) {
                    moves[i] = byForm.get(c.option(i));
                    if (moves[i] == null) moves = opts[h]; // an option from a reversal: keep every move
                }
                b.canonicalMoves.put(h, moves);
            }
            searchOpts[h] = moves;
        }
    }

    /** The canonical form of a sum of generators below g. */
    private cgx.misere.MisereGame formOf(int[] heaps) {
        cgx.misere.MisereGame f = cgx.misere.MisereGame.ZERO;
        for (int h : heaps) f = f.plus(form[h]);
        return f;
    }

    /**
     * Canonical forms of the heaps, for {@link #canon}, {@link #kind} and the canonical moves: as
     * many as {@link #HEAP_FORMS_BUDGET} new forms allow (forms are cached for the whole JVM, so each
     * split gets further; 0.4107's forms of heaps 52..60 take 4 s, far more than the whole search
     * they shorten).
     */
    private void prepareForms() {
        searchOpts = opts;
        for (int i = 0; i <= g; i++) canon[i] = i;
        if (b.canonicalForm == null) return;
        form = new cgx.misere.MisereGame[g + 1];
        form[0] = cgx.misere.MisereGame.ZERO;
        int[] known = {1}; // forms of heaps below it are known
        try {
            cgx.misere.MisereGame.withBudget(HEAP_FORMS_BUDGET, "canonical forms of the heaps", () -> {
                for (; known[0] <= g; known[0]++) form[known[0]] = b.canonicalForm.apply(known[0]);
                return null;
            });
        } catch (Interrupts.Stopped st) {
            throw st;
        } catch (cgx.core.CgxException tooBig) {
            // larger heaps' forms are larger still: leave them as they are (this split's budget is
            // spent, but the forms made on the way are kept, so the next split gets further)
        }
        classify(Math.min(known[0], g));
        prepareSearchOptions(known[0]);
        if (known[0] < g) return; // the form search needs every form below g
        java.util.LinkedHashSet<cgx.misere.MisereGame> os = new java.util.LinkedHashSet<>();
        for (int[] o : opts[g]) os.add(formOf(o));
        gOptionForms = os.toArray(new cgx.misere.MisereGame[0]);
        // the heap search (with its oracles and move ordering) is the default: it was faster on
        // every code measured (0.4107: a round in 1 s against 60 s); -Dcgx.formSearch=true for comparisons
        formsOk = gOptionForms.length > 0 && b.config.formSearch();
    }

    /** Tests: use only the search on heap multisets (with the canonical-form moves of {@link #searchOpts}). */
    public void disableFormSearch() { formsOk = false; }

    /** Tests: the search on canonical forms first (where every form below g is known). */
    public void enableFormSearch() { formsOk = gOptionForms != null && gOptionForms.length > 0; }

    /** o⁻(X) by the search on canonical forms, or null if the forms grow too large. */
    private Boolean isPByForms(int[] x) {
        try {
            return cgx.misere.MisereGame.withBudget(FORM_BUDGET, "misère quotient search", () -> {
                int k = 0;
                cgx.misere.MisereGame f = cgx.misere.MisereGame.ZERO;
                for (int h : x) if (h == g) k++; else f = f.plus(form[h]);
                return formP(f, k);
            });
        } catch (Interrupts.Stopped st) {
            throw st;
        } catch (QuotientBuilder.TooLarge tl) {
            throw tl;
        } catch (FormsFull full) {
            formsOk = false;
            formMemo.clear();
            return null;
        } catch (cgx.core.CgxException tooBig) {
            return null;
        }
    }

    private boolean formP(cgx.misere.MisereGame f, int k) {
        if (k == 0) return f.isMisereP();
        long key = ((long) f.id() << 10) | k;
        int m = formMemo.get(key);
        if (m >= 0) return m == 1;
        if ((++steps & 4095) == 0) tick();
        boolean p = true;
        for (int i = 0; i < f.optionCount() && p; i++) if (formP(f.option(i), k)) p = false;
        for (int i = 0; i < gOptionForms.length && p; i++)
            if (k == 1 ? sumP(f, gOptionForms[i]) : formP(f.plus(gOptionForms[i]), k - 1)) p = false;
        if (formMemo.size() >= Math.min(FORM_MEMO_CAP, budget)) throw FORMS_FULL;
        formMemo.put(key, p);
        return p;
    }

    private final LongBoolMap sumMemo = new LongBoolMap();

    /**
     * o⁻(A + B) == P for forms A and B, by a search over pairs of their subforms: the outcome of
     * the sum without its canonical form (which would cost the simplification of every subsum).
     */
    private boolean sumP(cgx.misere.MisereGame a, cgx.misere.MisereGame b) {
        if (a.isZero()) return b.isMisereP();
        if (b.isZero()) return a.isMisereP();
        if (a.id() > b.id()) { cgx.misere.MisereGame t = a; a = b; b = t; }
        long key = ((long) a.id() << 32) | (b.id() & 0xffffffffL);
        int m = sumMemo.get(key);
        if (m >= 0) return m == 1;
        if ((++steps & 4095) == 0) tick();
        boolean p = true;
        for (int i = 0; i < a.optionCount() && p; i++) if (sumP(a.option(i), b)) p = false;
        for (int i = 0; i < b.optionCount() && p; i++) if (sumP(a, b.option(i))) p = false;
        if (sumMemo.size() >= Math.min(FORM_MEMO_CAP, budget)) sumMemo.clear(); // a cache: start again
        sumMemo.put(key, p);
        return p;
    }

    /** X with its element at {@code i} replaced by the generators {@code o} (sorted). */
    public static int[] replace(int[] x, int i, int[] o) {
        int[] y = new int[x.length - 1 + o.length];
        int p = 0, q = 0, k = 0;
        while (p < x.length || q < o.length) {
            if (p == i) { p++; continue; }
            if (q >= o.length || (p < x.length && x[p] <= o[q])) y[k++] = x[p++];
            else y[k++] = o[q++];
        }
        return y;
    }

    public static int[] plus(int[] x, int[] d) {
        int[] y = new int[x.length + d.length];
        int p = 0, q = 0, k = 0;
        while (p < x.length || q < d.length) {
            if (q >= d.length || (p < x.length && x[p] <= d[q])) y[k++] = x[p++];
            else y[k++] = d[q++];
        }
        return y;
    }

    // ---------------------------------------------------------------- the oracle

    // A candidate monoid that predicts every position lighter than oracleFrontier correctly.
    private long oracleFrontier = 0;
    private QuotientBuilder.Candidate oracle;
    /** Bound on the pairs the least-failure search visits. */
    static final int FAILURE_SEARCH_BOUND = 2_000_000;

    private void offerOracle(QuotientBuilder.Candidate c, long frontier) {
        if (frontier <= oracleFrontier) return;
        oracleFrontier = frontier;
        oracle = c;
    }

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
    private long[] optionBits(int i, int n, int[] mul, int[] phiGen) {
        long[] e = new long[(n + 63) >>> 6];
        for (int[] o : opts[i]) {
            int v = 0;
            for (int h : o) v = mul[v * n + phiGen[h]];
            e[v >>> 6] |= 1L << v;
        }
        return e;
    }

    /** A generator's transition-algebra pair (value, option values) as a hash key. */
    private static QuotientBuilder.BitKey pairKey(long[] e, int x) {
        long[] key = Arrays.copyOf(e, e.length + 1);
        key[e.length] = x;
        return new QuotientBuilder.BitKey(key);
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
        HashMap<QuotientBuilder.BitKey, Integer> seenGen = new HashMap<>();
        for (int i = 1; i <= g; i++) {
            if (opts[i].length == 0) continue;
            long[] e = optionBits(i, n, mul, phiGen);
            QuotientBuilder.BitKey key = pairKey(e, phiGen[i]);
            Integer at = seenGen.get(key);
            if (at == null) { seenGen.put(key, geBits.size()); geBits.add(QuotientBuilder.bits(e)); gx.add(new int[] {phiGen[i], i}); }
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

    // A candidate that predicts every position lexicographically below lexWitness correctly.
    private int[] lexWitness; // null: none yet
    private QuotientBuilder.Candidate lexCandidate;
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

    /** The outcome of X from the lexicographic oracle, if X lies below its failure (else null). */
    private Boolean lexOracle(int[] x) {
        if (lexWitness == null || lexCompare(x, lexWitness) >= 0) return null;
        lexHits++;
        return lexCandidate.predictsP(x);
    }

    private long lexHits; // for the debug log

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
        java.util.HashSet<QuotientBuilder.BitKey> seen = new java.util.HashSet<>();
        for (int i = 1; i <= g; i++) {
            if (opts[i].length == 0) continue; // a heap without moves is 0
            long[] e = optionBits(i, n, mul, phiGen);
            if (!seen.add(pairKey(e, phiGen[i]))) continue;
            bitsOf.add(QuotientBuilder.bits(e));
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
        QuotientBuilder.IntList[] bucket = new QuotientBuilder.IntList[G + 1];
        for (int k = 0; k <= G; k++) bucket[k] = new QuotientBuilder.IntList();
        for (int i = 0; i < size; i++) {
            if (breaksRule(store, i, p)) { r[i] = 0; bucket[0].add(i); }
        }
        boolean[] done = new boolean[size];
        for (int k = 0; k <= G; k++) {
            QuotientBuilder.IntList bk = bucket[k];
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
        QuotientBuilder.IntList pos = new QuotientBuilder.IntList();
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

    private void offerLexOracle(QuotientBuilder.Candidate c, LexFailure lf) {
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " lex failure of a candidate of order " + c.n() + ": " + (lf == null ? "too large" : lf.correct() ? "none" : Arrays.toString(lf.witness())));
        if (lf == null || lf.correct()) return;
        if (lexWitness != null && lexCompare(lf.witness(), lexWitness) <= 0) return;
        lexWitness = lf.witness();
        lexCandidate = c;
    }

    // ---------------------------------------------------------------- the loop

    // The hypothesis: states with access positions (reps), a discrimination tree whose internal
    // nodes hold distinguishing positions d (a position X goes to the side o⁻(X + d) == P) and
    // whose leaves are the states, and the transitions delta[state][generator]. Sifting a
    // position costs one outcome per level of the tree, not one per distinguisher (as in
    // Kearns–Vazirani's learner); a split re-sifts only the transitions into the split leaf.
    private final List<int[]> reps = new ArrayList<>();
    private final List<int[]> stateDelta = new ArrayList<>(); // per state: targets by generator, -1 unknown
    private final QuotientBuilder.IntList stateLeaf = new QuotientBuilder.IntList();
    private final QuotientBuilder.IntList statePFlag = new QuotientBuilder.IntList(); // 1 if the state's positions are P
    private final DiscriminationTree tree = new DiscriminationTree();
    private int[][] delta;
    private int n;

    private int newState(int[] rep, int leaf) {
        int s = reps.size();
        if (s >= b.maxOrder) throw new QuotientBuilder.TooLarge("misère quotient grows beyond " + b.maxOrder + " elements at generator " + g);
        reps.add(rep);
        int[] d = new int[g + 1];
        Arrays.fill(d, -1);
        stateDelta.add(d);
        stateLeaf.add(leaf);
        tree.setState(leaf, s);
        statePFlag.add(isP(rep) ? 1 : 0);
        return s;
    }

    /** The state of position {@code p}, sifted from {@code node}; an empty side of a node makes a new state. */
    private int sift(int[] p, int node) {
        int w = walk(p, node);
        if (w >= 0) return w;
        int at = -1 - w;
        boolean side = isP(plus(p, tree.dist(at))); // the walk's last outcome (memoised)
        return newState(p, tree.newLeaf(at, side));
    }

    /**
     * Splits state t's leaf: u (a position that sifted to t) and t's representative differ on
     * d. t's leaf becomes a node testing d; u becomes a new state; transitions into t are re-sifted.
     */
    private void split(int t, int[] u, int[] d) {
        int leaf = stateLeaf.get(t);
        boolean tSide = isP(plus(reps.get(t), d));
        if (isP(plus(u, d)) == tSide) throw new IllegalStateException("split without a difference");
        int[] leaves = tree.splitLeaf(leaf, d, tSide);
        int lt = leaves[0], lu = leaves[1];
        stateLeaf.a[t] = lt;
        newState(u, lu);
        for (int s = 0; s < stateDelta.size(); s++) {
            int[] ds = stateDelta.get(s);
            for (int h = 1; h <= g; h++) if (ds[h] == t) ds[h] = -1 - leaf; // re-sift from the new node
        }
    }

    /**
     * Every transition known: sifts rep + h for each state and generator (new states included).
     * With several threads, the pending transitions are first walked down the (unchanging) tree
     * in parallel, sharing the outcome memo; the results, and any new states, are then applied
     * in order by this thread.
     */
    private void completeTransitions() {
        while (true) {
            QuotientBuilder.IntList pend = new QuotientBuilder.IntList(); // s * (g + 1) + h
            for (int s = 0; s < reps.size(); s++) {
                int[] ds = stateDelta.get(s);
                for (int h = 1; h <= g; h++) if (ds[h] < 0) pend.add(s * (g + 1) + h);
            }
            if (pend.size() == 0) break;
            // (the form search shares MisereGame's tables: one thread)
            int[] walked = parallelWorth(pend.size()) ? walkInParallel(pend) : null;
            for (int i = 0; i < pend.size(); i++) {
                int s = pend.get(i) / (g + 1), h = pend.get(i) % (g + 1);
                int[] ds = stateDelta.get(s);
                int from = startNode(ds[h]);
                if (walked != null) {
                    int w = walked[i];
                    if (w >= 0) { ds[h] = w; continue; }
                    from = -1 - w; // an empty side below this node: sift on here (another may have filled it)
                }
                ds[h] = sift(plus(reps.get(s), new int[] {h}), from);
            }
        }
        n = reps.size();
        delta = stateDelta.toArray(new int[0][]);
    }

    /** Where a pending transition's sift starts: the root (-1), or the node a split left (-1 - node). */
    private static int startNode(int pending) { return pending == -1 ? 0 : -1 - pending; }

    /** Threads for the parallel walks (-Dcgx.learnThreads, default: the processors). */
    private final int threads;

    /** For each pending transition: its state if the walk reaches a leaf, else -1 - the node whose side is empty. */
    private int[] walkInParallel(QuotientBuilder.IntList pend) {
        int[] out = new int[pend.size()];
        inParallel(pend.size(), i -> {
            int s = pend.get(i) / (g + 1), h = pend.get(i) % (g + 1);
            out[i] = walk(plus(reps.get(s), new int[] {h}), startNode(stateDelta.get(s)[h]));
        });
        return out;
    }

    /** Runs task(0..m-1) on {@link #threads} threads (the outcome search and its memo are safe to share). */
    void inParallel(int m, java.util.function.IntConsumer task) {
        if (m <= 0) return;
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        long deadline = Interrupts.deadline();
        // once one task fails (a limit, out of memory, Ctrl-C) the others stop taking work
        java.util.concurrent.atomic.AtomicBoolean failed = new java.util.concurrent.atomic.AtomicBoolean();
        List<java.util.concurrent.Callable<Void>> tasks = new ArrayList<>();
        for (int t = 0; t < Math.min(threads, m); t++) {
            tasks.add(() -> {
                Interrupts.setDeadline(deadline);
                try {
                    for (int i; !failed.get() && (i = next.getAndIncrement()) < m; ) task.accept(i);
                } catch (RuntimeException | Error e) {
                    failed.set(true);
                    throw e;
                }
                return null;
            });
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(tasks.size(), r -> {
            Thread th = new Thread(null, r, "cgx-learner", 1L << 28); // deep searches recurse
            th.setDaemon(true);
            return th;
        });
        try {
            for (java.util.concurrent.Future<Void> f : pool.invokeAll(tasks)) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException re) throw re;
                    if (e.getCause() instanceof Error er) throw er;
                    throw new IllegalStateException(e.getCause());
                }
            }
        } catch (InterruptedException e) {
            throw new Interrupts.Stopped("interrupted");
        } finally {
            pool.shutdownNow();
        }
    }

    /** Whether several threads are worth starting for m independent searches. */
    boolean parallelWorth(int m) { return threads > 1 && !formsOk && m >= 2 * threads; }

    /** {@link #sift} without changing the tree: the state reached, or -1 - the node with an empty side. */
    private int walk(int[] p, int node) {
        while (true) {
            int st = tree.state(node);
            if (st >= 0) return st;
            int c = tree.child(node, isP(plus(p, tree.dist(node))));
            if (c < 0) return -1 - node;
            node = c;
        }
    }

    /**
     * The tree starts as Q_{g-1}'s: a representative (lightest position) for each of its elements
     * and, between two elements that sift together, a position of Q_{g-1} that separates them
     * (Q_{g-1} is reduced). These outcomes need no search, and elements of Q_{g-1} stay distinct
     * in Q_g (their separating positions do not contain the new heap).
     */
    private void initialTree() {
        seedFromOld(tree.newNode(-1, new int[0], -1), reps::size, this::sift, this::split);
    }

    /** A learner's split of state t: u sifted to t, yet differs from t's representative on d. */
    interface Splitter { void split(int t, int[] u, int[] d); }

    /**
     * Seeds a learner's tree (its root given) from Q_{g-1}'s elements: each lightest word is sifted
     * from the root (a new leaf makes a new state); where a word sifts onto an earlier element's
     * state, that state splits by a position of Q_{g-1} separating the two (Q_{g-1} is reduced).
     */
    void seedFromOld(int root, java.util.function.IntSupplier states, java.util.function.ToIntBiFunction<int[], Integer> sift, Splitter split) {
        int[][] words = oldElementWords();
        int[] elementOf = new int[words.length]; // each state's element, as its index in words
        for (int k = 0; k < words.length; k++) {
            int before = states.getAsInt();
            int st = sift.applyAsInt(words[k], root);
            if (states.getAsInt() > before) { elementOf[st] = k; continue; } // a new leaf
            split.split(st, words[k], oldSeparator(k, elementOf[st]));
            elementOf[states.getAsInt() - 1] = k;
        }
    }

    private int[] oldElements; // Q_{g-1}'s elements, lightest representative first (oldElementWords)
    private int[][] oldWords;

    /** A lightest position of each element of Q_{g-1}, lighter first (the identity, the empty position, first). */
    private int[][] oldElementWords() {
        if (oldWords != null) return oldWords;
        int[][] word = new int[oldOrder][];
        long[] dist = new long[oldOrder];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        word[0] = new int[0];
        java.util.PriorityQueue<long[]> pq = new java.util.PriorityQueue<>((u, v) -> Long.compare(u[0], v[0]));
        pq.add(new long[] {0, 0});
        QuotientBuilder.IntList found = new QuotientBuilder.IntList();
        boolean[] done = new boolean[oldOrder];
        while (!pq.isEmpty()) {
            int x = (int) pq.poll()[1];
            if (done[x]) continue;
            done[x] = true;
            found.add(x);
            for (int h = 1; h < g; h++) {
                if (opts[h].length == 0) continue;
                int y = oldMul[x * oldOrder + oldPhi[h]];
                if (dist[x] + wt[h] < dist[y]) {
                    dist[y] = dist[x] + wt[h];
                    word[y] = plus(word[x], new int[] {h});
                    pq.add(new long[] {dist[y], y});
                }
            }
        }
        oldElements = found.toArray();
        oldWords = new int[oldElements.length][];
        for (int k = 0; k < oldElements.length; k++) oldWords[k] = word[oldElements[k]];
        return oldWords;
    }

    /** A position of Q_{g-1} that separates its elements number i and j of {@link #oldElementWords}. */
    private int[] oldSeparator(int i, int j) {
        int x = oldElements[i], y = oldElements[j];
        for (int k = 0; k < oldElements.length; k++) {
            int z = oldElements[k];
            if (oldP[oldMul[x * oldOrder + z]] != oldP[oldMul[y * oldOrder + z]]) return oldWords[k];
        }
        throw new IllegalStateException("Q_" + (g - 1) + " is not reduced");
    }

    /** The new generator of this split. */
    public int generator() { return g; }

    // ---- for the copies automaton
    /** Whether heap h (below g) is searched as itself: not 0, and the least of the heaps equal to it. */
    boolean movesIn(int h) { return kind[h] != 0 && canon[h] == h && opts[h].length > 0; }
    /** The heap the search uses for h: canon[h], or 0 if h equals 0. */
    int searchedAs(int h) { return kind[h] == 0 || opts[h].length == 0 ? 0 : canon[h]; }
    public int[][] optionsOf(int h) { return normOpts[h]; }
    int[][] optionsOfG() { return normOpts[g]; }
    long weightOf(int h) { return wt[h]; }
    boolean[] gMoveToP() { return gMoveToP; }
    int oldValueOf(int[] x) { return oldValue(x); }

    // the latest level of this split's copies table (level 0, Q_{g-1}, until the automaton's are learned)
    private volatile CopiesAutomaton.Table copiesTable;
    // while level 1 is learned heap by heap: level 1 for the sums of the heaps below its bound, else null
    private volatile CopiesAutomaton.Table partialCopies;

    void offerPartialCopies(CopiesAutomaton.Table t) { partialCopies = t; }


    /** Learns Q_g and installs it in the builder; throws TooLarge past the builder's bounds. */
    public void run() {
        java.util.concurrent.ScheduledExecutorService beat = startHeartbeat();
        try {
            startPredictor();
            learnCopies(b.config.copiesLevel());
            initialTree();
            rounds = 0;
            while (true) {
                Interrupts.check();
                if (++rounds > 100_000) throw new QuotientBuilder.TooLarge("misère quotient: no convergence at generator " + g);
                doing("round " + rounds + ": the transitions of " + reps.size() + " classes");
                completeTransitions();
                if (QuotientBuilder.DEBUG && (rounds & 15) == 1) QuotientBuilder.debug("learn g=" + g + " round " + rounds + " states " + n + " nodes " + tree.size() + " memo " + memo.size() + " forms " + formMemo.size() + " sums " + sumMemo.size() + " frontier " + oracleFrontier);
                doing("round " + rounds + ": do the transitions of " + n + " classes commute");
                if (commutationSplit()) continue;
                doing("round " + rounds + ": checking a candidate of " + n + " elements");
                int[] cex = check();
                if (cex == null) break;
                doing("round " + rounds + ": a counterexample splits one of " + n + " classes");
                analyse(cex);
            }
        } finally {
            if (beat != null) {
                beat.shutdownNow();
                try { beat.awaitTermination(1, java.util.concurrent.TimeUnit.SECONDS); } // no line after the split's end
                catch (InterruptedException e) { Thread.currentThread().interrupt(); }
            }
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " rounds " + rounds + " states " + n + " nodes " + tree.size() + " memo " + memo.size() + " lexHits " + lexHits + " maxrep " + reps.stream().mapToInt(r -> r.length).max().getAsInt());
    }

    /** Tests: the copies automaton checked by its search over all pairs (not its TMin check). */
    public boolean copiesBySearch;

    /**
     * Learns this split's copies automaton up to the given level, which the exact search then
     * uses level by level; false if it exceeds its bounds first (the search goes on with the
     * levels learned).
     */
    public boolean learnCopies(int levels) {
        long t0 = System.nanoTime();
        try {
            CopiesAutomaton ca = new CopiesAutomaton(this, g, b.maxOrder, copiesBySearch);
            while (copiesTable.level < levels) {
                doing("copies automaton (the classes of sums without heap " + g + " by the outcomes with up to " + (copiesTable.level + 1) + " copies of it)");
                copiesTable = ca.learnNextLevel();
            }
        } catch (QuotientBuilder.TooLarge t) {
            if (memo.size() >= budget) throw t; // the search's own bound: the learner could not go on either
            if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " copies automaton: " + t.getMessage());
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " copies automaton " + (System.nanoTime() - t0) / 1_000_000 + " ms memo " + memo.size());
        return copiesTable.level == levels;
    }

    /** The copies of G at the end of a sorted position. */
    private int copiesOfG(int[] x) {
        int c = 0;
        while (c < x.length && x[x.length - 1 - c] == g) c++;
        return c;
    }

    /** Where two generators' transitions from a state do not commute, splits the state that erred (lightest states first); true if anything split. */
    private boolean commutationSplit() {
        // several splits a round (so the next round's transitions make one larger batch); a split
        // invalidates the transitions into its state, and witnesses that use an invalid
        // transition wait for the next round
        int splits = 0;
        // lightest representatives first: a new state's representative is rep_x + a generator
        Integer[] byWeight = new Integer[n];
        long[] w = new long[n];
        for (int i = 0; i < n; i++) {
            byWeight[i] = i;
            for (int h : reps.get(i)) w[i] += wt[h];
        }
        Arrays.sort(byWeight, (u, v) -> Long.compare(w[u], w[v]));
        for (int xi = 0; xi < n && splits < MAX_SPLITS_PER_ROUND; xi++) {
            int x = byWeight[xi];
            for (int a = 1; a <= g && splits < MAX_SPLITS_PER_ROUND; a++) {
                for (int c = a + 1; c <= g; c++) {
                    int xa = delta[x][a], xc = delta[x][c];
                    if (xa < 0 || xc < 0) break;
                    int t1 = delta[xa][c], t2 = delta[xc][a];
                    if (t1 < 0 || t2 < 0 || t1 == t2) continue;
                    int[] d = separating(t1, t2);
                    int[] pa = plus(reps.get(x), new int[] {a}), pc = plus(reps.get(x), new int[] {c});
                    boolean truth = isP(plus(plus(pa, new int[] {c}), d));
                    // rep_{xa} + c sifted to t1, so it agrees with rep_{t1} on d
                    if (truth != isP(plus(reps.get(t1), d))) split(xa, pa, plus(new int[] {c}, d));
                    else split(xc, pc, plus(new int[] {a}, d));
                    splits++;
                    break;
                }
            }
        }
        return splits > 0;
    }

    static final int MAX_SPLITS_PER_ROUND = 1000;

    /** The distinguisher at the node where the leaves of states u and v part. */
    private int[] separating(int u, int v) { return tree.separating(stateLeaf.get(u), stateLeaf.get(v)); }

    private int[] mulTable;
    private boolean[] pSet;

    /** Builds the candidate monoid and checks its transition algebra; returns a mispredicted position or null. */
    private int[] check() {
        mulTable = new int[n * n];
        for (int y = 0; y < n; y++) {
            int[] w = reps.get(y);
            for (int x = 0; x < n; x++) {
                int s = x;
                for (int h : w) s = delta[s][h];
                mulTable[x * n + y] = s;
            }
        }
        pSet = new boolean[n];
        for (int x = 0; x < n; x++) pSet[x] = isP(reps.get(x));
        int[] gphi = new int[g + 1];
        for (int h = 1; h <= g; h++) gphi[h] = delta[0][h];
        // (without witnesses: the builder keeps this T if the check passes; the least failure
        // below gives the witness, and a T with witnesses is built only if it cannot)
        TMin t = new TMin(n, mulTable, b.maxT, false);
        for (int i : distinctGenerators(gphi)) {
            t.addGenerator(gphi[i], optionBits(i, n, mulTable, gphi), i);
            if (t.outcomeFailure(pSet, wt) != null) {
                // the candidate's least failures by weight and lexicographically: independent
                // searches over its transition algebra, one a thread (the same answers on one)
                doing("round " + rounds + ": the least positions a candidate of " + n + " elements mispredicts");
                QuotientBuilder.Candidate c = new QuotientBuilder.Candidate(n, mulTable, pSet, gphi);
                Failure[] least = new Failure[1];
                LexFailure[] lex = new LexFailure[1];
                Runnable byWeight = () -> least[0] = leastFailure(c.n(), c.mul(), c.isP(), c.phi());
                Runnable byLex = () -> lex[0] = lexLeastFailure(c.n(), c.mul(), c.isP(), c.phi());
                if (threads > 1) inParallel(2, k -> (k == 0 ? byWeight : byLex).run());
                else { byWeight.run(); byLex.run(); }
                Failure lf = least[0];
                offerOracle(c, lf.weight());
                offerLexOracle(c, lex[0]);
                predictor = c;
                if (QuotientBuilder.DEBUG) QuotientBuilder.debug("learn g=" + g + " candidate " + n + " frontier " + lf.weight() + " at " + Arrays.toString(lf.witness()) + " memo " + memo.size());
                if (lf.witness() != null) return lf.witness();
                TMin tw = new TMin(n, mulTable, b.maxT, true);
                for (int k : distinctGenerators(gphi)) tw.addGenerator(gphi[k], optionBits(k, n, mulTable, gphi), k);
                return mispredicted(tw.outcomeFailure(pSet, wt));
            }
        }
        b.install(n, mulTable, pSet, phiOf(), t); // with the transition algebra just built
        return null;
    }

    /** The generators with options, one for each distinct pair (Φ(h), Φ''h) in the hypothesis. */
    private int[] distinctGenerators(int[] gphi) {
        java.util.HashSet<QuotientBuilder.BitKey> done = new java.util.HashSet<>();
        QuotientBuilder.IntList l = new QuotientBuilder.IntList();
        for (int i = 1; i <= g; i++)
            if (opts[i].length > 0 && done.add(pairKey(optionBits(i, n, mulTable, gphi), gphi[i]))) l.add(i);
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
     * Rivest–Schapire's analysis of a mispredicted position z: alpha(i) = o⁻(rep(state of
     * z_1..z_i) + z_{i+1} + ... + z_m) is the truth at i = 0 and the prediction at i = m, so some
     * step changes it: rep(s) + z_{i+1} sifted to t, yet it and rep(t) differ on the rest of z.
     */
    private void analyse(int[] z) {
        int m = z.length;
        boolean a0 = isP(z);
        int lo = 0, hi = m; // alpha(lo) == a0, alpha(hi) != a0
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (alpha(z, mid) == a0) lo = mid; else hi = mid;
        }
        int s = 0;
        for (int j = 0; j < lo; j++) s = delta[s][z[j]];
        split(delta[s][z[lo]], plus(reps.get(s), new int[] {z[lo]}), Arrays.copyOfRange(z, lo + 1, m));
    }

    /** o⁻(rep(state of z_1..z_i) + z_{i+1} + ... + z_m). */
    private boolean alpha(int[] z, int i) {
        int s = 0;
        for (int j = 0; j < i; j++) s = delta[s][z[j]];
        return isP(plus(reps.get(s), Arrays.copyOfRange(z, i, z.length)));
    }


    private int rounds;

    /** Every few thousand search steps: interrupts. */
    private void tick() {
        Interrupts.check();
    }

    /** The copies automaton's states so far (for progress while it is learned). */
    volatile int copiesStates;

    // what the learner is doing, for the progress lines (set by the learner's thread, read by the heartbeat)
    private volatile String activity = "starting";

    /** Says what the learner does now (a phase of a round), for the next progress line. */
    void doing(String what) { activity = what; }

    /** Seconds between two progress lines while a split is learned. */
    public static final long HEARTBEAT_SECONDS = 2;
    /**
     * The first progress line of a split comes this soon (then every {@link #HEARTBEAT_SECONDS} s):
     * a split longer than that says at once that Q_{g-1} is complete (bench/frontier-race.sh reads
     * when each tool completed Q_n off its lines); shorter ones print nothing of their own.
     */
    public static final long FIRST_BEAT_MILLIS = 500;

    /**
     * A progress line {@link #FIRST_BEAT_MILLIS} ms into a split, then every {@link #HEARTBEAT_SECONDS} s while it is learned, whatever
     * the phase (the exact search on several threads, a failure search, the copies automaton's
     * check): heap, |Q_{g-1}|, the phase with its round and classes, and the positions searched,
     * so that a slow split (positions and rounds still moving) can be told from a stuck one.
     */
    private java.util.concurrent.ScheduledExecutorService startHeartbeat() {
        if (b.progress == null) return null;
        java.util.concurrent.ScheduledExecutorService beat = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "cgx-learner-progress");
            t.setDaemon(true);
            return t;
        });
        beat.scheduleAtFixedRate(() -> {
            String a = activity;
            if (a.startsWith("copies")) a = a + ", " + copiesStates + " classes so far";
            b.progress.learning(g, oldOrder, a, memo.size() + formMemo.size() + sumMemo.size());
        }, FIRST_BEAT_MILLIS, HEARTBEAT_SECONDS * 1000, java.util.concurrent.TimeUnit.MILLISECONDS);
        return beat;
    }

    /**
     * The move ordering starts from the failed product candidate Q_{g-1} x C of the split. Its
     * least failures are not searched for an oracle: with the copies automaton the exact search
     * is cheap, and for 0.4107's heaps 51 and 61 those searches on candidates of order about 1900
     * took 4 to 5 s each, the search they would have spared well under one.
     */
    public void startPredictor() {
        predictor = b.failedProduct;
    }

}
