package cgx.misere.lattice;

import cgx.core.CgxException;
import cgx.core.Picture;

import java.util.List;
import java.util.function.Predicate;

/**
 * Outcome grids of a lattice, as Figure 12 of Plambeck–Siegel: one grid per fixed value of the
 * first r − 2 coordinates, a black dot at (row m, column l) where the position with last two
 * coordinates (l, m) is P.
 */
public final class LatticeGrids {
    private LatticeGrids() {}

    static final int CELL = 9;

    /** Grids for the given prefixes, columns l < cols and rows m < rows, by the outcome function isP. */
    public static Picture of(LatticeGame game, List<int[]> prefixes, int cols, int rows, Predicate<int[]> isP) {
        int r = game.rank();
        if (r < 2) throw new CgxException("outcome grids need a lattice of at least two generators; " + game + " has " + r);
        if (cols < 1 || rows < 1 || cols > 200 || rows > 200) throw new CgxException("a grid is 1 to 200 columns and rows, got " + cols + " × " + rows);
        if (prefixes.isEmpty() || prefixes.size() > 64) throw new CgxException("1 to 64 grids, got " + prefixes.size());
        int per = Math.min(prefixes.size(), 4);
        int gw = cols * CELL + 30, gh = rows * CELL + 40;
        int w = per * gw + 10, h = ((prefixes.size() + per - 1) / per) * gh + 10;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h).append("\" font-family=\"sans-serif\" font-size=\"10\">\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        for (int p = 0; p < prefixes.size(); p++) {
            int[] pre = prefixes.get(p);
            if (pre.length != r - 2) throw new CgxException("a grid's prefix has " + (r - 2) + " coordinates, got " + pre.length);
            int x0 = 10 + (p % per) * gw + 20, y0 = 10 + (p / per) * gh + 14;
            StringBuilder title = new StringBuilder("(");
            for (int c = 0; c < pre.length; c++) title.append(c == 0 ? "" : ",").append(pre[c]);
            sb.append("<text x=\"").append(x0).append("\" y=\"").append(y0 - 4).append("\">").append(title.append(")")).append("</text>\n");
            sb.append("<rect x=\"").append(x0).append("\" y=\"").append(y0).append("\" width=\"").append(cols * CELL).append("\" height=\"").append(rows * CELL)
                    .append("\" fill=\"none\" stroke=\"#999\"/>\n");
            int[] v = new int[r];
            System.arraycopy(pre, 0, v, 0, r - 2);
            for (int m = 0; m < rows; m++)
                for (int l = 0; l < cols; l++) {
                    v[r - 2] = l;
                    v[r - 1] = m;
                    if (isP.test(v))
                        sb.append("<circle cx=\"").append(x0 + l * CELL + CELL / 2.0).append("\" cy=\"").append(y0 + m * CELL + CELL / 2.0).append("\" r=\"3\" fill=\"black\"><title>")
                                .append(game.describe(v)).append(" is P</title></circle>\n");
                }
        }
        sb.append("</svg>\n");
        return Picture.ofSvg(sb.toString());
    }

    /** The outcomes o(0·G), …, o(N·G) in rows of fifty, a black square for P (n = 50·row + column). */
    public static Picture multiples(String title, boolean[] isP) {
        int per = 50, rows = (isP.length + per - 1) / per;
        int w = per * CELL + 60, h = rows * CELL + 40;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h).append("\" font-family=\"sans-serif\" font-size=\"10\">\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        sb.append("<text x=\"10\" y=\"14\">").append(title.replace("&", "&amp;").replace("<", "&lt;")).append("</text>\n");
        for (int row = 0; row < rows; row++) {
            int y = 24 + row * CELL;
            sb.append("<text x=\"4\" y=\"").append(y + CELL - 1).append("\" font-size=\"8\">").append(row * per).append("</text>\n");
            for (int col = 0; col < per && row * per + col < isP.length; col++) {
                int n = row * per + col;
                sb.append("<rect x=\"").append(40 + col * CELL).append("\" y=\"").append(y).append("\" width=\"").append(CELL - 1).append("\" height=\"").append(CELL - 1)
                        .append("\" fill=\"").append(isP[n] ? "black" : "#eee").append("\"><title>").append(n).append(isP[n] ? ": P" : ": N").append("</title></rect>\n");
            }
        }
        sb.append("</svg>\n");
        return Picture.ofSvg(sb.toString());
    }
}
