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
     * empty set of options becomes ∅^0, options listed in {@link FormOrder}. Memoised per call, so shared subpositions are embedded once.
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
                l.sort(FormOrder.INSTANCE);
                r.sort(FormOrder.INSTANCE);
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

    /**
     * Reads a Conway form in brace notation: {@code {L|R}} with comma-separated options, integers,
     * dyadic rationals {@code p/q}, {@code *} and {@code *n}, {@code ^} (up) and {@code v} (down).
     */
    public static GsGame parseBraces(String text) {
        int[] at = {0};
        GsGame g = braceGame(text, at);
        skip(text, at);
        if (at[0] < text.length()) throw braceError(text, at[0], "unexpected '" + text.charAt(at[0]) + "'");
        return g;
    }

    private static GsGame braceGame(String s, int[] at) {
        skip(s, at);
        if (at[0] >= s.length()) throw braceError(s, at[0], "expected a game");
        char c = s.charAt(at[0]);
        if (c == '{') {
            at[0]++;
            List<GsGame> l = braceList(s, at, '|');
            at[0]++;
            List<GsGame> r = braceList(s, at, '}');
            at[0]++;
            return GsGame.of(l.isEmpty() ? Rational.ZERO : null, l, r.isEmpty() ? Rational.ZERO : null, r);
        }
        if (c == '^') { at[0]++; return up(); }
        if (c == 'v') { at[0]++; return down(); }
        int start = at[0];
        if (c == '*') {
            at[0]++;
            while (at[0] < s.length() && Character.isDigit(s.charAt(at[0]))) at[0]++;
            String n = s.substring(start + 1, at[0]);
            if (n.length() > 4) throw braceError(s, start, "nimber too large");
            return star(n.isEmpty() ? 1 : Integer.parseInt(n));
        }
        if (c == '-') at[0]++;
        while (at[0] < s.length() && (Character.isDigit(s.charAt(at[0])) || s.charAt(at[0]) == '/')) at[0]++;
        String t = s.substring(start, at[0]);
        if (t.isEmpty() || t.equals("-")) throw braceError(s, start, "expected a game");
        Rational x;
        try {
            x = Rational.parse(t); // integers and p/q
        } catch (RuntimeException e) {
            throw braceError(s, start, "malformed number " + t);
        }
        return dyadic(x);
    }

    private static List<GsGame> braceList(String s, int[] at, char end) {
        List<GsGame> out = new ArrayList<>();
        skip(s, at);
        if (at[0] < s.length() && s.charAt(at[0]) == end) return out;
        while (true) {
            out.add(braceGame(s, at));
            skip(s, at);
            if (at[0] >= s.length()) throw braceError(s, at[0], "expected '" + end + "'");
            char c = s.charAt(at[0]);
            if (c == end) return out;
            if (c != ',') throw braceError(s, at[0], "expected ',' or '" + end + "'");
            at[0]++;
        }
    }

    private static void skip(String s, int[] at) {
        while (at[0] < s.length() && Character.isWhitespace(s.charAt(at[0]))) at[0]++;
    }

    private static CgxException braceError(String s, int i, String m) {
        return new CgxException("Conway form " + s + ": column " + (i + 1) + ": " + m);
    }
}
