package cgx.misere.quotient.learner;

import cgx.core.Interrupts;
import cgx.misere.MisereGame;
import cgx.misere.quotient.engine.*;

import java.util.Arrays;
import java.util.HashMap;

/**
 * The misère canonical forms of a split's heaps, and what {@link OutcomeOracle} takes from them:
 * which heaps are equal games ({@link #canon}, {@link #kind}), the moves its search on heaps makes
 * ({@link #searchOpts}), and the search on canonical forms itself.
 */
final class FormSearch {
    private final int g;
    private final int[][][] opts;
    private final int budget;
    private long steps; // search steps (one thread: it paces interrupt checks)

    // Generators with equal misère canonical forms are equal games, so the exact search may
    // replace one by the other (canon[h], the least such generator); a generator equal to 0 can
    // be dropped, and two equal to * cancel (* + * = 0 in misère play). kind: 0 drop, 1 star, 2 keep.
    final int[] canon;
    final byte[] kind;

    /** canon and kind from the forms of generators 1..known-1 (the rest stay as they are). */
    private void classify(int known) {
        for (int i = 0; i <= g; i++) canon[i] = i;
        HashMap<MisereGame, Integer> first = new HashMap<>();
        MisereGame star = MisereGame.nim(1);
        for (int i = 1; i < known; i++) {
            MisereGame f = form[i];
            if (f.isZero()) { kind[i] = 0; continue; }
            Integer at = first.putIfAbsent(f, i);
            canon[i] = at == null ? i : at;
            kind[i] = (byte) (f.equals(star) ? 1 : 2);
        }
    }

    // Where the generators below g have known misère canonical forms (a code's heaps), a position
    // Y + k·G (Y without G) is searched as the pair (canonical form of Y, k): equal forms are equal
    // games, and a form has far fewer options than the heaps it sums (its reversible and dominated
    // options are gone). Options of (F, k): (F', k) for each option F' of F, and (F + Y', k - 1)
    // for each option Y' of G. Sums whose forms grow too large fall back to the search on heaps.
    private boolean on; // the search on forms answers first (else only the search on heaps)
    private MisereGame[] form;        // form[h] where known (h ≤ g)
    /**
     * The cost a heap's form may have for the search to use it ({@link cgx.misere.HeapForms#formWithinCost}:
     * over the heap's moves, the product of the follower counts of the heaps left): 0.4107's heaps
     * up to 45 (heap 46 costs 202403; its heaps 52..60, which cost 0.6 to 2.3 million each, took
     * 4 s to the search's gain of nothing), 0.54's up to 46, 0.145's up to 60; a measure of the
     * forms alone, so the heaps whose forms the search uses (and so the positions it remembers,
     * which SearchBudget bounds) do not depend on the forms the session made before.
     */
    static final long HEAP_FORM_COST = 200_000;
    private MisereGame[] gOptionForms; // forms of G's options
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
    int[][][] searchOpts;

    private void prepareSearchOptions(QuotientBuilder b, int known) {
        searchOpts = opts.clone();
        if (form == null) return;
        for (int h = 1; h <= g && h < known; h++) {
            int[][] moves = b.canonicalMoves.get(h);
            if (moves == null) {
                // the first move of the heap to each option of C, in the heap's own order of moves
                // (not C's options' order, which follows the session's interning of forms: the
                // search's order of moves, and so the positions it remembers, would depend on it)
                MisereGame c = form[h];
                java.util.HashSet<MisereGame> wanted = new java.util.HashSet<>(c.options());
                java.util.ArrayList<int[]> chosen = new java.util.ArrayList<>();
                for (int[] o : opts[h]) if (wanted.remove(formOf(o))) chosen.add(o);
                moves = wanted.isEmpty() ? chosen.toArray(new int[0][]) : opts[h]; // an option from a reversal: keep every move
                b.canonicalMoves.put(h, moves);
            }
            searchOpts[h] = moves;
        }
    }

    /** The canonical form of a sum of generators below g. */
    private MisereGame formOf(int[] heaps) {
        MisereGame f = MisereGame.ZERO;
        for (int h : heaps) f = f.plus(form[h]);
        return f;
    }

