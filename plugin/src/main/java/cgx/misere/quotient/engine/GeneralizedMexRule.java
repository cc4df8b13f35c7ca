package cgx.misere.quotient.engine;

import java.util.Arrays;
import java.util.HashMap;

/**
 * The Generalized Mex Rule (Plambeck–Siegel, Theorem 5.5) on one quotient Q: the partial mex
 * function F, which gives Φ(G) = F(Φ''G) for a new generator G whenever the quotient stays the
 * same, and the meximal sets M_x (Definition 5.1) it is built from. Condition (b)(ii) is asked of
 * the transition algebra T (Definition 5.3) as it is at the call. A new quotient gets a new rule.
 */
final class GeneralizedMexRule {
    private final int order, words;
    private final int[] mul;
    private final boolean[] isP;
    private long[] zBits; // zBits[x*words..]: {z : xz in P}, built on demand
    // F(E), memoised on E while T's minimal pairs stay the same
    private final HashMap<BitKey, Integer> cache = new HashMap<>();

    GeneralizedMexRule(int order, int words, int[] mul, boolean[] isP) {
        this.order = order;
        this.words = words;
        this.mul = mul;
        this.isP = isP;
    }

    /** T's minimal pairs changed: the memoised values of F no longer hold. */
    void forgetValues() { cache.clear(); }

    private void ensureZ() {
        if (zBits != null) return;
        long[] z = new long[order * words];
        for (int x = 0; x < order; x++)
            for (int y = 0; y < order; y++)
                if (isP[mul[x * order + y]]) z[x * words + (y >>> 6)] |= 1L << y;
        zBits = z;
    }

    private boolean zIntersects(int x, int y) {
        for (int w = 0; w < words; w++) if ((zBits[x * words + w] & zBits[y * words + w]) != 0) return true;
        return false;
    }

    /** {@code y ∈ M_x} (Definition 5.1): no z with both xz, yz in P. */
    boolean inMeximal(int x, int y) {
        ensureZ();
        return !zIntersects(x, y);
    }

    /** F(E) of Theorem 5.5 over the transition algebra {@code tmin}, or -1 where it is undefined. */
    int mex(long[] e, TMin tmin) {
        BitKey key = new BitKey(e.clone());
        Integer c = cache.get(key);
        if (c != null) return c;
        int r = mexUncached(e, tmin);
        if (cache.size() > 100_000) cache.clear();
        cache.put(key, r);
        return r;
    }

    private int mexUncached(long[] e, TMin tmin) {
        ensureZ();
        int[] es = BitSets.members(e);
        for (int x = 0; x < order; x++) {
            boolean ok = true;
            for (int y : es) if (zIntersects(x, y)) { ok = false; break; }
            if (ok && satisfiesTransitionCondition(x, es, tmin)) return x;
        }
        return -1;
    }

    /** Condition (b)(ii) of Theorem 5.5 for candidate {@code x} and option values {@code es}. */
    private boolean satisfiesTransitionCondition(int x, int[] es, TMin tmin) {
        // the powers x^n, n >= 0, until they repeat
        IntList pow = new IntList();
        int[] seen = new int[order];
        Arrays.fill(seen, -1);
        int p = 0;
        while (seen[p] < 0) {
            seen[p] = pow.size;
            pow.add(p);
            p = mul[p * order + x];
        }
        // n ranges over 0..pow.size-1 (x^n then cycles, and so do the conditions)
        int count = pow.size;
        for (int n = 0; n < count; n++) {
            int u = mul[pow.get(n) * order + x]; // x^{n+1}
            long[] zu = Arrays.copyOfRange(zBits, u * words, u * words + words);
            long[] wn = new long[words]; // {y : x^n x' y in P for some x' in es}
            for (int xp : es) {
                int d = mul[pow.get(n) * order + xp];
                for (int w = 0; w < words; w++) wn[w] |= zBits[d * words + w];
            }
            if (!tmin.allSatisfy(zu, wn)) return false;
        }
        return true;
    }
}
