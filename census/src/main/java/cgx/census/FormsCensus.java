package cgx.census;

import cgx.core.CgxException;
import cgx.misere.OptionSets;
import cgx.misere.formcensus.ClosureDownSet;
import cgx.misere.formcensus.ClosureQuotient;
import cgx.misere.formcensus.FormRange;
import cgx.misere.formcensus.InfiniteClosures;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The census of misère forms born by day n (Plambeck–Siegel §A.6): for every canonical form G = {S}
 * born by day n, Q(cl G) under an order bound and a time bound. First the {@link ClosureDownSet} of
 * the closures of sets of forms born by day n - 1 whose quotient stays under the bound (a Spark job
 * per size); then the 2^m ranks S in pieces ({@link FormRange}, a Spark task each), a piece's forms
 * pruned by the down-set or computed. Pieces are checkpointed as they finish ({@code forms.ckpt},
 * for {@code --resume}, with the bounds in its header); at the end {@code forms.tsv},
 * {@code quotients.tsv} and {@code census.json} are written ({@link FormsTable}).
 */
public final class FormsCensus {
    /** A census's bounds and where it runs: the day, the order bound, the seconds per form (0 = none), the pieces of the ranks. */
    public record Options(int day, int maxOrder, double timeout, int pieces, int sliceFrom, int sliceTo, String master, Path out, boolean resume, boolean progress,
                          double proveInfinite) {
        /** The whole census (every piece), no closure proved infinite. */
        public Options(int day, int maxOrder, double timeout, int pieces, String master, Path out, boolean resume, boolean progress) {
            this(day, maxOrder, timeout, pieces, 0, pieces, master, out, resume, progress, 0);
        }

        /** The same census, pieces [from, to) only (a slice; a later run with --resume adds the rest). */
        public Options slice(int from, int to) { return new Options(day, maxOrder, timeout, pieces, from, to, master, out, resume, progress, proveInfinite); }

        /**
         * The same census, with {@code seconds} (0 = none) to prove each minimal closure outside the
         * order bound infinite ({@link InfiniteClosures}); the forms containing one are then infinite.
         */
        public Options withProveInfinite(double seconds) { return new Options(day, maxOrder, timeout, pieces, sliceFrom, sliceTo, master, out, resume, progress, seconds); }

        String header() {
            return "#cgx-forms day=" + day + " maxorder=" + maxOrder + " timeout=" + String.format(Locale.ROOT, "%s", seconds(timeout)) + " pieces=" + pieces
                    + (proveInfinite > 0 ? " proveinfinite=" + seconds(proveInfinite) : "");
        }
    }

    /** The largest order bound the census takes (its tables travel back from the executors). */
    public static final int MAX_ORDER = 4096;

    /**
     * Default order bound: the whole of day 5 within about half an hour on 2 cores (at 128 it takes
     * hours: each form over the bound costs more), and above 62, the order of the smallest quotient
     * with an element of period > 2 the census found (§A.6's record was 120).
     */
    public static final int DEFAULT_MAX_ORDER = 64;

    /** Default seconds per form (and per closure). */
    public static final double DEFAULT_TIMEOUT = 2;

    /** Where pieces and closures are computed: Spark (any master) or this thread. */
    public interface Runner {
        int[] closures(int day, long[] closed, int maxOrder, double timeout);

        /** The pieces, each form within {@code timeout} s, and a form over the bound tried {@code proveInfinite} s with ProveInfinite (0 = not). */
        void pieces(int day, ClosureDownSet down, List<long[]> pieces, double timeout, double proveInfinite, Consumer<FormRange.Result> sink, Runnable tick);
    }

    /** One piece after another on this thread. */
    public static final Runner SEQUENTIAL = new Runner() {
        @Override public int[] closures(int day, long[] closed, int maxOrder, double timeout) {
            return ClosureDownSet.sequential(OptionSets.ofDay(day), maxOrder, timeout).orders(closed);
        }

        @Override public void pieces(int day, ClosureDownSet down, List<long[]> pieces, double timeout, double proveInfinite, Consumer<FormRange.Result> sink, Runnable tick) {
            for (long[] p : pieces) sink.accept(FormRange.run((int) p[0], OptionSets.ofDay(day), down, p[1], p[2], timeout, proveInfinite));
        }
    };

    /** Spark with the given master (null: the default). */
    public static Runner spark(String master) {
        return new Runner() {
            @Override public int[] closures(int day, long[] closed, int maxOrder, double timeout) {
                // batches of about 16 closures per task: one task is a few seconds at most
                List<long[]> batches = new ArrayList<>();
                for (int i = 0; i < closed.length; i += 16) batches.add(java.util.Arrays.copyOfRange(closed, i, Math.min(closed.length, i + 16)));
                int[] out = new int[closed.length];
                SparkEngine.run(master, batches, (long[] b) -> ClosureDownSet.sequential(OptionSets.ofDay(day), maxOrder, timeout).orders(b),
                        (i, r) -> System.arraycopy(r, 0, out, i * 16, r.length), null);
                return out;
            }

            @Override public void pieces(int day, ClosureDownSet down, List<long[]> pieces, double timeout, double proveInfinite, Consumer<FormRange.Result> sink, Runnable tick) {
                SparkEngine.run(master, new ArrayList<>(pieces), (long[] p) -> FormRange.run((int) p[0], OptionSets.ofDay(day), down, p[1], p[2], timeout, proveInfinite),
                        (i, r) -> sink.accept(r), tick);
            }
        };
    }

