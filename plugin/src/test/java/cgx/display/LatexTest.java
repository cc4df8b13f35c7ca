package cgx.display;

import cgx.Latex;
import cgx.families.Families;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Results ready for a paper: {@code X.LaTeX} and {@code X.Save("f.tex")} on every kind of value
 * that writes itself so, typed as a user types them; each saved document is compiled with
 * {@code pdflatex} ({@link Latex}), skipped without it.
 */
class LatexTest {
    record Case(String name, String expr, List<String> contains) {}

    static final List<Case> CASES = List.of(
            new Case("quotient", "MisereQuotient(0.75)", List.of("$\\mathcal{Q} = \\langle a,", "c^{2} = b^{2}\\rangle$",
                    "\\begin{tabular}{r|llllllllll}", "0+ & $a$ & $b$ & $a$ & $b$ & $c$", "(period 2, preperiod 8)")),
            new Case("big-quotient", "MisereQuotient(\"0.4107\")", List.of("\\alpha ", "$|\\mathcal{Q}| = 506$")),
            new Case("forms-quotient", "MisereQuotient(*2/320)", List.of("$\\mathcal{P} = \\{a,\\allowbreak b^{2}\\}$")),
            new Case("misere-form", "*(2/0)0", List.of("$\\ast (2/0)\\allowbreak 0$")),
            new Case("misere-heap", "*{12}", List.of("$\\ast \\{12\\}$")),
            new Case("stewart", "<2, <11|4|-3> | 3 | 4, <9|2|-5>>", List.of("$\\langle 2, \\langle 11 \\mid 4 \\mid -3\\rangle ")),
            new Case("guaranteed", "<-3|^12>", List.of("$\\langle -3 \\mid \\emptyset^{12} \\rangle$")),
            new Case("table", "MisereQuotient(0.75).Analysis", List.of("\\begin{tabular}{lllll}", "b\\^{}2 * & 4 & 6")),
            new Case("payoff", "ScoringNim([1, 4, 5]).PayoffFunction", List.of("$f(b) = \\begin{cases}", "\\end{cases}$")));

    @Test
    void everyKindWritesLaTeXThatCompiles(@TempDir Path dir) throws Exception {
        Session s = new Session(Families.runtime(), x -> {});
        boolean pdflatex = Latex.available();
        for (Case c : CASES) {
            String latex = (String) s.eval("(" + c.expr() + ").LaTeX");
            for (String frag : c.contains()) assertTrue(latex.contains(frag), c.name() + ": " + frag + " not in\n" + latex);
            Path tex = dir.resolve(c.name() + ".tex");
            assertEquals(tex.toString(), s.eval("(" + c.expr() + ").Save(\"" + tex.toString().replace("\\", "\\\\") + "\")"));
            String doc = Files.readString(tex);
            assertTrue(doc.startsWith("\\documentclass{article}") && doc.contains(latex) && doc.strip().endsWith("\\end{document}"), doc);
            if (pdflatex) Latex.compile(tex);
        }
        Latex.assumeCompiled(pdflatex);
    }

    /** What a notebook shows of a quotient: presentation, P-portion and Φ, as HTML tables and as display math (which pdflatex also takes). */
    @Test
    void aQuotientShowsItselfInANotebook(@TempDir Path dir) throws Exception {
        Session s = new Session(Families.runtime(), x -> {});
        java.util.Map<String, String> bundle = ((cgx.core.RichDisplay) s.eval("MisereQuotient(0.75)")).mimeBundle();
        String html = bundle.get("text/html"), latex = bundle.get("text/latex");
        for (String frag : List.of("<td>Generators</td>", "<td>P-portion</td>", "<table class=\"cgx-phi\">", "<th>10</th>",
                "<tr><th>0+</th><td style=\"background:#f4a582\">a</td><td>b</td>", "<td style=\"background:#f4a582\">a</td>", "<td>ab<sup>2</sup></td>"))
            assertTrue(html.contains(frag), frag + " not in\n" + html);
        for (String frag : List.of("\\mathcal{Q} &= \\langle a,", "\\mathcal{P} &= \\{", "\\begin{array}{r|llllllllll}", "0+ & a & b & a & b & c",
                "b^{2}"))
            assertTrue(latex.contains(frag), frag + " not in\n" + latex);
        // a quotient of forms has no Φ along heaps: the presentation only
        String forms = ((cgx.core.RichDisplay) s.eval("MisereQuotient(*2/320)")).mimeBundle().get("text/latex");
        assertTrue(!forms.contains("array") && forms.contains("\\mathcal{P}"), forms);
        if (!Latex.available()) return;
        Latex.compile(Files.writeString(dir.resolve("nb.tex"), "\\documentclass{article}\\usepackage{amsmath}\\begin{document}\n" + latex + "\n" + forms + "\n\\end{document}\n"));
    }

    @Test
    void saveNeedsATexName(@TempDir Path dir) {
        Session s = new Session(Families.runtime(), x -> {});
        cgx.core.CgxException e = org.junit.jupiter.api.Assertions.assertThrows(cgx.core.CgxException.class,
                () -> s.eval("MisereQuotient(0.75).Save(\"" + dir.resolve("q.pdf") + "\")"));
        assertTrue(e.getMessage().contains("ends in .tex"), e.getMessage());
    }
}
