package cgx.heap;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.misere.MisereGame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * A take-and-break ruleset given by its code (octal or hexadecimal; see {@link TakeAndBreakCode}
 * for the meaning of the digits). Heaps are impartial games; this class computes
 * <ul>
 * <li>normal-play Grundy values {@code G(n)} (Sprague–Grundy: the mex of the nim-sums of the
 *     options' heaps), grown on demand, with period and preperiod certified by the Guy–Smith
 *     periodicity theorem ({@link #nimValues});</li>
 * <li>misère canonical forms of heaps ({@code H_n} = the canonical form of the game whose options
 *     are the sums of the canonical forms of the heaps left by each move);</li>
 * <li>misère outcomes of sums of heaps, by search memoised on the multiset of heap sizes
 *     ({@link #misereP}).</li>
 * </ul>
 * The caches belong to this instance; use {@link #of} to share one instance per code.
 * Instances are thread-safe (each cache is guarded by the instance's lock).
 */
public final class TakeAndBreak {
    /** Largest heap whose misère canonical form is computed (canonical forms explode long before). */
    public static final int MAX_CANONICAL_HEAP = 10_000;
    /** Largest heap for Grundy values. */
    public static final int MAX_NIM_HEAP = 2_000_000;
    /** New canonical forms one call of {@link #misereCanonicalForm(int)} may create. */
    public static final long MAX_NEW_FORMS_PER_CALL = 400_000;
    /** Memo entries for misère outcomes before the memo is cleared. */
    public static final int MAX_OUTCOME_MEMO = 8_000_000;

    private static final HashMap<TakeAndBreakCode, TakeAndBreak> SHARED = new HashMap<>();

    private final TakeAndBreakCode code;
    private final Object lock = new Object();

    // Grundy values
    private int[] grundy = new int[0];
    private int grundyCount; // values known for heaps 0..grundyCount-1

    // canonical forms, heaps 0..forms.size()-1
    private final ArrayList<MisereGame> forms = new ArrayList<>();

    // options (distinct sorted heap multisets, dead heaps removed) per heap size
    private final ArrayList<int[][]> heapOptions = new ArrayList<>();

    // misère outcomes of positions: key = normalised sorted heaps, value = true if P
    private final HashMap<Key, Boolean> outcomes = new HashMap<>();

    private TakeAndBreak(TakeAndBreakCode code) { this.code = code; }

    /** The (shared) ruleset for {@code code}. */
    public static TakeAndBreak of(TakeAndBreakCode code) {
        synchronized (SHARED) {
            return SHARED.computeIfAbsent(code, TakeAndBreak::new);
        }
    }

    /** A new instance with empty caches (for benchmarks and tests; {@link #of} shares instances). */
    public static TakeAndBreak uncached(String code) { return new TakeAndBreak(TakeAndBreakCode.parse(code)); }

    /** The (shared) ruleset for a code such as {@code "0.15"}, {@code "4.7"}, {@code "0.&F"}. */
    public static TakeAndBreak of(String code) { return of(TakeAndBreakCode.parse(code)); }

    public TakeAndBreakCode code() { return code; }

    /** A single heap of {@code n} as a position. */
    public HeapPosition heap(int n) { return HeapPosition.of(this, new int[] {n}); }

    /** A sum of heaps as a position. */
    public HeapPosition heaps(int... ns) { return HeapPosition.of(this, ns); }

    // ------------------------------------------------------------------ moves

    /** The distinct options of a heap of {@code n}: each the sorted non-empty heaps left. */
    public int[][] options(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        synchronized (lock) {
            while (heapOptions.size() <= n) {
                int m = heapOptions.size();
                LinkedHashSet<Key> set = new LinkedHashSet<>();
                code.forEachOption(m, hs -> set.add(new Key(hs)));
                int[][] arr = new int[set.size()][];
                int i = 0;
                for (Key k : set) arr[i++] = k.heaps;
                heapOptions.add(arr);
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
            int maxTake = code.maxTake();
            int[] seen = new int[64];
            int stamp = 0;
            for (int m = grundyCount; m <= n; m++) {
                if ((m & 0x3f) == 0) Interrupts.check();
                stamp++;
                if (stamp == Integer.MAX_VALUE) { Arrays.fill(seen, 0); stamp = 1; }
                for (int k = 0; k <= Math.min(m, maxTake); k++) {
                    int d = code.digit(k);
                    if (d == 0) continue;
                    int r = m - k;
                    if ((d & 1) != 0 && r == 0 && k > 0) seen = mark(seen, 0, stamp);
                    if ((d & 2) != 0 && r >= 1 && k > 0) seen = mark(seen, grundy[r], stamp);
                    if ((d & 4) != 0) {
                        for (int a = 1; 2 * a <= r; a++) seen = mark(seen, grundy[a] ^ grundy[r - a], stamp);
                    }
                    if ((d & 8) != 0) {
                        for (int a = 1; 3 * a <= r; a++)
                            for (int b = a; a + 2 * b <= r; b++) seen = mark(seen, grundy[a] ^ grundy[b] ^ grundy[r - a - b], stamp);
                    }
                }
                int g = 0;
                while (g < seen.length && seen[g] == stamp) g++;
                grundy[m] = g;
                if (m >= 1023 && m < n && Integer.bitCount(m + 1) == 1 && code.maxHeapsLeft() <= 2) {
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

    private static int[] mark(int[] seen, int v, int stamp) {
        if (v >= seen.length) seen = Arrays.copyOf(seen, Math.max(v + 1, seen.length * 2));
        seen[v] = stamp;
        return seen;
    }

    /** The Grundy sequence of heaps 0..n with its period and preperiod (Guy–Smith), if certified. */
    public NimSequence nimValues(int n) {
        return NimSequence.of(this, nimValueArray(n));
    }

    // ------------------------------------------------------------------ misère canonical forms

    /**
     * The misère canonical form of a heap of {@code n}: the canonical form of the game whose
     * options are the sums of the canonical forms of the heaps left by each move.
     */
    public MisereGame misereCanonicalForm(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        if (n > MAX_CANONICAL_HEAP)
            throw new CgxException("heap " + n + " too large for a misère canonical form (at most " + MAX_CANONICAL_HEAP + ")");
        return MisereGame.withBudget(MAX_NEW_FORMS_PER_CALL, "misère canonical form of " + code + " heap " + n, () -> formsUpTo(n));
    }

    private MisereGame formsUpTo(int n) {
        synchronized (lock) {
            while (forms.size() <= n) {
                Interrupts.check();
                int m = forms.size();
                int[][] opts = options(m);
                MisereGame[] gs = new MisereGame[opts.length];
                for (int i = 0; i < opts.length; i++) {
                    MisereGame s = MisereGame.ZERO;
                    for (int h : opts[i]) s = s.plus(forms.get(h));
                    gs[i] = s;
                }
                forms.add(MisereGame.of(gs));
            }
            return forms.get(n);
        }
    }

    /** The canonical form of a sum of heaps. */
    public MisereGame misereCanonicalForm(int[] heaps) {
        MisereGame s = MisereGame.ZERO;
        for (int h : heaps) s = s.plus(misereCanonicalForm(h));
        return s;
    }

    // ------------------------------------------------------------------ misère outcomes of sums

    /**
     * True if the sum of heaps is a misère P-position (the previous player wins when the last
     * player to move loses). Depth-first search with an explicit stack, memoised on the sorted
     * multiset of live heaps (heaps with no move are the game 0 and are dropped).
     */
    public boolean misereP(int... heaps) {
        int max = 0;
        for (int h : heaps) max = Math.max(max, h);
        ensureGrundy(max);
        synchronized (lock) {
            int[] root = reduce(heaps);
            Boolean known = outcomes.get(new Key(root));
            if (known != null) return known;
            if (outcomes.size() > MAX_OUTCOME_MEMO) outcomes.clear();
            ArrayList<Frame> stack = new ArrayList<>();
            stack.add(new Frame(root));
            long steps = 0;
            while (!stack.isEmpty()) {
                if ((++steps & 0xfff) == 0) Interrupts.check();
                Frame f = stack.get(stack.size() - 1);
                if (f.options == null) {
                    if (outcomes.containsKey(f.key)) { stack.remove(stack.size() - 1); continue; }
                    f.options = searchOptions(f.key.heaps);
                    if (f.options.length == 0) { // misère: no move ⇒ the player to move wins
                        outcomes.put(f.key, false);
                        stack.remove(stack.size() - 1);
                        continue;
                    }
                    // quick scan: any option already known to be P?
                    for (Key o : f.options) {
                        if (Boolean.TRUE.equals(outcomes.get(o))) { f.next = -1; break; }
                    }
                    if (f.next < 0) {
                        outcomes.put(f.key, false);
                        stack.remove(stack.size() - 1);
                        continue;
                    }
                }
                boolean pushed = false;
                while (f.next < f.options.length) {
                    Boolean r = outcomes.get(f.options[f.next]);
                    if (r == null) {
                        if (stack.size() > 1_000_000) throw new CgxException("position too large for a misère outcome search");
                        stack.add(new Frame(f.options[f.next].heaps));
                        pushed = true;
                        break;
                    }
                    if (r) { f.next = -1; break; }
                    f.next++;
                }
                if (pushed) continue;
                outcomes.put(f.key, f.next >= 0); // all options N ⇒ P
                stack.remove(stack.size() - 1);
            }
            return outcomes.get(new Key(root));
        }
    }

    // representatives for the outcome search: rep[h] = the smallest heap whose misère canonical
    // form is identical to heap h's (equal games have equal outcomes in every sum), computed while
    // canonical forms stay small; beyond repLimit heaps stand for themselves.
    private int[] rep = new int[0];
    private int repLimit = -1;       // reps known for heaps 0..repLimit
    private boolean repStopped;      // canonical forms grew too large: no more reps
    /** New canonical forms the outcome search may create to find equal heaps. */
    public static final long REP_FORM_BUDGET = 20_000;
    private final HashMap<MisereGame, Integer> firstHeapOfForm = new HashMap<>();
    private static final MisereGame STAR = MisereGame.nim(1);

    /** Caller holds lock. */
    private int rep(int h) {
        while (repLimit < h && !repStopped) {
            int m = repLimit + 1;
            MisereGame g;
            try {
                g = MisereGame.withBudget(REP_FORM_BUDGET, "representatives", () -> formsUpTo(m));
            } catch (CgxException e) {
                if (e instanceof Interrupts.Stopped) throw e;
                repStopped = true;
                break;
            }
            if (m >= rep.length) rep = Arrays.copyOf(rep, Math.max(16, 2 * m + 2));
            Integer first = firstHeapOfForm.putIfAbsent(g, m);
            rep[m] = first == null ? m : first;
            repLimit = m;
        }
        return h <= repLimit ? rep[h] : h;
    }

    /**
     * The search key of a position: heaps replaced by representatives, heaps equal to 0 dropped,
     * pairs of heaps equal to * dropped (* + * = 0), sorted. Caller holds lock.
     */
    private int[] reduce(int[] heaps) {
        int[] h = new int[heaps.length];
        int k = 0;
        int stars = 0;
        int starRep = -1;
        for (int x : heaps) {
            if (x < 0) throw new CgxException("a heap must be non-negative, got " + x);
            if (isDead(x)) continue;
            int r = rep(x);
            if (r <= repLimit) {
                MisereGame f = forms.get(r);
                if (f == MisereGame.ZERO) continue;
                if (f == STAR) { stars++; starRep = r; continue; }
            }
            h[k++] = r;
        }
        if ((stars & 1) == 1) h[k++] = starRep;
        h = Arrays.copyOf(h, k);
        Arrays.sort(h);
        return h;
    }

    /** The distinct reduced options of a reduced position. Caller holds lock. */
    private Key[] searchOptions(int[] pos) {
        // try first the options most likely to be P: nim-sum 0 or 1 (misère P-positions of tame
        // games have nim-sum 0, or 1 when every heap is fickle); only the order changes
        Key[] arr = optionsOf(pos, this::reduce);
        Key[] sorted = new Key[arr.length];
        int k = 0;
        for (Key o : arr) if (nimSumAtMostOne(o.heaps)) sorted[k++] = o;
        for (Key o : arr) if (!nimSumAtMostOne(o.heaps)) sorted[k++] = o;
        return sorted;
    }

    private boolean nimSumAtMostOne(int[] heaps) {
        int x = 0;
        for (int h : heaps) x ^= grundy[h];
        return x <= 1;
    }

    /** {@code "P"} or {@code "N"}: the misère outcome of a sum of heaps. */
    public String misereOutcome(int... heaps) { return misereP(heaps) ? "P" : "N"; }

    private static final class Frame {
        final Key key;
        Key[] options;
        int next;
        Frame(int[] heaps) { this.key = new Key(heaps); }
    }

    /** Sorted copy without dead heaps. */
    int[] normalise(int[] heaps) {
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

    /** The distinct options of a position (normalised). */
    Key[] positionOptions(int[] pos) {
        return optionsOf(pos, this::normalise);
    }

    /** The distinct options of a sorted position: one heap moved on, the rest kept, brought to {@code canonical} form. */
    private Key[] optionsOf(int[] pos, java.util.function.UnaryOperator<int[]> canonical) {
        HashSet<Key> out = new LinkedHashSet<>();
        for (int i = 0; i < pos.length; i++) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;
            for (int[] left : options(pos[i])) {
                int[] next = new int[pos.length - 1 + left.length];
                int k = 0;
                for (int j = 0; j < pos.length; j++) if (j != i) next[k++] = pos[j];
                for (int x : left) next[k++] = x;
                out.add(new Key(canonical.apply(next)));
            }
        }
        return out.toArray(new Key[0]);
    }

    /** Immutable sorted heap multiset as a hash key. */
    static final class Key {
        final int[] heaps;
        final int hash;
        Key(int[] heaps) { this.heaps = heaps; this.hash = Arrays.hashCode(heaps); }
        @Override public boolean equals(Object o) { return o instanceof Key k && k.hash == hash && Arrays.equals(k.heaps, heaps); }
        @Override public int hashCode() { return hash; }
    }

    @Override public String toString() { return "TakeAndBreak(\"" + code + "\")"; }

    /** List of the options (as positions) of a position. */
    List<HeapPosition> optionPositions(int[] pos) {
        List<HeapPosition> r = new ArrayList<>();
        for (Key k : positionOptions(normalise(pos))) r.add(HeapPosition.of(this, k.heaps));
        return r;
    }
}
