package cgx.misere.quotient.monoid;

import cgx.core.Interrupts;

import java.util.Arrays;

/**
 * Isomorphism of bipartite monoids (Plambeck–Siegel, Definitions 3.1–3.2): a monoid isomorphism
 * f : Q → Q' with x ∈ P ⇔ f(x) ∈ P'. Monoids are given as tables {@code mul[x*n+y]} on
 * {@code 0..n-1}, 0 the identity (commutativity is not assumed).
 *
 * <p>Method: every element gets a colour that any isomorphism must preserve (P-membership,
 * idempotency, index and period of its cyclic submonoid, |{y : xy ∈ P}|, |xQ|, |{y : xy = x}|,
 * then rounds of refinement by the colours of x², and of the multiset of pairs (colour(y),
 * colour(xy))). A small generating set g_1..g_k of Q is chosen, rarest colours first, and
 * images are tried by backtracking: after each choice the partial map is extended along
 * f(x·g_i) = f(x)·f(g_i) over the submonoid generated so far, failing as soon as it is
 * inconsistent, not injective, or maps an element to one of another colour. A complete
 * consistent assignment is defined on all of Q (the g_i generate), is injective (so bijective,
 * the orders being equal), satisfies f(xy) = f(x)f(y) (induction on the length of y as a word in
 * the g_i) and preserves P (colours include P-membership).
 */
public final class BipartiteIsomorphism {
    private final int n;
    private final int[] mulA, mulB;
    private final boolean[] pA, pB;
    private final long[] colA, colB;
    private int[] gens; // chosen generators of A
    private int[] f, finv; // partial map A → B and its inverse (-1 = unset)
    private int[] trail; // elements of A in the order they were mapped
    private int trailLen;
    private long steps;

    private BipartiteIsomorphism(int n, int[] mulA, boolean[] pA, int[] mulB, boolean[] pB) {
        this.n = n;
        this.mulA = mulA;
        this.pA = pA;
        this.mulB = mulB;
        this.pB = pB;
        long[][] cols = colours(n, mulA, pA, mulB, pB);
        colA = cols[0];
        colB = cols[1];
    }

    /**
     * An isomorphism (A, P_A) → (B, P_B) as the array of images {@code f[x]}, or null if there is
     * none. {@code mulA}, {@code mulB}: tables of size n², element 0 the identity.
     */
    public static int[] find(int nA, int[] mulA, boolean[] pA, int nB, int[] mulB, boolean[] pB) {
        if (nA != nB) return null;
        int n = nA;
        int pc = 0;
        for (int x = 0; x < n; x++) pc += (pA[x] ? 1 : 0) - (pB[x] ? 1 : 0);
        if (pc != 0) return null;
        BipartiteIsomorphism s = new BipartiteIsomorphism(n, mulA, pA, mulB, pB);
        return s.search();
    }

    public static int[] find(BipartiteMonoid a, BipartiteMonoid b) {
        return find(a.order(), a.mul(), a.isP(), b.order(), b.mul(), b.isP());
    }

    // ------------------------------------------------------------------ invariants

    /**
     * An isomorphism invariant of (Q, P) (table {@code mul} of order n, 0 the identity): the order,
     * |P| and the sorted colours of the elements after the basic invariants and a fixed three
     * rounds of refinement. Isomorphic bipartite monoids have equal invariants; unequal
     * invariants prove them non-isomorphic, and equal ones are settled by {@link #find}.
     */
    public static long invariant(int n, int[] mul, boolean[] p) {
        long[] c = basic(n, mul, p);
        for (int r = 0; r < 3; r++) c = refine(n, mul, c);
        long[] s = c.clone();
        Arrays.sort(s);
        int pc = 0;
        for (int x = 0; x < n; x++) if (p[x]) pc++;
        long h = combine(n, pc);
        for (long v : s) h = combine(h, v);
        return h;
    }


    private static long mix(long h) {
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }

    private static long combine(long h, long v) { return mix(h * 31 + v + 0x9e3779b97f4a7c15L); }

