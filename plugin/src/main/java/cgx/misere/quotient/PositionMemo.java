package cgx.misere.quotient;

import java.util.HashMap;

/**
 * Misère outcomes of positions (sorted multisets of generators), for the learner's exact search:
 * an open-addressing table of packed keys (6 bits a generator, up to 20 generators in two longs,
 * about 20 bytes an entry), with a map for positions that do not pack.
 */
final class PositionMemo {
    private static final int PER_LONG = 10, MAX_PACKED = 20, BITS = 6;
    private long[] k0 = new long[1 << 16], k1 = new long[1 << 16];
    private byte[] val = new byte[1 << 16]; // 0 empty, 1 N, 2 P
    private int mask = (1 << 16) - 1;
    private int packed;
    private final HashMap<QuotientBuilder.IntArrayKey, Boolean> other = new HashMap<>();

    int size() { return packed + other.size(); }

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
    Boolean get(int[] x) {
        if (!packs(x)) return other.get(new QuotientBuilder.IntArrayKey(x));
        long a = part(x, 0, PER_LONG), b = part(x, PER_LONG, MAX_PACKED);
        for (int s = slot(a, b); val[s] != 0; s = (s + 1) & mask)
            if (k0[s] == a && k1[s] == b) return val[s] == 2;
        return null;
    }

    void put(int[] x, boolean p) {
        if (!packs(x)) { other.put(new QuotientBuilder.IntArrayKey(x.clone()), p); return; }
        long a = part(x, 0, PER_LONG), b = part(x, PER_LONG, MAX_PACKED);
        int s = slot(a, b);
        for (; val[s] != 0; s = (s + 1) & mask)
            if (k0[s] == a && k1[s] == b) { val[s] = (byte) (p ? 2 : 1); return; }
        k0[s] = a;
        k1[s] = b;
        val[s] = (byte) (p ? 2 : 1);
        if (++packed * 2 > mask) grow();
    }

    private void grow() {
        long[] o0 = k0, o1 = k1;
        byte[] ov = val;
        int cap = (mask + 1) * 2;
        k0 = new long[cap];
        k1 = new long[cap];
        val = new byte[cap];
        mask = cap - 1;
        for (int i = 0; i < ov.length; i++) {
            if (ov[i] == 0) continue;
            int s = slot(o0[i], o1[i]);
            while (val[s] != 0) s = (s + 1) & mask;
            k0[s] = o0[i];
            k1[s] = o1[i];
            val[s] = ov[i];
        }
    }

    @Override public String toString() { return "PositionMemo(" + size() + ")"; }
}
