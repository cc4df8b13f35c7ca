package cgx.misere.quotient;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Table;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The structure of a finite commutative monoid Q with its P-portion, as MisereSolver's
 * {@code --analyze} prints it:
 * <ul>
 * <li>mutual-divisibility classes: x ~ y iff x | y and y | x (x | y iff y ∈ xQ), that is, equal
 *     principal ideals; in a finite commutative monoid these are Green's H-classes;</li>
 * <li>for each idempotent e: its maximal subgroup H_e (the class of e), its archimedean
 *     component {x : x^ω = e} (x^ω the idempotent power of x), its lower covers in the order
 *     f ≤ e iff ef = f among idempotents, and the P-positions in H_e;</li>
 * <li>the kernel identity (the least idempotent, the product of all), which MisereSolver marks *.</li>
 * </ul>
 */
public final class QuotientAnalysis {
    private final MisereQuotient q;
    private final int[] classOf;      // mutual-divisibility class of each element
    private final int classCount;
    private final int[] omega;        // x^ω
    private final List<Integer> idempotents;
    private final int kernel;

    QuotientAnalysis(MisereQuotient q) {
        this.q = q;
        int n = q.order;
        Map<BitSet, Integer> ideals = new HashMap<>();
        classOf = new int[n];
        for (int x = 0; x < n; x++) {
            if ((x & 63) == 0) Interrupts.check();
            BitSet ideal = new BitSet(n);
            for (int z = 0; z < n; z++) ideal.set(q.mul(x, z));
            Integer c = ideals.get(ideal);
            if (c == null) ideals.put(ideal, c = ideals.size());
            classOf[x] = c;
        }
        classCount = ideals.size();
        omega = new int[n];
        for (int x = 0; x < n; x++) omega[x] = idempotentPower(x);
        List<Integer> ids = new ArrayList<>();
        for (int x : q.sortedElements()) if (q.mul(x, x) == x) ids.add(x);
        idempotents = List.copyOf(ids);
        kernel = q.kernelIdentity();
    }

    /** x^k for the least k ≥ 1 that is at least the index of x and a multiple of its period. */
    private int idempotentPower(int x) {
        int n = q.order;
        int[] seen = new int[n];
        java.util.Arrays.fill(seen, -1);
        int p = x;
        int i = 1;
        while (seen[p] < 0) { seen[p] = i++; p = q.mul(p, x); }
        int index = seen[p], period = i - seen[p];
        int k = ((index + period - 1) / period) * period;
        int r = x;
        for (int j = 1; j < k; j++) r = q.mul(r, x);
        return r;
    }

    public int mutualDivisibilityClassCount() { return classCount; }

    /** The idempotents, in the quotient's order of elements. */
    public List<Integer> idempotents() { return idempotents; }

    public int kernelIdentity() { return kernel; }

    /** |H_e|: the elements mutually dividing e. */
    public int maxSubgroupOrder(int e) {
        requireIdempotent(e);
        int c = 0;
        for (int x = 0; x < q.order; x++) if (classOf[x] == classOf[e]) c++;
        return c;
    }

    /** The elements x with x^ω = e. */
    public int archimedeanComponentSize(int e) {
        requireIdempotent(e);
        int c = 0;
        for (int x = 0; x < q.order; x++) if (omega[x] == e) c++;
        return c;
    }

    /** The idempotents f < e (ef = f) with no idempotent strictly between, in the order of elements. */
    public List<Integer> lowerCovers(int e) {
        requireIdempotent(e);
        List<Integer> below = new ArrayList<>();
        for (int f : idempotents) if (f != e && q.mul(e, f) == f) below.add(f);
        List<Integer> out = new ArrayList<>();
        for (int f : below) {
            boolean covered = true;
            for (int g : below) if (g != f && q.mul(g, f) == f) { covered = false; break; }
            if (covered) out.add(f);
        }
        return out;
    }

    /** P ∩ H_e, in the order of elements. */
    public List<Integer> maxSubgroupPPortion(int e) {
        requireIdempotent(e);
        List<Integer> out = new ArrayList<>();
        for (int x : q.sortedElements()) if (q.isP[x] && classOf[x] == classOf[e]) out.add(x);
        return out;
    }

    private void requireIdempotent(int e) {
        if (q.mul(e, e) != e) throw new CgxException(q.word(e) + " is not an idempotent of this quotient (its square is " + q.word(q.mul(e, e)) + ")");
    }

    /**
     * The rogue heaps up to {@code n}: heaps whose Φ-value lies outside the kernel zQ (z the
     * kernel identity). MisereSolver's "LastRogue" is the largest rogue heap up to the heap
     * where it found its solution (checked on all 39 codes of Figures 4 and 7).
     */
    public List<Integer> rogueHeaps(int n) {
        boolean[] inKernel = q.kernelSet();
        List<Integer> out = new ArrayList<>();
        for (int h = 0; h <= n; h++) {
            if ((h & 255) == 0) Interrupts.check();
            if (!inKernel[q.phiElement(h)]) out.add(h);
        }
        return out;
    }

    /**
     * The largest rogue heap, or -1 when there is none; for a complete quotient of a code, null
     * when rogues recur in the periodic part (then there is no last one: MisereSolver reports the
     * heap where it stopped looking); for a partial quotient, the largest among the heaps analysed.
     */
    public Integer lastRogue() {
        int gens = q.maxGenerator();
        boolean[] inKernel = q.kernelSet();
        if (q.isComplete() && q.period() > 0) {
            for (int h = gens + 1; h <= gens + q.period(); h++) if (!inKernel[q.phiElement(h)]) return null;
        }
        List<Integer> r = rogueHeaps(gens);
        return r.isEmpty() ? -1 : r.get(r.size() - 1);
    }

    /** k when Q is isomorphic to the tame quotient T_k (|T_0| = 1, |T_1| = 2, |T_k| = 2^k + 2), else null. */
    public Integer tameIndex() {
        if (!q.isTame()) return null;
        if (q.order <= 2) return q.order - 1;
        return Integer.numberOfTrailingZeros(q.order - 2);
    }

    /** MisereSolver's table: one row an idempotent, the kernel identity marked *. */
    public Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (int e : idempotents) {
            rows.add(List.of(q.word(e) + (e == kernel ? " *" : ""), String.valueOf(maxSubgroupOrder(e)), String.valueOf(archimedeanComponentSize(e)),
                    words(lowerCovers(e)), words(maxSubgroupPPortion(e))));
        }
        return new Table(classCount + " mutual divisibility classes; * marks the kernel identity",
                List.of("Idempotent", "|MaxSG|", "|Arch|", "Lower Covers", "MaxSG P-Pos"), rows);
    }

    private String words(List<Integer> xs) {
        StringBuilder b = new StringBuilder();
        for (int x : xs) b.append(b.length() > 0 ? ", " : "").append(q.word(x));
        return b.toString();
    }
}
