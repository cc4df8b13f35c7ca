package cgx.census;

import cgx.core.CgxException;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A census of misère quotients over a space of codes ({@link CodeSpace}): each same-game class
 * is computed once (its representative) on a {@link Runner} (Spark by default), results are
 * written as they finish ({@code census.ckpt} for {@code --resume}, rows appended to
 * {@code census.tsv}), and at the end {@code census.tsv} (in code order), {@code classes.tsv}
 * and {@code census.json} are written and a summary printed.
 */
public final class Census {
    /** What a census covers and how. {@code out} may be null (nothing written). */
    public record Options(CodeSpace.Space space, QuotientEngine.Budget budget, String master, Path out, boolean resume, boolean progress) {
        /** The space {@link CodeSpace.Space#of}{@code (digits, prefix4, hex)}. */
        public Options(int digits, boolean prefix4, boolean hex, QuotientEngine.Budget budget, String master, Path out, boolean resume, boolean progress) {
            this(CodeSpace.Space.of(digits, prefix4, hex), budget, master, out, resume, progress);
        }

        String header() { return "#" + space.text(); }
    }

    /** Where codes are computed. */
    public interface Runner {
        void run(List<String> codes, QuotientEngine.Budget budget, Consumer<CodeResult> sink, Runnable tick);
    }

    /** Spark, with the master of the options (null: the default master). */
    public static Runner spark(String master) {
        return (codes, b, sink, tick) -> SparkEngine.run(master, new ArrayList<>(codes), c -> QuotientEngine.solve(c, b),
                (i, r) -> sink.accept(r), tick);
    }

    /** One code after another on this thread: the reference the tests compare Spark with. */
    public static final Runner SEQUENTIAL = (codes, b, sink, tick) -> {
        for (String c : codes) sink.accept(QuotientEngine.solve(c, b));
    };

    static final String[] COLUMNS = {"code", "standard", "rep", "status", "order", "psize", "period", "preperiod", "tame", "maxheap",
            "seconds", "class", "verified", "reason"};

    private final Options opt;
    private final Runner runner;
    private final Consumer<String> say;

    public Census(Options opt, Runner runner, Consumer<String> say) {
        this.opt = opt;
        this.runner = runner;
        this.say = say;
    }

    public CensusTable run() {
        List<int[]> space = opt.space().codes();
        Map<String, String> rep = CodeSpace.representatives(space);
        Map<String, String> standard = new LinkedHashMap<>();
        for (int[] d : space) standard.put(CodeSpace.text(d), CodeSpace.text(CodeSpace.standardForm(d)));
        Map<String, List<String>> members = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : rep.entrySet()) members.computeIfAbsent(e.getValue(), x -> new ArrayList<>()).add(e.getKey());

        Map<String, CodeResult> done = new LinkedHashMap<>(); // by representative
        Path ckpt = opt.out() == null ? null : opt.out().resolve("census.ckpt");
        QuotientEngine.Budget budget = opt.budget();
        try {
            List<String> lines = openCheckpoint(opt.out(), ckpt, opt.resume(), opt.header() + "\n#budget " + budget.text() + "\n", "census");
            if (lines != null) {
                readCheckpoint(lines, opt.header(), members.keySet(), done);
                // a resumed census keeps the bounds it was started with (the second line; older checkpoints have none)
                QuotientEngine.Budget recorded = recordedBudget(lines);
                if (recorded != null && !recorded.equals(budget)) {
                    if (opt.progress()) say.accept("census: resuming with the bounds it was started with: " + recorded.text() + " (not " + budget.text() + ")");
                    budget = recorded;
                }
            }
        } catch (IOException e) {
            throw new CgxException("census: cannot use " + opt.out() + ": " + e.getMessage());
        }
        List<String> todo = new ArrayList<>();
        for (String r : members.keySet()) if (!done.containsKey(r)) todo.add(r);
        if (opt.progress())
            say.accept("census: " + space.size() + " codes (" + opt.space().text().substring("cgx-census ".length()) + "), " + members.size() + " distinct games, "
                    + done.size() + " done before, " + todo.size() + " to compute on " + (runner == SEQUENTIAL ? "this thread" : "Spark"));

