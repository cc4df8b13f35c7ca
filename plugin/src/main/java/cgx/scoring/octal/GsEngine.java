package cgx.scoring.octal;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The scoring Sprague–Grundy function on sums of heaps (Stewart, Definition 11 and Theorem 12):
 * {@code Gs(P) = max over moves (p_k - Gs(P'))}, {@code Gs} of a position with no move is 0; it is
 * the Left final score under the long rule with Left moving first. A position is a multiset of heaps,
 * possibly of several rulesets, since for taking-and-breaking games {@code Gs} of a sum is not a
 * function of the parts' values.
 *
 * <p>Kernel: a heap (ruleset {@code r}, size {@code h}) is the int id {@code h * R + r}; heaps with no
 * move are dropped (they add no move, and {@code Gs} depends only on the moves); a position is the
 * sorted array of the remaining ids. Its memo key is exact and canonical: the Young-diagram bit string
 * of the sorted ids (a one for each part after as many zeros as the gap to the previous part), which
 * fits in two longs while {@code largest id + number of parts <= 127}; otherwise up to seven ids below
 * 2^16 are packed in the two longs; anything larger goes to a hash map of arrays. The two-long keys
 * live in an open-addressing table with long values ({@link LongPairTable}). Values are exact: all
 * points are integers over a common denominator {@code D}, so every value is a long numerator over
 * {@code D} (overflow is checked).
 * The full search is an explicit-stack depth-first search, so deep games cannot overflow the Java
 * stack. For taking-and-breaking rulesets (positions of at most 124 beans) the exact value is found
 * instead by null-window tests {@code Gs >= t} with memoised lower/upper bounds, which prove the
 * value while visiting far fewer positions (recursion depth at most the number of beans).
 * Not thread-safe: callers synchronise on the engine.
 */
final class GsEngine {
    static final long MISSING = Long.MIN_VALUE;

    private final ScoringOctal[] rules;
    private final int nRules;
    private final long denominator;
    private final long[] scale; // D / D_r per ruleset

    // per id: moves (points scaled to D, and resulting live ids sorted); null until first needed
    private long[][] movePoints = new long[64][];
    private int[][][] moveResults = new int[64][][];
    private byte[] liveness = new byte[64]; // 0 unknown, 1 live, 2 dead

    // the memo of exact values, by two-long key
    private final LongPairTable memo = new LongPairTable(1, 1 << 16, 1 << 29, this::tooLarge);
    private final HashMap<IntsKey, Long> bigMemo = new HashMap<>();

    private long keyHi, keyLo; // output of encode()

    /** Thrown when the 64-bit kernel cannot stay exact; callers fall back to {@link ExactGs}. */
    static final class Overflow extends RuntimeException {
        Overflow() { super("64-bit overflow", null, false, false); }
    }

    GsEngine(ScoringOctal... rules) {
        for (ScoringOctal r : rules) if (!r.isLongExact()) throw new Overflow();
        this.rules = rules.clone();
        this.nRules = rules.length;
        long d = 1;
        for (ScoringOctal r : rules) d = lcm(d, r.denominator());
        this.denominator = d;
        this.scale = new long[nRules];
        for (int i = 0; i < nRules; i++) scale[i] = d / rules[i].denominator();
    }

    private static long lcm(long a, long b) {
        long g = gcd(a, b);
        try {
            long v = Math.multiplyExact(a / g, b);
            if (v > (1L << 40)) throw new Overflow();
            return v;
        } catch (ArithmeticException e) {
            throw new Overflow();
        }
    }

    private static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    long denominator() { return denominator; }
    int ruleCount() { return nRules; }
    ScoringOctal rule(int r) { return rules[r]; }

    int id(int rule, int heap) {
        long id = (long) heap * nRules + rule;
        if (id > Integer.MAX_VALUE - 8) throw new CgxException("heap " + heap + " is too large");
        return (int) id;
    }

    int heapOf(int id) { return id / nRules; }
    int ruleOf(int id) { return id % nRules; }

    /** Number of positions memoised so far. */
    long memoSize() { return memo.size() + (long) bigMemo.size(); }

    private void ensureId(int id) {
        if (id >= liveness.length) {
            int n = Math.max(id + 1, liveness.length * 2);
            movePoints = Arrays.copyOf(movePoints, n);
            moveResults = Arrays.copyOf(moveResults, n);
            liveness = Arrays.copyOf(liveness, n);
        }
        if (liveness[id] != 0) return;
        int r = ruleOf(id), h = heapOf(id);
        ScoringOctal rule = rules[r];
        List<long[]> pts = new ArrayList<>();
        List<int[]> res = new ArrayList<>();
        HashMap<IntsKey, Boolean> seen = new HashMap<>();
        rule.forEachMove(h, (k, heaps) -> {
            long p;
            try {
                p = Math.multiplyExact(rule.scaledPoint(k), scale[r]);
            } catch (ArithmeticException e) {
                throw new Overflow();
            }
            int[] ids = new int[heaps.length];
            int c = 0;
            for (int x : heaps) if (rule.hasMove(x)) ids[c++] = id(r, x);
            ids = Arrays.copyOf(ids, c);
            Arrays.sort(ids);
            int[] withP = Arrays.copyOf(ids, c + 2);
            withP[c] = (int) (p >>> 32);
            withP[c + 1] = (int) p;
            if (seen.put(new IntsKey(withP), Boolean.TRUE) != null) return;
            pts.add(new long[] {p});
            res.add(ids);
        });
        long[] pa = new long[pts.size()];
        for (int i = 0; i < pa.length; i++) pa[i] = pts.get(i)[0];
        movePoints[id] = pa;
        moveResults[id] = res.toArray(new int[0][]);
        liveness[id] = (byte) (pa.length > 0 ? 1 : 2);
    }

    boolean isLive(int id) {
        ensureId(id);
        return liveness[id] == 1;
    }

    long[] movePoints(int id) { ensureId(id); return movePoints[id]; }
    int[][] moveResults(int id) { ensureId(id); return moveResults[id]; }

    /** Sorted live ids of a position given as (ruleset, heap) pairs. */
    int[] canonical(int[] rulesOfHeaps, int[] heaps) {
        int[] ids = new int[heaps.length];
        int c = 0;
        for (int i = 0; i < heaps.length; i++) {
            int id = id(rulesOfHeaps[i], heaps[i]);
            if (isLive(id)) ids[c++] = id;
        }
        ids = Arrays.copyOf(ids, c);
        Arrays.sort(ids);
        return ids;
    }

    // ---------------------------------------------------------------- keys

    /**
     * Encodes the sorted merge of {@code s} without index {@code skip} (-1: none) and {@code ins}
     * into keyHi/keyLo; false if it fits neither two-long form.
     */
    private boolean encode(int[] s, int skip, int[] ins) {
        int n = s.length - (skip >= 0 ? 1 : 0) + ins.length;
        // largest element
        int max = 0;
        if (s.length > 0) {
            int last = s.length - 1;
            if (last == skip) last--;
            if (last >= 0) max = s[last];
        }
        if (ins.length > 0) max = Math.max(max, ins[ins.length - 1]);
        if (max + n <= 127) {
            long hi = 0, lo = 0;
            int pos = 0, prev = 0, i = 0, j = 0;
            while (true) {
                if (i == skip) i++;
                int v;
                if (i < s.length && (j >= ins.length || s[i] <= ins[j])) v = s[i++];
                else if (j < ins.length) v = ins[j++];
                else break;
                pos += v - prev;
                prev = v;
                if (pos < 64) lo |= 1L << pos; else hi |= 1L << (pos - 64);
                pos++;
            }
            keyHi = hi;
            keyLo = lo;
            return true;
        }
        if (n <= 7 && max < 65536) {
            long hi = (1L << 63) | ((long) n << 56), lo = 0;
            int slot = 0, i = 0, j = 0;
            while (true) {
                if (i == skip) i++;
                long v;
                if (i < s.length && (j >= ins.length || s[i] <= ins[j])) v = s[i++];
                else if (j < ins.length) v = ins[j++];
                else break;
                if (slot < 3) hi |= v << (16 * slot); else lo |= v << (16 * (slot - 3));
                slot++;
            }
            keyHi = hi;
            keyLo = lo;
            return true;
        }
        return false;
    }

    private static int[] merge(int[] s, int skip, int[] ins) {
        int[] out = new int[s.length - (skip >= 0 ? 1 : 0) + ins.length];
        int i = 0, j = 0, o = 0;
        while (true) {
            if (i == skip) i++;
            if (i < s.length && (j >= ins.length || s[i] <= ins[j])) out[o++] = s[i++];
            else if (j < ins.length) out[o++] = ins[j++];
            else break;
        }
        return out;
    }

    private long lookupKey(long hi, long lo) { return memo.get(hi, lo, MISSING); }

    private void storeKey(long hi, long lo, long v) { memo.put(hi, lo, v); }

    private CgxException tooLarge() {
        return new CgxException("out of memory after memoising " + memoSize()
                + " positions; the position is too large for this ruleset (taking-and-breaking state spaces grow like partitions)");
    }

    private long lookup(int[] s, int skip, int[] ins) {
        if (s.length - (skip >= 0 ? 1 : 0) + ins.length == 0) return 0;
        if (encode(s, skip, ins)) return lookupKey(keyHi, keyLo);
        Long v = bigMemo.get(new IntsKey(merge(s, skip, ins)));
        return v == null ? MISSING : v;
    }

    private void store(int[] s, long v) {
        if (encode(s, -1, EMPTY)) storeKey(keyHi, keyLo, v);
        else {
            if ((bigMemo.size() & 0xFFFF) == 0xFFFF) {
                Runtime rt = Runtime.getRuntime();
                if (rt.maxMemory() - (rt.totalMemory() - rt.freeMemory()) < (64L << 20)) throw tooLarge();
            }
            bigMemo.put(new IntsKey(s), v);
        }
    }

    private static final int[] EMPTY = new int[0];

    // ---------------------------------------------------------------- search

    /** The memoised value (numerator over D) of a canonical position, or MISSING. */
    long cached(int[] s) { return lookup(s, -1, EMPTY); }

    /** Value of the position reached from canonical {@code s} by replacing s[i] with {@code ins}, if known. */
    long cachedChild(int[] s, int i, int[] ins) { return lookup(s, i, ins); }

    private int[][] stack = new int[64][];
    private boolean[] expanded = new boolean[64];
    private long[] stackHi = new long[64], stackLo = new long[64];
    private boolean[] compact = new boolean[64];
    private long steps;

    // ---- 128-bit Young keys, updated in O(1) per move: removing the part at sorted index i with
    // value v deletes the one-bit at v + i; inserting a value a inserts a one-bit at the position of
    // the zero with index a (the parts <= a stay below it, the rest move up by one).

    private static long low(int p) { return p == 0 ? 0 : -1L >>> (64 - p); }

    /** Position of the r-th (0-based) set bit of x. */
    private static int select(long x, int r) {
        int pos = 0;
        int c = Long.bitCount(x & 0xFFFFFFFFL);
        if (r >= c) { r -= c; x >>>= 32; pos += 32; }
        c = Long.bitCount(x & 0xFFFFL);
        if (r >= c) { r -= c; x >>>= 16; pos += 16; }
        c = Long.bitCount(x & 0xFFL);
        if (r >= c) { r -= c; x >>>= 8; pos += 8; }
        for (; r > 0; r--) x &= x - 1;
        return pos + Long.numberOfTrailingZeros(x);
    }

    /** keyHi/keyLo := the parent key with part index i (value v) removed and the sorted values ins inserted. */
    private void childKey(long hi, long lo, int v, int i, int[] ins) {
        int pos = v + i;
        if (pos < 64) {
            lo = (lo & low(pos)) | (pos == 63 ? 0 : (lo >>> (pos + 1)) << pos) | (hi << 63);
            hi >>>= 1;
        } else {
            int q = pos - 64;
            hi = (hi & low(q)) | (q == 63 ? 0 : (hi >>> (q + 1)) << q);
        }
        for (int a : ins) {
            int z = 64 - Long.bitCount(lo);
            if (a < z) {
                int p = select(~lo, a);
                hi = (hi << 1) | (lo >>> 63);
                lo = (lo & low(p)) | (1L << p) | ((lo & ~low(p)) << 1);
            } else {
                int q = select(~hi, a - z);
                hi = (hi & low(q)) | (1L << q) | ((hi & ~low(q)) << 1);
            }
        }
        keyHi = hi;
        keyLo = lo;
    }

    private void push(int sp, int[] s) {
        if (sp == stack.length) {
            int n = sp * 2;
            stack = Arrays.copyOf(stack, n);
            expanded = Arrays.copyOf(expanded, n);
            stackHi = Arrays.copyOf(stackHi, n);
            stackLo = Arrays.copyOf(stackLo, n);
            compact = Arrays.copyOf(compact, n);
        }
        stack[sp] = s;
        expanded[sp] = false;
        // compact: Young key, and every child's Young key fits too (children have max <= this max, <= 2 more parts)
        int max = s.length == 0 ? 0 : s[s.length - 1];
        if (maxLeft < 0) maxLeft = computeMaxLeft();
        boolean c = max + s.length + 3 <= 127 && maxLeft <= 3;
        compact[sp] = c;
        if (c && encode(s, -1, EMPTY)) {
            stackHi[sp] = keyHi;
            stackLo[sp] = keyLo;
        } else compact[sp] = false;
    }

    private int maxLeft = -1;

    private int computeMaxLeft() {
        int m = 0;
        for (ScoringOctal r : rules) m = Math.max(m, r.code().maxHeapsLeft());
        return m;
    }

    // ---------------------------------------------------------------- bound search (breaking rulesets)
    // For taking-and-breaking rulesets most positions are not needed exactly: Gs(root) >= t holds
    // as soon as one move (p, child) has Gs(child) <= p - t, i.e. not Gs(child) >= p - t + 1 (values are
    // integers over D). Null-window tests "Gs(s) >= t" with memoised lower/upper bounds per position
    // prove the exact value with a fraction of the positions; exact values found are kept in the memo.

    // lower and upper bounds (values 0 and 1), by two-long key
    private final LongPairTable bounds = new LongPairTable(2, 1 << 14, 1 << 28, this::tooLarge);

    private void bound(long hi, long lo, long lower, long upper) {
        int i = bounds.find(hi, lo);
        if (i < 0) {
            i = bounds.add(hi, lo);
            bounds.setValue(i, 0, Long.MIN_VALUE);
            bounds.setValue(i, 1, Long.MAX_VALUE);
        }
        if (lower > bounds.value(i, 0)) bounds.setValue(i, 0, lower);
        if (upper < bounds.value(i, 1)) bounds.setValue(i, 1, upper);
        if (bounds.value(i, 0) == bounds.value(i, 1)) storeKey(hi, lo, bounds.value(i, 0));
    }

    private long bcalls;

    long boundCount() { return bounds.size(); }

    /** Is Gs(s) >= t? s is compact with Young key (hi, lo), non-empty. */
    private boolean atLeast(long hi, long lo, int[] s, long t) {
        if ((++bcalls & 0xFFF) == 0) Interrupts.check();
        long ex = lookupKey(hi, lo);
        if (ex != MISSING) return ex >= t;
        int bi = bounds.find(hi, lo);
        if (bi >= 0) {
            if (bounds.value(bi, 0) >= t) return true;
            if (bounds.value(bi, 1) < t) return false;
        }
        // pass 1: a move refuted by what is already known (no recursion)
        for (int i = 0; i < s.length; i++) {
            if (i > 0 && s[i] == s[i - 1]) continue;
            ensureId(s[i]);
            long[] pts = movePoints[s[i]];
            int[][] res = moveResults[s[i]];
            for (int m = 0; m < res.length; m++) {
                long need = Math.addExact(Math.subtractExact(pts[m], t), 1); // child must have Gs < need
                if (s.length == 1 && res[m].length == 0) {
                    if (0 < need) { bound(hi, lo, t, Long.MAX_VALUE); return true; }
                    continue;
                }
                childKey(hi, lo, s[i], i, res[m]);
                long ch = keyHi, cl = keyLo;
                long cv = lookupKey(ch, cl);
                if (cv != MISSING) {
                    if (cv < need) { bound(hi, lo, t, Long.MAX_VALUE); return true; }
                    continue;
                }
                int cb = bounds.find(ch, cl);
                if (cb >= 0 && bounds.value(cb, 1) < need) { bound(hi, lo, t, Long.MAX_VALUE); return true; }
            }
        }
        // pass 2: search the children
        for (int i = 0; i < s.length; i++) {
            if (i > 0 && s[i] == s[i - 1]) continue;
            long[] pts = movePoints[s[i]];
            int[][] res = moveResults[s[i]];
            for (int m = 0; m < res.length; m++) {
                if (s.length == 1 && res[m].length == 0) continue;
                long need = Math.addExact(Math.subtractExact(pts[m], t), 1);
                childKey(hi, lo, s[i], i, res[m]);
                long ch = keyHi, cl = keyLo;
                if (!atLeast(ch, cl, merge(s, i, res[m]), need)) {
                    bound(hi, lo, t, Long.MAX_VALUE);
                    return true;
                }
            }
        }
        bound(hi, lo, Long.MIN_VALUE, t - 1);
        return false;
    }

    /** Exact Gs of a compact non-empty position by null-window tests around {@code guess}. */
    private long gsBounded(int[] root, long guess) {
        if (!encode(root, -1, EMPTY)) throw new IllegalStateException();
        long hi = keyHi, lo = keyLo;
        long ex = lookupKey(hi, lo);
        if (ex != MISSING) return ex;
        // gallop from the guess to bracket the value, then bisect: lo <= Gs < hiB
        long a, b, step = 1;
        if (atLeast(hi, lo, root, guess)) {
            a = guess;
            while (true) {
                long c = Math.addExact(a, step);
                if (atLeast(hi, lo, root, c)) { a = c; step *= 2; } else { b = c; break; }
            }
        } else {
            b = guess;
            while (true) {
                long c = Math.subtractExact(b, step);
                if (atLeast(hi, lo, root, c)) { a = c; break; } else { b = c; step *= 2; }
            }
        }
        while (b - a > 1) {
            long c = a + (b - a) / 2;
            if (atLeast(hi, lo, root, c)) a = c; else b = c;
        }
        storeKey(hi, lo, a);
        return a;
    }

    /** Whether {@link #gs} uses the bound search for this root (breaking rulesets, compact keys). */
    boolean useBoundSearch = true;

    private boolean boundSearch(int[] root) {
        if (!useBoundSearch) return false;
        if (maxLeft < 0) maxLeft = computeMaxLeft();
        if (maxLeft < 2 || root.length == 0) return false;
        long beans = 0;
        for (int id : root) beans += heapOf(id);
        int max = root[root.length - 1];
        // every descendant's Young key fits: its parts are at most the root's largest id and there are
        // at most as many as beans (a single ruleset: largest part + parts <= beans + 1)
        return maxLeft <= 3 && (nRules == 1 ? beans + 3 <= 127 : max + beans + 3 <= 127);
    }

    long guess = 0;

    /** Gs of a canonical position (sorted live ids), as a numerator over {@link #denominator()}. */
    long gs(int[] root) {
        if (boundSearch(root)) {
            try {
                long v = gsBounded(root, guess);
                guess = v;
                return v;
            } catch (ArithmeticException e) {
                throw new Overflow();
            }
        }
        long known = cached(root);
        if (known != MISSING) return known;
        int sp = 0;
        push(sp++, root);
        try {
            while (sp > 0) {
                if ((++steps & 0xFFF) == 0) Interrupts.check();
                int f = sp - 1;
                int[] s = stack[f];
                boolean fast = compact[f];
                long hi = stackHi[f], lo = stackLo[f];
                boolean first = !expanded[f];
                if (first) {
                    if ((fast ? lookupKey(hi, lo) : cached(s)) != MISSING) {
                        stack[--sp] = null;
                        continue;
                    }
                    expanded[f] = true;
                }
                long best = MISSING;
                boolean missing = false;
                for (int i = 0; i < s.length; i++) {
                    if (i > 0 && s[i] == s[i - 1]) continue;
                    ensureId(s[i]);
                    long[] pts = movePoints[s[i]];
                    int[][] res = moveResults[s[i]];
                    for (int m = 0; m < res.length; m++) {
                        int[] ins = res[m];
                        long cv;
                        if (fast) {
                            if (s.length == 1 && ins.length == 0) cv = 0;
                            else {
                                childKey(hi, lo, s[i], i, ins);
                                cv = lookupKey(keyHi, keyLo);
                            }
                        } else cv = lookup(s, i, ins);
                        if (cv == MISSING) {
                            if (!first) throw new IllegalStateException("child not computed");
                            missing = true;
                            push(sp++, merge(s, i, ins));
                            continue;
                        }
                        if (!missing) {
                            long v = Math.subtractExact(pts[m], cv);
                            if (v > best) best = v;
                        }
                    }
                }
                if (!missing) {
                    if (fast) storeKey(hi, lo, best == MISSING ? 0 : best);
                    else store(s, best == MISSING ? 0 : best);
                    stack[f] = null;
                    // children pushed above f? none, since nothing was missing
                    sp = f;
                }
            }
        } catch (ArithmeticException e) {
            Arrays.fill(stack, null);
            throw new Overflow();
        } catch (OutOfMemoryError e) {
            Arrays.fill(stack, null);
            bigMemo.clear();
            throw new CgxException("out of memory; the position is too large for this ruleset");
        } catch (RuntimeException e) {
            Arrays.fill(stack, null);
            throw e;
        }
        return cached(root);
    }

    /** An int array with value equality, for map keys. */
    static final class IntsKey {
        final int[] a;
        final int h;
        IntsKey(int[] a) { this.a = a; this.h = Arrays.hashCode(a); }
        @Override public boolean equals(Object o) { return o instanceof IntsKey k && Arrays.equals(a, k.a); }
        @Override public int hashCode() { return h; }
    }
}
