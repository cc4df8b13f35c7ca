package cgx.misere.quotient.learner;

import cgx.core.Interrupts;
import cgx.misere.quotient.engine.BitKey;
import cgx.misere.quotient.engine.BitSets;
import cgx.misere.quotient.engine.IntList;
import cgx.misere.quotient.engine.MooreReduction;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.engine.TMin;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.ArrayList;

/**
 * A level of a split's copies automaton ({@link CopiesAutomaton}) for the sums of the heaps below
 * a bound, grown one heap at a time by the product step, without searching: the algebra of
 * {@link QuotientBuilder}'s growth step (Plambeck–Siegel, Lemma 5.4) with two labels per class,
 * its value in a base monoid and o⁻(Y + kG). Level 1's base is Q_{g-1}; level k's is level k - 1's
 * automaton of all the heaps below g (grown so first).
 *
 * <p>Given the automaton A of the sums Y of the heaps below h (a commutative monoid, each class
 * with its value and the outcome of Y + kG), guess that o⁻(Y + cH + kG) depends only on (A(Y), c):
 * for the lightest Y of each class, in order of weight, Y + cH + kG ∈ P iff no option G' of G has
 * Y + cH + G' + (k-1)G ∈ P (read off the base), no option H' of H has Y + H' + (c-1)H + kG ∈ P
 * (the guess at c - 1), and no option Y' of Y has Y' + cH + kG ∈ P (the guess at c), until the
 * guesses repeat with the base's value of H^c. The guess is right for every Y iff the outcome rule
 * holds on every pair (y, E) of A's transition algebra (by induction on positions), which
 * {@link TMin#consistent} decides. Then A × ⟨H⟩, reduced by the two labels (Moore), is the
 * automaton of the heaps up to h. If the rule fails, a class of A splits once H is added:
 * {@link #grow} returns null and the learner's exact search decides (at that bound for level 1,
 * the whole level for the others).
 */
final class CopiesGrowth {
    /** Level 1 heap by heap from the start (else at once first, while its search stays small); -Dcgx.copiesGrowthFirst=false for comparisons. */
    static final boolean FIRST = !"false".equals(System.getProperty("cgx.copiesGrowthFirst"));

    private final PreviousQuotient old; // Q_{g-1}
    private final int g;
    private final int[] heaps; // the heaps that move, increasing
    private final int[] as; // as[h]: the heap h is searched as (0 if it equals 0)
    private final OutcomeOracle q;
    private final int maxStates;
    /** The level grown: the classes by o⁻(Y + jG), j ≤ level. */
    final int level;
    private final Base base;

    /**
     * The commutative monoid a level's states are labelled by, with the outcomes the rule reads
     * off it: for level 1, Q_{g-1} (label: Y ∈ P); for level k > 1, level k - 1's automaton of all
     * the heaps below g (label: Y + (k-1)G ∈ P). It refines every level below, so a state's value
     * gives o⁻(Y + Z + jG) for j < k and every Z, and a move of one G from Y + cH + kG reaches
     * Y + cH + G' + (k-1)G, read off it.
     */
    private static final class Base {
        final int order;
        final int[] mul;
        final boolean[] label;
        final int[] phi; // phi[h]: the element of the moving heap h
        final int[] gOptions; // the elements of G's options

        Base(int order, int[] mul, boolean[] label, int[] phi, int[] gOptions) {
            this.order = order;
            this.mul = mul;
            this.label = label;
            this.phi = phi;
            this.gOptions = gOptions;
        }
    }

    /** The automaton of the sums of the moving heaps below {@link #bound} (immutable once made). */
    static final class Level {
        final int bound; // heaps below it
        final int n; // states; 0 is the empty sum
        final int[][] next; // next[s][h] for the moving heaps h below bound (others unused)
        final int[] value; // the base's value of the state's sums (level 1: Φ_{g-1})
        final boolean[] plusG; // o⁻(Y + kG) == P, k the level
        final int[][] word; // a lightest sum of each state (sorted moving heaps)
        final int[] order; // the states by the weight of their lightest sums
        // caches for the next growth step (made by it, or handed on where a heap adds no state)
        private int[] mul;
        private TMin tmin;
        private long[][] e;

