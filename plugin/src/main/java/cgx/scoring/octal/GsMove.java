package cgx.scoring.octal;

import cgx.core.Rational;

import java.util.List;

/**
 * One move from a position and what it is worth to the mover: {@code Points - Gs(Result)}
 * (Definition 11). Optimal moves are those reaching {@code Gs} of the position. Immutable.
 */
public final class GsMove {
    private final String from;      // the position moved from, as text
    private final String heapText;  // the heap moved on, e.g. 13 or ScoringOctal("0.45").Heap(13)
    private final int heap;
    private final int take;
    private final List<Rational> leaves;
    private final Rational points;
    private final List<Object> result; // heap sizes, or ScoringOctalHeaps in a mixed sum
    private final String resultText;
    private final Rational resultGs;
    private final Rational value;
    private final boolean optimal;
    private final List<ScoringOctalHeap> position; // the position moved from
    private final boolean mixed;                   // listed among the moves of a mixed sum
    private final int index;                       // its place among all moves of the position

    GsMove(String from, String heapText, int heap, int take, List<Rational> leaves, Rational points, List<Object> result, String resultText,
           Rational resultGs, boolean optimal, List<ScoringOctalHeap> position, boolean mixed, int index) {
        this.position = position;
        this.mixed = mixed;
        this.index = index;
        this.from = from;
        this.heapText = heapText;
        this.heap = heap;
        this.take = take;
        this.leaves = List.copyOf(leaves);
        this.points = points;
        this.result = List.copyOf(result);
        this.resultText = resultText;
        this.resultGs = resultGs;
        this.value = points.subtract(resultGs);
        this.optimal = optimal;
    }

    public int heap() { return heap; }
    public int take() { return take; }
    /** The heap sizes the move leaves in place of the heap. */
    public List<Rational> leaves() { return leaves; }
    public Rational points() { return points; }
    /** The position after the move: heap sizes, or {@link ScoringOctalHeap}s in a mixed sum. */
    public List<Object> result() { return result; }
    public Rational resultGs() { return resultGs; }
    public Rational value() { return value; }
    public boolean optimal() { return optimal; }
    /** The position moved from. */
    public List<ScoringOctalHeap> position() { return position; }
    /** True if it is a move of a mixed sum (listed by {@code GsMoves([R.Heap(n), ...])}). */
    public boolean mixed() { return mixed; }
    /** Its place (from 0) among every move of the position, in the order {@link ScoringGs#moves} lists them. */
    public int index() { return index; }

    private static String paren(Rational r) { return r.signum() < 0 ? "(" + r + ")" : r.toString(); }

    /** e.g. {@code 13 -> 9: take 4, 4 - Gs(9) = 4 - 1 = 3 (optimal)}. */
    @Override public String toString() {
        return from + " -> " + resultText + ": take " + take + " from " + heapText + ", " + paren(points) + " - Gs(" + resultText + ") = "
                + paren(points) + " - " + paren(resultGs) + " = " + value + (optimal ? " (optimal)" : "");
    }

    @Override public boolean equals(Object o) { return o instanceof GsMove m && m.toString().equals(toString()); }
    @Override public int hashCode() { return toString().hashCode(); }
}
