package cgx.misere.quotient.engine;

import java.util.Arrays;

/** An open-addressing map from long keys (not Long.MIN_VALUE) to ints; absent keys give -1. */
public final class LongIntMap {
    private static final long EMPTY = Long.MIN_VALUE;
    private long[] keys = new long[1 << 10];
    private int[] vals = new int[1 << 10];
    private int size;

    public LongIntMap() { Arrays.fill(keys, EMPTY); }

    private static int slot(long k, int mask) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    /** The value of key k, or -1 if absent. */
    public int get(long k) {
        int mask = keys.length - 1;
        for (int i = slot(k, mask); ; i = (i + 1) & mask) {
            long c = keys[i];
            if (c == EMPTY) return -1;
            if (c == k) return vals[i];
        }
    }

    public void put(long k, int v) {
        if (2 * (size + 1) > keys.length) grow();
        int mask = keys.length - 1;
        for (int i = slot(k, mask); ; i = (i + 1) & mask) {
            if (keys[i] == EMPTY) { keys[i] = k; vals[i] = v; size++; return; }
            if (keys[i] == k) { vals[i] = v; return; }
        }
    }

    public int size() { return size; }

    private void grow() {
        long[] ok = keys;
        int[] ov = vals;
        keys = new long[ok.length * 2];
        vals = new int[ok.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < ok.length; i++) if (ok[i] != EMPTY) put(ok[i], ov[i]);
    }
}
