package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.Rational;
import cgx.core.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Pictures of a guaranteed game for a notebook: the game tree (Left's moves down to the left in
 * blue, Right's down to the right in red, an adorned empty side as a short stub labelled with its
 * score, a number as a leaf with its value), and the six stops on a number line.
 */
final class GsPictures {
    private static final int MAX_NODES = 600;
    private static final double GAP = 34, LEVEL = 46, TOP = 24;

    private GsPictures() {}

    static Picture tree(GsGame g) {
        if (count(g, MAX_NODES + 1) > MAX_NODES) {
            throw new CgxException("the tree of this game has more than " + MAX_NODES + " nodes; Picture draws at most " + MAX_NODES + " (try G.CanonicalForm.Picture)");
        }
        List<String> out = new ArrayList<>();
        double width = layout(g, 0, 0, out);
        double height = TOP + LEVEL * (g.rank() + 1) + 20;
        return svg(Math.max(width, 60), height, out);
    }

    /** Draws g with its leftmost leaf at x0; returns the width used. Elements go to out. */
    private static double layout(GsGame g, double x0, int depth, List<String> out) {
        double y = TOP + depth * LEVEL;
        if (g.isNumber()) {
            out.add(label(x0 + GAP / 2, y, g.leftAdornment().toString()));
            return GAP;
        }
        List<double[]> kids = new ArrayList<>();
        double x = x0;
        for (GsGame[] side : new GsGame[][] {g.left(), g.right()}) {
            boolean left = side == g.left();
            Rational adornment = left ? g.leftAdornment() : g.rightAdornment();
            if (adornment != null) {
                kids.add(new double[] {x + GAP / 2, left ? 1 : 0, 1});
                out.add(label(x + GAP / 2, y + LEVEL * 0.55 + 4, "\u2205" + sup(adornment)));
                x += GAP;
                continue;
            }
            for (GsGame o : side) {
                double w = layout(o, x, depth + 1, out);
                kids.add(new double[] {x + w / 2, left ? 1 : 0, 0});
                x += w;
            }
        }
        double cx = (x0 + x) / 2;
        for (double[] k : kids) {
            String colour = k[1] == 1 ? "#1f5fbf" : "#c0392b";
            double ky = k[2] == 1 ? y + LEVEL * 0.55 - 8 : y + LEVEL - 8;
            out.add(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"1.6\"%s/>",
                    cx, y + 4, k[0], ky, colour, k[2] == 1 ? " stroke-dasharray=\"3,2\"" : ""));
        }
        out.add(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"black\"/>", cx, y));
        return x - x0;
    }

    private static String sup(Rational s) { return s.toString(); }

    private static String label(double x, double y, String text) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>", x, y, Table.escape(text));
    }

    /** The nodes of the tree (shared subpositions counted each time they are drawn), up to {@code budget}. */
    private static int count(GsGame g, int budget) {
        int n = 1;
        for (GsGame[] side : new GsGame[][] {g.left(), g.right()}) {
            for (GsGame o : side) {
                if (n >= budget) return n;
                n += count(o, budget - n);
            }
        }
        return n;
    }

    /** The six stops on a number line: ordinary stops above, pass-allowed stops below. */
    static Picture stops(GsGame g) {
        Rational[] v = {g.leftStop(), g.rightStop(), g.leftStopRightPasses(), g.rightStopRightPasses(), g.leftStopLeftPasses(), g.rightStopLeftPasses()};
        String[] names = {"Ls", "Rs", "Ls\u0332", "Rs\u0332", "Ls\u0305", "Rs\u0305"};
        Rational lo = v[0], hi = v[0];
        for (Rational x : v) { lo = lo.min(x); hi = hi.max(x); }
        if (lo.equals(hi)) { lo = lo.subtract(Rational.ONE); hi = hi.add(Rational.ONE); }
        double w = 420, left = 40, right = w - 40, axis = 50;
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"black\"/>", left, axis, right, axis));
        for (Rational end : new Rational[] {lo, hi}) {
            double x = left + (right - left) * frac(end, lo, hi);
            out.add(label(x, axis + 84, end.toString()));
        }
        for (int i = 0; i < 6; i++) {
            double x = left + (right - left) * frac(v[i], lo, hi);
            String colour = i % 2 == 0 ? "#1f5fbf" : "#c0392b";
            // Ls, Rs above the line; the pass-allowed stops below, one row each
            double y = i < 2 ? axis - 12 - 14 * i : axis + 16 + 14 * (i - 2);
            out.add(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>", x, axis, colour));
            out.add(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"%s\">%s = %s</text>",
                    x, y, colour, Table.escape(names[i]), v[i]));
        }
        return svg(w, axis + 90, out);
    }

    /** Where x lies between lo and hi, as a fraction for drawing (exact values are in the labels). */
    private static double frac(Rational x, Rational lo, Rational hi) {
        Rational f = x.subtract(lo).divide(hi.subtract(lo));
        return new java.math.BigDecimal(f.numerator()).divide(new java.math.BigDecimal(f.denominator()), java.math.MathContext.DECIMAL64).doubleValue();
    }

    private static Picture svg(double w, double h, List<String> body) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" font-size=\"12\">\n",
                w, h, w, h));
        for (String s : body) b.append(s).append('\n');
        return Picture.ofSvg(b.append("</svg>").toString());
    }
}
