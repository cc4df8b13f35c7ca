package cgx.scoringnim;

import cgx.lang.Rational;

import java.util.List;

/**
 * One part of the partition of the {@code b}-line by the set of optimal moves: an interval
 * (possibly a single point, possibly unbounded; {@code null} end = infinite) and the positions
 * the optimal moves lead to. Printed like the paper's lists:
 * {@code -2 < b < -1: [1, 4, 4]}, {@code b = -1: [1, 4, 4] or [1, 2, 5]}, {@code b >= 2: [1, 4, 5]}.
 */
public record OptimalMoveRegion(Rational lo, boolean loClosed, Rational hi, boolean hiClosed, List<ScoringNim> moves) {

    public OptimalMoveRegion {
        moves = List.copyOf(moves);
    }

    public boolean isPoint() { return lo != null && lo.equals(hi); }

    /** Whether {@code b} lies in this region. */
    public boolean contains(Rational b) {
        if (lo != null) {
            int c = b.compareTo(lo);
            if (c < 0 || (c == 0 && !loClosed)) return false;
        }
        if (hi != null) {
            int c = b.compareTo(hi);
            if (c > 0 || (c == 0 && !hiClosed)) return false;
        }
        return true;
    }

    /** The condition on {@code b}: {@code b = -1}, {@code -2 <= b < -1}, {@code b > 2}, {@code all b}. */
    public String condition() {
        if (isPoint()) return "b = " + lo;
        if (lo == null && hi == null) return "all b";
        if (lo == null) return "b " + (hiClosed ? "<= " : "< ") + hi;
        if (hi == null) return "b " + (loClosed ? ">= " : "> ") + lo;
        return lo + (loClosed ? " <= " : " < ") + "b" + (hiClosed ? " <= " : " < ") + hi;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(condition()).append(": ");
        if (moves.isEmpty()) return sb.append("no move").toString();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) sb.append(" or ");
            sb.append(moves.get(i).pileList());
        }
        return sb.toString();
    }
}
