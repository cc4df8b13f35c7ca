package cgx.misere.quotient;

import cgx.misere.quotient.engine.QuotientResult;
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

    private final QuotientResult r;

    TransitionAlgebra(MisereQuotient q) {
        if (q.result == null) throw new CgxException("a quotient given by a presentation has no transition algebra: T is made of games' options");
        this.q = q;
        this.r = q.result;
    }

    public MisereQuotient quotient() { return q; }

    public int size() { return r.transitionAlgebraSize(); }

    /** The elements of a bitset over the quotient. */
    private static int[] members(long[] bits) {
        int n = 0;
        for (long w : bits) n += Long.bitCount(w);
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < bits.length; i++)
            for (long w = bits[i]; w != 0; w &= w - 1) out[k++] = i * 64 + Long.numberOfTrailingZeros(w);
        return out;
    }

    private List<MonoidWord> words(long[] bits) {
        List<Integer> xs = new ArrayList<>();
        for (int v : members(bits)) xs.add(v);
        xs.sort(q.wordOrder());
        return q.words(xs);
    }

    /** An element (x, E) of T: x = Φ(G) and E = Φ''G, the values of G's options. */
    public record Element(MonoidWord x, List<MonoidWord> options) {}

    /** The elements (x, E) (at most 5000 of them). */
    public List<Element> elements() {
        int size = size();
        if (size > 5000) throw new CgxException(size + " elements of the transition algebra are too many to list");
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < size; i++) out.add(new Element(q.word(r.transitionValue(i)), words(r.transitionOptions(i))));
        return out;
    }

    /** M_x = {y : no z with xz, yz ∈ P} (Definition 5.1). */
    public List<MonoidWord> meximalSet(int x) { return words(meximalBits(x)); }

    public List<MonoidWord> meximalSet(String x) { return meximalSet(q.element(x)); }

    long[] meximalBits(int x) {
        long[] m = new long[r.words()];
        for (int y = 0; y < q.order; y++) if (r.inMeximal(x, y)) m[y >>> 6] |= 1L << y;
        return m;
    }

    /** F(E) (Theorem 5.5): the value of a game whose options have values E (elements), when adjoining it keeps the quotient; null otherwise. */
    public MonoidWord mex(int[] options) {
        long[] e = new long[r.words()];
        for (int y : options) e[y >>> 6] |= 1L << y;
        if (options.length == 0) return q.word(0);
        int x = r.mex(e);
        return x < 0 ? null : q.word(x);
    }

    /** F(E) for options given as words. */
    public MonoidWord mex(List<String> options) { return mex(options.stream().mapToInt(q::element).toArray()); }

    public List<List<MonoidWord>> lowerBounds(String x) { return lowerBounds(q.element(x)); }

    /** The antichain of minimal non-empty E ⊆ M_x with F(E) = x (Figure 3); M_x must have at most 16 elements. */
    public List<List<MonoidWord>> lowerBounds(int x) {
        int[] m = members(meximalBits(x));
        if (m.length > 16) throw new CgxException("the meximal set has " + m.length + " elements (at most 16)");
        List<Integer> good = new ArrayList<>();
        for (int mask = 1; mask < 1 << m.length; mask++) {
            long[] e = new long[r.words()];
            for (int i = 0; i < m.length; i++) if ((mask >> i & 1) != 0) e[m[i] >>> 6] |= 1L << m[i];
            if (r.mex(e) == x) good.add(mask);
        }
        List<List<MonoidWord>> out = new ArrayList<>();
        for (int a : good) {
            boolean minimal = true;
            for (int b : good) if (b != a && (b & a) == b) { minimal = false; break; }
            if (!minimal) continue;
            long[] e = new long[r.words()];
            for (int i = 0; i < m.length; i++) if ((a >> i & 1) != 0) e[m[i] >>> 6] |= 1L << m[i];
            out.add(words(e));
        }
        return out;
    }

    /** The call that computes this algebra again, e.g. {@code TransitionAlgebra(*2)}: its printed form. */
    public String call() { return "TransitionAlgebra(" + q.arguments() + ")"; }

    /** |T| and |Q|. */
    public String summary() { return "|T| = " + size() + ", |Q| = " + q.order; }

    @Override public String toString() { return "TransitionAlgebra(" + q.titleText() + "): " + summary(); }

    @Override public boolean equals(Object o) { return o instanceof TransitionAlgebra t && t.q.equals(q); }

    @Override public int hashCode() { return q.hashCode() * 7 + 1; }
}
