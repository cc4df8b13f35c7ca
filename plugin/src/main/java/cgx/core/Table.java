package cgx.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A table of text cells with a header row: a notebook shows it as {@code text/html}; its cells
 * may carry a background colour (e.g. P-positions). Immutable.
 */
public final class Table implements RichDisplay, LatexForm {
    private final String caption;
    private final List<String> header;
    private final List<List<String>> rows;
    private final List<List<String>> colours;

    /** {@code colours} is null, or has the shape of {@code rows} with null for no colour. */
    public Table(String caption, List<String> header, List<List<String>> rows, List<List<String>> colours) {
        this.caption = caption == null ? "" : caption;
        this.header = List.copyOf(header);
        List<List<String>> r = new ArrayList<>();
        for (List<String> row : rows) r.add(List.copyOf(row));
        this.rows = List.copyOf(r);
        List<List<String>> c = new ArrayList<>();
        if (colours != null) for (List<String> row : colours) c.add(java.util.Collections.unmodifiableList(new ArrayList<>(row)));
        this.colours = java.util.Collections.unmodifiableList(c);
    }

    public Table(String caption, List<String> header, List<List<String>> rows) { this(caption, header, rows, null); }

    public String caption() { return caption; }
    public List<String> header() { return header; }
    public List<List<String>> rows() { return rows; }
    /** The cells' background colours (null for none), row by row; empty if none. */
    public List<List<String>> colours() { return colours; }

    /** The table as plain text, columns aligned. */
    public String text() {
        int n = header.size();
        for (List<String> r : rows) n = Math.max(n, r.size());
        int[] w = new int[n];
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        for (List<String> r : all) for (int i = 0; i < r.size(); i++) w[i] = Math.max(w[i], r.get(i).length());
        StringBuilder b = new StringBuilder();
        if (!caption.isEmpty()) b.append(caption).append('\n');
        for (List<String> r : all) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.size(); i++) line.append(i > 0 ? "  " : "").append(String.format("%-" + Math.max(1, w[i]) + "s", r.get(i)));
            b.append(line.toString().stripTrailing()).append('\n');
        }
        return b.toString().stripTrailing();
    }

    /** The table as a LaTeX {@code tabular} (text escaped), its caption above. */
    @Override
    public String latex() {
        int n = header.size();
        for (List<String> r : rows) n = Math.max(n, r.size());
        StringBuilder b = new StringBuilder();
        if (!caption.isEmpty()) b.append(LatexForm.escape(caption)).append("\\\\[1ex]\n");
        b.append("\\begin{tabular}{").append("l".repeat(Math.max(1, n))).append("}\n\\hline\n");
        b.append(latexRow(header, n)).append("\\hline\n");
        for (List<String> r : rows) b.append(latexRow(r, n));
        return b.append("\\hline\n\\end{tabular}").toString();
    }

    private static String latexRow(List<String> cells, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) b.append(i > 0 ? " & " : "").append(i < cells.size() ? LatexForm.escape(cells.get(i)) : "");
        return b.append(" \\\\\n").toString();
    }

    /** The table as an HTML {@code <table>}. */
    public String html() {
        StringBuilder b = new StringBuilder("<table>\n");
        if (!caption.isEmpty()) b.append("<caption>").append(escape(caption)).append("</caption>\n");
        b.append("<thead><tr>");
        for (String h : header) b.append("<th>").append(escape(h)).append("</th>");
        b.append("</tr></thead>\n<tbody>\n");
        for (int i = 0; i < rows.size(); i++) {
            b.append("<tr>");
            List<String> row = rows.get(i);
            for (int j = 0; j < row.size(); j++) {
                String c = i < colours.size() && j < colours.get(i).size() ? colours.get(i).get(j) : null;
                b.append(c == null ? "<td>" : "<td style=\"background:" + escape(c) + "\">").append(escape(row.get(j))).append("</td>");
            }
            b.append("</tr>\n");
        }
        return b.append("</tbody>\n</table>").toString();
    }

    /** Text escaped for HTML and XML (SVG) content and attribute values. */
    public static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(ch);
            }
        }
        return b.toString();
    }

    @Override public Map<String, String> mimeBundle() { return Map.of("text/html", html()); }

    @Override public boolean equals(Object o) {
        return o instanceof Table t && t.caption.equals(caption) && t.header.equals(header) && t.rows.equals(rows) && t.colours.equals(colours);
    }

    @Override public int hashCode() { return java.util.Objects.hash(caption, header, rows, colours); }

    @Override public String toString() { return text(); }
}
