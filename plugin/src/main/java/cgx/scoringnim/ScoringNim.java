package cgx.scoringnim;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A Scoring Nim position {@code x = (x_1, …, x_n)} (Oginuma–Shinoda, Definition 2.1): a move
 * takes any positive number of stones from one pile, one point a stone, and {@code b} more for
 * the last stone of the whole position.
 *
 * <p>Printed {@code ScoringNim([1, 4, 5])} in the pile order the user gave. Positions are
 * multisets: equality and hashing ignore order and empty piles, so
 * {@code ScoringNim([5, 4, 1]) == ScoringNim([1, 4, 5, 0])}.
 */
public final class ScoringNim {
    private final int[] piles;   // as given, zeros kept
    private final int[] sorted;  // non-zero piles, increasing: the memo key

    public ScoringNim(int... piles) {
        this.piles = piles.clone();
        this.sorted = ScoringNimSolver.normalise(this.piles);
    }

    public int[] piles() { return piles.clone(); }
    public int[] sortedPiles() { return sorted.clone(); }

    /** {@code |x|}, the number of stones. */
    public long stones() {
        long s = 0;
        for (int p : piles) s += p;
        return s;
    }

    /** The whole payoff function {@code b ↦ f(x; b)}. */
    public PiecewiseLinear payoffFunction() { return ScoringNimSolver.shared().payoff(sorted); }

    /** {@code f(x; b)}, exact. */
    public Rational payoff(Rational b) { return payoffFunction().value(b); }

    /** A move: the position reached and the stones taken. */
    public record Move(ScoringNim to, int taken) {}

    /**
     * Every move, one per resulting multiset, in pile order: pile {@code i} reduced to
     * {@code w = 0, 1, …, x_i - 1}; among equal piles only the first is reduced.
     */
    public List<Move> moves() {
        Map<ScoringNim, Move> out = new LinkedHashMap<>();
        for (int i = 0; i < piles.length; i++) {
            for (int w = 0; w < piles[i]; w++) {
                int[] y = piles.clone();
                y[i] = w;
                ScoringNim to = new ScoringNim(y);
                out.putIfAbsent(to, new Move(to, piles[i] - w));
            }
        }
        return new ArrayList<>(out.values());
    }

    /** The moves that attain the maximum in recursion (2) at {@code b}. */
    public List<ScoringNim> optimalMoves(Rational b) {
        Rational best = payoff(b);
        List<ScoringNim> out = new ArrayList<>();
        for (Move m : moves()) {
            if (Rational.of(m.taken()).subtract(m.to().payoff(b)).equals(best)) out.add(m.to());
        }
        return out;
    }

    /**
     * The partition of the {@code b}-line into maximal intervals (and single points) on which
     * the set of optimal moves is constant: the paper's lists "moves to … when b …".
     */
    public List<OptimalMoveRegion> optimalMoveRegions() {
        List<Move> ms = moves();
        if (ms.isEmpty()) return List.of(new OptimalMoveRegion(null, false, null, false, List.of()));
        PiecewiseLinear f = payoffFunction();
        List<PiecewiseLinear> vals = new ArrayList<>();
        TreeSet<Rational> points = new TreeSet<>(f.breakpoints());
        for (Move m : ms) {
            PiecewiseLinear v = m.to().payoffFunction().negate().plus(Rational.of(m.taken()));
            vals.add(v);
            points.addAll(v.breakpoints());
        }
        // between consecutive candidate points every move value and f are single lines, and a
        // move value <= f that touches f inside such an interval equals it on the whole interval
        List<Rational> pts = new ArrayList<>(points);
        List<Object[]> pieces = new ArrayList<>(); // {lo, loClosed, hi, hiClosed, set}
        Rational half = Rational.of(1, 2);
        for (int i = 0; i <= pts.size(); i++) {
            Rational lo = i == 0 ? null : pts.get(i - 1);
            Rational hi = i == pts.size() ? null : pts.get(i);
            Rational sample = lo == null && hi == null ? Rational.ZERO
                    : lo == null ? hi.subtract(Rational.ONE)
                    : hi == null ? lo.add(Rational.ONE)
                    : lo.add(hi).multiply(half);
            pieces.add(new Object[] {lo, false, hi, false, optimalAt(f, vals, ms, sample)});
            if (hi != null) pieces.add(new Object[] {hi, true, hi, true, optimalAt(f, vals, ms, hi)});
        }
        List<OptimalMoveRegion> out = new ArrayList<>();
        Object[] cur = pieces.get(0);
        for (int i = 1; i < pieces.size(); i++) {
            Object[] p = pieces.get(i);
            if (p[4].equals(cur[4])) {
                cur = new Object[] {cur[0], cur[1], p[2], p[3], cur[4]};
            } else {
                out.add(region(cur));
                cur = p;
            }
        }
        out.add(region(cur));
        return out;
    }

    @SuppressWarnings("unchecked")
    private static OptimalMoveRegion region(Object[] p) {
        return new OptimalMoveRegion((Rational) p[0], (Boolean) p[1], (Rational) p[2], (Boolean) p[3], (List<ScoringNim>) p[4]);
    }

    private static List<ScoringNim> optimalAt(PiecewiseLinear f, List<PiecewiseLinear> vals, List<Move> ms, Rational b) {
        Rational best = f.value(b);
        List<ScoringNim> out = new ArrayList<>();
        for (int k = 0; k < ms.size(); k++) if (vals.get(k).value(b).equals(best)) out.add(ms.get(k).to());
        return out;
    }

    /** The piles as a plain list form {@code [1, 4, 5]}. */
    public String pileList() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < piles.length; i++) {
            if (i > 0) sb.append(", ");
            sb.append(piles[i]);
        }
        return sb.append(']').toString();
    }

    @Override public String toString() { return "ScoringNim(" + pileList() + ")"; }

    @Override public boolean equals(Object o) { return o instanceof ScoringNim s && Arrays.equals(s.sorted, sorted); }

    @Override public int hashCode() { return Arrays.hashCode(sorted); }
}
