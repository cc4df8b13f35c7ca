package cgx.census.atlas;

import java.util.List;
import java.util.Map;

/**
 * Figures 8 and 9 as reproduced: the algebraic-periodic family of 0.26 (4.7) as cgx reads it from
 * its partial quotients (test-games/misere-quotients/algebraic-periodic.tsv: presentation,
 * P-portion, quotient map), and its proof for every heap by the weight-form induction
 * (algebraic-proofs.tsv, with the certificate).
 */
final class FamilyFigure {
    private FamilyFigure() {}

    static String html(Site.Input in, String code, String figure, String caption) {
        StringBuilder b = FigurePages.head(figure, caption, "The family is read by cgx from the partial quotients of " + code
                + " without being told it (AlgebraicQuotient), in the paper's notation, and proved for every heap by the weight-form induction "
                + "(docs/algebraic-periodicity.md); the certificate is re-verified by an independent checker.");
        Repository r = in.repository();
        Map<String, String> family = r == null ? null : row(r.table("algebraic-periodic.tsv"), code);
        Map<String, String> proof = r == null ? null : row(r.table("algebraic-proofs.tsv"), code);
        if (family != null) {
            b.append("<p class=\"formula\"><math><mi>𝒬</mi><mo>≅</mo></math> ").append(MathMl.presentation(family.get("presentation"))).append("</p>\n");
            b.append("<p class=\"formula\"><math><mi>𝒫</mi><mo>=</mo></math> ").append(MathMl.inline(family.get("pportion"), true)).append("</p>\n");
            for (String part : family.get("phi").split("; ")) b.append("<p class=\"formula\">").append(MathMl.inline(part, true)).append("</p>\n");
            b.append("<p>Read from Q<sub>").append(Html.esc(family.get("maxheap"))).append("</sub> and checked against every Q<sub>n</sub>, n ≤ ")
                    .append(Html.esc(family.get("maxheap"))).append(": <code>").append(Html.esc(family.get("command"))).append("</code></p>\n");
        } else {
            b.append("<p class=\"note\">Not available: the repository's algebraic-periodic.tsv has no row for ").append(Html.esc(code)).append(".</p>\n");
        }
        if (proof != null) {
            String cert = code + "-algebraic.txt";
            b.append("<h2>Proved for every heap</h2>\n<p>The weight-form induction holds from base heap ").append(Html.esc(proof.get("base"))).append(" (")
                    .append(Html.esc(proof.get("states"))).append(" abstract states); the same family proves the games ").append(Html.esc(proof.get("games")))
                    .append(". Certificate: <a href=\"../certificates/").append(Html.esc(cert)).append("\" download>").append(Html.esc(cert))
                    .append("</a>, checked by <code>python3 scripts/misere-quotients/check-algebraic-proof.py test-games/misere-quotients/proofs/").append(Html.esc(cert))
                    .append("</code>; reproduced by <code>").append(Html.esc("./cgx -e 'A := AlgebraicQuotient(" + code + "); A.Proved; A.Proof; print(A.Certificate)'")).append("</code>.</p>\n");
        }
        for (Game g : in.games())
            if (g.codes().contains(code)) b.append("<p>The census's page: ").append(Html.gameLink("../", g.id(), code)).append(".</p>\n");
        return Html.page(figure, "../", b.toString());
    }

    static Map<String, String> row(List<Map<String, String>> table, String code) {
        for (Map<String, String> r : table) if (code.equals(r.get("code"))) return r;
        return null;
    }
}
