package cgx.amalgamation;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * Outcomes of Amalgamation Nim positions (normal and misère play), memoised on the canonical
 * form (heaps ascending), searched iteratively (no recursion, so depth is unbounded).
 *
 * <p>Closed forms used before searching:
 * <ul>
 *   <li>at most two heaps: Theorem 2 (i), (ii): P iff the heaps are equal (or there are none);</li>
 *   <li>three heaps {@code a <= b <= c}: P iff {@code c = partner(a, b)}, from the Theorem 1 recursion
 *       ({@link PartnerTables}), for {@code a <= } {@link PartnerTables#MAX_ROW};</li>
 *   <li>with {@code lemmas} on: Lemma 6 (every height an even number of times: P), Lemma 8 (a), (b),
 *       (c) (one or two heights odd, or three odd heights {@code i + j = t}: N), Theorem 7 (all heaps
 *       at most 3: P iff mirror).</li>
 * </ul>
 * The {@link #plain()} solver uses none of them: it is pure exhaustive search, for checking those
 * results. Misère play uses §6: a position with a heap of height at least 2 has its normal-play
 * outcome; {@code k} heaps of height one are P iff {@code k} is odd (tests check this by brute force).
 *
 * <p>Each solver is a cache with one owner (the two static instances below); methods are synchronized.
 */
public final class AmalgamationSolver {
    private static final AmalgamationSolver SHARED = new AmalgamationSolver(true, 8_000_000);
    private static final AmalgamationSolver PLAIN = new AmalgamationSolver(false, 8_000_000);

    /** The solver with closed forms and lemma shortcuts (what {@code .Outcome} uses). */
    public static AmalgamationSolver shared() { return SHARED; }

    /** Pure exhaustive search with a memo, no closed forms. */
    public static AmalgamationSolver plain() { return PLAIN; }

    private final boolean lemmas;
    private final int maxStates;
    /** Memo entries kept between queries (more are dropped before the next query). */
    private final int keep;
    private final HashMap<AmalgamationNim, Boolean> memo = new HashMap<>();
    private final PartnerTables tables = new PartnerTables(4_000_000, 80_000_000L);
    private long searched;

    public AmalgamationSolver(boolean lemmas, int maxStates) {
        this(lemmas, maxStates, Math.min(maxStates, 2_000_000));
    }

    /** A solver owning its memo: at most {@code maxStates} entries, {@code keep} kept between queries. */
    public AmalgamationSolver(boolean lemmas, int maxStates, int keep) {
        this.lemmas = lemmas;
        this.maxStates = maxStates;
        this.keep = keep;
    }

    /** Number of positions searched (not settled by a closed form) since this solver was made. */
    public synchronized long searched() { return searched; }

    public synchronized int memoSize() { return memo.size(); }

    public synchronized void clear() { memo.clear(); }

    /** Normal play: whether {@code g} is a P-position. */
    public synchronized boolean isP(AmalgamationNim g) {
        if (memo.size() > keep) memo.clear();
        int q = quick(g);
        if (q >= 0) return q == 1;
        return search(g);
    }

    /** Misère play (§6): whether {@code g} is a P-position. */
    public synchronized boolean isMisereP(AmalgamationNim g) {
        int[] h = g.raw();
        if (h.length == 0 || h[h.length - 1] == 1) return (h.length & 1) == 1;
        return isP(g);
    }

    /** 1 if P, 0 if N, -1 if not settled without search. */
    private int quick(AmalgamationNim g) {
        int[] h = g.raw();
        int k = h.length;
        if (lemmas) {
            if (k == 0) return 1;
            if (k == 1) return 0;
            if (k == 2) return h[0] == h[1] ? 1 : 0;
            if (k == 3 && h[0] <= PartnerTables.MAX_ROW) return tables.partner(h[0], h[1]) == h[2] ? 1 : 0;
            int odd = 0, o0 = 0, o1 = 0, o2 = 0;
            for (int i = 0; i < k; ) {
                int e = i;
                while (e < k && h[e] == h[i]) e++;
                if (((e - i) & 1) == 1) {
                    if (odd == 0) o0 = h[i]; else if (odd == 1) o1 = h[i]; else if (odd == 2) o2 = h[i];
                    odd++;
                }
                i = e;
            }
            if (odd == 0) return 1;                      // Lemma 6
            if (odd <= 2) return 0;                      // Lemma 8 (a), (b)
            if (odd == 3 && o0 + o1 == o2) return 0;     // Lemma 8 (c)
            if (h[k - 1] <= 3) return 0;                 // Theorem 7
        } else if (k == 0) {
            return 1;
        }
        Boolean m = memo.get(g);
        return m == null ? -1 : (m ? 1 : 0);
    }

    private static final class Frame {
        final AmalgamationNim pos;
        List<AmalgamationNim> open;
        int idx;
        Frame(AmalgamationNim pos) { this.pos = pos; }
    }

    private boolean search(AmalgamationNim root) {
        ArrayList<Frame> stack = new ArrayList<>();
        stack.add(new Frame(root));
        long steps = 0;
        outer:
        while (!stack.isEmpty()) {
            if ((++steps & 1023) == 0) Interrupts.check();
            Frame f = stack.get(stack.size() - 1);
            if (f.open == null) {
                searched++;
                List<AmalgamationNim> open = openOptions(f.pos);
                if (open == null) { resolve(stack, f, false); continue outer; }
                f.open = open;
            }
            while (f.idx < f.open.size()) {
                AmalgamationNim o = f.open.get(f.idx);
                int q = quick(o);
                if (q == 1) { resolve(stack, f, false); continue outer; }
                if (q == 0) { f.idx++; continue; }
                stack.add(new Frame(o));
                continue outer;
            }
            resolve(stack, f, true);
        }
        return memo.get(root);
    }

    /**
     * The options of {@code g} not already known to be N, or null if some option is known to be P.
     * With the lemmas on, an option's odd heights are got by toggling the parent's (a move
     * changes the parity of at most three heights), so options settled by Lemma 6 / 8 are never
     * built.
     */
    private List<AmalgamationNim> openOptions(AmalgamationNim g) {
        List<AmalgamationNim> open = new ArrayList<>();
        if (!lemmas) {
            for (AmalgamationNim o : options(g)) {
                int q = quick(o);
                if (q == 1) return null;
                if (q < 0) open.add(o);
            }
            return open;
        }
        int[] h = g.raw();
        int k = h.length;
        int[] odd = oddHeights(h);
        int[] t = new int[odd.length + 3];
        for (int i = 0; i < k; i++) {
            if (i > 0 && h[i] == h[i - 1]) continue;
            int v = h[i];
            for (int w = v - 1; w >= 0; w--) {
                int q = parity(t, toggle(odd, t, v, w, 0));
                if (q == 1) return null;
                if (q == 0) continue;
                AmalgamationNim o = AmalgamationNim.canonical(replace(h, i, w));
                q = quick(o);
                if (q == 1) return null;
                if (q < 0) open.add(o);
            }
        }
        for (int i = 0; i < k; i++) {
            if (i > 0 && h[i] == h[i - 1]) continue;
            for (int l = i + 1; l < k; l++) {
                if (l > i + 1 && h[l] == h[l - 1]) continue;
                int q = parity(t, toggle(odd, t, h[i], h[l], h[i] + h[l]));
                if (q == 1) return null;
                if (q == 0) continue;
                AmalgamationNim o = AmalgamationNim.canonical(merge(h, i, l));
                q = quick(o);
                if (q == 1) return null;
                if (q < 0) open.add(o);
            }
        }
        return open;
    }

    /** The heights occurring an odd number of times in sorted {@code h}, ascending. */
    static int[] oddHeights(int[] h) {
        int[] out = new int[h.length];
        int n = 0;
        for (int i = 0; i < h.length; ) {
            int e = i;
            while (e < h.length && h[e] == h[i]) e++;
            if (((e - i) & 1) == 1) out[n++] = h[i];
            i = e;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** Writes {@code odd} with the parities of heights {@code a, b, c} flipped (0 = none) into {@code t}; returns its size. */
    private static int toggle(int[] odd, int[] t, int a, int b, int c) {
        int n = odd.length;
        System.arraycopy(odd, 0, t, 0, n);
        n = flip(t, n, a);
        n = flip(t, n, b);
        return flip(t, n, c);
    }

    private static int flip(int[] t, int n, int x) {
        if (x <= 0) return n;
        int p = 0;
        while (p < n && t[p] < x) p++;
        if (p < n && t[p] == x) {
            System.arraycopy(t, p + 1, t, p, n - p - 1);
            return n - 1;
        }
        System.arraycopy(t, p, t, p + 1, n - p);
        t[p] = x;
        return n + 1;
    }

    /** Lemma 6 / 8 on an odd-height set: 1 if P, 0 if N, -1 if they do not settle it. */
    private static int parity(int[] t, int n) {
        if (n == 0) return 1;                             // Lemma 6
        if (n <= 2) return 0;                             // Lemma 8 (a), (b)
        if (n == 3 && t[0] + t[1] == t[2]) return 0;      // Lemma 8 (c)
        return -1;
    }

    private void resolve(ArrayList<Frame> stack, Frame f, boolean isP) {
        memo.put(f.pos, isP);
        if (memo.size() > maxStates) {
            memo.clear();
            throw new CgxException("Amalgamation Nim: search space too large (more than " + maxStates + " positions)");
        }
        stack.remove(stack.size() - 1);
    }

    /**
     * All options of {@code g}, each once: lower one heap (one representative per height) or merge
     * two non-empty heaps (one per pair of heights). These are pairwise distinct as multisets.
     */
    public static List<AmalgamationNim> options(AmalgamationNim g) {
        int[] h = g.raw();
        int k = h.length;
        List<AmalgamationNim> out = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            if (i > 0 && h[i] == h[i - 1]) continue;
            int v = h[i];
            // reduce this heap of height v to w < v
            for (int w = v - 1; w >= 0; w--) out.add(AmalgamationNim.canonical(replace(h, i, w)));
        }
        for (int i = 0; i < k; i++) {
            if (i > 0 && h[i] == h[i - 1]) continue;
            for (int l = i + 1; l < k; l++) {
                if (l > i + 1 && h[l] == h[l - 1]) continue;
                out.add(AmalgamationNim.canonical(merge(h, i, l)));
            }
        }
        return out;
    }

    /** {@code h} with the heap at index {@code i} replaced by {@code w} (dropped if 0), kept sorted. */
    private static int[] replace(int[] h, int i, int w) {
        int k = h.length;
        if (w == 0) {
            int[] r = new int[k - 1];
            System.arraycopy(h, 0, r, 0, i);
            System.arraycopy(h, i + 1, r, i, k - i - 1);
            return r;
        }
        int[] r = h.clone();
        // i is the first index of its height; w is smaller, so move it left
        int p = i;
        while (p > 0 && r[p - 1] > w) { r[p] = r[p - 1]; p--; }
        r[p] = w;
        return r;
    }

    /** {@code h} with heaps at indices {@code i < l} merged, kept sorted. */
    private static int[] merge(int[] h, int i, int l) {
        int k = h.length;
        int s = h[i] + h[l];
        if (s < 0) throw new CgxException("Amalgamation Nim: heap too large");
        int[] r = new int[k - 1];
        int n = 0;
        boolean placed = false;
        for (int t = 0; t < k; t++) {
            if (t == i || t == l) continue;
            if (!placed && h[t] > s) { r[n++] = s; placed = true; }
            r[n++] = h[t];
        }
        if (!placed) r[n++] = s;
        return r;
    }
}
