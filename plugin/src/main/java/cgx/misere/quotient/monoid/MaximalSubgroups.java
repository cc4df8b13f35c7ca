package cgx.misere.quotient.monoid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The maximal subgroups of a finite commutative monoid (Plambeck–Siegel §6, §A.6; docs/periods.md).
 * For an idempotent e, H_e is the group of elements mutually dividing e. Here it is read off as
 * H_e = {x : x^ω = e and xe = x}, x^ω the idempotent power of x: if x^N = e and xe = x then x
 * divides e (x · x^(N-1) = e) and e divides x (x = xe). Each H_e is a finite abelian group, given
 * here in invariant-factor form Z_(d_1) x ... x Z_(d_t) with 1 < d_1 | d_2 | ... | d_t. The period
 * of an element x is the order of xe in H_e (e = x^ω): docs/periods.md, Theorem 1.
 */
public final class MaximalSubgroups {
    private MaximalSubgroups() {}

    /** One maximal subgroup: its identity, its elements (in element order) and its invariant factors. */
    public record Group(int identity, int[] elements, int[] invariantFactors) {
        public int order() { return elements.length; }

        /** "Z2 x Z6"; "1" for the trivial group. */
        public String structure() { return MaximalSubgroups.structure(invariantFactors); }

        /** The exponent: the largest element order, d_t (1 for the trivial group). */
        public int exponent() { return invariantFactors.length == 0 ? 1 : invariantFactors[invariantFactors.length - 1]; }
    }

    /** "Z2 x Z6" for the invariant factors [2, 6]; "1" for none. */
    public static String structure(int[] factors) {
        if (factors.length == 0) return "1";
        StringBuilder b = new StringBuilder();
        for (int d : factors) b.append(b.length() > 0 ? " x " : "").append('Z').append(d);
        return b.toString();
    }

    /** x^ω for every x: the unique idempotent among the powers of x. */
    public static int[] idempotentPowers(int n, int[] mul) {
        int[] omega = new int[n];
        int[] seen = new int[n];
        for (int x = 0; x < n; x++) {
            Arrays.fill(seen, -1);
            int p = x, i = 1;
            while (seen[p] < 0) { seen[p] = i++; p = mul[p * n + x]; }
            // the cycle x^index .. x^(index + period - 1) is a group; its identity is the one idempotent in it
            int q = p;
            while (mul[q * n + q] != q) q = mul[q * n + x];
            omega[x] = q;
        }
        return omega;
    }

    /** The maximal subgroup of every idempotent, in element order. */
    public static List<Group> all(int n, int[] mul) {
        int[] omega = idempotentPowers(n, mul);
        List<Group> out = new ArrayList<>();
        for (int e = 0; e < n; e++) if (mul[e * n + e] == e) out.add(of(n, mul, e, omega));
        return out;
    }

    /** The maximal subgroup of the idempotent e. */
    public static Group of(int n, int[] mul, int e) { return of(n, mul, e, idempotentPowers(n, mul)); }

    static Group of(int n, int[] mul, int e, int[] omega) {
        if (mul[e * n + e] != e) throw new IllegalArgumentException(e + " is not an idempotent");
        int c = 0;
        for (int x = 0; x < n; x++) if (omega[x] == e && mul[x * n + e] == x) c++;
        int[] h = new int[c];
        c = 0;
        for (int x = 0; x < n; x++) if (omega[x] == e && mul[x * n + e] == x) h[c++] = x;
        return new Group(e, h, invariantFactors(n, mul, e, h));
    }

    /**
     * The invariant factors of the finite abelian group h (identity e) in the monoid's table. For
     * each prime p with p^a dividing |h| exactly, c_k = #{g : g^(p^k) = e} equals p^(Σ_i min(k, λ_i))
     * where λ is the partition of the p-primary part Z_(p^λ_1) x Z_(p^λ_2) x ..., so
     * log_p(c_k / c_(k-1)) counts the parts ≥ k. The largest invariant factor takes the largest part
     * of every prime, the next the next largest, and so on.
     */
    static int[] invariantFactors(int n, int[] mul, int e, int[] h) {
        int m = h.length;
        List<int[]> partitions = new ArrayList<>(); // per prime: {p, λ_1 ≥ λ_2 ≥ ...}
        int rest = m;
        for (int p = 2; rest > 1; p++) {
            if (rest % p != 0) continue;
            int pa = 1;
            while (rest % p == 0) { rest /= p; pa *= p; }
            int[] pow = h.clone(); // g^(p^k), k = 0 first
            List<Integer> atLeast = new ArrayList<>(); // atLeast.get(k - 1): the parts ≥ k
            int previous = 1;
            while (previous < pa) {
                for (int i = 0; i < m; i++) {
                    int g = pow[i], r = e;
                    for (int j = 0; j < p; j++) r = mul[r * n + g];
                    pow[i] = r;
                }
                int count = 0;
                for (int g : pow) if (g == e) count++;
                int ratio = count / previous, parts = 0;
                if (ratio * previous != count) throw new IllegalStateException("not an abelian group: " + count + " / " + previous);
                for (int r = ratio; r > 1; r /= p) {
                    if (r % p != 0) throw new IllegalStateException("not an abelian group: ratio " + ratio + " for p = " + p);
                    parts++;
                }
                if (parts == 0) throw new IllegalStateException("not an abelian group: no growth at p = " + p);
                atLeast.add(parts);
                previous = count;
            }
            int[] part = new int[atLeast.get(0)];
            for (int k = 1; k <= atLeast.size(); k++) for (int i = 0; i < atLeast.get(k - 1); i++) part[i] = k;
            int[] entry = new int[part.length + 1];
            entry[0] = p;
            System.arraycopy(part, 0, entry, 1, part.length);
            partitions.add(entry);
        }
        int t = 0;
        for (int[] pt : partitions) t = Math.max(t, pt.length - 1);
        int[] d = new int[t];
        Arrays.fill(d, 1);
        for (int[] pt : partitions) {
            // part i (largest first) goes to invariant factor t - 1 - (i - 1)
            for (int i = 1; i < pt.length; i++) {
                int v = 1;
                for (int k = 0; k < pt[i]; k++) v *= pt[0];
                d[t - i] *= v;
            }
        }
        return d;
    }

    /** The stabilizer of s within h: the g in h with g·s = s (s a subset of h). */
    public static int[] stabilizer(int n, int[] mul, int[] h, boolean[] s) {
        List<Integer> out = new ArrayList<>();
        for (int g : h) {
            boolean ok = true;
            for (int x : h) if (s[x] && !s[mul[g * n + x]]) { ok = false; break; }
            if (ok) out.add(g);
        }
        int[] r = new int[out.size()];
        for (int i = 0; i < r.length; i++) r[i] = out.get(i);
        return r;
    }
}
