package cgx.census;

import cgx.core.Chart;
import cgx.core.CgxException;
import cgx.core.Picture;
import cgx.core.RichDisplay;
import cgx.core.Table;
import cgx.misere.MisereGame;
import cgx.misere.OptionSets;
import cgx.misere.formcensus.ClosureDownSet;
import cgx.misere.formcensus.ClosureQuotient;
import cgx.misere.formcensus.FormRange;
import cgx.misere.formcensus.InfiniteClosures;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A finished census of forms: the distinct quotients (isomorphism classes of (Q, P), found by the
 * invariant of {@code BipartiteIsomorphism} and settled by its exact test), each with the smallest
 * form giving it and how many forms and pairs of forms do; counts by status; the findings the paper's
 * §A.6 asks for (the periods that occur, the smallest quotient for each). Writes {@code forms.tsv},
 * {@code pairs.tsv}, {@code quotients.tsv} and {@code census.json}.
 */
public final class FormsTable implements RichDisplay {
    /** A distinct quotient: its shape, smallest witness form (text, birthday, rank; rank -1 for a pair), counts. */
    public static final class Quotient {
        final ClosureQuotient.Shape shape;
        String name = "";
        String witness;
        int witnessDay;
        long witnessRank;
        long forms, pairs;
        String presentation = "", pPortion = "";

        Quotient(ClosureQuotient.Shape s) { shape = s; }

        public String name() { return name; }
        public ClosureQuotient.Shape shape() { return shape; }
        public String witness() { return witness; }
        public long forms() { return forms; }
        public long pairs() { return pairs; }
        public String presentation() { return presentation; }

        boolean smaller(int day, String text, long rank) {
            if (witness == null) return true;
            if (day != witnessDay) return day < witnessDay;
            if (text.length() != witness.length()) return text.length() < witness.length();
            return rank < witnessRank;
        }
    }

    static final String[] FORM_COLUMNS = {"rank", "form", "status", "order", "psize", "tame", "maxperiod", "periods", "quotient", "seconds", "reason"};
    static final String[] QUOTIENT_COLUMNS = {"quotient", "order", "psize", "tame", "maxperiod", "periods", "forms", "pairs", "witness", "presentation", "pportion"};

    private final FormsCensus.Options opt;
    private final InfiniteClosures infinite; // null: none tried
    private final List<FormRange.Result> pieces;
    private final List<Quotient> quotients;
    private final List<String[]> pairRows;
    private final Map<String, Long> counts;
    private final int[][] shapeClass; // per piece, per local shape: index into quotients
    private final double seconds;

    private FormsTable(FormsCensus.Options opt, InfiniteClosures infinite, List<FormRange.Result> pieces, List<Quotient> quotients, int[][] shapeClass, List<String[]> pairRows,
                       Map<String, Long> counts, double seconds) {
        this.opt = opt;
        this.infinite = infinite;
        this.pieces = pieces;
        this.quotients = quotients;
        this.shapeClass = shapeClass;
        this.pairRows = pairRows;
        this.counts = counts;
        this.seconds = seconds;
    }

