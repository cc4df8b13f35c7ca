package cgx.scoring.octal;

import java.util.function.Supplier;

/**
 * A hash table from keys that are pairs of longs (hi, lo), never (0, 0), to a fixed number of long
 * values each: open addressing with linear probing in one {@code long[]}, a slot of {@code 2 +
 * values} longs (key high, key low, the values: three longs for one value, four, half a cache line,
 * for two), kept at most 0.6 full. Nothing is boxed. {@link GsEngine} keeps two: its memo of exact
 * values and its lower and upper bounds.
 */
final class LongPairTable {
    private final int stride, maxCapacity;
    private final Supplier<RuntimeException> tooLarge;
    private long[] t;
    private int mask, size;

    /**
     * A table of {@code capacity} slots (a power of two) of {@code values} values each; it doubles
     * as it fills, and throws {@code tooLarge}'s exception rather than grow past {@code maxCapacity}
     * slots or the free heap.
     */
    LongPairTable(int values, int capacity, int maxCapacity, Supplier<RuntimeException> tooLarge) {
        this.stride = 2 + values;
        this.maxCapacity = maxCapacity;
        this.tooLarge = tooLarge;
        this.t = new long[stride * capacity];
        this.mask = capacity - 1;
    }

    /** The keys stored. */
    int size() { return size; }

    /** The first value of key (hi, lo), or {@code absent} if the key is not stored. */
    long get(long hi, long lo, long absent) {
        long[] t = this.t;
        for (int i = slot(hi, lo, mask); ; i = (i + 1) & mask) {
            int b = stride * i;
            long kh = t[b], kl = t[b + 1];
            if (kh == hi && kl == lo) return t[b + 2];
            if (kh == 0 && kl == 0) return absent;
        }
    }

    /** The slot of key (hi, lo), or -1 if it is not stored. */
    int find(long hi, long lo) {
        for (int i = slot(hi, lo, mask); ; i = (i + 1) & mask) {
            int b = stride * i;
            if (t[b] == hi && t[b + 1] == lo) return i;
            if (t[b] == 0 && t[b + 1] == 0) return -1;
        }
    }

    /** Value {@code k} of the key at a slot (valid until the next key is added). */
    long value(int slot, int k) { return t[stride * slot + 2 + k]; }

    void setValue(int slot, int k, long v) { t[stride * slot + 2 + k] = v; }

    /** Sets the first value of key (hi, lo), adding the key if it is not stored. */
    void put(long hi, long lo, long v) {
        if (size + 1 > (mask + 1) * 0.6) grow();
        for (int i = slot(hi, lo, mask); ; i = (i + 1) & mask) {
            int b = stride * i;
            long kh = t[b], kl = t[b + 1];
            if (kh == 0 && kl == 0) {
                t[b] = hi;
                t[b + 1] = lo;
                t[b + 2] = v;
                size++;
                return;
            }
            if (kh == hi && kl == lo) {
                t[b + 2] = v;
                return;
            }
        }
    }

    /** Adds key (hi, lo), which must not be stored, with values 0; its slot. */
    int add(long hi, long lo) {
        if (size + 1 > (mask + 1) * 0.6) grow();
        int i = slot(hi, lo, mask);
        while (t[stride * i] != 0 || t[stride * i + 1] != 0) i = (i + 1) & mask;
        t[stride * i] = hi;
        t[stride * i + 1] = lo;
        size++;
        return i;
    }

    /** Twice the slots, the keys placed again; refused past the maximum or the free heap. */
    private void grow() {
        int cap = (mask + 1) * 2;
        if (cap <= 0 || cap > maxCapacity) throw tooLarge.get();
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if ((long) cap * 8 * stride > free * 0.9) throw tooLarge.get();
        long[] n;
        try {
            n = new long[stride * cap];
        } catch (OutOfMemoryError e) {
            throw tooLarge.get();
        }
        int m = cap - 1;
        for (int i = 0; i < t.length; i += stride) {
            if (t[i] == 0 && t[i + 1] == 0) continue;
            int j = slot(t[i], t[i + 1], m);
            while (n[stride * j] != 0 || n[stride * j + 1] != 0) j = (j + 1) & m;
            System.arraycopy(t, i, n, stride * j, stride);
        }
        t = n;
        mask = m;
    }

    private static int slot(long hi, long lo, int m) {
        long h = lo ^ (hi * 0x9E3779B97F4A7C15L);
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return (int) h & m;
    }
}
