package cgx.misere.quotient.certificate;

import cgx.core.CgxException;
import cgx.misere.MisereGame;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.learner.QuotientLearner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A certificate that the misère quotient Q(cl A) of a closure of forms (Plambeck–Siegel,
 * Definition 4.1) has more than B elements: B + 1 sums X_0..X_B of forms of cl A and test sums
 * Z_1..Z_m of forms of cl A such that the outcome vectors (o⁻(X_i + Z_j))_j are pairwise
 * distinct. Two sums with different vectors are distinguishable (Definition 3.3), so they have
 * different images in Q(cl A), and |Q(cl A)| > B.
 *
 * <p>The sums are the quotient engine's claim ({@link QuotientBuilder.Distinct}: the learner's
 * states and its discrimination tree's distinguishers, when it finds more than B states); every
 * outcome is then recomputed here by exhaustive misère search on the forms' options
 * ({@link FormSums}, which does not use the engine), the vectors checked pairwise distinct, and
 * a small set of tests that still separates them kept (greedily, most pairs separated first).
 * {@link #text} is the certificate that scripts/misere-quotients/check-form-exclusions.py
 * re-verifies without cgx. Immutable.
 *
 * @param closure the forms A (printed), whose closure is certified
 * @param labels  labels[1..n]: the non-zero forms of cl A, by birthday then printed text
 * @param options options[i]: the numbers of form i's options (0 the zero game), earlier forms
 * @param bound   B
 * @param elements the B + 1 sums, as sorted form numbers (repeated for copies)
 * @param tests   the test sums Z_j, the same way (the empty sum: the empty array)
 * @param outcomes outcomes[i][j]: o⁻(X_i + Z_j) == P
 * @param seconds the time taken (engine and search)
 */
public record FormOrderCertificate(String[] closure, String[] labels, int[][] options, int bound, int[][] elements, int[][] tests,
                               boolean[][] outcomes, double seconds) {

    /** Thrown when Q(cl A) has at most B elements: there is nothing to certify. */
    public static final class WithinBound extends CgxException {
        public final int order;

        WithinBound(String m, int order) {
            super(m);
            this.order = order;
        }
    }

    /**
     * The certificate for the closure of {@code roots} and the bound B. Throws {@link WithinBound}
     * when |Q(cl A)| ≤ B, and a CgxException when the engine shows |Q| > B without a learner's
     * witness (a verified reduction: not certified here) or runs into one of its limits.
     */
    public static FormOrderCertificate of(List<MisereGame> roots, int bound) {
        long t0 = System.nanoTime();
        if (bound < 1) throw new CgxException("the bound B must be at least 1, got " + bound);
        List<MisereGame> forms = closureOf(roots);
        int n = forms.size();
        Map<MisereGame, Integer> index = new HashMap<>();
        String[] labels = new String[n + 1];
        int[][] options = new int[n + 1][];
        labels[0] = "0";
        options[0] = new int[0];
        for (int i = 1; i <= n; i++) {
            MisereGame g = forms.get(i - 1);
            index.put(g, i);
            labels[i] = g.toString();
            List<MisereGame> os = g.options();
            options[i] = new int[os.size()];
            for (int k = 0; k < os.size(); k++) options[i][k] = os.get(k).isZero() ? 0 : index.get(os.get(k));
        }
        // the engine, generator i = form i (each added after its options), as ClosureQuotient does
        // one learner thread: the sums named do not depend on the machine, so a certificate is written the same everywhere
        QuotientBuilder b = new QuotientBuilder(cgx.core.EngineConfig.defaults().withMaxOrder(bound).withLearnerThreads(1), 3_000_000, null);
        b.setLearner(QuotientLearner::learn);
        QuotientBuilder.Distinct w;
        try {
            for (int i = 1; i <= n; i++) {
                int[][] opts = new int[options[i].length][];
                for (int k = 0; k < opts.length; k++) opts[k] = options[i][k] == 0 ? new int[0] : new int[] {options[i][k]};
                b.add(opts, forms.get(i - 1).birthday());
                if (b.gens != i) throw new IllegalStateException("generator " + b.gens + " for form " + i);
            }
            throw new WithinBound("|Q(cl " + String.join(", ", names(roots)) + ")| = " + b.order + " is at most " + bound + ": nothing to certify", b.order);
        } catch (QuotientBuilder.OrderExceeded e) {
            w = e.witness();
            if (w == null)
                throw new CgxException("Q(cl " + String.join(", ", names(roots)) + ") has more than " + bound
                        + " elements, but the engine names no distinguished sums: not certified");
        }
        FormSums search = new FormSums(new FollowerMoves(String.join(", ", names(roots)), options));
        int[][] elements = w.elements();
        if (elements.length != bound + 1) throw new IllegalStateException(elements.length + " elements for the bound " + bound);
        int[][] allTests = w.tests();
        boolean[][] all = new boolean[elements.length][allTests.length];
        for (int i = 0; i < elements.length; i++)
            for (int j = 0; j < allTests.length; j++) all[i][j] = search.isP(counts(n, elements[i], allTests[j]));
        int[] chosen = separating(all);
        int[][] tests = new int[chosen.length][];
        boolean[][] out = new boolean[elements.length][chosen.length];
        for (int j = 0; j < chosen.length; j++) {
            tests[j] = allTests[chosen[j]];
            for (int i = 0; i < elements.length; i++) out[i][j] = all[i][chosen[j]];
        }
        return new FormOrderCertificate(names(roots), labels, options, bound, elements, tests, out, (System.nanoTime() - t0) / 1e9);
    }

    /** The non-zero forms of cl A, by birthday, then printed text (each form's options before it). */
    public static List<MisereGame> closureOf(List<MisereGame> roots) {
        LinkedHashSet<MisereGame> seen = new LinkedHashSet<>();
        List<MisereGame> stack = new ArrayList<>(roots);
        while (!stack.isEmpty()) {
            MisereGame g = stack.remove(stack.size() - 1);
            if (g.isZero() || !seen.add(g)) continue;
            stack.addAll(g.options());
        }
        List<MisereGame> out = new ArrayList<>(seen);
        out.sort(Comparator.comparingInt(MisereGame::birthday).thenComparing(MisereGame::toString));
        return out;
    }

    private static String[] names(List<MisereGame> roots) { return roots.stream().map(MisereGame::toString).toArray(String[]::new); }

    /** The counts (index 1..n) of the sum X + Z. */
    private static int[] counts(int n, int[] x, int[] z) {
        int[] c = new int[n + 1];
        for (int i : x) c[i]++;
        for (int i : z) c[i]++;
        return c;
    }

    /**
     * Tests (columns of {@code m}) that separate every two rows, chosen greedily: the test that
     * splits the most pairs still together first. Throws if the rows are not pairwise distinct.
     */
    static int[] separating(boolean[][] m) {
        int rows = m.length, cols = rows == 0 ? 0 : m[0].length;
        int[] block = new int[rows]; // rows in the same block agree on the tests chosen so far
        List<Integer> chosen = new ArrayList<>();
        while (true) {
            Map<Integer, Integer> sizes = new HashMap<>();
            for (int b : block) sizes.merge(b, 1, Integer::sum);
            if (sizes.size() == rows) break;
            long best = 0;
            int bestCol = -1;
            for (int j = 0; j < cols; j++) {
                Map<Integer, Integer> pSide = new HashMap<>();
                for (int i = 0; i < rows; i++) if (m[i][j]) pSide.merge(block[i], 1, Integer::sum);
                long split = 0;
                for (Map.Entry<Integer, Integer> e : pSide.entrySet()) split += (long) e.getValue() * (sizes.get(e.getKey()) - e.getValue());
                if (split > best) { best = split; bestCol = j; }
            }
            if (bestCol < 0) throw new CgxException("the engine's sums are not pairwise distinguished by its tests: the search disagrees with it");
            chosen.add(bestCol);
            Map<Long, Integer> renumber = new HashMap<>();
            for (int i = 0; i < rows; i++) {
                long key = 2L * block[i] + (m[i][bestCol] ? 1 : 0);
                block[i] = renumber.computeIfAbsent(key, k -> renumber.size());
            }
        }
        return chosen.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The non-zero forms of the closure. */
    public int forms() { return labels.length - 1; }

    /** A sum of forms as its form numbers, "0" for the empty sum. */
    private static String sum(int[] x) {
        if (x.length == 0) return "0";
        StringBuilder s = new StringBuilder();
        for (int i : x) s.append(s.length() == 0 ? "" : " ").append(i);
        return s.toString();
    }

    /** A sum of forms in notation: "*2/ + *2/ + *3", "0" for the empty sum. */
    public String sumText(int[] x) {
        if (x.length == 0) return "0";
        StringBuilder s = new StringBuilder();
        for (int i : x) s.append(s.length() == 0 ? "" : " + ").append(labels[i]);
        return s.toString();
    }

    /** The certificate text for check-form-exclusions.py (format: docs/guide/misere-quotients.md, "Certifying that a quotient is large"). */
    public String text() {
        StringBuilder t = new StringBuilder();
        t.append("# certificate that the misère quotient of a closure of forms has more than ").append(bound)
                .append(" elements (cgx; docs/guide/misere-quotients.md, \"Certifying that a quotient is large\"); check with scripts/misere-quotients/check-form-exclusions.py\n");
        t.append("closure: ").append(String.join("; ", closure)).append("   # the forms whose closure (themselves and every follower) is listed\n");
        t.append("forms: ").append(forms()).append("   # the non-zero forms of the closure; 0 is the zero game\n");
        for (int i = 1; i < labels.length; i++) {
            t.append("form ").append(i).append(": ").append(labels[i]).append("; options");
            for (int o : options[i]) t.append(' ').append(o);
            t.append('\n');
        }
        t.append("bound: ").append(bound).append("   # ").append(bound + 1).append(" sums X with pairwise distinct outcome vectors: |Q| > ").append(bound).append('\n');
        t.append("tests: ").append(tests.length).append("   # the test sums Z, as form numbers (0: the empty sum)\n");
        for (int j = 0; j < tests.length; j++) t.append("test ").append(j + 1).append(": ").append(sum(tests[j])).append('\n');
        t.append("# sum i: X as form numbers; the outcomes o-(X + Z_1) ... o-(X + Z_m), P or N\n");
        for (int i = 0; i < elements.length; i++) {
            t.append("sum ").append(i + 1).append(": ").append(sum(elements[i])).append("; ");
            for (boolean p : outcomes[i]) t.append(p ? 'P' : 'N');
            t.append('\n');
        }
        return t.toString();
    }

    /** The largest number of forms in a sum X + Z the certificate asks about. */
    public int largestSum() {
        int a = 0, z = 0;
        for (int[] x : elements) a = Math.max(a, x.length);
        for (int[] x : tests) z = Math.max(z, x.length);
        return a + z;
    }

    /** The call that makes this certificate again: {@code CertifyOrderExceeds(G, B)} or {@code CertifyOrderExceeds([G, H], B)}. */
    public String call() {
        String a = closure.length == 1 ? closure[0] : "[" + String.join(", ", closure) + "]";
        return "CertifyOrderExceeds(" + a + ", " + bound + ")";
    }

    @Override public boolean equals(Object o) {
        return o instanceof FormOrderCertificate c && c.text().equals(text());
    }

    @Override public int hashCode() { return text().hashCode(); }

    @Override public String toString() {
        return "|Q(cl " + String.join(", ", closure) + ")| > " + bound + ": " + (bound + 1) + " sums of its " + forms()
                + " forms, pairwise distinguished by " + tests.length + " test sums (each outcome searched)";
    }
}
