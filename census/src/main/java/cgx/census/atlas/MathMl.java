package cgx.census.atlas;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Formulas typeset at build time as MathML, which browsers lay out themselves (no script, no
 * network): cgx's words ({@code ab^2}, {@code b^(n+1)c_n}, {@code g12_}), relations,
 * presentations ⟨generators | relations⟩ and the families' texts of Figures 8 and 9
 * ({@code b^md_n (m < n, m odd)}). An exponent or index is digits, one letter, or a bracketed
 * expression (shown without its brackets).
 */
final class MathMl {
    private MathMl() {}

    /** Words of the families' conditions, set upright. */
    private static final Set<String> WORDS = Set.of("odd", "even", "for", "and", "if", "iff", "mod", "all");

    /** One inline formula, its text in {@code alttext}. {@code text}: a family's text, whose words (odd, even, ...) stay words. */
    static String inline(String expr, boolean text) { return "<math alttext=\"" + Html.esc(expr) + "\">" + body(expr, text) + "</math>"; }

    /** A word or relation of a quotient, inline. */
    static String word(String w) { return inline(w, false); }

    /**
     * A presentation ⟨a, b | a^2 = 1, ...⟩ as HTML: each relation its own formula, so that a long
     * presentation wraps between relations; the text as cgx prints it in {@code data-text}.
     */
    static String presentation(String p) {
        String s = p.strip();
        if (!s.startsWith("<") || !s.endsWith(">")) return inline(s, true);
        s = s.substring(1, s.length() - 1);
        int bar = s.indexOf(" | ");
        String gens = bar < 0 ? s : s.substring(0, bar);
        StringBuilder b = new StringBuilder("<span class=\"pres\" data-text=\"").append(Html.esc(p.strip())).append("\"><math><mo>⟨</mo>").append(body(gens, true)).append(bar < 0 ? "<mo>⟩</mo></math>" : "<mo>|</mo></math>");
        if (bar >= 0) {
            List<String> rels = splitTop(s.substring(bar + 3));
            for (int i = 0; i < rels.size(); i++)
                b.append(' ').append("<math>").append(body(rels.get(i), true)).append(i + 1 < rels.size() ? "<mo>,</mo>" : "<mo>⟩</mo>").append("</math>");
        }
        return b.append("</span>").toString();
    }

    /** A set of words {w1, w2, ...}, each its own formula (it wraps between them); the text in {@code data-text}. */
    static String set(List<String> words) {
        StringBuilder b = new StringBuilder("<span class=\"set\" data-text=\"{").append(Html.esc(String.join(", ", words))).append("}\"><math><mo>{</mo></math>");
        for (int i = 0; i < words.size(); i++) b.append(i == 0 ? "" : " ").append("<math>").append(body(words.get(i), false)).append(i + 1 < words.size() ? "<mo>,</mo>" : "").append("</math>");
        return b.append("<math><mo>}</mo></math></span>").toString();
    }

    /** The items of a list separated by commas outside brackets. */
    static List<String> splitTop(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0, from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '{') depth++;
            else if (c == ')' || c == '}') depth--;
            else if (c == ',' && depth == 0) {
                out.add(s.substring(from, i).strip());
                from = i + 1;
            }
        }
        out.add(s.substring(from).strip());
        return out;
    }

    /** The MathML elements of an expression (no {@code <math>} around them). */
    static String body(String s, boolean text) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        boolean spaced = false; // a space since the last element
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (c == ' ') { spaced = true; i++; continue; }
            boolean operand = Character.isLetterOrDigit(c);
            // a space between two operands separates them (1 a b ab): a visible gap
            if (spaced && operand && !out.isEmpty() && !out.get(out.size() - 1).startsWith("<mo")) out.add("<mspace width=\"0.5em\"></mspace>");
            spaced = false;
            if (c == '^' || c == '_') {
                int[] end = {i + 1};
                String arg = script(s, end, text);
                String base = out.isEmpty() ? "<mrow></mrow>" : out.remove(out.size() - 1);
                if (c == '^' && base.startsWith("<msub>")) out.add("<msubsup>" + base.substring(6, base.length() - 7) + arg + "</msubsup>");
                else out.add(c == '^' ? "<msup>" + base + arg + "</msup>" : "<msub>" + base + arg + "</msub>");
                i = end[0];
            } else if (c == 'g' && i + 1 < n && Character.isDigit(s.charAt(i + 1))) { // g12_: the generators past the Greek ones
                int j = i + 1;
                while (j < n && Character.isDigit(s.charAt(j))) j++;
                out.add("<msub><mi>g</mi><mn>" + s.substring(i + 1, j) + "</mn></msub>");
                i = j < n && s.charAt(j) == '_' ? j + 1 : j;
            } else if (Character.isLetter(c)) {
                int j = i;
                while (j < n && Character.isLetter(s.charAt(j))) j++;
                if (text && j - i > 1 && WORDS.contains(s.substring(i, j))) {
                    out.add("<mtext>\u00a0" + s.substring(i, j) + "\u00a0</mtext>");
                    i = j;
                } else {
                    out.add("<mi>" + Html.esc(String.valueOf(c)) + "</mi>");
                    i++;
                }
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < n && Character.isDigit(s.charAt(j))) j++;
                out.add("<mn>" + s.substring(i, j) + "</mn>");
                i = j;
            } else if (c == '.' && i + 1 < n && s.charAt(i + 1) == '.') {
                out.add("<mo>..</mo>");
                i += 2;
            } else {
                out.add("<mo>" + Html.esc(String.valueOf(c)) + "</mo>");
                i++;
            }
        }
        return String.join("", out);
    }

    /** The argument of ^ or _ at {@code at[0]}: a bracketed expression, digits or one letter; {@code at[0]} moves past it. */
    private static String script(String s, int[] at, boolean text) {
        int i = at[0], n = s.length();
        if (i >= n) return "<mrow></mrow>";
        char c = s.charAt(i);
        if (c == '(') {
            int depth = 0, j = i;
            for (; j < n; j++) {
                if (s.charAt(j) == '(') depth++;
                else if (s.charAt(j) == ')' && --depth == 0) break;
            }
            at[0] = Math.min(n, j + 1);
            return "<mrow>" + body(s.substring(i + 1, Math.min(n, j)), text) + "</mrow>";
        }
        if (Character.isDigit(c)) {
            int j = i;
            while (j < n && Character.isDigit(s.charAt(j))) j++;
            at[0] = j;
            return "<mn>" + s.substring(i, j) + "</mn>";
        }
        at[0] = i + 1;
        return Character.isLetter(c) ? "<mi>" + Html.esc(String.valueOf(c)) + "</mi>" : "<mrow></mrow>";
    }
}
