package cgx.misere.algebraic;

import cgx.core.CgxException;
import cgx.core.Chart;
import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.core.Picture;
import cgx.heap.HeapRuleset;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.misere.quotient.certificate.HeapSums;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * What {@code AlgebraicQuotient(code)} found: the family read from Q_N ({@link FamilyDetector})
 * and compared with every Q_n, n ≤ N ({@link FamilyCheck}), or why there is none. Evidence to
 * heap N, not a proof (docs/algebraic-periodicity.md). Immutable. Its LaTeX is the figure of
 * {@link AlgebraicFigure}, in the layout of Plambeck–Siegel's Figures 8 and 9.
 */
public final class AlgebraicQuotient implements cgx.core.LatexForm {
    private final String source;   // the game's name, as "0.26"
    private final String argument; // the call's argument that reads back, as "\"0.26\"" or Subtraction([1, 2])
    private final int maxHeap;
    private final AlgebraicFamily family; // null: none
    private final String reason;          // why none ("" when found)
    private final List<FamilyCheck.Row> rows;
    private final double seconds;
    private final long searched;          // sums compared with exhaustive search
    private final FamilyProof proof;      // the weight-form induction (null: no family)
    private final List<String> steps;     // the bare call's search: what each N tried gave (empty with MaxHeap)
    private final String stop;            // why the bare call's search ended before a proof or an answer (null: it did not)

    private AlgebraicQuotient(String source, String argument, int maxHeap, AlgebraicFamily family, String reason, List<FamilyCheck.Row> rows, double seconds) {
        this(source, argument, maxHeap, family, reason, rows, seconds, 0, null, List.of(), null);
    }

    private AlgebraicQuotient(String source, String argument, int maxHeap, AlgebraicFamily family, String reason, List<FamilyCheck.Row> rows, double seconds,
                              long searched, FamilyProof proof) {
        this(source, argument, maxHeap, family, reason, rows, seconds, searched, proof, List.of(), null);
    }

    private AlgebraicQuotient(String source, String argument, int maxHeap, AlgebraicFamily family, String reason, List<FamilyCheck.Row> rows, double seconds,
                              long searched, FamilyProof proof, List<String> steps, String stop) {
        this.steps = List.copyOf(steps);
        this.stop = stop;
        this.searched = searched;
        this.proof = proof;
        this.source = source;
        this.argument = argument;
        this.maxHeap = maxHeap;
        this.family = family;
        this.reason = reason;
        this.rows = List.copyOf(rows);
        this.seconds = seconds;
    }

    /**
     * Computes Q_N of {@code rules}, reads a family from it and checks it against every Q_n, n ≤ N.
     */
    public static AlgebraicQuotient find(HeapRuleset rules, String source, String argument, int maxHeap, EngineConfig config, Consumer<String> progress) {
        if (maxHeap < 8 || maxHeap > MAX_HEAP) throw new CgxException("AlgebraicQuotient: MaxHeap must be 8 to " + MAX_HEAP + ", got " + maxHeap);
        long t0 = System.nanoTime();
        progress.accept("computing Q_" + maxHeap + " of " + source);
        return ofQuotient(Quotients.ofHeaps(rules, maxHeap, config.withProgress(progress)), rules, source, argument, maxHeap, null, progress, t0);
    }

    /**
     * The bare call {@code AlgebraicQuotient(code)} ({@link AlgebraicSearch}): N raised from
     * {@link AlgebraicSearch#FIRST} until a family reads and its proof holds, the answer cannot
     * improve, or {@code seconds} (or the caller's deadline) end. Ctrl-C gives an answer that says
     * so ({@link #interrupted()}).
     */
    public static AlgebraicQuotient search(HeapRuleset rules, String source, String argument, double seconds, EngineConfig config, Consumer<String> progress) {
        return AlgebraicSearch.run(rules, source, argument, seconds, config, progress);
    }

    /** The bare call's default time budget, in seconds. */
    public static final double DEFAULT_SECONDS = AlgebraicSearch.DEFAULT_SECONDS;

