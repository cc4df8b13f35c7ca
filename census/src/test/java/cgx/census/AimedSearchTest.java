package cgx.census;

import cgx.misere.MisereGame;
import cgx.misere.formcensus.AimedSpace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The aimed search beyond day 5 (issue 52 part 3, {@code ./cgx census --aimed}, docs/periods.md section 8):
 * its space as the docs define it; a slice on Spark local[*] equal to the sequential engine; a run killed
 * (SIGKILL) mid-way resumed to the same rows; the pruning by Lemma 4.6 sound; and the recorded run
 * test-games/misere-quotients/aimed-search.tsv consistent with itself and with a recomputation of its small rows.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AimedSearchTest {
    static final String MASTER = "local[2]";

    @AfterAll
    void stopSpark() { SparkEngine.stop(); }

    /** What a row says, without its reason's engine message (the generator at which a bound was passed is kept in gens). */
    static List<String> answers(List<AimedSpace.Row> rows) {
        List<String> out = new ArrayList<>();
        for (AimedSpace.Row r : rows)
            out.add(r.index() + " " + r.closure() + " " + r.status() + " " + r.gens() + " " + r.order() + " " + r.psize() + " " + r.maxPeriod() + " " + r.periods() + " | " + r.groups()
                    + (r.status().equals("duplicate") || r.reason().startsWith("pruned") ? " " + r.reason() : ""));
        return out;
    }

    @Test
    void theSpaceIsTheDocumentedOne() {
        List<AimedSpace.Member> ms = AimedSpace.members();
        assertEquals(359, ms.size());
        Map<String, Integer> fam = new LinkedHashMap<>();
        for (AimedSpace.Member m : ms) fam.merge(m.round() + " " + m.family(), 1, Integer::sum);
        assertEquals(Map.of("1 cl{F}", 6, "1 cl{F,*k}", 90, "1 cl{F,H}", 15, "2 {F,X}", 117, "2 {F,X,0}", 111, "2 cl{F,G,H}", 20), fam);
        List<String> collapsed = new ArrayList<>();
        for (int i = 0; i < ms.size(); i++) {
            AimedSpace.Member m = ms.get(i);
            assertEquals(i, m.index());
            if (i > 0) assertTrue(ms.get(i - 1).round() <= m.round(), "round 1 first");
            Set<String> cl = AimedSpace.closureText(m.generators());
            if (!m.family().startsWith("{")) {
                assertTrue(AimedSpace.BASE.stream().anyMatch(cl::contains), m.text()); // the closures hold a base form
                continue;
            }
            // a new form is canonical: born on day 6 or later with a base form among its options, or simpler when options reverse
            MisereGame g = MisereGame.parse(m.generators().get(0));
            assertEquals(m.generators().get(0), g.toString());
            boolean hasBase = g.options().stream().anyMatch(o -> AimedSpace.BASE.contains(o.toString()));
            if (hasBase) assertTrue(g.birthday() >= 6, m.text());
            else collapsed.add(m.text());
        }
        // {F, *k} and {F, *k, 0} collapse when F's options reverse through them: the docs list how many
        assertEquals(COLLAPSED, collapsed.size(), collapsed.toString());
    }

    /** Members {F, X} or {F, X, 0} whose canonical form has no base form among its options (docs/periods.md, section 8). */
    static final int COLLAPSED = 57;

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void pruningByTheOrderBoundIsSoundAndComplete() {
        // |Q| <= 16: every base closure is over it, so every round-2 member not a duplicate is pruned by a round-1 closure it contains
        AimedSearch.Result r = new AimedSearch(new AimedSearch.Options(16, 0, 8, 2, null, null, false, false), AimedSearch.SEQUENTIAL, s -> { }).run();
        List<AimedSpace.Member> ms = AimedSpace.members();
        Map<Integer, AimedSpace.Row> byIndex = new HashMap<>();
        for (AimedSpace.Row row : r.rows()) byIndex.put(row.index(), row);
        assertEquals(359, r.rows().size());
        int pruned = 0;
        for (AimedSpace.Row row : r.rows()) {
            if (row.round() == 1) assertTrue(row.status().equals("over") || row.status().equals("duplicate"), row.toString());
            if (!row.reason().startsWith("pruned")) continue;
            pruned++;
            Matcher m = Pattern.compile("#(\\d+)\\)").matcher(row.reason());
            assertTrue(m.find(), row.reason());
            AimedSpace.Row w = byIndex.get(Integer.parseInt(m.group(1)));
            assertEquals("over", w.status());
            assertEquals(1, w.round());
            assertTrue(AimedSpace.closureText(ms.get(row.index()).generators()).containsAll(AimedSpace.closureText(ms.get(w.index()).generators())));
        }
        Map<String, Integer> c = r.counts();
        assertEquals(pruned, c.get("pruned"));
        assertEquals(c.get("members"), c.get("duplicate") + c.get("pruned") + c.get("computed"));
        // complete: every round-2 member (not a duplicate) whose closure contains a round-1 closure computed over the bound is pruned
        for (AimedSpace.Row row : r.rows()) {
            if (row.round() != 2 || row.status().equals("duplicate")) continue;
            Set<String> cl = AimedSpace.closureText(ms.get(row.index()).generators());
            boolean contains = r.rows().stream().anyMatch(w -> w.round() == 1 && w.status().equals("over") && cl.containsAll(AimedSpace.closureText(ms.get(w.index()).generators())));
            assertEquals(contains, row.reason().startsWith("pruned"), row.toString());
        }
        assertTrue(pruned > 100, "pruned at |Q| <= 16: " + pruned);
    }

    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void aSliceOnSparkEqualsTheSequentialEngineAndAKilledRunResumes(@TempDir Path dir) throws Exception {
        AimedSearch.Options seq = new AimedSearch.Options(64, 0, 1, 2, null, null, false, false).slice(0, 30);
        List<String> expected = answers(new AimedSearch(seq, AimedSearch.SEQUENTIAL, s -> { }).run().rows());
        // the same slice on Spark, in pieces of one member, killed (SIGKILL) once 3 pieces are checkpointed
        Path out = dir.resolve("aimed");
        List<String> cmd = new ArrayList<>(List.of(Jvm.java(), "-Xss64m", "-Xmx1g"));
        cmd.addAll(Jvm.sparkOpens());
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "cgx.census.CensusMain", "--aimed", "--max-order", "64", "--timeout", "0", "--chunk", "1",
                "--slice", "0:30", "--master", MASTER, "--out", out.toString(), "--quiet"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("killed.log").toFile()).start();
        Path ckpt = out.resolve("aimed.ckpt");
        try {
            long until = System.nanoTime() + 600_000_000_000L;
            while (System.nanoTime() < until && p.isAlive()) {
                if (Files.exists(ckpt) && Files.readAllLines(ckpt).size() - 1 >= 3) break;
                Thread.sleep(20);
            }
        } finally {
            p.destroyForcibly();
            p.waitFor();
        }
        int kept = Files.readAllLines(ckpt).size() - 1;
        assertTrue(kept >= 1, "pieces done when killed: " + kept + "\n" + Files.readString(dir.resolve("killed.log")));
        List<String> said = new ArrayList<>();
        AimedSearch.Options o = new AimedSearch.Options(64, 0, 1, 2, MASTER, out, true, true).slice(0, 30);
        AimedSearch.Result r = new AimedSearch(o, AimedSearch.spark(MASTER), said::add).run();
        assertEquals(expected, answers(r.rows()));
        long pieces = r.rows().stream().filter(x -> !x.status().equals("duplicate")).count(); // one member per piece
        assertTrue(kept < pieces, "killed mid-run: " + kept + " of " + pieces + " pieces done");
        assertTrue(String.join("\n", said).contains(" done before)"), said.toString());
        assertFalse(String.join("\n", said).contains("(0 done before)"), "the resumed run kept the pieces done: " + said);
        // the written file is the table
        List<String> tsv = Files.readAllLines(out.resolve("aimed.tsv"));
        assertEquals(r.lines(), tsv.subList(3, tsv.size()));
        // a resumed run with other bounds is refused
        AimedSearch.Options other = new AimedSearch.Options(128, 0, 1, 2, MASTER, out, true, false);
        assertTrue(assertThrowsMessage(() -> new AimedSearch(other, AimedSearch.SEQUENTIAL, s -> { }).run()).contains("other bounds"));
    }

    private static String assertThrowsMessage(Runnable r) {
        try {
            r.run();
        } catch (cgx.core.CgxException e) {
            return e.getMessage();
        }
        throw new AssertionError("no error");
    }

    // ---------------------------------------------------------------- the recorded run

    static Path recorded() { return Path.of(System.getProperty("cgx.testGames", "../test-games"), "misere-quotients", "aimed-search.tsv"); }

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void theRecordedRunIsConsistentAndItsSmallRowsRecompute() throws Exception {
        checkRecorded(recorded(), 3, 128);
    }

    /** The follow-up run on the members of the period-4 form's new forms, with 20 s each (docs/periods.md, section 8). */
    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void theRecordedSliceIsConsistent() throws Exception {
        checkRecorded(recorded().resolveSibling("aimed-search-f4.tsv"), 1, 256);
    }

    /** A recorded run (the whole space, or a slice): consistent with itself and the space; at least {@code minRecomputed} solved rows of order <= {@code smallOrder} recomputed. */
    static void checkRecorded(Path file, int minRecomputed, int smallOrder) throws Exception {
        List<String> lines = Files.readAllLines(file);
        Matcher h = null;
        String summary = null;
        List<String[]> rows = new ArrayList<>();
        for (String l : lines) {
            if (l.startsWith("# cgx-aimed ")) h = Pattern.compile("# cgx-aimed space=(\\d+) maxorder=(\\d+) timeout=([0-9.]+) chunk=(\\d+)( slice=(\\d+):(\\d+))?").matcher(l);
            else if (l.startsWith("# aimed search: ")) summary = l.substring(2);
            else if (!l.startsWith("#") && !l.startsWith("index\t")) rows.add(l.split("\t", -1));
        }
        assertNotNull(h, "a header line # cgx-aimed ...");
        assertTrue(h.matches());
        assertNotNull(summary, "the counts line");
        int maxOrder = Integer.parseInt(h.group(2));
        List<AimedSpace.Member> ms = AimedSpace.members();
        assertEquals(Integer.parseInt(h.group(1)), ms.size());
        int from = h.group(5) == null ? 0 : Integer.parseInt(h.group(6)), to = h.group(5) == null ? ms.size() : Integer.parseInt(h.group(7));
        assertEquals(to - from, rows.size(), "one row per member");
        // rebuild the rows and the counts from the file: the summary line must be the one they give
        List<AimedSpace.Row> parsed = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String[] f = rows.get(i - from);
            assertEquals(13, f.length, String.join("|", f));
            AimedSpace.Member m = ms.get(i);
            assertEquals(String.valueOf(i), f[0]);
            assertEquals(String.valueOf(m.round()), f[1]);
            assertEquals(m.family(), f[2]);
            assertEquals(m.text(), f[3]);
            Set<String> cl = AimedSpace.closureText(m.generators());
            assertEquals(cl.size(), Integer.parseInt(f[4]));
            int gens = Integer.parseInt(f[6]);
            assertTrue(gens <= cl.size());
            if (f[5].equals("solved")) assertEquals(cl.size(), gens, "a solved row has its whole closure");
            if (f[5].equals("duplicate")) {
                Matcher d = Pattern.compile("the closure of #(\\d+) ").matcher(f[12]);
                assertTrue(d.find(), f[12]);
                int j = Integer.parseInt(d.group(1));
                assertTrue(j < i);
                assertEquals(AimedSpace.closureText(ms.get(j).generators()), cl);
            }
            if (f[12].startsWith("pruned")) {
                Matcher d = Pattern.compile("#(\\d+)\\)").matcher(f[12]);
                assertTrue(d.find(), f[12]);
                int j = Integer.parseInt(d.group(1));
                assertEquals("over", rows.get(j - from)[5]);
                assertFalse(rows.get(j - from)[12].startsWith("pruned"));
                assertTrue(cl.containsAll(AimedSpace.closureText(ms.get(j).generators())), "Lemma 4.6 needs the witness's closure inside");
            }
            boolean q = !f[7].isEmpty();
            assertEquals(gens > 0 || f[5].equals("solved"), q, "a quotient is printed when one was computed");
            parsed.add(new AimedSpace.Row(i, m.round(), m.family(), m.text(), cl.size(), f[5], gens, q ? Integer.parseInt(f[7]) : 0,
                    q ? Integer.parseInt(f[8]) : 0, q ? Integer.parseInt(f[9]) : 0, f[10], f[11], 0, f[12]));
        }
        AimedSearch.Options o = new AimedSearch.Options(maxOrder, Double.parseDouble(h.group(3)), Integer.parseInt(h.group(4)), 2, null, null, false, false).slice(from, to);
        AimedSearch.Result res = new AimedSearch.Result(o, parsed);
        assertEquals(res.summary(), summary);
        assertEquals(res.lines(), lines.subList(lines.size() - rows.size(), lines.size()), "the rows print as the search writes them");
        // no period outside {1, 2, 3, 4, 6, 12} unless the file says so (and unusual-periods.tsv then has a certified row)
        for (AimedSpace.Row r : parsed) if (r.unusual()) assertTrue(summary.contains("ROWS"), r.toString());
        // recompute the small solved rows (|Q| <= 128) without a time bound: the same quotient's counts and groups
        int checked = 0;
        for (AimedSpace.Row r : parsed) {
            if (!r.status().equals("solved") || r.order() > smallOrder) continue;
            AimedSpace.Row again = AimedSpace.compute(ms.get(r.index()), maxOrder, 0);
            assertEquals(answers(List.of(r)), answers(List.of(again)));
            if (++checked == 12) break;
        }
        assertTrue(checked >= minRecomputed, "solved rows recomputed: " + checked);
    }
}