    /** The basic invariants of each element (no refinement). */
    private static long[] basic(int n, int[] mul, boolean[] p) {
        long[] c = new long[n];
        int[] seen = new int[n];
        boolean[] mark = new boolean[n];
        for (int x = 0; x < n; x++) {
            if ((x & 255) == 0) Interrupts.check();
            // index and period of x: powers 1, x, x², ... until one repeats
            Arrays.fill(seen, -1);
            int q = 0, i = 0;
            while (seen[q] < 0) { seen[q] = i++; q = mul[q * n + x]; }
            int index = seen[q], period = i - seen[q];
            int pRow = 0, stab = 0, ideal = 0;
            Arrays.fill(mark, false);
            for (int y = 0; y < n; y++) {
                int z = mul[x * n + y];
                if (p[z]) pRow++;
                if (z == x) stab++;
                if (!mark[z]) { mark[z] = true; ideal++; }
            }
            long h = p[x] ? 1 : 2;
            h = combine(h, mul[x * n + x] == x ? 1 : 0);
            h = combine(h, index);
            h = combine(h, period);
            h = combine(h, pRow);
            h = combine(h, stab);
            h = combine(h, ideal);
            c[x] = h;
        }
        return c;
    }

    /** One refinement round: colour(x), colour(x²), multiset {(colour(y), colour(xy))}. */
    private static long[] refine(int n, int[] mul, long[] c) {
        long[] d = new long[n];
        for (int x = 0; x < n; x++) {
            if ((x & 63) == 0) Interrupts.check();
            long sum = 0, xor = 0;
            for (int y = 0; y < n; y++) {
                long t = mix(c[y] * 0x9e3779b97f4a7c15L + c[mul[x * n + y]]);
                sum += t;
                xor ^= mix(t);
            }
            d[x] = combine(combine(combine(c[x], c[mul[x * n + x]]), sum), xor);
        }
        return d;
    }

    private static int distinct(long[] c) {
        long[] s = c.clone();
        Arrays.sort(s);
        int k = s.length == 0 ? 0 : 1;
        for (int i = 1; i < s.length; i++) if (s[i] != s[i - 1]) k++;
        return k;
    }

    /** Colours of both monoids, refined in lockstep until neither partition gets finer. */
    static long[][] colours(int n, int[] mulA, boolean[] pA, int[] mulB, boolean[] pB) {
        long[] a = basic(n, mulA, pA), b = basic(n, mulB, pB);
        int ka = distinct(a), kb = distinct(b);
        // refinement costs n² per round: keep it to a few rounds on large monoids
        int maxRounds = n <= 1024 ? 8 : 2;
        for (int r = 0; r < maxRounds && ka < n; r++) {
            long[] a2 = refine(n, mulA, a), b2 = refine(n, mulB, b);
            int ka2 = distinct(a2), kb2 = distinct(b2);
            a = a2;
            b = b2;
            if (ka2 == ka && kb2 == kb) break;
            ka = ka2;
            kb = kb2;
        }
        return new long[][] {a, b};
    }

    // ------------------------------------------------------------------ search

    private int[] search() {
        long[] sa = colA.clone(), sb = colB.clone();
        Arrays.sort(sa);
        Arrays.sort(sb);
        if (!Arrays.equals(sa, sb)) return null;
        if (n == 1) return new int[] {0};
        gens = chooseGenerators();
        f = new int[n];
        finv = new int[n];
        Arrays.fill(f, -1);
        Arrays.fill(finv, -1);
        trail = new int[n];
        f[0] = 0;
        finv[0] = 0;
        trail[trailLen++] = 0;
        return assignAll() ? f.clone() : null;
    }

