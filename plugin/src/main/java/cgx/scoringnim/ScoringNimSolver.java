package cgx.scoringnim;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The whole payoff function {@code b ↦ f(x; b)} of Scoring Nim, computed once per position
 * from recursion (2) of Oginuma–Shinoda:
 * {@code f(0; b) = -b}, {@code f(x; b) = max over moves x → y of (|x| - |y| - f(y; b))},
 * as an exact maximum of piecewise-linear functions (never point by point).
 *
 * <p>Positions are multisets: the key is the sorted tuple of non-zero piles. The memo is owned
 * by this solver (one shared instance, {@link #shared()}); it is bounded and cleared when full.
 * The recursion is evaluated with an explicit stack, so deep positions cannot overflow the Java
 * stack, and the number of positions a call may need is bounded beforehand.
 */
public final class ScoringNimSolver {
    /** Largest number of distinct sub-positions one payoff computation may need. */
    public static final long MAX_POSITIONS = 400_000;
    /** The memo is cleared when it would grow past this many positions. */
    private static final int CACHE_LIMIT = 600_000;
    /** The memo is cleared before a computation when it holds more pieces than this (about 24 bytes each). */
    private static final long PIECES_SOFT_LIMIT = 4_000_000;
    /** A single computation stops with an error when the memo would hold more pieces than this. */
    public static final long PIECES_HARD_LIMIT = 20_000_000;

    private static final ScoringNimSolver SHARED = new ScoringNimSolver();

    /** A solver with its own memo (benchmarks, isolated computations); worksheet values use {@link #shared()}. */
    public ScoringNimSolver() {}

    public static ScoringNimSolver shared() { return SHARED; }

    private final Map<Key, PiecewiseLinear> memo = new HashMap<>();
    private final PiecewiseLinear.Envelope envelope = new PiecewiseLinear.Envelope();
    private long pieces; // total pieces of the functions in the memo

    /** A sorted tuple of positive piles, hashed once. */
    static final class Key {
        final int[] piles;
        private final int hash;

        Key(int[] sortedPositive) {
            this.piles = sortedPositive;
            this.hash = Arrays.hashCode(sortedPositive);
        }

        @Override public boolean equals(Object o) { return o instanceof Key k && k.hash == hash && Arrays.equals(k.piles, piles); }
        @Override public int hashCode() { return hash; }
    }

    /** The sorted tuple of the non-zero piles of {@code piles}. */
    static int[] normalise(int[] piles) {
        int n = 0;
        for (int p : piles) {
            if (p < 0) throw new CgxException("pile sizes must be non-negative, got " + p);
            if (p > 0) n++;
        }
        int[] out = new int[n];
        int k = 0;
        for (int p : piles) if (p > 0) out[k++] = p;
        Arrays.sort(out);
        return out;
    }

    /**
     * The number of distinct positions reachable from the sorted tuple {@code x} (including
     * {@code x} and the empty position): sorted tuples {@code y} with {@code y_i <= x_i}
     * (zeros padded on the left), saturating at {@code Long.MAX_VALUE / 4}.
     */
    static long reachableCount(int[] x) {
        if (x.length == 0) return 1;
        int max = x[x.length - 1];
        if (max > 10_000_000) return Long.MAX_VALUE / 4;
        long cap = Long.MAX_VALUE / 4;
        long[] dp = new long[max + 1]; // dp[v]: sequences so far ending with value v
        for (int v = 0; v <= x[0]; v++) dp[v] = 1;
        for (int i = 1; i < x.length; i++) {
            long[] next = new long[max + 1];
            long prefix = 0;
            for (int v = 0; v <= x[i]; v++) {
                prefix = Math.min(cap, prefix + dp[v]);
                next[v] = prefix;
            }
            dp = next;
            if (i % 64 == 0) Interrupts.check();
        }
        long total = 0;
        for (long d : dp) total = Math.min(cap, total + d);
        return total;
    }

    /** The payoff function of the position with these piles (any order, zeros allowed). */
    public synchronized PiecewiseLinear payoff(int[] piles) {
        int[] x = normalise(piles);
        if (x.length == 0) return PiecewiseLinear.TERMINAL;
        Key root = new Key(x);
        PiecewiseLinear known = memo.get(root);
        if (known != null) return known;
        long need = reachableCount(x);
        if (need > MAX_POSITIONS) {
            throw new CgxException("" + Arrays.toString(x) + " has more than " + MAX_POSITIONS
                    + " sub-positions (about " + (need >= Long.MAX_VALUE / 4 ? "too many" : String.valueOf(need))
                    + "); the payoff function is computed only for smaller positions");
        }
        if (memo.size() + need > CACHE_LIMIT || pieces > PIECES_SOFT_LIMIT) clear();
        memo.put(new Key(new int[0]), PiecewiseLinear.TERMINAL);

        // explicit-stack post-order evaluation of recursion (2)
        ArrayDeque<Key> stack = new ArrayDeque<>();
        stack.push(root);
        long steps = 0;
        while (!stack.isEmpty()) {
            Key k = stack.peek();
            if (memo.containsKey(k)) { stack.pop(); continue; }
            boolean ready = true;
            int[] p = k.piles;
            for (int i = 0; i < p.length; i++) {
                if (i + 1 < p.length && p[i + 1] == p[i]) continue; // one representative per pile size
                for (int w = 0; w < p[i]; w++) {
                    Key child = new Key(moveTo(p, i, w));
                    if (!memo.containsKey(child)) {
                        stack.push(child);
                        ready = false;
                    }
                }
            }
            if (!ready) {
                if (++steps % 1024 == 0) Interrupts.check();
                continue;
            }
            stack.pop();
            PiecewiseLinear f = combine(p);
            pieces += f.pieceCount();
            if (pieces > PIECES_HARD_LIMIT) {
                throw new CgxException("the payoff functions of the sub-positions of " + Arrays.toString(x)
                        + " need more than " + PIECES_HARD_LIMIT + " linear pieces; the position is too large");
            }
            memo.put(k, f);
            if (++steps % 1024 == 0) Interrupts.check();
        }
        return memo.get(root);
    }

    /** {@code f(x; ·) = max over moves (stones taken - f(y; ·))}, children already in the memo. */
    private PiecewiseLinear combine(int[] p) {
        envelope.reset();
        for (int i = 0; i < p.length; i++) {
            if (i + 1 < p.length && p[i + 1] == p[i]) continue;
            for (int w = 0; w < p[i]; w++) {
                envelope.addNegShifted(memo.get(new Key(moveTo(p, i, w))), p[i] - w);
            }
        }
        return envelope.result();
    }

    /** The sorted positive tuple after pile {@code i} of sorted {@code p} is reduced to {@code w}. */
    static int[] moveTo(int[] p, int i, int w) {
        int n = p.length;
        if (w == 0) {
            int[] out = new int[n - 1];
            System.arraycopy(p, 0, out, 0, i);
            System.arraycopy(p, i + 1, out, i, n - 1 - i);
            return out;
        }
        int[] out = new int[n];
        // remove index i, insert w keeping order (w < p[i], so it goes at or before i)
        int pos = i;
        while (pos > 0 && p[pos - 1] > w) pos--;
        System.arraycopy(p, 0, out, 0, pos);
        out[pos] = w;
        System.arraycopy(p, pos, out, pos + 1, i - pos);
        System.arraycopy(p, i + 1, out, i + 1, n - 1 - i);
        return out;
    }

    /** Number of positions in the memo (for tests and benchmarks). */
    public synchronized int memoSize() { return memo.size(); }

    /** Empties the memo (benchmarks measure cold computations with it). */
    public synchronized void clear() {
        memo.clear();
        pieces = 0;
    }
}
