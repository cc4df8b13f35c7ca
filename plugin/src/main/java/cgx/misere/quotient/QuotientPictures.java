package cgx.misere.quotient;

import cgx.core.Chart;
import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.Table;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Pictures and tables of a misère quotient: its multiplication table with the products in the
 * P-portion shaded, Φ(H_n) along the heaps (Plambeck–Siegel's pretending function) with the
 * P-heaps shaded, and the presentation as a table.
 */
final class QuotientPictures {
    static final String P_COLOUR = "#f4a582";
    private static final int MAX_TABLE = 64, MAX_HEAPS = 200;

    private QuotientPictures() {}

    private static Set<String> pWords(MisereQuotient q) {
        Set<String> p = new HashSet<>();
        for (Object w : q.pPortion()) p.add(w.toString());
        return p;
    }

    /** The Cayley table, rows and columns in the order of {@code Q.Elements}; products in P shaded. */
    static Picture multiplicationTable(MisereQuotient q) {
        if (q.order() > MAX_TABLE) throw new CgxException("MultiplicationTablePlot: the quotient has " + q.order() + " elements; the picture is drawn for at most " + MAX_TABLE);
        Set<String> p = pWords(q);
        List<String> labels = new ArrayList<>();
        for (Object e : q.elements()) labels.add(e.toString());
        int n = labels.size();
        String[][] cells = new String[n][n], colours = new String[n][n];
        int i = 0;
        for (Object row : q.multiplicationTable()) {
            int j = 0;
            for (Object x : (Iterable<?>) row) {
                cells[i][j] = x.toString();
                colours[i][j] = p.contains(cells[i][j]) ? P_COLOUR : null;
                j++;
            }
            i++;
        }
        return Chart.grid("Multiplication table of " + q.presentation(), labels, labels, cells, colours,
                List.<String[]>of(new String[] {P_COLOUR, "product in the P-portion"}));
    }

    /** Φ(H_0), ..., Φ(H_n), shaded where the heap is a P-position. */
    static Picture phi(MisereQuotient q, int n) {
        if (n > MAX_HEAPS) throw new CgxException("PhiPlot: at most " + MAX_HEAPS + " heaps, got " + n);
        Set<String> p = pWords(q);
        int perRow = 10, rows = (n + perRow) / perRow; // rows of ten, as the paper's Figure 2
        List<String> rowLabels = new ArrayList<>(), columnLabels = new ArrayList<>();
        for (int r = 0; r < rows; r++) rowLabels.add("H_" + (r * perRow) + "+");
        for (int c = 0; c < Math.min(perRow, n + 1); c++) columnLabels.add(String.valueOf(c));
        String[][] cells = new String[rows][columnLabels.size()], colours = new String[rows][columnLabels.size()];
        for (int k = 0; k <= n; k++) {
            String w = q.phi(k).toString();
            cells[k / perRow][k % perRow] = w;
            colours[k / perRow][k % perRow] = p.contains(w) ? P_COLOUR : null;
        }
        for (String[] row : cells) for (int c = 0; c < row.length; c++) if (row[c] == null) row[c] = "";
        return Chart.grid("Φ(H_n) along the heaps, n = 0.." + n + " (row H_k+, column c: heap k + c)", rowLabels, columnLabels, cells, colours,
                List.<String[]>of(new String[] {P_COLOUR, "H_n is a P-position"}));
    }

    /**
     * A notebook's HTML of a quotient: the presentation table, then (for a quotient of heaps)
     * Φ(H_1), Φ(H_2), ... in rows of ten as the paper's Figure 2, exponents raised and the
     * P-heaps shaded.
     */
    static String html(MisereQuotient q) {
        StringBuilder b = new StringBuilder("<div class=\"cgx-quotient\">\n").append(presentation(q).html());
        if (q.rules() != null) {
            Set<String> p = pWords(q);
            int upto = q.phiShownUpTo();
            b.append("\n<table class=\"cgx-phi\">\n<caption>Φ(H_n): row k+, column c is heap k + c")
                    .append(upto < q.maxGenerator() ? " (the rows shown repeat with the period)" : "").append("</caption>\n<thead><tr><th></th>");
            for (int c = 1; c <= 10; c++) b.append("<th>").append(c).append("</th>");
            b.append("</tr></thead>\n<tbody>\n");
            for (int row = 0; row * 10 < upto; row++) {
                b.append("<tr><th>").append(row * 10).append("+</th>");
                for (int c = 1; c <= 10; c++) {
                    int n = row * 10 + c;
                    String w = n <= upto ? q.phi(n).toString() : "";
                    b.append(p.contains(w) ? "<td style=\"background:" + P_COLOUR + "\">" : "<td>").append(raised(w)).append("</td>");
                }
                b.append("</tr>\n");
            }
            b.append("</tbody>\n</table>");
        }
        return b.append("\n</div>").toString();
    }

    /** A word of cgx's notation in HTML: {@code ab^2} as a b<sup>2</sup>. */
    static String raised(String word) {
        return Table.escape(word).replaceAll("\\^(\\d+)", "<sup>$1</sup>");
    }

    /** The presentation, order and P-portion as a table. */
    static Table presentation(MisereQuotient q) {
        String pres = q.presentation();
        int bar = pres.indexOf(" | ");
        String gens = bar > 0 ? pres.substring(1, bar) : q.generators().toString();
        String rels = bar > 0 ? pres.substring(bar + 3, pres.length() - 1) : "";
        List<String> ps = new ArrayList<>();
        for (Object w : q.pPortion()) ps.add(w.toString());
        return new Table("Misère quotient " + pres, List.of("", ""), List.of(
                List.of("Generators", gens),
                List.of("Relations", rels),
                List.of("P-portion", "{" + String.join(", ", ps) + "}"),
                List.of("Order", String.valueOf(q.order()))));
    }
}
