package cgx.misere.quotient;

import java.util.Arrays;

/**
 * An element of a misère quotient written as a word in its generators, printed as in the
 * papers: {@code 1}, {@code a}, {@code ab^2}, {@code b^3c}. Immutable; equal when the same
 * quotient element is meant by the same word.
 */
public final class MonoidWord {
    private final String[] names;
    private final int[] exps;
    final int element;

    MonoidWord(String[] names, int[] exps, int element) {
        this.names = names;
        this.exps = exps;
        this.element = element;
    }

    /** The exponent of generator {@code i} (0-based). */
    public int exponent(int i) { return exps[i]; }

    @Override public String toString() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < exps.length; i++) {
            if (exps[i] == 0) continue;
            b.append(names[i]);
            if (exps[i] > 1) b.append('^').append(exps[i]);
        }
        return b.length() == 0 ? "1" : b.toString();
    }

    @Override public boolean equals(Object o) { return o instanceof MonoidWord w && Arrays.equals(exps, w.exps) && Arrays.equals(names, w.names); }
    @Override public int hashCode() { return Arrays.hashCode(exps); }
}