    /**
     * What Q_N (computed to {@code maxHeap}, or stopped short of it) gives: finite, cut short, or the
     * family read and checked. {@code earlier}: the answer of a smaller N (the bare call's search), or null.
     */
    static AlgebraicQuotient ofQuotient(MisereQuotient q, HeapRuleset rules, String source, String argument, int maxHeap, AlgebraicQuotient earlier,
                                        Consumer<String> progress, long t0) {
        if (q.isComplete())
            return new AlgebraicQuotient(source, argument, maxHeap, null, FINITE + "Q = Q_" + q.maxGenerator() + " of order " + q.order()
                    + " (MisereQuotient solves it; it is not algebraic periodic)", List.of(), secs(t0));
        if (q.maxGenerator() < maxHeap)
            return new AlgebraicQuotient(source, argument, maxHeap, null, "Q_n could be computed only to heap " + q.maxGenerator() + " (" + q.order()
                    + " elements; raise MaxOrder or lower MaxHeap)", List.of(), secs(t0));
        return ofPartialQuotient(q, rules, source, argument, progress, t0, earlier);
    }

    /**
     * The family read from a partial quotient Q_N already computed (a census's), checked against
     * every Q_n, n ≤ N, and against exhaustive search on sums of total size ≤ {@link #SEARCH_SIZE}.
     */
    public static AlgebraicQuotient ofPartialQuotient(MisereQuotient q, HeapRuleset rules, String source, String argument, Consumer<String> progress) {
        return ofPartialQuotient(q, rules, source, argument, progress, System.nanoTime(), null);
    }

    private static AlgebraicQuotient ofPartialQuotient(MisereQuotient q, HeapRuleset rules, String source, String argument, Consumer<String> progress, long t0,
                                                       AlgebraicQuotient earlier) {
        int maxHeap = q.maxGenerator();
        progress.accept("reading a family from Q_" + maxHeap + " (" + q.order() + " elements)");
        List<String> why = new ArrayList<>();
        AlgebraicFamily f = FamilyDetector.detect(q, why::add);
        if (f == null) return new AlgebraicQuotient(source, argument, maxHeap, null, "no family of the shape of Figures 8 and 9 in Q_" + maxHeap + ": " + String.join("; ", why),
                List.of(), secs(t0));
        // the same family read from a smaller Q_N: its rows hold (Lemma 1: Q_n read off any Q_N, N ≥ n, is the same), and its
        // exhaustive search and induction step are the same computations, not repeated
        boolean same = earlier != null && earlier.found() && earlier.family.equals(f) && earlier.proof.finished() && earlier.checkedTo() <= maxHeap;
        List<FamilyCheck.Row> rows = new ArrayList<>(same ? earlier.rows : List.of());
        progress.accept("checking the family against Q_" + (rows.size() + 1) + " .. Q_" + maxHeap);
        rows.addAll(FamilyCheck.check(f, q, rows.size() + 1, maxHeap, progress));
        FamilyCheck.Row last = rows.get(rows.size() - 1);
        if (last.failure() != null)
            return new AlgebraicQuotient(source, argument, maxHeap, null, "the family read from Q_" + maxHeap + " fails " + last.failure() + ": " + f, rows, secs(t0));
        if (same) return new AlgebraicQuotient(source, argument, maxHeap, f, "", rows, secs(t0), earlier.searched, earlier.proof);
        // and exhaustive misère search on every sum of heaps of small total size (its own move generator)
        progress.accept("comparing the family with exhaustive search on sums of total size ≤ " + SEARCH_SIZE);
        HeapSums.Check c = new HeapSums(rules, SEARCH_SIZE).check(SEARCH_SIZE, counts -> f.isP(heaps(counts)) ? 1 : 0);
        if (c.counterexample() != null)
            return new AlgebraicQuotient(source, argument, maxHeap, null, "the family read from Q_" + maxHeap + " agrees with every Q_n, n ≤ " + maxHeap
                    + ", but exhaustive search finds " + c.sum() + " " + (c.actualP() ? "P" : "N") + ": " + f, rows, secs(t0));
        progress.accept("checking the weight-form induction's step");
        FamilyProof proof;
        try {
            proof = FamilyProof.of(f, rules, source);
        } catch (Interrupts.Stopped e) {
            if (e.byInterrupt()) throw e;
            proof = FamilyProof.notFinished(e.getMessage()); // the family stands as evidence; the proof ran out of time
        }
        return new AlgebraicQuotient(source, argument, maxHeap, f, "", rows, secs(t0), c.positions(), proof);
    }

