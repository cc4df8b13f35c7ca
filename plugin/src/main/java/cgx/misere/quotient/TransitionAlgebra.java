package cgx.misere.quotient;

import cgx.core.CgxException;

import java.util.ArrayList;
import java.util.List;

/**
 * The transition algebra T(A) = {(Φ(G), Φ''G)} of a misère quotient (Plambeck–Siegel,
 * Definition 5.3), with the meximal sets M_x (Definition 5.1) and the partial mex function F of
 * the Generalized Mex Rule (Theorem 5.5). Immutable view of a computed quotient.
 */
public final class TransitionAlgebra {
    final MisereQuotient q;

    TransitionAlgebra(MisereQuotient q) { this.q = q; }

    public MisereQuotient quotient() { return q; }

    public int size() { return q.builder.fullT().size; }

    private List<MonoidWord> words(long[] bits) {
        List<Integer> xs = new ArrayList<>();
        for (int v : QuotientBuilder.bits(bits)) xs.add(v);
        xs.sort(q.wordOrder());
        return q.words(xs);
    }

    /** An element (x, E) of T: x = Φ(G) and E = Φ''G, the values of G's options. */
    public record Element(MonoidWord x, List<MonoidWord> options) {}

    /** The elements (x, E) (at most 5000 of them). */
    public List<Element> elements() {
        TSet t = q.builder.fullT();
        if (t.size > 5000) throw new CgxException(t.size + " elements of the transition algebra are too many to list");
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < t.size; i++) {
            long[] e = java.util.Arrays.copyOfRange(t.es, i * t.words, (i + 1) * t.words);
            out.add(new Element(q.word(t.xs[i]), words(e)));
        }
        return out;
    }

    /** M_x = {y : no z with xz, yz ∈ P} (Definition 5.1). */
    public List<MonoidWord> meximalSet(int x) { return words(meximalBits(x)); }

    public List<MonoidWord> meximalSet(String x) { return meximalSet(q.element(x)); }

    long[] meximalBits(int x) {
        long[] m = new long[q.builder.words];
        for (int y = 0; y < q.order; y++) if (q.builder.inMeximal(x, y)) m[y >>> 6] |= 1L << y;
        return m;
    }

    /** F(E) (Theorem 5.5): the value of a game whose options have values E (elements), when adjoining it keeps the quotient; null otherwise. */
    public MonoidWord mex(int[] options) {
        long[] e = new long[q.builder.words];
        for (int y : options) e[y >>> 6] |= 1L << y;
        if (options.length == 0) return q.word(0);
        int x = q.builder.mex(e);
        return x < 0 ? null : q.word(x);
    }

    /** F(E) for options given as words. */
    public MonoidWord mex(List<String> options) { return mex(options.stream().mapToInt(q::element).toArray()); }

    public List<List<MonoidWord>> lowerBounds(String x) { return lowerBounds(q.element(x)); }

    /** The antichain of minimal non-empty E ⊆ M_x with F(E) = x (Figure 3); M_x must have at most 16 elements. */
    public List<List<MonoidWord>> lowerBounds(int x) {
        int[] m = QuotientBuilder.bits(meximalBits(x));
        if (m.length > 16) throw new CgxException("the meximal set has " + m.length + " elements (at most 16)");
        List<Integer> good = new ArrayList<>();
        for (int mask = 1; mask < 1 << m.length; mask++) {
            long[] e = new long[q.builder.words];
            for (int i = 0; i < m.length; i++) if ((mask >> i & 1) != 0) e[m[i] >>> 6] |= 1L << m[i];
            if (q.builder.mex(e) == x) good.add(mask);
        }
        List<List<MonoidWord>> out = new ArrayList<>();
        for (int a : good) {
            boolean minimal = true;
            for (int b : good) if (b != a && (b & a) == b) { minimal = false; break; }
            if (!minimal) continue;
            long[] e = new long[q.builder.words];
            for (int i = 0; i < m.length; i++) if ((a >> i & 1) != 0) e[m[i] >>> 6] |= 1L << m[i];
            out.add(words(e));
        }
        return out;
    }

    @Override public String toString() { return "TransitionAlgebra(" + q.titleText() + "): |T| = " + size() + ", |Q| = " + q.order; }
}
