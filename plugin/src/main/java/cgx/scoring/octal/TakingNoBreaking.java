package cgx.scoring.octal;

import cgx.core.CgxException;
import cgx.core.Interrupts;

/**
 * Linear-time tables for taking-no-breaking scoring octal games (Stewart §3.1.2, every digit 0-3):
 * a move on a heap of {@code n} leaves one heap {@code n - k} (bit 2 of {@code n_k}) or, when
 * {@code n = k}, nothing (bit 1), so {@code Gs(n +_l m')} depends only on the values at
 * {@code n - 1 .. n - K} and on smaller {@code m'} in the same row; each table is O(N K).
 * Values are numerators over a common denominator (exact).
 */
final class TakingNoBreaking {
    private TakingNoBreaking() {}

    static long common(ScoringOctal o, ScoringOctal p) {
        long a = o.denominator(), b = p.denominator();
        long g = gcd(a, b);
        try {
            long v = Math.multiplyExact(a / g, b);
            if (v > (1L << 40)) throw new GsEngine.Overflow();
            return v;
        } catch (ArithmeticException e) {
            throw new GsEngine.Overflow();
        }
    }

    private static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    static void requireTnb(ScoringOctal r) {
        if (!r.isTakingNoBreaking()) throw new IllegalArgumentException(r + " is not taking-no-breaking");
    }

    /** {@code Gs(0..n)} of a single heap, numerators over {@code o.denominator()}; extends {@code prefix} if given. */
    static long[] table(ScoringOctal o, int n, long[] prefix) {
        requireTnb(o);
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        if (n > 200_000_000) throw new CgxException("n = " + n + " is too large (at most 200000000)");
        int kmax = o.maxTake();
        int[] ks = new int[kmax];
        int[] ds = new int[kmax];
        long[] ps = new long[kmax];
        int c = 0;
        for (int k = 1; k <= kmax; k++) {
            int d = o.code().digit(k);
            if (d != 0) {
                ks[c] = k;
                ds[c] = d;
                ps[c++] = o.scaledPoint(k);
            }
        }
        long[] g = new long[n + 1];
        int from = 0;
        if (prefix != null) {
            from = Math.min(prefix.length, n + 1);
            System.arraycopy(prefix, 0, g, 0, from);
        }
        for (int i = from; i <= n; i++) {
            if ((i & 0xFFFF) == 0) Interrupts.check();
            long best = Long.MIN_VALUE;
            for (int j = 0; j < c; j++) {
                int k = ks[j];
                if (k > i) break;
                int d = ds[j];
                long v;
                if (k == i) {
                    if ((d & 1) == 0) continue;
                    v = ps[j]; // Gs(0) = 0
                } else {
                    if ((d & 2) == 0) continue;
                    v = Math.subtractExact(ps[j], g[i - k]);
                }
                if (v > best) best = v;
            }
            g[i] = best == Long.MIN_VALUE ? 0 : best;
        }
        return g;
    }

    /**
     * The values {@code Gs(n +_l m')} for {@code n = 0..N} (heaps of {@code o}) and {@code m' = 0..m}
     * (heaps of {@code p}), flat: index {@code n * (m + 1) + m'}, numerators over {@code common(o, p)}.
     */
    static long[] columns(ScoringOctal o, ScoringOctal p, int m, int nMax) {
        requireTnb(o);
        requireTnb(p);
        long d = common(o, p);
        long so = d / o.denominator(), sp = d / p.denominator();
        int w = m + 1;
        if ((long) w * (nMax + 1) > (1L << 27)) throw new CgxException("table of " + (nMax + 1) + " x " + w + " values is too large");
        long[] a = new long[w * (nMax + 1)];
        int ko = o.maxTake(), kp = p.maxTake();
        long[] po = new long[ko + 1], pp = new long[kp + 1];
        for (int k = 1; k <= ko; k++) po[k] = Math.multiplyExact(o.scaledPoint(k), so);
        for (int k = 1; k <= kp; k++) pp[k] = Math.multiplyExact(p.scaledPoint(k), sp);
        for (int n = 0; n <= nMax; n++) {
            if ((n & 0xFFF) == 0) Interrupts.check();
            int row = n * w;
            for (int c = 0; c <= m; c++) {
                long best = Long.MIN_VALUE;
                for (int k = 1; k <= Math.min(n, ko); k++) {
                    int dg = o.code().digit(k);
                    long v;
                    if (k == n) {
                        if ((dg & 1) == 0) continue;
                        v = Math.subtractExact(po[k], a[c]);
                    } else {
                        if ((dg & 2) == 0) continue;
                        v = Math.subtractExact(po[k], a[row - k * w + c]);
                    }
                    if (v > best) best = v;
                }
                for (int l = 1; l <= Math.min(c, kp); l++) {
                    int dg = p.code().digit(l);
                    long v;
                    if (l == c) {
                        if ((dg & 1) == 0) continue;
                        v = Math.subtractExact(pp[l], a[row]);
                    } else {
                        if ((dg & 2) == 0) continue;
                        v = Math.subtractExact(pp[l], a[row + c - l]);
                    }
                    if (v > best) best = v;
                }
                a[row + c] = best == Long.MIN_VALUE ? 0 : best;
            }
        }
        return a;
    }
}
