package cgx.misere.quotient.engine;

import cgx.core.EngineConfig;

import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * What a computation of {@link QuotientBuilder} leaves: the misère quotient (Plambeck–Siegel,
 * Definition 4.1) of generators g_1..g_gens as its multiplication table on {@code 0..order-1}
 * (0 the identity), its P-portion and the quotient map Φ on the generators, with the generators'
 * options, from which its transition algebra T (Definition 5.3) and the partial mex function F of
 * Theorem 5.5 are answered. Immutable: the arrays are copies no one writes, and the questions
 * about T are answered by a private engine rebuilt from this result on first use.
 */
public final class QuotientResult {
    private final int order;
    private final int[] mul;
    private final boolean[] isP;
    private final int[] phi; // phi[1..gens]
    private final int gens;
    private final int[][][] options; // options[i]: generator i's options, or null where optionSource gives them
    private final IntFunction<int[][]> optionSource;
    private final int maxT;
    private QuotientBuilder transitions; // T and F of this quotient, built on demand; guarded by this

    QuotientResult(QuotientBuilder b) {
        this.order = b.order;
        this.mul = b.mul.clone();
        this.isP = b.isP.clone();
        this.gens = b.gens;
        this.phi = Arrays.copyOf(b.phi, b.gens + 1);
        this.options = b.options.toArray(new int[0][][]);
        this.optionSource = b.optionSource;
        this.maxT = b.maxT;
    }

    public int order() { return order; }

    /** The number of generators (heaps 1..gens, or canonical forms). */
    public int generators() { return gens; }

    /** The multiplication table, {@code x·y} at {@code x*order + y} (a copy). */
    public int[] table() { return mul.clone(); }

    /**
     * The table itself, not a copy, for a value that keeps this result and never writes it (a
     * quotient of 13,816 elements has a table of 760 MB: a second copy would double that).
     */
    public int[] sharedTable() { return mul; }

    /** The P-portion as membership of each element (a copy). */
    public boolean[] pPortion() { return isP.clone(); }

    /** Φ of generators 1..gens at indices 1..gens (index 0 is the identity; a copy). */
    public int[] phi() { return phi.clone(); }

    /** Longs per bitset over the quotient's elements. */
    public int words() { return (order + 63) >>> 6; }

    private QuotientBuilder transitions() {
        if (transitions == null) {
            QuotientBuilder t = new QuotientBuilder(EngineConfig.defaults().withMaxOrder(Math.max(order, 2)), maxT, null);
            t.optionSource = optionSource;
            for (int i = 1; i <= gens; i++) {
                t.options.add(options[i]);
                t.weight.add(0);
            }
            t.gens = gens;
            t.install(order, mul, isP, phi.clone());
            transitions = t;
        }
        return transitions;
    }

    /** |T|. */
    public synchronized int transitionAlgebraSize() { return transitions().fullT().size; }

    /** x of the i-th element (x, E) of T. */
    public synchronized int transitionValue(int i) { return transitions().fullT().xs[i]; }

    /** E of the i-th element (x, E) of T, as a bitset over the quotient (a copy). */
    public synchronized long[] transitionOptions(int i) {
        TSet t = transitions().fullT();
        return Arrays.copyOfRange(t.es, i * t.words, (i + 1) * t.words);
    }

    /** {@code y ∈ M_x} (Definition 5.1): no z with both xz, yz in P. */
    public synchronized boolean inMeximal(int x, int y) { return transitions().inMeximal(x, y); }

    /** F(E) of Theorem 5.5 for a bitset E over the quotient, or -1 where it is undefined. */
    public synchronized int mex(long[] e) { return transitions().mex(e.clone()); }
}
