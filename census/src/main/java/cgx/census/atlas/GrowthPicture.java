package cgx.census.atlas;

import java.util.Locale;

/**
 * The growth of the partial quotients Q_n (Plambeck–Siegel §2) as inline SVG: |Q_n| and |P_n|
 * against the heap n, steps at the heaps that change the quotient (a dot each, its numbers in a
 * tooltip); a logarithmic axis once |Q_n| passes 64. The picture scales to its box.
 */
final class GrowthPicture {
    private GrowthPicture() {}

    private static final int W = 640, H = 280, LEFT = 60, RIGHT = 16, TOP = 14, BOTTOM = 42;

    /** {@code growth}: rows {n, |Q_n|, |P_n|}; {@code lastHeap}: the heap the quotient reached (the steps run on to it). */
    static String svg(int[][] growth, int lastHeap, String what) {
        int maxQ = 1, maxN = Math.max(lastHeap, 1);
        for (int[] r : growth) {
            maxQ = Math.max(maxQ, r[1]);
            maxN = Math.max(maxN, r[0]);
        }
        boolean log = maxQ > 64;
        Axis y = log ? null : new Axis(maxQ);
        double top = log ? Math.ceil(Math.log(maxQ) / Math.log(2)) : y.top;
        StringBuilder b = new StringBuilder();
        b.append("<svg class=\"growth\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(W).append(' ').append(H).append("\" width=\"").append(W)
                .append("\" height=\"").append(H).append("\" role=\"img\" aria-label=\"").append(Html.esc(what)).append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
        b.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(W - LEFT - RIGHT).append("\" height=\"").append(H - TOP - BOTTOM)
                .append("\" fill=\"#fbfbfb\" stroke=\"#bbb\"/>\n");
        // y ticks
        if (log) {
            for (int e = 0; e <= top; e += top > 12 ? 2 : 1) tickY(b, e / top, "" + (1L << e));
        } else {
            for (double v = 0; v <= y.top + 1e-9; v += y.step) tickY(b, v / y.top, fmt(v));
        }
        Axis x = new Axis(maxN);
        for (double v = 0; v <= x.top + 1e-9; v += x.step) {
            double px = px(v, x.top);
            b.append("<line x1=\"").append(f(px)).append("\" y1=\"").append(H - BOTTOM).append("\" x2=\"").append(f(px)).append("\" y2=\"").append(H - BOTTOM + 4)
                    .append("\" stroke=\"#888\"/><text x=\"").append(f(px)).append("\" y=\"").append(H - BOTTOM + 16).append("\" text-anchor=\"middle\">").append(fmt(v)).append("</text>\n");
        }
        b.append("<text x=\"").append(LEFT + (W - LEFT - RIGHT) / 2).append("\" y=\"").append(H - 6).append("\" text-anchor=\"middle\">heap n</text>\n");
        b.append("<text transform=\"translate(14 ").append(TOP + (H - TOP - BOTTOM) / 2).append(") rotate(-90)\" text-anchor=\"middle\">")
                .append(log ? "|Q_n|, |P_n| (log scale)" : "|Q_n|, |P_n|").append("</text>\n");
        for (int k = 1; k <= 2; k++) {
            StringBuilder path = new StringBuilder("M").append(f(px(0, x.top))).append(',').append(f(py(k == 1 ? 1 : 0, top, log)));
            for (int[] r : growth) {
                path.append(" H").append(f(px(r[0], x.top))).append(" V").append(f(py(r[k], top, log)));
            }
            path.append(" H").append(f(px(maxN, x.top)));
            b.append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"").append(k == 1 ? "#1f5fa8" : "#c0392b").append("\" stroke-width=\"2\"")
                    .append(k == 2 ? " stroke-dasharray=\"5 3\"" : "").append("/>\n");
        }
        for (int[] r : growth)
            b.append("<circle cx=\"").append(f(px(r[0], x.top))).append("\" cy=\"").append(f(py(r[1], top, log))).append("\" r=\"3\" fill=\"#1f5fa8\"><title>heap ")
                    .append(r[0]).append(": |Q_").append(r[0]).append("| = ").append(r[1]).append(", |P_").append(r[0]).append("| = ").append(r[2]).append("</title></circle>\n");
        b.append("<g transform=\"translate(").append(LEFT + 10).append(' ').append(TOP + 14).append(")\"><line x1=\"0\" y1=\"-4\" x2=\"18\" y2=\"-4\" stroke=\"#1f5fa8\" stroke-width=\"2\"/>")
                .append("<text x=\"24\" y=\"0\">|Q_n|</text><line x1=\"70\" y1=\"-4\" x2=\"88\" y2=\"-4\" stroke=\"#c0392b\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>")
                .append("<text x=\"94\" y=\"0\">|P_n|</text></g>\n");
        return b.append("</svg>").toString();
    }

    private static void tickY(StringBuilder b, double frac, String label) {
        double py = H - BOTTOM - frac * (H - TOP - BOTTOM);
        b.append("<line x1=\"").append(LEFT - 4).append("\" y1=\"").append(f(py)).append("\" x2=\"").append(W - RIGHT).append("\" y2=\"").append(f(py))
                .append("\" stroke=\"#e3e3e3\"/><text x=\"").append(LEFT - 7).append("\" y=\"").append(f(py + 4)).append("\" text-anchor=\"end\">").append(label).append("</text>\n");
    }

    private static double px(double n, double top) { return LEFT + n / top * (W - LEFT - RIGHT); }

    private static double py(int v, double top, boolean log) {
        double frac = log ? (v <= 0 ? 0 : Math.log(v) / Math.log(2) / top) : v / top;
        return H - BOTTOM - frac * (H - TOP - BOTTOM);
    }

    private static String f(double v) { return String.format(Locale.ROOT, "%.1f", v); }

    private static String fmt(double v) { return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v); }

    /** A linear axis from 0 past {@code max}: a step of 1, 2 or 5 times a power of ten, at most about eight ticks. */
    private static final class Axis {
        final double step, top;

        Axis(double max) {
            double raw = Math.max(max, 1) / 8, p = Math.pow(10, Math.floor(Math.log10(raw)));
            double s = raw <= p ? p : raw <= 2 * p ? 2 * p : raw <= 5 * p ? 5 * p : 10 * p;
            step = Math.max(1, s);
            top = Math.ceil(Math.max(max, 1) / step) * step;
        }
    }
}
