package cgx.misere.quotient.engine;

import java.util.Arrays;

/**
 * A bitset over a quotient's elements (or such a set with extra words, e.g. a pair (x, E) of the
 * transition algebra) as a hash key, compared by content. The array must not change while it is a key.
 */
public record BitKey(long[] b) {
    @Override public boolean equals(Object o) { return o instanceof BitKey k && Arrays.equals(b, k.b); }
    @Override public int hashCode() { return Arrays.hashCode(b); }
}
