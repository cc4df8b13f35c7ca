package cgx.misere.algebraic;

import cgx.core.Interrupts;
import cgx.heap.TakeAndBreakCode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The finite check of the weight-form induction's step (docs/algebraic-periodicity.md, "The
 * weight-form induction" and "Pure powers of b"). A sum with a large top heap M (a level λ no other
 * heap passes; an indexed heap wins a tie) is seen as an abstract state: M's class mod the weights'
 * period, the a-parity e, W mod 2, δ = W − β(λ) clipped to a window [−L, L], and the gap g from λ
 * to the largest index among the other heaps. For an indexed M, λ is its index N and δ = d; for a
 * pure M the top index is λ − g. The other heaps are seen by their types: small heaps one by one,
 * large ones by class and gap. Every option's (Δe, ΔW, index relative to λ) is exact on such a
 * type. The check: (A) no P-state has an option in P; (B) every other state has one, unless the
 * heaps without a winning move cannot make it (their types' parities, and for an exact δ and a near
 * tie, their exact weight, by a knapsack). With the base, this is the misère rule at every sum; the
 * theorem's induction is on the sum's birthday.
 */
final class InductionStep {
    static final int REP = 100;             // representative top heaps at h0 + P·REP + ρ
    static final int NEG = Integer.MIN_VALUE, POS = Integer.MAX_VALUE;
    static final int NONE = -2, FAR = -1; // the top index among the other heaps: none, or more than Gc below λ
    /** An option's index relative to λ: none, or more than Gc + 1 below (its exact value does not matter). */
    static final long RNONE = Long.MIN_VALUE, RFAR = Long.MIN_VALUE + 1;

    private final WeightForm wf;
    private final TakeAndBreakCode code;
    final int period, h0, t, b1, small;   // small: heaps below this are types one by one
    final boolean pure;                    // Φ's pattern has pure powers of b
    int gc, window;                        // exact gaps ≤ gc; δ exact in [−window, window]
    long wstep;                            // a heap's weight grows by this per period, in every class
    long depth;                            // R: a split of M whose index falls R below λ puts d′ past the window
    long over;                             // how far an option's index can pass its heap's level
    long states, failures;
    final List<String> firstFailures = new ArrayList<>();

    InductionStep(WeightForm wf, TakeAndBreakCode code) {
        this.wf = wf;
        this.code = code;
        period = wf.period();
        h0 = wf.h0();
        t = wf.t();
        b1 = wf.betaSlope();
        pure = wf.hasPure();
        small = 2 * h0 + 2 * period + code.maxTake() + 2;
    }

    /** An option of a heap: Δe, ΔW, and its largest index relative to λ (RNONE, RFAR, or exact). */
    record Kind(int de, long dw, long rel) {}

    /**
     * An option of the top heap: Δe, ΔW, its largest index minus λ (null: none, or more than gc + 1
     * below λ), and whether the far lemma holds for it: a part z without an index has
     * w(z) ≥ λ − gc − 1 + t.
     */
    record TopMove(int de, long dw, Long rel, boolean farLemma) {}

    int rep(int rho, int k) { return h0 + period * k + rho; }

    /** A split of a large heap into two heaps past h0: its shift is unbounded, unlike the other (bounded) moves. */
    boolean isSplit(int[] option) { return option.length == 2 && option[0] >= h0; }

    long topIndex(int[] option) {
        long n = -1;
        for (int x : option) n = Math.max(n, wf.of(x).nu());
        return n;
    }

    /** The options of heap y relative to the level lambda: indices exact down to gc + 1 below λ. */
    Set<Kind> kinds(int y, long lambda) {
        WeightForm.Weights s = wf.of(y);
        Set<Kind> out = new HashSet<>();
        for (int[] o : code.options(y)) {
            WeightForm.Weights q = wf.of(o);
            long rel = q.nu() < 0 ? RNONE : q.nu() - lambda < -(gc + 1) ? RFAR : q.nu() - lambda;
            out.add(new Kind((q.e() - s.e()) & 1, q.w() - s.w(), rel));
        }
        return out;
    }

