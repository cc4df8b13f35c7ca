package cgx.misere.algebraic;

import cgx.core.Interrupts;
import cgx.heap.TakeAndBreakCode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The finite check of the weight-form induction's step (docs/algebraic-periodicity.md, "The
 * weight-form induction"). A sum with a large top heap M (an index N no other heap passes) is
 * seen as an abstract state: M's class mod the weights' period, the a-parity e, W mod 2,
 * d = W − β(N) clipped to a window [−L, L], and the gap from N to the second index. The other
 * heaps are seen by their types: small heaps one by one, large ones by class and gap. Every
 * option's (Δe, ΔW, new index) is exact on such a type. The check: (A) no P-state has an option in
 * P; (B) every other state has one, unless the heaps without a winning move cannot make it (their
 * types' parities, and for an exact d and a near tie, their exact weight, by a knapsack). With the
 * base, this is the misère rule at every sum; the theorem's induction is on the sum's birthday.
 */
final class InductionStep {
    private static final int REP = 100;     // representative top heaps at h0 + P·REP + ρ
    static final int NEG = Integer.MIN_VALUE, POS = Integer.MAX_VALUE;
    static final int NONE = -2, FAR = -1; // the second index: none, or more than Gc below N

    private final WeightForm wf;
    private final TakeAndBreakCode code;
    final int period, h0, t, b1, small;   // small: heaps below this are types one by one
    int gc, window;                        // exact gaps ≤ gc; d exact in [−window, window]
    long wstep;                            // a heap's weight grows by this per period, in every class
    long depth;                            // R: a split of M whose index falls R below N puts d′ past the window
    long states, failures;
    final List<String> firstFailures = new ArrayList<>();

    InductionStep(WeightForm wf, TakeAndBreakCode code) {
        this.wf = wf;
        this.code = code;
        period = wf.period();
        h0 = wf.h0();
        t = wf.t();
        b1 = wf.betaSlope();
        small = 2 * h0 + 2 * period + code.maxTake() + 2;
    }

    /** An option of a heap y, relative to y and to the top index N: Δe, ΔW, and how far its index passes N. */
    record Kind(int de, long dw, long up, int nPar) {}

    /** An option of the top heap: Δe, ΔW, its largest index minus N (null: no index). */
    record TopMove(int de, long dw, Long rel) {}

    int rep(int rho, int k) { return h0 + period * k + rho; }

    /** A split of a large heap into two heaps past h0: its shift is unbounded, unlike the other (bounded) moves. */
    boolean isSplit(int[] option) { return option.length == 2 && option[0] >= h0; }

    Set<Kind> kinds(int y, long n) {
        WeightForm.Weights s = wf.of(y);
        Set<Kind> out = new HashSet<>();
        for (int[] o : code.options(y)) {
            WeightForm.Weights q = wf.of(o);
            long up = Math.max(0, q.nu() - n);
            out.add(new Kind((q.e() - s.e()) & 1, q.w() - s.w(), up, (int) ((n + up) & 1)));
        }
        return out;
    }

    /** Shifts of bounded moves and the overshoot of an option's index over its heap's; sets the window and gc. */
    void measure() {
        long shift = 0, over = 0, dwBig = 0;
        for (int k : new int[] {60, 61})
            for (int rho = 0; rho < period; rho++) {
                int h = rep(rho, k);
                WeightForm.Weights s = wf.of(h);
                for (int[] o : code.options(h)) {
                    WeightForm.Weights q = wf.of(o);
                    over = Math.max(over, q.nu() - s.nu());
                    if (isSplit(o)) dwBig = Math.max(dwBig, Math.abs(q.w() - s.w()));
                    else shift = Math.max(shift, Math.abs(q.w() - s.w()) + b1 * Math.abs(q.nu() - s.nu()));
                }
            }
        gc = (int) over + 2;
        window = (int) shift + t + 3;
        wstep = wf.of(rep(0, 61)).w() - wf.of(rep(0, 60)).w();
        depth = (2L * window + t + 3 + dwBig) / b1 + gc + 2;
    }

    /** The classes of d + s, d clipped. */
    Set<Integer> shift(int dc, long s) {
        Set<Integer> out = new HashSet<>();
        if (dc == NEG) {
            long hi = -window - 1 + s;
            out.add(WeightForm.LT);
            if (hi >= -t) out.add(WeightForm.MID);
            if (hi >= 0) out.add(WeightForm.GE);
        } else if (dc == POS) {
            long lo = window + 1 + s;
            out.add(WeightForm.GE);
            if (lo < 0) out.add(WeightForm.MID);
            if (lo < -t) out.add(WeightForm.LT);
        } else out.add(cls(dc + s));
        return out;
    }

    int cls(long d) { return d >= 0 ? WeightForm.GE : d >= -t ? WeightForm.MID : WeightForm.LT; }

    /** A type of the other heaps: a representative heap, its gap to N (−3 small, FAR, or exact), its options. */
    record Type(String name, int y, int gap, int e, long w, boolean indexed, Set<Kind> kinds) {}

    static final int SMALL = -3;

    /** The top heap's class: its options and the types of the other heaps, at the representative size k. */
    record View(int hM, WeightForm.Weights m, Set<TopMove> bounded, Set<TopMove> big, Map<String, Type> types) {}

    View view(int rhoM, int k) {
        int hM = rep(rhoM, k);
        WeightForm.Weights m = wf.of(hM);
        long n = m.nu();
        Set<TopMove> bounded = new HashSet<>(), big = new HashSet<>();
        Map<Long, Long> deepest = new HashMap<>(); // per (taken, u mod P'): the lowest index a split into two large parts reaches
        for (int[] o : code.options(hM)) {
            WeightForm.Weights q = wf.of(o);
            TopMove tm = new TopMove((q.e() - m.e()) & 1, q.w() - m.w(), q.nu() >= 0 ? q.nu() - n : null);
            (isSplit(o) ? big : bounded).add(tm);
            if (isSplit(o)) deepest.merge((long) (hM - o[0] - o[1]) * period + o[0] % period, q.nu() - n, Math::min);
        }
        // a larger M has deeper splits: the representative must already reach R below N in every class of the split,
        // past which (the parities repeating per class) every check reads a split the same
        for (long v : deepest.values()) if (v > -depth) return null;
        Map<String, Type> types = new LinkedHashMap<>();
        for (int h = 1; h < small; h++) {
            WeightForm.Weights s = wf.of(h);
            types.put("H_" + h, new Type("H_" + h, h, SMALL, s.e(), s.w(), s.nu() >= 0, kinds(h, n)));
        }
        for (int rho = 0; rho < period; rho++) {
            int lo = small + Math.floorMod(h0 + rho - small, period); // the first heap of the class past the small ones
            Set<Kind> k1 = kinds(lo, n), k2 = kinds(lo + 8 * period, n);
            if (!k1.equals(k2)) return null;
            WeightForm.Weights s = wf.of(lo);
            types.put("far " + rho, new Type("far class " + rho, lo, FAR, s.e(), s.w(), true, k1));
            for (int g = 0; g <= gc; g++) {
                int found = -1;
                for (int y = small; y < 2 * hM + 4 * period; y++)
                    if ((y - h0) % period == rho && wf.of(y).nu() == n - g) {
                        if (found >= 0) return null;
                        found = y;
                    }
                if (found < 0) continue;
                WeightForm.Weights q = wf.of(found);
                types.put("gap " + rho + " " + g, new Type("class " + rho + " at gap " + g, found, g, q.e(), q.w(), true, kinds(found, n)));
            }
        }
        if (bounded.isEmpty()) return null; // a large heap without a move: outside the method
        return new View(hM, m, bounded, big, types);
    }

    /** Runs the check over every state of every class of the top heap ≥ topFrom ({@link #measure} first); false if a view is not uniform. */
    boolean run(int topFrom) {
        int[] dvals = new int[2 * window + 3];
        dvals[0] = NEG;
        for (int i = 0; i <= 2 * window; i++) dvals[i + 1] = i - window;
        dvals[dvals.length - 1] = POS;
        for (int rhoM = 0; rhoM < period; rhoM++) {
            View v = view(rhoM, REP), u = view(rhoM, REP + 1);
            if (v == null || u == null || !sameShape(v, u)) return false;
            int kMin = 0; // the period index of the least top heap of M's class
            while (rep(rhoM, kMin) < topFrom) kMin++;
            for (int e = 0; e <= 1; e++)
                for (int wp = 0; wp <= 1; wp++)
                    for (int dc : dvals) {
                        Interrupts.check();
                        State st = new State(v, rhoM, kMin, e, wp, dc);
                        for (int g2 = NONE; g2 <= gc; g2++) {
                            states++;
                            String why = st.failure(g2);
                            if (why != null) {
                                failures++;
                                if (firstFailures.size() < 5) firstFailures.add(why);
                            }
                        }
                    }
        }
        return true;
    }

    /** Two representative sizes give the same options, types and lower bounds of d: the affine regime. */
    private boolean sameShape(View v, View u) {
        if (v.m.e() != u.m.e() || ((v.m.w() - u.m.w()) & 1) != 0 || ((v.m.nu() - u.m.nu()) & 1) != 0 || !v.bounded.equals(u.bounded)) return false;
        if (!v.types.keySet().equals(u.types.keySet())) return false;
        for (String k : v.types.keySet()) {
            Type a = v.types.get(k), b = u.types.get(k);
            if (!a.kinds.equals(b.kinds)) return false;
            if (a.gap >= 0 && d0(v, a) != d0(u, b)) return false;
        }
        return true;
    }

    /** The least d when the near tie y is present: W ≥ w(M) + w(y). */
    long d0(View v, Type y) { return v.m.w() + y.w - wf.beta(v.m.nu()); }

    /**
     * The abstract states with one (e, W mod 2, d), for every second index g2. What each type's
     * options can reach does not depend on g2, so it is worked out once here.
     */
    private final class State {
        final View v;
        final int rhoM, kMin, e, wp, dc;
        final int nPar;
        final Map<Type, Boolean> reachesP = new IdentityHashMap<>(), wins = new IdentityHashMap<>();

        State(View v, int rhoM, int kMin, int e, int wp, int dc) {
            this.v = v; this.rhoM = rhoM; this.kMin = kMin; this.e = e; this.wp = wp; this.dc = dc;
            nPar = (int) (v.m.nu() & 1);
            for (Type y : v.types.values()) {
                boolean some = false, certain = false;
                for (Kind k : y.kinds) {
                    Set<Boolean> r = after(k);
                    some |= r.contains(true);
                    certain |= r.equals(Set.of(true));
                }
                reachesP.put(y, some);
                wins.put(y, certain);
            }
        }

        boolean allowed(Type y, int g2) {
            if (g2 == NONE) return y.gap == SMALL && !y.indexed;
            if (g2 == FAR) return y.gap == SMALL || y.gap == FAR;
            return y.gap == SMALL || y.gap == FAR || y.gap >= g2;
        }

        /** The P-values an option of M can have. {@code null} in the set: it leaves no index. */
        Set<Boolean> afterTop(TopMove m, boolean big, int g2) {
            Set<Boolean> out = new HashSet<>();
            if (m.rel() == null) { out.add(null); return out; }
            List<Long> tops = new ArrayList<>();
            boolean far = false;
            if (g2 == NONE) tops.add(m.rel());
            else if (g2 == FAR) { tops.add(m.rel()); far = big || m.rel() < -(gc + 1); } // the far second heap may be the new top
            else tops.add(Math.max(m.rel(), -g2));
            int e2 = (e + m.de()) & 1, w2 = (int) ((wp + m.dw()) & 1);
            for (long c : tops)
                for (int k : shift(dc, m.dw() - b1 * c)) out.add(wf.pOf(e2, w2, (int) ((v.m.nu() + c) & 1), k));
            if (far)
                for (int np = 0; np <= 1; np++)
                    for (int k = 0; k <= 2; k++) out.add(wf.pOf(e2, w2, np, k));
            return out;
        }

        Set<Boolean> after(Kind k) {
            Set<Boolean> out = new HashSet<>();
            for (int c : shift(dc, k.dw() - b1 * k.up())) out.add(wf.pOf((e + k.de()) & 1, (int) ((wp + k.dw()) & 1), k.nPar(), c));
            return out;
        }

        /** Why the state with second index g2 fails (A) or (B), or null. */
        String failure(int g2) {
            int here = dc == NEG ? WeightForm.LT : dc == POS ? WeightForm.GE : cls(dc);
            boolean p = wf.pOf(e, wp, nPar, here);
            List<Type> allowed = new ArrayList<>();
            for (Type y : v.types.values()) if (allowed(y, g2)) allowed.add(y);
            if (p) {
                for (TopMove m : v.bounded) { Set<Boolean> r = afterTop(m, false, g2); if (r.contains(true) || r.contains(null)) return at("a P-position with a P-option of its top heap", g2); }
                for (TopMove m : v.big) { Set<Boolean> r = afterTop(m, true, g2); if (r.contains(true) || r.contains(null)) return at("a P-position with a P-option of its top heap (a split)", g2); }
                for (Type y : allowed) if (reachesP.get(y)) return at("a P-position with a P-option of " + y.name, g2);
                return null;
            }
            for (TopMove m : v.bounded) if (afterTop(m, false, g2).equals(Set.of(true))) return null;
            List<Type> bad = new ArrayList<>();
            for (Type y : allowed) if (!wins.get(y)) bad.add(y);
            List<Type> required = new ArrayList<>();
            if (g2 == FAR && bad.stream().noneMatch(Type::indexed)) return null;
            if (g2 >= 0) {
                for (Type y : bad) if (y.gap == g2) required.add(y);
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
            if (g2 < 0) {
                if (dc != NEG && !weighty) return null; // W = w(M): d < −L
            } else {
                long lo = Long.MAX_VALUE;
                for (Type y : required) lo = Math.min(lo, d0(v, y));
                long dd = dc == NEG ? Long.MIN_VALUE : dc == POS ? Long.MAX_VALUE : dc;
                if (dd < lo && !(dc == NEG && lo < -window)) return null;
                if (dc != NEG && dc != POS) {
                    // d exact: W = β(N) + d fixes W's parity, and the heaps besides M and the near tie y weigh exactly d − d0(y)
                    if (((dc + wf.beta(v.m.nu())) & 1) != wp) return null;
                    boolean some = false;
                    for (Type y : required)
                        if (dc >= d0(v, y) && reachable(bad, dc - d0(v, y), (e - v.m.e() - y.e) & 1)) { some = true; break; }
                    if (!some) return null;
                }
            }
            List<String> names = new ArrayList<>();
            for (Type y : bad) if (names.size() < 6) names.add(y.name);
            return at("an N-position without a move to P (the other heaps could be " + String.join(", ", names) + (bad.size() > 6 ? ", …" : "") + ")", g2);
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

        String at(String what, int g2) {
            return "top heap of class " + rhoM + ", e = " + e + ", W ≡ " + wp + " (mod 2), d = " + (dc == NEG ? "< −" + window : dc == POS ? "> " + window : "" + dc)
                    + ", second index " + (g2 == NONE ? "none" : g2 == FAR ? "more than " + gc + " below" : g2 + " below") + ": " + what;
        }
    }
}
