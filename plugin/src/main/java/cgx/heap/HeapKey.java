package cgx.heap;

import java.util.Arrays;

/** A sorted multiset of heap sizes as a hash key (the array is not copied: do not modify it). */
public final class HeapKey {
    public final int[] heaps;
    private final int hash;

    public HeapKey(int[] heaps) {
        this.heaps = heaps;
        this.hash = Arrays.hashCode(heaps);
    }

    @Override public boolean equals(Object o) { return o instanceof HeapKey k && k.hash == hash && Arrays.equals(k.heaps, heaps); }
    @Override public int hashCode() { return hash; }
    @Override public String toString() { return Arrays.toString(heaps); }
}
