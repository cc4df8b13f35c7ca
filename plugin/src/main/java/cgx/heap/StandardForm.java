package cgx.heap;

import java.util.Arrays;

/**
 * MisereSolver's standard form of a take-and-break code: while a heap of 1 has no move (it is 0),
 * shift every heap down by one, so that codes of the same game read alike (0.0122 is 0.1033's
 * game on heaps one larger). A move of d_k leaving j heaps, i of them of size 1, becomes one
 * taking k + j - 1 from the shifted heap and leaving j - i heaps: bit 2^(j-i) of d'_(k+j-1).
 */
public final class StandardForm {
    private StandardForm() {}

    public static TakeAndBreakCode of(TakeAndBreakCode code) {
        int[] d = new int[code.maxTake() + 1];
        for (int k = 0; k < d.length; k++) d[k] = code.digit(k);
        return TakeAndBreakCode.ofDigits(of(d));
    }

    /** The standard form of the digits d_0, d_1, ... */
    public static int[] of(int[] code) {
        int[] d = code;
        while (!hasMove(d, 1)) {
            int[] s = new int[d.length + 3];
            for (int k = 0; k < d.length; k++)
                for (int j = 0; j <= 3; j++) {
                    if ((d[k] >> j & 1) == 0) continue;
                    if (j == 0 && k == 0 || j == 1 && k == 0) continue; // never a move
                    int kk = k + j - 1;
                    if (kk < 1) continue; // taking nothing is not a move
                    for (int i = 0; i <= j; i++) s[kk] |= 1 << (j - i);
                }
            int last = s.length - 1;
            while (last > 0 && s[last] == 0) last--;
            d = Arrays.copyOf(s, last + 1);
        }
        return d;
    }

    /** True if a heap of n has a move: bit 1 of d_n, bit 2 of d_k (k < n, k ≥ 1), bit 4 (k ≤ n-2), bit 8 (k ≤ n-3). */
    public static boolean hasMove(int[] d, int n) {
        if (n >= 1 && n < d.length && (d[n] & 1) != 0) return true;
        for (int k = 0; k < d.length && k < n; k++) {
            int x = d[k], r = n - k;
            if (k >= 1 && (x & 2) != 0 && r >= 1) return true;
            if ((x & 4) != 0 && r >= 2) return true;
            if ((x & 8) != 0 && r >= 3) return true;
        }
        return false;
    }
}
