package cgx.scoring;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Outcome;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A scoring play game {@code <G^L | G^S | G^R>} (Stewart, Definition 1): sets of Left and Right
 * options and a score {@code G^S}. Values are immutable and hash-consed: equal games are the same
 * object, so equality is identity and sums, negatives and final scores are memoised per node.
 *
 * <p>The intern table and the sum/negation memos are caches owned by this class; they are bounded
 * by {@link #MAX_NODES} distinct games, past which construction fails with a clear error.
 */
public final class ScoringGame implements cgx.core.LatexForm {
    /** Most distinct games the intern table holds before construction refuses to go on. */
    public static final int MAX_NODES = 4_000_000;

    private static final Map<ScoringGame, ScoringGame> INTERN = new ConcurrentHashMap<>();
    private static final Map<Long, ScoringGame> SUMS = new ConcurrentHashMap<>();
    private static final AtomicInteger IDS = new AtomicInteger();
    private static final ScoringGame[] NONE = new ScoringGame[0];

    private final Rational score;
    private final ScoringGame[] left;
    private final ScoringGame[] right;
    private final int hash;
    private int id = -1;
    private int birthday;
    // memoised per node; benign races only (immutable results)
    private volatile Rational leftFinal;
    private volatile Rational rightFinal;
    private volatile ScoringGame negative;
    private volatile Boolean impartial;

    private ScoringGame(Rational score, ScoringGame[] left, ScoringGame[] right) {
        this.score = score;
        this.left = left;
        this.right = right;
        long h = score.hashCode();
        for (ScoringGame g : left) h = (h + g.id) * 0x9E3779B97F4A7C15L;
        h = (h + 0x5bd1e995L) * 0xC2B2AE3D27D4EB4FL;
        for (ScoringGame g : right) h = (h + g.id) * 0x9E3779B97F4A7C15L;
        this.hash = (int) (h ^ (h >>> 32));
    }

    // ------------------------------------------------------------------ construction

    /** The game with no options and score {@code s}. */
    public static ScoringGame number(Rational s) {
        return intern(new ScoringGame(s, NONE, NONE));
    }

    /** The game {@code <left | score | right>}; options are sets (duplicates merge, order does not matter). */
    public static ScoringGame of(Collection<ScoringGame> left, Rational score, Collection<ScoringGame> right) {
        return make(score, left.toArray(NONE), right.toArray(NONE));
    }

    private static ScoringGame make(Rational score, ScoringGame[] l, ScoringGame[] r) {
        return intern(new ScoringGame(score, canonical(l), canonical(r)));
    }

    private static ScoringGame[] canonical(ScoringGame[] opts) {
        if (opts.length <= 1) return opts;
        ScoringGame[] a = opts.clone();
        Arrays.sort(a, ScoringGame::compareCanonical);
        int n = 1;
        for (int i = 1; i < a.length; i++) if (a[i] != a[n - 1]) a[n++] = a[i];
        return n == a.length ? a : Arrays.copyOf(a, n);
    }

    private static ScoringGame intern(ScoringGame g) {
        ScoringGame old = INTERN.get(g);
        if (old != null) return old;
        if (INTERN.size() >= MAX_NODES) {
            throw new CgxException("scoring game too large: more than " + MAX_NODES + " distinct subpositions");
        }
        int b = 0;
        for (ScoringGame o : g.left) b = Math.max(b, o.birthday + 1);
        for (ScoringGame o : g.right) b = Math.max(b, o.birthday + 1);
        g.birthday = b;
        synchronized (INTERN) {
            old = INTERN.get(g);
            if (old != null) return old;
            g.id = IDS.getAndIncrement();
            INTERN.put(g, g);
            return g;
        }
    }

    /**
     * A total order used to list options canonically: by birthday, then score, then options.
     * Terminal scores come first, as in the paper's {@code {2, {11|4|-3} | 3 | 4, {9|2|-5}}}.
     */
    static int compareCanonical(ScoringGame a, ScoringGame b) {
        if (a == b) return 0;
        int c = Integer.compare(a.birthday, b.birthday);
        if (c != 0) return c;
        c = a.score.compareTo(b.score);
        if (c != 0) return c;
        c = compareArrays(a.left, b.left);
        if (c != 0) return c;
        return compareArrays(a.right, b.right);
    }

    private static int compareArrays(ScoringGame[] x, ScoringGame[] y) {
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = compareCanonical(x[i], y[i]);
            if (c != 0) return c;
        }
        return Integer.compare(x.length, y.length);
    }

    // ------------------------------------------------------------------ structure

    public Rational score() { return score; }
    public List<ScoringGame> leftOptions() { return List.of(left); }
    public List<ScoringGame> rightOptions() { return List.of(right); }
    public boolean isTerminal() { return left.length == 0 && right.length == 0; }
    /** Depth of the game tree (0 for a game with no options). */
    public int birthday() { return birthday; }

    /** Number of distinct subpositions (this game included) in the hash-consed game DAG. */
    public int subpositionCount() {
        IdentityHashMap<ScoringGame, Boolean> seen = new IdentityHashMap<>();
        ArrayList<ScoringGame> stack = new ArrayList<>();
        stack.add(this);
        seen.put(this, true);
        while (!stack.isEmpty()) {
            ScoringGame g = stack.remove(stack.size() - 1);
            for (ScoringGame[] side : new ScoringGame[][] {g.left, g.right}) {
                for (ScoringGame o : side) if (seen.put(o, true) == null) stack.add(o);
            }
        }
        return seen.size();
    }

    // ------------------------------------------------------------------ algebra

    /**
     * The long-rule disjunctive sum (Definition 4):
     * {@code G + H = <G^L + H, G + H^L | G^S + H^S | G^R + H, G + H^R>}. Memoised on the pair.
     */
    public ScoringGame plus(ScoringGame h) {
        ScoringGame g = this;
        if (g.id > h.id) {
            ScoringGame t = g;
            g = h;
            h = t;
        }
        // the packed pair times an odd constant: still one key per pair (a bijection of longs),
        // but Long.hashCode no longer folds it to g.id ^ h.id, which collides massively
        long key = (((long) g.id << 32) | (h.id & 0xffffffffL)) * 0x9E3779B97F4A7C15L;
        ScoringGame memo = SUMS.get(key);
        if (memo != null) return memo;
        Interrupts.check();
        ScoringGame[] l = new ScoringGame[g.left.length + h.left.length];
        ScoringGame[] r = new ScoringGame[g.right.length + h.right.length];
        int i = 0;
        for (ScoringGame o : g.left) l[i++] = o.plus(h);
        for (ScoringGame o : h.left) l[i++] = g.plus(o);
        i = 0;
        for (ScoringGame o : g.right) r[i++] = o.plus(h);
        for (ScoringGame o : h.right) r[i++] = g.plus(o);
        ScoringGame s = make(g.score.add(h.score), l, r);
        if (SUMS.size() < 4 * MAX_NODES) SUMS.put(key, s);
        return s;
    }

    /** {@code G + x}: every score shifted by {@code x} (the sum with the number {@code x}). */
    public ScoringGame plus(Rational x) {
        return x.signum() == 0 ? this : plus(number(x));
    }

    /** {@code -G = <-G^R | -G^S | -G^L>}: the players' roles exchanged. */
    public ScoringGame negate() {
        ScoringGame n = negative;
        if (n != null) return n;
        Interrupts.check();
        ScoringGame[] l = new ScoringGame[right.length];
        ScoringGame[] r = new ScoringGame[left.length];
        for (int i = 0; i < right.length; i++) l[i] = right[i].negate();
        for (int i = 0; i < left.length; i++) r[i] = left[i].negate();
        n = make(score.negate(), l, r);
        negative = n;
        n.negative = this;
        return n;
    }

    // ------------------------------------------------------------------ final scores and outcomes

    /**
     * {@code G_F^{SL}} (Definition 3): the final score when Left moves first and both play
     * perfectly. Under the long rule a player with no move ends the game: the score stands.
     */
    public Rational leftFinal() {
        Rational v = leftFinal;
        if (v != null) return v;
        if (left.length == 0) v = score;
        else {
            Interrupts.check();
            for (ScoringGame o : left) {
                Rational x = o.rightFinal();
                if (v == null || x.compareTo(v) > 0) v = x;
            }
        }
        leftFinal = v;
        return v;
    }

    /** {@code G_F^{SR}} (Definition 3): the final score when Right moves first, both playing perfectly. */
    public Rational rightFinal() {
        Rational v = rightFinal;
        if (v != null) return v;
        if (right.length == 0) v = score;
        else {
            Interrupts.check();
            for (ScoringGame o : right) {
                Rational x = o.leftFinal();
                if (v == null || x.compareTo(v) < 0) v = x;
            }
        }
        rightFinal = v;
        return v;
    }

    /**
     * The outcome class (Definition 6) from the signs of the final scores:
     * L if one is positive and the other non-negative, R symmetrically, N if Left-first is positive
     * and Right-first negative, P the reverse, T if both are zero.
     */
    public Outcome outcome() {
        int l = leftFinal().signum();
        int r = rightFinal().signum();
        if (l == 0 && r == 0) return Outcome.T;
        if (l >= 0 && r >= 0) return Outcome.L;
        if (l <= 0 && r <= 0) return Outcome.R;
        return l > 0 ? Outcome.N : Outcome.P;
    }

    /**
     * Impartiality (Definition 7), checked on every subposition: Left has a move iff Right has one,
     * and the options pair up as {@code g^L + (-G^S) = -(g^R + (-G^S))}, compared as game trees.
     * The paper states the pairing for every Left option; we require it both ways (every Right
     * option has its Left partner too), since otherwise Right could have moves Left lacks,
     * e.g. {@code <1|0|-1, -2>}, contrary to "both players have the same options".
     */
    public boolean isImpartial() {
        Boolean b = impartial;
        if (b != null) return b;
        Interrupts.check();
        boolean ok = (left.length == 0) == (right.length == 0);
        if (ok) {
            ScoringGame shift = number(score.negate());
            java.util.Set<ScoringGame> leftImages = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            java.util.Set<ScoringGame> rightImages = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            for (ScoringGame o : left) leftImages.add(o.plus(shift));
            for (ScoringGame o : right) rightImages.add(o.plus(shift).negate());
            ok = leftImages.equals(rightImages);
        }
        if (ok) for (ScoringGame o : left) if (!o.isImpartial()) { ok = false; break; }
        if (ok) for (ScoringGame o : right) if (!o.isImpartial()) { ok = false; break; }
        impartial = ok;
        return ok;
    }

    /**
     * The impartial partner of a Left option {@code g} at score {@code s}: the Right option
     * {@code r} with {@code g + (-s) = -(r + (-s))}, i.e. {@code r = -(g - s) + s}.
     */
    static ScoringGame mirror(ScoringGame g, Rational s) {
        return g.plus(s.negate()).negate().plus(s);
    }

    // ------------------------------------------------------------------ identity and printing

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof ScoringGame g) || g.hash != hash || !g.score.equals(score)) return false;
        // children are interned, so they compare by identity
        return identical(left, g.left) && identical(right, g.right);
    }

    private static boolean identical(ScoringGame[] a, ScoringGame[] b) {
        if (a.length != b.length) return false;
        for (int i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
        return true;
    }

    @Override
    public int hashCode() { return hash; }

    /** Longest printed form printed in full. */
    public static final long MAX_PRINTED = 2_000_000;

    /** {@code $\langle 2, \langle 11 \mid 4 \mid -3\rangle \mid 3 \mid 4\rangle$}: Stewart's notation in math. */
    @Override
    public String latex() {
        if (isTerminal()) return score.latex(); // the number s, as every family writes it
        StringBuilder b = new StringBuilder("$");
        for (char c : toString().toCharArray()) {
            if (c == '<') b.append("\\langle ");
            else if (c == '>') b.append("\\rangle ");
            else if (c == '|') b.append(" \\mid ");
            else b.append(c);
        }
        return b.append('$').toString();
    }

    /** Printed form {@code <GL|GS|GR>}, options separated by {@code ", "}; a game with no options prints as its score. */
    @Override
    public String toString() {
        long len = printedLength(new IdentityHashMap<>());
        if (len > MAX_PRINTED) {
            return "<scoring game of birthday " + birthday + " with " + subpositionCount()
                    + " distinct subpositions; its printed form would have about " + len + " characters>";
        }
        StringBuilder b = new StringBuilder((int) len);
        print(b);
        return b.toString();
    }

    private long printedLength(IdentityHashMap<ScoringGame, Long> memo) {
        Long m = memo.get(this);
        if (m != null) return m;
        long n = score.toString().length();
        if (!isTerminal()) {
            n += 4;
            for (ScoringGame o : left) n = Math.min(Long.MAX_VALUE / 4, n + 2 + o.printedLength(memo));
            for (ScoringGame o : right) n = Math.min(Long.MAX_VALUE / 4, n + 2 + o.printedLength(memo));
        }
        memo.put(this, n);
        return n;
    }

    private void print(StringBuilder b) {
        if (isTerminal()) {
            b.append(score);
            return;
        }
        b.append('<');
        side(b, left);
        b.append('|').append(score).append('|');
        side(b, right);
        b.append('>');
    }

    private static void side(StringBuilder b, ScoringGame[] opts) {
        for (int i = 0; i < opts.length; i++) {
            if (i > 0) b.append(", ");
            opts[i].print(b);
        }
    }
}
