package cgx.census;

import cgx.core.Chart;
import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.RichDisplay;
import cgx.core.Table;
import cgx.misere.formcensus.ClosureQuotient;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One table of the distinct misère quotients (Q, P), up to isomorphism of bipartite monoids (P onto
 * P), that any number of finished censuses found: censuses of forms (forms.ckpt: Q(cl G) of single
 * forms and of pairs) and censuses of codes (census.ckpt: the solved quotients of take-and-break
 * codes). Quotients are matched by the invariant of {@code BipartiteIsomorphism} and settled by its
 * exact test, so each is listed once, with the smallest form and the first code giving it and how
 * many forms, pairs and codes do. Writes {@code quotients.tsv} and {@code distinct.json}.
 */
public final class DistinctQuotients implements RichDisplay {
    /** A distinct quotient and what gives it. */
    public static final class Entry {
        final ClosureQuotient.Shape shape;
        String name = "";
        long forms, pairs, codes;
        String form = "", code = "";
        int formDay = Integer.MAX_VALUE;
        final List<String> sources = new ArrayList<>(); // "forms5:Q62.1", "search4d:0.3122"
        String presentation = "", pPortion = "";

        Entry(ClosureQuotient.Shape s) { shape = s; }

        public String name() { return name; }
        public ClosureQuotient.Shape shape() { return shape; }
        public long forms() { return forms; }
        public long pairs() { return pairs; }
        public long codes() { return codes; }
        public String form() { return form; }
        public String code() { return code; }
        public List<String> sources() { return List.copyOf(sources); }

        /** Given by a form (or a pair of forms), by a code, or both. */
        public String origin() { return form.isEmpty() ? "codes" : code.isEmpty() ? "forms" : "both"; }
    }

    static final String[] COLUMNS = {"quotient", "order", "psize", "tame", "maxperiod", "periods", "forms", "pairs", "codes", "form", "code", "sources", "presentation", "pportion"};

    private final List<Path> dirs;
    private final List<String> described; // each census: its name, kind and bounds
    private final List<Entry> entries;
    private final long untabled; // solved code classes whose table was not kept (over QuotientEngine.MAX_TABLE)

    private DistinctQuotients(List<Path> dirs, List<String> described, List<Entry> entries, long untabled) {
        this.dirs = List.copyOf(dirs);
        this.described = List.copyOf(described);
        this.entries = entries;
        this.untabled = untabled;
    }

    /** The census folders joined, in the order given. */
    public List<Path> dirs() { return dirs; }

    /** The join of the censuses the directories hold (each a census of forms or of codes); nothing is computed but presentations. */
    public static DistinctQuotients of(List<Path> dirs) {
        if (dirs.isEmpty()) throw new CgxException("distinct quotients: give at least one census directory");
        List<Entry> entries = new ArrayList<>();
        Map<Long, List<Entry>> byInvariant = new HashMap<>();
        List<String> described = new ArrayList<>();
        long untabled = 0;
        for (Path dir : dirs) {
            String tag = tag(dir);
            if (Files.isRegularFile(dir.resolve("forms.ckpt"))) {
                FormsTable t = FormsCensus.load(dir);
                FormsCensus.Options o = t.options();
                described.add(tag + ": forms born by day " + o.day() + ", |Q| <= " + o.maxOrder() + ", " + (o.timeout() > 0 ? FormsCensus.seconds(o.timeout()) + " s per form" : "no time bound")
                        + (o.sliceTo() - o.sliceFrom() < o.pieces() ? ", pieces " + o.sliceFrom() + " to " + (o.sliceTo() - 1) + " of " + o.pieces() : "")
                        + ": " + t.quotients().size() + " distinct quotients");
                for (FormsTable.Quotient q : t.quotients()) {
                    Entry e = find(entries, byInvariant, q.shape());
                    e.forms += q.forms;
                    e.pairs += q.pairs;
                    if (q.witnessDay < e.formDay || q.witnessDay == e.formDay && q.witness.length() < e.form.length()) { e.form = q.witness; e.formDay = q.witnessDay; }
                    e.sources.add(tag + ":" + q.name());
                    if (e.presentation.isEmpty()) { e.presentation = q.presentation; e.pPortion = q.pPortion; }
                }
            } else if (Files.isRegularFile(dir.resolve("census.ckpt"))) {
                CensusTable t = Census.load(dir);
                long missing = t.count("missing"), lost = 0;
                for (CensusTable.QClass c : t.classes()) {
                    CodeResult x = c.first();
                    if (x.mul() == null) { lost++; continue; }
                    Entry e = find(entries, byInvariant, ClosureQuotient.Shape.of(x.order(), x.mul(), x.isP()));
                    e.codes += c.codes().size();
                    if (e.code.isEmpty()) e.code = c.name();
                    e.sources.add(tag + ":" + c.name());
                    if (e.presentation.isEmpty()) e.presentation = x.presentation();
                }
                untabled += lost;
                described.add(tag + ": codes " + t.spaceText() + (t.budget() == null ? "" : " (" + t.budget() + ")") + ": " + t.count("solved") + " solved codes, "
                        + t.classes().size() + " isomorphism classes" + (lost > 0 ? " (" + lost + " with more than " + QuotientEngine.MAX_TABLE + " elements not joined)" : "")
                        + (missing > 0 ? ", " + missing + " codes not computed" : ""));
            } else {
                throw new CgxException("distinct quotients: " + dir + " holds no census (no forms.ckpt or census.ckpt; ./cgx census --out DIR writes one)");
            }
        }
        entries.sort(Comparator.comparingInt((Entry e) -> e.shape.order()).thenComparingInt(e -> e.shape.psize())
                .thenComparingInt(e -> e.form.isEmpty() ? 1 : 0).thenComparingInt(e -> e.formDay).thenComparingInt(e -> e.form.length())
                .thenComparing(e -> e.form).thenComparing(e -> e.code));
        Map<Integer, Integer> perOrder = new TreeMap<>();
        for (Entry e : entries) e.name = "Q" + e.shape.order() + "." + perOrder.merge(e.shape.order(), 1, Integer::sum);
        return new DistinctQuotients(dirs, described, entries, untabled);
    }

