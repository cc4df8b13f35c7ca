package cgx.misere.quotient.certificate;

import cgx.core.Interrupts;
import cgx.heap.HeapRuleset;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * The self-check of a partial quotient Q_n (Plambeck–Siegel §2–4) a reader of the paper can
 * accept: the data (Q as a table on 0..order-1 with identity 0, its P-portion, Φ(H_1..H_n)) is
 * checked to be a bipartite monoid of the heaps ≤ n whose outcomes agree with the heaps' on the
 * representative sums (necessary, not sufficient: {@link OutcomeRuleCheck}, the outcome rule on
 * every sum, makes it a proof):
 * <ol>
 * <li>the monoid is well defined and finite: 0 is an identity, the table is commutative and
 * associative (Light's test on the Φ-generators: x(gy) = (xg)y for every generator g), and
 * every element is a product of Φ-values (each has a word in the heaps, its representative);</li>
 * <li>it is reduced (Definition 3.4): elements are pairwise distinguishable by P, so P is
 * consistent on each class and Q has no proper quotient (Corollary 3.7);</li>
 * <li>the outcome recursion: for each element y with representative sum Y, and each heap h ≤ n,
 * Φ(Y + H_h) = yΦ(h) is in P exactly when Y + H_h has an option and none of its options
 * (moves in Y, or in H_h) has its Φ-value in P; and likewise for Y itself.</li>
 * </ol>
 * No part of the quotient engine is used.
 */
public final class AlgebraicCheck {
    private AlgebraicCheck() {}

    /**
     * The outcome: passed, or the first failure in words; {@code checked} counts the recursion
     * cases; {@code optionValues} the Φ-values of each heap's options when it passed (else null),
     * for the checks that follow.
     */
    public record Result(boolean passed, String failure, long checked, int[][] optionValues) {}

    public static Result run(HeapRuleset rules, int n, int order, int[] mul, boolean[] isP, int[] phi) {
        return run(rules, n, order, mul, isP, phi, h -> "H" + h);
    }

    /**
     * The same check, naming generator h {@code name.apply(h)} in its failures (a form of a
     * closure played as a heap, {@link FollowerMoves}, by its notation).
     */
    public static Result run(HeapRuleset rules, int n, int order, int[] mul, boolean[] isP, int[] phi, IntFunction<String> name) {
        if (order < 1 || mul.length != order * order || isP.length != order) return fail("the table has the wrong size");
        for (int v : mul) if (v < 0 || v >= order) return fail("the table has an entry outside 0.." + (order - 1));
        if (phi.length < n + 1) return fail("Φ is given for fewer than " + n + " heaps");
        for (int h = 1; h <= n; h++) if (phi[h] < 0 || phi[h] >= order) return fail("Φ(H_" + h + ") = " + phi[h] + " is outside 0.." + (order - 1));
        // identity and commutativity
        for (int x = 0; x < order; x++) {
            if (mul[x] != x || mul[x * order] != x) return fail("1 is not an identity: 1·" + x + " ≠ " + x);
            for (int y = x + 1; y < order; y++)
                if (mul[x * order + y] != mul[y * order + x]) return fail("the table is not commutative at elements " + x + ", " + y);
        }
        // the Φ-generators, and every element a product of them (representatives by least total size)
        int[] gen = distinctPhi(n, phi);
        int[] repParent = new int[order], repHeap = new int[order], repSize = new int[order];
        Arrays.fill(repSize, Integer.MAX_VALUE);
        repSize[0] = 0;
        repParent[0] = -1;
        // Dijkstra with heap sizes as weights (bucket queue)
        java.util.List<ArrayDeque<Integer>> buckets = new java.util.ArrayList<>();
        buckets.add(new ArrayDeque<>(java.util.List.of(0)));
        for (int w = 0; w < buckets.size(); w++) {
            ArrayDeque<Integer> q = buckets.get(w);
            while (!q.isEmpty()) {
                int x = q.poll();
                if (repSize[x] != w) continue;
                for (int h = 1; h <= n; h++) {
                    int y = mul[x * order + phi[h]];
                    int d = w + h;
                    if (d < repSize[y]) {
                        repSize[y] = d;
                        repParent[y] = x;
                        repHeap[y] = h;
                        while (buckets.size() <= d) buckets.add(new ArrayDeque<>());
                        buckets.get(d).add(y);
                    }
                }
            }
        }
        for (int x = 0; x < order; x++)
            if (repSize[x] == Integer.MAX_VALUE) return fail("element " + x + " is not a product of Φ(" + name.apply(1) + "), ..., Φ(" + name.apply(n) + ")");
        // associativity: Light's test over the generators
        for (int g : gen) {
            Interrupts.check();
            for (int x = 0; x < order; x++) {
                int xg = mul[x * order + g];
                int rowX = x * order, rowXg = xg * order, rowG = g * order;
                for (int y = 0; y < order; y++)
                    if (mul[rowX + mul[rowG + y]] != mul[rowXg + y])
                        return fail("the table is not associative: x(gy) ≠ (xg)y for x = " + x + ", g = " + g + ", y = " + y);
            }
        }
        // reduced: partition refinement (classes by P, split by the class of xg for each generator g)
        String indistinct = reduced(order, mul, isP, gen);
        if (indistinct != null) return fail(indistinct);
        // the outcome recursion on representatives Y and Y + H_h
        int[][] optValue = optionValues(rules, n, order, mul, phi);
        long checked = 0;
        for (int y = 0; y < order; y++) {
            if ((y & 63) == 0) Interrupts.check();
            int[] rep = representative(y, repParent, repHeap);
            Arrays.sort(rep);
            int[] yOpts = optionValues(rep, order, mul, phi, optValue);
            boolean yOptionP = false;
            for (int v : yOpts) if (isP[v]) { yOptionP = true; break; }
            boolean yShould = yOpts.length > 0 && !yOptionP;
            checked++;
            if (yShould != isP[y]) return recursionFailure(rep, 0, isP[y], yOpts.length == 0, name);
            for (int h = 1; h <= n; h++) {
                int ph = phi[h];
                int x = mul[y * order + ph];
                boolean anyP = false;
                for (int v : yOpts) if (isP[mul[v * order + ph]]) { anyP = true; break; }
                if (!anyP) for (int v : optValue[h]) if (isP[mul[y * order + v]]) { anyP = true; break; }
                boolean should = (yOpts.length > 0 || optValue[h].length > 0) && !anyP;
                checked++;
                if (should != isP[x]) return recursionFailure(rep, h, isP[x], yOpts.length == 0 && optValue[h].length == 0, name);
            }
        }
        return new Result(true, null, checked, optValue);
    }

    private static Result fail(String why) { return new Result(false, why, 0, null); }

    /** The Φ-values of the options of each heap h ≤ n (index h), each option a sum of heaps. */
    public static int[][] optionValues(HeapRuleset rules, int n, int order, int[] mul, int[] phi) {
        int[][] optValue = new int[n + 1][];
        optValue[0] = new int[0];
        for (int h = 1; h <= n; h++) {
            int[][] opts = rules.options(h);
            optValue[h] = new int[opts.length];
            for (int i = 0; i < opts.length; i++) {
                int v = 0;
                for (int k : opts[i]) v = mul[v * order + phi[k]];
                optValue[h][i] = v;
            }
        }
        return optValue;
    }

    private static Result recursionFailure(int[] rep, int h, boolean predictedP, boolean terminal, IntFunction<String> name) {
        int[] heaps = Arrays.copyOf(rep, rep.length + (h > 0 ? 1 : 0));
        if (h > 0) heaps[rep.length] = h;
        String sum = sumText(heaps, name);
        String why = predictedP
                ? (terminal ? sum + " has no move (an N-position) but its Φ-value is in P"
                            : sum + " has an option whose Φ-value is in P, so it is an N-position, but its Φ-value is in P")
                : sum + " has no option whose Φ-value is in P, so it is a P-position, but its Φ-value is not in P";
        return new Result(false, "the outcome recursion fails: " + why, 0, null);
    }

    static String sumText(int[] heaps, IntFunction<String> name) {
        int[] s = heaps.clone();
        Arrays.sort(s);
        StringBuilder b = new StringBuilder();
        for (int i = s.length - 1; i >= 0; i--) b.append(b.length() == 0 ? "" : " + ").append(name.apply(s[i]));
        return b.length() == 0 ? "0" : b.toString();
    }

    /** The distinct non-identity Φ-values, in order of heap. */
    static int[] distinctPhi(int n, int[] phi) {
        java.util.LinkedHashSet<Integer> s = new java.util.LinkedHashSet<>();
        for (int h = 1; h <= n; h++) if (phi[h] != 0) s.add(phi[h]);
        return s.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] representative(int y, int[] parent, int[] heap) {
        int len = 0;
        for (int x = y; x != 0; x = parent[x]) len++;
        int[] r = new int[len];
        int i = 0;
        for (int x = y; x != 0; x = parent[x]) r[i++] = heap[x];
        return r;
    }

    /** Φ-values of the options of the sum {@code heaps}: a move in one heap, the others unchanged. */
    private static int[] optionValues(int[] heaps, int order, int[] mul, int[] phi, int[][] optValue) {
        java.util.BitSet seen = new java.util.BitSet(order);
        int[] out = new int[16];
        int size = 0;
        for (int i = 0; i < heaps.length; i++) {
            if (i > 0 && heaps[i] == heaps[i - 1]) continue; // equal heaps (representatives list them together)
            int rest = 0;
            for (int j = 0; j < heaps.length; j++) if (j != i) rest = mul[rest * order + phi[heaps[j]]];
            for (int v : optValue[heaps[i]]) {
                int o = mul[rest * order + v];
                if (seen.get(o)) continue;
                seen.set(o);
                if (size == out.length) out = Arrays.copyOf(out, size * 2);
                out[size++] = o;
            }
        }
        return Arrays.copyOf(out, size);
    }

    /** Null if Q is reduced, else a pair of indistinguishable elements. */
    private static String reduced(int order, int[] mul, boolean[] isP, int[] gen) {
        int[] cls = new int[order];
        for (int x = 0; x < order; x++) cls[x] = isP[x] ? 1 : 0;
        int classes = -1;
        while (true) {
            Interrupts.check();
            java.util.HashMap<IntArray, Integer> ids = new java.util.HashMap<>();
            int[] next = new int[order];
            for (int x = 0; x < order; x++) {
                int[] sig = new int[gen.length + 1];
                sig[0] = cls[x];
                for (int i = 0; i < gen.length; i++) sig[i + 1] = cls[mul[x * order + gen[i]]];
                next[x] = ids.computeIfAbsent(new IntArray(sig), k -> ids.size());
            }
            cls = next;
            if (ids.size() == classes) break;
            classes = ids.size();
        }
        if (classes == order) return null;
        int[] first = new int[order];
        Arrays.fill(first, -1);
        for (int x = 0; x < order; x++) {
            if (first[cls[x]] >= 0) return "Q is not reduced: elements " + first[cls[x]] + " and " + x + " are indistinguishable (no z puts one in P and not the other)";
            first[cls[x]] = x;
        }
        return null;
    }

    private record IntArray(int[] a) {
        @Override public boolean equals(Object o) { return o instanceof IntArray b && Arrays.equals(a, b.a); }
        @Override public int hashCode() { return Arrays.hashCode(a); }
    }
}
