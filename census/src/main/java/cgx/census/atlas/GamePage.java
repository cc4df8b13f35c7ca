package cgx.census.atlas;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A game's page: what is known (status, |Q|, |P|, period, ...), the quotient laid out as the
 * paper's Figure 2 (presentation, P-portion, Φ(H_n) in rows of ten, P-heaps shaded), the growth
 * of Q_n, the family of Figures 8 and 9 or the infinite family where there is one, MisereSolver's
 * results, the census's own words, and how to reproduce and check it.
 */
final class GamePage {
    private GamePage() {}

    static String html(Game g) {
        StringBuilder b = new StringBuilder();
        String title = g.kind().equals("forms") ? g.id() + ", a quotient of forms" : g.id();
        b.append("<h1>").append(Html.esc(title)).append(" <span class=\"badge ").append(g.status().css()).append("\">").append(Html.esc(g.status().label()))
                .append("</span></h1>\n<p class=\"meaning\">").append(Html.esc(g.status().meaning())).append("</p>\n");
        facts(b, g);
        quotient(b, g);
        growth(b, g);
        if (!g.evidence().family().isEmpty()) {
            b.append("<section id=\"family\">\n<h2>The family (as the paper's Figures 8 and 9)</h2>\n");
            for (String line : g.evidence().family())
                b.append("<p class=\"formula\">").append(line.startsWith("<") ? "<math><mi>𝒬</mi><mo>≅</mo></math> " + MathMl.presentation(line) : MathMl.inline(line, true)).append("</p>\n");
            b.append("</section>\n");
        }
        list(b, "infinite", "Infinite: witnesses and distinguishers", g.evidence().infinite());
        list(b, "solver", "MisereSolver", g.evidence().solver());
        list(b, "related", "Related", g.evidence().related());
        reproduce(b, g);
        if (!g.evidence().reason().isEmpty())
            b.append("<section id=\"record\">\n<h2>The census's record</h2>\n<p class=\"reason\">").append(Html.esc(g.evidence().reason())).append("</p>\n</section>\n");
        return Html.page(title, "../", b.toString());
    }

    private static void facts(StringBuilder b, Game g) {
        Game.Numbers n = g.numbers();
        boolean complete = g.status() == Status.FINITE;
        b.append("<table class=\"facts\">\n");
        if (g.kind().equals("code"))
            row(b, g.codes().size() > 1 ? "Codes (the same game)" : "Code", String.join(", ", g.codes().stream().map(Html::esc).toList()));
        row(b, complete ? "|Q|" : "|Q_n|, the largest partial quotient", Html.num(n.order()));
        row(b, complete ? "|P|" : "|P_n|", Html.num(n.psize()));
        if (n.period() > 0) {
            row(b, "Period", Html.num(n.period()));
            row(b, "Preperiod", Html.num(n.preperiod()) + " (heap 0 counted, as MisereSolver counts)");
        }
        if (n.tame() != null) row(b, "Tame", n.tame() ? "yes (isomorphic to some T_n, §2)" : "no (wild)");
        if (n.maxPeriod() > 0) row(b, "Largest element period (§A.6)", Html.num(n.maxPeriod()));
        if (n.maxheap() >= 0) row(b, complete ? "Certified at heap" : "Heap reached (n)", Html.num(n.maxheap()));
        if (n.verified() > 0) row(b, "Verify", n.verified() + " positions checked by exhaustive search");
        if (n.seconds() >= 0) row(b, "Time", Html.seconds(n.seconds()) + " s");
        row(b, "Census", Html.esc(String.join(", ", g.sources())));
        b.append("</table>\n");
    }

    private static void row(StringBuilder b, String k, String v) {
        b.append("<tr><th>").append(Html.esc(k)).append("</th><td>").append(v).append("</td></tr>\n");
    }

