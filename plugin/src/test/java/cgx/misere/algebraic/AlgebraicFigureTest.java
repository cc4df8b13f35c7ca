package cgx.misere.algebraic;

import cgx.Latex;
import cgx.families.Families;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The figures of found families (A.Figure, A.LaTeX, A.Save), in the layout of Plambeck–Siegel's
 * Figures 8 and 9 (§A.5): 0.26's text and LaTeX hold Figure 8's presentation, P-portion and rows
 * of Φ; 4.7's hold Figure 9's; 0.734's (pure powers of b in Φ) its general row; an unproved
 * family and a game without one say so plainly. Each saved document is compiled with pdflatex
 * ({@link Latex}, as {@code cgx.display.LatexTest} does; skipped without it).
 */
class AlgebraicFigureTest {
    /** Figure 8 (0.26): its rows "k+ Φ(H_(k+1)) … Φ(H_(k+4))", as the paper prints them (the last one cut by "⋯" there). */
    static final List<String> FIGURE_8_ROWS = List.of("0+ 1 a b ab", "4+ 1 a b ab", "8+ c_0 ac_0 c_1 ab^3", "12+ c_2 abc_1 c_3 abc_2",
            "16+ c_4 abc_3 c_5 abc_4", "20+ c_6 abc_5");

    @Test
    void theFiguresOfFigures8And9AndAPurePowerGameCompile(@TempDir Path dir) throws Exception {
        Session s = new Session(Families.runtime(), x -> {});
        boolean pdflatex = Latex.available();
        s.eval("F8 := AlgebraicQuotient(0.26, MaxHeap => 62)");
        s.eval("F9 := AlgebraicQuotient(4.7, MaxHeap => 30)");
        s.eval("Q734 := AlgebraicQuotient(0.734, MaxHeap => 39)");
        s.eval("Q724 := AlgebraicQuotient(0.724, MaxHeap => 58)");

        // the text figure of 0.26: Figure 8's presentation, P-portion and rows, then the general row and what is proved
        String text = (String) s.eval("F8.Figure");
        List<String> lines = new ArrayList<>();
        for (String l : text.split("\n")) lines.add(l.strip().replaceAll("\\s+", " "));
        for (String row : FIGURE_8_ROWS) assertTrue(lines.stream().anyMatch(l -> l.startsWith(row)), row + " not in\n" + text);
        assertTrue(lines.contains("Q ≅ <a, b, c_n | a^2 = 1, b^(n+1)c_n = b^(2n+3), c_mc_n = b^(m+2)c_n (m ≤ n)>"), text);
        assertTrue(lines.contains("P = {a, b^(2m) (m ≥ 1), b^mc_n (m < n, m + n odd)}"), text);
        assertTrue(lines.contains("(12+4k)+ c_(2k+2) abc_(2k+1) c_(2k+3) abc_(2k+2) for every k ≥ 0"), text);
        assertTrue(text.startsWith("Misère quotient of 0.26, algebraic periodic, proved for every heap"), text);
        assertTrue(text.contains("base B = 62") && text.contains("4896 abstract states") && text.contains(AlgebraicFigure.CHECKER)
                && text.contains("Reproduce: AlgebraicQuotient(\"0.26\", MaxHeap => 62)"), text);

        // the LaTeX: Figure 8's and 9's content, and 0.734's pure powers of b
        check(s, dir, pdflatex, "F8", "fig8", List.of("\\begin{figure}", "b^{n+1}c_{n} = b^{2n+3}", "(c_{m}c_{n} = b^{m+2}c_{n})_{m \\le n}",
                "(b^{m}c_{n})_{m < n,\\ m + n\\text{ odd}}", "$0+$ & $1$ & $a$ & $b$ & $ab$ \\\\", "$8+$ & $c_{0}$ & $ac_{0}$ & $c_{1}$ & $ab^{3}$ \\\\",
                "$12+$ & $c_{2}$ & $abc_{1}$ & $c_{3}$ & $abc_{2}$ \\\\", "$20+$ & $c_{6}$ & $abc_{5}$", "(proved for every heap)", "\\end{figure}"));
        check(s, dir, pdflatex, "F9", "fig9", List.of("bc = ab^{3}", "c^{2} = b^{4}", "cd_{n} = ab^{2}d_{n}", "b^{n+1}d_{n} = a^{n+1}b^{2n+5}",
                "(d_{m}d_{n} = a^{m+1}b^{m+4}d_{n})_{m \\le n}", "(b^{m}d_{n})_{m < n,\\ m\\text{ odd},\\ n\\text{ even}}",
                "(ab^{m}d_{n})_{m < n,\\ m\\text{ even},\\ n\\text{ odd}}", "$10+$ & $d_{4}$ & $d_{5}$ \\\\", "$(6+2k)+$ & $d_{2k}$ & $d_{2k+1}$ \\\\"));
        check(s, dir, pdflatex, "Q734", "pure", List.of("b^{n+1}c_{n} = ab^{2n+3}", "$0+$ & $a$ & $b$ & $ab$ & $b^{2}$ \\\\",
                "$(4+4k)+$ & $c_{2k}$ & $b^{2k+3}$ & $c_{2k+1}$ & $b^{2k+4}$ \\\\", "(proved for every heap)"));
        // 0.724: two sporadic generators, and P reaching m = n
        check(s, dir, pdflatex, "Q724", "sporadic", List.of("\\langle a, b, c, d, e_{n}", "cd = b^{6}", "de_{n} = ab^{4}e_{n}",
                "(b^{m}e_{n})_{m \\le n,\\ m\\text{ even},\\ n\\text{ even}}", "(proved for every heap)"));
        Latex.assumeCompiled(pdflatex);
    }

