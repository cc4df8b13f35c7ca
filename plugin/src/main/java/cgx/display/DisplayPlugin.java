package cgx.display;

import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.Rational;
import cgx.core.Table;
import cgx.lang.Args;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Printer;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;

/**
 * Worksheet names for pictures and tables: {@code Picture("<svg ...>")} and
 * {@code Table("caption", header, rows)} (their printed forms), {@code P.Save("f.svg")},
 * {@code P.Svg}, {@code T.Rows}, {@code T.Html}. A notebook shows pictures as SVG and tables
 * as HTML.
 */
public final class DisplayPlugin implements Plugin {
    @Override public String name() { return "display"; }

    @Override
    public void register(Registry r) {
        r.type(Picture.class, "Picture");
        r.type(Table.class, "Table");
        r.printer(Picture.class, p -> "Picture(" + Printer.quote(p.svg()) + ")");
        r.printer(Table.class, DisplayPlugin::printed);

        r.function("Picture", "Picture(\"<svg ...>...</svg>\"): a picture from SVG text (the printed form of a plot)", a -> {
            a.count(1).keywords(new String[0]);
            return Picture.ofSvg(a.string(0));
        });
        r.function("Table", "Table(\"caption\", [\"h1\", \"h2\"], [[\"a\", \"b\"], ...], Colours => [[nil, \"#fdd\"], ...]): a table of text cells (a notebook shows it as HTML)", a -> {
            a.count(3).keywords("Colours");
            Object colours = a.keyword("Colours", Nil.NIL);
            return new Table(a.string(0), strings(a.list(1), a, "the header", false), cells(a.list(2), a, false),
                    colours instanceof CgxList c ? cells(c, a, true) : null);
        });

        r.method(Picture.class, "Save", "P.Save(\"f.svg\"): writes the picture as an SVG file; returns the path written",
                (p, a) -> { a.count(1).keywords(new String[0]); return p.save(a.string(0)).toString(); });
        r.method(Picture.class, "Svg", "P.Svg: the SVG text", (p, a) -> { a.count(0); return p.svg(); });
        r.method(Picture.class, "Width", "P.Width: the width in pixels", (p, a) -> { a.count(0); return Rational.of((long) p.size()[0]); });
        r.method(Picture.class, "Height", "P.Height: the height in pixels", (p, a) -> { a.count(0); return Rational.of((long) p.size()[1]); });
        r.binary("==", Picture.class, Picture.class, (p, q) -> p.equals(q));
        r.binary("!=", Picture.class, Picture.class, (p, q) -> !p.equals(q));

        r.method(Table.class, "Caption", "T.Caption: the caption", (t, a) -> { a.count(0); return t.caption(); });
        r.method(Table.class, "Header", "T.Header: the column headings", (t, a) -> { a.count(0); return CgxList.from(new ArrayList<>(t.header())); });
        r.method(Table.class, "Rows", "T.Rows: the rows, as lists of strings", (t, a) -> {
            a.count(0);
            List<Object> rows = new ArrayList<>();
            for (List<String> row : t.rows()) rows.add(CgxList.from(new ArrayList<>(row)));
            return CgxList.from(rows);
        });
        r.method(Table.class, "Html", "T.Html: the table as an HTML <table>", (t, a) -> { a.count(0); return t.html(); });
        r.method(Table.class, "Text", "T.Text: the table as aligned text (for print)", (t, a) -> { a.count(0); return t.text(); });
        r.binary("==", Table.class, Table.class, (p, q) -> p.equals(q));

        // LaTeX for a paper: any value that writes itself so (quotients, forms, games, tables)
        r.method(cgx.core.LatexForm.class, "LaTeX", "X.LaTeX: the value in LaTeX (text mode, math in $...$, tables as tabular; needs amsmath)",
                (x, a) -> { a.count(0); return x.latex(); });
        r.method(cgx.core.LatexForm.class, "Save", "X.Save(\"f.tex\"): a LaTeX document of the value, which compiles with a stock LaTeX; returns the path written",
                (x, a) -> {
                    a.count(1).keywords(new String[0]);
                    String f = a.string(0);
                    if (!f.endsWith(".tex")) throw new cgx.core.CgxException("Save: a LaTeX document's name ends in .tex, got " + f);
                    return x.save(f).toString();
                });
        r.binary("!=", Table.class, Table.class, (p, q) -> !p.equals(q));
    }

    private static String printed(Table t) {
        StringBuilder b = new StringBuilder("Table(").append(Printer.quote(t.caption())).append(", ");
        b.append(list(t.header())).append(", [");
        for (int i = 0; i < t.rows().size(); i++) b.append(i > 0 ? ", " : "").append(list(t.rows().get(i)));
        b.append(']');
        if (!t.colours().isEmpty()) {
            b.append(", Colours => [");
            for (int i = 0; i < t.colours().size(); i++) b.append(i > 0 ? ", " : "").append(list(t.colours().get(i)));
            b.append(']');
        }
        return b.append(')').toString();
    }

    private static String list(List<String> xs) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < xs.size(); i++) b.append(i > 0 ? ", " : "").append(xs.get(i) == null ? "nil" : Printer.quote(xs.get(i)));
        return b.append(']').toString();
    }

    private static List<String> strings(CgxList l, Args a, String what, boolean nilAllowed) {
        List<String> out = new ArrayList<>();
        for (Object o : l) {
            if (o instanceof String s) out.add(s);
            else if (nilAllowed && o instanceof Nil) out.add(null);
            else throw new CgxException(a.callName() + ": " + what + " must hold strings" + (nilAllowed ? " or nil" : "") + ", got " + a.typeName(o) + " " + Printer.shortForm(o));
        }
        return out;
    }

    private static List<List<String>> cells(CgxList rows, Args a, boolean nilAllowed) {
        List<List<String>> out = new ArrayList<>();
        for (Object o : rows) {
            if (!(o instanceof CgxList row)) throw new CgxException(a.callName() + ": each row must be a list, got " + a.typeName(o) + " " + Printer.shortForm(o));
            out.add(strings(row, a, nilAllowed ? "the colours" : "a row", nilAllowed));
        }
        return out;
    }
}
