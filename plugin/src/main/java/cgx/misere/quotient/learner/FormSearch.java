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
    /** New canonical forms a split may make for the heaps' forms (most made by 0.4107's heaps 52..60, which took 4 s). */
    static final long HEAP_FORMS_BUDGET = 1_000;
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
                MisereGame c = form[h];
                HashMap<MisereGame, int[]> byForm = new HashMap<>();
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
    private MisereGame formOf(int[] heaps) {
        MisereGame f = MisereGame.ZERO;
        for (int h : heaps) f = f.plus(form[h]);
        return f;
    }

    /**
     * Canonical forms of the heaps, for {@link #canon}, {@link #kind} and the canonical moves: as
     * many as {@link #HEAP_FORMS_BUDGET} new forms allow (forms are cached for the whole JVM, so each
     * split gets further; 0.4107's forms of heaps 52..60 take 4 s, far more than the whole search
     * they shorten).
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
        int[] known = {1}; // forms of heaps below it are known
        try {
            MisereGame.withBudget(HEAP_FORMS_BUDGET, "canonical forms of the heaps", () -> {
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
        prepareSearchOptions(b, known[0]);
        if (known[0] < g) return; // the form search needs every form below g
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