    /** Shifts of bounded moves and the overshoot of an option's index over its heap's level; sets the window and gc. */
    void measure() {
        long shift = 0, dwBig = 0, minC = Long.MAX_VALUE;
        over = 0;
        for (int k : new int[] {60, 61})
            for (int rho = 0; rho < period; rho++) {
                int h = rep(rho, k);
                minC = Math.min(minC, wf.of(h).w() - wf.level(h));
                for (int[] o : code.options(h)) over = Math.max(over, wf.of(o).nu() - wf.level(h));
            }
        gc = (int) over + 2;
        // a pure top heap's far lemma: an index N ≤ λ − gc − 1 + over gives d ≥ w(M) − N − t ≥ 0
        if (pure) gc = (int) Math.max(gc, over + t - 1 - minC);
        for (int k : new int[] {60, 61})
            for (int rho = 0; rho < period; rho++) {
                int h = rep(rho, k);
                WeightForm.Weights s = wf.of(h);
                long lam = wf.level(h);
                for (int[] o : code.options(h)) {
                    WeightForm.Weights q = wf.of(o);
                    if (isSplit(o)) dwBig = Math.max(dwBig, Math.abs(q.w() - s.w()));
                    else shift = Math.max(shift, Math.abs(q.w() - s.w()) + (nearIndex(q.nu(), lam) ? b1 * Math.abs(q.nu() - lam) : 0));
                }
            }
        window = (int) shift + t + 3 + (pure ? b1 * gc : 0);
        wstep = wf.of(rep(0, 61)).w() - wf.of(rep(0, 60)).w();
        depth = (2L * window + t + 3 + dwBig) / b1 + gc + 2;
    }

    /**
     * Whether a bounded option's index is followed exactly: with pure powers of b, only down to gc + 1
     * below λ (a lower one is the far lemma's); without them, every index (as the certificates of the
     * families without pure powers were computed).
     */
    boolean nearIndex(long nu, long lam) { return nu >= 0 && (!pure || nu >= lam - (gc + 1)); }

    /** The classes of d + s, d clipped. */
    Set<Integer> shift(int dc, long s) {
        Set<Integer> out = new HashSet<>();
        if (dc == NEG) {
            long hi = -window - 1 + s;
            out.add(WeightForm.LT);
            if (hi >= wf.midFrom()) out.add(WeightForm.MID);
            if (hi >= 0) out.add(WeightForm.GE);
        } else if (dc == POS) {
            long lo = window + 1 + s;
            out.add(WeightForm.GE);
            if (lo < 0) out.add(WeightForm.MID);
            if (lo < wf.midFrom()) out.add(WeightForm.LT);
        } else out.add(wf.cls(dc + s));
        return out;
    }


    /** A type of the other heaps: a representative heap, its gap to λ (SMALL, FAR, or exact), whether it has an index, its options. */
    record Type(String name, int y, int gap, int e, long w, boolean indexed, Set<Kind> kinds) {}

    static final int SMALL = -3;

    /** The top heap's class: its options and the types of the other heaps, at the representative size k. */
    record View(int hM, WeightForm.Weights m, long lambda, Set<TopMove> bounded, Set<TopMove> big, Map<String, Type> types) {
        boolean pureTop() { return m.nu() < 0; }
    }

