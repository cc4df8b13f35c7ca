package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.List;

/**
 * The text syntax of guaranteed scoring games (spec §1.2) with exact scores: a number {@code s}
 * for {@code <∅^s|∅^s>}, {@code ^s} for an adorned empty side, options separated by {@code ,}.
 * Scores print as integers or fractions ({@code -1/2}); the reader also takes decimals
 * ({@code 2.5}). Printing keeps a form's option order; LaTeX follows the calculator's
 * {@code latex} ({@code \emptyset^{s}} for an adorned side).
 */
public final class GsText {
    /** Longer printed forms are refused (a raw sum's tree can be exponentially larger than its DAG). */
    public static final int LIMIT = 50_000_000;

    private GsText() {}

    public static String print(GsGame g) {
        StringBuilder b = new StringBuilder();
        print(g, b, false);
        return b.toString();
    }

    /** LaTeX in the notation of the papers: {@code \langle -3 \mid \emptyset^{12} \rangle}. */
    public static String latex(GsGame g) {
        StringBuilder b = new StringBuilder();
        print(g, b, true);
        return b.toString();
    }

    private static void print(GsGame g, StringBuilder b, boolean tex) {
        if (b.length() > LIMIT) throw new CgxException("the printed form of this game is longer than " + LIMIT + " characters");
        Interrupts.check();
        if (g.isNumber()) {
            b.append(score(g.leftAdornment, tex));
            return;
        }
        b.append(tex ? "\\langle " : "<");
        side(g.leftAdornment, g.left, b, tex);
        b.append(tex ? " \\mid " : "|");
        side(g.rightAdornment, g.right, b, tex);
        b.append(tex ? " \\rangle" : ">");
    }

    private static void side(Rational adornment, GsGame[] options, StringBuilder b, boolean tex) {
        if (adornment != null) {
            b.append(tex ? "\\emptyset^{" + score(adornment, true) + "}" : "^" + adornment);
            return;
        }
        for (int i = 0; i < options.length; i++) {
            if (i > 0) b.append(tex ? ", " : ",");
            print(options[i], b, tex);
        }
    }

    private static String score(Rational s, boolean tex) {
        return tex ? s.latexMath() : s.toString();
    }

    /** Reads a form in the text syntax; a clear error with the column where it goes wrong. */
    public static GsGame parse(String text) {
        Reader r = new Reader(text);
        GsGame g = r.game();
        r.space();
        if (r.i < text.length()) throw r.error("unexpected '" + text.charAt(r.i) + "' after the game");
        return g;
    }

    private static final class Reader {
        final String s;
        int i;

        Reader(String s) { this.s = s; }

        void space() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }

        boolean eat(char c) {
            space();
            if (i < s.length() && s.charAt(i) == c) { i++; return true; }
            return false;
        }

        void expect(char c) {
            if (!eat(c)) throw error("expected '" + c + "'" + (i < s.length() ? " at '" + s.charAt(i) + "'" : " at the end"));
        }

        CgxException error(String m) { return new CgxException("guaranteed scoring game " + s + ": column " + (i + 1) + ": " + m); }

        GsGame game() {
            space();
            if (!eat('<')) return GsGame.number(number());
            Rational la = null, ra = null;
            List<GsGame> l = new ArrayList<>(), r = new ArrayList<>();
            if (eat('^')) la = number(); else options(l);
            expect('|');
            if (eat('^')) ra = number(); else options(r);
            expect('>');
            return GsGame.of(la, l, ra, r);
        }

        void options(List<GsGame> out) {
            do out.add(game()); while (eat(','));
        }

        Rational number() {
            space();
            int start = i;
            if (i < s.length() && s.charAt(i) == '-') i++;
            int digits = i;
            while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == '/')) i++;
            if (i == digits) throw error("expected a score");
            try {
                return Rational.parse(s.substring(start, i)); // integers, decimals and p/q
            } catch (RuntimeException e) {
                throw error("malformed score " + s.substring(start, i));
            }
        }
    }
}
