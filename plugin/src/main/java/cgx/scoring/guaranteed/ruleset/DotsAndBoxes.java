package cgx.scoring.guaranteed.ruleset;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Dots-and-Boxes (spec §10.3). Rows alternate: even rows (0, 2, …) hold the n horizontal unit
 * edges of a line of dots, odd rows the n+1 vertical edges between two lines; there is an odd
 * number of rows. {@code x} is a drawn edge, {@code .} a free one. Both players may draw any free
 * edge; completing one or two boxes scores them for the mover (+ for Left, − for Right), and the
 * mover must draw again unless no free edge remains: the whole sequence is one move, and every
 * maximal sequence is a separate option (listed in the order of a depth-first search over the free
 * edges in reading order, each resulting position once).
 */
public final class DotsAndBoxes extends ScoringBoard {
    static final String NAME = "DotsAndBoxes";

    private DotsAndBoxes(Rational score, List<String> rows) { super(score, rows); }

    /** A Dots-and-Boxes position: an odd number of rows over {@code . x}, of lengths n, n+1, n, …, n. */
    public static DotsAndBoxes of(List<String> rows, Rational score) {
        ScoringBoard.checkCharacters(NAME, rows, ".x", ". and x");
        int n = rows.get(0).length();
        for (int r = 1; r < rows.size(); r++) {
            int want = r % 2 == 0 ? n : n + 1, len = rows.get(r).length();
            if (len != want) {
                throw new CgxException(NAME + ": row " + (r + 1) + ", column " + (Math.min(len, want) + 1) + ": row has " + len
                        + " edges, expected " + want + " (rows alternate " + n + " horizontal and " + (n + 1) + " vertical edges)");
            }
        }
        if (rows.size() % 2 == 0) {
            throw new CgxException(NAME + ": row " + rows.size() + ", column 1: the last row must hold horizontal edges ("
                    + n + " of them), so the board needs an odd number of rows");
        }
        return new DotsAndBoxes(ScoringBoard.requireScore(NAME, score), rows);
    }

    /** A Dots-and-Boxes position with score 0. */
    public static DotsAndBoxes of(List<String> rows) { return of(rows, Rational.ZERO); }

    @Override
    public String ruleset() { return NAME; }

    @Override
    public List<DotsAndBoxes> leftMoves() { return moves(1); }

    @Override
    public List<DotsAndBoxes> rightMoves() { return moves(-1); }

    private List<DotsAndBoxes> moves(int sign) {
        Set<String> seen = new HashSet<>();
        Set<DotsAndBoxes> out = new LinkedHashSet<>();
        draw(new Grid(rows()), 0, sign, seen, out);
        return List.copyOf(out);
    }

    /** Every way to draw one free edge of {@code g} and go on while boxes are completed; {@code boxes} so far. */
    private void draw(Grid g, int boxes, int sign, Set<String> seen, Set<DotsAndBoxes> out) {
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.width(r); c++) {
                if (g.get(r, c) != '.') continue;
                int closed = closes(g, r, c);
                Grid h = g.copy();
                h.set(r, c, 'x');
                if (closed == 0 || !hasFreeEdge(h)) {
                    out.add(new DotsAndBoxes(score().add(Rational.of((long) sign * (boxes + closed))), h.toRows()));
                } else if (seen.add(h.key())) {
                    if ((seen.size() & 1023) == 0) Interrupts.check();
                    if (seen.size() > GameBuilder.MAX_POSITIONS) {
                        throw new CgxException(NAME + ": position too large: a move can go on in more than "
                                + GameBuilder.MAX_POSITIONS + " ways");
                    }
                    draw(h, boxes + closed, sign, seen, out);
                }
            }
        }
    }

    /** How many boxes drawing the free edge (r, c) completes (0, 1 or 2). */
    static int closes(Grid g, int r, int c) {
        int n = 0;
        if (r % 2 == 1) { // vertical edge: boxes to its left and right
            if (g.get(r - 1, c - 1) == 'x' && g.get(r + 1, c - 1) == 'x' && g.get(r, c - 1) == 'x') n++;
            if (g.get(r - 1, c) == 'x' && g.get(r + 1, c) == 'x' && g.get(r, c + 1) == 'x') n++;
        } else { // horizontal edge: boxes above and below
            if (g.get(r - 1, c) == 'x' && g.get(r - 1, c + 1) == 'x' && g.get(r - 2, c) == 'x') n++;
            if (g.get(r + 1, c) == 'x' && g.get(r + 1, c + 1) == 'x' && g.get(r + 2, c) == 'x') n++;
        }
        return n;
    }

    private static boolean hasFreeEdge(Grid g) {
        for (int r = 0; r < g.rows(); r++) for (int c = 0; c < g.width(r); c++) if (g.get(r, c) == '.') return true;
        return false;
    }
}