        Progress bar = new Progress(todo.size(), opt.progress() ? say : null);
        BufferedWriter[] w = new BufferedWriter[2];
        try {
            if (opt.out() != null) {
                w[0] = Files.newBufferedWriter(ckpt, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                w[1] = Files.newBufferedWriter(opt.out().resolve("census.tsv"), StandardCharsets.UTF_8);
                w[1].write(String.join("\t", COLUMNS) + "\n");
                for (CodeResult r : done.values()) writeRows(w[1], r, members, standard, "");
                w[1].flush();
            }
            runner.run(todo, budget, r -> {
                synchronized (done) {
                    done.put(r.code(), r);
                    bar.finished(r);
                    if (w[0] != null) {
                        try {
                            w[0].write(checkpointLine(r) + "\n");
                            w[0].flush();
                            writeRows(w[1], r, members, standard, "");
                            w[1].flush();
                        } catch (IOException e) {
                            throw new CgxException("census: cannot write to " + opt.out() + ": " + e.getMessage());
                        }
                    }
                }
            }, bar::tick);
            bar.end();
        } catch (IOException e) {
            throw new CgxException("census: cannot write to " + opt.out() + ": " + e.getMessage());
        } finally {
            for (BufferedWriter x : w) if (x != null) try { x.close(); } catch (IOException ignored) { }
        }

        CensusTable table = assemble(opt.header().substring(1), space, rep, done, opt.out()).withBudget(budget.text());
        if (opt.out() != null) table.write(opt.out());
        return table;
    }