    private final Options opt;
    private final Runner runner;
    private final Consumer<String> say;

    public FormsCensus(Options opt, Runner runner, Consumer<String> say) {
        if (opt.day() < 1 || opt.day() > cgx.misere.MisereDays.MAX_COUNT_DAY)
            throw new CgxException("forms census: day " + opt.day() + " is not enumerable: the forms born by day 1 to " + cgx.misere.MisereDays.MAX_COUNT_DAY
                    + " are (4171780 by day 5; day 6 has more than 2^4171780)");
        if (opt.maxOrder() < 2 || opt.maxOrder() > MAX_ORDER)
            throw new CgxException("forms census: the order bound must be 2 to " + MAX_ORDER + ", got " + opt.maxOrder());
        if (!(opt.timeout() >= 0) || opt.timeout() > 1e7) throw new CgxException("forms census: the time bound must be 0 to 10^7 seconds");
        if (!(opt.proveInfinite() >= 0) || opt.proveInfinite() > 1e6) throw new CgxException("forms census: the seconds to prove a closure infinite must be 0 to 10^6");
        if (opt.pieces() < 1 || opt.pieces() > 65536) throw new CgxException("forms census: pieces must be 1 to 65536, got " + opt.pieces());
        if (opt.sliceFrom() < 0 || opt.sliceTo() > opt.pieces() || opt.sliceFrom() >= opt.sliceTo())
            throw new CgxException("forms census: the slice " + opt.sliceFrom() + ".." + opt.sliceTo() + " is not within the " + opt.pieces() + " pieces");
        this.opt = opt;
        this.runner = runner;
        this.say = say;
    }

    /** The default number of pieces for day n: 2^m ranks in pieces of about 2^16 (day 5: 64). */
    public static int defaultPieces(int day) {
        if (day < 1 || day > cgx.misere.MisereDays.MAX_COUNT_DAY) return 1;
        long count = OptionSets.ofDay(day).count();
        return (int) Math.max(1, Math.min(4096, count >>> 16));
    }

    public FormsTable run() {
        OptionSets sets = OptionSets.ofDay(opt.day());
        long count = sets.count();
        List<long[]> all = new ArrayList<>();
        for (int i = opt.sliceFrom(); i < opt.sliceTo(); i++) all.add(new long[] {i, count * i / opt.pieces(), count * (i + 1) / opt.pieces()});
        Path ckpt = opt.out() == null ? null : opt.out().resolve("forms.ckpt");
        ClosureDownSet down = null;
        InfiniteClosures infinite = null;
        TreeMap<Integer, FormRange.Result> done = new TreeMap<>();
        try {
            List<String> lines = Census.openCheckpoint(opt.out(), ckpt, opt.resume(), opt.header() + "\n", "forms census");
            if (lines != null) {
                if (lines.isEmpty() || !lines.get(0).equals(opt.header()))
                    throw new CgxException("forms census: " + ckpt + " was written with other bounds (" + (lines.isEmpty() ? "empty" : lines.get(0).substring(1))
                            + "); a resumed census keeps its bounds: give the same ones, or another --out");
                for (String line : lines.subList(1, lines.size())) {
                    String[] f = line.split("\t", -1);
                    if (f.length != 3 || !f[2].equals("end")) continue; // cut short by a kill
                    Object o = decode(f[1]);
                    if (f[0].equals("down") && o instanceof ClosureDownSet d) down = d;
                    else if (o instanceof InfiniteClosures inf) infinite = inf;
                    else if (o instanceof FormRange.Result r && r.index() >= opt.sliceFrom() && r.index() < opt.sliceTo()) done.put(r.index(), r);
                }
            }
        } catch (IOException e) {
            throw new CgxException("forms census: cannot use " + opt.out() + ": " + e.getMessage());
        }
        long t0 = System.nanoTime();
        if (down == null) {
            if (opt.progress()) say.accept("forms census: day " + opt.day() + ", " + count + " option sets over the " + sets.size() + " forms born by day " + (opt.day() - 1)
                    + "; closures with |Q| <= " + opt.maxOrder() + " first");
            down = ClosureDownSet.compute(sets, opt.maxOrder(), closed -> runner.closures(opt.day(), closed, opt.maxOrder(), opt.timeout()),
                    opt.progress() ? say : null);
            append(ckpt, "down\t" + encode(down) + "\tend\n");
        }
        if (infinite == null && opt.proveInfinite() > 0) {
            if (opt.progress()) say.accept("forms census: proving the " + down.outside().size() + " minimal closures outside the bound infinite, " + seconds(opt.proveInfinite()) + " s each");
            infinite = InfiniteClosures.prove(sets, down, opt.proveInfinite(), opt.progress() ? say : null);
            append(ckpt, "infinite\t" + encode(infinite) + "\tend\n");
        }
        List<long[]> todo = new ArrayList<>();
        for (long[] p : all) if (!done.containsKey((int) p[0])) todo.add(p);
        if (opt.progress())
            say.accept("forms census: " + down.inside().size() + " closures inside the bound, " + down.outside().size() + " minimal ones outside; "
                    + opt.pieces() + " pieces, " + done.size() + " done before, " + todo.size() + " to compute");
        Census.Progress bar = new Census.Progress(todo.size(), opt.progress() ? say : null, "pieces");
        runner.pieces(opt.day(), down, todo, opt.timeout(), opt.proveInfinite(), r -> {
            synchronized (done) {
                done.put(r.index(), r);
                append(ckpt, "piece\t" + encode(r) + "\tend\n");
                bar.finished("solved");
            }
        }, bar::tick);
        bar.end();
        FormsTable t = FormsTable.assemble(opt, sets, down, infinite, new ArrayList<>(done.values()), (System.nanoTime() - t0) / 1e9);
        if (opt.out() != null) t.write(opt.out());
        return t;
    }

