package cgx.amalgamation;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.util.Arrays;

/**
 * A position of Amalgamation Nim (Locke–Handley): a multiset of heaps. A move removes any
 * positive number of coins from one heap, or merges two non-empty heaps into one.
 * Immutable; held in canonical form (heaps ascending, empty heaps dropped), so
 * {@code [4, 0, 1]} and {@code [1, 4]} are the same position. Prints as
 * {@code AmalgamationNim([1, 4, 6])}.
 */
public final class AmalgamationNim {
    /** Largest number of heaps accepted. */
    public static final int MAX_HEAPS = 100_000;

    private final int[] heaps;
    private final int hash;

    private AmalgamationNim(int[] canonical) {
        this.heaps = canonical;
        this.hash = Arrays.hashCode(canonical);
    }

    /** The position with these heaps (any order, zeros allowed). */
    public static AmalgamationNim of(int... heaps) {
        int n = 0;
        for (int h : heaps) {
            if (h < 0) throw new CgxException("heaps must be non-negative, got " + h);
            if (h > 0) n++;
        }
        if (n > MAX_HEAPS) throw new CgxException("at most " + MAX_HEAPS + " heaps, got " + n);
        int[] c = new int[n];
        int i = 0;
        for (int h : heaps) if (h > 0) c[i++] = h;
        Arrays.sort(c);
        return new AmalgamationNim(c);
    }

    /** Wraps an array already in canonical form (ascending, positive); the caller gives it up. */
    static AmalgamationNim canonical(int[] sortedPositive) { return new AmalgamationNim(sortedPositive); }

    /**
     * The paper's heap-count notation {@code <b_1, ..., b_k>}: {@code b_j} heaps of height {@code j}.
     */
    public static AmalgamationNim fromCounts(int... counts) {
        long total = 0;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] < 0) throw new CgxException("counts must be non-negative, got " + counts[i] + " heaps of height " + (i + 1));
            total += counts[i];
        }
        if (total > MAX_HEAPS) throw new CgxException("at most " + MAX_HEAPS + " heaps, got " + total);
        int[] c = new int[(int) total];
        int k = 0;
        for (int i = 0; i < counts.length; i++) for (int t = 0; t < counts[i]; t++) c[k++] = i + 1;
        return new AmalgamationNim(c);
    }

    /** The heaps, ascending (a copy). */
    public int[] heaps() { return heaps.clone(); }

    int[] raw() { return heaps; }

    public int size() { return heaps.length; }

    /** {@code <b_1, ..., b_m>} with {@code m} the largest heap. */
    public int[] counts() {
        int m = heaps.length == 0 ? 0 : heaps[heaps.length - 1];
        int[] b = new int[m];
        for (int h : heaps) b[h - 1]++;
        return b;
    }

    /** The paper's {@code ε = Σ (1 + a_i)}, which every move decreases. */
    public long epsilon() {
        long e = 0;
        for (int h : heaps) e += 1L + h;
        return e;
    }

    public long coins() {
        long e = 0;
        for (int h : heaps) e += h;
        return e;
    }

    /** Lemma 6's mirror positions: every height occurs an even number of times. */
    public boolean isMirror() {
        for (int i = 0; i < heaps.length; ) {
            int k = i;
            while (k < heaps.length && heaps[k] == heaps[i]) k++;
            if (((k - i) & 1) != 0) return false;
            i = k;
        }
        return true;
    }

    @Override public boolean equals(Object o) {
        return o instanceof AmalgamationNim p && p.hash == hash && Arrays.equals(p.heaps, heaps);
    }

    @Override public int hashCode() { return hash; }

    @Override public String toString() {
        StringBuilder b = new StringBuilder("AmalgamationNim([");
        for (int i = 0; i < heaps.length; i++) {
            if (i > 0) b.append(", ");
            b.append(heaps[i]);
        }
        return b.append("])").toString();
    }
}
