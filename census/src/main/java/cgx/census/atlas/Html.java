package cgx.census.atlas;

import java.util.Locale;

/** The frame every page of the atlas shares (stylesheet, script, navigation) and HTML's escapes. */
final class Html {
    private Html() {}

    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** The figure pages, in the paper's order: file name and title. */
    static final String[][] FIGURES = {
            {"figure-4.html", "Figure 4"}, {"figure-6.html", "Figure 6"}, {"figure-7.html", "Figure 7"},
            {"figure-8.html", "Figure 8"}, {"figure-9.html", "Figure 9"}, {"figure-12.html", "Figure 12"}};

    /**
     * A whole page: {@code root} leads from the page to the site's top ("" or "../"). The same
     * input gives the same bytes (no dates), so a rebuild rewrites only what changed.
     */
    static String page(String title, String root, String body) {
        StringBuilder nav = new StringBuilder("<a href=\"").append(root).append("index.html\">Index</a> · Figures");
        for (String[] f : FIGURES) nav.append(" <a href=\"").append(root).append("figures/").append(f[0]).append("\">").append(f[1].substring(7)).append("</a>");
        nav.append(" · <a href=\"").append(root).append("findings.html\">Findings</a>");
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
                + esc(title) + " · misère atlas</title>\n<link rel=\"stylesheet\" href=\"" + root + "assets/atlas.css\">\n<script src=\"" + root
                + "assets/atlas.js\" defer></script>\n</head>\n<body>\n<header><span class=\"brand\">Misère atlas</span> <nav>" + nav + "</nav></header>\n<main>\n"
                + body + "\n</main>\n<footer>Built by <code>./cgx atlas</code> (cgx) from census outputs. Plambeck–Siegel, “Misère quotients for impartial games”, JCTA 2008.</footer>\n</body>\n</html>\n";
    }

    /** A whole number, or "" where it is absent (negative). */
    static String num(long x) { return x < 0 ? "" : String.valueOf(x); }

    /** Seconds to the millisecond, or "" where not recorded. */
    static String seconds(double s) { return s < 0 ? "" : String.format(Locale.ROOT, "%.3f", s); }

    /** A link to a game's page from a page at {@code root}. */
    static String gameLink(String root, String id, String text) {
        return "<a href=\"" + root + "games/" + esc(Game.fileName(id)) + "\">" + esc(text) + "</a>";
    }
}
