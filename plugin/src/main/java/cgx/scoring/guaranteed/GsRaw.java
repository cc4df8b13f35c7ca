package cgx.scoring.guaranteed;

import cgx.core.Rational;

/** The calculator's constructor terms ({@code showRaw}, spec §1.2): Nu, BE, LE, RE, Op; negative scores in parentheses. */
final class GsRaw {
    private GsRaw() {}

    static String raw(GsGame g) {
        if (g.isNumber()) return "Nu " + score(g.leftAdornment());
        if (g.isAtom()) return "BE " + score(g.leftAdornment()) + " " + score(g.rightAdornment());
        if (g.isLeftAdorned()) return "LE " + score(g.leftAdornment()) + " " + list(g.right());
        if (g.isRightAdorned()) return "RE " + list(g.left()) + " " + score(g.rightAdornment());
        return "Op " + list(g.left()) + " " + list(g.right());
    }

    private static String list(GsGame[] opts) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < opts.length; i++) b.append(i > 0 ? "," : "").append(raw(opts[i]));
        return b.append(']').toString();
    }

    private static String score(Rational s) {
        String t = s.isInteger() ? s.toString() : "(" + s + ")";
        return s.signum() < 0 && s.isInteger() ? "(" + t + ")" : t;
    }
}
