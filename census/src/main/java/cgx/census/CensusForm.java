package cgx.census;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Printer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The printed form of a {@link CensusTable}, which reads back as an equal table: its summary in a
 * comment, for the reader, then
 * <ul>
 * <li>{@code CensusTable("DIR")} for a table that lives in a directory (written with
 *     {@code Out => DIR} or {@code ./cgx census --out DIR}, or loaded from one): the call loads
 *     the census from {@code DIR/census.ckpt};</li>
 * <li>otherwise {@code CensusTable(Digits => D, Prefix4 => B, Hex => B, Rows => [...])}, a row
 *     per code with the columns of {@code census.tsv} and the presentation last:
 *     {@code [code, standard, rep, status, order, psize, period, preperiod, tame, maxheap,
 *     seconds, class, verified, reason, presentation]}, {@code nil} where census.tsv is empty
 *     (a code not computed is {@code [code, standard, rep, "missing"]}).</li>
 * </ul>
 */
final class CensusForm {
    private CensusForm() {}

    static final List<String> COLUMNS = List.of("code", "standard", "rep", "status", "order", "psize", "period", "preperiod", "tame",
            "maxheap", "seconds", "class", "verified", "reason", "presentation");

    static String printed(CensusTable t) {
        return Printer.commented(t.summary(), t.dir() != null ? "CensusTable(" + Printer.quote(t.dir().toString()) + ")" : rowsForm(t));
    }

    /** {@code CensusTable(Digits => D, Prefix4 => B, Hex => B, Rows => [...])}, with {@code Digits4} and {@code MaxDigit} where not the default. */
    static String rowsForm(CensusTable t) {
        CodeSpace.Space o = Census.parseSpace(t.space(), null).space();
        StringBuilder b = new StringBuilder("CensusTable(Digits => ").append(o.digits()).append(", Prefix4 => ").append(o.prefix4())
                .append(", Hex => ").append(o.hex());
        if (o.prefix4() && o.digits4() != o.digits()) b.append(", Digits4 => ").append(o.digits4());
        if (o.maxDigit() != (o.hex() ? 15 : 7)) b.append(", MaxDigit => ").append(o.maxDigit());
        b.append(", Rows => [");
        for (int i = 0; i < t.rows().size(); i++) {
            CensusTable.Row r = t.rows().get(i);
            b.append(i == 0 ? "" : ", ").append('[').append(Printer.quote(r.code())).append(", ").append(Printer.quote(r.standard())).append(", ")
                    .append(Printer.quote(r.rep())).append(", ").append(Printer.quote(r.status()));
            CodeResult x = r.result();
            if (x != null) {
                boolean failed = x.status().equals("failed"), noPeriod = x.period() == -1 && x.preperiod() == -1;
                b.append(", ").append(num(x.order(), failed && x.order() == 0)).append(", ").append(num(x.psize(), failed && x.psize() == 0))
                        .append(", ").append(num(x.period(), noPeriod)).append(", ").append(num(x.preperiod(), noPeriod))
                        .append(", ").append(x.tame() == null ? "nil" : x.tame().toString())
                        .append(", ").append(num(x.maxheap(), failed && x.maxheap() == 0))
                        .append(", ").append(seconds(x.seconds())).append(", ").append(Printer.quote(r.cls()))
                        .append(", ").append(x.verified() == 0 && !x.solved() ? "nil" : "" + x.verified())
                        .append(", ").append(Printer.quote(x.reason())).append(", ").append(Printer.quote(x.presentation()));
            }
            b.append(']');
        }
        return b.append("])").toString();
    }

    private static String num(long x, boolean absent) { return absent ? "nil" : "" + x; }

    /** Seconds to the millisecond, as census.tsv has them, exact. */
    static Rational seconds(double s) { return Rational.of(Math.round(s * 1000), 1000); }

