package cgx.display;

import cgx.families.Families;
import cgx.core.Picture;
import cgx.core.Table;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Pictures and tables: every plot is a Picture, printed forms read back, Save writes the SVG, tables give HTML. */
class PictureTest {
    private final Session s = new Session(Families.runtime(), x -> {});

    private Picture picture(String src) {
        Object v = s.eval(src);
        assertTrue(v instanceof Picture, src + " gave " + s.show(v));
        Picture p = (Picture) v;
        assertTrue(p.svg().contains("<svg") && p.svg().trim().endsWith("</svg>"));
        assertEquals(p.svg(), p.mimeBundle().get("image/svg+xml"));
        Object back = s.eval(s.show(p));
        assertEquals(p, back, "the printed form of " + src + " reads back");
        return p;
    }

    @Test
    void everyPlotIsAPicture() {
        assertTrue(picture("ScoringNim([1, 4, 5]).Plot(-4, 4)").svg().contains("x = [1, 4, 5]"));
        assertEquals(2, picture("ScoringNimPlot([ScoringNim([1, 4, 5]), ScoringNim([2, 3])], -4, 4)").svg().split("<polyline").length - 1);
        Picture gs = picture("ScoringOctal(\"0.6\").GsPlot(20)");
        assertEquals(21, gs.svg().split("<title>Gs\\([0-9]").length - 1, "one bar per heap 0..20");
        assertTrue(gs.svg().contains("<title>Gs(3) = " + s.show(s.eval("ScoringOctal(\"0.6\").Gs(3)")) + "</title>"), "exact values in the tooltips");
        Picture l = picture("AmalgamationL(1, 200).Plot(30)");
        long pairs = ((java.util.List<?>) s.eval("AmalgamationL(1, 200).Pairs(30)")).size();
        assertEquals(pairs, l.svg().split("<circle").length - 1, "one point per pair of L(1) with a <= 30");
        Picture table = picture("MisereQuotient(0.75).MultiplicationTablePlot");
        int order = ((cgx.core.Rational) s.eval("MisereQuotient(0.75).Order")).numerator().intValue();
        assertEquals(order * order, table.svg().split("<rect x=").length - 1 - 1, "one cell per product, plus the legend");
        int pCount = ((java.util.List<?>) s.eval("MisereQuotient(0.75).PPortion")).size();
        assertTrue(pCount > 0 && table.svg().contains("#f4a582"));
        Picture phi = picture("MisereQuotient(0.75).PhiPlot(12)");
        assertTrue(phi.svg().contains(">" + s.eval("MisereQuotient(0.75).Phi(5)") + "<"));
    }

    @Test
    void saveAndProperties(@TempDir Path dir) throws Exception {
        s.eval("P := ScoringNim([2, 3]).Plot(-2, 2)");
        Path f = dir.resolve("p.svg");
        String written = (String) s.eval("P.Save(\"" + f.toString().replace("\\", "\\\\") + "\")");
        assertEquals(f.toString(), written);
        assertEquals(s.eval("P.Svg"), Files.readString(f));
        assertEquals("820", s.show(s.eval("P.Width")));
        assertEquals(true, s.eval("Picture(P.Svg) == P"));
        assertThrows(cgx.core.CgxException.class, () -> s.eval("Picture(\"not svg\")"));
    }

    @Test
    void tablesOfferHtml() {
        Object v = s.eval("MisereQuotient(0.75).PresentationTable");
        Table t = (Table) v;
        assertEquals(t, s.eval(s.show(t)), "a table's printed form reads back");
        String html = t.mimeBundle().get("text/html");
        assertTrue(html.startsWith("<table>") && html.contains("<td>P-portion</td>"), html);
        assertTrue(t.text().contains("Relations"));
        Table c = (Table) s.eval("Table(\"c\", [\"x\", \"y\"], [[\"1\", \"<2>\"]], Colours => [[nil, \"#fdd\"]])");
        assertTrue(c.html().contains("<td style=\"background:#fdd\">&lt;2&gt;</td>"), c.html());
        assertEquals(c, s.eval(s.show(c)));
    }
}
