package cgx.census.atlas;

import cgx.misere.MisereGame;
import cgx.misere.lattice.LatticeGame;
import cgx.misere.lattice.LatticeGrids;
import cgx.misere.lattice.LatticeOutcomes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Figure 12 as reproduced: the P-positions iA + jB + kC + lD + mE of cl(*(2/0)0) (A = *, B = *2,
 * C = *2/, D = *2/0, E = *(2/0)0; Plambeck–Siegel §A.7), a grid per (i, j, k) with k ≤ 2, a dot at
 * (row m, column l) for l < 14, m < 18: exact misère outcomes by the outcome recursion on the box,
 * independent of the proof; beside it the proof that the quotient is infinite (infinite.tsv).
 */
final class Figure12 {
    private Figure12() {}

    static final String FORM = "*(2/0)0";

    static String html(Site.Input in) {
        StringBuilder b = FigurePages.head("Figure 12", "Schematic of the P-positions for cl(*(2/0)0) with k ≤ 2",
                "Each grid is a triple (i, j, k); a dot at (row m, column l) where iA + jB + kC + lD + mE is a P-position, A = *, B = *2, C = *2/, D = *2/0, E = *(2/0)0. "
                        + "Computed here by the outcome recursion on every position of the box (cgx's LatticeOutcomes), not taken from the proof.");
        LatticeGame game = LatticeGame.ofForms(List.of(MisereGame.parse(FORM)));
        LatticeOutcomes o = new LatticeOutcomes(game, new int[] {2, 2, 3, 14, 18});
        List<int[]> prefixes = new ArrayList<>();
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 3; k++) prefixes.add(new int[] {i, j, k});
        String svg = LatticeGrids.of(game, prefixes, 14, 18, o::isP).svg();
        b.append("<figure class=\"picture\">\n").append(scalable(svg)).append("\n<figcaption>The generators in cgx's order: ")
                .append(Html.esc(String.join(", ", names(game)))).append(". Hover a dot for its position.</figcaption>\n</figure>\n");
        Map<String, String> proof = in.repository() == null ? null : row(in.repository().table("infinite.tsv"), FORM);
        if (proof != null) {
            b.append("<h2>The quotient is infinite</h2>\n<p>Witnesses W<sub>a</sub> = ").append(Html.esc(proof.get("witness"))).append(", distinguishers X<sub>a</sub> = ")
                    .append(Html.esc(proof.get("distinguisher"))).append(" (W<sub>a</sub> + X<sub>a</sub> is P, W<sub>b</sub> + X<sub>a</sub> is N for b ≠ a); box ")
                    .append(Html.esc(proof.get("box"))).append(". Certificate: <a href=\"../certificates/cl-2-0-0.proof\" download>cl-2-0-0.proof</a>, re-verified by ")
                    .append("<code>./cgx -e 'CheckLatticeProof(\"test-games/misere-quotients/proofs/cl-2-0-0.proof\")'</code>; reproduced by <code>")
                    .append(Html.esc(proof.get("command"))).append("</code>.</p>\n<p class=\"note\">").append(Html.esc(proof.get("notes"))).append("</p>\n");
        }
        return Html.page("Figure 12", "../", b.toString());
    }

    private static List<String> names(LatticeGame g) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < g.rank(); i++) out.add(g.name(i));
        return out;
    }

    /** The picture with a viewBox, so that it scales down to its box. */
    static String scalable(String svg) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<svg ([^>]*)width=\"(\\d+)\" height=\"(\\d+)\"").matcher(svg);
        return m.find() ? svg.substring(0, m.start()) + "<svg viewBox=\"0 0 " + m.group(2) + " " + m.group(3) + "\" " + svg.substring(m.start() + 5) : svg;
    }

    private static Map<String, String> row(List<Map<String, String>> t, String game) {
        for (Map<String, String> r : t) if (game.equals(r.get("game"))) return r;
        return null;
    }
}
