package cgx.scoring.guaranteed.ruleset;

import java.util.ArrayList;
import java.util.List;

/** A mutable copy of a board, for making moves; rows may differ in length (Dots-and-Boxes). */
final class Grid {
    /** Orthogonal directions in the calculator's order n, s, w, e (spec §10.2 example 47). */
    static final int[] DR = {-1, 1, 0, 0};
    static final int[] DC = {0, 0, -1, 1};

    private final char[][] cells;

    Grid(List<String> rows) {
        cells = new char[rows.size()][];
        for (int i = 0; i < cells.length; i++) cells[i] = rows.get(i).toCharArray();
    }

    private Grid(char[][] cells) { this.cells = cells; }

    Grid copy() {
        char[][] c = new char[cells.length][];
        for (int i = 0; i < c.length; i++) c[i] = cells[i].clone();
        return new Grid(c);
    }

    int rows() { return cells.length; }

    int width(int r) { return cells[r].length; }

    boolean inside(int r, int c) { return r >= 0 && r < cells.length && c >= 0 && c < cells[r].length; }

    /** The cell, or 0 outside the board. */
    char get(int r, int c) { return inside(r, c) ? cells[r][c] : 0; }

    void set(int r, int c, char ch) { cells[r][c] = ch; }

    List<String> toRows() {
        List<String> out = new ArrayList<>(cells.length);
        for (char[] row : cells) out.add(new String(row));
        return out;
    }

    /** A key for visited-sets (rows joined by '/'). */
    String key() { return String.join("/", toRows()); }

    static char enemy(char stone) { return stone == 'l' ? 'r' : 'l'; }
}
