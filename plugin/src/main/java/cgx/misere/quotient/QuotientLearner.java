package cgx.misere.quotient;

import cgx.lang.Interrupts;

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
 * Nerode congruence), so we learn it from outcomes:
 * <ol>
 * <li>a finite set D of distinguishing positions; two positions are identified when they have
 * the same outcomes o⁻(X + d) for d ∈ D. Outcomes are exact: Q_{g-1} (correct, by induction)
 * answers sums without generator g; a candidate answers every position lighter than its least
 * failure ({@link #leastFailure}); the rest is a memoised misère search on canonical forms
 * (Y + kG as the pair (form of Y, k)), or on heap multisets where forms grow too large;</li>
 * <li>the candidate: explore from 0, multiplying representatives by each generator; if the
 * generators' actions do not commute, the witness gives a new distinguisher;</li>
 * <li>the check: the candidate is a correct bipartite monoid iff its transition algebra
 * T = {(Φ(X), Φ''X)} (Definition 5.3, Lemma 5.4) predicts every outcome: x ∈ P iff E ≠ ∅ and
 * E ∩ P = ∅ (by induction on positions). If not, the failing element of T yields a position
 * whose outcome is mispredicted (the lightest one, found by {@link #leastFailure}); splitting it
 * along its word (as in Rivest–Schapire's counterexample analysis) yields a new distinguisher.</li>
 * </ol>
 * Each new distinguisher separates two positions the candidate identified, so the candidate
 * grows strictly towards Q_g (its order never exceeds |Q_g|); a correct candidate is already
 * reduced (its elements have distinct outcome signatures).
 */
final class QuotientLearner {
    private final QuotientBuilder b;
    private final int g; // the new generator
    // the verified quotient Q_{g-1} (correct on sums of generators < g)
    private final int oldOrder;
    private final int[] oldMul;
    private final boolean[] oldP;
    private final int[] oldPhi;
    private final PositionMemo memo = new PositionMemo();
    private final int[][][] opts; // opts[i]: options of generator i as sorted generator lists
    private long steps;
    private final long[] wt; // generator weights (heap sizes)

    /** Distinguishers kept across growth steps (sums of earlier generators stay valid tests). */
    static final class Memory {
        final List<int[]> distinguishers = new ArrayList<>();
    }

    private final int budget; // bound on the memoised outcome searches

    QuotientLearner(QuotientBuilder b, int g, int budget) {
        this.budget = budget;
        this.b = b;
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
        boolean strict = true; // does every option weigh less than its generator?
        for (int i = 1; i <= g && strict; i++)
            for (int[] o : b.opts(i)) {
                long s = 0;
                for (int h : o) if (h > 0) s += wt[h];
                if (s >= wt[i]) { strict = false; break; }
            }
        if (!strict) for (int i = 1; i <= g; i++) wt[i] *= wt[i];
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

    /** A sorted multiset without generator g. */
    private boolean withoutG(int[] x) { return x.length == 0 || x[x.length - 1] < g; }

    /** o⁻(X) == P read off Q_{g-1}, for X without generator g. */
    private boolean oldOutcome(int[] x) {
        int v = 0;
        for (int h : x) v = oldMul[v * oldOrder + oldPhi[h]];
        return oldP[v];
    }

    /** o⁻(X) == P for a sorted multiset X of generators ≤ g (exact). */
    boolean isP(int[] x) {
        if (withoutG(x)) return oldOutcome(x);
        if (formsOk) {
            Boolean r = isPByForms(x);
            if (r != null) return r;
        }
        return isPHeaps(x);
    }

    /** The exact misère search on heap multisets, memoised. */
    private boolean isPHeaps(int[] x) {
        x = normalise(x);
        if (withoutG(x)) return oldOutcome(x);
        if (oracleFrontier > 0) {
            long w = 0;
            for (int h : x) w += wt[h];
            if (w < oracleFrontier) { // a candidate known to be right on every position this light
                int v = 0;
                for (int h : x) v = oracleMul[v * oracleN + oraclePhi[h]];
                return oracleP[v];
            }
        }
        Boolean m = memo.get(x);
        if (m != null) return m;
        if ((++steps & 4095) == 0) Interrupts.check();
        boolean anyMove = false;
        boolean pOption = false;
        outer:
        for (int i = 0; i < x.length; i++) {
            if (i > 0 && x[i] == x[i - 1]) continue;
            for (int[] o : searchOpts[x[i]]) {
                anyMove = true;
                if (isPHeaps(replace(x, i, o))) { pOption = true; break outer; }
            }
        }
        boolean r = anyMove && !pOption;
        if (memo.size() >= budget) throw new QuotientBuilder.TooLarge("misère quotient: the outcome search behind the split at generator " + g + " exceeds " + budget + " positions");
        memo.put(x, r);
        return r;
    }

    // ---------------------------------------------------------------- search on canonical forms

    // Where the generators below g have known misère canonical forms (a code's heaps), a position
    // Y + k·G (Y without G) is searched as the pair (canonical form of Y, k): equal forms are equal
    // games, and a form has far fewer options than the heaps it sums (its reversible and dominated
    // options are gone). Options of (F, k): (F', k) for each option F' of F, and (F + Y', k - 1)
    // for each option Y' of G. Sums whose forms grow too large fall back to the search on heaps.
    private boolean formsOk;
    private cgx.misere.MisereGame[] form;        // form[h], h < g
    private cgx.misere.MisereGame[] gOptionForms; // forms of G's options
    private final HashMap<Long, Boolean> formMemo = new HashMap<>();
    /** New canonical forms one query may create before it falls back to the search on heaps. */
    static final long FORM_BUDGET = 200_000;
    /** Pairs the form search may remember (and at most the budget); past that, the search on heaps (with its compact memo) takes over. */
    static final int FORM_MEMO_CAP = 4_000_000;
    private static final class FormsFull extends RuntimeException {
        FormsFull() { super(null, null, false, false); }
    }
    private static final FormsFull FORMS_FULL = new FormsFull();

    /**
     * The moves the heap search makes from each generator: where its canonical form C is known and
     * every option of C is the form of one of its options, one option per option of C (the heap
     * equals C, so a sum's outcome is unchanged when the heap is searched as C: options with equal
     * forms, and options removed by the canonical simplification, need not be tried); else all.
     */
    private int[][][] searchOpts;

    private void prepareSearchOptions() {
        searchOpts = opts.clone();
        if (form == null) return;
        for (int h = 1; h <= g; h++) {
            cgx.misere.MisereGame c;
            try {
                c = h < g ? form[h] : b.canonicalForm.apply(g);
            } catch (Interrupts.Stopped st) {
                throw st;
            } catch (cgx.lang.CgxException tooBig) {
                continue;
            }
            if (c == null) continue;
            HashMap<cgx.misere.MisereGame, int[]> byForm = new HashMap<>();
            for (int[] o : opts[h]) {
                cgx.misere.MisereGame f = cgx.misere.MisereGame.ZERO;
                for (int y : o) f = f.plus(form[y]);
                byForm.putIfAbsent(f, o);
            }
            int[][] reps = new int[c.optionCount()][];
            boolean all = true;
            for (int i = 0; i < reps.length && all; i++) {
                reps[i] = byForm.get(c.option(i));
                if (reps[i] == null) all = false; // an option from a reversal: keep every move
            }
            if (all) searchOpts[h] = reps;
        }
    }

    private void prepareForms() {
        searchOpts = opts;
        for (int i = 0; i <= g; i++) canon[i] = i;
        if (b.canonicalForm == null) return;
        form = new cgx.misere.MisereGame[g];
        form[0] = cgx.misere.MisereGame.ZERO;
        int known = 1;
        try {
            for (; known < g; known++) form[known] = b.canonicalForm.apply(known);
        } catch (Interrupts.Stopped st) {
            throw st;
        } catch (cgx.lang.CgxException tooBig) {
            // larger heaps' forms are larger still: leave them as they are
        }
        classify(known);
        if (known < g) return; // the form search and the canonical moves need every form below g
        prepareSearchOptions();
        java.util.LinkedHashSet<cgx.misere.MisereGame> os = new java.util.LinkedHashSet<>();
        for (int[] o : opts[g]) {
            cgx.misere.MisereGame f = cgx.misere.MisereGame.ZERO;
            for (int h : o) f = f.plus(form[h]);
            os.add(f);
        }
        gOptionForms = os.toArray(new cgx.misere.MisereGame[0]);
        // -Dcgx.noFormSearch=true: the heap search alone (for comparisons)
        formsOk = gOptionForms.length > 0 && !Boolean.getBoolean("cgx.noFormSearch");
    }

    /** Tests: use only the search on heap multisets (with the canonical-form moves of {@link #searchOpts}). */
    void disableFormSearch() { formsOk = false; }

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
        } catch (cgx.lang.CgxException tooBig) {
            return null;
        }
    }

    private boolean formP(cgx.misere.MisereGame f, int k) {
        if (k == 0) return f.isMisereP();
        long key = ((long) f.id() << 10) | k;
        Boolean m = formMemo.get(key);
        if (m != null) return m;
        if ((++steps & 4095) == 0) Interrupts.check();
        boolean p = true;
        for (int i = 0; i < f.optionCount() && p; i++) if (formP(f.option(i), k)) p = false;
        for (int i = 0; i < gOptionForms.length && p; i++) if (formP(f.plus(gOptionForms[i]), k - 1)) p = false;
        if (formMemo.size() >= Math.min(FORM_MEMO_CAP, budget)) throw FORMS_FULL;
        formMemo.put(key, p);
        return p;
    }

    /** X with its element at {@code i} replaced by the generators {@code o} (sorted). */
    static int[] replace(int[] x, int i, int[] o) {
        int[] y = new int[x.length - 1 + o.length];
        int p = 0, q = 0, k = 0;
        while (p < x.length || q < o.length) {
            if (p == i) { p++; continue; }
            if (q >= o.length || (p < x.length && x[p] <= o[q])) y[k++] = x[p++];
            else y[k++] = o[q++];
        }
        return y;
    }

    static int[] plus(int[] x, int[] d) {
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
    private int oracleN;
    private int[] oracleMul, oraclePhi;
    private boolean[] oracleP;
    /** Bound on the pairs the least-failure search visits. */
    static final int FAILURE_SEARCH_BOUND = 2_000_000;

    private void offerOracle(int n, int[] mul, boolean[] p, int[] phiGen, long frontier) {
        if (frontier <= oracleFrontier) return;
        oracleFrontier = frontier;
        oracleN = n;
        oracleMul = mul;
        oracleP = p;
        oraclePhi = Arrays.copyOf(phiGen, g + 1);
    }

    /** The least failure of a candidate: its weight (the frontier) and the position, or null. */
    record Failure(long weight, int[] witness) {}

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
    Failure leastFailure(int n, int[] mul, boolean[] p, int[] phiGen) {
        int words = (n + 63) >>> 6;
        // distinct generator pairs, lightest weight each
        List<int[]> geBits = new ArrayList<>(); // option values of each distinct generator pair
        List<int[]> gx = new ArrayList<>(); // {x, generator}
        HashMap<QuotientBuilder.BitKey, Integer> seenGen = new HashMap<>();
        for (int i = 1; i <= g; i++) {
            if (opts[i].length == 0) continue;
            long[] e = new long[words];
            for (int[] o : opts[i]) {
                int v = 0;
                for (int h : o) v = mul[v * n + phiGen[h]];
                e[v >>> 6] |= 1L << v;
            }
            long[] key = Arrays.copyOf(e, words + 1);
            key[words] = phiGen[i];
            Integer at = seenGen.get(new QuotientBuilder.BitKey(key));
            if (at == null) { seenGen.put(new QuotientBuilder.BitKey(key), geBits.size()); geBits.add(QuotientBuilder.bits(e)); gx.add(new int[] {phiGen[i], i}); }
            else if (wt[i] < wt[gx.get(at)[1]]) gx.get(at)[1] = i;
        }
        TSet store = new TSet(words);
        store.add(0, new long[words]);
        long[] best = new long[1024];
        int[] par = new int[1024], via = new int[1024];
        best[0] = 0;
        par[0] = -1;
        java.util.PriorityQueue<long[]> pq = new java.util.PriorityQueue<>((u, v) -> Long.compare(u[0], v[0]));
        pq.add(new long[] {0, 0});
        long[] buf = new long[words];
        long pops = 0;
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int i = (int) top[1];
            long w = top[0];
            if (w > best[i]) continue;
            if ((++pops & 1023) == 0) Interrupts.check();
            if (store.size > FAILURE_SEARCH_BOUND) return new Failure(w, null);
            int x = store.xs[i];
            // the outcome rule at this pair
            boolean empty = true, meets = false;
            for (int q = 0; q < words; q++) {
                long v = store.es[i * words + q];
                if (v != 0) empty = false;
                while (v != 0 && !meets) {
                    int f = (q << 6) + Long.numberOfTrailingZeros(v);
                    v &= v - 1;
                    if (p[f]) meets = true;
                }
            }
            if (p[x] != (!empty && !meets)) {
                QuotientBuilder.IntList l = new QuotientBuilder.IntList();
                for (int k = i; k > 0; k = par[k]) l.add(via[k]);
                int[] pos = l.toArray();
                Arrays.sort(pos);
                return new Failure(w, pos);
            }
            for (int j = 0; j < geBits.size(); j++) {
                int h = gx.get(j)[0], gen = gx.get(j)[1];
                TSet.productSet(buf, store.es, i * words, words, mul, n, h, x, geBits.get(j));
                int xy = mul[x * n + h];
                long nw = w + wt[gen];
                int k = store.find(xy, buf);
                if (k < 0) {
                    store.add(xy, buf);
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
                    via[k] = gen;
                    pq.add(new long[] {nw, k});
                }
            }
        }
        return new Failure(Long.MAX_VALUE, null);
    }

    // ---------------------------------------------------------------- the loop

    private List<int[]> dist;
    private List<int[]> reps;
    private int[][] delta; // delta[state][generator]
    private int n;

    /** Learns Q_g and installs it in the builder; throws TooLarge past the builder's bounds. */
    void run(Memory mem) {
        QuotientBuilder.Candidate c0 = b.lastCandidate;
        if (c0 != null) {
            Failure f = leastFailure(c0.n(), c0.mul(), c0.isP(), c0.phi());
            offerOracle(c0.n(), c0.mul(), c0.isP(), c0.phi(), f.weight());
            if (QuotientBuilder.DEBUG) System.err.println("learn g=" + g + " bootstrap frontier " + f.weight() + " at " + Arrays.toString(f.witness()));
        }
        dist = new ArrayList<>();
        dist.add(new int[0]);
        dist.add(new int[] {g});
        HashMap<QuotientBuilder.IntArrayKey, Boolean> have = new HashMap<>();
        for (int[] d : dist) have.put(new QuotientBuilder.IntArrayKey(d), true);
        for (int[] d : mem.distinguishers) if (have.put(new QuotientBuilder.IntArrayKey(d), true) == null) dist.add(d);
        int rounds = 0;
        while (true) {
            Interrupts.check();
            if (++rounds > 10_000) throw new QuotientBuilder.TooLarge("misère quotient: no convergence at generator " + g);
            explore();
            if (QuotientBuilder.DEBUG) System.err.println("learn g=" + g + " round " + rounds + " states " + n + " |D| " + dist.size() + " memo " + memo.size() + " forms " + formMemo.size() + " frontier " + oracleFrontier);
            List<int[]> fresh = commutationWitnesses();
            if (fresh.isEmpty()) {
                int[] cex = check();
                if (cex == null) break;
                fresh.add(analyse(cex));
            }
            for (int[] d : fresh) {
                if (have.put(new QuotientBuilder.IntArrayKey(d), true) == null) dist.add(d);
            }
        }
        if (QuotientBuilder.DEBUG) System.err.println("learn g=" + g + " rounds " + rounds + " |D| " + dist.size() + " states " + n + " memo " + memo.size() + " maxrep " + reps.stream().mapToInt(r -> r.length).max().getAsInt() + " D " + dist.stream().map(Arrays::toString).toList());
        for (int i = 2; i < dist.size(); i++) {
            int[] d = dist.get(i);
            if (d.length > 0 && d[d.length - 1] < g + 1) mem.distinguishers.add(d);
        }
        // keep only distinct distinguishers in memory
        HashMap<QuotientBuilder.IntArrayKey, Boolean> seen = new HashMap<>();
        mem.distinguishers.removeIf(d -> seen.put(new QuotientBuilder.IntArrayKey(d), true) != null);
    }

    private QuotientBuilder.BitKey signature(int[] x) {
        long[] s = new long[(dist.size() + 63) >>> 6];
        for (int j = 0; j < dist.size(); j++) if (isP(plus(x, dist.get(j)))) s[j >>> 6] |= 1L << j;
        return new QuotientBuilder.BitKey(s);
    }

    /**
     * The candidate automaton: states = D-classes of the explored positions, each represented by
     * its lightest explored position (Dijkstra by weight from 0, so outcome searches stay small).
     */
    private void explore() {
        reps = new ArrayList<>();
        HashMap<QuotientBuilder.BitKey, Integer> ids = new HashMap<>();
        reps.add(new int[0]);
        ids.put(signature(new int[0]), 0);
        List<int[]> rows = new ArrayList<>();
        rows.add(new int[g + 1]);
        java.util.PriorityQueue<long[]> pq = new java.util.PriorityQueue<>((u, v) -> u[0] != v[0] ? Long.compare(u[0], v[0]) : Long.compare(u[1], v[1]));
        long[] repWeight = new long[16];
        long seq = 0;
        for (int h = 1; h <= g; h++) pq.add(new long[] {wt[h], seq++, 0, h});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int s = (int) top[2], h = (int) top[3];
            if ((seq & 255) == 0) Interrupts.check();
            int[] p = plus(reps.get(s), new int[] {h});
            QuotientBuilder.BitKey k = signature(p);
            Integer t = ids.get(k);
            if (t == null) {
                t = reps.size();
                if (t >= b.maxOrder) throw new QuotientBuilder.TooLarge("misère quotient grows beyond " + b.maxOrder + " elements at generator " + g);
                ids.put(k, t);
                reps.add(p);
                rows.add(new int[g + 1]);
                for (int h2 = 1; h2 <= g; h2++) pq.add(new long[] {top[0] + wt[h2], seq++, t, h2});
            }
            rows.get(s)[h] = t;
        }
        n = reps.size();
        delta = rows.toArray(new int[0][]);
    }

    /** New distinguishers from states where two generators' actions do not commute. */
    private List<int[]> commutationWitnesses() {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < n && out.size() < 8; x++) {
            for (int a = 1; a <= g && out.size() < 8; a++) {
                for (int c = a + 1; c <= g; c++) {
                    int t1 = delta[delta[x][a]][c], t2 = delta[delta[x][c]][a];
                    if (t1 == t2) continue;
                    // rep_t1, rep_t2 differ on some d; the true position rep_x + a + c decides which path erred
                    int[] d = separating(reps.get(t1), reps.get(t2));
                    int[] truth = plus(reps.get(x), new int[] {a, c});
                    boolean tv = isP(plus(truth, d));
                    // path 1: rep_{xa} + c (+d) vs rep_x + a + c (+d)
                    int[] via1 = plus(reps.get(delta[x][a]), new int[] {c});
                    if (isP(plus(via1, d)) != tv) out.add(plus(new int[] {c}, d));
                    else out.add(plus(new int[] {a}, d));
                    break;
                }
            }
        }
        return out;
    }

    private int[] separating(int[] u, int[] v) {
        for (int[] d : dist) if (isP(plus(u, d)) != isP(plus(v, d))) return d;
        throw new IllegalStateException("states not separated");
    }

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
        int words = (n + 63) >>> 6;
        TMin t = new TMin(n, mulTable, b.maxT, true);
        HashMap<QuotientBuilder.BitKey, Boolean> done = new HashMap<>();
        for (int i = 1; i <= g; i++) {
            if (opts[i].length == 0) continue;
            long[] e = new long[words];
            for (int[] o : opts[i]) {
                int v = 0;
                for (int h : o) v = mulTable[v * n + delta[0][h]];
                e[v >>> 6] |= 1L << v;
            }
            long[] key = Arrays.copyOf(e, words + 1);
            key[words] = delta[0][i];
            if (done.put(new QuotientBuilder.BitKey(key), Boolean.TRUE) != null) continue;
            t.addGenerator(delta[0][i], e, i);
            int[] f = t.outcomeFailure(pSet, wt);
            if (f != null) {
                int[] gphi = new int[g + 1];
                for (int h = 1; h <= g; h++) gphi[h] = delta[0][h];
                Failure lf = leastFailure(n, mulTable, pSet, gphi);
                offerOracle(n, mulTable, pSet, gphi, lf.weight());
                if (QuotientBuilder.DEBUG) System.err.println("learn g=" + g + " candidate " + n + " frontier " + lf.weight() + " at " + Arrays.toString(lf.witness()) + " memo " + memo.size());
                return lf.witness() != null ? lf.witness() : mispredicted(f);
            }
        }
        b.install(n, mulTable, pSet, phiOf());
        return null;
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

    /** A suffix of the mispredicted position that separates two positions the candidate identifies. */
    private int[] analyse(int[] z) {
        int m = z.length;
        boolean a0 = isP(z);
        int lo = 0, hi = m; // alpha(lo) == a0, alpha(hi) != a0
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (alpha(z, mid) == a0) lo = mid; else hi = mid;
        }
        return Arrays.copyOfRange(z, lo + 1, m);
    }

    /** o⁻(rep(state of z_1..z_i) + z_{i+1} + ... + z_m). */
    private boolean alpha(int[] z, int i) {
        int s = 0;
        for (int j = 0; j < i; j++) s = delta[s][z[j]];
        return isP(plus(reps.get(s), Arrays.copyOfRange(z, i, z.length)));
    }
}