        Level(int bound, int n, int[][] next, int[] value, boolean[] plusG, int[][] word, int[] order) {
            this.bound = bound;
            this.n = n;
            this.next = next;
            this.value = value;
            this.plusG = plusG;
            this.word = word;
            this.order = order;
        }

        int state(int s, int[] y) {
            for (int h : y) s = next[s][h];
            return s;
        }
    }

    /** Level 1, over Q_{g-1}. */
    CopiesGrowth(OutcomeOracle q, int g, int[] heaps, int[] as, int maxStates) {
        this.q = q;
        this.old = q.previous();
        this.g = g;
        this.heaps = heaps;
        this.as = as;
        this.maxStates = maxStates;
        this.level = 1;
        int[][] og = q.optionsOfG();
        int[] gOptions = new int[og.length];
        for (int j = 0; j < og.length; j++) gOptions[j] = old.value(og[j]);
        base = new Base(old.order, old.mul, old.isP, old.phi, gOptions);
    }

    private CopiesGrowth(CopiesGrowth below, Base base) {
        this.q = below.q;
        this.old = below.old;
        this.g = below.g;
        this.heaps = below.heaps;
        this.as = below.as;
        this.maxStates = below.maxStates;
        this.level = below.level + 1;
        this.base = base;
    }

    /** The next level's growth, over {@code full}, this level's automaton of all the heaps below g. */
    CopiesGrowth above(Level full) {
        int[] phi = new int[g];
        for (int h : heaps) phi[h] = full.next[0][h];
        int[][] og = q.optionsOfG();
        int[] gOptions = new int[og.length];
        for (int j = 0; j < og.length; j++) gOptions[j] = full.state(0, og[j]);
        int[] mul = full.mul != null ? full.mul : multiplication(full);
        return new CopiesGrowth(this, new Base(full.n, mul, full.plusG, phi, gOptions));
    }

    /** This level's automaton of all the heaps below g, grown heap by heap; null where a class splits (or it is too large). */
    Level all() {
        Level a = empty();
        for (int h : heaps) {
            a = grow(a, h);
            if (a == null) return null;
        }
        return a;
    }

    /** The automaton of the empty set of heaps: the empty sum, with o⁻(kG). */
    Level empty() {
        int[][] next = {new int[g]};
        return new Level(1, 1, next, new int[] {0}, new boolean[] {!gMoveToP(0)}, new int[][] {{}}, new int[] {0});
    }

    /** Some option G' of G has y·G' labelled P in the base (for level 1: y·Φ(G') ∈ P in Q_{g-1}). */
    private boolean gMoveToP(int y) {
        for (int v : base.gOptions) if (base.label[base.mul[y * base.order + v]]) return true;
        return false;
    }

