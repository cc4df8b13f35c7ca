package cgx.census;

import java.io.Serializable;

/**
 * What a census learns about one code. {@code status}: {@code solved} (complete quotient, Verify
 * passed), {@code partial} (the largest Q_n reached and why it stopped), {@code infinite} (Q_n
 * reached, and Q_(n+1) proved infinite by a lattice proof the independent checker re-verified: the
 * reason holds the proof's summary and the call that reproduces it), {@code algebraic-periodic} (Q_n
 * reached, and a family of the shape of Plambeck–Siegel's Figures 8 and 9 read from it agrees with
 * every Q_k, k ≤ n: evidence, the reason holds the family) or {@code failed} (the
 * message). {@code mul}/{@code isP}: the solved quotient's table (identity 0), for its
 * isomorphism class; null when larger than {@link QuotientEngine#MAX_TABLE}.
 */
public record CodeResult(String code, String status, int order, int psize, int period, int preperiod, Boolean tame,
                         int maxheap, double seconds, String presentation, long verified, String reason,
                         int[] mul, boolean[] isP) implements Serializable {

    public boolean solved() { return status.equals("solved"); }

    /** Equal apart from the time taken (for comparing runs). */
    public boolean sameAnswer(CodeResult o) {
        return code.equals(o.code) && status.equals(o.status) && order == o.order && psize == o.psize && period == o.period
                && preperiod == o.preperiod && java.util.Objects.equals(tame, o.tame) && maxheap == o.maxheap
                && presentation.equals(o.presentation) && verified == o.verified && reason.equals(o.reason);
    }

    /** The same result for another code of its same-game class. */
    CodeResult forCode(String other) {
        return new CodeResult(other, status, order, psize, period, preperiod, tame, maxheap, seconds, presentation, verified, reason, mul, isP);
    }
}