    /**
     * A generating set of A, each generator outside the submonoid generated by the others (so that
     * no generator's image is forced by earlier ones): greedily the rarest colour not yet
     * generated; then, for up to 64 generators, redundant ones are dropped and the rest ordered
     * rarest first.
     */
    private int[] chooseGenerators() {
        int[] size = new int[n];
        java.util.Map<Long, Integer> count = new java.util.HashMap<>();
        for (long c : colA) count.merge(c, 1, Integer::sum);
        for (int x = 0; x < n; x++) size[x] = count.get(colA[x]);
        boolean[] reach = new boolean[n];
        int[] queue = new int[n];
        int reached = 1;
        reach[0] = true;
        queue[0] = 0;
        int[] g = new int[0];
        while (reached < n) {
            Interrupts.check();
            int best = -1;
            for (int x = 0; x < n; x++) if (!reach[x] && (best < 0 || size[x] < size[best])) best = x;
            g = Arrays.copyOf(g, g.length + 1);
            g[g.length - 1] = best;
            // extend the closure: old elements times the new generator, new elements times all
            int oldCount = reached;
            for (int t = 0; t < reached; t++) {
                int x = queue[t];
                for (int i = t < oldCount ? g.length - 1 : 0; i < g.length; i++) {
                    int y = mulA[x * n + g[i]];
                    if (!reach[y]) { reach[y] = true; queue[reached++] = y; }
                }
            }
        }
        if (g.length > 64) return g; // greedy order: each generator is outside the closure of the earlier ones
        for (int i = g.length - 1; i >= 0 && g.length > 1; i--) {
            boolean[] r = BipartiteMonoid.submonoid(n, mulA, g, i);
            boolean all = true;
            for (boolean v : r) all &= v;
            if (all) {
                int[] h = new int[g.length - 1];
                for (int j = 0, k = 0; j < g.length; j++) if (j != i) h[k++] = g[j];
                g = h;
            }
        }
        Integer[] order = new Integer[g.length];
        for (int i = 0; i < g.length; i++) order[i] = g[i];
        Arrays.sort(order, (x, y) -> Integer.compare(size[x], size[y]));
        int[] out = new int[g.length];
        for (int i = 0; i < g.length; i++) out[i] = order[i];
        return out;
    }

    /** Backtracking over the generators' images, iteratively (there may be many generators). */
    private boolean assignAll() {
        int gCount = gens.length;
        int[] cand = new int[gCount + 1];
        int[] mark = new int[gCount + 1];
        int k = 0;
        while (true) {
            if (k == gCount) {
                if (trailLen == n) return true;
                k--; // cannot happen when the generators generate; backtrack anyway
                undo(mark[k]);
                continue;
            }
            int g = gens[k];
            if (cand[k] == 0 && f[g] >= 0) throw new IllegalStateException("generator image forced by earlier generators");
            boolean placed = false;
            while (cand[k] < n) {
                int h = cand[k]++;
                if (colB[h] != colA[g] || finv[h] >= 0) continue;
                if ((++steps & 1023) == 0) Interrupts.check();
                mark[k] = trailLen;
                f[g] = h;
                finv[h] = g;
                trail[trailLen++] = g;
                if (extend(k, h, mark[k])) { placed = true; break; }
                undo(mark[k]);
            }
            if (placed) {
                k++;
                cand[k] = 0;
                continue;
            }
            if (k == 0) return false;
            k--;
            undo(mark[k]);
        }
    }

    private void undo(int mark) {
        while (trailLen > mark) {
            int x = trail[--trailLen];
            finv[f[x]] = -1;
            f[x] = -1;
        }
    }

    /**
     * Extends f over the submonoid generated by gens[0..k] once gens[k] ↦ h is set: every
     * product x·g_i with x mapped is checked or assigned. Elements mapped before this level
     * (positions &lt; {@code mark} on the trail, excluding gens[k] itself) were already closed
     * under g_0..g_{k-1}.
     */
    private boolean extend(int k, int h, int mark) {
        int g = gens[k];
        for (int t = 0; t < trailLen; t++) {
            int x = trail[t];
            boolean old = t < mark && x != g;
            int fx = f[x];
            for (int i = old ? k : 0; i <= k; i++) {
                int y = mulA[x * n + gens[i]];
                int v = mulB[fx * n + f[gens[i]]];
                int fy = f[y];
                if (fy >= 0) {
                    if (fy != v) return false;
                } else {
                    if (finv[v] >= 0 || colB[v] != colA[y]) return false;
                    f[y] = v;
                    finv[v] = y;
                    trail[trailLen++] = y;
                }
            }
        }
        return true;
    }

    /** Generators chosen for the last search (for tests). */
    int[] generators() { return gens; }
}
