package cgx.misere.quotient.monoid;

import java.util.Arrays;

/**
 * Periods of the elements of a finite monoid (Plambeck–Siegel §A.6): the period of x is the
 * least k ≥ 1 with x^(n+k) = x^n for some n, i.e. the length of the cycle the powers
 * 1, x, x², ... end in.
 */
public final class ElementPeriods {
    private ElementPeriods() {}

    /** The period of x in the monoid of order n with table {@code mul} (0 the identity). */
    public static int of(int n, int[] mul, int x) {
        int[] seen = new int[n];
        Arrays.fill(seen, -1);
        int p = 0, i = 0;
        while (seen[p] < 0) { seen[p] = i++; p = mul[p * n + x]; }
        return i - seen[p];
    }

    /** The period of every element, in element order. */
    public static int[] all(int n, int[] mul) {
        int[] out = new int[n];
        for (int x = 0; x < n; x++) out[x] = of(n, mul, x);
        return out;
    }

    /** The largest period of an element. */
    public static int max(int n, int[] mul) {
        int m = 1;
        for (int v : all(n, mul)) m = Math.max(m, v);
        return m;
    }
}
