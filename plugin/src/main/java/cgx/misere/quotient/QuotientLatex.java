package cgx.misere.quotient;

import cgx.core.LatexForm;

import java.util.List;

/**
 * A misère quotient in LaTeX, laid out as the paper's Figure 2: the presentation, the P-portion
 * and the quotient map Φ as a table of heaps (rows 0+, 10+, ..., columns 1 to 10). Words are
 * math: exponents braced, cgx's Greek generator names as {@code \alpha}, ..., names past the Greek
 * ones ({@code g1_}) as {@code g_{1}}.
 */
final class QuotientLatex {
    private static final String GREEK = cgx.misere.quotient.monoid.BipartiteMonoid.GREEK;
    private static final String[] NAMES = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
            "lambda", "mu", "nu", "xi", "o", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega"};

    private QuotientLatex() {}

    /** A word or relation of cgx's notation as LaTeX math (no dollars). */
    static String math(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int greek = GREEK.indexOf(c);
            if (greek >= 0) b.append(NAMES[greek].equals("o") ? "o" : "\\" + NAMES[greek] + " ");
            else if (c == '^') {
                int j = i + 1;
                while (j < s.length() && Character.isDigit(s.charAt(j))) j++;
                b.append("^{").append(s, i + 1, j).append('}');
                i = j - 1;
            } else if (c == 'g' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))) {
                int j = i + 1;
                while (j < s.length() && Character.isDigit(s.charAt(j))) j++;
                b.append("g_{").append(s, i + 1, j).append('}');
                i = j < s.length() && s.charAt(j) == '_' ? j : j - 1;
            } else if (c == '<') b.append("\\langle ");
            else if (c == '>') b.append("\\rangle");
            else if (c == '|') b.append("\\mid ");
            else if (c == ',') b.append(",\\allowbreak ");
            else if (c == '{' || c == '}' || c == '#' || c == '&' || c == '%' || c == '_') b.append('\\').append(c);
            else b.append(c);
        }
        return b.toString();
    }

    static String document(MisereQuotient q) {
        StringBuilder b = new StringBuilder();
        b.append("\\noindent Mis\\`ere quotient of ").append(LatexForm.escape(q.call())).append(q.isComplete() && q.period() > 0
                ? " (period " + q.period() + ", preperiod " + q.preperiod() + ")" : q.isComplete() ? "" : " (partial quotient $\\mathcal{Q}_{" + q.maxGenerator() + "}$)").append("\\\\[1ex]\n");
        b.append("$\\mathcal{Q} = ").append(math(q.presentation())).append("$\\\\[1ex]\n");
        b.append("$\\mathcal{P} = \\{");
        List<MonoidWord> p = q.pPortion();
        for (int i = 0; i < p.size(); i++) b.append(i > 0 ? ",\\allowbreak " : "").append(math(p.get(i).toString()));
        b.append("\\}$, $|\\mathcal{Q}| = ").append(q.order()).append("$, $|\\mathcal{P}| = ").append(p.size()).append("$");
        if (q.rules() != null) {
            b.append("\\\\[1ex]\n").append(phiTable(q));
        }
        return b.toString();
    }

    /** Φ(H_1), Φ(H_2), ... in rows of ten, as the paper's Figure 2: a tabular of text with math cells. */
    static String phiTable(MisereQuotient q) { return phiTable(q, "tabular", "$"); }

    /** The Φ table as environment {@code env} ({@code tabular}, or {@code array} inside math), each cell between {@code dollar}s. */
    private static String phiTable(MisereQuotient q, String env, String dollar) {
        int upto = q.phiShownUpTo();
        StringBuilder b = new StringBuilder("\\begin{" + env + "}{r|llllllllll}\n");
        for (int c = 1; c <= 10; c++) b.append(" & ").append(c);
        b.append(" \\\\\n\\hline\n");
        for (int row = 0; row * 10 < upto; row++) {
            b.append(row * 10).append("+");
            for (int c = 1; c <= 10; c++) {
                int n = row * 10 + c;
                b.append(" & ");
                if (n <= upto) b.append(dollar).append(math(q.phi(n).toString())).append(dollar);
            }
            b.append(" \\\\\n");
        }
        return b.append("\\end{" + env + "}").toString();
    }

    /** For a notebook (MathJax): the presentation, the P-portion and (for heaps) the Φ table as display math. */
    static String mathJax(MisereQuotient q) {
        StringBuilder b = new StringBuilder("$$\\begin{aligned}\\mathcal{Q} &= ").append(math(q.presentation()).replace("\\allowbreak ", ""))
                .append("\\\\ \\mathcal{P} &= \\{");
        List<MonoidWord> p = q.pPortion();
        for (int i = 0; i < p.size(); i++) b.append(i > 0 ? ", " : "").append(math(p.get(i).toString()));
        b.append("\\}\\end{aligned}$$");
        if (q.rules() != null) b.append("\n$$").append(phiTable(q, "array", "")).append("$$");
        return b.toString();
    }
}
