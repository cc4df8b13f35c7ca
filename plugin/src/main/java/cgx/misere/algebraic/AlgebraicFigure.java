package cgx.misere.algebraic;

import cgx.core.LatexForm;

import java.util.ArrayList;
import java.util.List;

/**
 * A found family as a figure in the layout of Plambeck–Siegel's Figures 8 (0.26) and 9 (4.7),
 * §A.5: the presentation, the P-portion, then the quotient map Φ in rows "k+ w_1 w_2 …" (row k+
 * lists Φ(H_(k+1)), Φ(H_(k+2)), …, as Figure 8's "8+ c_0 ac_0 c_1 ab^3"): the first heaps
 * explicitly, then the periodic pattern as one row "(r+wk)+" with its indices affine in k; and a
 * last line saying what is proved (for every heap, the base B, the certificate's checker, the
 * command that reproduces it) or, plainly, that it is not. As text ({@link #text}) and as a LaTeX
 * figure environment ({@link #latex}). Row width: 2p columns for a period p ≤ 3 (Figure 8's 4 for
 * 0.26's p = 2, Figure 9's 2 for 4.7's p = 1), else p.
 */
final class AlgebraicFigure {
    /** The checker of the certificates (docs/algebraic-periodicity.md, "The certificate and the checker"). */
    static final String CHECKER = "scripts/misere-quotients/check-algebraic-proof.py";

    private final AlgebraicQuotient q;
    private final AlgebraicFamily f;
    private final int width;      // columns per row
    private final int periodic;   // the first row start whose heaps all follow the pattern
    private final int explicit;   // explicit rows start 0, width, …, up to this (included)

    private AlgebraicFigure(AlgebraicQuotient q) {
        this.q = q;
        this.f = q.found() ? q.family() : null;
        int p = f == null ? 1 : f.pattern.size();
        this.width = p <= 3 ? 2 * p : p;
        int h0 = f == null ? 1 : f.h0;
        this.periodic = (h0 - 1 + width - 1) / width * width;  // the least multiple of the width ≥ h0 − 1
        this.explicit = periodic + 2 * width;                   // the general row at k = 0, 1, 2 shown explicitly too
    }

    static AlgebraicFigure of(AlgebraicQuotient q) { return new AlgebraicFigure(q); }

    // ---------------------------------------------------------------- the rows of Φ

    /** The explicit rows: {start, then the words of Φ(H_(start+1)) … Φ(H_(start+width))}. */
    private List<List<String>> explicitRows() {
        List<List<String>> rows = new ArrayList<>();
        for (int start = 0; start <= explicit; start += width) {
            List<String> row = new ArrayList<>();
            row.add(String.valueOf(start));
            for (int j = 1; j <= width; j++) row.add(f.word(f.phi(start + j)));
            rows.add(row);
        }
        return rows;
    }

    /**
     * The general row "(periodic + width·k)+": heap periodic + width·k + j is the pattern's term
     * r = o mod p at k' = o div p + (width/p)·k, o = periodic + j − h0; its exponents and index are
     * the term's, composed with k ↦ k'.
     */
    private List<String> generalRow() {
        int p = f.pattern.size(), m = width / p;
        List<String> row = new ArrayList<>();
        for (int j = 1; j <= width; j++) {
            int o = periodic + j - f.h0;
            AlgebraicFamily.Term t = f.pattern.get(o % p);
            Affine b = compose(t.b(), m, o / p);
            Affine x = t.pure() ? null : compose(t.index(), m, o / p);
            String w = (t.a() == 1 ? "a" : "") + (b.exponent("k") == null ? "" : "b" + b.exponent("k"));
            if (x != null) w += f.letter() + "_" + (x.k() == 1 && x.l() == 0 ? "k" : x.k() == 0 ? "" + x.l() : "(" + x.text("k") + ")");
            row.add(w.isEmpty() ? "1" : w);
        }
        return row;
    }

    /** e(k') at k' = m·k + c, as an affine function of k. */
    private static Affine compose(Affine e, int m, int c) { return new Affine(e.k() * m, e.k() * c + e.l()); }

    private String generalLabel() { return "(" + periodic + "+" + (width == 1 ? "" : width) + "k)"; }

    // ---------------------------------------------------------------- what is proved

    /** The command that computes the family again. */
    private String command() { return q.call(); }

    /** The shell command that writes the certificate and runs the independent checker on it. */
    private String checkCommand() {
        return "./cgx -e 'print(" + q.call() + ".Certificate)' > cert.txt && python3 " + CHECKER + " cert.txt";
    }

    private String title() {
        if (f == null) return "No algebraic-periodic family of the shape of Figures 8 and 9 was found for " + q.source();
        return "Misère quotient of " + q.source() + ", algebraic periodic" + (q.proved() ? ", proved for every heap" : ": NOT PROVED, evidence to heap " + q.checkedTo() + " only");
    }