    private static String tag(Path dir) {
        Path f = dir.toAbsolutePath().normalize().getFileName();
        return f == null ? dir.toString() : f.toString();
    }

    private static Entry find(List<Entry> entries, Map<Long, List<Entry>> byInvariant, ClosureQuotient.Shape s) {
        return FormsTable.classOf(entries, byInvariant, s, Entry::shape, Entry::new);
    }

    // ------------------------------------------------------------------ findings

    public List<Entry> entries() { return List.copyOf(entries); }

    /** How many distinct quotients come from forms only, codes only, or both ({@code "forms"}, {@code "codes"}, {@code "both"}; {@code "all"}). */
    public long count(String origin) {
        if (origin.equals("all")) return entries.size();
        if (!List.of("forms", "codes", "both").contains(origin)) throw new CgxException("distinct quotients: count \"all\", \"forms\", \"codes\" or \"both\", not \"" + origin + "\"");
        return entries.stream().filter(e -> e.origin().equals(origin)).count();
    }

    /** For each element period that occurs, the smallest quotient with an element of that period. */
    public Map<Integer, Entry> periods() { return FormsTable.smallestByPeriod(entries, Entry::shape); }

    /** The number of distinct quotients of each order up to {@code max}. */
    public Map<Integer, Integer> ordersUpTo(int max) { return FormsTable.ordersUpTo(entries, Entry::shape, max); }

    public String summary() {
        StringBuilder sb = new StringBuilder();
        sb.append(entries.size()).append(" distinct quotients from ").append(dirs.size()).append(dirs.size() == 1 ? " census" : " censuses").append(": ")
                .append(count("both")).append(" given by both forms and codes, ").append(count("forms")).append(" by forms only, ").append(count("codes"))
                .append(" by codes only");
        if (untabled > 0) sb.append(" (").append(untabled).append(" solved code classes over ").append(QuotientEngine.MAX_TABLE).append(" elements not joined)");
        for (String d : described) sb.append("\n  ").append(d);
        sb.append("\nperiods: ");
        periods().forEach((p, e) -> sb.append(p).append(" (smallest |Q| = ").append(e.shape.order()).append(", ").append(witness(e)).append(") "));
        sb.append("\ndistinct quotients of order <= 20: ").append(ordersUpTo(20));
        return sb.toString().trim();
    }

    static String witness(Entry e) { return e.form.isEmpty() ? e.code : e.form; }

    // ------------------------------------------------------------------ output

    static String[] row(Entry e) {
        ClosureQuotient.Shape s = e.shape;
        return new String[] {e.name, "" + s.order(), "" + s.psize(), "" + s.tame(), "" + s.maxPeriod(), s.periods(), "" + e.forms, "" + e.pairs, "" + e.codes,
                e.form, e.code, String.join(" ", e.sources), e.presentation, e.pPortion};
    }

