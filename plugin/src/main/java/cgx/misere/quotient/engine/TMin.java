package cgx.misere.quotient.engine;

import cgx.core.Interrupts;

import java.util.Arrays;

/**
 * The part of a transition algebra T = {(Φ(X), Φ''X)} (Plambeck–Siegel, Definition 5.3) that the
 * solver needs, kept small:
 * <ul>
 * <li>the <em>minimal</em> pairs: for each x, the antichain of ⊆-minimal option sets E among the
 * pairs (x, E) of non-zero positions. Every minimal pair is a product of minimal pairs (if a
 * factor is replaced by a pair with a smaller set, the product's set can only shrink; Lemma 5.4),
 * so closing the generators' pairs under multiplication while discarding non-minimal pairs yields
 * exactly the minimal pairs. Conditions that only ask some element of E to have a property — the
 * Generalized Mex Rule's (b)(ii) (Theorem 5.5) and "an N-position has a P-option" — hold for
 * every pair iff they hold for the minimal ones;</li>
 * <li>the union U_x of all option sets E of pairs (x, E), for conditions that ask every element
 * of E ("a P-position has no P-option"). Every pair is a product of generator pairs (h, E_h), so
 * U_y = ∪ {x·E_h : x a product of generators, xh = y} (see {@link #updateUnions}): no fixpoint
 * iteration is needed;</li>
 * <li>the zero position's pair (1, ∅), handled apart (it is the one pair with an empty set).</li>
 * </ul>
 * In practice this is orders of magnitude smaller than T (0.644's T exceeds millions of pairs).
 * Each stored pair remembers the sum of generators it was first reached as (a witness position).
 */
public final class TMin {
    public final int order, words;
    private final int[] mul;
    // stored pairs (index 0 is the zero position's (1, ∅))
    public int size;
    public int[] xs = new int[64];
    public long[] es;
    public boolean[] dead = new boolean[64];
    public int[] parent = new int[64], via = new int[64];
    int[] card = new int[64]; // |E| of each stored pair
    public int alive;
    // pairs by x: linked lists through nextSame
    private int[] headX;
    private int[] nextSame = new int[64];
    // unions
    public final long[] union;
    final boolean[] realized;
    // witnesses for realized x and for union bits
    private final int[] realParent, realGen;          // x reached as realParent[x] + generator realGen[x]
    private final LongIntMap unionFrom;                // (x, bit) -> encoded derivation, -1 unknown (null: not kept)
    // generator pairs (distinct)
    private int gensCount;
    private int[] genX = new int[16], genId = new int[16];
    private long[][] genE = new long[16][];
    final int maxSize;
    int lastFailure = -1;

    public TMin(int order, int[] mul, int maxSize) { this(order, mul, maxSize, false); }

    /** {@code witnesses}: also remember how each union element arose, for {@link #unionPosition}. */
    public TMin(int order, int[] mul, int maxSize, boolean witnesses) {
        this.order = order;
        this.mul = mul;
        this.words = (order + 63) >>> 6;
        this.maxSize = maxSize;
        es = new long[64 * words];
        headX = new int[order];
        Arrays.fill(headX, -1);
        union = new long[order * words];
        realized = new boolean[order];
        realParent = new int[order];
        realGen = new int[order];
        Arrays.fill(realParent, -1);
        // witnesses for the union bits as they are set (a map: far fewer than order², and no
        // order² table to allocate at each check of a large hypothesis)
        unionFrom = witnesses ? new LongIntMap() : null;
        realized[0] = true;
        // the zero position
        xs[0] = 0;
        parent[0] = -1;
        via[0] = 0;
        size = 1;
        nextSame[0] = -1; // not linked: the zero position's pair is kept apart from the antichains
    }

    // ---------------------------------------------------------------- building

    private boolean subset(int i, long[] e, int off) {
        int b = i * words;
        for (int w = 0; w < words; w++) if ((es[b + w] & ~e[off + w]) != 0) return false;
        return true;
    }

