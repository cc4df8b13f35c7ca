package cgx.scoring.octal;

import cgx.core.Chart;
import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.Rational;

/** The scoring Sprague–Grundy sequence Gs(0), ..., Gs(n) of a scoring octal game (Stewart) as bars, exact values in the tooltips. */
final class GsPicture {
    private GsPicture() {}

    static Picture of(ScoringOctal r, int n) {
        if (n < 1 || n > 2000) throw new CgxException("GsPlot: n must be 1 to 2000, got " + n);
        Rational[] gs = new Rational[n + 1];
        double lo = 0, hi = 0;
        for (int k = 0; k <= n; k++) {
            gs[k] = ScoringGs.gs(r, k);
            double v = gs[k].numerator().doubleValue() / gs[k].denominator().doubleValue();
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        Chart c = new Chart("Gs(n) of the scoring octal game " + r, "heap n", "Gs(n)", 0, n, lo, hi);
        for (int k = 0; k <= n; k++) {
            double v = gs[k].numerator().doubleValue() / gs[k].denominator().doubleValue();
            c.bar(k, v, 0.7, v < 0 ? Chart.RED : Chart.BLUE, "Gs(" + k + ") = " + gs[k]);
        }
        return c.picture();
    }
}
