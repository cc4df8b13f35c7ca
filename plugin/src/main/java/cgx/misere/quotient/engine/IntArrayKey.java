package cgx.misere.quotient.engine;

import java.util.Arrays;

/** A position (a multiset of generators, sorted) as a hash key, compared by content. */
record IntArrayKey(int[] a) {
    @Override public boolean equals(Object o) { return o instanceof IntArrayKey k && Arrays.equals(a, k.a); }
    @Override public int hashCode() { return Arrays.hashCode(a); }
}
