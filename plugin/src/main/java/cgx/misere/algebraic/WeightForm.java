package cgx.misere.algebraic;

/**
 * The weight form of a family (docs/algebraic-periodicity.md, "The weight form"): each heap's
 * image counts as a triple (e, w, ν), the a-parity, the weight and the index, and in any product
 * with at least one family generator the normal form depends only on the sums of e and w and the
 * largest index N. A non-top x_m acts as the pure a^α(m)·b^(β(m)−m−t) (the product relation), c as
 * a^ε·b^j where c·x_n = a^ε·b^j·x_n, and the collapse keeps (e, w). So the product is
 * a^(e−α(N))·b^(W−w_N)·x_N while W &lt; β(N), with w_N = β(N) − N − t, and the pure a^e·b^W from
 * W = β(N) on. Immutable.
 */
public final class WeightForm {
    /** The a-parity, the weight and the index (−1: none) of a heap's image. */
    public record Weights(int e, long w, long nu) {}

    private final AlgebraicFamily f;

    public WeightForm(AlgebraicFamily f) { this.f = f; }

    public AlgebraicFamily family() { return f; }

    /**
     * Why the weight-form induction does not cover this family, or null. Pure powers of b in Φ's
     * pattern are covered when their weights grow on the family's slope: b^(u·k+v) with
     * u = q·(β₁ − 1), and β₁ = 2 (then every large heap's weight is its level plus a constant of
     * its class; docs/algebraic-periodicity.md, "Pure powers of b").
     */
    public String obstacle() {
        long q = -1;
        for (AlgebraicFamily.Term r : f.pattern) {
            if (r.pure()) continue;
            if (q >= 0 && r.index().k() != q) return "Φ's pattern has indices of different slopes";
            q = r.index().k();
        }
        if (q < 0) return "Φ's pattern has no family generator";
        if (f.collapseB.at(0) < 2) return "β(0) < 2";
        for (AlgebraicFamily.Term r : f.pattern)
            if (r.pure()) {
                if (f.collapseB.k() != 2) return "Φ's pattern has pure powers of b and β's slope is " + f.collapseB.k() + ", not 2";
                if (r.b().k() != q * (f.collapseB.k() - 1)) return "Φ's pattern has a pure power of b whose exponent grows by " + r.b().k() + ", not " + q * (f.collapseB.k() - 1) + ", per period";
            }
        return null;
    }

    /** Whether Φ's pattern has pure powers of b. */
    public boolean hasPure() {
        for (AlgebraicFamily.Term r : f.pattern) if (r.pure()) return true;
        return false;
    }

    /** The index slope q: Φ(H_(h0+pk+r)) = a^ε·b^j·x_(qk+s_r). */
    long indexSlope() {
        for (AlgebraicFamily.Term r : f.pattern) if (!r.pure()) return r.index().k();
        throw new IllegalStateException("no family generator");
    }

    /** The period of the weights in the heap, 2p (two pattern periods fix the parities). */
    public int period() { return 2 * f.pattern.size(); }

    public int h0() { return f.h0; }
    public int t() { return f.t; }
    /** d = W − β(N) from which the parities no longer decide P: u − t (a^ε b^m x_N with m ≥ N + u). */
    public int midFrom() { return f.u - f.t; }
    public int betaSlope() { return f.collapseB.k(); }

    public long beta(long n) { return (long) f.collapseB.k() * n + f.collapseB.l(); }
    int alphaParity(long n) { return (int) Math.floorMod((long) f.collapseA.k() * n + f.collapseA.l(), 2L); }
    long wN(long n) { return beta(n) - n - f.t; }

    public Weights of(int h) {
        if (h < f.h0) {
            FamilyElement e = f.prefix.get(h - 1);
            if (e.x() >= 0) return new Weights((e.a() + alphaParity(e.x())) & 1, e.b() + wN(e.x()), e.x());
            if (e.c() > 0) return new Weights((e.a() + f.sporadicA(e.c())) & 1, f.sporadicB(e.c()), -1);
            return new Weights(e.a(), e.b(), -1);
        }
        int p = f.pattern.size(), k = (h - f.h0) / p;
        AlgebraicFamily.Term r = f.pattern.get((h - f.h0) % p);
        if (r.pure()) return new Weights(r.a() & 1, r.b().at(k), -1);
        long n = (long) r.index().k() * k + r.index().l();
        return new Weights((r.a() + alphaParity(n)) & 1, r.b().at(k) + wN(n), n);
    }

    /**
     * A heap's level: its index, or for a pure power of b from h0 on, the largest index among the
     * p heaps below it (affine in k with the index slope, so every large heap's weight is its level
     * plus a constant of its class when β₁ = 2). −1 for a heap below h0 without an index.
     */
    public long level(int h) {
        long nu = of(h).nu();
        if (nu >= 0 || h < f.h0) return nu;
        long best = -1;
        for (int i = 1; i <= f.pattern.size() && h - i >= 1; i++) best = Math.max(best, of(h - i).nu());
        return best;
    }

    /** The weights of a sum of heaps: a-parity and weight summed, the largest index (−1: none). */
    public Weights of(int[] heaps) {
        int e = 0; long w = 0, nu = -1;
        for (int h : heaps) { Weights q = of(h); e ^= q.e(); w += q.w(); nu = Math.max(nu, q.nu()); }
        return new Weights(e, w, nu);
    }

    /** The P-membership of a product with a-parity e, weight W and top index N ≥ 0. */
    public boolean isP(int e, long w, long n) {
        long d = w - beta(n);
        return pOf(e, (int) (w & 1), (int) (n & 1), cls(d));
    }

    /** Where d = W − β(N) lies: collapsed (d ≥ 0), m ≥ N + u (u − t ≤ d &lt; 0), or m &lt; N + u. */
    int cls(long d) { return d >= 0 ? GE : d >= midFrom() ? MID : LT; }

    /** The classes of d. */
    static final int GE = 0, MID = 1, LT = 2;

    /** P-membership from parities and the class of d (W ≥ β(0) ≥ 2 when collapsed). */
    boolean pOf(int e, int wPar, int nPar, int cls) {
        if (cls == GE) return e == 0 && wPar == 0;
        if (cls == MID) return false;
        int a = (e - alphaParity(nPar)) & 1, m = (int) ((wPar - wN(nPar)) & 1);
        return f.pIndexed[a * 4 + m * 2 + nPar];
    }
}