    /** The largest MaxHeap. */
    public static final int MAX_HEAP = 2000;

    /** Sums of heaps of total size up to this are compared with exhaustive search. */
    public static final int SEARCH_SIZE = 18;

    /** The heap sizes of a sum given by its counts ({@code counts[h]} heaps of size h). */
    static int[] heaps(int[] counts) {
        int n = 0;
        for (int k : counts) n += k;
        int[] hs = new int[n];
        int i = 0;
        for (int h = 1; h < counts.length; h++) for (int k = 0; k < counts[h]; k++) hs[i++] = h;
        return hs;
    }

    private static double secs(long t0) { return (System.nanoTime() - t0) / 1e9; }

    public boolean found() { return family != null; }
    public AlgebraicFamily family() {
        if (family == null) throw new CgxException("no algebraic-periodic family for " + source + ": " + reason);
        return family;
    }
    public String source() { return source; }

    /** The call that computes this again: {@code AlgebraicQuotient("0.26", MaxHeap => 60)}. */
    public String call() { return "AlgebraicQuotient(" + argument + ", MaxHeap => " + maxHeap + ")"; }
    public int maxHeap() { return maxHeap; }

    /** Why no family was found ("" if one was); after the bare call's search, the heaps it tried and why it ended. */
    public String reason() {
        if (family != null) return "";
        String end = stop == null ? "" : "; " + stop;
        if (steps.size() <= 1) return reason + end;
        List<String> before = steps.subList(0, steps.size() - 1), ns = new ArrayList<>();
        for (String st : before) if (st.startsWith("Q_") && st.contains(": no family")) ns.add(st.substring(0, st.indexOf(':')));
        return reason + (ns.size() == before.size() ? " (no family either in " + String.join(", ", ns) + ")" : " (before: " + String.join("; ", before) + ")") + end;
    }

    /** Why this N gave no family, without the bare call's search ("" if one was found). */
    String rawReason() { return family == null ? reason : ""; }

    /** True if the quotient is finite (the Periodicity Theorem certified it): no family to look for. */
    public boolean isFinite() { return family == null && reason.startsWith(FINITE); }

    private static final String FINITE = "the quotient is finite: ";

    /** The bare call's answer when its budget ended before Q_N was computed: Q_reached only. */
    static AlgebraicQuotient notReached(String source, String argument, int maxHeap, int reached) {
        return new AlgebraicQuotient(source, argument, maxHeap, null, "Q_" + maxHeap + " was not reached (Q_" + reached + " was)", List.of(), 0);
    }

    /** This answer with the bare call's search: a line per N tried, and why it ended early (null: it did not). */
    AlgebraicQuotient withSearch(List<String> steps, String stop, double seconds) {
        return new AlgebraicQuotient(source, argument, maxHeap, family, reason, rows, seconds, searched, proof, steps, stop);
    }

    /** The bare call's search: what each N tried gave, as "Q_40: no family (…)" (empty with MaxHeap). */
    public List<String> search() { return steps; }

    /** Why the bare call's search ended before an answer it could not improve (the time budget, Ctrl-C, MaxOrder, the largest N), or null. */
    public String stop() { return stop; }

    /** True if Ctrl-C (or a killed task) ended the bare call's search: not an answer. */
    public boolean interrupted() { return stop != null && stop.startsWith("Ctrl-C stopped it"); }
    public double seconds() { return seconds; }

    /** How many sums of heaps (total size ≤ {@link #SEARCH_SIZE}) agreed with exhaustive misère search. */
    public long searched() { return searched; }

    /** True if the family is proved for every heap: the induction's step holds and its base is within the heaps checked. */
    public boolean proved() { return family != null && proof.stepHolds() && checkedTo() >= proof.base(); }

