package cgx.census.atlas;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The paper's figures as reproduced: Figure 4 (wild two- and three-digit octal games with known
 * quotients), 6 (unsolved two-digit octal games) and 7 (wild four-digit quaternary games) from the
 * censuses beside the paper's entries; 8 and 9 (the families of 0.26 and 4.7,
 * {@link FamilyFigure}); 12 (the outcomes of cl(*(2/0)0), {@link Figure12}).
 */
final class FigurePages {
    private FigurePages() {}

    /** Every figure page, by file name. */
    static Map<String, String> all(Site.Input in) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("figure-4.html", figure4(in));
        out.put("figure-6.html", figure6(in));
        out.put("figure-7.html", figure7(in));
        out.put("figure-8.html", FamilyFigure.html(in, "0.26", "Figure 8", "Presentation and quotient map for 0.26"));
        out.put("figure-9.html", FamilyFigure.html(in, "4.7", "Figure 9", "Presentation and quotient map for 4.7"));
        out.put("figure-12.html", Figure12.html(in));
        return out;
    }

    /** The certificates the figure pages offer for download (files of test-games/misere-quotients). */
    static List<String> certificates() { return List.of("proofs/cl-2-0-0.proof", "proofs/0.26-algebraic.txt", "proofs/4.7-algebraic.txt"); }

    /** The number of digits after the point ({@code &A} is one hexadecimal digit). */
    static int digits(String code) {
        int dot = code.indexOf('.');
        return dot < 0 ? 0 : code.substring(dot + 1).replace("&", "").length();
    }

    static boolean quaternary(String code) {
        return code.startsWith("0.") && code.substring(2).chars().allMatch(c -> c >= '0' && c <= '3');
    }

    /** The paper's entries of Figures 4 and 7 (paper-figures.txt): code → [period, preperiod, |Q|, (|P|,) status]. */
    static Map<String, List<String>> paper(Repository r) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (r == null) return out;
        for (List<String> f : r.loose("paper-figures.txt", "\\s+")) if (f.size() >= 4 && f.get(0).contains(".")) out.put(f.get(0), f.subList(1, f.size()));
        return out;
    }

    private static String figure4(Site.Input in) {
        Map<String, List<String>> paper = paper(in.repository());
        StringBuilder b = head("Figure 4", "Wild two- and three-digit octal games with known misère quotients",
                "The games of the censuses with a finite, wild quotient and a code of at most three digits, beside the paper's entry where "
                        + "test-games/misere-quotients/paper-figures.txt lists the code (it expands some of the paper's schemas, and says how each differing entry was checked); "
                        + "a blank is a code the paper leaves to a schema (its cousins and duplicates) or does not list.");
        b.append(tableHead("codes", "period", "preperiod", "|Q|", "|P|", "the paper: period, preperiod, |Q|", "agreement"));
        List<String> listed = new ArrayList<>();
        for (Game g : in.games()) {
            if (!g.kind().equals("code") || g.status() != Status.FINITE || !Boolean.FALSE.equals(g.numbers().tame())) continue;
            List<String> codes = g.codes().stream().filter(c -> digits(c) <= 3).toList();
            if (codes.isEmpty()) continue;
            String p = "", agree = "";
            for (String c : codes) {
                List<String> e = paper.get(c);
                if (e == null) continue;
                listed.add(c);
                p = c + ": " + String.join(" ", e.subList(0, 3));
                String status = e.get(e.size() - 1);
                agree = status.equals("ok") || status.equals("own-test") ? "agrees" : status;
            }
            Game.Numbers n = g.numbers();
            b.append("<tr class=\"").append(g.status().css()).append("\"><td>").append(links(codes, g)).append("</td><td>").append(n.period()).append("</td><td>")
                    .append(n.preperiod()).append("</td><td>").append(n.order()).append("</td><td>").append(n.psize()).append("</td><td>").append(Html.esc(p))
                    .append("</td><td>").append(Html.esc(agree)).append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n");
        List<String> missing = new ArrayList<>();
        for (var e : paper.entrySet()) if (digits(e.getKey()) <= 3 && !listed.contains(e.getKey())) missing.add(e.getKey() + " (" + String.join(" ", e.getValue()) + ")");
        if (!missing.isEmpty())
            b.append("<p>In the paper's figure, not finite and wild in these censuses (outside their space or bounds): ").append(Html.esc(String.join(", ", missing))).append(".</p>\n");
        return Html.page("Figure 4", "../", b.toString());
    }

    private static String figure6(Site.Input in) {
        Map<String, Map<String, String>> frontier = new LinkedHashMap<>();
        if (in.repository() != null)
            for (Map<String, String> r : in.repository().table("../frontier.tsv", List.of("game", "paper_n", "paper_order", "our_n", "our_order", "total_size", "sums", "past_paper", "recheck", "command", "next")))
                frontier.put(r.get("game"), r);
        StringBuilder b = head("Figure 6", "Unsolved two-digit octal games",
                "The two-digit octal games (0.dd) the censuses leave without a finite quotient: the largest partial quotient Q_n each reached, the paper's, and the "
                        + "largest cgx has certified (test-games/frontier.tsv, where the schema's first code is listed).");
        b.append(tableHead("codes", "status", "n (census)", "|Q_n| (census)", "the paper: n, |Q_n|", "certified by cgx: n, |Q_n|"));
        for (Game g : in.games()) {
            if (!g.kind().equals("code") || g.status() == Status.FINITE) continue;
            List<String> codes = g.codes().stream().filter(c -> c.startsWith("0.") && digits(c) <= 2).toList();
            if (codes.isEmpty()) continue;
            String paper = "", ours = "";
            for (String c : codes) {
                Map<String, String> f = frontier.get(c);
                if (f == null) continue;
                paper = f.get("paper_n").equals("-") ? "none (algebraic periodic?)" : f.get("paper_n") + ", " + f.get("paper_order");
                ours = f.get("our_n") + ", " + f.get("our_order");
            }
            b.append("<tr class=\"").append(g.status().css()).append("\"><td>").append(links(codes, g)).append("</td><td>").append(Html.esc(g.status().label()))
                    .append("</td><td>").append(Html.num(g.numbers().maxheap())).append("</td><td>").append(Html.num(g.numbers().order())).append("</td><td>")
                    .append(Html.esc(paper)).append("</td><td>").append(Html.esc(ours)).append("</td></tr>\n");
        }
        return Html.page("Figure 6", "../", b.append("</tbody></table></div>\n").toString());
    }

    private static String figure7(Site.Input in) {
        Map<String, List<String>> paper = paper(in.repository());
        List<Game> games = in.games().stream().filter(g -> g.kind().equals("code")
                && g.codes().stream().anyMatch(c -> quaternary(c) && digits(c) == 4)
                && !(g.status() == Status.FINITE && Boolean.TRUE.equals(g.numbers().tame()))).toList();
        boolean any = in.games().stream().anyMatch(g -> g.codes().stream().anyMatch(c -> quaternary(c) && digits(c) == 4));
        StringBuilder b = head("Figure 7", "The twenty-one wild four-digit quaternary games",
                any ? "The four-digit quaternary codes of the censuses (digits 0 to 3) whose quotient is wild or not known finite, beside the paper's entry."
                        : "No census here holds the four-digit quaternary codes; as recorded in test-games/misere-quotients/figure7.tsv "
                        + "(./cgx census --digits 4 --max-digit 3 --timeout 8, checked field by field by Figure7Test). ./cgx census --search4d holds them too.");
        b.append(tableHead("code", "status", "period", "preperiod", "|Q| (or |Q_n|)", "|P|", "heap", "the paper"));
        Map<String, String> recorded = new LinkedHashMap<>(); // figure7.tsv: the paper's entry, its largest partial quotient for the unsolved four
        if (in.repository() != null) for (Map<String, String> r : in.repository().table("figure7.tsv")) recorded.put(r.get("code"), r.get("paper"));
        if (any) {
            List<Map.Entry<String, Game>> rows = new ArrayList<>();
            for (Game g : games) for (String c : g.codes()) if (quaternary(c) && digits(c) == 4) rows.add(Map.entry(c, g));
            if (in.codeOrder() != null) rows.sort((x, y) -> in.codeOrder().compare(x.getKey(), y.getKey()));
            for (Map.Entry<String, Game> row : rows) {
                String c = row.getKey();
                Game g = row.getValue();
                Game.Numbers n = g.numbers();
                List<String> e = paper.get(c);
                b.append("<tr class=\"").append(g.status().css()).append("\"><td>").append(Html.gameLink("../", g.id(), c)).append("</td><td>").append(Html.esc(g.status().label()))
                        .append("</td><td>").append(Html.num(n.period())).append("</td><td>").append(Html.num(n.preperiod())).append("</td><td>").append(n.order())
                        .append("</td><td>").append(n.psize()).append("</td><td>").append(Html.num(n.maxheap())).append("</td><td>")
                        .append(Html.esc(e != null ? String.join(" ", e.subList(0, Math.min(3, e.size()))) : recorded.getOrDefault(c, ""))).append("</td></tr>\n");
            }
        } else if (in.repository() != null) {
            for (Map<String, String> r : in.repository().table("figure7.tsv"))
                b.append("<tr class=\"").append(r.get("status").equals("solved") ? Status.FINITE.css() : Status.OPEN.css()).append("\"><td>").append(Html.esc(r.get("code")))
                        .append("</td><td>").append(Html.esc(r.get("status"))).append("</td><td>").append(Html.esc(r.get("period"))).append("</td><td>")
                        .append(Html.esc(r.get("preperiod"))).append("</td><td>").append(Html.esc(r.get("order"))).append("</td><td>").append(Html.esc(r.get("psize")))
                        .append("</td><td>").append(Html.esc(r.get("heap"))).append("</td><td>").append(Html.esc(r.get("paper"))).append("</td></tr>\n");
        }
        return Html.page("Figure 7", "../", b.append("</tbody></table></div>\n").toString());
    }

    /** A figure page's heading, caption and explanation. */
    static StringBuilder head(String figure, String caption, String about) {
        return new StringBuilder("<h1>").append(Html.esc(figure)).append(": ").append(Html.esc(caption)).append("</h1>\n<p>").append(Html.esc(about)).append("</p>\n");
    }

    static String tableHead(String... columns) {
        StringBuilder b = new StringBuilder("<div class=\"scroll\"><table class=\"data sortable\"><thead><tr>");
        for (String c : columns) b.append("<th>").append(Html.esc(c)).append("</th>");
        return b.append("</tr></thead><tbody>\n").toString();
    }

    private static String links(List<String> codes, Game g) {
        StringBuilder b = new StringBuilder();
        for (String c : codes) b.append(b.length() == 0 ? "" : ", ").append(Html.gameLink("../", g.id(), c));
        return b.toString();
    }
}
