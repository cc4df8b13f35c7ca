package cgx.misere.quotient.engine;

import java.util.HashMap;

/**
 * Misère outcomes of positions (sorted multisets of generators), for the learner's exact search:
 * an open-addressing table of packed keys (two longs an entry, about 20 bytes), with a map for
 * positions that do not pack. A position packs at the narrowest of three widths its largest
 * generator allows: 6 bits a generator (up to 63; 10 in each long, 20 in all), 7 bits (up to
 * 127; 9 and 8, 17 in all) or 8 bits (up to 255; 8 and 7, 15 in all); the width is part of the
 * key. (0.145's splits from heap 67 on kept every position in the map when only 6 bits packed:
 * more than half of their time went to hashing boxed keys.)
 */
public final class PositionMemo {
    // per width class c (6, 7, 8 bits): generators in the first long, in the second, and the largest generator
    private static final int[] BITS = {6, 7, 8}, IN_A = {10, 9, 8}, IN_B = {10, 8, 7}, MAX_GEN = {63, 127, 255};
    // slot s holds its key's two halves at t[2s] and t[2s+1] (one cache line a probe); the second
    // half carries the key's last generators in bits 0..59, its width class in bits 60 and 63, and
    // the flags: present (62) and the outcome (61)
    private static final long PRESENT = 1L << 62, P_FLAG = 1L << 61, KEY_BITS = (1L << 60) - 1;
    private static final long KEY_MASK = KEY_BITS | 1L << 60 | 1L << 63;
    // small at first: a learner makes 64 of these at each split (StripedPositionMemo), and 0.35
    // splits at nearly every heap (64 tables of 1 MB each were a tenth of its run); they double as they fill
    private long[] t = new long[2 << 4];
    private int mask = (1 << 4) - 1;
    private int packed;
    private final HashMap<IntArrayKey, Boolean> other = new HashMap<>();

    public int size() { return packed + other.size(); }

    /** The width class a sorted position packs at (0, 1, 2), or -1 if it does not pack. */
    private static int widthClass(int[] x) {
        int max = 0;
        for (int h : x) {
            if (h <= 0) return -1;
            max = Math.max(max, h);
        }
        for (int c = 0; c < BITS.length; c++) if (max <= MAX_GEN[c]) return x.length <= IN_A[c] + IN_B[c] ? c : -1;
        return -1;
    }

    // a position packs into (a, b): its first generators in a, the rest in b, BITS[c] bits each;
    // all are at least 1, so the highest non-zero digit tells the length and the packing is
    // injective for each width (the width class is stored with b)
    private static long part(int[] x, int from, int to, int bits) {
        long v = 0;
        for (int i = from; i < Math.min(to, x.length); i++) v = v << bits | x[i];
        return v;
    }

    private static long tag(int c) { return (long) (c & 1) << 60 | (long) (c >>> 1) << 63; }

    private int slot(long a, long b) {
        long h = (a * 0x9E3779B97F4A7C15L) ^ (b * 0xC2B2AE3D27D4EB4FL);
        h ^= h >>> 31;
        return (int) h & mask;
    }

    /** The stored outcome (true = P), or null. */
    public Boolean get(int[] x) {
        int c = widthClass(x);
        if (c < 0) return other.get(new IntArrayKey(x));
        long a = part(x, 0, IN_A[c], BITS[c]), b = part(x, IN_A[c], IN_A[c] + IN_B[c], BITS[c]) | tag(c);
        for (int s = slot(a, b); ; s = (s + 1) & mask) {
            long tb = t[2 * s + 1];
            if (tb == 0) return null;
            if ((tb & KEY_MASK) == b && t[2 * s] == a) return (tb & P_FLAG) != 0;
        }
    }

    public void put(int[] x, boolean p) {
        int c = widthClass(x);
        if (c < 0) { other.put(new IntArrayKey(x.clone()), p); return; }
        long a = part(x, 0, IN_A[c], BITS[c]), b = part(x, IN_A[c], IN_A[c] + IN_B[c], BITS[c]) | tag(c);
        long tb = b | PRESENT | (p ? P_FLAG : 0);
        int s = slot(a, b);
        for (; t[2 * s + 1] != 0; s = (s + 1) & mask)
            if ((t[2 * s + 1] & KEY_MASK) == b && t[2 * s] == a) { t[2 * s + 1] = tb; return; }
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
            int s = slot(o[i], o[i + 1] & KEY_MASK);
            while (t[2 * s + 1] != 0) s = (s + 1) & mask;
            t[2 * s] = o[i];
            t[2 * s + 1] = o[i + 1];
        }
    }

    @Override public String toString() { return "PositionMemo(" + size() + ")"; }
}
