package cgx.census.atlas;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The findings, as the repository records them: elements of unusual period (§A.6,
 * unusual-periods.tsv), the paper's footnote 5 checked three ways (algebraic-periodic.tsv),
 * which codes MisereSolver's --search4D lists (misere-solver-search4d.tsv), and where cgx and
 * MisereSolver differed (census-findings.md).
 */
final class FindingsPage {
    private FindingsPage() {}

    static String html(Site.Input in) {
        StringBuilder b = new StringBuilder("<h1>Findings</h1>\n<ul><li><a href=\"#unusual-periods\">Elements of unusual period</a></li>"
                + "<li><a href=\"#footnote-5\">Footnote 5</a></li><li><a href=\"#search4d\">MisereSolver's --search4D listing rule</a></li>"
                + "<li><a href=\"#misere-solver\">Where cgx and MisereSolver differed</a></li></ul>\n");
        Repository r = in.repository();
        if (r == null) return Html.page("Findings", "", b.append("<p class=\"note\">The repository's records (test-games/) were not found: run ./cgx atlas from a cgx checkout.</p>").toString());
        b.append("<section id=\"unusual-periods\">\n<h2>Elements of unusual period (§A.6)</h2>\n").append(paragraphs(r.comments("unusual-periods.tsv")));
        b.append(FigurePages.tableHead("form", "|Q|", "largest period", "|P|", "periods (period:count)", "presentation", "P-portion", "source", "note"));
        for (Map<String, String> row : r.table("unusual-periods.tsv")) {
            String p = row.get("pportion");
            List<String> words = p.length() > 2 ? MathMl.splitTop(p.substring(1, p.length() - 1)) : List.of();
            b.append("<tr><td><code>").append(Html.esc(row.get("form"))).append("</code></td><td>").append(Html.esc(row.get("order"))).append("</td><td>")
                    .append(Html.esc(row.get("maxperiod"))).append("</td><td>").append(Html.esc(row.get("psize"))).append("</td><td>").append(Html.esc(row.get("periods")))
                    .append("</td><td>").append(MathMl.presentation(row.get("presentation"))).append("</td><td>").append(MathMl.set(words)).append("</td><td>")
                    .append(Html.esc(row.get("source"))).append("</td><td>").append(Html.esc(row.get("note"))).append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n</section>\n");
        b.append("<section id=\"footnote-5\">\n<h2>Footnote 5: H<sub>13</sub> + H<sub>17</sub> + H<sub>31</sub> of 0.26</h2>\n")
                .append(paragraphs(item(r.comments("algebraic-periodic.tsv"), "- Footnote 5:")))
                .append("<p>Reproduce: <code>").append(Html.esc("./cgx -e 'A := AlgebraicQuotient(0.26, MaxHeap => 60); A.Outcome([13, 17, 31])'"))
                .append("</code> (P) and <code>").append(Html.esc("./cgx -e 'MisereQuotient(0.26, MaxHeap => 31).Outcome([13, 17, 31])'")).append("</code> (P).");
        for (Game g : in.games()) if (g.codes().contains("0.26")) b.append(" The page of ").append(Html.gameLink("", g.id(), "0.26")).append('.');
        b.append("</p>\n</section>\n");
        b.append("<section id=\"search4d\">\n<h2>MisereSolver's --search4D listing rule</h2>\n")
                .append(paragraphs(between(r.comments("misere-solver-search4d.tsv"), "Which codes MisereSolver searches", "Columns:"))).append("</section>\n");
        b.append("<section id=\"misere-solver\">\n<h2>Where cgx and MisereSolver differed</h2>\n").append(markdown(r.text("census-findings.md"))).append("</section>\n");
        return Html.page("Findings", "", b.toString());
    }

    /** The lines from the one starting with {@code from} up to the next list item. */
    static List<String> item(List<String> lines, String from) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            if (out.isEmpty()) {
                if (l.startsWith(from)) out.add(l.substring(2));
            } else if (l.startsWith("- ") || l.isEmpty()) break;
            else out.add(l);
        }
        return out;
    }

    /** The lines from the one starting with {@code from} to the one before that starting with {@code to}. */
    static List<String> between(List<String> lines, String from, String to) {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String l : lines) {
            if (l.startsWith(from)) in = true;
            else if (l.startsWith(to)) in = false;
            if (in) out.add(l);
        }
        return out;
    }

    /** Comment lines as paragraphs: a blank line ends one. */
    static String paragraphs(List<String> lines) {
        StringBuilder b = new StringBuilder(), p = new StringBuilder();
        for (String l : lines) {
            if (l.isBlank()) { flush(b, p); continue; }
            p.append(p.length() == 0 ? "" : " ").append(l.strip());
        }
        flush(b, p);
        return b.toString();
    }

    private static void flush(StringBuilder b, StringBuilder p) {
        if (p.length() > 0) b.append("<p>").append(code(Html.esc(p.toString()))).append("</p>\n");
        p.setLength(0);
    }

    /** The little Markdown census-findings.md uses: headings, paragraphs, `code`. */
    static String markdown(String text) {
        StringBuilder b = new StringBuilder(), p = new StringBuilder();
        for (String l : text.split("\n")) {
            if (l.startsWith("#")) {
                flush(b, p);
                int level = (int) l.chars().takeWhile(c -> c == '#').count();
                if (level > 1) b.append("<h3>").append(code(Html.esc(l.substring(level).strip()))).append("</h3>\n");
            } else if (l.isBlank()) flush(b, p);
            else p.append(p.length() == 0 ? "" : " ").append(l.strip());
        }
        flush(b, p);
        return b.toString();
    }

    /** `text` as code. */
    private static String code(String escaped) { return escaped.replaceAll("`([^`]+)`", "<code>$1</code>"); }
}