    /** The view of the top heap of class rhoM at the representative size k, or null with the reason sent to {@code why}. */
    View view(int rhoM, int k, Consumer<String> why) {
        int hM = rep(rhoM, k);
        WeightForm.Weights m = wf.of(hM);
        long lam = wf.level(hM);
        Set<TopMove> bounded = new HashSet<>(), big = new HashSet<>();
        Map<Long, Long> deepest = new HashMap<>(); // per (taken, u mod P'): the lowest index a split into two large parts reaches
        for (int[] o : code.options(hM)) {
            WeightForm.Weights q = wf.of(o);
            long zc = Integer.MIN_VALUE;
            for (int x : o) if (wf.of(x).nu() < 0) zc = Math.max(zc, wf.of(x).w() - lam);
            boolean near = isSplit(o) ? q.nu() >= 0 : nearIndex(q.nu(), lam);
            TopMove tm = new TopMove((q.e() - m.e()) & 1, q.w() - m.w(), near ? q.nu() - lam : null, zc + gc + 1 - t >= 0);
            (isSplit(o) ? big : bounded).add(tm);
            if (isSplit(o)) deepest.merge((long) (hM - o[0] - o[1]) * period + o[0] % period, q.nu() >= 0 ? q.nu() - lam : -lam - 1, Math::min);
        }
        // a larger M has deeper splits: the representative must already reach R below λ in every class of the split,
        // past which (the parities repeating per class) every check reads a split the same
        for (long v : deepest.values())
            if (v > -depth) {
                why.accept("a split of H_" + hM + " (class " + rhoM + ") reaches only index λ " + (v < 0 ? "− " + -v : "+ " + v) + ", not λ − " + depth + " (the depth R)");
                return null;
            }
        Map<String, Type> types = new LinkedHashMap<>();
        for (int h = 1; h < small; h++) {
            WeightForm.Weights s = wf.of(h);
            types.put("H_" + h, new Type("H_" + h, h, SMALL, s.e(), s.w(), s.nu() >= 0, kinds(h, lam)));
        }
        for (int rho = 0; rho < period; rho++) {
            int lo = small + Math.floorMod(h0 + rho - small, period); // the first heap of the class past the small ones
            Set<Kind> k1 = kinds(lo, lam), k2 = kinds(lo + 8 * period, lam);
            if (!k1.equals(k2)) {
                why.accept("the options of H_" + lo + " and H_" + (lo + 8 * period) + " (class " + rho + ", far below H_" + hM + ") are not of the same kinds");
                return null;
            }
            WeightForm.Weights s = wf.of(lo);
            types.put("far " + rho, new Type("far class " + rho, lo, FAR, s.e(), s.w(), s.nu() >= 0, k1));
            for (int g = 0; g <= gc; g++) {
                int found = -1;
                for (int y = small; y < 2 * hM + 4 * period; y++)
                    if ((y - h0) % period == rho && wf.level(y) == lam - g) {
                        if (found >= 0) {
                            why.accept("H_" + found + " and H_" + y + " (class " + rho + ") have the same level, " + g + " below H_" + hM + "'s");
                            return null;
                        }
                        found = y;
                    }
                if (found < 0) continue;
                WeightForm.Weights q = wf.of(found);
                // a tie of levels goes to an indexed heap: a pure top heap has no indexed heap at gap 0
                if (m.nu() < 0 && g == 0 && q.nu() >= 0) continue;
                types.put("gap " + rho + " " + g, new Type("class " + rho + " at gap " + g, found, g, q.e(), q.w(), q.nu() >= 0, kinds(found, lam)));
            }
        }
        if (bounded.isEmpty()) { // a large heap without a move: outside the method
            why.accept("H_" + hM + " has no move");
            return null;
        }
        return new View(hM, m, lam, bounded, big, types);
    }

    /**
     * Runs the check over every state of every class of the top heap ≥ topFrom ({@link #measure}
     * first); false, with the reason sent to {@code notUniform}, if a view is not uniform.
     */
    boolean run(int topFrom, Consumer<String> notUniform) {
        int[] dvals = new int[2 * window + 3];
        dvals[0] = NEG;
        for (int i = 0; i <= 2 * window; i++) dvals[i + 1] = i - window;
        dvals[dvals.length - 1] = POS;
        for (int rhoM = 0; rhoM < period; rhoM++) {
            View v = view(rhoM, REP, notUniform);
            if (v == null) return false;
            View u = view(rhoM, REP + 1, notUniform);
            if (u == null) return false;
            String differs = difference(v, u);
            if (differs != null) {
                notUniform.accept("H_" + v.hM + " and H_" + u.hM + " (class " + rhoM + ") differ: " + differs);
                return false;
            }
            int kMin = 0; // the period index of the least top heap of M's class
            while (rep(rhoM, kMin) < topFrom) kMin++;
            for (int e = 0; e <= 1; e++)
                for (int wp = 0; wp <= 1; wp++)
                    for (int dc : dvals) {
                        Interrupts.check();
                        State st = new State(v, rhoM, kMin, e, wp, dc);
                        for (int g = NONE; g <= gc; g++) {
                            if (v.pureTop() && g == 0) continue; // an indexed heap at M's level would be the top
                            states++;
                            String why = st.failure(g);
                            if (why != null) {
                                failures++;
                                if (firstFailures.size() < 5) firstFailures.add(why);
                            }
                        }
                    }
        }
        return true;
    }