    static FormsTable assemble(FormsCensus.Options opt, OptionSets sets, ClosureDownSet down, InfiniteClosures infinite, List<FormRange.Result> pieces, double seconds) {
        pieces = new ArrayList<>(pieces);
        pieces.sort(Comparator.comparingInt(FormRange.Result::index));
        if (infinite != null) pieces.replaceAll(r -> withInfinite(r, sets, infinite));
        List<Quotient> qs = new ArrayList<>();
        Map<Long, List<Quotient>> byInvariant = new HashMap<>();
        int[][] shapeClass = new int[pieces.size()][];
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String k : new String[] {"forms", "solved", "partial", "infinite", "failed", "computed", "over bound", "pruned by the order bound", "pruned as undecided",
                "undecided", "pieces"}) if (!k.equals("infinite") || opt.proveInfinite() > 0) counts.put(k, 0L);
        for (int p = 0; p < pieces.size(); p++) {
            FormRange.Result r = pieces.get(p);
            shapeClass[p] = new int[r.shapes().size()];
            for (int i = 0; i < r.shapes().size(); i++) shapeClass[p][i] = indexOf(qs, byInvariant, r.shapes().get(i));
            for (FormRange.Row row : r.rows()) {
                counts.merge(row.status(), 1L, Long::sum);
                if (row.shape() >= 0) {
                    Quotient q = qs.get(shapeClass[p][row.shape()]);
                    q.forms++;
                    int day = birthday(sets, row.rank());
                    if (q.smaller(day, row.form(), row.rank())) { q.witness = row.form(); q.witnessDay = day; q.witnessRank = row.rank(); }
                }
                if (row.reason().startsWith("pruned")) counts.merge(row.reason().contains("undecided") ? "pruned as undecided" : "pruned by the order bound", 1L, Long::sum);
                else if (row.reason().startsWith("more than")) counts.merge("over bound", 1L, Long::sum);
                else if (row.reason().startsWith("time bound") || row.reason().startsWith("undecided")) counts.merge("undecided", 1L, Long::sum);
            }
            counts.merge("forms", r.canonical(), Long::sum);
            counts.merge("computed", r.computed(), Long::sum);
            counts.merge("pieces", 1L, Long::sum);
        }
        // pairs of forms born by day n - 1 (and single forms): their closures' quotients
        List<String[]> pairRows = new ArrayList<>();
        List<Quotient> pairQ = new ArrayList<>();
        int m = sets.size();
        for (int i = 0; i < m; i++) for (int j = i + 1; j < m; j++) {
            long c = sets.closure(1L << i | 1L << j);
            String text = "[" + sets.forms().get(i) + ", " + sets.forms().get(j) + "]";
            Integer o = down.order(c);
            if (o == null) {
                long inf = infinite == null ? -1 : infinite.witness(c);
                if (inf >= 0) {
                    pairRows.add(new String[] {text, "infinite", "inf", "", "", "", "", "", infiniteReason(sets, inf)});
                    pairQ.add(null);
                    continue;
                }
                long w = down.witness(c);
                boolean time = w >= 0 && down.outside().get(w) == -2;
                pairRows.add(new String[] {text, "partial", time ? "" : ">" + down.maxOrder(), "", "", "", "", "", time ? "undecided (time bound or engine limit)" : "more than " + down.maxOrder() + " elements"});
                pairQ.add(null);
                continue;
            }
            ClosureQuotient.Shape s = ClosureQuotient.ofClosed(sets, c, down.maxOrder());
            Quotient q = qs.get(indexOf(qs, byInvariant, s));
            q.pairs++;
            if (q.witness == null) { q.witness = text; q.witnessDay = opt.day(); q.witnessRank = Long.MAX_VALUE; }
            pairRows.add(new String[] {text, "solved", "" + s.order(), "" + s.psize(), "" + s.tame(), "" + s.maxPeriod(), s.periods(), "", ""});
            pairQ.add(q);
        }
        // names by order, |P|, then the witness
        List<Quotient> sorted = new ArrayList<>(qs);
        sorted.sort(Comparator.comparingInt((Quotient q) -> q.shape.order()).thenComparingInt(q -> q.shape.psize()).thenComparing(q -> q.witnessRank)
                .thenComparing(q -> q.witness));
        Map<Integer, Integer> perOrder = new TreeMap<>();
        for (Quotient q : sorted) {
            int k = perOrder.merge(q.shape.order(), 1, Integer::sum);
            q.name = "Q" + q.shape.order() + "." + k;
            presentation(q, sets);
        }
        for (int k = 0; k < pairRows.size(); k++) if (pairQ.get(k) != null) pairRows.get(k)[7] = pairQ.get(k).name;
        return new FormsTable(opt, infinite, pieces, qs, shapeClass, pairRows, counts, seconds);
    }

    /** The presentation and P-portion of a quotient, from its witness form through MisereQuotient (its own generator order and table). */
    private static void presentation(Quotient q, OptionSets sets) {
        try {
            MisereQuotient mq = Quotients.ofForms(witnessForms(q.witness), Math.max(q.shape.order(), 2));
            q.presentation = mq.presentation();
            q.pPortion = mq.pPortion().toString();
        } catch (RuntimeException e) {
            q.presentation = "(not computed: " + e.getMessage() + ")";
        }
    }

    /** The forms a witness names: one form, or a pair written {@code [A, B]}. */
    static List<MisereGame> witnessForms(String witness) {
        List<MisereGame> forms = new ArrayList<>();
        if (witness.startsWith("[")) for (String f : witness.substring(1, witness.length() - 1).split(", ")) forms.add(MisereGame.parse(f));
        else forms.add(MisereGame.parse(witness));
        return forms;
    }

    private static int indexOf(List<Quotient> qs, Map<Long, List<Quotient>> byInvariant, ClosureQuotient.Shape s) {
        return qs.indexOf(classOf(qs, byInvariant, s, Quotient::shape, Quotient::new));
    }

    /**
     * The member of {@code all} isomorphic to {@code s} (candidates by its invariant, settled by the exact test), or a new
     * one made by {@code make} and added to {@code all} and to {@code byInvariant}.
     */
    static <T> T classOf(List<T> all, Map<Long, List<T>> byInvariant, ClosureQuotient.Shape s, java.util.function.Function<T, ClosureQuotient.Shape> shape,
                         java.util.function.Function<ClosureQuotient.Shape, T> make) {
        List<T> same = byInvariant.computeIfAbsent(s.invariant(), x -> new ArrayList<>());
        for (T q : same) if (shape.apply(q).isomorphic(s)) return q;
        T q = make.apply(s);
        same.add(q);
        all.add(q);
        return q;
    }

    static int birthday(OptionSets sets, long rank) {
        int b = 0;
        for (int i = 0; i < sets.size(); i++) if ((rank >>> i & 1) != 0) b = Math.max(b, sets.forms().get(i).birthday() + 1);
        return b;
    }

    // ------------------------------------------------------------------ findings

    public List<Quotient> quotients() {
        List<Quotient> out = new ArrayList<>(quotients);
        out.sort(Comparator.comparingInt((Quotient q) -> q.shape.order()).thenComparing(Quotient::name));
        return out;
    }

    public long count(String key) { return counts.getOrDefault(key, 0L); }

    /** For each element period that occurs, the smallest quotient (and its witness) with an element of that period. */
    public Map<Integer, Quotient> periods() { return smallestByPeriod(quotients(), Quotient::shape); }

    /** The number of distinct quotients of each order up to {@code max}. */
    public Map<Integer, Integer> ordersUpTo(int max) { return ordersUpTo(quotients, Quotient::shape, max); }

    /** For each element period, the first of {@code qs} (in order of size) with an element of that period. */
    static <T> TreeMap<Integer, T> smallestByPeriod(List<T> qs, java.util.function.Function<T, ClosureQuotient.Shape> shape) {
        TreeMap<Integer, T> out = new TreeMap<>();
        for (T q : qs)
            for (String part : shape.apply(q).periods().split(" ")) out.putIfAbsent(Integer.parseInt(part.substring(0, part.indexOf(':'))), q);
        return out;
    }

    /** How many of {@code qs} have each order up to {@code max}. */
    static <T> TreeMap<Integer, Integer> ordersUpTo(List<T> qs, java.util.function.Function<T, ClosureQuotient.Shape> shape, int max) {
        TreeMap<Integer, Integer> out = new TreeMap<>();
        for (T q : qs) if (shape.apply(q).order() <= max) out.merge(shape.apply(q).order(), 1, Integer::sum);
        return out;
    }

    /**
     * The piece with each pruned form whose closure contains a closure proved infinite relabelled
     * {@code infinite} (Lemma 4.6: its quotient is infinite too).
     */
    static FormRange.Result withInfinite(FormRange.Result r, OptionSets sets, InfiniteClosures infinite) {
        if (infinite.proved().isEmpty()) return r;
        List<FormRange.Row> rows = new ArrayList<>(r.rows().size());
        for (FormRange.Row row : r.rows()) {
            long w = row.status().equals("partial") && row.reason().startsWith("pruned") ? infinite.witness(sets.closure(row.rank())) : -1;
            rows.add(w < 0 ? row : new FormRange.Row(row.rank(), row.form(), "infinite", -1, 0, null, 0, "", -1, row.seconds(), infiniteReason(sets, w)));
        }
        return new FormRange.Result(r.index(), r.lo(), r.hi(), rows, r.shapes(), r.canonical(), r.pruned(), r.computed(), r.over(), r.timedOut());
    }

    static String infiniteReason(OptionSets sets, long w) {
        return "infinite: the closure contains cl " + FormRange.setText(sets, sets.maximal(w)) + ", whose quotient is proved infinite (ProveInfinite; Lemma 4.6)";
    }

    public String summary() {
        StringBuilder sb = new StringBuilder();
        if (opt.sliceTo() - opt.sliceFrom() < opt.pieces())
            sb.append("(pieces ").append(opt.sliceFrom()).append(" to ").append(opt.sliceTo() - 1).append(" of ").append(opt.pieces()).append(" only) ");
        sb.append("forms census, day ").append(opt.day()).append(", |Q| <= ").append(opt.maxOrder()).append(", ").append(FormsCensus.seconds(opt.timeout()))
                .append(" s per form: ").append(count("forms")).append(" forms, ").append(count("solved")).append(" solved, ")
                .append(opt.proveInfinite() > 0 ? count("infinite") + " infinite (proved), " : "").append(count("partial"))
                .append(" partial (").append(count("pruned by the order bound")).append(" pruned by the order bound, ").append(count("over bound"))
                .append(" computed over it, ").append(count("pruned as undecided") + count("undecided")).append(" undecided: time bound or engine limit), ")
                .append(count("failed")).append(" failed; ").append(quotients.size()).append(" distinct quotients");
        sb.append("\nperiods: ");
        periods().forEach((p, q) -> sb.append(p).append(" (smallest |Q| = ").append(q.shape.order()).append(", ").append(q.witness).append(") "));
        sb.append("\ndistinct quotients of order <= 20: ").append(ordersUpTo(20));
        return sb.toString().trim();
    }

    // ------------------------------------------------------------------ output

    void write(Path dir) {
        try {
            try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("forms.tsv"), StandardCharsets.UTF_8)) {
                w.write("#" + opt.header().substring(1) + "\n" + infiniteComment() + String.join("\t", FORM_COLUMNS) + "\n");
                for (int p = 0; p < pieces.size(); p++) {
                    for (FormRange.Row r : pieces.get(p).rows()) {
                        String q = r.shape() >= 0 ? quotients.get(shapeClass[p][r.shape()]).name : "";
                        w.write(r.rank() + "\t" + r.form() + "\t" + r.status() + "\t" + r.orderText(opt.maxOrder()) + "\t" + (r.status().equals("solved") ? r.psize() : "")
                                + "\t" + (r.tame() == null ? "" : r.tame()) + "\t" + (r.maxPeriod() > 0 ? r.maxPeriod() : "") + "\t" + r.periods() + "\t" + q + "\t"
                                + String.format(Locale.ROOT, "%.4f", r.seconds()) + "\t" + r.reason() + "\n");
                    }
                }
            }
            try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("pairs.tsv"), StandardCharsets.UTF_8)) {
                w.write("#" + opt.header().substring(1) + "\n" + infiniteComment() + "forms\tstatus\torder\tpsize\ttame\tmaxperiod\tperiods\tquotient\treason\n");
                for (String[] r : pairRows) w.write(String.join("\t", r) + "\n");
            }
            try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("quotients.tsv"), StandardCharsets.UTF_8)) {
                w.write("#" + opt.header().substring(1) + "\n" + String.join("\t", QUOTIENT_COLUMNS) + "\n");
                for (Quotient q : quotients()) w.write(String.join("\t", quotientRow(q)) + "\n");
            }
            Files.writeString(dir.resolve("census.json"), json(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CgxException("forms census: cannot write to " + dir + ": " + e.getMessage());
        }
    }

    /** "# infinite: …" lines (the bound, the closures proved infinite), or "" when none were tried. */
    String infiniteComment() {
        if (infinite == null) return "";
        StringBuilder sb = new StringBuilder("# infinite closures (" + FormsCensus.seconds(infinite.seconds()) + " s each): " + infinite.proved().size() + " of "
                + (infinite.proved().size() + infinite.notProved().size()) + " minimal closures outside the bound proved infinite, " + infinite.finite().size() + " finite (computed)\n");
        OptionSets sets = OptionSets.ofDay(opt.day());
        for (Map.Entry<Long, String> e : infinite.proved().entrySet())
            sb.append("# infinite: cl ").append(FormRange.setText(sets, sets.maximal(e.getKey()))).append(": ").append(e.getValue()).append('\n');
        for (Map.Entry<Long, String> e : infinite.finite().entrySet())
            sb.append("# finite: cl ").append(FormRange.setText(sets, sets.maximal(e.getKey()))).append(": ").append(e.getValue().substring("finite: ".length())).append('\n');
        return sb.toString();
    }

    /** The closures proved infinite (null when none were tried). */
    public InfiniteClosures infinite() { return infinite; }

    static String[] quotientRow(Quotient q) {
        ClosureQuotient.Shape s = q.shape;
        return new String[] {q.name, "" + s.order(), "" + s.psize(), "" + s.tame(), "" + s.maxPeriod(), s.periods(), "" + q.forms, "" + q.pairs, q.witness,
                q.presentation, q.pPortion};
    }

    String json() {
        StringBuilder sb = new StringBuilder("{\n");
        sb.append("  \"day\": ").append(opt.day()).append(",\n  \"maxOrder\": ").append(opt.maxOrder()).append(",\n  \"timeout\": ").append(FormsCensus.seconds(opt.timeout()))
                .append(",\n  \"pieces\": ").append(opt.pieces()).append(",\n  \"slice\": [").append(opt.sliceFrom()).append(", ").append(opt.sliceTo()).append("]").append(",\n  \"seconds\": ").append(String.format(Locale.ROOT, "%.1f", seconds));
        if (infinite != null) {
            OptionSets sets = OptionSets.ofDay(opt.day());
            sb.append(",\n  \"proveInfinite\": ").append(FormsCensus.seconds(infinite.seconds())).append(",\n  \"infiniteClosures\": [");
            String s2 = "";
            for (long w : infinite.proved().keySet()) { sb.append(s2).append('"').append(FormRange.setText(sets, sets.maximal(w))).append('"'); s2 = ", "; }
            sb.append("]");
        }
        sb.append(",\n  \"counts\": {");
        String sep = "";
        for (Map.Entry<String, Long> e : counts.entrySet()) { sb.append(sep).append("\"").append(e.getKey()).append("\": ").append(e.getValue()); sep = ", "; }
        sb.append("},\n  \"distinctQuotients\": ").append(quotients.size()).append(",\n  \"periods\": {");
        sep = "";
        for (Map.Entry<Integer, Quotient> e : periods().entrySet()) {
            sb.append(sep).append("\"").append(e.getKey()).append("\": {\"order\": ").append(e.getValue().shape.order()).append(", \"quotient\": \"").append(e.getValue().name)
                    .append("\", \"witness\": \"").append(e.getValue().witness).append("\"}");
            sep = ", ";
        }
        sb.append("},\n  \"ordersUpTo20\": {");
        sep = "";
        for (Map.Entry<Integer, Integer> e : ordersUpTo(20).entrySet()) { sb.append(sep).append("\"").append(e.getKey()).append("\": ").append(e.getValue()); sep = ", "; }
        sb.append("},\n  \"quotients\": [\n");
        sep = "";
        for (Quotient q : quotients()) {
            sb.append(sep).append("    {\"name\": \"").append(q.name).append("\", \"order\": ").append(q.shape.order()).append(", \"psize\": ").append(q.shape.psize())
                    .append(", \"tame\": ").append(q.shape.tame()).append(", \"maxPeriod\": ").append(q.shape.maxPeriod()).append(", \"periods\": \"").append(q.shape.periods())
                    .append("\", \"forms\": ").append(q.forms).append(", \"pairs\": ").append(q.pairs).append(", \"witness\": \"").append(q.witness).append("\"}");
            sep = ",\n";
        }
        return sb.append("\n  ]\n}\n").toString();
    }

    /** The distinct quotients as a table (a notebook shows it as HTML). */
    public Table table() {
        List<List<String>> rows = new ArrayList<>();
        List<List<String>> colours = new ArrayList<>();
        for (Quotient q : quotients()) {
            List<String> r = List.of(quotientRow(q)).subList(0, 9);
            rows.add(r);
            colours.add(java.util.Collections.nCopies(r.size(), q.shape.maxPeriod() > 2 ? "#fde0c5" : q.shape.tame() ? "#dbe9f6" : "#ffffff"));
        }
        return new Table("Distinct misère quotients of the forms born by day " + opt.day() + " (|Q| <= " + opt.maxOrder() + "): " + quotients.size()
                + "; period > 2 shaded orange, tame blue", List.of(QUOTIENT_COLUMNS).subList(0, 9), rows, colours);
    }

    /** |Q| against the largest element period, a point per distinct quotient. */
    public Picture picture() {
        double maxQ = 2, maxP = 2;
        for (Quotient q : quotients) { maxQ = Math.max(maxQ, q.shape.order()); maxP = Math.max(maxP, q.shape.maxPeriod()); }
        Chart c = new Chart("Distinct quotients of the forms born by day " + opt.day(), "|Q|", "largest element period", 0, maxQ, 0, maxP + 1);
        for (Quotient q : quotients)
            c.point(q.shape.order(), q.shape.maxPeriod(), 4, q.shape.maxPeriod() > 2 ? Chart.ORANGE : q.shape.tame() ? Chart.BLUE : Chart.RED,
                    q.name + ": |Q| = " + q.shape.order() + ", |P| = " + q.shape.psize() + ", periods " + q.shape.periods() + ", e.g. " + q.witness);
        return c.legend(Chart.BLUE, "tame").legend(Chart.RED, "wild, periods 1 and 2").legend(Chart.ORANGE, "an element of period > 2").picture();
    }

    /** How many distinct quotients there are of each order. */
    public Picture orderPicture() {
        TreeMap<Integer, Integer> n = new TreeMap<>();
        for (Quotient q : quotients) n.merge(q.shape.order(), 1, Integer::sum);
        double maxQ = 2, maxN = 1;
        for (var e : n.entrySet()) { maxQ = Math.max(maxQ, e.getKey()); maxN = Math.max(maxN, e.getValue()); }
        Chart c = new Chart("Orders of the distinct quotients, forms born by day " + opt.day(), "|Q|", "distinct quotients", 0, maxQ + 2, 0, maxN);
        for (var e : n.entrySet()) c.bar(e.getKey(), e.getValue(), 1.6, Chart.BLUE, e.getValue() + " of order " + e.getKey());
        return c.picture();
    }

    /** Its summary in a comment, then a call that gives the same table: FormsTable("DIR") when it lives in a directory, else the FormsCensus call. */
    public String printed() {
        String call;
        if (opt.out() != null) call = "FormsTable(" + cgx.core.Texts.quote(opt.out().toString()) + ")";
        else call = "FormsCensus(Day => " + opt.day() + ", MaxOrder => " + opt.maxOrder() + ", Timeout => " + FormsCensus.seconds(opt.timeout()) + ", Pieces => " + opt.pieces()
                + (opt.sliceTo() - opt.sliceFrom() < opt.pieces() ? ", Slice => [" + opt.sliceFrom() + ", " + opt.sliceTo() + "]" : "")
                + (opt.proveInfinite() > 0 ? ", ProveInfinite => " + FormsCensus.seconds(opt.proveInfinite()) : "") + ", Progress => false)";
        return "/* " + summary().replace("*/", "* /").replace("\n", "; ") + " */ " + call;
    }

    /** Equal: the same bounds and day, and the same answers for the same forms (not the time taken). */
    @Override public boolean equals(Object o) {
        return o instanceof FormsTable t && t.opt.day() == opt.day() && t.opt.maxOrder() == opt.maxOrder() && t.opt.timeout() == opt.timeout()
                && t.opt.pieces() == opt.pieces() && t.opt.proveInfinite() == opt.proveInfinite() && t.answers().equals(answers());
    }

    @Override public int hashCode() { return java.util.Objects.hash(opt.day(), opt.maxOrder(), answers().size()); }

    @Override public Map<String, String> mimeBundle() { return Map.of("text/html", table().html()); }

    public FormsCensus.Options options() { return opt; }

    /** Every form's row as forms.tsv has it, but the seconds and why an attempt to prove it infinite failed (what a rerun must reproduce). */
    List<String> answers() {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < pieces.size(); p++)
            for (FormRange.Row r : pieces.get(p).rows())
                out.add(r.rank() + "\t" + r.form() + "\t" + r.status() + "\t" + r.orderText(opt.maxOrder()) + "\t" + r.psize() + "\t" + r.tame() + "\t" + r.maxPeriod()
                        + "\t" + r.periods() + "\t" + (r.shape() >= 0 ? quotients.get(shapeClass[p][r.shape()]).name : "") + "\t" + r.reason().replaceFirst("; infinite .*", ""));
        return out;
    }
}
