package cgx.misere.quotient.monoid;

/**
 * Tame bipartite monoids (Plambeck–Siegel §2): (Q, P) is isomorphic to some T_n. T_0 and T_1 are
 * the quotients of order 1 and 2; for n ≥ 2, T_n = {1, a} ∪ K with K ≅ Z_2^n a group with
 * identity z (the kernel zQ, z the product of all idempotents), a² = 1, az ≠ z, P = {a, z}.
 */
public final class Tame {
    private Tame() {}

    /** The kernel identity z: the product of all idempotents (table of order n, 0 the identity). */
    public static int kernelIdentity(int n, int[] mul) {
        int z = 0;
        for (int x = 0; x < n; x++) if (mul[x * n + x] == x) z = mul[z * n + x];
        return z;
    }

    /** The kernel zQ. */
    public static boolean[] kernel(int n, int[] mul) {
        int z = kernelIdentity(n, mul);
        boolean[] in = new boolean[n];
        for (int x = 0; x < n; x++) in[mul[z * n + x]] = true;
        return in;
    }

    /** True if (Q, P) is some T_n. */
    public static boolean isTame(int n, int[] mul, boolean[] p) {
        if (n == 1) return true;
        if (n == 2) return p[1] && mul[3] == 0 && !p[0];
        int z = kernelIdentity(n, mul);
        boolean[] inK = kernel(n, mul);
        int k = 0;
        for (boolean in : inK) if (in) k++;
        if (k + 2 != n || Integer.bitCount(k) != 1) return false;
        for (int x = 0; x < n; x++) if (inK[x] && mul[x * n + x] != z) return false;
        int a = -1;
        for (int x = 1; x < n; x++) if (!inK[x]) a = x;
        if (a < 0 || inK[0] || mul[a * n + a] != 0 || mul[a * n + z] == z) return false;
        for (int x = 0; x < n; x++) if (p[x] != (x == a || x == z)) return false;
        return true;
    }
}
