package cgx.misere.quotient.certificate;

import cgx.core.CgxException;

/**
 * What was checked of the misère quotient Q(cl A) of a closure of forms (Plambeck–Siegel §4),
 * as {@link QuotientCertificate} for heaps, with the forms of the closure as the heaps
 * ({@link FollowerMoves}): the algebraic self-check ({@link AlgebraicCheck}), the outcome rule
 * on every sum of forms of the closure ({@link OutcomeRuleCheck}; with the algebra, a proof that
 * Q is the misère quotient of cl A) and exhaustive search on every sum of at most
 * {@code terms} forms ({@link FormSums}, independent of both); {@code text} is the certificate
 * ({@link FormCertificateFile}) that the independent checker re-verifies. Immutable; equality
 * ignores the time taken.
 */
public record FormQuotientCertificate(String closure, int forms, int order, int pSize,
                                      boolean algebraPassed, String algebraFailure, long recursionCases,
                                      boolean ruleMade, boolean rulePassed, String ruleFailure,
                                      int terms, long positions, String counterexample,
                                      double seconds, String quotientCall, String text) {

    /** Every check made passed. */
    public boolean passed() { return algebraPassed && (!ruleMade || rulePassed) && counterexample == null; }

    /** Proved: the algebra and the outcome rule on every sum passed (and the search agrees). */
    public boolean proved() { return passed() && ruleMade; }

    /** The default: the most forms whose sums number at most this many. */
    public static final long DEFAULT_POSITIONS = 200_000;

    /** The most sums searched. */
    public static final long MAX_POSITIONS = 20_000_000;

    /**
     * Certifies Q(cl A), {@code roots} the forms of A: its forms {@code labels[1..n]} with their
     * {@code options[1..n]} (numbers of earlier forms, 0 the zero game) and values
     * {@code phi[1..n]}, the table {@code mul} on 0..order-1 (0 the identity), the P-portion and
     * the words of the elements; {@code terms} < 0 picks the default.
     */
    public static FormQuotientCertificate certify(String closure, String[] roots, String[] labels, int[][] options, int[] phi,
                                                  int order, int[] mul, boolean[] isP, String[] names, int terms) {
        long t0 = System.nanoTime();
        int n = labels.length - 1;
        int k = terms < 0 ? FormSums.termsWithin(n, DEFAULT_POSITIONS, 60) : terms;
        if (FormSums.count(n, k) > MAX_POSITIONS)
            throw new CgxException("Certify: " + k + " terms means " + FormSums.count(n, k) + " sums of the " + n + " forms of the closure, more than "
                    + MAX_POSITIONS + " to search; choose fewer Terms");
        FollowerMoves moves = new FollowerMoves(closure, options);
        AlgebraicCheck.Result a = AlgebraicCheck.run(moves, n, order, mul, isP, phi, i -> labels[i]);
        OutcomeRuleCheck.Result r = a.passed()
                ? OutcomeRuleCheck.run(n, order, mul, isP, phi, a.optionValues(), QuotientCertificate.ruleBytes())
                : new OutcomeRuleCheck.Result(false, false, "not made: the algebra failed");
        FormSums.Check c = new FormSums(moves).check(k, counts -> {
            int x = 0;
            for (int i = 1; i < counts.length; i++) for (int j = 0; j < counts[i]; j++) x = mul[x * order + phi[i]];
            return isP[x] ? 1 : 0;
        });
        int pSize = 0;
        for (boolean p : isP) if (p) pSize++;
        String detail = null;
        if (c.counterexample() != null) {
            StringBuilder s = new StringBuilder();
            for (int i = n; i >= 1; i--)
                for (int j = 0; j < c.counterexample()[i]; j++) s.append(s.length() == 0 ? "" : " + ").append(labels[i]);
            detail = (s.length() == 0 ? "0" : s) + " is a misère " + (c.actualP() ? "P" : "N") + "-position but the quotient predicts " + (c.actualP() ? "N" : "P");
        }
        String text = FormCertificateFile.write(roots, labels, options, phi, order, mul, isP, names);
        return new FormQuotientCertificate(closure, n, order, pSize, a.passed(), a.failure(), a.checked(), r.run(), r.passed(), r.failure(),
                k, c.positions(), detail, (System.nanoTime() - t0) / 1e9, null, text);
    }

    /** This certificate of the quotient the expression {@code call} computes. */
    public FormQuotientCertificate of(String call) {
        return new FormQuotientCertificate(closure, forms, order, pSize, algebraPassed, algebraFailure, recursionCases, ruleMade, rulePassed, ruleFailure,
                terms, positions, counterexample, seconds, call, text);
    }

    /** The expression that checks the same quotient again, {@code Certify(Q, Terms => k)}, or null if Q has none. */
    public String call() { return quotientCall == null ? null : "Certify(" + quotientCall + ", Terms => " + terms + ")"; }

    @Override public boolean equals(Object o) { return o instanceof FormQuotientCertificate c && c.without().equals(without()); }

    @Override public int hashCode() { return without().hashCode(); }

    private java.util.List<Object> without() {
        return java.util.Arrays.asList(closure, forms, order, pSize, algebraPassed, algebraFailure, recursionCases, ruleMade, rulePassed, ruleFailure,
                terms, positions, counterexample, quotientCall, text);
    }

    /** What the checks establish (as {@link QuotientCertificate#toString}, with forms for heaps). */
    @Override public String toString() {
        return new CertificateText("Q(cl " + closure + "), " + forms + " forms", order, pSize, proved(), passed())
                .algebra(algebraPassed, "the forms' values", recursionCases, "G", algebraFailure)
                .rule("forms of the closure", ruleMade, rulePassed, ruleFailure)
                .search("at most " + terms + " forms of the closure", positions, counterexample, counterexample)
                .proves(proved(), passed(), "Q is the misère quotient of the closure; .Text is the certificate for " + FormCertificateFile.CHECKER,
                        "at most " + terms + " forms");
    }
}
