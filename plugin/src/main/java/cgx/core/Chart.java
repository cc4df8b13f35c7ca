package cgx.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Builds the SVG of a plot with a frame, grid, ticks and axis labels over a data rectangle, to
 * which marks (points, bars, polylines) and a legend are added; {@link #picture()} finishes it.
 * Also {@link #grid}: a labelled grid of coloured cells (a table drawn as a picture).
 */
public final class Chart {
    public static final String BLUE = "#1f77b4", RED = "#d62728", GREEN = "#2ca02c", GREY = "#bbbbbb", ORANGE = "#ff7f0e";
    private static final int W = 820, H = 520, LEFT = 70, RIGHT = 190, TOP = 50, BOTTOM = 60;

    private final String title;
    private final String xLabel, yLabel;
    private final double x0, x1, y0, y1;
    private final StringBuilder marks = new StringBuilder();
    private final List<String[]> legend = new ArrayList<>();

    /** A chart over {@code [x0, x1] × [y0, y1]} in data coordinates (each range widened if empty). */
    public Chart(String title, String xLabel, String yLabel, double x0, double x1, double y0, double y1) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        if (x1 - x0 < 1) { x0 -= 0.5; x1 += 0.5; }
        if (y1 - y0 < 1) { y0 -= 0.5; y1 += 0.5; }
        double px = (x1 - x0) * 0.03, py = (y1 - y0) * 0.05;
        this.x0 = x0 - px;
        this.x1 = x1 + px;
        this.y0 = y0 - py;
        this.y1 = y1 + py;
    }

    private double px(double v) { return LEFT + (v - x0) / (x1 - x0) * (W - LEFT - RIGHT); }

    private double py(double v) { return H - BOTTOM - (v - y0) / (y1 - y0) * (H - TOP - BOTTOM); }

    /** A dot at (x, y) with a tooltip. */
    public Chart point(double x, double y, double radius, String colour, String tooltip) {
        marks.append(f("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.1f\" fill=\"%s\"><title>%s</title></circle>\n",
                px(x), py(y), radius, colour, Table.escape(tooltip)));
        return this;
    }

    /** A vertical bar from 0 to y, centred at x, of data width {@code width}. */
    public Chart bar(double x, double y, double width, String colour, String tooltip) {
        double a = px(x - width / 2), b = px(x + width / 2), top = py(Math.max(0, y)), bottom = py(Math.min(0, y));
        marks.append(f("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"><title>%s</title></rect>\n",
                a, top, Math.max(0.5, b - a), Math.max(0.5, bottom - top), colour, Table.escape(tooltip)));
        return this;
    }

    /** A polyline through the points {@code [x, y]}. */
    public Chart line(List<double[]> points, String colour) {
        StringBuilder pts = new StringBuilder();
        for (double[] p : points) pts.append(f("%.2f,%.2f ", px(p[0]), py(p[1])));
        marks.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"1.5\" points=\"")
                .append(pts.toString().trim()).append("\"/>\n");
        return this;
    }

    /** A legend entry. */
    public Chart legend(String colour, String text) {
        legend.add(new String[] {colour, text});
        return this;
    }

    /** The finished picture. */
    public Picture picture() {
        StringBuilder s = header(W, H, title);
        s.append(f("<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n", LEFT, Table.escape(title)));
        double xs = niceStep(x1 - x0, 1), ys = niceStep(y1 - y0, 1);
        for (double t = Math.ceil(x0 / xs) * xs; t <= x1 + 1e-9; t += xs) {
            double X = px(t);
            s.append(f("<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#e6e6e6\"/>\n", X, TOP, X, H - BOTTOM));
            s.append(f("<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", X, H - BOTTOM + 18, label(t)));
        }
        for (double t = Math.ceil(y0 / ys) * ys; t <= y1 + 1e-9; t += ys) {
            double Y = py(t);
            s.append(f("<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"#e6e6e6\"/>\n", LEFT, Y, W - RIGHT, Y));
            s.append(f("<text x=\"%d\" y=\"%.2f\" text-anchor=\"end\">%s</text>\n", LEFT - 6, Y + 4, label(t)));
        }
        s.append(f("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#444\"/>\n", LEFT, TOP, W - LEFT - RIGHT, H - TOP - BOTTOM));
        if (y0 <= 0 && 0 <= y1) s.append(f("<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"#000\"/>\n", LEFT, py(0), W - RIGHT, py(0)));
        s.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"14\">%s</text>\n", (LEFT + W - RIGHT) / 2, H - 18, Table.escape(xLabel)));
        int mid = (TOP + H - BOTTOM) / 2;
        s.append(f("<text x=\"18\" y=\"%d\" text-anchor=\"middle\" font-size=\"14\" transform=\"rotate(-90 18 %d)\">%s</text>\n", mid, mid, Table.escape(yLabel)));
        s.append(marks);
        for (int i = 0; i < legend.size(); i++) {
            int ly = TOP + 10 + 22 * i;
            s.append(f("<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"10\" fill=\"%s\"/>\n", W - RIGHT + 12, ly - 5, legend.get(i)[0]));
            s.append(f("<text x=\"%d\" y=\"%d\">%s</text>\n", W - RIGHT + 32, ly + 4, Table.escape(legend.get(i)[1])));
        }
        return Picture.ofSvg(s.append("</svg>\n").toString());
    }

    /**
     * A grid of cells: {@code cells[i][j]} in row i, column j, on background {@code colours[i][j]}
     * (null for white), with row and column labels; a legend below.
     */
    public static Picture grid(String title, List<String> rowLabels, List<String> columnLabels, String[][] cells, String[][] colours,
                               List<String[]> legendEntries) {
        int n = rowLabels.size(), m = columnLabels.size();
        int longest = 1;
        for (String[] row : cells) for (String c : row) longest = Math.max(longest, c.length());
        for (String c : rowLabels) longest = Math.max(longest, c.length());
        for (String c : columnLabels) longest = Math.max(longest, c.length());
        int cw = Math.max(22, 8 * longest + 8), ch = 22, left = cw + 20, top = 60;
        int w = Math.max(left + cw * m + 20, 360), h = top + ch * (n + 1) + 20 + 22 * legendEntries.size();
        StringBuilder s = header(w, h, title);
        s.append(f("<text x=\"10\" y=\"24\" font-size=\"16\">%s</text>\n", Table.escape(title)));
        for (int j = 0; j < m; j++) {
            s.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">%s</text>\n", left + cw * j + cw / 2, top + ch - 6, Table.escape(columnLabels.get(j))));
        }
        for (int i = 0; i < n; i++) {
            int y = top + ch * (i + 1);
            s.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-weight=\"bold\">%s</text>\n", left - 6, y + ch - 6, Table.escape(rowLabels.get(i))));
            for (int j = 0; j < m; j++) {
                String bg = colours[i][j] == null ? "white" : colours[i][j];
                s.append(f("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#999\"/>", left + cw * j, y, cw, ch, bg));
                s.append(f("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", left + cw * j + cw / 2, y + ch - 6, Table.escape(cells[i][j])));
            }
        }
        int ly = top + ch * (n + 1) + 20;
        for (String[] e : legendEntries) {
            s.append(f("<rect x=\"10\" y=\"%d\" width=\"14\" height=\"10\" fill=\"%s\" stroke=\"#999\"/>\n", ly - 9, e[0]));
            s.append(f("<text x=\"30\" y=\"%d\">%s</text>\n", ly, Table.escape(e[1])));
            ly += 22;
        }
        return Picture.ofSvg(s.append("</svg>\n").toString());
    }

    private static StringBuilder header(int w, int h, String title) {
        StringBuilder s = new StringBuilder();
        s.append(f("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n", w, h, w, h));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append("<title>").append(Table.escape(title)).append("</title>\n");
        return s;
    }

    private static String f(String format, Object... args) { return String.format(Locale.ROOT, format, args); }

    /** A tick step of 1, 2 or 5 times a power of ten giving about ten ticks over {@code range}, at least {@code min}. */
    public static double niceStep(double range, double min) {
        double raw = range / 10;
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) if (m * mag >= raw) return Math.max(m * mag, min);
        return 10 * mag;
    }

    /** A tick label: an integer without decimals, else one decimal. */
    public static String label(double t) {
        double r = Math.rint(t);
        if (Math.abs(t - r) < 1e-9) return String.valueOf((long) r);
        return String.format(Locale.ROOT, "%.1f", t);
    }
}