    /**
     * What differs between two representative sizes, or null if they give the same options, types
     * and lower bounds of δ: the affine regime.
     */
    private String difference(View v, View u) {
        if (v.m.e() != u.m.e()) return "their a-parities";
        if (((v.m.w() - u.m.w()) & 1) != 0) return "the parities of their weights";
        if (((v.lambda - u.lambda) & 1) != 0) return "the parities of their levels";
        if (!v.bounded.equals(u.bounded)) return "their bounded moves";
        if (pure && v.m.w() - v.lambda != u.m.w() - u.lambda) return "w(M) − λ, the far lemma's constant";
        if (!v.types.keySet().equals(u.types.keySet())) return "the types of the other heaps";
        for (String k : v.types.keySet()) {
            Type a = v.types.get(k), b = u.types.get(k);
            if (!a.kinds.equals(b.kinds)) return "the options of " + a.name;
            if (a.gap >= 0 && d0(v, a) != d0(u, b)) return "the least δ with " + a.name;
        }
        return null;
    }

    /** The least δ when the near tie y is present: W ≥ w(M) + w(y). */
    long d0(View v, Type y) { return v.m.w() + y.w - wf.beta(v.lambda); }

    /**
     * The abstract states with one (e, W mod 2, δ), for every gap g to the top index of the other
     * heaps.
     */
    final class State {
        final View v;
        final int rhoM, kMin, e, wp, dc;

        State(View v, int rhoM, int kMin, int e, int wp, int dc) {
            this.v = v; this.rhoM = rhoM; this.kMin = kMin; this.e = e; this.wp = wp; this.dc = dc;
        }

        boolean allowed(Type y, int g) {
            if (!y.indexed) return true;
            if (g == NONE) return false;
            if (g == FAR) return y.gap == SMALL || y.gap == FAR;
            return y.gap == SMALL || y.gap == FAR || y.gap >= g;
        }

        /** The P-values with the top index at λ + c (exact), after changes (de, dw). */
        void exact(Set<Boolean> out, int de, long dw, long c) {
            int e2 = (e + de) & 1, w2 = (int) ((wp + dw) & 1);
            for (int k : shift(dc, dw - b1 * c)) out.add(wf.pOf(e2, w2, (int) ((v.lambda + c) & 1), k));
        }

        /** d′ ≥ 0: the product is a^E′·b^W′ or collapsed, in P iff E′ = 0 and W′ is even. */
        void collapsed(Set<Boolean> out, int de, long dw) { out.add(wf.pOf((e + de) & 1, (int) ((wp + dw) & 1), 0, WeightForm.GE)); }

        void anything(Set<Boolean> out, int de, long dw) {
            for (int np = 0; np <= 1; np++)
                for (int k = 0; k <= 2; k++) out.add(wf.pOf((e + de) & 1, (int) ((wp + dw) & 1), np, k));
        }

        /** The P-value of the state itself: one value, or both when the abstraction cannot tell. */
        Set<Boolean> here(int g) {
            Set<Boolean> out = new HashSet<>();
            if (!v.pureTop()) {
                int k = dc == NEG ? WeightForm.LT : dc == POS ? WeightForm.GE : wf.cls(dc);
                out.add(wf.pOf(e, wp, (int) (v.lambda & 1), k));
            } else if (g == NONE || g == FAR) collapsed(out, 0, 0); // far lemma, or no index at all
            else exact(out, 0, 0, -g);
            return out;
        }