    /**
     * The automaton of the heaps up to h (the next moving heap after a's), by the product step,
     * or null if the outcome rule fails (a class of a splits) or the product is too large.
     */
    Level grow(Level a, int h) {
        Interrupts.check();
        int n = a.n, words = (n + 63) >>> 6;
        if (a.mul == null) a.mul = multiplication(a);
        if (a.e == null) a.e = optionStates(a, words);
        int[] mul = a.mul;
        long[][] e = a.e;
        int[][] hOpts = q.optionsOf(h);
        int[][] afterH = new int[n][hOpts.length]; // s·H' for H's options
        for (int s = 0; s < n; s++) for (int j = 0; j < hOpts.length; j++) afterH[s][j] = a.state(s, hOpts[j]);
        int phiH = base.phi[h];
        // the guesses g_c (c copies of H) with Φ_{g-1}(H)^c, until a pair repeats
        List<long[]> gs = new ArrayList<>(), ws = new ArrayList<>();
        List<Integer> pow = new ArrayList<>();
        HashMap<BitKey, Integer> seen = new HashMap<>();
        long[] g0 = new long[words];
        for (int s = 0; s < n; s++) if (a.plusG[s]) g0[s >>> 6] |= 1L << s;
        gs.add(g0);
        ws.add(null);
        pow.add(0);
        seen.put(key(g0, 0), 0);
        int cycleTo;
        while (true) {
            int c = gs.size(), t = base.mul[pow.get(c - 1) * base.order + phiH];
            long[] prev = gs.get(c - 1), gc = new long[words], wc = new long[words];
            for (int s = 0; s < n; s++) {
                boolean win = gMoveToP(base.mul[a.value[s] * base.order + t]);
                for (int j = 0; j < hOpts.length && !win; j++) win = (prev[afterH[s][j] >>> 6] >>> afterH[s][j] & 1) != 0;
                if (win) wc[s >>> 6] |= 1L << s;
            }
            for (int s : a.order) { // lighter first: the options' classes are decided before
                if ((wc[s >>> 6] >>> s & 1) != 0 || BitSets.intersect(e[s], gc)) continue;
                gc[s >>> 6] |= 1L << s;
            }
            Integer j = seen.get(key(gc, t));
            gs.add(gc);
            ws.add(wc);
            pow.add(t);
            if (j != null) { cycleTo = j; break; }
            seen.put(key(gc, t), c);
            if ((long) gs.size() * n > maxStates * 64L) return null;
        }
        int kTop = gs.size() - 1; // g_kTop == g_cycleTo
        TMin tm = a.tmin;
        try {
            if (tm == null) {
                tm = new TMin(n, mul, CopiesAutomaton.CHECK_BOUND);
                for (int hh : heaps) {
                    if (hh >= a.bound) break;
                    tm.addGenerator(a.next[0][hh], optionBits(a, hh, words), hh);
                }
            }
        } catch (QuotientBuilder.TooLarge tooLarge) {
            return null;
        }
        for (int k = 1; k <= kTop; k++) if (!tm.consistent(gs.get(k), ws.get(k))) return null;
        Level b = product(a, h, gs, pow, cycleTo);
        if (b == null || b.n != n) return b;
        // no new state: the product is A itself with H acting as one of its states, numbered as in
        // A, whose table and transition algebra (with H's pair added) the next step keeps
        int[][] next = new int[n][];
        int[] oldOf = new int[n];
        for (int s = 0; s < n; s++) oldOf[b.state(0, a.word[s])] = s; // (b's state of A's state s)
        for (int s = 0; s < n; s++) {
            next[s] = a.next[s].clone();
            next[s][h] = oldOf[b.next[b.state(0, a.word[s])][h]];
        }
        Level same = lightest(h + 1, n, next, a.value, a.plusG, movingUpTo(h));
        same.mul = mul;
        try {
            tm.addGenerator(next[0][h], optionBits(same, h, words), h);
        } catch (QuotientBuilder.TooLarge tooLarge) {
            return same; // (the next step builds its own)
        }
        same.tmin = tm;
        if (Arrays.deepEquals(same.word, a.word)) same.e = e;
        return same;
    }

    /** The states of heap h's options, as a bitset. */
    private long[] optionBits(Level a, int h, int words) {
        long[] eh = new long[words];
        for (int[] o : q.optionsOf(h)) {
            int st = a.state(0, o);
            eh[st >>> 6] |= 1L << st;
        }
        return eh;
    }

    private static BitKey key(long[] bits, int pow) {
        long[] k = Arrays.copyOf(bits, bits.length + 1);
        k[bits.length] = pow;
        return new BitKey(k);
    }

