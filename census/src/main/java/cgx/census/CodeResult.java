package cgx.census;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What a census learns about one code. {@code status}: {@code solved} (complete quotient, Verify
 * passed), {@code partial} (the largest Q_n reached and why it stopped), {@code infinite} (Q_n
 * reached, and Q_(n+1) proved infinite by a lattice proof the independent checker re-verified: the
 * reason holds the proof's summary and the call that reproduces it), {@code algebraic-proved} (a
 * family of the shape of Plambeck–Siegel's Figures 8 and 9 agrees with every Q_k, k ≤ N, and the
 * weight-form induction proves it for every heap; maxheap is N, the reason holds the family),
 * {@code algebraic-periodic} (such a family, checked to heap N only: evidence) or {@code failed} (the
 * message). {@code mul}/{@code isP}: the solved quotient's table (identity 0), for its
 * isomorphism class; null when larger than {@link QuotientEngine#MAX_TABLE}. {@code detail}: what
 * the atlas's page shows beyond the row, or null (a census written before it was recorded).
 */
public record CodeResult(String code, String status, int order, int psize, int period, int preperiod, Boolean tame,
                         int maxheap, double seconds, String presentation, long verified, String reason,
                         int[] mul, boolean[] isP, Detail detail) implements Serializable {

    /**
     * How the partial quotients grew, {n, |Q_n|, |P_n|} at each heap n that changed the quotient
     * (Plambeck–Siegel §2; MisereQuotient's partialOrders), and for a complete quotient its
     * P-portion and Φ(H_1), Φ(H_2), ... as the printed quotient shows them (Figure 2); both lists
     * are empty for a partial quotient.
     */
    public record Detail(int[][] growth, List<String> pPortion, List<String> phi) implements Serializable {
        public Detail {
            growth = growth.clone();
            pPortion = List.copyOf(pPortion);
            phi = List.copyOf(phi);
        }

        /** The three checkpoint fields: growth as {@code n:q:p ...}, the P-portion's and Φ's words separated by spaces. */
        String[] fields() {
            List<String> g = new ArrayList<>();
            for (int[] r : growth) g.add(r[0] + ":" + r[1] + ":" + r[2]);
            return new String[] {String.join(" ", g), String.join(" ", pPortion), String.join(" ", phi)};
        }

        static Detail parse(String growth, String pPortion, String phi) {
            List<int[]> g = new ArrayList<>();
            for (String r : words(growth)) {
                String[] f = r.split(":");
                g.add(new int[] {Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2])});
            }
            return new Detail(g.toArray(new int[0][]), words(pPortion), words(phi));
        }

        private static List<String> words(String s) { return s.isEmpty() ? List.of() : List.of(s.split(" ")); }
    }

    /** Without a detail (the tests' rows, a census's printed form). */
    public CodeResult(String code, String status, int order, int psize, int period, int preperiod, Boolean tame, int maxheap, double seconds,
                      String presentation, long verified, String reason, int[] mul, boolean[] isP) {
        this(code, status, order, psize, period, preperiod, tame, maxheap, seconds, presentation, verified, reason, mul, isP, null);
    }

    public boolean solved() { return status.equals("solved"); }

    /**
     * A status as read back from a checkpoint or a printed table: a census written before the
     * status {@code algebraic-proved} wrote {@code algebraic-periodic} for every family, proved or
     * not, and said "proved for every heap" in the reason of a proved one. Such a row is proved;
     * any other {@code algebraic-periodic} row stays evidence.
     */
    static String status(String status, String reason) {
        return status.equals("algebraic-periodic") && reason.contains("; proved for every heap by the weight-form induction") ? "algebraic-proved" : status;
    }

    /** Equal apart from the time taken (for comparing runs); the detail is not compared (a printed census has none). */
    public boolean sameAnswer(CodeResult o) {
        return code.equals(o.code) && status.equals(o.status) && order == o.order && psize == o.psize && period == o.period
                && preperiod == o.preperiod && java.util.Objects.equals(tame, o.tame) && maxheap == o.maxheap
                && presentation.equals(o.presentation) && verified == o.verified && reason.equals(o.reason);
    }

    /** The same result for another code of its same-game class. */
    CodeResult forCode(String other) {
        return new CodeResult(other, status, order, psize, period, preperiod, tame, maxheap, seconds, presentation, verified, reason, mul, isP, detail);
    }
}