    /** The weight-form induction (needs a family). */
    public FamilyProof proof() {
        family();
        return proof;
    }

    /** What the induction gives, in a paragraph. */
    public String proofText() {
        if (family == null) return "no family: " + reason();
        if (proved()) return "proved for every heap: " + proof.text() + " (agreement checked to heap " + checkedTo() + ")";
        String end = stop == null ? "" : "; " + stop;
        if (proof.stepHolds())
            return "not proved: " + proof.text() + ", but the family was checked only to heap " + checkedTo() + " (MaxHeap => " + proof.base() + ")" + end;
        return "not proved (evidence to heap " + checkedTo() + "): " + proof.text() + end;
    }

    /** The heap to which the family agrees with every computed Q_n (0 if none found). */
    public int checkedTo() { return family == null ? 0 : rows.size(); }

    /** |Q_n| computed, n = 1 .. (the heap checked to, or where the family failed). */
    public List<FamilyCheck.Row> rows() { return rows; }

    /** |Q_n| as the family predicts it (heaps ≤ n; n at most 400: its submonoid grows as n^2). */
    public int partialOrder(int n) {
        if (n < 1 || n > 400) throw new CgxException("PartialOrder: n must be 1 to 400, got " + n);
        return FamilyCheck.ofFamily(family(), n).order();
    }

    /** The misère outcome of a sum of heaps, "P" or "N", from the family (any heap sizes). */
    public String outcome(int[] heaps) { return family().isP(heaps) ? "P" : "N"; }

    /** |Q_n| against n: computed (blue) and, past it, predicted (orange). */
    public Picture plot(int upTo) {
        AlgebraicFamily f = family();
        int top = Math.max(upTo, checkedTo());
        List<double[]> computed = new ArrayList<>(), predicted = new ArrayList<>();
        double max = 1;
        for (FamilyCheck.Row r : rows) { computed.add(new double[] {r.n(), r.order()}); max = Math.max(max, r.order()); }
        for (int n = checkedTo(); n <= top; n += Math.max(1, top / 100)) {
            int o = FamilyCheck.ofFamily(f, Math.max(1, n)).order();
            predicted.add(new double[] {n, o});
            max = Math.max(max, o);
        }
        Chart c = new Chart("|Q_n| of " + source + ": computed to heap " + checkedTo() + ", then as the family predicts", "n (heaps ≤ n)", "|Q_n|", 0, top, 0, max);
        c.line(computed, Chart.BLUE).line(predicted, Chart.ORANGE);
        return c.legend(Chart.BLUE, "computed Q_n (checked against the family)").legend(Chart.ORANGE, "predicted by the family").picture();
    }

    /** What was found, in the paper's notation. */
    public String summary() {
        if (family == null) return "no algebraic-periodic family found for " + source + ": " + reason();
        return "algebraic-periodic family of " + source + (proved() ? ", proved for every heap (the weight-form induction on its agreement, " : ", ")
                + "checked against every Q_n to heap " + checkedTo() + " and exhaustive search on " + searched + " sums"
                + (proved() ? ")" : " (evidence, not a proof)") + ":\nQ ≅ "
                + family.presentation() + "\nP = " + family.pPortionText() + "\n" + family.phiText()
                + (stop == null ? "" : "\nnot proved: " + stop);
    }

    /** The figure in the layout of Plambeck–Siegel's Figures 8 and 9, as text: presentation, P-portion, rows of Φ, what is proved. */
    public String figure() { return AlgebraicFigure.of(this).text(); }

    /** The same figure as a LaTeX figure environment (amsmath only). */
    @Override public String latex() { return AlgebraicFigure.of(this).latex(); }

    @Override public String toString() { return summary(); }

    @Override public boolean equals(Object o) {
        return o instanceof AlgebraicQuotient a && a.source.equals(source) && a.maxHeap == maxHeap && java.util.Objects.equals(a.family, family)
                && a.reason.equals(reason);
    }

    @Override public int hashCode() { return java.util.Objects.hash(source, maxHeap, family); }
}