    /**
     * The status line: what is proved, with the base, the checker and the command; or, plainly, that
     * it is not. {@code latex}: LaTeX text, the commands in typewriter type.
     */
    private String status(boolean latex) {
        java.util.function.UnaryOperator<String> t = latex ? AlgebraicFigure::text : s -> s;
        java.util.function.UnaryOperator<String> cmd = latex ? AlgebraicFigure::typewriter : s -> s;
        String br = latex ? "\\\\\n" : "\n";
        if (f == null) return t.apply("Reason: " + q.reason()) + br + t.apply("Reproduce: ") + cmd.apply(command());
        if (q.proved())
            return t.apply("Proved for every heap by the weight-form induction (docs/algebraic-periodicity.md): base B = " + q.proof().base()
                    + " (the family agrees with every Q_n, n ≤ " + q.proof().base() + "), and the step holds in all " + q.proof().states() + " abstract states.")
                    + br + t.apply("Reproduce: ") + cmd.apply(command()) + t.apply("; check its certificate independently: ") + cmd.apply(checkCommand());
        String why = q.proofText().replaceFirst("^not proved( \\(evidence to heap \\d+\\))?: ", "");
        return t.apply("NOT PROVED: evidence to heap " + q.checkedTo() + " only (the family agrees with every Q_n, n ≤ " + q.checkedTo()
                + ", and with exhaustive search on " + q.searched() + " sums); " + why + ".") + br + t.apply("Reproduce: ") + cmd.apply(command());
    }

    // ---------------------------------------------------------------- text

    /** The figure as text: title, presentation, P-portion, the rows of Φ, the status line. */
    String text() {
        if (f == null) return title() + "\n" + status(false);
        List<List<String>> rows = new ArrayList<>(explicitRows());
        List<String> general = new ArrayList<>(List.of(generalLabel()));
        general.addAll(generalRow());
        int[] w = new int[width + 1];
        for (List<String> r : rows) for (int i = 0; i <= width; i++) w[i] = Math.max(w[i], r.get(i).length() + (i == 0 ? 1 : 0));
        for (int i = 1; i <= width; i++) w[i] = Math.max(w[i], general.get(i).length());
        w[0] = Math.max(w[0], general.get(0).length() + 1);
        StringBuilder b = new StringBuilder(title()).append(" (the layout of Plambeck–Siegel's Figures 8 and 9)\n\n");
        b.append("Q ≅ ").append(f.presentation()).append('\n');
        b.append("P = ").append(f.pPortionText()).append("\n\n");
        b.append("Φ (row k+ lists Φ(H_(k+1)), …, Φ(H_(k+").append(width).append("))):\n");
        for (List<String> r : rows) b.append(line(w, r.get(0) + "+", r.subList(1, r.size())));
        b.append("⋯\n");
        b.append(line(w, general.get(0) + "+", general.subList(1, general.size())).stripTrailing())
                .append("   for every k ≥ 0").append('\n');
        return b.append('\n').append(status(false)).toString();
    }

    private static String line(int[] w, String label, List<String> cells) {
        StringBuilder s = new StringBuilder(pad(label, w[0]));
        for (int i = 0; i < cells.size(); i++) s.append("  ").append(i == cells.size() - 1 ? cells.get(i) : pad(cells.get(i), w[i + 1]));
        return s.append('\n').toString();
    }

    private static String pad(String s, int n) { return s.length() >= n ? s : s + " ".repeat(n - s.length()); }

    // ---------------------------------------------------------------- LaTeX

