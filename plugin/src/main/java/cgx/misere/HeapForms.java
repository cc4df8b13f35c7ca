package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.heap.HeapGame;
import cgx.heap.HeapKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;

/**
 * Misère play of a heap game ({@link HeapGame}, any ruleset):
 * <ul>
 * <li>misère canonical forms of heaps ({@code H_n} = the canonical form of the game whose options
 *     are the sums of the canonical forms of the heaps left by each move; ONAG ch. 12);</li>
 * <li>misère outcomes of sums of heaps, by search memoised on the multiset of heap sizes
 *     ({@link #misereP}).</li>
 * </ul>
 * One instance per game, kept in the game's caches ({@link #of}); thread-safe (the instance's lock).
 */
public final class HeapForms {
    /** Largest heap whose misère canonical form is computed (canonical forms explode long before). */
    public static final int MAX_CANONICAL_HEAP = 10_000;
    /** New canonical forms one call of {@link #misereCanonicalForm(int)} may create. */
    public static final long MAX_NEW_FORMS_PER_CALL = 400_000;
    /** Memo entries for misère outcomes before the memo is cleared. */
    public static final int MAX_OUTCOME_MEMO = 8_000_000;
    /** New canonical forms the outcome search may create to find equal heaps. */
    public static final long REP_FORM_BUDGET = 20_000;
    private static final MisereGame STAR = MisereGame.nim(1);

    private final HeapGame game;
    private final Object lock = new Object();
    // canonical forms, heaps 0..forms.size()-1
    private final ArrayList<MisereGame> forms = new ArrayList<>();
    // misère outcomes of positions: key = reduced sorted heaps, value = true if P
    private final HashMap<HeapKey, Boolean> outcomes = new HashMap<>();
    private int[] nim = new int[0]; // nim values of the heaps of the current search

    private HeapForms(HeapGame game) { this.game = game; }

    /** The misère side of {@code game} (kept in the game's caches). */
    public static HeapForms of(HeapGame game) { return game.cache(HeapForms.class, HeapForms::new); }

    public HeapGame game() { return game; }

    // ------------------------------------------------------------------ canonical forms