        /** The P-values an option of M can have. */
        Set<Boolean> afterTop(TopMove m, boolean big, int g) {
            Set<Boolean> out = new HashSet<>();
            if (m.rel() == null) {
                // no index in M's option: the top index is the other heaps'
                // the far lemma: the holder of N′ ≤ λ − gc − 1 weighs ≥ β(N′) − N′ − t, the part z besides it w(z): d′ ≥ w(z) − N′ − t
                if (g >= 0) exact(out, m.de(), m.dw(), -g);
                else if (m.farLemma()) collapsed(out, m.de(), m.dw());
                else anything(out, m.de(), m.dw());
                return out;
            }
            long rel = m.rel();
            if (g == NONE) exact(out, m.de(), m.dw(), rel);
            else if (g == FAR) {
                exact(out, m.de(), m.dw(), rel);
                if (big || rel < -(gc + 1)) anything(out, m.de(), m.dw()); // the far heap may hold the new top index
            } else exact(out, m.de(), m.dw(), Math.max(rel, -g));
            return out;
        }

        /** The P-values an option of another heap of type y can have, with the other heaps' top index at gap g. */
        Set<Boolean> after(Type y, Kind k, int g) {
            Set<Boolean> out = new HashSet<>();
            if (!v.pureTop()) { // M holds the top index λ
                exact(out, k.de(), k.dw(), k.rel() >= -(gc + 1) ? Math.max(0, k.rel()) : 0);
                return out;
            }
            boolean near = k.rel() != RNONE && k.rel() != RFAR;
            if (g == NONE || g == FAR) {
                // an index more than gc + 1 − over below λ: the far lemma, M being unchanged
                if (near) exact(out, k.de(), k.dw(), k.rel());
                else collapsed(out, k.de(), k.dw());
                return out;
            }
            exact(out, k.de(), k.dw(), near ? Math.max(k.rel(), -g) : -g);
            // a far heap's option reaches at most gc + 1 − over below λ, which may pass the top index
            if (k.rel() == RFAR && y.gap == FAR) for (long c = -g + 1; c <= -(gc + 1) + over; c++) exact(out, k.de(), k.dw(), c);
            boolean holder = y.indexed && y.gap == g;
            if (holder && !(near && k.rel() >= -g)) {
                // y may hold the top index and give it up: the next index is the option's, a far one (the far lemma),
                // or a third near heap z's, which weighs: δ ≥ d0(y) + w(z)
                if (near) exact(out, k.de(), k.dw(), k.rel());
                else collapsed(out, k.de(), k.dw());
                long most = dc == NEG ? -window - 1 : dc == POS ? Long.MAX_VALUE : dc;
                for (Type z : v.types.values())
                    if (z.indexed && z.gap >= g && d0(v, y) + wmin(z) <= most)
                        exact(out, k.de(), k.dw(), near ? Math.max(k.rel(), -z.gap) : -z.gap);
            }
            return out;
        }

        /** The least weight of a near type, when M is its class's least top heap. */
        long wmin(Type z) { return z.w - (long) (REP - kMin) * wstep; }

        /** False if no sum has this state: the top index held at gap g by a heap y forces δ ≥ d0(y). */
        boolean realisable(int g) {
            if (g < 0) return true;
            long lo = Long.MAX_VALUE;
            for (Type y : v.types.values()) if (y.indexed && y.gap == g) lo = Math.min(lo, d0(v, y));
            if (lo == Long.MAX_VALUE) return false;
            return dc == POS || (dc == NEG ? lo < -window : dc >= lo);
        }

