package cgx.heap;

import cgx.core.CgxException;

import java.util.Arrays;
import java.util.TreeSet;

/**
 * A subtraction game: remove {@code k} beans from a heap for {@code k} in the subtraction set
 * (Winning Ways ch. 4), or with {@code allBut}, for every {@code k >= 1} not in the set (an
 * all-but subtraction game; CGSuite's {@code Subtraction(set, allbut => true)}). A finite
 * subtraction game is the octal game with {@code d_k = 3} for {@code k} in the set
 * ({@code Subtraction([1, 2, 5])} is {@code 0.33003}); an all-but game has infinitely many
 * non-zero digits, so the Periodicity Theorem does not apply to it. Immutable.
 */
public final class Subtraction implements HeapRuleset {
    /** Largest element of a subtraction set. */
    public static final int MAX_ELEMENT = 100_000;
    private final int[] set; // ascending, distinct, >= 1
    private final boolean allBut;
    private final TakeAndBreakCode code; // null for all-but games

    private Subtraction(int[] set, boolean allBut) {
        this.set = set;
        this.allBut = allBut;
        if (allBut) {
            code = null;
        } else {
            int[] d = new int[set[set.length - 1] + 1];
            for (int k : set) d[k] = 3;
            code = TakeAndBreakCode.ofDigits(d);
        }
    }

    /** The subtraction game of {@code set} (or all but {@code set}); elements are positive integers. */
    public static Subtraction of(int[] set, boolean allBut) {
        TreeSet<Integer> s = new TreeSet<>();
        for (int k : set) {
            if (k < 1) throw new CgxException("a subtraction set holds positive integers, got " + k);
            if (k > MAX_ELEMENT) throw new CgxException("subtraction set element " + k + " is too large (at most " + MAX_ELEMENT + ")");
            s.add(k);
        }
        if (s.isEmpty() && !allBut) throw new CgxException("a subtraction set must not be empty");
        return new Subtraction(s.stream().mapToInt(Integer::intValue).toArray(), allBut);
    }

    /** The subtraction set (ascending; for an all-but game, the sizes that may not be taken). */
    public int[] set() { return set.clone(); }

    public boolean isAllBut() { return allBut; }

    /** The equivalent octal code ({@code 0.33003} for {@code [1, 2, 5]}), or null for an all-but game. */
    public TakeAndBreakCode code() { return code; }

    /** True if {@code k} beans may be taken. */
    public boolean mayTake(int k) { return k >= 1 && (Arrays.binarySearch(set, k) >= 0) != allBut; }

    @Override public int[][] options(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        if (code != null) return code.options(n);
        // all-but: every k in 1..n not in the set; the heap left is n - k (none when k = n)
        int[][] out = new int[n][];
        int m = 0;
        for (int k = n; k >= 1; k--) if (mayTake(k)) out[m++] = k == n ? new int[0] : new int[] {n - k};
        return Arrays.copyOf(out, m);
    }

    /** The last non-zero digit of the equivalent octal code; -1 for an all-but game (infinitely many non-zero digits). */
    @Override public int periodicityDigit() { return code == null ? -1 : code.maxTake(); }

    @Override public String periodicityObstacle() {
        return code != null ? null : text() + " takes any number of beans outside a finite set: as an octal code it has infinitely many non-zero digits";
    }

    @Override public String text() {
        StringBuilder b = new StringBuilder("Subtraction([");
        for (int i = 0; i < set.length; i++) b.append(i > 0 ? ", " : "").append(set[i]);
        b.append("]");
        if (allBut) b.append(", AllBut => true");
        return b.append(")").toString();
    }

    @Override public boolean equals(Object o) { return o instanceof Subtraction s && s.allBut == allBut && Arrays.equals(s.set, set); }
    @Override public int hashCode() { return Arrays.hashCode(set) * 2 + (allBut ? 1 : 0); }
    @Override public String toString() { return text(); }
}