    /** A × C (C: the copies of H, kTop folded to cycleTo), reduced by Φ_{g-1} and o⁻(· + G). */
    private Level product(Level a, int h, List<long[]> gs, List<Integer> pow, int cycleTo) {
        int n = a.n, kc = gs.size() - 1, m = n * kc;
        int[] label = new int[m];
        HashMap<Long, Integer> labels = new HashMap<>();
        for (int c = 0; c < kc; c++) {
            long[] gc = gs.get(c);
            for (int s = 0; s < n; s++) {
                long l = 2L * base.mul[a.value[s] * base.order + pow.get(c)] + (gc[s >>> 6] >>> s & 1);
                label[c * n + s] = labels.computeIfAbsent(l, x -> labels.size());
            }
        }
        int[] moving = movingUpTo(h);
        int[][] step = new int[moving.length][m];
        for (int i = 0; i < moving.length; i++) {
            int x = moving[i];
            for (int c = 0; c < kc; c++) {
                int nc = x == h ? (c + 1 < kc ? c + 1 : cycleTo) : c;
                for (int s = 0; s < n; s++) step[i][c * n + s] = nc * n + (x == h ? s : a.next[s][x]);
            }
        }
        int[] cls = MooreReduction.classes(m, label, step);
        int r = 0;
        for (int v : cls) r = Math.max(r, v + 1);
        if (r > maxStates) return null;
        int[] repOf = new int[r];
        Arrays.fill(repOf, -1);
        for (int x = 0; x < m; x++) if (repOf[cls[x]] < 0) repOf[cls[x]] = x;
        int[][] next = new int[r][g];
        int[] value = new int[r];
        boolean[] plusG = new boolean[r];
        for (int k = 0; k < r; k++) {
            int x = repOf[k], c = x / n, s = x % n;
            for (int i = 0; i < moving.length; i++) next[k][moving[i]] = cls[step[i][x]];
            value[k] = base.mul[a.value[s] * base.order + pow.get(c)];
            plusG[k] = (gs.get(c)[s >>> 6] >>> s & 1) != 0;
        }
        return lightest(h + 1, r, next, value, plusG, moving);
    }

    /**
     * The level made of a learner's states (transitions {@code delta} by the moving heaps below
     * bound, Φ_{g-1} and o⁻(· + G) of each): the states reached from the empty sum, reduced.
     */
    Level reachable(int bound, int states, List<int[]> delta, int[] value, boolean[] plusG) {
        int[] moving = movingUpTo(bound - 1);
        int[] num = new int[states];
        Arrays.fill(num, -1);
        IntList order = new IntList();
        num[0] = 0;
        order.add(0);
        for (int k = 0; k < order.size(); k++) {
            int[] d = delta.get(order.get(k));
            for (int h : moving) if (num[d[h]] < 0) { num[d[h]] = order.size(); order.add(d[h]); }
        }
        int m = order.size();
        int[] label = new int[m];
        HashMap<Long, Integer> labels = new HashMap<>();
        int[][] step = new int[moving.length][m];
        for (int i = 0; i < m; i++) {
            int s = order.get(i);
            long l = 2L * value[s] + (plusG[s] ? 1 : 0);
            label[i] = labels.computeIfAbsent(l, x -> labels.size());
            for (int j = 0; j < moving.length; j++) step[j][i] = num[delta.get(s)[moving[j]]];
        }
        int[] cls = MooreReduction.classes(m, label, step);
        int r = 0;
        for (int v : cls) r = Math.max(r, v + 1);
        int[][] next = new int[r][g];
        int[] val = new int[r];
        boolean[] pg = new boolean[r];
        for (int i = 0; i < m; i++) {
            int k = cls[i], s = order.get(i);
            for (int j = 0; j < moving.length; j++) next[k][moving[j]] = cls[step[j][i]];
            val[k] = value[s];
            pg[k] = plusG[s];
        }
        return lightest(bound, r, next, val, pg, moving);
    }

    /** The moving heaps up to h. */
    private int[] movingUpTo(int h) {
        int k = 0;
        while (k < heaps.length && heaps[k] <= h) k++;
        return Arrays.copyOf(heaps, k);
    }

    /** The level with lightest sums for its states (Dijkstra from the empty sum over the moving heaps below bound). */
    Level lightest(int bound, int r, int[][] next, int[] value, boolean[] plusG, int[] moving) {
        LightestSums l = LightestSums.of(next, moving, q);
        if (l.order.length != r) throw new IllegalStateException("copies growth: unreachable states");
        return new Level(bound, r, next, value, plusG, l.word, l.order);
    }

    /** The product of A's states: x·y is x moved by a lightest sum of y. */
    private static int[] multiplication(Level a) {
        int n = a.n;
        int[] mul = new int[n * n];
        for (int y = 0; y < n; y++) {
            int[] w = a.word[y];
            for (int x = 0; x < n; x++) mul[x * n + y] = a.state(x, w);
        }
        return mul;
    }

