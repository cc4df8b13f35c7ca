package cgx.misere.quotient.certificate;

import cgx.core.CgxException;
import cgx.heap.HeapRuleset;

/**
 * What was checked of a (partial) misère quotient Q_n of a heap game: the algebraic self-check
 * ({@link AlgebraicCheck}), the outcome rule on every sum ({@link OutcomeRuleCheck}: with the
 * algebra, a proof that Q is the misère quotient of the heaps ≤ n; {@code ruleMade} false when it
 * was too large to make) and exhaustive search on every sum of heaps ≤ n up to a total size
 * ({@link HeapSums}, independent of both), each passed or failed with the first failure, and the
 * time taken. Immutable.
 * {@code quotientCall} is the worksheet expression of the quotient checked (or null), so that the
 * certificate prints as the call that checks it again; equality ignores the time taken.
 */
public record QuotientCertificate(String game, int maxHeap, int order, int pSize, boolean complete,
                                  boolean algebraPassed, String algebraFailure, long recursionCases,
                                  boolean ruleMade, boolean rulePassed, String ruleFailure,
                                  int totalSize, long positions, String counterexample, String counterexampleDetail,
                                  double seconds, String quotientCall) {

    /** Every check made passed. */
    public boolean passed() { return algebraPassed && (!ruleMade || rulePassed) && counterexample == null; }

    /** Proved: the algebra and the outcome rule on every sum passed (and the search agrees). */
    public boolean proved() { return passed() && ruleMade; }

    /** The most memory the outcome rule's tables may take: a third of the Java heap. */
    static long ruleBytes() { return Runtime.getRuntime().maxMemory() / 3; }

    /** The default total size: the largest whose sums of heaps ≤ n number at most this many. */
    public static final long DEFAULT_POSITIONS = 200_000;

    /** Largest total size accepted (the search is memoised on every sum up to it). */
    public static final long MAX_POSITIONS = 50_000_000;

    /**
     * Certifies Q_n given as a table ({@code mul} on 0..order-1, 0 the identity), its P-portion and
     * Φ(H_1..H_n) ({@code phi[1..n]}); {@code totalSize} < 0 picks the default.
     */
    public static QuotientCertificate certify(String game, HeapRuleset rules, int n, boolean complete,
                                              int order, int[] mul, boolean[] isP, int[] phi, int totalSize) {
        long t0 = System.nanoTime();
        int s = totalSize < 0 ? HeapSums.totalSizeWithin(n, DEFAULT_POSITIONS) : totalSize;
        if (HeapSums.count(n, s) > MAX_POSITIONS)
            throw new CgxException("Certify: total size " + s + " means " + HeapSums.count(n, s) + " sums of heaps ≤ " + n
                    + ", more than " + MAX_POSITIONS + " to search; choose a smaller TotalSize");
        AlgebraicCheck.Result a = AlgebraicCheck.run(rules, n, order, mul, isP, phi);
        OutcomeRuleCheck.Result r = a.passed()
                ? OutcomeRuleCheck.run(n, order, mul, isP, phi, a.optionValues(), ruleBytes())
                : new OutcomeRuleCheck.Result(false, false, "not made: the algebra failed");
        HeapSums search = new HeapSums(rules, Math.min(n, s)); // a sum of total ≤ s has no heap above s
        HeapSums.Check c = search.check(s, counts -> {
            int x = 0;
            for (int h = 1; h < counts.length; h++) for (int i = 0; i < counts[h]; i++) x = mul[x * order + phi[h]];
            return isP[x] ? 1 : 0;
        });
        int pSize = 0;
        for (boolean p : isP) if (p) pSize++;
        String detail = c.counterexample() == null ? null
                : c.sum() + " is a misère " + (c.actualP() ? "P" : "N") + "-position but the quotient predicts " + (c.actualP() ? "N" : "P");
        return new QuotientCertificate(game, n, order, pSize, complete, a.passed(), a.failure(), a.checked(),
                r.run(), r.passed(), r.failure(), s, c.positions(), c.sum(), detail, (System.nanoTime() - t0) / 1e9, null);
    }

    /** This certificate of the quotient the expression {@code call} computes. */
    public QuotientCertificate of(String call) {
        return new QuotientCertificate(game, maxHeap, order, pSize, complete, algebraPassed, algebraFailure, recursionCases,
                ruleMade, rulePassed, ruleFailure, totalSize, positions, counterexample, counterexampleDetail, seconds, call);
    }

    /** The expression that checks the same quotient again, {@code Certify(Q, TotalSize => S)}, or null if Q has none. */
    public String call() {
        return quotientCall == null ? null : "Certify(" + quotientCall + ", TotalSize => " + totalSize + ")";
    }

    /** Equal when the same quotient passed or failed the same checks (the time taken is a measurement, not part of the value). */
    @Override public boolean equals(Object o) {
        return o instanceof QuotientCertificate c && c.without().equals(without());
    }

    @Override public int hashCode() { return without().hashCode(); }

    private java.util.List<Object> without() {
        return java.util.Arrays.asList(game, maxHeap, order, pSize, complete, algebraPassed, algebraFailure, recursionCases,
                ruleMade, rulePassed, ruleFailure, totalSize, positions, counterexample, counterexampleDetail, quotientCall);
    }

    /**
     * What the checks establish. The outcome rule on every sum, with the algebra, proves that Q is
     * the misère quotient of the heaps ≤ n; the search decides every sum of total size ≤ S on its
     * own. The algebra's recursion on representatives alone is necessary, not sufficient: another
     * sum with the same Φ-value can have options of other values (0.33 with Q = Z_4, Φ(H1) = 2,
     * Φ(H2) = 1, P = {2} passes it, though H2+H2+H2+H2 is a P-position of value 0).
     */
    @Override public String toString() {
        // the time taken is C.Seconds: a printed value reads back the same
        return new CertificateText("Q_" + maxHeap + "(" + game + ")", order, pSize, proved(), passed())
                .algebra(algebraPassed, "Φ(H_1..H_" + maxHeap + ")", recursionCases, "H_h", algebraFailure)
                .rule("heaps ≤ " + maxHeap, ruleMade, rulePassed, ruleFailure)
                .search("heaps ≤ " + maxHeap + " of total size ≤ " + totalSize, positions, counterexample, counterexampleDetail)
                .proves(proved(), passed(), "Q is the misère quotient of the heaps ≤ " + maxHeap, "total size ≤ " + totalSize);
    }
}