    private boolean superset(int i, long[] e, int off) {
        int b = i * words;
        for (int w = 0; w < words; w++) if ((e[off + w] & ~es[b + w]) != 0) return false;
        return true;
    }

    /** Adds (x, e) unless a stored pair (x, E') has E' ⊆ e; drops stored strict supersets. */
    private boolean add(int x, long[] e, int par, int gen) {
        int c = 0;
        for (int w = 0; w < words; w++) c += Long.bitCount(e[w]);
        int prev = -1;
        for (int i = headX[x]; i >= 0; ) {
            int nx = nextSame[i];
            int ci = card[i];
            if (ci <= c && subset(i, e, 0)) return false;
            if (ci > c && superset(i, e, 0)) { // strictly larger: drop it
                dead[i] = true;
                alive--;
                if (prev < 0) headX[x] = nx; else nextSame[prev] = nx;
            } else prev = i;
            i = nx;
        }
        if (size == xs.length) {
            int n = size * 2;
            xs = Arrays.copyOf(xs, n);
            es = Arrays.copyOf(es, n * words);
            dead = Arrays.copyOf(dead, n);
            parent = Arrays.copyOf(parent, n);
            via = Arrays.copyOf(via, n);
            nextSame = Arrays.copyOf(nextSame, n);
            card = Arrays.copyOf(card, n);
        }
        int i = size++;
        xs[i] = x;
        card[i] = c;
        System.arraycopy(e, 0, es, i * words, words);
        parent[i] = par;
        via[i] = gen;
        nextSame[i] = headX[x];
        headX[x] = i;
        alive++;
        if (alive > maxSize)
            throw new QuotientBuilder.TooLarge("transition algebra: more than " + maxSize + " minimal pairs (quotient order " + order + ")");
        return true;
    }

    /**
     * Adjoins a generator's pair (h, E_h) (E_h non-empty): the stored pairs become the minimal
     * pairs of T·⟨(h, E_h)⟩, and the unions those of the enlarged algebra.
     */
    public boolean addGenerator(int h, long[] eh, int gen) {
        boolean newPairs = false;
        // a generator whose pair is already dominated adds no minimal pair
        boolean dominated = false;
        for (int i = headX[h]; i >= 0; i = nextSame[i]) if (subset(i, eh, 0)) { dominated = true; break; }
        if (!dominated) {
            int start = size;
            // multiply every stored pair (and every pair produced on the way) by (h, E_h)
            long[] buf = new long[words];
            int[] eb = BitSets.members(eh);
            for (int i = 0; i < size; i++) {
                if ((i & 1023) == 1023) Interrupts.check();
                if (dead[i]) continue;
                int y = xs[i];
                TSet.productSet(buf, es, i * words, words, mul, order, h, y, eb);
                if (add(mul[y * order + h], buf, i, gen)) newPairs = true;
            }
            if (size == start) newPairs = false;
        }
        // unions: does (h, E_h) add anything?
        boolean needU = !realized[h];
        if (!needU) {
            int b = h * words;
            for (int w = 0; w < words; w++) if ((eh[w] & ~union[b + w]) != 0) { needU = true; break; }
        }
        if (needU || newPairs) {
            if (gensCount == genX.length) {
                genX = Arrays.copyOf(genX, gensCount * 2);
                genId = Arrays.copyOf(genId, gensCount * 2);
                genE = Arrays.copyOf(genE, gensCount * 2);
            }
            genX[gensCount] = h;
            genId[gensCount] = gen;
            genE[gensCount] = eh.clone();
            gensCount++;
            updateUnions(gensCount - 1);
        }
        return newPairs;
    }

