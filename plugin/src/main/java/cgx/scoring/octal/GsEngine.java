package cgx.scoring.octal;

import cgx.lang.CgxException;
import cgx.lang.Interrupts;

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
 * live in an open-addressing table with long values. Values are exact: all points are integers over a
 * common denominator {@code D}, so every value is a long numerator over {@code D} (overflow is checked).
 * The search is an explicit-stack depth-first search, so deep games cannot overflow the Java stack.
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

    // two-long keyed open addressing memo
    private long[] keys = new long[2 << 16];
    private long[] vals = new long[1 << 16];
    private int size;
    private int mask = (1 << 16) - 1;
    private final HashMap<IntsKey, Long> bigMemo = new HashMap<>();

    private long keyHi, keyLo; // output of encode()

    GsEngine(ScoringOctal... rules) {
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
            return Math.multiplyExact(a / g, b);
        } catch (ArithmeticException e) {
            throw new CgxException("Gs: the common denominator of the rulesets' points is too large");
        }
    }

    private static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    long denominator() { return denominator; }
    int ruleCount() { return nRules; }
    ScoringOctal rule(int r) { return rules[r]; }

    int id(int rule, int heap) {
        long id = (long) heap * nRules + rule;
        if (id > Integer.MAX_VALUE - 8) throw new CgxException("Gs: heap " + heap + " is too large");
        return (int) id;
    }

    int heapOf(int id) { return id / nRules; }
    int ruleOf(int id) { return id % nRules; }

    /** Number of positions memoised so far. */
    long memoSize() { return size + (long) bigMemo.size(); }

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
            long p = Math.multiplyExact(rule.scaledPoint(k), scale[r]);
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

    private int slot(long hi, long lo) {
        long h = hi * 0x9E3779B97F4A7C15L ^ lo * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (int) h & mask;
    }

    private long lookupKey(long hi, long lo) {
        int i = slot(hi, lo);
        while (true) {
            long kh = keys[2 * i], kl = keys[2 * i + 1];
            if (kh == 0 && kl == 0) return MISSING;
            if (kh == hi && kl == lo) return vals[i];
            i = (i + 1) & mask;
        }
    }

    private void storeKey(long hi, long lo, long v) {
        if (size + 1 > (mask + 1) * 0.6) grow();
        int i = slot(hi, lo);
        while (true) {
            long kh = keys[2 * i], kl = keys[2 * i + 1];
            if (kh == 0 && kl == 0) {
                keys[2 * i] = hi;
                keys[2 * i + 1] = lo;
                vals[i] = v;
                size++;
                return;
            }
            if (kh == hi && kl == lo) {
                vals[i] = v;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    private void grow() {
        int cap = (mask + 1) * 2;
        if (cap <= 0 || cap > (1 << 30)) throw tooLarge();
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if ((long) cap * 24 > free * 0.9) throw tooLarge();
        long[] ok = keys, ov = vals;
        try {
            keys = new long[2 * cap];
            vals = new long[cap];
        } catch (OutOfMemoryError e) {
            keys = ok;
            vals = ov;
            throw tooLarge();
        }
        mask = cap - 1;
        for (int i = 0; i < ov.length; i++) {
            long kh = ok[2 * i], kl = ok[2 * i + 1];
            if (kh == 0 && kl == 0) continue;
            int j = slot(kh, kl);
            while (keys[2 * j] != 0 || keys[2 * j + 1] != 0) j = (j + 1) & mask;
            keys[2 * j] = kh;
            keys[2 * j + 1] = kl;
            vals[j] = ov[i];
        }
    }

    private CgxException tooLarge() {
        return new CgxException("Gs: out of memory after memoising " + memoSize()
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
    private long steps;

    /** Gs of a canonical position (sorted live ids), as a numerator over {@link #denominator()}. */
    long gs(int[] root) {
        long known = cached(root);
        if (known != MISSING) return known;
        int sp = 0;
        stack[sp] = root;
        expanded[sp++] = false;
        try {
            while (sp > 0) {
                if ((++steps & 0xFFF) == 0) Interrupts.check();
                int[] s = stack[sp - 1];
                if (!expanded[sp - 1]) {
                    if (cached(s) != MISSING) {
                        stack[--sp] = null;
                        continue;
                    }
                    expanded[sp - 1] = true;
                    for (int i = 0; i < s.length; i++) {
                        if (i > 0 && s[i] == s[i - 1]) continue;
                        int[][] res = moveResults(s[i]);
                        for (int[] ins : res) {
                            if (lookup(s, i, ins) == MISSING) {
                                if (sp == stack.length) {
                                    stack = Arrays.copyOf(stack, sp * 2);
                                    expanded = Arrays.copyOf(expanded, sp * 2);
                                }
                                stack[sp] = merge(s, i, ins);
                                expanded[sp++] = false;
                            }
                        }
                    }
                } else {
                    long best = MISSING;
                    for (int i = 0; i < s.length; i++) {
                        if (i > 0 && s[i] == s[i - 1]) continue;
                        long[] pts = movePoints[s[i]];
                        int[][] res = moveResults[s[i]];
                        for (int m = 0; m < res.length; m++) {
                            long v = Math.subtractExact(pts[m], lookup(s, i, res[m]));
                            if (v > best) best = v;
                        }
                    }
                    store(s, best == MISSING ? 0 : best);
                    stack[--sp] = null;
                }
            }
        } catch (ArithmeticException e) {
            Arrays.fill(stack, null);
            throw new CgxException("Gs: values exceed the exact 64-bit range (points too large for this position)");
        } catch (OutOfMemoryError e) {
            Arrays.fill(stack, null);
            bigMemo.clear();
            throw new CgxException("Gs: out of memory; the position is too large for this ruleset");
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