    /**
     * Canonical forms of the heaps, for {@link #canon}, {@link #kind} and the canonical moves: those
     * of the heaps up to the first whose form costs more than {@link #HEAP_FORM_COST} (the builder's
     * {@link QuotientBuilder#canonicalForm} answers null there). They used to be as many as 1,000 new
     * forms allowed, a count of what the session's table of forms did not hold yet: the same
     * search then remembered more or fewer positions after other computations.
     */
    FormSearch(QuotientBuilder b, Generators gens, int budget) {
        this.g = gens.g;
        this.opts = gens.opts;
        this.budget = budget;
        this.kind = new byte[g + 1];
        Arrays.fill(kind, (byte) 2);
        this.canon = new int[g + 1];
        searchOpts = opts;
        for (int i = 0; i <= g; i++) canon[i] = i;
        if (b.canonicalForm == null) return;
        form = new MisereGame[g + 1];
        form[0] = MisereGame.ZERO;
        int known = 1; // forms of heaps below it are known
        try {
            for (; known <= g; known++) {
                MisereGame f = b.canonicalForm.apply(known);
                if (f == null) break; // too costly: larger heaps' forms are larger still
                form[known] = f;
            }
        } catch (Interrupts.Stopped st) {
            throw st;
        } catch (cgx.core.CgxException full) {
            // the JVM's table of forms is full (MisereGame's limits): the heaps known so far
        }
        classify(Math.min(known, g));
        prepareSearchOptions(b, known);
        if (known < g) return; // the form search needs every form below g
        java.util.LinkedHashSet<MisereGame> os = new java.util.LinkedHashSet<>();
        for (int[] o : opts[g]) os.add(formOf(o));
        gOptionForms = os.toArray(new MisereGame[0]);
        // the heap search (with its oracles and move ordering) is the default: it was faster on
        // every code measured (0.4107: a round in 1 s against 60 s); -Dcgx.formSearch=true for comparisons
        on = gOptionForms.length > 0 && b.config.formSearch();
    }

    /** Whether the search on forms answers first (else only the search on heaps). */
    boolean on() { return on; }

    /** Tests: use only the search on heap multisets (with the canonical-form moves of {@link #searchOpts}). */
    void disable() { on = false; }

    /** Tests: the search on canonical forms first (where every form below g is known). */
    void enable() { on = gOptionForms != null && gOptionForms.length > 0; }

    /** Pairs remembered by the search on forms, and by its search on sums of two forms. */
    int formMemoSize() { return formMemo.size(); }

    int sumMemoSize() { return sumMemo.size(); }

    /** o⁻(X) by the search on canonical forms, or null if the forms grow too large. */
    Boolean isP(int[] x) {
        try {
            return MisereGame.withBudget(FORM_BUDGET, "misère quotient search", () -> {
                int k = 0;
                MisereGame f = MisereGame.ZERO;
                for (int h : x) if (h == g) k++; else f = f.plus(form[h]);
                return formP(f, k);
            });
        } catch (Interrupts.Stopped st) {
            throw st;
        } catch (QuotientBuilder.TooLarge tl) {
            throw tl;
        } catch (FormsFull full) {
            on = false;
            formMemo.clear();
            return null;
        } catch (cgx.core.CgxException tooBig) {
            return null;
        }
    }

    private boolean formP(MisereGame f, int k) {
        if (k == 0) return f.isMisereP();
        long key = ((long) f.id() << 10) | k;
        int m = formMemo.get(key);
        if (m >= 0) return m == 1;
        if ((++steps & 4095) == 0) Interrupts.check();
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
    private boolean sumP(MisereGame a, MisereGame b) {
        if (a.isZero()) return b.isMisereP();
        if (b.isZero()) return a.isMisereP();
        if (a.id() > b.id()) { MisereGame t = a; a = b; b = t; }
        long key = ((long) a.id() << 32) | (b.id() & 0xffffffffL);
        int m = sumMemo.get(key);
        if (m >= 0) return m == 1;
        if ((++steps & 4095) == 0) Interrupts.check();
        boolean p = true;
        for (int i = 0; i < a.optionCount() && p; i++) if (sumP(a.option(i), b)) p = false;
        for (int i = 0; i < b.optionCount() && p; i++) if (sumP(a, b.option(i))) p = false;
        if (sumMemo.size() >= Math.min(FORM_MEMO_CAP, budget)) sumMemo.clear(); // a cache: start again
        sumMemo.put(key, p);
        return p;
    }
}
