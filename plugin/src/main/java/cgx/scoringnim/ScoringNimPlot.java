package cgx.scoringnim;

import cgx.core.Chart;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * SVG plots of payoff functions {@code f(x; b)} against {@code b} (as the paper's Figures 2-6):
 * frame, axes through 0, tick labels, each function as a polyline through its exact breakpoints
 * (marked by dots), a legend. Coordinates on the page are floating point; the function values
 * drawn come from the exact functions.
 */
public final class ScoringNimPlot {
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};
    private static final int W = 820, H = 520, LEFT = 70, RIGHT = 190, TOP = 50, BOTTOM = 60;

    private ScoringNimPlot() {}

    /** The SVG text for these positions on {@code lo <= b <= hi}. */
    public static String svg(List<ScoringNim> positions, Rational lo, Rational hi) {
        if (positions.isEmpty()) throw new CgxException("give at least one position");
        if (lo.compareTo(hi) >= 0) throw new CgxException("the range needs lo < hi, got " + lo + " and " + hi);
        List<double[][]> curves = new ArrayList<>();
        List<double[][]> marks = new ArrayList<>();
        double yMin = Double.POSITIVE_INFINITY, yMax = Double.NEGATIVE_INFINITY;
        for (ScoringNim x : positions) {
            PiecewiseLinear f = x.payoffFunction();
            List<Rational> bs = new ArrayList<>();
            bs.add(lo);
            List<Rational> inner = f.breakpoints(lo, hi);
            for (Rational t : inner) if (!t.equals(lo) && !t.equals(hi)) bs.add(t);
            bs.add(hi);
            double[][] pts = new double[bs.size()][];
            for (int i = 0; i < bs.size(); i++) {
                double v = toDouble(f.value(bs.get(i)));
                pts[i] = new double[] {toDouble(bs.get(i)), v};
                yMin = Math.min(yMin, v);
                yMax = Math.max(yMax, v);
            }
            double[][] mk = new double[inner.size()][];
            for (int i = 0; i < inner.size(); i++) mk[i] = new double[] {toDouble(inner.get(i)), toDouble(f.value(inner.get(i)))};
            curves.add(pts);
            marks.add(mk);
        }
        double xMin = toDouble(lo), xMax = toDouble(hi);
        if (yMax - yMin < 1) { yMax += 0.5; yMin -= 0.5; }
        double pad = (yMax - yMin) * 0.05;
        yMin -= pad;
        yMax += pad;
        final double x0 = xMin, x1 = xMax, y0 = yMin, y1 = yMax;
        java.util.function.DoubleUnaryOperator px = v -> LEFT + (v - x0) / (x1 - x0) * (W - LEFT - RIGHT);
        java.util.function.DoubleUnaryOperator py = v -> H - BOTTOM - (v - y0) / (y1 - y0) * (H - TOP - BOTTOM);

        StringBuilder s = new StringBuilder();
        s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H, W, H));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append("<title>Scoring Nim payoff f(x; b)</title>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"28\" font-size=\"16\">Scoring Nim: payoff f(x; b) against the bonus b</text>\n", LEFT));
        // grid and ticks
        double xs = Chart.niceStep(x1 - x0, 0.5), ys = Chart.niceStep(y1 - y0, 0.5);
        for (double t = Math.ceil(x0 / xs) * xs; t <= x1 + 1e-9; t += xs) {
            double X = px.applyAsDouble(t);
            s.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#e6e6e6\"/>\n", X, TOP, X, H - BOTTOM));
            s.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", X, H - BOTTOM + 18, Chart.label(t)));
        }
        for (double t = Math.ceil(y0 / ys) * ys; t <= y1 + 1e-9; t += ys) {
            double Y = py.applyAsDouble(t);
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"#e6e6e6\"/>\n", LEFT, Y, W - RIGHT, Y));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.2f\" text-anchor=\"end\">%s</text>\n", LEFT - 6, Y + 4, Chart.label(t)));
        }
        // frame and axes through 0
        s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#444\"/>\n", LEFT, TOP, W - LEFT - RIGHT, H - TOP - BOTTOM));
        if (x0 <= 0 && 0 <= x1) {
            double X = px.applyAsDouble(0);
            s.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.2\"/>\n", X, TOP, X, H - BOTTOM));
        }
        if (y0 <= 0 && 0 <= y1) {
            double Y = py.applyAsDouble(0);
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"#000\" stroke-width=\"1.2\"/>\n", LEFT, Y, W - RIGHT, Y));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"14\">b (bonus for the last stone)</text>\n", (LEFT + W - RIGHT) / 2, H - 18));
        s.append(String.format(Locale.ROOT, "<text x=\"18\" y=\"%d\" text-anchor=\"middle\" font-size=\"14\" transform=\"rotate(-90 18 %d)\">f(x; b)</text>\n", (TOP + H - BOTTOM) / 2, (TOP + H - BOTTOM) / 2));
        // curves
        for (int c = 0; c < curves.size(); c++) {
            String col = COLOURS[c % COLOURS.length];
            StringBuilder pts = new StringBuilder();
            for (double[] p : curves.get(c)) {
                pts.append(String.format(Locale.ROOT, "%.2f,%.2f ", px.applyAsDouble(p[0]), py.applyAsDouble(p[1])));
            }
            s.append("<polyline fill=\"none\" stroke=\"").append(col).append("\" stroke-width=\"2\" points=\"").append(pts.toString().trim()).append("\"/>\n");
            for (double[] p : marks.get(c)) {
                s.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3.5\" fill=\"%s\"><title>breakpoint b = %s</title></circle>\n",
                        px.applyAsDouble(p[0]), py.applyAsDouble(p[1]), col, Chart.label(p[0])));
            }
            int ly = TOP + 10 + 22 * c;
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>\n", W - RIGHT + 12, ly, W - RIGHT + 36, ly, col));
            s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"3.5\" fill=\"%s\"/>\n", W - RIGHT + 24, ly, col));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">x = %s</text>\n", W - RIGHT + 42, ly + 4, positions.get(c).pileList()));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"#555\">dots: breakpoints</text>\n", W - RIGHT + 12, TOP + 10 + 22 * curves.size() + 8));
        s.append("</svg>\n");
        return s.toString();
    }

    private static double toDouble(Rational r) {
        return new java.math.BigDecimal(r.numerator()).divide(new java.math.BigDecimal(r.denominator()), java.math.MathContext.DECIMAL64).doubleValue();
    }
}
