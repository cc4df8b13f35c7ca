package cgx.census.atlas;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The index: a row per code the censuses hold (and per distinct quotient of a census of forms),
 * coloured by status, sorted by clicking a column's head and filtered by text and status in the
 * browser (assets/atlas.js; no network).
 */
final class IndexPage {
    private IndexPage() {}

    static final String[] COLUMNS = {"code", "game", "status", "|Q|", "|P|", "period", "preperiod", "largest element period", "heap n", "time (s)", "census"};
    private static final String[] TYPES = {"code", "text", "text", "num", "num", "num", "num", "num", "num", "num", "text"};

    static String html(Site.Input in) {
        StringBuilder b = new StringBuilder("<h1>Misère quotients of take-and-break games</h1>\n");
        long codes = in.games().stream().mapToLong(g -> g.kind().equals("code") ? g.codes().size() : 1).sum();
        b.append("<p>Every game cgx's censuses hold: ").append(codes).append(" rows, ").append(in.games().size())
                .append(" distinct games, each with a page (codes that are the same game share it). |Q| and |P| are the quotient's, or those of the largest partial quotient Q<sub>n</sub> reached for a game not finite; n is the heap reached. From:</p>\n<ul>\n");
        for (String c : in.censuses()) b.append("<li>").append(Html.esc(c)).append("</li>\n");
        b.append("</ul>\n<p class=\"legend\">");
        for (Status s : Status.values())
            b.append("<span class=\"key ").append(s.css()).append("\" title=\"").append(Html.esc(s.meaning())).append("\">").append(Html.esc(s.label())).append("</span> ");
        b.append("</p>\n<div class=\"controls\"><label>Filter <input id=\"filter\" type=\"search\" placeholder=\"code, form, status…\"></label> <label>Status <select id=\"status\"><option value=\"\">all</option>");
        for (Status s : Status.values()) b.append("<option value=\"").append(Html.esc(s.label())).append("\">").append(Html.esc(s.label())).append("</option>");
        b.append("</select></label> <span id=\"shown\"></span></div>\n<table id=\"games\" class=\"sortable\">\n<thead><tr>");
        for (int i = 0; i < COLUMNS.length; i++) b.append("<th data-type=\"").append(TYPES[i]).append("\">").append(Html.esc(COLUMNS[i])).append("</th>");
        b.append("</tr></thead>\n<tbody>\n");
        // a row per code (in code order; a code links to its game's page) and per quotient of forms
        List<Map.Entry<String, Game>> rows = new ArrayList<>();
        for (Game g : in.games()) for (String code : g.kind().equals("code") ? g.codes() : List.of(g.id())) rows.add(Map.entry(code, g));
        if (in.codeOrder() != null)
            rows.sort((x, y) -> x.getValue().kind().equals("code") && y.getValue().kind().equals("code") ? in.codeOrder().compare(x.getKey(), y.getKey())
                    : Boolean.compare(!x.getValue().kind().equals("code"), !y.getValue().kind().equals("code")));
        int order = 0;
        for (Map.Entry<String, Game> r : rows) row(b, r.getValue(), r.getKey(), order++);
        b.append("</tbody>\n</table>\n");
        return Html.page("Index", "", b.toString());
    }

    private static void row(StringBuilder b, Game g, String code, int order) {
        Game.Numbers n = g.numbers();
        b.append("<tr class=\"").append(g.status().css()).append("\" data-status=\"").append(Html.esc(g.status().label())).append("\">");
        b.append("<td data-v=\"").append(order).append("\">").append(Html.gameLink("", g.id(), code)).append("</td>");
        b.append("<td>").append(g.kind().equals("code") ? (g.id().equals(code) ? "" : Html.gameLink("", g.id(), g.id())) : Html.esc(g.evidence().form())).append("</td>");
        b.append("<td>").append(Html.esc(g.status().label())).append("</td>");
        cell(b, n.order());
        cell(b, n.psize());
        cell(b, n.period());
        cell(b, n.preperiod());
        cell(b, n.maxPeriod());
        cell(b, n.maxheap());
        b.append("<td>").append(Html.seconds(n.seconds())).append("</td>");
        b.append("<td>").append(Html.esc(String.join(", ", g.sources()))).append("</td></tr>\n");
    }

    private static void cell(StringBuilder b, long v) { b.append("<td>").append(Html.num(v)).append("</td>"); }
}