    /** The figure as a LaTeX figure environment (needs amsmath only), as Figures 8 and 9 set it. */
    String latex() {
        StringBuilder b = new StringBuilder("\\begin{figure}[ht]\n\\centering\n");
        if (f == null) {
            b.append("\\parbox{0.9\\linewidth}{").append(status(true)).append("}\n");
            return b.append("\\caption{").append(text(title())).append(".}\n\\end{figure}").toString();
        }
        b.append("$\\mathcal{Q} \\cong \\langle a, b, ").append(f.generatorList().substring("a, b, ".length())).append(f.letter()).append("_{n} \\mid ");
        List<String> rel = f.relations();
        for (int i = 0; i < rel.size(); i++) {
            String r = rel.get(i);
            b.append(i > 0 ? ",\\allowbreak\\ " : "");
            b.append(r.endsWith(" (m ≤ n)") ? "(" + math(r.substring(0, r.length() - 8)) + ")_{m \\le n}" : math(r));
        }
        b.append("\\rangle$\\\\[1ex]\n");
        b.append("$\\mathcal{P} = \\{a,\\allowbreak\\ (b^{2m})_{m \\ge 1}");
        for (int e = 0; e <= 1; e++) {
            List<int[]> pairs = new ArrayList<>();
            for (int m = 0; m <= 1; m++) for (int n = 0; n <= 1; n++) if (f.pIndexed[e * 4 + m * 2 + n]) pairs.add(new int[] {m, n});
            for (String cond : AlgebraicFamily.conditions(pairs))
                b.append(",\\allowbreak\\ (").append(e == 1 ? "a" : "").append("b^{m}").append(f.letter()).append("_{n})_{m ").append(f.mBound("\\le"))
                        .append(cond.isEmpty() ? "" : ",\\ " + cond.replace(" odd", "\\text{ odd}").replace(" even", "\\text{ even}").replace(", ", ",\\ ")).append('}');
        }
        b.append("\\}$\\\\[1ex]\n");
        b.append("\\begin{tabular}{r").append("l".repeat(width)).append("}\n");
        for (List<String> r : explicitRows()) b.append(latexRow("$" + r.get(0) + "+$", r.subList(1, r.size())));
        b.append("$\\vdots$").append(" &".repeat(width)).append(" \\\\\n");
        b.append(latexRow("$" + generalLabel() + "+$", generalRow()));
        b.append("\\end{tabular}\\\\[1ex]\n");
        b.append("\\parbox{0.9\\linewidth}{\\small ").append(status(true)).append("}\n");
        b.append("\\caption{Presentation, $\\mathcal{P}$-portion and quotient map for \\textbf{").append(LatexForm.escape(q.source()))
                .append("}").append(q.proved() ? " (proved for every heap)" : " (NOT PROVED: evidence to heap " + q.checkedTo() + " only)")
                .append("; the general row holds for every $k \\ge 0$.}\n");
        return b.append("\\end{figure}").toString();
    }

    private static String latexRow(String label, List<String> cells) {
        StringBuilder s = new StringBuilder(label);
        for (String c : cells) s.append(" & $").append(math(c)).append('$');
        return s.append(" \\\\\n").toString();
    }

    /** A word or relation of the family's notation as LaTeX math (no dollars): b^(2n+3) as b^{2n+3}, c_(k+1) as c_{k+1}, ≤ as \le. */
    static String math(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c == '^' || c == '_') && i + 1 < s.length()) {
                int j = i + 1, end;
                if (s.charAt(j) == '(') {
                    end = s.indexOf(')', j);
                    b.append(c).append('{').append(math(s.substring(j + 1, end))).append('}');
                } else {
                    end = j;
                    if (Character.isDigit(s.charAt(j))) while (end + 1 < s.length() && Character.isDigit(s.charAt(end + 1))) end++;
                    b.append(c).append('{').append(s, j, end + 1).append('}');
                }
                i = end;
            } else if (c == '≤') b.append("\\le ");
            else if (c == '≥') b.append("\\ge ");
            else b.append(c);
        }
        return b.toString();
    }

    /** A command in typewriter type: every ASCII character as itself, the special ones by their code (OT1's cmtt has them all). */
    static String typewriter(String s) {
        StringBuilder b = new StringBuilder("\\texttt{");
        for (char c : s.toCharArray()) {
            if ("\\{}$&#_%^~<>|\"".indexOf(c) >= 0) b.append("\\char").append((int) c).append("{}");
            else b.append(c < 128 ? String.valueOf(c) : text(String.valueOf(c)));
        }
        return b.append('}').toString();
    }

    /** Text for LaTeX's text mode: escaped, and the few non-ASCII symbols cgx writes as math (anything else as '?', so it always compiles). */
    static String text(String s) {
        String e = LatexForm.escape(s);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < e.length(); i++) {
            char c = e.charAt(i);
            String r = switch (c) {
                case '≤' -> "$\\le$";
                case '≥' -> "$\\ge$";
                case '−' -> "$-$";
                case '≅' -> "$\\cong$";
                case '·' -> "$\\cdot$";
                case '…' -> "\\ldots{}";
                case '⋯' -> "$\\cdots$";
                case '–' -> "--";
                case '—' -> "---";
                case '→' -> "$\\to$";
                case '∈' -> "$\\in$";
                case 'Φ' -> "$\\Phi$";
                case 'α' -> "$\\alpha$";
                case 'β' -> "$\\beta$";
                case 'γ' -> "$\\gamma$";
                case 'δ' -> "$\\delta$";
                case 'ε' -> "$\\varepsilon$";
                case 'λ' -> "$\\lambda$";
                case 'ν' -> "$\\nu$";
                case 'ρ' -> "$\\rho$";
                case 'è' -> "\\`e";
                default -> c < 128 ? String.valueOf(c) : "?";
            };
            b.append(r);
        }
        return b.toString();
    }
}