    /**
     * The table of a space from the results of its representatives ({@code done}, by code; a code
     * not in it is a {@code missing} row): rows in code order, and the isomorphism classes of the
     * solved quotients, each named by its first code and listing its codes in code order.
     */
    static CensusTable assemble(String space, List<int[]> codes, Map<String, String> rep, Map<String, CodeResult> done, Path dir) {
        Map<String, List<String>> members = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : rep.entrySet()) members.computeIfAbsent(e.getValue(), x -> new ArrayList<>()).add(e.getKey());
        List<CensusTable.QClass> classes = new ArrayList<>();
        Map<String, String> classOf = new LinkedHashMap<>();
        for (String r : members.keySet()) {
            CodeResult x = done.get(r);
            if (x == null || !x.solved()) continue;
            CensusTable.QClass found = null;
            for (CensusTable.QClass c : classes)
                if (c.first().order() == x.order() && c.first().psize() == x.psize()
                        && (c.first().mul() == null || x.mul() == null ? c.first().code().equals(x.code()) : QuotientEngine.isomorphic(c.first(), x))) {
                    found = c;
                    break;
                }
            if (found == null) classes.add(found = new CensusTable.QClass(x, new ArrayList<>()));
            for (String m : members.get(r)) classOf.put(m, found.name());
        }
        List<CensusTable.Row> rows = new ArrayList<>();
        for (int[] d : codes) {
            String c = CodeSpace.text(d);
            CodeResult r = done.get(rep.get(c));
            rows.add(new CensusTable.Row(c, CodeSpace.text(CodeSpace.standardForm(d)), rep.get(c), r == null ? null : r.forCode(c),
                    classOf.getOrDefault(c, "")));
        }
        return new CensusTable(space, rows, CensusTable.classesOf(rows), dir);
    }

    /**
     * The census a directory holds (its {@code census.ckpt}, written as codes finish), as the run
     * that wrote it returned it; codes not computed yet are {@code missing} rows. Nothing is written.
     */
    public static CensusTable load(Path dir) {
        Path ckpt = dir.resolve("census.ckpt");
        if (!Files.isRegularFile(ckpt))
            throw new CgxException("census: " + dir + " holds no census (no census.ckpt; ./cgx census --out DIR or QuotientCensus(Out => DIR) writes one)");
        try {
            List<String> lines = Files.readAllLines(ckpt, StandardCharsets.UTF_8);
            String header = lines.isEmpty() ? "" : lines.get(0);
            if (!header.startsWith("#cgx-census "))
                throw new CgxException("census: " + ckpt + " does not start with a census header (#cgx-census digits=D prefix4=B hex=B)");
            Options o = parseSpace(header.substring(1), null);
            List<int[]> space = o.space().codes();
            Map<String, String> rep = CodeSpace.representatives(space);
            Map<String, CodeResult> done = new LinkedHashMap<>();
            readCheckpoint(lines, o.header(), new java.util.HashSet<>(rep.values()), done);
            QuotientEngine.Budget recorded = recordedBudget(lines);
            return assemble(o.header().substring(1), space, rep, done, dir).withBudget(recorded == null ? null : recorded.text());
        } catch (IOException e) {
            throw new CgxException("census: cannot read " + ckpt + ": " + e.getMessage());
        }
    }

    /** The space of a header text {@code cgx-census digits=D prefix4=B hex=B ...} (as Options without a budget), or a clear error. */
    static Options parseSpace(String text, Path dir) {
        try {
            return new Options(CodeSpace.Space.parse(text), null, null, dir, false, false);
        } catch (CgxException e) {
            throw new CgxException("census: " + e.getMessage() + (e.getMessage().startsWith("not a") ? "" : " in " + text));
        }
    }

    private void writeRows(BufferedWriter w, CodeResult r, Map<String, List<String>> members, Map<String, String> standard, String cls) throws IOException {
        for (String m : members.get(r.code())) w.write(CensusTable.tsv(new CensusTable.Row(m, standard.get(m), r.code(), r.forCode(m), cls)) + "\n");
    }

    // ---------------------------------------------------------------- checkpoint

    /** A result as a checkpoint line: its fields, the table (Base64), the detail's three fields where there is one, and {@code end}. */
    static String checkpointLine(CodeResult r) {
        String table = "";
        if (r.mul() != null) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(2 * r.mul().length + r.isP().length);
            for (int x : r.mul()) b.putShort((short) x);
            for (boolean p : r.isP()) b.put((byte) (p ? 1 : 0));
            table = Base64.getEncoder().encodeToString(b.array());
        }
        List<String> f = new ArrayList<>(List.of(r.code(), r.status(), "" + r.order(), "" + r.psize(), "" + r.period(), "" + r.preperiod(),
                r.tame() == null ? "" : r.tame().toString(), "" + r.maxheap(), String.format(Locale.ROOT, "%.3f", r.seconds()), "" + r.verified(),
                clean(r.reason()), clean(r.presentation()), table));
        if (r.detail() != null) f.addAll(List.of(r.detail().fields()));
        f.add("end");
        return String.join("\t", f);
    }

    /**
     * The lines of the checkpoint {@code ckpt} in {@code out} to resume, or null when there is none (it is
     * then created holding {@code firstLines}; nothing when {@code out} is null). One there without
     * {@code resume} is an error: a census directory is never overwritten.
     */
    static List<String> openCheckpoint(Path out, Path ckpt, boolean resume, String firstLines, String who) throws IOException {
        if (out == null) return null;
        Files.createDirectories(out);
        if (Files.exists(ckpt)) {
            if (!resume) throw new CgxException(who + ": " + out + " already holds a census; use --resume to continue it or choose another --out");
            return Files.readAllLines(ckpt, StandardCharsets.UTF_8);
        }
        Files.writeString(ckpt, firstLines, StandardCharsets.UTF_8);
        return null;
    }

    /** The bounds a checkpoint's second line records ({@code #budget ...}), or null (older checkpoints). */
    static QuotientEngine.Budget recordedBudget(List<String> lines) {
        return lines.size() > 1 && lines.get(1).startsWith("#budget ") ? QuotientEngine.Budget.parse(lines.get(1).substring("#budget ".length())) : null;
    }

    static String clean(String s) { return s.replace('\t', ' ').replace('\n', ' '); }

    static void readCheckpoint(List<String> lines, String header, java.util.Set<String> reps, Map<String, CodeResult> done) {
        if (lines.isEmpty() || !lines.get(0).equals(header))
            throw new CgxException("census: the checkpoint is for another space (" + (lines.isEmpty() ? "empty" : lines.get(0).substring(1))
                    + "), not " + header.substring(1));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            // 14 fields (censuses before the atlas's detail) or 17; a line cut short by a kill lacks the end
            if (f.length != 14 && f.length != 17 || !f[f.length - 1].equals("end") || !reps.contains(f[0])) continue;
            int order = Integer.parseInt(f[2]);
            int[] mul = null;
            boolean[] isP = null;
            if (!f[12].isEmpty()) {
                java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(Base64.getDecoder().decode(f[12]));
                mul = new int[order * order];
                isP = new boolean[order];
                for (int i = 0; i < mul.length; i++) mul[i] = b.getShort();
                for (int i = 0; i < order; i++) isP[i] = b.get() != 0;
            }
            done.put(f[0], new CodeResult(f[0], CodeResult.status(f[1], f[10]), order, Integer.parseInt(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]),
                    f[6].isEmpty() ? null : Boolean.valueOf(f[6]), Integer.parseInt(f[7]), Double.parseDouble(f[8]), f[11],
                    Long.parseLong(f[9]), f[10], mul, isP, f.length == 17 ? CodeResult.Detail.parse(f[13], f[14], f[15]) : null));
        }
    }

    // ---------------------------------------------------------------- progress

    /** Codes done of total, by status, with an ETA from this run's rate. */
    static final class Progress {
        private final int total;
        private final Consumer<String> say;
        private final boolean terminal = System.console() != null && System.getProperty("cgx.census.lines") == null;
        private final long t0 = System.nanoTime();
        private int done, solved, partial, infinite, algebraic, proved, failed;
        private long lastPrint;

        private final String unit;

        Progress(int total, Consumer<String> say) { this(total, say, "codes"); }

        /** Progress over {@code total} things called {@code unit} ("codes", "pieces"). */
        Progress(int total, Consumer<String> say, String unit) {
            this.total = total;
            this.say = say;
            this.unit = unit;
        }

        synchronized void finished(CodeResult r) { finished(r.status()); }

        /** One more done, with its status (solved, partial, infinite, algebraic-proved, algebraic-periodic, else failed). */
        synchronized void finished(String status) {
            done++;
            switch (status) {
                case "solved" -> solved++;
                case "partial" -> partial++;
                case "infinite" -> infinite++;
                case "algebraic-proved" -> proved++;
                case "algebraic-periodic" -> algebraic++;
                default -> failed++;
            }
            tick();
        }

        synchronized void tick() {
            if (say == null) return;
            long now = System.nanoTime();
            if (now - lastPrint < (terminal ? 250_000_000L : 10_000_000_000L)) return;
            lastPrint = now;
            print(false);
        }

        synchronized void end() {
            if (say != null) print(true);
        }

        private void print(boolean last) {
            double el = (System.nanoTime() - t0) / 1e9;
            String eta = done == 0 ? "?" : time(el / done * (total - done));
            int width = 30, fill = total == 0 ? width : (int) ((long) width * done / total);
            String line = "[" + "#".repeat(fill) + ".".repeat(width - fill) + "] " + done + "/" + total + " " + unit + ", " + (unit.equals("codes") ? solved + " solved, "
                    + partial + " partial, " : "") + (infinite > 0 ? infinite + " infinite, " : "") + (proved > 0 ? proved + " algebraic-proved, " : "") + (algebraic > 0 ? algebraic + " algebraic-periodic, " : "") + (unit.equals("codes") ? failed + " failed, " : "") + time(el) + " elapsed" + (last ? "" : ", ETA " + eta);
            if (terminal && say == (Consumer<String>) CensusMain.STDERR) {
                System.err.print("\r" + line + (last ? "\n" : ""));
                System.err.flush();
            } else say.accept("progress: " + line);
        }

        static String time(double s) {
            long t = Math.round(s);
            return t >= 3600 ? t / 3600 + "h" + (t % 3600) / 60 + "m" : t >= 60 ? t / 60 + "m" + t % 60 + "s" : t + "s";
        }
    }

    static Comparator<CodeResult> byOrder() { return Comparator.comparingInt(CodeResult::order).reversed(); }
}
