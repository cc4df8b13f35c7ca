package cgx.heap;

import cgx.core.CgxException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A heap game given by a rule: {@code rule.apply(n)} lists the moves from a heap of {@code n},
 * each the heaps it leaves (CGSuite's {@code HeapRuleset(fn)}). Each answer is checked and
 * brought to the {@link HeapRuleset#options} contract once (empty heaps dropped, sorted, repeated
 * moves merged), then cached, so the rule is called once per heap size. Thread-safe.
 */
public final class HeapRules implements HeapRuleset {
    /** Largest heap a rule may be asked about. */
    public static final int MAX_HEAP = 1_000_000;
    private final IntFunction<int[][]> rule;
    private final String text;
    private final Object identity; // what determines the rule (its text with the outside values it reads), or null: only itself
    private final List<int[][]> cache = new ArrayList<>();

    /** {@code text} is the worksheet text the ruleset prints as, e.g. {@code HeapRules(n -> ...)}; equal only to itself. */
    public HeapRules(IntFunction<int[][]> rule, String text) { this(rule, text, null); }

    /**
     * {@code identity}, if not null, is what determines the rule: rules with equal identities
     * are equal (a rule typed again, the same text reading the same values, is the same game).
     */
    public HeapRules(IntFunction<int[][]> rule, String text, Object identity) {
        this.rule = rule;
        this.text = text;
        this.identity = identity;
    }

    @Override public int[][] options(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        if (n > MAX_HEAP) throw new CgxException("heap " + n + " is too large for a rule given by a function (at most " + MAX_HEAP + ")");
        synchronized (cache) {
            if (n < cache.size() && cache.get(n) != null) return cache.get(n);
        }
        int[][] opts = check(n, rule.apply(n));
        synchronized (cache) {
            while (cache.size() <= n) cache.add(null);
            if (cache.get(n) == null) cache.set(n, opts);
            return cache.get(n);
        }
    }

    private int[][] check(int n, int[][] moves) {
        if (moves == null) throw new CgxException(text + ": the rule gave no list of moves for heap " + n);
        LinkedHashSet<HeapKey> seen = new LinkedHashSet<>();
        for (int[] move : moves) {
            int[] left = Arrays.stream(move).filter(h -> h != 0).sorted().toArray();
            for (int h : left) {
                if (h < 0) throw new CgxException(text + ": a move from heap " + n + " leaves a negative heap " + h + " (move " + Arrays.toString(move) + ")");
                if (h >= n) throw new CgxException(text + ": a move from heap " + n + " leaves a heap of " + h
                        + " (move " + Arrays.toString(move) + "); every heap left must be smaller than " + n + ", so that play ends");
            }
            seen.add(new HeapKey(left));
        }
        if (n == 0 && !seen.isEmpty()) throw new CgxException(text + ": the empty heap (n = 0) must have no moves");
        int[][] out = new int[seen.size()][];
        int i = 0;
        for (HeapKey k : seen) out[i++] = k.heaps;
        return out;
    }

    @Override public String periodicityObstacle() {
        return text + " is a rule given by a function: no finite computation shows it is an octal game with finitely many non-zero code digits";
    }

    @Override public String text() { return text; }
    @Override public String toString() { return text; }

    @Override public boolean equals(Object o) {
        return o == this || identity != null && o instanceof HeapRules h && identity.equals(h.identity);
    }

    @Override public int hashCode() { return identity == null ? System.identityHashCode(this) : identity.hashCode(); }
}
