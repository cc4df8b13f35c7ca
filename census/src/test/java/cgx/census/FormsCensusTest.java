package cgx.census;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.families.Families;
import cgx.lang.Session;
import cgx.misere.formcensus.ClosureDownSet;
import cgx.misere.OptionSets;
import cgx.misere.formcensus.FormRange;
import cgx.misere.formcensus.InfiniteClosures;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The census of forms: Spark local[2] against the sequential engine (day 4, a slice of day 5),
 * its files, a checkpoint cut short and resumed (only the rest computed; other bounds refused),
 * bad input, an unreachable master (one line, within seconds), and FormsCensus in the worksheet.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FormsCensusTest {
    static final String MASTER = "local[2]";

    @AfterAll
    void stopSpark() { SparkEngine.stop(); }

    static FormsCensus.Options options(int day, int maxOrder, int pieces, String master, Path out, boolean resume) {
        return new FormsCensus.Options(day, maxOrder, 0, pieces, master, out, resume, false);
    }

    @Test
    void dayFourOnSparkEqualsTheSequentialEngineAndWritesItsFiles(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("d4");
        FormsTable spark = new FormsCensus(options(4, 128, 4, MASTER, out, false), FormsCensus.spark(MASTER), s -> { }).run();
        FormsTable seq = new FormsCensus(options(4, 128, 4, null, null, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        assertEquals(seq.answers(), spark.answers());
        assertEquals(seq, spark);
        assertEquals(22, spark.count("forms"));
        assertEquals(22, spark.count("solved"));
        // the distinct quotients of the forms born by day 4: orders 1, 2, 6, 8, 10, 12 (two), 14
        assertEquals(List.of(1, 2, 6, 8, 10, 12, 12, 14), spark.quotients().stream().map(q -> q.shape().order()).toList());
        assertEquals("*2/320", spark.quotients().get(3).witness());
        List<String> forms = Files.readAllLines(out.resolve("forms.tsv"));
        assertEquals("#cgx-forms day=4 maxorder=128 timeout=0 pieces=4", forms.get(0), "the bounds are recorded in the output");
        assertEquals(String.join("\t", FormsTable.FORM_COLUMNS), forms.get(1));
        assertEquals(2 + 22, forms.size());
        assertTrue(forms.contains("0\t0\tsolved\t1\t0\ttrue\t1\t1:1\tQ1.1\t" + forms.get(2).split("\t")[9] + "\t"), forms.get(2));
        List<String> qs = Files.readAllLines(out.resolve("quotients.tsv"));
        assertEquals(2 + 8, qs.size());
        assertTrue(qs.get(5).startsWith("Q8.1\t8\t2\tfalse\t2\t1:3 2:5\t1\t0\t*2/320\t<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>"), qs.get(5));
        assertEquals(2 + 10, Files.readAllLines(out.resolve("pairs.tsv")).size(), "the pairs of the 5 forms born by day 3");
        String json = Files.readString(out.resolve("census.json"));
        assertTrue(json.contains("\"maxOrder\": 128") && json.contains("\"timeout\": 0") && json.contains("\"distinctQuotients\": 8"), json);
        assertTrue(Files.readAllLines(out.resolve("forms.ckpt")).get(0).equals("#cgx-forms day=4 maxorder=128 timeout=0 pieces=4"));
        // read back from the directory: the same table
        assertEquals(spark, FormsCensus.load(out));
    }

    @Test
    void aSliceOfDayFiveOnSparkEqualsTheSequentialEngine() {
        // under |Q| <= 16 most forms are pruned: the slice's answers, pruned and computed, are the same both ways
        FormsCensus.Options o = options(5, 16, 1024, MASTER, null, false).slice(500, 502);
        FormsTable spark = new FormsCensus(o, FormsCensus.spark(MASTER), s -> { }).run();
        FormsTable seq = new FormsCensus(o, FormsCensus.SEQUENTIAL, s -> { }).run();
        assertEquals(seq.answers(), spark.answers());
        assertTrue(spark.count("forms") > 7_000, "" + spark.count("forms"));
        assertTrue(spark.count("pruned by the order bound") > 0 && spark.count("solved") > 0, spark.summary());
        assertEquals(spark.count("forms"), spark.count("solved") + spark.count("partial") + spark.count("failed"));
        assertTrue(spark.summary().startsWith("(pieces 500 to 501 of 1024 only)"), spark.summary());
    }

    /** A runner that counts the pieces it computes (sequentially). */
    static final class Counting implements FormsCensus.Runner {
        final AtomicInteger pieces = new AtomicInteger();

        @Override public int[] closures(int day, long[] closed, int maxOrder, double timeout) { return FormsCensus.SEQUENTIAL.closures(day, closed, maxOrder, timeout); }

        @Override public void pieces(int day, ClosureDownSet down, List<long[]> ps, double timeout, double proveInfinite, Consumer<FormRange.Result> sink, Runnable tick) {
            pieces.addAndGet(ps.size());
            FormsCensus.SEQUENTIAL.pieces(day, down, ps, timeout, proveInfinite, sink, tick);
        }
    }

    @Test
    void aCheckpointCutShortIsResumedWithItsBounds(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("d4");
        FormsTable whole = new FormsCensus(options(4, 128, 8, null, out, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        Path ckpt = out.resolve("forms.ckpt");
        List<String> lines = new ArrayList<>(Files.readAllLines(ckpt));
        assertEquals(1 + 1 + 8, lines.size(), "header, closures, 8 pieces");
        // a kill in the middle of writing the last two pieces: one gone, one cut short
        lines.remove(lines.size() - 1);
        lines.set(lines.size() - 1, lines.get(lines.size() - 1).substring(0, 40));
        Files.write(ckpt, lines);
        assertThrows(CgxException.class, () -> new FormsCensus(options(4, 128, 8, null, out, false), FormsCensus.SEQUENTIAL, s -> { }).run(),
                "without --resume a census directory is not overwritten");
        CgxException other = assertThrows(CgxException.class, () -> new FormsCensus(options(4, 64, 8, null, out, true), FormsCensus.SEQUENTIAL, s -> { }).run());
        assertTrue(other.getMessage().contains("other bounds (cgx-forms day=4 maxorder=128 timeout=0 pieces=8)"), other.getMessage());
        Counting c = new Counting();
        FormsTable resumed = new FormsCensus(options(4, 128, 8, null, out, true), c, s -> { }).run();
        assertEquals(2, c.pieces.get(), "only the two pieces lost are computed again");
        assertEquals(whole.answers(), resumed.answers());
    }

    @Test
    void theCodeCensusRecordsItsBoundsAndAResumedRunKeepsThem(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("c1");
        QuotientEngine.Budget b = CensusSparkTest.BUDGET;
        CensusTable whole = new Census(new Census.Options(1, true, false, b, null, out, false, false), Census.SEQUENTIAL, s -> { }).run();
        List<String> lines = new ArrayList<>(Files.readAllLines(out.resolve("census.ckpt")));
        assertEquals("#budget " + b.text(), lines.get(1));
        assertEquals(b, QuotientEngine.Budget.parse(b.text()));
        assertTrue(Files.readString(out.resolve("census.json")).contains("\"budget\": \"" + b.text() + "\""));
        // a kill lost the last codes; the resumed run is given another order bound and keeps the recorded one
        Files.write(out.resolve("census.ckpt"), lines.subList(0, lines.size() - 3));
        QuotientEngine.Budget other = new QuotientEngine.Budget(0, 100, 64, 8);
        List<String> said = new ArrayList<>();
        CensusTable resumed = new Census(new Census.Options(1, true, false, other, null, out, true, true), Census.SEQUENTIAL, said::add).run();
        assertTrue(said.stream().anyMatch(x -> x.startsWith("census: resuming with the bounds it was started with: " + b.text())), "" + said);
        assertEquals(b.text(), resumed.budget());
        assertEquals(CensusSparkTest.answers(whole), CensusSparkTest.answers(resumed));
        assertEquals(b.text(), Census.load(out).budget());
    }

    @Test
    void provingInfiniteIsABoundOfTheCensus(@TempDir Path dir) throws Exception {
        // day 4 under |Q| <= 2: *2 is computed over the bound, the 19 other forms but 0 and * are pruned by cl{*2}, the one minimal
        // closure outside; each is tried 1 s with ProveInfinite. Q(cl *2) is finite (order 6), so nothing is proved
        Path out = dir.resolve("d4i");
        assertEquals(0, CensusMain.run(new String[] {"--forms", "--day", "4", "--max-order", "2", "--timeout", "0", "--prove-infinite", "1", "--master", MASTER, "--quiet",
                "--out", out.toString()}));
        String header = "#cgx-forms day=4 maxorder=2 timeout=0 pieces=1 proveinfinite=1";
        assertEquals(header, Files.readAllLines(out.resolve("forms.ckpt")).get(0), "the bound is recorded in the checkpoint");
        List<String> forms = Files.readAllLines(out.resolve("forms.tsv"));
        assertEquals(header, forms.get(0));
        // a quarter of the second computes Q(cl *2) to the end: finite, so no lattice proof is tried
        assertEquals("# infinite closures (1 s each): 0 of 1 minimal closures outside the bound proved infinite, 1 finite (computed)", forms.get(1));
        assertEquals("# finite: cl {*2}: |Q| = 6 (computed to the end)", forms.get(2));
        List<String> over = forms.stream().filter(l -> l.contains("\tmore than 2 elements")).toList();
        assertEquals(1, over.size(), "computed over the bound");
        assertTrue(over.get(0).matches("\\d+\t\\*2\tpartial\t>2\t.*\tmore than 2 elements; finite: \\|Q\\| = 6 \\(computed to the end\\)"), over.get(0));
        assertEquals(19, forms.stream().filter(l -> l.endsWith("\tpruned: Q(cl {*2}) has more than 2 elements (Lemma 4.6)")).count());
        assertTrue(Files.readString(out.resolve("census.json")).contains("\"proveInfinite\": 1,\n  \"infiniteClosures\": []"));
        FormsTable t = FormsCensus.load(out);
        assertEquals(1.0, t.options().proveInfinite());
        assertEquals(0, t.count("infinite"));
        assertTrue(t.summary().contains("2 solved, 0 infinite (proved), 20 partial"), t.summary());

        // the relabelling (Lemma 4.6 read upwards) on a hand-made proof that cl{*2} is infinite (it is not: the mechanism only)
        ClosureDownSet down = null;
        List<FormRange.Result> pieces = new ArrayList<>();
        List<String> ck = Files.readAllLines(out.resolve("forms.ckpt"));
        for (String l : ck.subList(1, ck.size())) {
            Object o = FormsCensus.decode(l.split("\t")[1]);
            if (o instanceof ClosureDownSet d) down = d;
            else if (o instanceof FormRange.Result r) pieces.add(r);
        }
        OptionSets sets = OptionSets.ofDay(4);
        long w = down.outside().keySet().iterator().next();
        FormsTable marked = FormsTable.assemble(t.options(), sets, down, new InfiniteClosures(1, java.util.Map.of(w, "hand-made"), java.util.Map.of()), pieces, 0);
        assertEquals(19, marked.count("infinite"));
        assertEquals(0, marked.count("pruned by the order bound"));
        assertEquals(1, marked.count("over bound"), "a form computed over the bound keeps its own status");
        List<String> before = t.answers(), after = marked.answers();
        for (int i = 0; i < before.size(); i++) {
            boolean pruned = before.get(i).endsWith("has more than 2 elements (Lemma 4.6)");
            assertEquals(pruned, after.get(i).contains("\tinfinite\tinf\t"), after.get(i));
            if (pruned) assertTrue(after.get(i).endsWith("\tinfinite: the closure contains cl {*2}, whose quotient is proved infinite (ProveInfinite; Lemma 4.6)"), after.get(i));
        }
        Path m = dir.resolve("marked");
        Files.createDirectories(m);
        marked.write(m);
        List<String> pairs = Files.readAllLines(m.resolve("pairs.tsv"));
        assertEquals("# infinite: cl {*2}: hand-made", pairs.get(2));
        for (String l : pairs.subList(4, pairs.size())) {
            String[] f = l.split("\t");
            long c = sets.closure(pairMask(sets, f[0]));
            assertEquals((c & w) == w, f[1].equals("infinite"), l);
        }

        // a resumed census keeps the bound
        CgxException e = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--forms", "--day", "4", "--max-order", "2", "--timeout", "0", "--prove-infinite", "2",
                "--quiet", "--resume", "--out", out.toString()}));
        assertTrue(e.getMessage().contains("other bounds (cgx-forms day=4 maxorder=2 timeout=0 pieces=1 proveinfinite=1)"), e.getMessage());
        e = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--forms", "--day", "4", "--prove-infinite", "-1"}));
        assertTrue(e.getMessage().contains("--prove-infinite"), e.getMessage());
        // the worksheet's option and its printed form
        Session s = new Session(Families.runtime(), x -> { });
        Object f = s.eval("FormsCensus(Day => 3, MaxOrder => 2, Timeout => 0, ProveInfinite => 1/2, Progress => false)");
        assertTrue(((FormsTable) f).printed().endsWith("Pieces => 1, ProveInfinite => 0.5, Progress => false)"), ((FormsTable) f).printed());
        assertEquals(f, s.eval(((FormsTable) f).printed()));
        e = assertThrows(CgxException.class, () -> s.eval("FormsCensus(Day => 3, ProveInfinite => -1)"));
        assertTrue(e.getMessage().contains("ProveInfinite must be 0 to 10^6 seconds"), e.getMessage());
        // a bound below a millisecond is written without an exponent, and read back
        assertEquals("0.0001", FormsCensus.seconds(1e-4));
        assertEquals(1e-4, FormsCensus.parseHeader("#cgx-forms day=4 maxorder=2 timeout=0.0001 pieces=1 proveinfinite=0.0001", dir).proveInfinite());
    }

    /** The mask of a pair "[A, B]" of pairs.tsv. */
    private static long pairMask(OptionSets sets, String pair) {
        String[] ab = pair.substring(1, pair.length() - 1).split(", ");
        long mask = 0;
        for (String x : ab) for (int i = 0; i < sets.size(); i++) if (sets.forms().get(i).toString().equals(x)) mask |= 1L << i;
        return mask;
    }

    @Test
    void badInputGetsClearErrors() {
        CgxException e = assertThrows(CgxException.class, () -> new FormsCensus(options(6, 128, 1, null, null, false), FormsCensus.SEQUENTIAL, s -> { }));
        assertTrue(e.getMessage().contains("day 6 is not enumerable"), e.getMessage());
        e = assertThrows(CgxException.class, () -> new FormsCensus(options(4, 1, 1, null, null, false), FormsCensus.SEQUENTIAL, s -> { }));
        assertTrue(e.getMessage().contains("order bound must be 2 to"), e.getMessage());
        e = assertThrows(CgxException.class, () -> new FormsCensus(options(4, 128, 4, null, null, false).slice(3, 9), FormsCensus.SEQUENTIAL, s -> { }));
        assertTrue(e.getMessage().contains("not within the 4 pieces"), e.getMessage());
        e = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--forms"}));
        assertTrue(e.getMessage().contains("--forms needs --day"), e.getMessage());
        e = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--forms", "--day", "4", "--hex"}));
        assertTrue(e.getMessage().startsWith("unknown option --hex for --forms"), e.getMessage());
        e = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--forms", "--day", "9", "--quiet"}));
        assertTrue(e.getMessage().contains("day 9 is not enumerable"), e.getMessage());
        e = assertThrows(CgxException.class, () -> FormsCensus.load(Path.of("no-such-census")));
        assertTrue(e.getMessage().contains("holds no census of forms"), e.getMessage());
    }

    @Test
    void anUnreachableMasterIsOneLineWithinSeconds(@TempDir Path dir) throws Exception {
        int closed = StandaloneClusterTest.freePort(); // nothing listens there
        String[][] runs = {
                {"--digits", "1", "--master", "spark://nohost:7077", "--quiet", "--out", dir.resolve("a").toString()},
                {"--forms", "--day", "3", "--master", "spark://nohost:7077", "--quiet", "--out", dir.resolve("b").toString()},
                {"--digits", "1", "--master", "spark://127.0.0.1:" + closed, "--quiet", "--out", dir.resolve("c").toString()}};
        String[] expected = {"cannot reach the Spark master spark://nohost:7077: unknown host nohost",
                "cannot reach the Spark master spark://nohost:7077: unknown host nohost",
                "cannot reach the Spark master spark://127.0.0.1:" + closed + ": connection refused by 127.0.0.1:" + closed};
        for (int i = 0; i < runs.length; i++) {
            String[] args = runs[i];
            long t0 = System.nanoTime();
            CgxException e = assertThrows(CgxException.class, () -> CensusMain.run(args));
            assertTrue((System.nanoTime() - t0) / 1e9 < 10, "within seconds");
            assertTrue(e.getMessage().startsWith(expected[i]), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        }
    }

    @Test
    void formsCensusInTheWorksheet() {
        Session s = new Session(Families.runtime(), x -> { });
        s.eval("F := FormsCensus(Day => 4, Master => \"" + MASTER + "\", Progress => false)");
        assertEquals(Rational.of(22), s.eval("F.Count(\"forms\")"));
        assertEquals(Rational.of(8), s.eval("F.Quotients.Size"));
        assertEquals("*2/320", s.eval("F.Quotients[4][9]"));
        assertEquals(Rational.of(2), s.eval("F.Periods.Size"));
        assertEquals(s.eval("[[1, 1], [2, 1], [6, 1], [8, 1], [10, 1], [12, 2], [14, 1]]"), s.eval("F.OrderCounts(20)"));
        // its printed form reads back as an equal table
        String shown = s.show(s.eval("F"));
        assertTrue(shown.endsWith("FormsCensus(Day => 4, MaxOrder => 64, Timeout => 2, Pieces => 1, Progress => false)"), shown);
        assertEquals(s.eval("F"), s.eval(shown));
        assertTrue(((FormsTable) s.eval("F")).table().html().contains("*2/320"));
        assertNotNull(s.eval("F.Plot"));
        assertNotNull(s.eval("F.OrderPlot"));
        // periods of any quotient
        assertEquals(Rational.of(6), s.eval("MisereQuotient(*(2/210)(2/30)3/21).MaxElementPeriod"));
        assertEquals(Rational.of(4), s.eval("MisereQuotient(*(2/1)(2/0)4310).MaxElementPeriod"));
        assertEquals(s.eval("[1, 2, 2, 2, 1, 2]"), s.eval("MisereQuotient(*2).ElementPeriods")); // 1, a, b, ab, b^2, ab^2
        CgxException e = assertThrows(CgxException.class, () -> s.eval("FormsCensus(Day => 7)"));
        assertTrue(e.getMessage().contains("day 7 is not enumerable"), e.getMessage());
    }
}
