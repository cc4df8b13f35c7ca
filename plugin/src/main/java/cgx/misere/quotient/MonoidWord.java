package cgx.misere.quotient;

import java.util.Arrays;

/**
 * An element of a misère quotient written as a word in its generators, as in the papers:
 * {@code 1}, {@code a}, {@code ab^2}, {@code b^3c}. Immutable; equal when the same quotient element
 * is meant by the same word. Its worksheet text ({@link #text}) reads back in a session where its
 * quotient is known: {@code ab^2} is the name {@code ab} raised to 2, which the quotient's plug-in
 * reads as the paper does, a·b² ({@link #spelledPrefix}); an exponent followed by a generator is
 * written with {@code *} ({@code b^3*c}).
 */
public final class MonoidWord {
    private final String[] names;
    private final int[] exps;
    final int element;
    final MisereQuotient quotient; // null for words printed inside a presentation
    /** For a word read from a bare name such as {@code ab}: the element of all but its last generator, else -1. */
    final int spelledPrefix;
    /** For a word read from a bare name: the element of its last generator, else -1. */
    final int spelledLast;

    MonoidWord(String[] names, int[] exps, int element) { this(names, exps, element, null, -1, -1); }

    MonoidWord(String[] names, int[] exps, int element, MisereQuotient quotient, int spelledPrefix, int spelledLast) {
        this.names = names;
        this.exps = exps;
        this.element = element;
        this.quotient = quotient;
        this.spelledPrefix = spelledPrefix;
        this.spelledLast = spelledLast;
    }

    /** The worksheet text: as {@link #toString}, with {@code *} after an exponent followed by a generator. */
    public String text() {
        StringBuilder b = new StringBuilder();
        boolean afterExponent = false;
        for (int i = 0; i < exps.length; i++) {
            if (exps[i] == 0) continue;
            if (afterExponent) b.append('*');
            b.append(names[i]);
            afterExponent = exps[i] > 1;
            if (afterExponent) b.append('^').append(exps[i]);
        }
        return b.length() == 0 ? "1" : b.toString();
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
