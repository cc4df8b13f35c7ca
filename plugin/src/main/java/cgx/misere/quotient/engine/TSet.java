package cgx.misere.quotient.engine;

import cgx.core.Interrupts;

import java.util.Arrays;

/**
 * A transition algebra T = {(Φ(X), Φ''X)} (Plambeck–Siegel, Definition 5.3) as a hash set of
 * pairs (x, E), E a bitset over the quotient, stored flat in primitive arrays. The monoid
 * product is Lemma 5.4: (x, E)(y, F) = (xy, yE ∪ xF).
 */
public final class TSet {
    public final int words;
    public int size;
    public int[] xs = new int[64];
    public long[] es;
    public int[] parent = new int[64]; // the element this one was first reached from (-1 for the identity)
    public int[] via = new int[64];    // the generator (heap) multiplied in
    int currentGen = 0, currentParent = -1;
    private int[] table = new int[256]; // index+1, 0 = empty
    private int mask = 255;

    public TSet(int words) {
        this.words = words;
        this.es = new long[64 * words];
        Arrays.fill(table, 0);
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
    public int find(int x, long[] e) {
        int h = hash(x, e, 0) & mask;
        while (table[h] != 0) {
            if (same(table[h] - 1, x, e, 0)) return table[h] - 1;
            h = (h + 1) & mask;
        }
        return -1;
    }

    /** Adds (x, e); true if it was new. */
    public boolean add(int x, long[] e) { return add(x, e, 0); }

    public boolean add(int x, long[] e, int off) {
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

    /**
     * The option set of a product (Lemma 5.4): {@code buf} := x·E ∪ y·F, where E is the bitset at
     * {@code es[base .. base+words)} (the options of a pair with value y) and F = {@code f} (the
     * options of a pair with value x).
     */
    public static void productSet(long[] buf, long[] es, int base, int words, int[] mul, int order, int x, int y, int[] f) {
        Arrays.fill(buf, 0);
        for (int w = 0; w < words; w++) {
            long v = es[base + w];
            while (v != 0) {
                int e = (w << 6) + Long.numberOfTrailingZeros(v);
                v &= v - 1;
                int r = mul[e * order + x];
                buf[r >>> 6] |= 1L << r;
            }
        }
        for (int e : f) {
            int r = mul[y * order + e];
            buf[r >>> 6] |= 1L << r;
        }
    }

    /** Closes the set under multiplication by (x, e): T ∪ T·g ∪ T·g² ∪ ... */
    void closeWith(int x, long[] e, QuotientBuilder q) { closeWith(x, e, q, 0); }

    /** The generators (heaps) whose sum reaches element {@code i}, as first found. */
    public int[] position(int i) {
        IntList l = new IntList();
        while (i > 0 && parent[i] >= 0) { l.add(via[i]); i = parent[i]; }
        return l.toArray();
    }

    void closeWith(int x, long[] e, QuotientBuilder q, int gen) {
        int order = q.order;
        int[] mul = q.mul;
        int[] eb = BitSets.members(e);
        long[] buf = new long[words];
        for (int i = 0; i < size; i++) {
            if ((i & 1023) == 1023) Interrupts.check();
            int y = xs[i];
            productSet(buf, es, i * words, words, mul, order, x, y, eb);
            currentParent = i;
            currentGen = gen;
            add(mul[y * order + x], buf, 0);
            currentParent = -1;
            if (size > q.maxT)
                throw new QuotientBuilder.TooLarge("transition algebra exceeds " + q.maxT + " elements (quotient order " + order + ")");
        }
    }
}
