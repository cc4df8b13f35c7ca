package cgx.census;

import cgx.core.CgxException;
import cgx.misere.formcensus.AimedSpace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * {@code ./cgx census --aimed}: the aimed search beyond day 5 (issue 52, part 3) over the finite space
 * {@link AimedSpace#members()}, on Spark like the census of forms ({@link FormsCensus}): pieces of a few
 * members, one Spark task each, checkpointed as they finish ({@code aimed.ckpt}, its bounds in the header,
 * {@code --resume} keeps the members done). Round 1 (the sums) first; then round 2 (the new forms and the
 * triples), a member pruned when its closure contains a round-1 closure computed over the bound
 * (Lemma 4.6). Writes {@code aimed.tsv}: the counts as comment lines, then one row per member.
 */
public final class AimedSearch {
    /**
     * The bounds and where it runs. {@code chunk}: members per piece. {@code rounds}: 1 = the sums only, 2 = all.
     * Members [sliceFrom, sliceTo) only (a slice; not part of the header: a later --resume adds the rest).
     */
    public record Options(int maxOrder, double timeout, int chunk, int rounds, int sliceFrom, int sliceTo, String master, Path out, boolean resume, boolean progress) {
        /** The whole space. */
        public Options(int maxOrder, double timeout, int chunk, int rounds, String master, Path out, boolean resume, boolean progress) {
            this(maxOrder, timeout, chunk, rounds, 0, AimedSpace.members().size(), master, out, resume, progress);
        }

        /** The same search, members [from, to) only. */
        public Options slice(int from, int to) { return new Options(maxOrder, timeout, chunk, rounds, from, to, master, out, resume, progress); }

        String header() {
            return "#cgx-aimed space=" + AimedSpace.members().size() + " maxorder=" + maxOrder + " timeout=" + FormsCensus.seconds(timeout) + " chunk=" + chunk;
        }
    }

    public static final int DEFAULT_MAX_ORDER = 4096;
    public static final double DEFAULT_TIMEOUT = 3;
    public static final int DEFAULT_CHUNK = 4;

    /** Where pieces are computed. */
    public interface Runner {
        void pieces(List<int[]> pieces, int maxOrder, double timeout, Consumer<AimedSpace.Piece> sink, Runnable tick);
    }

    /** On this thread. A piece is {index, member, member, ...}. */
    public static final Runner SEQUENTIAL = (pieces, maxOrder, timeout, sink, tick) -> {
        for (int[] p : pieces) sink.accept(AimedSpace.run(p[0], java.util.Arrays.copyOfRange(p, 1, p.length), maxOrder, timeout));
    };

    /** On Spark (null: the default master). */
    public static Runner spark(String master) {
        return (pieces, maxOrder, timeout, sink, tick) -> SparkEngine.run(master, new ArrayList<>(pieces),
                (int[] p) -> AimedSpace.run(p[0], java.util.Arrays.copyOfRange(p, 1, p.length), maxOrder, timeout), (i, r) -> sink.accept(r), tick);
    }

    private final Options opt;
    private final Runner runner;
    private final Consumer<String> say;

    public AimedSearch(Options opt, Runner runner, Consumer<String> say) {
        if (opt.maxOrder() < 2 || opt.maxOrder() > FormsCensus.MAX_ORDER)
            throw new CgxException("aimed search: the order bound must be 2 to " + FormsCensus.MAX_ORDER + ", got " + opt.maxOrder());
        if (!(opt.timeout() >= 0) || opt.timeout() > 1e7) throw new CgxException("aimed search: the time bound must be 0 to 10^7 seconds");
        if (opt.chunk() < 1 || opt.chunk() > 1000) throw new CgxException("aimed search: --chunk must be 1 to 1000, got " + opt.chunk());
        if (opt.rounds() < 1 || opt.rounds() > 2) throw new CgxException("aimed search: --rounds must be 1 or 2, got " + opt.rounds());
        int size = AimedSpace.members().size();
        if (opt.sliceFrom() < 0 || opt.sliceTo() > size || opt.sliceFrom() >= opt.sliceTo())
            throw new CgxException("aimed search: the slice " + opt.sliceFrom() + ":" + opt.sliceTo() + " is not within the " + size + " members");
        this.opt = opt;
        this.runner = runner;
        this.say = say;
    }

    /** The search's rows by member (every member of the rounds run) and its counts. */
    public record Result(Options options, List<AimedSpace.Row> rows) {
        /** Counts: members, duplicate, pruned, computed, solved, over (computed), undecided, failed, and solved rows by max period. */
        public Map<String, Integer> counts() {
            Map<String, Integer> c = new java.util.LinkedHashMap<>();
            for (String k : List.of("members", "duplicate", "pruned", "computed", "solved", "over", "undecided", "failed")) c.put(k, 0);
            for (AimedSpace.Row r : rows) {
                c.merge("members", 1, Integer::sum);
                boolean pruned = r.status().equals("over") && r.reason().startsWith("pruned");
                if (r.status().equals("duplicate")) c.merge("duplicate", 1, Integer::sum);
                else if (pruned) c.merge("pruned", 1, Integer::sum);
                else {
                    c.merge("computed", 1, Integer::sum);
                    c.merge(r.status(), 1, Integer::sum);
                }
            }
            return c;
        }

        /** Max period: how many solved rows have it; and how many computed rows' (possibly partial) quotients have it. */
        public TreeMap<Integer, int[]> byMaxPeriod() {
            TreeMap<Integer, int[]> m = new TreeMap<>();
            for (AimedSpace.Row r : rows) {
                if (r.status().equals("solved")) m.computeIfAbsent(r.maxPeriod(), k -> new int[2])[0]++;
                else if ((r.status().equals("over") || r.status().equals("undecided")) && r.gens() > 0) m.computeIfAbsent(r.maxPeriod(), k -> new int[2])[1]++;
            }
            return m;
        }

        public String summary() {
            StringBuilder sb = new StringBuilder("aimed search: ");
            counts().forEach((k, v) -> sb.append(k).append(' ').append(v).append(", "));
            sb.setLength(sb.length() - 2);
            sb.append("; max period (solved / lower bound from a partial Q_g):");
            byMaxPeriod().forEach((k, v) -> sb.append(' ').append(k).append(": ").append(v[0]).append('/').append(v[1]));
            long unusual = rows.stream().filter(AimedSpace.Row::unusual).count();
            sb.append("; periods outside {1,2,3,4,6,12}: ").append(unusual == 0 ? "none" : unusual + " ROWS");
            return sb.toString();
        }

        public static final String COLUMNS = "index\tround\tfamily\tclosure\tclosuresize\tstatus\tgens\torder\tpsize\tmaxperiod\tperiods\tgroups\treason";

        /** The rows as aimed.tsv prints them (no times: the file is a result, not a benchmark). */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            for (AimedSpace.Row r : rows) {
                boolean q = r.gens() > 0 || r.status().equals("solved"); // a quotient was computed (the trivial one for the form 0)
                out.add(r.index() + "\t" + r.round() + "\t" + r.family() + "\t" + r.closure() + "\t" + r.closureSize() + "\t" + r.status() + "\t" + r.gens() + "\t"
                        + (q ? String.valueOf(r.order()) : "") + "\t" + (q ? String.valueOf(r.psize()) : "") + "\t"
                        + (q ? String.valueOf(r.maxPeriod()) : "") + "\t" + r.periods() + "\t" + r.groups() + "\t"
                        + (r.reason().isEmpty() && r.closureSize() == 0 ? AimedSpace.ZERO_FORM : r.reason()));
            }
            return out;
        }

        void write(Path dir) throws IOException {
            StringBuilder sb = new StringBuilder();
            sb.append("# ").append(options.header().substring(1))
                    .append(options.sliceFrom() == 0 && options.sliceTo() == AimedSpace.members().size() ? "" : " slice=" + options.sliceFrom() + ":" + options.sliceTo()).append('\n');
            sb.append("# ").append(summary()).append('\n');
            sb.append(COLUMNS).append('\n');
            for (String l : lines()) sb.append(l).append('\n');
            Files.writeString(dir.resolve("aimed.tsv"), sb.toString(), StandardCharsets.UTF_8);
        }
    }

    public Result run() {
        List<AimedSpace.Member> members = AimedSpace.members();
        Path ckpt = opt.out() == null ? null : opt.out().resolve("aimed.ckpt");
        TreeMap<Integer, AimedSpace.Row> done = new TreeMap<>();
        try {
            List<String> lines = Census.openCheckpoint(opt.out(), ckpt, opt.resume(), opt.header() + "\n", "aimed search");
            if (lines != null) {
                if (lines.isEmpty() || !lines.get(0).equals(opt.header()))
                    throw new CgxException("aimed search: " + ckpt + " was written with other bounds (" + (lines.isEmpty() ? "empty" : lines.get(0).substring(1))
                            + "); a resumed search keeps its bounds: give the same ones, or another --out");
                for (String line : lines.subList(1, lines.size())) {
                    String[] f = line.split("\t", -1);
                    if (f.length != 3 || !f[2].equals("end")) continue; // cut short by a kill
                    if (FormsCensus.decode(f[1]) instanceof AimedSpace.Piece p) for (AimedSpace.Row r : p.rows()) done.put(r.index(), r);
                }
            }
        } catch (IOException e) {
            throw new CgxException("aimed search: cannot use " + opt.out() + ": " + e.getMessage());
        }
        // closures, and duplicates: a member whose closure an earlier member has
        List<Set<String>> closures = new ArrayList<>();
        Map<Set<String>, Integer> first = new HashMap<>();
        TreeMap<Integer, AimedSpace.Row> rows = new TreeMap<>();
        for (AimedSpace.Member m : members) {
            Set<String> c = AimedSpace.closureText(m.generators());
            closures.add(c);
            Integer f = first.putIfAbsent(c, m.index());
            if (f != null) rows.put(m.index(), AimedSpace.notComputed(m, c.size(), "duplicate", "the closure of #" + f + " (" + members.get(f).text() + ")"));
        }
        int before = done.size();
        for (int round = 1; round <= opt.rounds(); round++) {
            List<Integer> todo = new ArrayList<>();
            for (AimedSpace.Member m : members) {
                if (m.round() != round || rows.containsKey(m.index()) || m.index() < opt.sliceFrom() || m.index() >= opt.sliceTo()) continue;
                if (done.containsKey(m.index())) { rows.put(m.index(), done.get(m.index())); continue; }
                String witness = round == 1 ? null : overWitness(members, closures, rows, m.index());
                if (witness != null)
                    rows.put(m.index(), AimedSpace.notComputed(m, closures.get(m.index()).size(), "over",
                            "pruned: Q(" + witness + ") has more than " + opt.maxOrder() + " elements (Lemma 4.6)"));
                else todo.add(m.index());
            }
            List<int[]> pieces = new ArrayList<>();
            for (int i = 0; i < todo.size(); i += opt.chunk()) {
                List<Integer> part = todo.subList(i, Math.min(todo.size(), i + opt.chunk()));
                int[] p = new int[part.size() + 1];
                p[0] = pieces.size();
                for (int k = 0; k < part.size(); k++) p[k + 1] = part.get(k);
                pieces.add(p);
            }
            if (opt.progress())
                say.accept("aimed search: round " + round + ", " + todo.size() + " members to compute in " + pieces.size() + " pieces (" + before + " done before), |Q| <= "
                        + opt.maxOrder() + ", " + FormsCensus.seconds(opt.timeout()) + " s each");
            Census.Progress bar = new Census.Progress(pieces.size(), opt.progress() ? say : null, "pieces");
            runner.pieces(pieces, opt.maxOrder(), opt.timeout(), p -> {
                synchronized (rows) {
                    for (AimedSpace.Row r : p.rows()) rows.put(r.index(), r);
                    append(ckpt, "piece\t" + FormsCensus.encode(p) + "\tend\n");
                    bar.finished("solved");
                }
            }, bar::tick);
            bar.end();
        }
        List<AimedSpace.Row> kept = new ArrayList<>();
        for (AimedSpace.Row r : rows.values()) if (r.index() >= opt.sliceFrom() && r.index() < opt.sliceTo() && r.round() <= opt.rounds()) kept.add(r);
        Result res = new Result(opt, kept);
        if (opt.out() != null) {
            try {
                res.write(opt.out());
            } catch (IOException e) {
                throw new CgxException("aimed search: cannot write " + opt.out() + ": " + e.getMessage());
            }
        }
        return res;
    }

    /** A round-1 closure computed over the bound that the member's closure contains, printed, or null. */
    private static String overWitness(List<AimedSpace.Member> members, List<Set<String>> closures, Map<Integer, AimedSpace.Row> rows, int i) {
        for (AimedSpace.Member m : members) {
            if (m.round() != 1) break;
            AimedSpace.Row r = rows.get(m.index());
            if (r != null && r.status().equals("over") && !r.reason().startsWith("pruned") && closures.get(i).containsAll(closures.get(m.index())))
                return m.text() + ", #" + m.index();
        }
        return null;
    }

    private static void append(Path ckpt, String line) {
        if (ckpt == null) return;
        try {
            Files.writeString(ckpt, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new CgxException("aimed search: cannot write " + ckpt + ": " + e.getMessage());
        }
    }

    static String fmt(double s) { return String.format(Locale.ROOT, "%.3g", s); }
}
