package cgx.misere.quotient;

import cgx.lang.Interrupts;

import java.util.Arrays;

/**
 * A transition algebra T = {(Φ(X), Φ''X)} (Plambeck–Siegel, Definition 5.3) as a hash set of
 * pairs (x, E), E a bitset over the quotient, stored flat in primitive arrays. The monoid
 * product is Lemma 5.4: (x, E)(y, F) = (xy, yE ∪ xF).
 */
final class TSet {
    final int words;
    int size;
    int[] xs = new int[64];
    long[] es;
    int[] parent = new int[64]; // the element this one was first reached from (-1 for the identity)
    int[] via = new int[64];    // the generator (heap) multiplied in
    int currentGen = 0, currentParent = -1;
    int lastFailure = -1;       // index of the element a failed check stopped at
    private int[] table = new int[256]; // index+1, 0 = empty
    private int mask = 255;

    TSet(int words) {
        this.words = words;
        this.es = new long[64 * words];
        Arrays.fill(table, 0);
    }

    TSet copy() {
        TSet t = new TSet(words);
        t.size = size;
        t.xs = xs.clone();
        t.es = es.clone();
        t.table = table.clone();
        t.parent = parent.clone();
        t.via = via.clone();
        t.mask = mask;
        return t;
    }

    private int hash(int x, long[] e, int off) {
        long h = x * 0x9E3779B97F4A7C15L;
        for (int w = 0; w < words; w++) h = (h ^ e[off + w]) * 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ (h >>> 29));
    }

    private boolean same(int i, int x, long[] e, int off) {
        if (xs[i] != x) return false;
        int b = i * words;
        for (int w = 0; w < words; w++) if (es[b + w] != e[off + w]) return false;
        return true;
    }

    /** The index of (x, e), or -1. */
    int find(int x, long[] e) {
        int h = hash(x, e, 0) & mask;
        while (table[h] != 0) {
            if (same(table[h] - 1, x, e, 0)) return table[h] - 1;
            h = (h + 1) & mask;
        }
        return -1;
    }

    /** Adds (x, e); true if it was new. */
    boolean add(int x, long[] e) { return add(x, e, 0); }

    boolean add(int x, long[] e, int off) {
        int h = hash(x, e, off) & mask;
        while (table[h] != 0) {
            if (same(table[h] - 1, x, e, off)) return false;
            h = (h + 1) & mask;
        }
        if (size == xs.length) {
            xs = Arrays.copyOf(xs, size * 2);
            es = Arrays.copyOf(es, size * 2 * words);
            parent = Arrays.copyOf(parent, size * 2);
            via = Arrays.copyOf(via, size * 2);
        }
        parent[size] = currentParent;
        via[size] = currentGen;
        xs[size] = x;
        System.arraycopy(e, off, es, size * words, words);
        table[h] = ++size;
        if (size * 2 > mask) rehash();
        return true;
    }

    private void rehash() {
        int cap = (mask + 1) * 2;
        table = new int[cap];
        mask = cap - 1;
        for (int i = 0; i < size; i++) {
            int h = hash(xs[i], es, i * words) & mask;
            while (table[h] != 0) h = (h + 1) & mask;
            table[h] = i + 1;
        }
    }

    /** Closes the set under multiplication by (x, e): T ∪ T·g ∪ T·g² ∪ ... */
    void closeWith(int x, long[] e, QuotientBuilder q) { closeWith(x, e, q, 0); }

    /** The generators (heaps) whose sum reaches element {@code i}, as first found. */
    int[] position(int i) {
        QuotientBuilder.IntList l = new QuotientBuilder.IntList();
        while (i > 0 && parent[i] >= 0) { l.add(via[i]); i = parent[i]; }
        return l.toArray();
    }

    void closeWith(int x, long[] e, QuotientBuilder q, int gen) {
        int order = q.order;
        int[] mul = q.mul;
        int[] eb = QuotientBuilder.bits(e);
        long[] buf = new long[words];
        for (int i = 0; i < size; i++) {
            if ((i & 1023) == 1023) Interrupts.check();
            int y = xs[i];
            Arrays.fill(buf, 0);
            int b = i * words;
            for (int w = 0; w < words; w++) {
                long v = es[b + w];
                while (v != 0) {
                    int f = (w << 6) + Long.numberOfTrailingZeros(v);
                    v &= v - 1;
                    int r = mul[f * order + x];
                    buf[r >>> 6] |= 1L << r;
                }
            }
            for (int f : eb) {
                int r = mul[y * order + f];
                buf[r >>> 6] |= 1L << r;
            }
            currentParent = i;
            currentGen = gen;
            add(mul[y * order + x], buf, 0);
            currentParent = -1;
            if (size > q.maxT)
                throw new QuotientBuilder.TooLarge("transition algebra exceeds " + q.maxT + " elements (quotient order " + order + ")");
        }
    }

    /** Theorem 5.5 (b)(ii) for one n: every (y, E) with y ∉ zu has E ∩ zu ≠ ∅ or y ∈ wn. */
    boolean allSatisfy(long[] zu, long[] wn) {
        for (int i = 0; i < size; i++) {
            int y = xs[i];
            if ((zu[y >>> 6] >>> y & 1) != 0 || (wn[y >>> 6] >>> y & 1) != 0) continue;
            int b = i * words;
            boolean hit = false;
            for (int w = 0; w < words; w++) if ((es[b + w] & zu[w]) != 0) { hit = true; break; }
            if (!hit) return false;
        }
        return true;
    }

    /** The outcome recursion for Y + kG on every (y, E): y ∈ gk iff E ∩ gk = ∅ and y ∉ wk. */
    boolean consistent(long[] gk, long[] wk) {
        for (int i = 0; i < size; i++) {
            int y = xs[i];
            boolean claimed = (gk[y >>> 6] >>> y & 1) != 0;
            boolean expected = (wk[y >>> 6] >>> y & 1) == 0;
            if (expected) {
                int b = i * words;
                for (int w = 0; w < words; w++) if ((es[b + w] & gk[w]) != 0) { expected = false; break; }
            }
            if (claimed != expected) { lastFailure = i; return false; }
        }
        return true;
    }

    /** True if every (y, E) with y ∈ P has E ∩ P = ∅ and every other (y, E) ≠ (1, ∅) meets P: the quotient predicts outcomes correctly. */
    boolean outcomesConsistent(boolean[] isP) {
        for (int i = 0; i < size; i++) {
            int y = xs[i];
            int b = i * words;
            boolean meets = false;
            boolean empty = true;
            for (int w = 0; w < words; w++) {
                long v = es[b + w];
                if (v != 0) empty = false;
                while (v != 0) {
                    int f = (w << 6) + Long.numberOfTrailingZeros(v);
                    v &= v - 1;
                    if (isP[f]) { meets = true; break; }
                }
                if (meets) break;
            }
            if (empty) { if (isP[y]) return false; continue; }
            if (isP[y] == meets) return false;
        }
        return true;
    }
}
