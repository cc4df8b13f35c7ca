package cgx.census;

import cgx.core.Chart;
import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.RichDisplay;
import cgx.core.Table;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A finished census: a row per code, the isomorphism classes of the solved quotients, a summary.
 * Immutable. Two tables are equal when they cover the same space and give every code the same
 * answer (status, order, P-portion, period, preperiod, tameness, heap reached, presentation,
 * Verify's count, reason, class): the time a code took is a measurement, not part of the answer,
 * so two runs of one census are equal. The directory a table was written to or loaded from is
 * where it lives, not part of it either.
 */
public final class CensusTable implements RichDisplay, cgx.core.LatexForm {
    /** A code's row; {@code result} is null for a code not computed (cannot happen after a full run). */
    public record Row(String code, String standard, String rep, CodeResult result, String cls) {
        public String status() { return result == null ? "missing" : result.status(); }
    }

    /** An isomorphism class: its first solved quotient and every code in it; named by its first code. */
    public record QClass(CodeResult first, List<String> codes) {
        public String name() { return first.code(); }
    }

    private final String space;
    private final List<Row> rows;
    private final List<QClass> classes;
    private final Path dir;
    private final String budget; // the bounds the census ran with ("timeout=10 maxheap=0 ..."), or null where unknown

    /** {@code dir}: the directory holding this census (census.ckpt), or null. */
    CensusTable(String space, List<Row> rows, List<QClass> classes, Path dir) { this(space, rows, classes, dir, null); }

    CensusTable(String space, List<Row> rows, List<QClass> classes, Path dir, String budget) {
        this.space = space;
        this.rows = List.copyOf(rows);
        this.classes = List.copyOf(classes);
        this.dir = dir;
        this.budget = budget;
    }

    /** The same table, with the bounds its census ran with (recorded in census.json). */
    CensusTable withBudget(String b) { return new CensusTable(space, rows, classes, dir, b); }

    /** The bounds the census ran with (timeout, maxheap, maxorder, verify, proveinfinite, algebraic), or null where unknown. */
    public String budget() { return budget; }

    /** The classes the rows name, in row order: each the result of the code it is named by, and its codes in row order. */
    static List<QClass> classesOf(List<Row> rows) {
        java.util.Map<String, CodeResult> byCode = new java.util.HashMap<>();
        for (Row r : rows) byCode.put(r.code(), r.result());
        java.util.Map<String, QClass> out = new java.util.LinkedHashMap<>();
        for (Row r : rows) {
            if (r.cls().isEmpty()) continue;
            CodeResult first = byCode.get(r.cls());
            if (first == null || !first.solved())
                throw new CgxException("census: row " + r.code() + " is in class " + r.cls() + ", which is not a solved code of the table");
            out.computeIfAbsent(r.cls(), k -> new QClass(first, new ArrayList<>())).codes().add(r.code());
        }
        return List.copyOf(out.values());
    }

    /** The space: {@code cgx-census digits=D prefix4=B hex=B}. */
    public String space() { return space; }

    /** The space for people: {@code digits=D prefix4=B hex=B}. */
    String spaceText() { return space.replaceFirst("^cgx-census ", ""); }

    /** The directory holding this census, or null (computed without Out, or rebuilt from its rows). */
    public Path dir() { return dir; }

    @Override public boolean equals(Object o) {
        if (!(o instanceof CensusTable t) || !space.equals(t.space) || rows.size() != t.rows.size()) return false;
        for (int i = 0; i < rows.size(); i++) {
            Row a = rows.get(i), b = t.rows.get(i);
            if (!a.code().equals(b.code()) || !a.standard().equals(b.standard()) || !a.rep().equals(b.rep()) || !a.cls().equals(b.cls()))
                return false;
            if (a.result() == null ? b.result() != null : b.result() == null || !a.result().sameAnswer(b.result())) return false;
        }
        return true;
    }

    @Override public int hashCode() { return java.util.Objects.hash(space, rows.stream().map(CensusTable::answer).toList()); }

    public List<Row> rows() { return rows; }
    public List<QClass> classes() { return classes; }

    public long count(String status) { return rows.stream().filter(r -> r.status().equals(status)).count(); }

    static String tsv(Row r) {
        CodeResult x = r.result();
        if (x == null) return String.join("\t", r.code(), r.standard(), r.rep(), "missing", "", "", "", "", "", "", "", "", "", "");
        boolean s = x.solved();
        boolean hasPeriod = x.period() > 0;
        return String.join("\t", r.code(), r.standard(), r.rep(), x.status(),
                x.status().equals("failed") ? "" : "" + x.order(), x.status().equals("failed") ? "" : "" + x.psize(),
                hasPeriod ? "" + x.period() : "", hasPeriod ? "" + x.preperiod() : "", x.tame() == null ? "" : x.tame().toString(),
                x.status().equals("failed") ? "" : "" + x.maxheap(), String.format(Locale.ROOT, "%.3f", x.seconds()), r.cls(),
                s ? "" + x.verified() : "", Census.clean(x.reason()));
    }

    /** The row without its time: what two runs of the same census must agree on. */
    public static String answer(Row r) {
        String[] f = tsv(r).split("\t", -1);
        f[10] = "";
        return String.join("\t", f);
    }

    public void write(Path dir) {
        try {
            List<String> lines = new ArrayList<>();
            lines.add(String.join("\t", Census.COLUMNS));
            for (Row r : rows) lines.add(tsv(r));
            Files.write(dir.resolve("census.tsv"), lines, StandardCharsets.UTF_8);
            List<String> cl = new ArrayList<>();
            cl.add(String.join("\t", "class", "order", "psize", "tame", "codes", "presentation"));
            for (QClass c : classes)
                cl.add(String.join("\t", c.name(), "" + c.first().order(), "" + c.first().psize(), "" + c.first().tame(),
                        String.join(",", c.codes()), c.first().presentation()));
            Files.write(dir.resolve("classes.tsv"), cl, StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("census.json"), json(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CgxException("census: cannot write to " + dir + ": " + e.getMessage());
        }
    }

    private static String q(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    String json() {
        StringBuilder b = new StringBuilder("{\n  \"space\": ").append(q(space)).append(",\n");
        if (budget != null) b.append("  \"budget\": ").append(q(budget)).append(",\n");
        b.append("  \"summary\": {");
        b.append("\"codes\": ").append(rows.size()).append(", \"solved\": ").append(count("solved")).append(", \"partial\": ")
                .append(count("partial")).append(", \"infinite\": ").append(count("infinite")).append(", \"algebraic-proved\": ").append(count("algebraic-proved")).append(", \"algebraic-periodic\": ").append(count("algebraic-periodic")).append(", \"failed\": ").append(count("failed")).append(", \"classes\": ").append(classes.size())
                .append("},\n  \"codes\": [\n");
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            CodeResult x = r.result();
            b.append("    {\"code\": ").append(q(r.code())).append(", \"standard\": ").append(q(r.standard())).append(", \"rep\": ").append(q(r.rep()))
                    .append(", \"status\": ").append(q(r.status()));
            if (x != null) {
                if (!x.status().equals("failed"))
                    b.append(", \"order\": ").append(x.order()).append(", \"psize\": ").append(x.psize()).append(", \"maxheap\": ").append(x.maxheap());
                if (x.period() > 0) b.append(", \"period\": ").append(x.period()).append(", \"preperiod\": ").append(x.preperiod());
                if (x.tame() != null) b.append(", \"tame\": ").append(x.tame());
                if (x.solved()) b.append(", \"verified\": ").append(x.verified()).append(", \"class\": ").append(q(r.cls()));
                if (!x.presentation().isEmpty()) b.append(", \"presentation\": ").append(q(x.presentation()));
                if (!x.reason().isEmpty()) b.append(", \"reason\": ").append(q(x.reason()));
                b.append(", \"seconds\": ").append(String.format(Locale.ROOT, "%.3f", x.seconds()));
            }
            b.append(i + 1 < rows.size() ? "},\n" : "}\n");
        }
        b.append("  ],\n  \"classes\": [\n");
        for (int i = 0; i < classes.size(); i++) {
            QClass c = classes.get(i);
            b.append("    {\"class\": ").append(q(c.name())).append(", \"order\": ").append(c.first().order()).append(", \"psize\": ")
                    .append(c.first().psize()).append(", \"codes\": [").append(c.codes().stream().map(CensusTable::q).collect(Collectors.joining(", ")))
                    .append("], \"presentation\": ").append(q(c.first().presentation())).append(i + 1 < classes.size() ? "},\n" : "}\n");
        }
        return b.append("  ]\n}\n").toString();
    }

    /** Counts by status, the largest quotients and the slowest codes. */
    public String summary() {
        StringBuilder b = new StringBuilder("Census of ").append(spaceText()).append(": ").append(rows.size()).append(" codes, ")
                .append(rows.stream().map(Row::rep).distinct().count()).append(" distinct games: ")
                .append(count("solved")).append(" finite (solved), ").append(count("algebraic-proved")).append(" algebraic (proved), ")
                .append(count("algebraic-periodic")).append(" algebraic (evidence), ").append(count("infinite")).append(" infinite (proved), ")
                .append(count("partial")).append(" open (partial), ").append(count("failed")).append(" failed; ").append(classes.size()).append(" isomorphism classes of solved quotients");
        List<CodeResult> reps = rows.stream().filter(r -> r.rep().equals(r.code()) && r.result() != null).map(Row::result).toList();
        List<CodeResult> big = reps.stream().filter(CodeResult::solved).sorted(Census.byOrder()).limit(5).toList();
        if (!big.isEmpty())
            b.append("\nlargest solved quotients: ").append(big.stream().map(x -> x.code() + " |Q| = " + x.order()).collect(Collectors.joining(", ")));
        List<CodeResult> part = reps.stream().filter(x -> x.status().equals("partial")).sorted(Census.byOrder()).limit(5).toList();
        if (!part.isEmpty())
            b.append("\nlargest partial quotients: ").append(part.stream().map(x -> x.code() + " |Q_" + x.maxheap() + "| = " + x.order())
                    .collect(Collectors.joining(", ")));
        List<CodeResult> inf = reps.stream().filter(x -> x.status().equals("infinite")).toList();
        if (!inf.isEmpty())
            b.append("\nproved infinite: ").append(inf.stream().map(x -> x.code() + " (Q_" + (x.maxheap() + 1) + ")").collect(Collectors.joining(", ")));
        List<CodeResult> proved = reps.stream().filter(x -> x.status().equals("algebraic-proved")).toList();
        if (!proved.isEmpty())
            b.append("\nalgebraic, proved for every heap: ").append(proved.stream().map(x -> x.code() + " (Q_" + x.maxheap() + ")").collect(Collectors.joining(", ")));
        List<CodeResult> alg = reps.stream().filter(x -> x.status().equals("algebraic-periodic")).toList();
        if (!alg.isEmpty())
            b.append("\nalgebraic-periodic (evidence): ").append(alg.stream().map(x -> x.code() + " (checked to heap " + x.maxheap() + ")").collect(Collectors.joining(", ")));
        List<CodeResult> slow = reps.stream().sorted(Comparator.comparingDouble(CodeResult::seconds).reversed()).limit(5).toList();
        if (!slow.isEmpty())
            b.append("\nslowest codes: ").append(slow.stream().map(x -> x.code() + " " + String.format(Locale.ROOT, "%.1f", x.seconds()) + " s")
                    .collect(Collectors.joining(", ")));
        List<CodeResult> failed = reps.stream().filter(x -> x.status().equals("failed")).limit(5).toList();
        if (!failed.isEmpty())
            b.append("\nfailed: ").append(failed.stream().map(x -> x.code() + ": " + x.reason()).collect(Collectors.joining("; ")));
        return b.toString();
    }

    @Override public String toString() { return summary(); }

    private static final String SOLVED = "#d9f2d9", PARTIAL = "#ffe8c2", INFINITE = "#d6e4f7", ALGEBRAIC = "#efe0f7", FAILED = "#f6cccc";
    private static final List<String> TABLE_HEADER =
            List.of("code", "standard", "rep", "status", "order", "psize", "period", "preperiod", "tame", "maxheap", "seconds", "class");

    /**
     * The solved codes as the paper's Figure 4: code, period, preperiod, |Q| (and |P|), one line a
     * code, in the census's order.
     */
    @Override
    public String latex() {
        StringBuilder b = new StringBuilder("\\begin{tabular}{lrrrr}\n\\hline\nCode & Period & Preperiod & $|\\mathcal{Q}|$ & $|\\mathcal{P}|$ \\\\\n\\hline\n");
        for (Row r : rows) {
            if (r.result() == null || !r.result().solved()) continue;
            CodeResult c = r.result();
            b.append(cgx.core.LatexForm.escape(r.code())).append(" & ").append(c.period()).append(" & ").append(c.preperiod())
                    .append(" & ").append(c.order()).append(" & ").append(c.psize()).append(" \\\\\n");
        }
        return b.append("\\hline\n\\end{tabular}").toString();
    }

    /** The rows as a table (the columns of census.tsv but the reason), each row shaded by its status. */
    public Table table() {
        List<List<String>> cells = new ArrayList<>();
        List<List<String>> colours = new ArrayList<>();
        for (Row r : rows) {
            List<String> f = List.of(tsv(r).split("\t", -1)).subList(0, TABLE_HEADER.size());
            cells.add(f);
            String c = switch (r.status()) { case "solved" -> SOLVED; case "partial" -> PARTIAL; case "infinite" -> INFINITE; case "algebraic-proved", "algebraic-periodic" -> ALGEBRAIC; default -> FAILED; };
            colours.add(java.util.Collections.nCopies(f.size(), c));
        }
        return new Table("Census of " + spaceText() + ": " + count("solved") + " solved, " + count("partial") + " partial, "
                + count("infinite") + " infinite, " + count("algebraic-proved") + " algebraic-proved, " + count("algebraic-periodic") + " algebraic-periodic, " + count("failed") + " failed", TABLE_HEADER, cells, colours);
    }

    /**
     * The P-portions of the census: a point per distinct game, |P| (the P-portion's size) against
     * |Q| (the quotient's order), for the solved quotients (tame blue, wild red) and the largest
     * partial ones reached (grey).
     */
    public Picture picture() {
        List<CodeResult> reps = rows.stream().filter(r -> r.rep().equals(r.code()) && r.result() != null)
                .map(Row::result).filter(x -> !x.status().equals("failed")).toList();
        double maxQ = 2, maxP = 1;
        for (CodeResult x : reps) {
            maxQ = Math.max(maxQ, x.order());
            maxP = Math.max(maxP, x.psize());
        }
        Chart c = new Chart("P-portions of the census of " + spaceText(), "|Q|, the order of the quotient", "|P|, the size of its P-portion",
                0, maxQ, 0, maxP);
        for (CodeResult x : reps) {
            String colour = x.status().equals("infinite") ? Chart.GREEN : x.status().startsWith("algebraic-") ? Chart.ORANGE : !x.solved() ? Chart.GREY : Boolean.TRUE.equals(x.tame()) ? Chart.BLUE : Chart.RED;
            c.point(x.order(), x.psize(), 4, colour, x.code() + ": " + x.status() + (x.solved() ? "" : " Q_" + x.maxheap())
                    + ", |Q| = " + x.order() + ", |P| = " + x.psize());
        }
        return c.legend(Chart.BLUE, "solved, tame").legend(Chart.RED, "solved, wild").legend(Chart.GREY, "partial (Q_n reached)")
                .legend(Chart.GREEN, "infinite (Q_n reached, Q_(n+1) proved infinite)")
                .legend(Chart.ORANGE, "algebraic (a family checked to heap n: proved, or evidence)").picture();
    }

    /** A notebook shows the census as its table. */
    @Override public java.util.Map<String, String> mimeBundle() { return java.util.Map.of("text/html", table().html()); }
}