    /** quotients.tsv (a row per distinct quotient, the censuses in its opening comments) and distinct.json. */
    public void write(Path out) {
        try {
            Files.createDirectories(out);
            StringBuilder sb = new StringBuilder();
            for (String d : described) sb.append("# ").append(d).append('\n');
            sb.append(String.join("\t", COLUMNS)).append('\n');
            for (Entry e : entries) sb.append(String.join("\t", row(e))).append('\n');
            Files.writeString(out.resolve("quotients.tsv"), sb.toString(), StandardCharsets.UTF_8);
            Files.writeString(out.resolve("distinct.json"), json(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CgxException("distinct quotients: cannot write to " + out + ": " + e.getMessage());
        }
    }

    private static String q(String s) { return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\""; }

    String json() {
        StringBuilder sb = new StringBuilder("{\n  \"censuses\": [");
        String sep = "";
        for (String d : described) { sb.append(sep).append(q(d)); sep = ", "; }
        sb.append("],\n  \"distinctQuotients\": ").append(entries.size()).append(",\n  \"both\": ").append(count("both")).append(",\n  \"formsOnly\": ")
                .append(count("forms")).append(",\n  \"codesOnly\": ").append(count("codes")).append(",\n  \"untabledCodeClasses\": ").append(untabled).append(",\n  \"periods\": {");
        sep = "";
        for (Map.Entry<Integer, Entry> p : periods().entrySet()) {
            sb.append(sep).append(q("" + p.getKey())).append(": {\"order\": ").append(p.getValue().shape.order()).append(", \"quotient\": ").append(q(p.getValue().name))
                    .append(", \"witness\": ").append(q(witness(p.getValue()))).append("}");
            sep = ", ";
        }
        sb.append("},\n  \"ordersUpTo20\": {");
        sep = "";
        for (Map.Entry<Integer, Integer> o : ordersUpTo(20).entrySet()) { sb.append(sep).append(q("" + o.getKey())).append(": ").append(o.getValue()); sep = ", "; }
        sb.append("},\n  \"quotients\": [\n");
        sep = "";
        for (Entry e : entries) {
            String[] r = row(e);
            sb.append(sep).append("    {");
            for (int i = 0; i < COLUMNS.length; i++) {
                boolean number = i >= 1 && i <= 8 && i != 3 && i != 5;
                sb.append(i == 0 ? "" : ", ").append(q(COLUMNS[i])).append(": ").append(number || i == 3 ? r[i] : q(r[i]));
            }
            sb.append("}");
            sep = ",\n";
        }
        return sb.append("\n  ]\n}\n").toString();
    }

    /** The distinct quotients as a table (a notebook shows it as HTML): period > 2 shaded orange, codes only green. */
    public Table table() {
        List<List<String>> rows = new ArrayList<>();
        List<List<String>> colours = new ArrayList<>();
        for (Entry e : entries) {
            List<String> r = List.of(row(e)).subList(0, 12);
            rows.add(r);
            colours.add(java.util.Collections.nCopies(r.size(), e.shape.maxPeriod() > 2 ? "#fde0c5" : e.origin().equals("codes") ? "#dff0d8" : "#ffffff"));
        }
        return new Table("Distinct misère quotients of " + dirs.size() + (dirs.size() == 1 ? " census" : " censuses") + ": " + entries.size()
                + "; period > 2 shaded orange, given by codes only green", List.of(COLUMNS).subList(0, 12), rows, colours);
    }

    /** |Q| against |P|, a point per distinct quotient, coloured by what gives it. */
    public Picture picture() {
        double maxQ = 2, maxP = 2;
        for (Entry e : entries) { maxQ = Math.max(maxQ, e.shape.order()); maxP = Math.max(maxP, e.shape.psize()); }
        Chart c = new Chart("Distinct misère quotients of " + dirs.size() + (dirs.size() == 1 ? " census" : " censuses"), "|Q|", "|P|", 0, maxQ, 0, maxP + 1);
        for (Entry e : entries)
            c.point(e.shape.order(), e.shape.psize(), 4, e.shape.maxPeriod() > 2 ? Chart.ORANGE : e.origin().equals("both") ? Chart.BLUE : e.origin().equals("codes") ? Chart.GREEN : Chart.RED,
                    e.name + ": |Q| = " + e.shape.order() + ", |P| = " + e.shape.psize() + ", periods " + e.shape.periods() + ", e.g. " + witness(e));
        return c.legend(Chart.BLUE, "forms and codes").legend(Chart.RED, "forms only").legend(Chart.GREEN, "codes only").legend(Chart.ORANGE, "an element of period > 2").picture();
    }

    /** A comment with its summary, then the call that joins the same censuses again. */
    public String printed() {
        StringBuilder call = new StringBuilder("DistinctQuotients(");
        for (int i = 0; i < dirs.size(); i++) call.append(i == 0 ? "" : ", ").append(cgx.core.Texts.quote(dirs.get(i).toString()));
        return "/* " + summary().replace("*/", "* /").replace("\n", "; ") + " */ " + call.append(")");
    }

    /** Equal: the same quotients, each given by the same forms and codes (the censuses' directories may differ). */
    @Override public boolean equals(Object o) {
        if (!(o instanceof DistinctQuotients d) || d.entries.size() != entries.size()) return false;
        for (int i = 0; i < entries.size(); i++) if (!answer(entries.get(i)).equals(answer(d.entries.get(i)))) return false;
        return true;
    }

    @Override public int hashCode() { return entries.size(); }

    /** A row without its sources (which name the censuses' directories). */
    private static List<String> answer(Entry e) {
        List<String> r = new ArrayList<>(List.of(row(e)));
        r.remove(11);
        return r;
    }

    @Override public Map<String, String> mimeBundle() { return Map.of("text/html", table().html()); }
}