    /**
     * The misère canonical form of a heap of {@code n}: the canonical form of the game whose
     * options are the sums of the canonical forms of the heaps left by each move.
     */
    public MisereGame misereCanonicalForm(int n) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        if (n > MAX_CANONICAL_HEAP)
            throw new CgxException("heap " + n + " too large for a misère canonical form (at most " + MAX_CANONICAL_HEAP + ")");
        return MisereGame.withBudget(MAX_NEW_FORMS_PER_CALL, "misère canonical form of " + game + " heap " + n, () -> formsUpTo(n));
    }

    private MisereGame formsUpTo(int n) {
        synchronized (lock) {
            while (forms.size() <= n) {
                Interrupts.check();
                int m = forms.size();
                int[][] opts = game.options(m);
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

    // the sizes of the heaps' forms, for formWithinCost: followers[k] the number of forms that
    // follow H_k (H_k and 0 included), for heaps 0..sized-1; cost[k] for heaps 0..costed-1. Both
    // belong to the forms themselves, so they are the same whatever the session computed first.
    private long[] followers = new long[0], cost = new long[0];
    private int sized, costed;

    /**
     * The misère canonical form of a heap of {@code n} if every heap up to n is cheap, else null:
     * heap k is cheap when the sum, over its moves, of the product of the follower counts of the
     * heaps each move leaves (a form's followers counted with the form and 0) is at most
     * {@code maxCost}. That is a bound on the sums of forms the canonical simplification of H_k's
     * options visits when no sum is known yet, and a measure of the forms alone: unlike a count of
     * the forms or sums this call makes (which depends on what the session's tables already
     * hold), it gives the same answer whatever was computed before. No budget of new forms applies
     * (the cost bounds the work).
     */
    public MisereGame formWithinCost(int n, long maxCost) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        synchronized (lock) {
            for (int k = Math.min(sized, n + 1); k <= n; k++) {
                Interrupts.check();
                if (costOf(k) > maxCost) return null;
                if (k == sized) {
                    if (sized == followers.length) followers = Arrays.copyOf(followers, Math.max(16, 2 * sized));
                    followers[k] = followerCount(formsUpTo(k));
                    sized = k + 1;
                }
            }
            for (int k = 0; k <= n; k++) if (cost[k] > maxCost) return null;
            return formsUpTo(n);
        }
    }

    /** The cost of heap k (see {@link #formWithinCost}); the follower counts of heaps below k are known. Caller holds lock. */
    private long costOf(int k) {
        if (k < costed) return cost[k];
        long c = 0;
        for (int[] o : game.options(k)) {
            long p = 1;
            for (int h : o) p = Math.multiplyHigh(p, followers[h]) != 0 || p * followers[h] < 0 ? Long.MAX_VALUE : p * followers[h];
            c = c + p < 0 ? Long.MAX_VALUE : c + p;
        }
        if (costed == cost.length) cost = Arrays.copyOf(cost, Math.max(16, 2 * costed));
        cost[costed++] = c;
        return c;
    }

    /** The number of forms that follow {@code g}, g itself included. */
    private static long followerCount(MisereGame g) {
        java.util.HashSet<MisereGame> seen = new java.util.HashSet<>();
        ArrayList<MisereGame> stack = new ArrayList<>();
        seen.add(g);
        stack.add(g);
        while (!stack.isEmpty()) {
            MisereGame x = stack.remove(stack.size() - 1);
            for (int i = 0; i < x.optionCount(); i++) if (seen.add(x.option(i))) stack.add(x.option(i));
        }
        return seen.size();
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
        int[] g = game.nimValueArray(max);
        synchronized (lock) {
            nim = g; // every heap of a follower is at most max (heaps never grow)
            int[] root = reduce(heaps);
            Boolean known = outcomes.get(new HeapKey(root));
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
                    for (HeapKey o : f.options) {
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
            return outcomes.get(new HeapKey(root));
        }
    }

    /** {@code "P"} or {@code "N"}: the misère outcome of a sum of heaps. */
    public String misereOutcome(int... heaps) { return misereP(heaps) ? "P" : "N"; }

    // representatives for the outcome search: rep[h] = the smallest heap whose misère canonical
    // form is identical to heap h's (equal games have equal outcomes in every sum), computed while
    // canonical forms stay small; beyond repLimit heaps stand for themselves.
    private int[] rep = new int[0];
    private int repLimit = -1;       // reps known for heaps 0..repLimit
    private boolean repStopped;      // canonical forms grew too large: no more reps
    private final HashMap<MisereGame, Integer> firstHeapOfForm = new HashMap<>();

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
            if (game.isDead(x)) continue;
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
    private HeapKey[] searchOptions(int[] pos) {
        // try first the options most likely to be P: nim-sum 0 or 1 (misère P-positions of tame
        // games have nim-sum 0, or 1 when every heap is fickle); only the order changes
        HeapKey[] arr = game.optionsOf(pos, this::reduce);
        HeapKey[] sorted = new HeapKey[arr.length];
        int k = 0;
        for (HeapKey o : arr) if (nimSumAtMostOne(o.heaps)) sorted[k++] = o;
        for (HeapKey o : arr) if (!nimSumAtMostOne(o.heaps)) sorted[k++] = o;
        return sorted;
    }

    private boolean nimSumAtMostOne(int[] heaps) {
        int x = 0;
        for (int h : heaps) x ^= nim[h];
        return x <= 1;
    }

    private static final class Frame {
        final HeapKey key;
        HeapKey[] options;
        int next;
        Frame(int[] heaps) { this.key = new HeapKey(heaps); }
    }
}