    /** Per state, the states of the options of its lightest sum (moves of its heaps). */
    private long[][] optionStates(Level a, int words) {
        long[][] e = new long[a.n][];
        for (int s = 0; s < a.n; s++) e[s] = LightestSums.optionStates(a.next, a.word[s], q, words);
        return e;
    }

    /**
     * The oracle's table of this level for an automaton {@code a} of all the heaps below g:
     * o⁻(Y + jG) for j below the level read off {@code below} (the level below's table, made of
     * the automaton this level's base is; null for level 1), for j = level off the state's label.
     */
    CopiesTable table(Level a, CopiesTable below) {
        int n = a.n;
        boolean[][] p = new boolean[level + 1][];
        for (int j = 1; j < level; j++) p[j] = new boolean[n];
        p[level] = a.plusG.clone();
        boolean[] moreN = new boolean[n];
        int[][] og = q.optionsOfG();
        for (int s = 0; s < n; s++) {
            for (int j = 1; j < level; j++) p[j][s] = below.p[j][a.value[s]];
            for (int[] o : og) if (a.plusG[a.state(s, o)]) { moreN[s] = true; break; } // Y + G' + kG ∈ P
        }
        return new CopiesTable(level, searchNext(a, g), p, moreN);
    }

    /** The oracle's table for the sums of the heaps below the level's bound (every heap below it, as the search moves it). */
    CopiesTable table(Level a) {
        return new CopiesTable(1, searchNext(a, a.bound), new boolean[][] {null, a.plusG.clone()}, new boolean[a.n], a.bound);
    }

    /** a's transitions for every heap below upTo (and g), a heap that does not move taken as the one it is searched as. */
    private int[][] searchNext(Level a, int upTo) {
        int[][] next = new int[a.n][];
        for (int s = 0; s < a.n; s++) {
            next[s] = a.next[s].clone();
            for (int h = 1; h < Math.min(g, upTo); h++) if (!q.movesIn(h)) next[s][h] = as[h] == 0 ? s : next[s][as[h]];
        }
        return next;
    }

    /**
     * Per pair of states, a sum that separates them, as the first heap of a shortest word to a
     * pair whose labels differ (-1: the labels differ already): the learner's tree is seeded with it.
     */
    int[] separators(Level a) {
        if (level != 1) throw new IllegalStateException("copies growth: separators of level 1 only");
        int n = a.n;
        int[] via = new int[n * n];
        Arrays.fill(via, Integer.MIN_VALUE);
        boolean[] done = new boolean[n * n];
        for (int x = 0; x < n; x++)
            for (int y = 0; y < n; y++)
                if (a.value[x] != a.value[y] || a.plusG[x] != a.plusG[y]) { via[x * n + y] = -1; done[x * n + y] = true; }
        int[] moving = movingUpTo(a.bound - 1);
        for (boolean changed = true; changed; ) {
            Interrupts.check();
            changed = false;
            boolean[] was = done.clone();
            for (int x = 0; x < n; x++)
                for (int y = x + 1; y < n; y++) {
                    if (was[x * n + y]) continue;
                    for (int h : moving) {
                        if (was[a.next[x][h] * n + a.next[y][h]]) {
                            via[x * n + y] = via[y * n + x] = h;
                            done[x * n + y] = done[y * n + x] = true;
                            changed = true;
                            break;
                        }
                    }
                }
        }
        return via;
    }

    /** The separating sum of states x and y (with {@link #separators}' table): a word W then G, or W then a separator of Q_{g-1}. */
    int[] separator(Level a, int[] via, int x, int y) {
        IntList w = new IntList();
        while (via[x * a.n + y] >= 0) {
            int h = via[x * a.n + y];
            w.add(h);
            x = a.next[x][h];
            y = a.next[y][h];
        }
        if (via[x * a.n + y] == Integer.MIN_VALUE) throw new IllegalStateException("copies growth: states not separated");
        int[] tail = a.value[x] != a.value[y] ? old.separatorOf(a.value[x], a.value[y]) : new int[] {g};
        int[] d = w.toArray();
        Arrays.sort(d);
        return Positions.plus(d, tail);
    }
}
