package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Conway's normal-play games inside GS (spec §9): a Conway form embeds by writing ∅^0 for every
 * empty set of options, an order-preserving embedding. Here: integers n^ (a chain of n waiting
 * moves), dyadic rationals in Conway's canonical form {x − 2^-k | x + 2^-k}, nimbers ∗n, ↑ and ↓,
 * and any form given by its options.
 */
public final class Conway {
    private static final int MAX_INTEGER = 100_000;

    private Conway() {}

    /** n^: {@code <(n−1)^ | ∅^0>} for n > 0, {@code <∅^0 | (n+1)^>} for n < 0, 0 for 0. */
    public static GsGame integer(long n) {
        if (Math.abs(n) > MAX_INTEGER) throw new CgxException("the embedded integer " + n + " would be a chain of more than " + MAX_INTEGER + " moves");
        return n >= 0 ? Waiting.left(Rational.ZERO, (int) n) : Waiting.right(Rational.ZERO, (int) -n);
    }

    /** x^ for a dyadic rational x: an integer's chain, else Conway's {x − 2^-k | x + 2^-k} with 2^k x's denominator. */
    public static GsGame dyadic(Rational x) {
        if (x.isInteger()) return integer(x.longValueExact("the embedded integer"));
        BigInteger d = x.denominator();
        if (d.bitCount() != 1) throw new CgxException("only dyadic rationals (denominator a power of 2) are Conway numbers with a finite form; got " + x);
        if (d.bitLength() > 64) throw new CgxException("the dyadic " + x + " is too deep to embed");
        Rational step = Rational.of(BigInteger.ONE, d);
        return GsGame.of(List.of(dyadic(x.subtract(step))), List.of(dyadic(x.add(step))));
    }

    /** ∗n = {@code <∗0,…,∗(n−1) | ∗0,…,∗(n−1)>}, ∗0 = 0. */
    public static GsGame star(int n) {
        if (n < 0) throw new CgxException("a nimber *n needs n >= 0, got " + n);
        if (n > 1000) throw new CgxException("*" + n + " is too large to embed (at most *1000)");
        List<GsGame> below = new ArrayList<>();
        GsGame g = GsGame.number(0);
        for (int i = 0; i < n; i++) {
            below.add(g);
            g = GsGame.of(below, below);
        }
        return g;
    }

    /** ↑ = {@code <0 | ∗>}. */
    public static GsGame up() { return GsGame.of(List.of(GsGame.number(0)), List.of(star(1))); }

    /** ↓ = {@code <∗ | 0>}. */
    public static GsGame down() { return up().conjugate(); }

    /**
     * The embedding of a Conway form given by its Left and Right options (any type {@code T}): an
     * empty set of options becomes ∅^0. Memoised per call, so shared subpositions are embedded once.
     */
    public static <T> GsGame embed(T form, Function<T, List<T>> leftOptions, Function<T, List<T>> rightOptions) {
        return new Object() {
            final java.util.Map<T, GsGame> done = new java.util.HashMap<>();

            GsGame go(T f) {
                GsGame g = done.get(f);
                if (g != null) return g;
                List<GsGame> l = new ArrayList<>(), r = new ArrayList<>();
                for (T o : leftOptions.apply(f)) l.add(go(o));
                for (T o : rightOptions.apply(f)) r.add(go(o));
                g = GsGame.of(l.isEmpty() ? Rational.ZERO : null, l, r.isEmpty() ? Rational.ZERO : null, r);
                done.put(f, g);
                return g;
            }
        }.go(form);
    }

    /** True if the form is in the image of the embedding: every adornment is 0 and no atom but 0. */
    public static boolean isConway(GsGame g) {
        if (g.isAtom()) return g.isNumber() && g.leftAdornment.signum() == 0;
        if (g.leftAdornment != null && g.leftAdornment.signum() != 0) return false;
        if (g.rightAdornment != null && g.rightAdornment.signum() != 0) return false;
        for (GsGame o : g.left) if (!isConway(o)) return false;
        for (GsGame o : g.right) if (!isConway(o)) return false;
        return true;
    }

    /** A Conway form in brace notation ({@code {0|{0|}}}, {@code {|}} for 0), for a form {@link #isConway}. */
    public static String braces(GsGame g) {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < g.left.length; i++) b.append(i > 0 ? "," : "").append(braces(g.left[i]));
        b.append('|');
        for (int i = 0; i < g.right.length; i++) b.append(i > 0 ? "," : "").append(braces(g.right[i]));
        return b.append('}').toString();
    }
}