    /**
     * The realized values and the unions after adding generator pair {@code gi}. A pair of T is a
     * product of generator pairs (h_1, E_1)…(h_k, E_k), whose set is ∪_i (∏_{j≠i} h_j)·E_i by
     * Lemma 5.4 (the monoid is commutative). So U_y = ∪ {x·E_h : x realized, (h, E_h) a generator
     * pair, xh = y}, with the realized values R = the products of generators (1 included): each
     * new realized x adds x·E_h for every generator, and the new generator adds x·E_gi for every x.
     */
    private void updateUnions(int gi) {
        // x·E_gi for the values realized before
        long steps = 0;
        for (int m = 0; m < order; m++) {
            if (!realized[m]) continue;
            if ((++steps & 255) == 0) Interrupts.check();
            addOptions(m, gi);
        }
        // the values the new generator realizes: the closure of R under every generator, from R·h_gi
        int[] queue = new int[order];
        int qt = 0;
        for (int m = 0; m < order; m++) {
            if (!realized[m]) continue;
            int m2 = mul[m * order + genX[gi]];
            if (!realized[m2]) { realize(m2, m, gi); queue[qt++] = m2; }
        }
        for (int qh = 0; qh < qt; qh++) {
            if ((qh & 255) == 255) Interrupts.check();
            int m = queue[qh];
            for (int j = 0; j < gensCount; j++) {
                int m2 = mul[m * order + genX[j]];
                if (!realized[m2]) { realize(m2, m, j); queue[qt++] = m2; }
            }
        }
        // x·E_j for every generator j, for the new x
        for (int q = 0; q < qt; q++) {
            for (int j = 0; j < gensCount; j++) {
                if ((++steps & 255) == 0) Interrupts.check();
                addOptions(queue[q], j);
            }
        }
    }

    private void realize(int x, int from, int j) {
        realized[x] = true;
        realParent[x] = from;
        realGen[x] = j;
    }

    /** U_{m·h_j} ⊇ m·E_j. */
    private void addOptions(int m, int j) {
        int m2 = mul[m * order + genX[j]];
        int b2 = m2 * words, row = m * order;
        long[] eh = genE[j];
        for (int w = 0; w < words; w++) {
            long v = eh[w];
            while (v != 0) {
                int e = (w << 6) + Long.numberOfTrailingZeros(v);
                v &= v - 1;
                int r = mul[row + e];
                int rw = b2 + (r >>> 6);
                if ((union[rw] >>> r & 1) == 0) {
                    union[rw] |= 1L << r;
                    if (unionFrom != null) unionFrom.put((long) m2 * order + r, encode(m, j));
                }
            }
        }
    }

    // derivation of a union bit of U_{m·h_j}: it is in m·E_{h_j}
    private int[] deriv = new int[0];
    private int derivCount;

    private int encode(int m, int j) {
        if (derivCount * 2 + 2 > deriv.length) deriv = Arrays.copyOf(deriv, Math.max(32, deriv.length * 2));
        deriv[derivCount * 2] = m;
        deriv[derivCount * 2 + 1] = j;
        return derivCount++;
    }

    // ---------------------------------------------------------------- witnesses

    /** The generators of the stored pair {@code i}'s witness position. */
    public int[] position(int i) {
        IntList l = new IntList();
        while (i > 0 && parent[i] >= 0) { l.add(via[i]); i = parent[i]; }
        return l.toArray();
    }

    /** Generators of a position X with Φ(X) = x. */
    int[] realizedPosition(int x) {
        IntList l = new IntList();
        while (x != 0 && realParent[x] >= 0) { l.add(genId[realGen[x]]); x = realParent[x]; }
        return l.toArray();
    }

    /** Generators of a position X with Φ(X) = x having an option of value e (e ∈ U_x). */
    public int[] unionPosition(int x, int e) {
        int d = unionFrom == null ? -1 : unionFrom.get((long) x * order + e);
        if (d < 0) return realizedPosition(x);
        IntList l = new IntList();
        l.add(genId[deriv[d * 2 + 1]]);
        for (int h : realizedPosition(deriv[d * 2])) l.add(h);
        return l.toArray();
    }

    // ---------------------------------------------------------------- checks