        /** Why the state with gap g fails (A) or (B), or null. */
        String failure(int g) {
            if (!realisable(g)) return null;
            Set<Boolean> p = here(g);
            List<Type> allowed = new ArrayList<>();
            for (Type y : v.types.values()) if (allowed(y, g)) allowed.add(y);
            if (p.contains(true)) {
                for (TopMove m : v.bounded) if (afterTop(m, false, g).contains(true)) return at("a P-position with a P-option of its top heap", g);
                for (TopMove m : v.big) if (afterTop(m, true, g).contains(true)) return at("a P-position with a P-option of its top heap (a split)", g);
                for (Type y : allowed)
                    for (Kind k : y.kinds) if (after(y, k, g).contains(true)) return at("a P-position with a P-option of " + y.name, g);
            }
            if (!p.contains(false)) return null;
            for (TopMove m : v.bounded) if (afterTop(m, false, g).equals(Set.of(true))) return null;
            List<Type> bad = new ArrayList<>();
            for (Type y : allowed) {
                boolean wins = false;
                for (Kind k : y.kinds) wins |= after(y, k, g).equals(Set.of(true));
                if (!wins) bad.add(y);
            }
            List<Type> required = new ArrayList<>();
            if (g == FAR && bad.stream().noneMatch(y -> y.indexed && (y.gap == SMALL || y.gap == FAR))) return null;
            if (g >= 0) {
                for (Type y : bad) if (y.indexed && y.gap == g) required.add(y);
                if (required.isEmpty()) return null;
            }
            // the parities the other heaps can have: sums of their types' (e, w mod 2)
            boolean[] span = new boolean[4];
            span[0] = true;
            for (Type y : bad) {
                int vec = y.e * 2 + (int) (y.w & 1);
                boolean[] next = span.clone();
                for (int s = 0; s < 4; s++) if (span[s]) next[s ^ vec] = true;
                span = next;
            }
            if (!span[((e - v.m.e()) & 1) * 2 + (int) ((wp - v.m.w()) & 1)]) return null;
            boolean weighty = bad.stream().anyMatch(y -> y.w > 0 || (y.gap != SMALL && wstep > 0));
            if (g < 0) {
                if (dc != NEG && !weighty) return null; // W = w(M): δ < −L
            } else {
                long lo = Long.MAX_VALUE;
                for (Type y : required) lo = Math.min(lo, d0(v, y));
                long dd = dc == NEG ? Long.MIN_VALUE : dc == POS ? Long.MAX_VALUE : dc;
                if (dd < lo && !(dc == NEG && lo < -window)) return null;
                if (dc != NEG && dc != POS) {
                    // δ exact: W = β(λ) + δ fixes W's parity, and the heaps besides M and the near tie y weigh exactly δ − d0(y)
                    if (((dc + wf.beta(v.lambda)) & 1) != wp) return null;
                    boolean some = false;
                    for (Type y : required)
                        if (dc >= d0(v, y) && reachable(bad, dc - d0(v, y), (e - v.m.e() - y.e) & 1)) { some = true; break; }
                    if (!some) return null;
                }
            }
            List<String> names = new ArrayList<>();
            for (Type y : bad) if (names.size() < 6) names.add(y.name);
            return at("an N-position without a move to P (the other heaps could be " + String.join(", ", names) + (bad.size() > 6 ? ", …" : "") + ")", g);
        }

        /** Can heaps of these types (any numbers of each) weigh exactly {@code need}, with a-parity {@code ePar}? */
        boolean reachable(List<Type> types, long need, int ePar) {
            List<long[]> items = new ArrayList<>();
            for (Type y : types) {
                if (y.gap == SMALL) { if (y.w <= need) items.add(new long[] {y.w, y.e}); continue; }
                // a far class: its members' weights from its first heap on; a near tie: from its weight when M is its class's least top heap
                long lo = y.gap == FAR ? y.w : y.w - (long) (REP - kMin) * wstep;
                if (wstep <= 0) { if (lo <= need) items.add(new long[] {lo, y.e}); }
                else for (long w = lo; w <= need; w += wstep) items.add(new long[] {w, y.e});
            }
            boolean toggles = items.stream().anyMatch(i -> i[0] == 0 && i[1] == 1);
            boolean[][] reach = new boolean[(int) need + 1][2];
            reach[0][0] = true;
            for (int w = 0; w <= need; w++) {
                if (toggles && (reach[w][0] || reach[w][1])) reach[w][0] = reach[w][1] = true;
                for (int par = 0; par <= 1; par++)
                    if (reach[w][par])
                        for (long[] i : items) if (i[0] > 0 && w + i[0] <= need) reach[(int) (w + i[0])][par ^ (int) i[1]] = true;
            }
            return reach[(int) need][ePar];
        }

        String at(String what, int g) {
            return "top heap of class " + rhoM + (v.pureTop() ? " (a pure power of b)" : "") + ", e = " + e + ", W ≡ " + wp + " (mod 2), δ = "
                    + (dc == NEG ? "< −" + window : dc == POS ? "> " + window : "" + dc)
                    + ", top index of the others " + (g == NONE ? "none" : g == FAR ? "more than " + gc + " below" : g + " below") + ": " + what;
        }
    }
}