    private static void quotient(StringBuilder b, Game g) {
        Game.Quotient q = g.quotient();
        if (q.presentation().isEmpty() && q.pPortion().isEmpty() && q.phi().isEmpty()) return;
        b.append("<section id=\"quotient\">\n<h2>The quotient (as the paper's Figure 2)</h2>\n");
        if (!q.presentation().isEmpty()) b.append("<p class=\"formula\"><math><mi>𝒬</mi><mo>≅</mo></math> ").append(MathMl.presentation(q.presentation())).append("</p>\n");
        if (!q.pPortion().isEmpty()) b.append("<p class=\"formula\"><math><mi>𝒫</mi><mo>=</mo></math> ").append(MathMl.set(q.pPortion())).append("</p>\n");
        if (!q.phi().isEmpty()) {
            Set<String> p = new HashSet<>(q.pPortion());
            b.append("<div class=\"scroll\"><table class=\"phi\">\n<caption>Φ(H_n): row k+, column c is heap k + c; shaded: H_n is a P-position")
                    .append(g.numbers().period() > 0 && q.phi().size() < g.numbers().maxheap() ? " (shown through two periods past the preperiod)" : "")
                    .append("</caption>\n<thead><tr><th></th>");
            for (int c = 1; c <= 10; c++) b.append("<th>").append(c).append("</th>");
            b.append("</tr></thead>\n<tbody>\n");
            List<String> phi = q.phi();
            for (int r = 0; r * 10 < phi.size(); r++) {
                b.append("<tr><th>").append(r * 10).append("+</th>");
                for (int c = 1; c <= 10; c++) {
                    int k = r * 10 + c;
                    if (k > phi.size()) { b.append("<td></td>"); continue; }
                    String w = phi.get(k - 1);
                    b.append(p.contains(w) ? "<td class=\"p\">" : "<td>").append(MathMl.word(w)).append("</td>");
                }
                b.append("</tr>\n");
            }
            b.append("</tbody>\n</table></div>\n");
        }
        if (!q.note().isEmpty()) b.append("<p class=\"note\">").append(Html.esc(q.note())).append("</p>\n");
        b.append("</section>\n");
    }

    private static void growth(StringBuilder b, Game g) {
        if (!g.kind().equals("code")) return;
        b.append("<section id=\"growth\">\n<h2>Growth of the partial quotients Q<sub>n</sub></h2>\n");
        int[][] gr = g.quotient().growth();
        if (gr == null) {
            b.append("<p class=\"note\">Not known: ").append(Html.esc(g.quotient().note())).append("</p>\n");
        } else {
            StringBuilder steps = new StringBuilder();
            for (int[] r : gr) steps.append(steps.length() == 0 ? "" : ", ").append(r[0]).append(" (").append(r[1]).append(")");
            int last = gr.length == 0 ? 1 : gr[gr.length - 1][0], reached = g.numbers().maxheap();
            // a finite quotient is Q_n from its last change on: drawn to twice that heap, not to the heap certifying it
            int upTo = g.status() == Status.FINITE ? Math.min(reached, Math.max(2 * last, last + 10)) : reached;
            b.append("<figure class=\"picture\">\n").append(GrowthPicture.svg(gr, upTo, "|Q_n| and |P_n| of " + g.id() + " against n"))
                    .append("\n<figcaption>|Q_n| (and |P_n|) against the heap n, to heap ").append(upTo)
                    .append(upTo < reached ? " (Q_n = Q from heap " + last + " on; certified at heap " + reached + ")" : "")
                    .append(". The heaps that change the quotient, with |Q_n|: ").append(Html.esc(steps.length() == 0 ? "none" : steps.toString())).append(".</figcaption>\n</figure>\n");
        }
        b.append("</section>\n");
    }

    private static void list(StringBuilder b, String id, String title, List<String> lines) {
        if (lines.isEmpty()) return;
        b.append("<section id=\"").append(id).append("\">\n<h2>").append(Html.esc(title)).append("</h2>\n<ul>\n");
        for (String l : lines) b.append("<li>").append(Html.esc(l)).append("</li>\n");
        b.append("</ul>\n</section>\n");
    }

    private static void reproduce(StringBuilder b, Game g) {
        b.append("<section id=\"reproduce\">\n<h2>Reproduce</h2>\n<pre><code>").append(Html.esc(g.evidence().command())).append("</code></pre>\n");
        if (!g.evidence().certificates().isEmpty()) {
            b.append("<ul class=\"certificates\">\n");
            for (Game.Certificate c : g.evidence().certificates()) {
                String name = c.file().getFileName().toString();
                b.append("<li><a href=\"../certificates/").append(Html.esc(name)).append("\" download>").append(Html.esc(name)).append("</a>: ")
                        .append(Html.esc(c.proves())).append("; check it with <code>").append(Html.esc(c.check())).append("</code></li>\n");
            }
            b.append("</ul>\n");
        }
        b.append("</section>\n");
    }
}