    /** Unproved families and games without one say so, in the text and in LaTeX, and never look like a result. */
    @Test
    void evidenceAndNoFamilySaySoPlainly(@TempDir Path dir) throws Exception {
        Session s = new Session(Families.runtime(), x -> {});
        boolean pdflatex = Latex.available();
        s.eval("Q26 := AlgebraicQuotient(0.26, MaxHeap => 30)");
        String text = (String) s.eval("Q26.Figure");
        assertTrue(text.startsWith("Misère quotient of 0.26, algebraic periodic: NOT PROVED, evidence to heap 30 only"), text);
        assertTrue(text.contains("\nNOT PROVED: evidence to heap 30 only") && !text.contains("Proved for every heap") && !text.contains("check its certificate"), text);
        assertTrue(text.contains("8+        c_0       ac_0        c_1       ab^3"), text); // the rows as evidence, aligned
        check(s, dir, pdflatex, "Q26", "evidence", List.of("(NOT PROVED: evidence to heap 30 only)", "NOT PROVED: evidence to heap 30 only"));

        s.eval("Q54 := AlgebraicQuotient(0.54, MaxHeap => 20)");
        String none = (String) s.eval("Q54.Figure");
        assertTrue(none.startsWith("No algebraic-periodic family of the shape of Figures 8 and 9 was found for 0.54\nReason: "), none);
        check(s, dir, pdflatex, "Q54", "none", List.of("No algebraic-periodic family", "\\texttt{AlgebraicQuotient(\\char34{}0.54\\char34{}, MaxHeap ="));
        Latex.assumeCompiled(pdflatex);
    }

    /** X.LaTeX holds every fragment; X.Save writes the document around it, which pdflatex compiles (when present). */
    private static void check(Session s, Path dir, boolean pdflatex, String var, String name, List<String> fragments) throws Exception {
        String latex = (String) s.eval(var + ".LaTeX");
        for (String frag : fragments) assertTrue(latex.contains(frag), name + ": " + frag + " not in\n" + latex);
        Path tex = dir.resolve(name + ".tex");
        assertEquals(tex.toString(), s.eval(var + ".Save(\"" + tex.toString().replace("\\", "\\\\") + "\")"));
        assertTrue(Files.readString(tex).contains(latex));
        if (pdflatex) Latex.compile(tex);
    }
}
