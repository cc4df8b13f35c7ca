package cgx.misere.quotient.engine;

import java.util.HashMap;

/**
 * Misère outcomes of positions (sorted multisets of generators), for the learner's exact search:
 * an open-addressing table of packed keys (6 bits a generator, up to 20 generators in two longs,
 * about 20 bytes an entry), with a map for positions that do not pack.
 */
public final class PositionMemo {
    private static final int PER_LONG = 10, MAX_PACKED = 20, BITS = 6;
    // slot s holds its key's two halves at t[2s] and t[2s+1] (one cache line a probe); the second
    // half (60 bits) carries the flags: present, and the outcome
    private static final long PRESENT = 1L << 62, P_FLAG = 1L << 61, KEY_BITS = (1L << 60) - 1;
    // small at first: a learner makes 64 of these at each split (StripedPositionMemo), and 0.35
    // splits at nearly every heap (64 tables of 1 MB each were a tenth of its run); they double as they fill
    private long[] t = new long[2 << 10];
    private int mask = (1 << 10) - 1;
    private int packed;
    private final HashMap<QuotientBuilder.IntArrayKey, Boolean> other = new HashMap<>();

    public int size() { return packed + other.size(); }

    private static boolean packs(int[] x) {
        if (x.length > MAX_PACKED) return false;
        for (int h : x) if (h <= 0 || h >= 1 << BITS) return false;
        return true;
    }

    // a position packs into (a, b): its generators 0..9 in a, 10..19 in b, 6 bits each; all are
    // at least 1, so the highest non-zero digit tells the length and the packing is injective
    private static long part(int[] x, int from, int to) {
        long v = 0;
        for (int i = from; i < Math.min(to, x.length); i++) v = v << BITS | x[i];
        return v;
    }

    private int slot(long a, long b) {
        long h = (a * 0x9E3779B97F4A7C15L) ^ (b * 0xC2B2AE3D27D4EB4FL);
        h ^= h >>> 31;
        return (int) h & mask;
    }

    /** The stored outcome (true = P), or null. */
    public Boolean get(int[] x) {
        if (!packs(x)) return other.get(new QuotientBuilder.IntArrayKey(x));
        long a = part(x, 0, PER_LONG), b = part(x, PER_LONG, MAX_PACKED);
        for (int s = slot(a, b); ; s = (s + 1) & mask) {
            long tb = t[2 * s + 1];
            if (tb == 0) return null;
            if ((tb & KEY_BITS) == b && t[2 * s] == a) return (tb & P_FLAG) != 0;
        }
    }

    public void put(int[] x, boolean p) {
        if (!packs(x)) { other.put(new QuotientBuilder.IntArrayKey(x.clone()), p); return; }
        long a = part(x, 0, PER_LONG), b = part(x, PER_LONG, MAX_PACKED);
        long tb = b | PRESENT | (p ? P_FLAG : 0);
        int s = slot(a, b);
        for (; t[2 * s + 1] != 0; s = (s + 1) & mask)
            if ((t[2 * s + 1] & KEY_BITS) == b && t[2 * s] == a) { t[2 * s + 1] = tb; return; }
        t[2 * s] = a;
        t[2 * s + 1] = tb;
        if (++packed * 2 > mask) grow();
    }

    private void grow() {
        long[] o = t;
        int cap = (mask + 1) * 2;
        t = new long[2 * cap];
        mask = cap - 1;
        for (int i = 0; i < o.length; i += 2) {
            if (o[i + 1] == 0) continue;
            int s = slot(o[i], o[i + 1] & KEY_BITS);
            while (t[2 * s + 1] != 0) s = (s + 1) & mask;
            t[2 * s] = o[i];
            t[2 * s + 1] = o[i + 1];
        }
    }

    @Override public String toString() { return "PositionMemo(" + size() + ")"; }
}