    /** The table of {@code CensusTable(Digits => D, Prefix4 => B, Hex => B, Rows => rows)}; each row is checked against the space. */
    static CensusTable fromRows(CodeSpace.Space sp, CgxList rows) {
        String space = sp.text();
        List<int[]> codes = sp.codes();
        Map<String, String> rep = CodeSpace.representatives(codes);
        Map<String, String> standard = new HashMap<>();
        for (int[] d : codes) standard.put(CodeSpace.text(d), CodeSpace.text(CodeSpace.standardForm(d)));
        List<CensusTable.Row> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < rows.size(); i++) {
            String where = "CensusTable: row " + (i + 1);
            if (!(rows.get(i) instanceof CgxList row)) throw new CgxException(where + " must be a list " + COLUMNS);
            String code = str(row, 0, where), status = row.size() > 3 ? str(row, 3, where) : "";
            if (!standard.containsKey(code)) throw new CgxException(where + ": " + code + " is not a code of the space " + space);
            if (!seen.add(code)) throw new CgxException(where + ": " + code + " appears twice");
            if (!str(row, 1, where).equals(standard.get(code)))
                throw new CgxException(where + ": the standard form of " + code + " is " + standard.get(code) + ", not " + str(row, 1, where));
            if (!str(row, 2, where).equals(rep.get(code)))
                throw new CgxException(where + ": the representative of " + code + " is " + rep.get(code) + ", not " + str(row, 2, where));
            if (status.equals("missing") && row.size() == 4) {
                out.add(new CensusTable.Row(code, standard.get(code), rep.get(code), null, ""));
                continue;
            }
            if (row.size() != COLUMNS.size())
                throw new CgxException(where + " has " + row.size() + " entries, not " + COLUMNS.size() + " " + COLUMNS + " (or 4 for a missing code)");
            if (!List.of("solved", "partial", "infinite", "algebraic-proved", "algebraic-periodic", "failed").contains(status))
                throw new CgxException(where + ": status must be \"solved\", \"partial\", \"infinite\", \"algebraic-proved\", \"algebraic-periodic\", \"failed\" or \"missing\", got " + Printer.quote(status));
            status = CodeResult.status(status, str(row, 13, where));
            boolean solved = status.equals("solved");
            Object tame = row.get(8);
            if (!(tame instanceof Boolean) && !(tame instanceof Nil)) throw new CgxException(where + ": tame must be true, false or nil");
            Object secs = row.get(10);
            if (!(secs instanceof Rational s) || s.signum() < 0) throw new CgxException(where + ": seconds must be a number of 0 or more");
            double seconds = s.numerator().doubleValue() / s.denominator().doubleValue();
            CodeResult x = new CodeResult(code, status, (int) whole(row, 4, 0, where), (int) whole(row, 5, 0, where), (int) whole(row, 6, -1, where),
                    (int) whole(row, 7, -1, where), tame instanceof Boolean t ? t : null, (int) whole(row, 9, 0, where),
                    seconds, str(row, 14, where), whole(row, 12, 0, where), str(row, 13, where), null, null);
            String cls = str(row, 11, where);
            if (!cls.isEmpty() && !solved) throw new CgxException(where + ": only a solved code has a class, got " + Printer.quote(cls));
            out.add(new CensusTable.Row(code, standard.get(code), rep.get(code), x, cls));
        }
        return new CensusTable(space, out, CensusTable.classesOf(out), null);
    }

    private static String str(CgxList row, int i, String where) {
        if (i >= row.size() || !(row.get(i) instanceof String s))
            throw new CgxException(where + ": " + COLUMNS.get(i) + " (entry " + (i + 1) + ") must be a string");
        return s;
    }

    /** A whole number (an int, or a long for Verify's count), or nil for {@code absent}. */
    private static long whole(CgxList row, int i, int absent, String where) {
        Object v = row.get(i);
        if (v instanceof Nil) return absent;
        int bits = i == 12 ? 63 : 31;
        if (v instanceof Rational r && r.isInteger() && r.numerator().bitLength() <= bits) return r.numerator().longValue();
        throw new CgxException(where + ": " + COLUMNS.get(i) + " (entry " + (i + 1) + ") must be a whole number or nil");
    }

    /** The worksheet's {@code CensusTable("DIR")}: the census in a directory. */
    static CensusTable load(String dir) { return Census.load(cgx.core.WorkingDirectory.resolve(dir)); }
}