    /** The census a directory holds (its forms.ckpt), as the run that wrote it returned it; nothing is computed or written. */
    public static FormsTable load(Path dir) {
        Path ckpt = dir.resolve("forms.ckpt");
        if (!Files.isRegularFile(ckpt))
            throw new CgxException("forms census: " + dir + " holds no census of forms (no forms.ckpt; ./cgx census --forms --out DIR or FormsCensus(Out => DIR) writes one)");
        try {
            List<String> lines = Files.readAllLines(ckpt, StandardCharsets.UTF_8);
            Options o = parseHeader(lines.isEmpty() ? "" : lines.get(0), dir);
            ClosureDownSet down = null;
            InfiniteClosures infinite = null;
            TreeMap<Integer, FormRange.Result> done = new TreeMap<>();
            int lo = Integer.MAX_VALUE, hi = 0;
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split("\t", -1);
                if (f.length != 3 || !f[2].equals("end")) continue;
                Object x = decode(f[1]);
                if (x instanceof ClosureDownSet d) down = d;
                else if (x instanceof InfiniteClosures inf) infinite = inf;
                else if (x instanceof FormRange.Result r) { done.put(r.index(), r); lo = Math.min(lo, r.index()); hi = Math.max(hi, r.index() + 1); }
            }
            if (down == null) throw new CgxException("forms census: " + ckpt + " has no closures yet (the run was stopped before its first phase ended); resume it with --resume");
            if (!done.isEmpty() && done.size() < o.pieces()) o = o.slice(lo, hi);
            return FormsTable.assemble(o, OptionSets.ofDay(o.day()), down, infinite, new ArrayList<>(done.values()), 0);
        } catch (IOException e) {
            throw new CgxException("forms census: cannot read " + ckpt + ": " + e.getMessage());
        }
    }

    /** The options of a header line {@code #cgx-forms day=D maxorder=B timeout=S pieces=P}. */
    static Options parseHeader(String h, Path dir) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("#cgx-forms day=(\\d+) maxorder=(\\d+) timeout=([0-9.]+) pieces=(\\d+)( proveinfinite=([0-9.]+))?").matcher(h);
        if (!m.matches()) throw new CgxException("forms census: " + dir + "/forms.ckpt does not start with a header #cgx-forms day=D maxorder=B timeout=S pieces=P");
        return new Options(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Double.parseDouble(m.group(3)), Integer.parseInt(m.group(4)), null, dir, true, false)
                .withProveInfinite(m.group(6) == null ? 0 : Double.parseDouble(m.group(6)));
    }

    private void append(Path ckpt, String line) {
        if (ckpt == null) return;
        try {
            Files.writeString(ckpt, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new CgxException("forms census: cannot write " + ckpt + ": " + e.getMessage());
        }
    }

    static String encode(Serializable o) {
        try (ByteArrayOutputStream b = new ByteArrayOutputStream(); ObjectOutputStream out = new ObjectOutputStream(new java.util.zip.GZIPOutputStream(b))) {
            out.writeObject(o);
            out.close();
            return Base64.getEncoder().encodeToString(b.toByteArray());
        } catch (IOException e) {
            throw new CgxException("forms census: cannot encode a result: " + e.getMessage());
        }
    }

    static Object decode(String s) {
        try (ObjectInputStream in = new ObjectInputStream(new java.util.zip.GZIPInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(s))))) {
            return in.readObject();
        } catch (IOException | ClassNotFoundException | IllegalArgumentException e) {
            return null; // a damaged line: computed again
        }
    }

    /** Seconds as the headers write them: no exponent (the header's pattern reads digits and a point). */
    static String seconds(double s) { return s == Math.rint(s) ? String.valueOf((long) s) : java.math.BigDecimal.valueOf(s).stripTrailingZeros().toPlainString(); }
}
