package cgx.scoringnim;

import cgx.core.Rational;

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

    /**
     * The paper-like text {@code -1 < b < 1: [1, 4, 0]} or {@code b = 1: [1, 4, 0] or [1, 4, 2]}.
     */
    public String describe() {
        StringBuilder sb = new StringBuilder(condition()).append(": ");
        if (moves.isEmpty()) return sb.append("no move").toString();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) sb.append(" or ");
            sb.append(moves.get(i).pileList());
        }
        return sb.toString();
    }

    /** Printed {@code OptimalMoveRegion("-1 < b < 1", [[1, 4, 0]])}, which reads back as an equal region. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("OptimalMoveRegion(").append(cgx.core.Texts.quote(condition())).append(", [");
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append(moves.get(i).pileList());
        }
        return sb.append("])").toString();
    }

    /** A region from its condition text (as {@link #condition()} prints it) and its moves. */
    public static OptimalMoveRegion parse(String condition, List<ScoringNim> moves) {
        String c = condition.trim().replaceAll("\\s+", " ");
        if (c.equals("all b")) return new OptimalMoveRegion(null, false, null, false, moves);
        try {
            if (c.startsWith("b ")) {
                String[] t = c.split(" ");
                if (t.length != 3) throw new IllegalArgumentException();
                Rational v = Rational.parse(t[2]);
                return switch (t[1]) {
                    case "=" -> new OptimalMoveRegion(v, true, v, true, moves);
                    case "<" -> new OptimalMoveRegion(null, false, v, false, moves);
                    case "<=" -> new OptimalMoveRegion(null, false, v, true, moves);
                    case ">" -> new OptimalMoveRegion(v, false, null, false, moves);
                    case ">=" -> new OptimalMoveRegion(v, true, null, false, moves);
                    default -> throw new IllegalArgumentException();
                };
            }
            String[] t = c.split(" ");
            if (t.length != 5 || !t[2].equals("b")) throw new IllegalArgumentException();
            Rational lo = Rational.parse(t[0]), hi = Rational.parse(t[4]);
            boolean lc = switch (t[1]) { case "<" -> false; case "<=" -> true; default -> throw new IllegalArgumentException(); };
            boolean hc = switch (t[3]) { case "<" -> false; case "<=" -> true; default -> throw new IllegalArgumentException(); };
            if (lo.compareTo(hi) >= 0) throw new IllegalArgumentException();
            return new OptimalMoveRegion(lo, lc, hi, hc, moves);
        } catch (IllegalArgumentException | cgx.core.CgxException e) {
            throw new cgx.core.CgxException("cannot read the condition \"" + condition
                    + "\" (use e.g. \"b < -1\", \"b = 2\", \"-1 <= b < 1\", \"all b\")");
        }
    }
}
