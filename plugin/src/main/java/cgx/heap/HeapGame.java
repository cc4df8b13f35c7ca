package cgx.heap;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A heap ruleset ({@link HeapRuleset}) with its caches: the options of each heap, and the
 * normal-play Grundy values {@code G(n)} (Sprague–Grundy: the mex of the nim-sums of the options'
 * heaps), grown on demand, with period and preperiod certified by the Guy–Smith periodicity
 * theorem where it applies ({@link #nimValues}). Other layers keep their own per-ruleset caches
 * here ({@link #cache}: the misère canonical forms of heaps, for one), so that a ruleset's caches
 * live and die with it. Use {@link #of} to share one instance per ruleset. Thread-safe.
 */
public final class HeapGame {
    /** Largest heap for Grundy values. */
    public static final int MAX_NIM_HEAP = 2_000_000;

    private static final HashMap<Object, HeapGame> SHARED = new HashMap<>();

    private final HeapRuleset rules;
    private final TakeAndBreakCode code; // the rules as a code, when they are one (the Grundy loop reads digits)
    private final Object lock = new Object();

    // Grundy values
    private int[] grundy = new int[0];
    private int grundyCount; // values known for heaps 0..grundyCount-1

    // options per heap size (HeapRuleset.options, kept)
    private final ArrayList<int[][]> heapOptions = new ArrayList<>();

    private final ConcurrentHashMap<Class<?>, Object> caches = new ConcurrentHashMap<>();

    private HeapGame(HeapRuleset rules) {
        this.rules = rules;
        this.code = rules instanceof TakeAndBreakCode c ? c : rules instanceof Subtraction s ? s.code() : null;
    }

    /** The (shared) game of {@code rules}: one instance per equal ruleset. */
    public static HeapGame of(HeapRuleset rules) {
        synchronized (SHARED) {
            return SHARED.computeIfAbsent(rules, r -> new HeapGame((HeapRuleset) r));
        }
    }

    /** The (shared) game of a code such as {@code "0.15"}, {@code "4.7"}, {@code "0.&F"}. */
    public static HeapGame of(String code) { return of(TakeAndBreakCode.parse(code)); }

    /** A new instance with empty caches (for benchmarks and tests; {@link #of} shares instances). */
    public static HeapGame uncached(HeapRuleset rules) { return new HeapGame(rules); }

    /** A new instance with empty caches for a code. */
    public static HeapGame uncached(String code) { return uncached(TakeAndBreakCode.parse(code)); }

    public HeapRuleset rules() { return rules; }

    /** The take-and-break code of these rules, or null if they are not one (all-but subtraction games, rules given by a function). */
    public TakeAndBreakCode code() { return code; }

    /**
     * The cache of kind {@code kind} for this game, made by {@code make} on first use. Lets a layer
     * above (misère canonical forms, say) keep per-ruleset state without this package knowing it.
     */
    public <T> T cache(Class<T> kind, Function<HeapGame, T> make) {
        return kind.cast(caches.computeIfAbsent(kind, k -> make.apply(this)));
    }

    /** A single heap of {@code n} as a position. */
    public HeapPosition heap(int n) { return HeapPosition.of(this, new int[] {n}); }

    /** A sum of heaps as a position. */
    public HeapPosition heaps(int... ns) { return HeapPosition.of(this, ns); }

    // ------------------------------------------------------------------ moves

    /** The distinct options of a heap of {@code n}: each the sorted non-empty heaps left (shared arrays: do not modify). */
    public int[][] options(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        synchronized (lock) {
            while (heapOptions.size() <= n) {
                if ((heapOptions.size() & 0x3f) == 0) Interrupts.check();
                heapOptions.add(rules.options(heapOptions.size()));
            }
            return heapOptions.get(n);
        }
    }

    /** True if a heap of {@code n} has no move (it is the game 0). */
    public boolean isDead(int n) { return options(n).length == 0; }

    // ------------------------------------------------------------------ normal play

    /** The normal-play Grundy value (nim value) of a heap of {@code n}. */
    public int nimValue(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        ensureGrundy(n);
        synchronized (lock) { return grundy[n]; }
    }

    /** Grundy values of heaps 0..n (a copy). */
    public int[] nimValueArray(int n) {
        ensureGrundy(n);
        synchronized (lock) { return Arrays.copyOf(grundy, n + 1); }
    }

    private void ensureGrundy(int n) {
        if (n > MAX_NIM_HEAP) throw new CgxException("heap " + n + " too large for nim values (at most " + MAX_NIM_HEAP + ")");
        synchronized (lock) {
            if (n < grundyCount) return;
            if (grundy.length <= n) grundy = Arrays.copyOf(grundy, Math.max(n + 1, Math.min(MAX_NIM_HEAP + 1, grundy.length * 2 + 16)));
            int[] seen = new int[64];
            int stamp = 0;
            int d = rules.periodicityDigit();
            for (int m = grundyCount; m <= n; m++) {
                if ((m & 0x3f) == 0) Interrupts.check();
                stamp++;
                if (stamp == Integer.MAX_VALUE) { Arrays.fill(seen, 0); stamp = 1; }
                if (code != null) seen = markCodeOptions(m, seen, stamp);
                else for (int[] o : rules.options(m)) {
                    int x = 0;
                    for (int h : o) x ^= grundy[h];
                    seen = mark(seen, x, stamp);
                }
                int g = 0;
                while (g < seen.length && seen[g] == stamp) g++;
                grundy[m] = g;
                if (m >= 1023 && m < n && Integer.bitCount(m + 1) == 1 && d >= 0) {
                    // Guy–Smith: once a period is certified on 0..m, the rest follows from it
                    NimSequence seq = NimSequence.of(this, Arrays.copyOf(grundy, m + 1));
                    if (seq.certified()) {
                        int p = seq.period();
                        for (int i = m + 1; i <= n; i++) grundy[i] = grundy[i - p];
                        break;
                    }
                }
            }
            grundyCount = n + 1;
        }
    }

    /** Marks the nim-sums of the options of heap m of a code, read off its digits (no option arrays). Caller holds lock. */
    private int[] markCodeOptions(int m, int[] seen, int stamp) {
        for (int k = 0; k <= Math.min(m, code.maxTake()); k++) {
            int dk = code.digit(k);
            if (dk == 0) continue;
            int r = m - k;
            if ((dk & 1) != 0 && r == 0 && k > 0) seen = mark(seen, 0, stamp);
            if ((dk & 2) != 0 && r >= 1 && k > 0) seen = mark(seen, grundy[r], stamp);
            if ((dk & 4) != 0) {
                for (int a = 1; 2 * a <= r; a++) seen = mark(seen, grundy[a] ^ grundy[r - a], stamp);
            }
            if ((dk & 8) != 0) {
                for (int a = 1; 3 * a <= r; a++)
                    for (int b = a; a + 2 * b <= r; b++) seen = mark(seen, grundy[a] ^ grundy[b] ^ grundy[r - a - b], stamp);
            }
        }
        return seen;
    }

    private static int[] mark(int[] seen, int v, int stamp) {
        if (v >= seen.length) seen = Arrays.copyOf(seen, Math.max(v + 1, seen.length * 2));
        seen[v] = stamp;
        return seen;
    }

    /** The Grundy sequence of heaps 0..n with its period and preperiod (Guy–Smith), if certified. */
    public NimSequence nimValues(int n) {
        return NimSequence.of(this, nimValueArray(n));
    }

    // ------------------------------------------------------------------ positions

    /** Sorted copy without dead heaps. */
    public int[] normalise(int[] heaps) {
        int[] h = heaps.clone();
        int k = 0;
        for (int x : h) {
            if (x < 0) throw new CgxException("a heap must be non-negative, got " + x);
            if (!isDead(x)) h[k++] = x;
        }
        h = Arrays.copyOf(h, k);
        Arrays.sort(h);
        return h;
    }

    /** The distinct options of a sorted position: one heap moved on, the rest kept, brought to {@code canonical} form. */
    public HeapKey[] optionsOf(int[] pos, java.util.function.UnaryOperator<int[]> canonical) {
        LinkedHashSet<HeapKey> out = new LinkedHashSet<>();
        for (int i = 0; i < pos.length; i++) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;
            for (int[] left : options(pos[i])) {
                int[] next = new int[pos.length - 1 + left.length];
                int k = 0;
                for (int j = 0; j < pos.length; j++) if (j != i) next[k++] = pos[j];
                for (int x : left) next[k++] = x;
                out.add(new HeapKey(canonical.apply(next)));
            }
        }
        return out.toArray(new HeapKey[0]);
    }

    /** List of the options (as positions) of a position. */
    List<HeapPosition> optionPositions(int[] pos) {
        List<HeapPosition> r = new ArrayList<>();
        for (HeapKey k : optionsOf(normalise(pos), this::normalise)) r.add(HeapPosition.of(this, k.heaps));
        return r;
    }

    /** The ruleset's worksheet text, e.g. {@code TakeAndBreak("0.15")}. */
    @Override public String toString() { return rules.text(); }
}