    /** Theorem 5.5 (b)(ii) for one n: every (y, E) with y ∉ zu and y ∉ wn has E ∩ zu ≠ ∅. */
    boolean allSatisfy(long[] zu, long[] wn) {
        if ((zu[0] & 1) == 0 && (wn[0] & 1) == 0) return false; // the zero position (1, ∅)
        for (int y = 0; y < order; y++) {
            if ((zu[y >>> 6] >>> y & 1) != 0 || (wn[y >>> 6] >>> y & 1) != 0) continue;
            for (int i = headX[y]; i >= 0; i = nextSame[i]) {
                int b = i * words;
                boolean hit = false;
                for (int w = 0; w < words; w++) if ((es[b + w] & zu[w]) != 0) { hit = true; break; }
                if (!hit) return false;
            }
        }
        return true;
    }

    /**
     * The outcome recursion for Y + kG on every pair (y, E): y ∈ gk iff y ∉ wk and E ∩ gk = ∅.
     * On failure, {@link #lastFailure} is a stored pair (or -1).
     */
    public boolean consistent(long[] gk, long[] wk) {
        int[] f = inconsistencies(gk, wk, 1);
        lastFailure = f.length > 0 ? f[0] : -1;
        return f.length == 0;
    }

    /**
     * Up to {@code max} stored pairs at which {@link #consistent} fails (each value y once; for a
     * claimed y, its first pair stands for the union): the recursion's failures, not just the first.
     */
    public int[] inconsistencies(long[] gk, long[] wk, int max) {
        IntList out = new IntList();
        if (((gk[0] & 1) != 0) != ((wk[0] & 1) == 0)) out.add(0);
        for (int y = 0; y < order && out.size() < max; y++) {
            if (headX[y] < 0) continue;
            boolean claimed = (gk[y >>> 6] >>> y & 1) != 0, inW = (wk[y >>> 6] >>> y & 1) != 0;
            if (claimed) {
                boolean bad = inW;
                int b = y * words;
                for (int w = 0; w < words && !bad; w++) if ((union[b + w] & gk[w]) != 0) bad = true;
                if (bad) out.add(headX[y]);
            } else if (!inW) {
                for (int i = headX[y]; i >= 0; i = nextSame[i]) {
                    int b = i * words;
                    boolean hit = false;
                    for (int w = 0; w < words; w++) if ((es[b + w] & gk[w]) != 0) { hit = true; break; }
                    if (!hit) { out.add(i); break; }
                }
            }
        }
        return out.toArray();
    }

    /**
     * A position the monoid mispredicts locally, or null: a pair (y, E) of a non-zero position
     * with y ∈ P but E ∩ P ≠ ∅, or y ∉ P but E ∩ P = ∅ (so the position or one of its options
     * is mispredicted). Returns the lightest witness found (weights of generators in {@code wt}).
     */
    public int[] outcomeFailure(boolean[] isP, long[] wt) {
        if (isP[0]) return new int[0]; // the zero position is an N-position
        long[] pb = new long[words];
        for (int y = 0; y < order; y++) if (isP[y]) pb[y >>> 6] |= 1L << y;
        int[] best = null;
        long bestW = Long.MAX_VALUE;
        for (int y = 0; y < order; y++) {
            if (isP[y]) {
                int b = y * words;
                for (int w = 0; w < words; w++) {
                    long v = union[b + w] & pb[w];
                    while (v != 0) {
                        int[] pos = unionPosition(y, (w << 6) + Long.numberOfTrailingZeros(v));
                        v &= v - 1;
                        long ww = weight(pos, wt);
                        if (ww < bestW) { bestW = ww; best = pos; }
                    }
                }
            } else {
                for (int i = headX[y]; i >= 0; i = nextSame[i]) {
                    int b = i * words;
                    boolean hit = false;
                    for (int w = 0; w < words; w++) if ((es[b + w] & pb[w]) != 0) { hit = true; break; }
                    if (hit) continue;
                    int[] pos = position(i);
                    long ww = weight(pos, wt);
                    if (ww < bestW) { bestW = ww; best = pos; }
                }
            }
        }
        return best;
    }

    private static long weight(int[] pos, long[] wt) {
        long s = 0;
        for (int h : pos) s += wt[h];
        return s;
    }
}
