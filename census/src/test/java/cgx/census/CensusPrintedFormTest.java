package cgx.census;

import cgx.families.Families;
import cgx.core.CgxException;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The census module's part of the rule that every printed value reads back as an equal value
 * (the plug-in's {@code PrintedFormsTest} does not see the census's types, which this module
 * registers): every type the census plug-in registers has a sample here; a CensusTable prints as
 * its summary in a comment and then {@code CensusTable("DIR")} (when it lives in a directory) or
 * {@code CensusTable(Digits => D, ..., Rows => [...])}, which read back as an equal table, printed
 * the same. Equal means the same answers for the same codes; the time taken is not compared.
 * The tables are computed on the sequential engine (no Spark needed for printing).
 */
class CensusPrintedFormTest {
    private final Session session = new Session(Families.runtime(), s -> { });

    static CensusTable sequential(int digits, Path out, boolean resume) {
        return new Census(new Census.Options(digits, true, false, CensusSparkTest.BUDGET, null, out, resume, false), Census.SEQUENTIAL, s -> { }).run();
    }

    /** A table with every kind of row: solved (with classes), partial, infinite, failed and missing (built as a run assembles it). */
    static CensusTable everyKindOfRow() {
        List<int[]> space = CodeSpace.codes(1, true, false);
        Map<String, String> rep = CodeSpace.representatives(space);
        Map<String, CodeResult> done = new LinkedHashMap<>();
        for (String r : new TreeSet<>(rep.values())) done.put(r, QuotientEngine.solve(r, CensusSparkTest.BUDGET));
        String failed = "0.7", missing = "4.3", partial = "0.6";
        done.put(rep.get(failed), new CodeResult(rep.get(failed), "failed", 0, 0, -1, -1, null, 0, 1.25, "", 0,
                "out of memory (raise the JVM's -Xmx or lower --max-order); a \"quoted\" /* comment */", null, null));
        done.put(rep.get(partial), new CodeResult(rep.get(partial), "partial", 9, 3, 4, 2, false, 17, 10.5, "a^2 = 1, b^3 = b", 0,
                "solved but Verify(8) stopped: time limit", null, null));
        String infinite = "0.5";
        done.put(rep.get(infinite), new CodeResult(rep.get(infinite), "infinite", 30, 9, -1, -1, null, 4, 40.5, "", 0,
                "max heap 4 reached without a certified period; Q_5 is infinite, proved by ProveInfinite(\"0.31011\", MaxHeap => 5) in 40 s: ...", null, null));
        String algebraic = "4.6";
        done.put(rep.get(algebraic), new CodeResult(rep.get(algebraic), "algebraic-periodic", 98, 22, -1, -1, null, 30, 2.5, "", 0,
                "max heap 30 reached without a certified period; algebraic-periodic (checked to heap 30): Q ≅ <a, b, c_n | a^2 = 1>", null, null));
        done.remove(rep.get(missing));
        return Census.assemble("cgx-census digits=1 prefix4=true hex=false", space, rep, done, null);
    }

    /** Why {@code v}'s printed form does not read back as an equal value printed the same; null if it does. */
    private String readBackFailure(Object v) {
        assertEquals("CensusTable", session.runtime().typeName(v));
        String shown = session.show(v);
        Object back;
        try {
            back = session.eval(shown);
        } catch (CgxException e) {
            return "printed as " + shown + " does not read back: " + e.describe();
        }
        if (!session.runtime().valueEquals(v, back)) return "printed as " + shown + " reads back as " + session.show(back) + ", not an equal value";
        if (!shown.equals(session.show(back))) return "printing is not stable: " + shown + " then " + session.show(back);
        if (!CensusPlugin.classes((CensusTable) v).equals(CensusPlugin.classes((CensusTable) back))) return "the classes differ after reading back";
        if (!CensusPlugin.rows((CensusTable) v).equals(CensusPlugin.rows((CensusTable) back))) return "the rows (with their seconds) differ after reading back";
        return null;
    }

    @Test
    void everyTypeTheCensusRegistersHasASampleHere() {
        TreeSet<String> census = new TreeSet<>();
        session.runtime().types().forEach((c, n) -> { if (c.getPackageName().equals("cgx.census")) census.add(n); });
        assertEquals(new TreeSet<>(List.of("CensusTable", "DistinctQuotients", "FormsTable")), census, "a new census type needs its round trip tested here");
    }

    @Test
    void distinctQuotientsPrintAsTheJoinThatGivesThemAndReadBack(@TempDir Path dir) {
        new FormsCensus(new FormsCensus.Options(3, 128, 0, 1, null, dir.resolve("f3"), false, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        sequential(1, dir.resolve("c1"), false);
        DistinctQuotients d = DistinctQuotients.of(List.of(dir.resolve("f3"), dir.resolve("c1")));
        String shown = session.show(d);
        assertEquals("DistinctQuotients", session.runtime().typeName(d));
        assertTrue(shown.startsWith("/* ") && shown.endsWith("*/ DistinctQuotients(\"" + dir.resolve("f3") + "\", \"" + dir.resolve("c1") + "\")"), shown);
        Object back = session.eval(shown);
        assertTrue(session.runtime().valueEquals(d, back), "reads back as an equal table");
        assertEquals(shown, session.show(back), "printing is stable");
    }

    @Test
    void aFormsTablePrintsAsTheCallThatGivesItAndReadsBack(@org.junit.jupiter.api.io.TempDir Path dir) {
        FormsTable inDir = new FormsCensus(new FormsCensus.Options(3, 128, 0, 2, null, dir.resolve("f3"), false, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        String shown = session.show(inDir);
        assertTrue(shown.startsWith("/* forms census, day 3, |Q| <= 128") && shown.endsWith("*/ FormsTable(\"" + dir.resolve("f3") + "\")"), shown);
        assertEquals("FormsTable", session.runtime().typeName(inDir));
        Object back = session.eval(shown);
        assertTrue(session.runtime().valueEquals(inDir, back), "reads back as an equal table");
        assertEquals(shown, session.show(back), "printing is stable");
        FormsTable loose = new FormsCensus(new FormsCensus.Options(2, 128, 0, 1, null, null, false, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        String call = session.show(loose);
        assertTrue(call.endsWith("*/ FormsCensus(Day => 2, MaxOrder => 128, Timeout => 0, Pieces => 1, Progress => false)"), call);
        assertTrue(session.runtime().valueEquals(loose, session.eval(call)), "the call gives an equal table");
        SparkEngine.stop();
    }

    @Test
    void aTableWithoutADirectoryPrintsItsRowsAndReadsBack() {
        CensusTable t = sequential(1, null, false);
        String shown = session.show(t);
        assertTrue(shown.startsWith("/* Census of digits=1 prefix4=true hex=false: 15 codes"), shown);
        assertTrue(shown.contains("*/ CensusTable(Digits => 1, Prefix4 => true, Hex => false, Rows => [[\"0.1\", \"0.1\", \"0.1\", \"solved\", "), shown);
        assertNull(readBackFailure(t));
        CensusTable mixed = everyKindOfRow();
        assertTrue(mixed.count("failed") > 0 && mixed.count("missing") > 0 && mixed.count("partial") > 0 && mixed.count("solved") > 0
                && mixed.count("infinite") > 0 && mixed.count("algebraic-periodic") > 0);
        assertTrue(mixed.summary().contains("1 infinite (proved)") && mixed.summary().contains("proved infinite: 0.5 (Q_5)"), mixed.summary());
        assertTrue(session.show(mixed).contains("\"missing\"]"), session.show(mixed));
        assertTrue(session.show(mixed).contains("\"failed\", nil, nil, nil, nil, nil, nil, 5/4, \"\", nil, \"out of memory"), session.show(mixed));
        assertNull(readBackFailure(mixed));
    }

    @Test
    void aSpaceWithFewerDigitsPrintsThemAndReadsBack() {
        CensusTable q = new Census(new Census.Options(new CodeSpace.Space(2, -1, false, 3), CensusSparkTest.BUDGET, null, null, false, false),
                Census.SEQUENTIAL, s -> { }).run();
        assertEquals(3 + 12, q.rows().size());
        assertTrue(session.show(q).contains("*/ CensusTable(Digits => 2, Prefix4 => false, Hex => false, MaxDigit => 3, Rows => [["), session.show(q));
        assertNull(readBackFailure(q));
        CensusTable d4 = new Census(new Census.Options(new CodeSpace.Space(2, 1, false, 7), CensusSparkTest.BUDGET, null, null, false, false),
                Census.SEQUENTIAL, s -> { }).run();
        assertEquals(7 + 56 + 1 + 7, d4.rows().size());
        assertTrue(session.show(d4).contains("CensusTable(Digits => 2, Prefix4 => true, Hex => false, Digits4 => 1, Rows => "), session.show(d4));
        assertNull(readBackFailure(d4));
        assertNotEquals(q, sequential(2, null, false));
    }

    @Test
    void aTableInADirectoryPrintsAsTheCallThatLoadsIt(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("census1");
        CensusTable t = sequential(1, out, false);
        assertEquals("/* " + t.summary() + " */ CensusTable(\"" + out + "\")", session.show(t));
        assertNull(readBackFailure(t));
        assertEquals(t, session.eval("CensusTable(\"" + out + "\")"));
        // a census killed midway: the codes not computed are missing rows, and the loaded table reads back
        List<String> ckpt = Files.readAllLines(out.resolve("census.ckpt"));
        Path cut = Files.createDirectories(dir.resolve("cut"));
        Files.write(cut.resolve("census.ckpt"), ckpt.subList(0, 4));
        CensusTable partial = (CensusTable) session.eval("CensusTable(\"" + cut + "\")");
        assertEquals(15 - partial.count("missing"), partial.rows().stream().filter(r -> r.result() != null).count());
        assertTrue(partial.count("missing") > 0);
        assertNull(readBackFailure(partial));
        // resuming it completes the same census
        assertEquals(t, sequential(1, cut, true));
    }

    @Test
    void equalMeansTheSameAnswersNotTheSameTimes() {
        CensusTable a = sequential(1, null, false), b = sequential(1, null, false);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        session.eval("A := " + session.show(a));
        String rows = CensusForm.rowsForm(a);
        // another time for 0.1: equal; another order: not equal
        String slower = rows.replaceFirst("(\\[\"0\\.1\", (?:[^,]*, ){9})[^,]*,", "$1999/1000,");
        assertNotEquals(rows, slower);
        assertEquals(true, session.eval("A == " + slower));
        String other = rows.replaceFirst("(\\[\"0\\.1\", \"0\\.1\", \"0\\.1\", \"solved\", )\\d+", "$1" + 99);
        assertEquals(false, session.eval("A == " + other));
        assertNotEquals(a, sequential(2, null, false));
    }

    @Test
    void badRowsAndMissingDirectoriesAreClearErrors(@TempDir Path dir) {
        String[][] cases = {
                {"CensusTable(\"" + dir.resolve("nothing") + "\")", "holds no census"},
                {"CensusTable(Digits => 1, Rows => [[\"0.9\", \"0.9\", \"0.9\", \"missing\"]])", "not a code of the space"},
                {"CensusTable(Digits => 1, Rows => [[\"0.1\", \"0.2\", \"0.1\", \"missing\"]])", "standard form of 0.1 is 0.1"},
                {"CensusTable(Digits => 1, Rows => [[\"0.1\", \"0.1\", \"0.1\", \"solved\", 2]])", "not 15"},
                {"CensusTable(Digits => 1, Rows => [[\"0.1\", \"0.1\", \"0.1\", \"won\", 2, 1, 2, 1, true, 3, 0, \"\", 0, \"\", \"\"]])", "status must be"},
                {"CensusTable(Digits => 1, Rows => [[\"0.1\", \"0.1\", \"0.1\", \"partial\", 2, 1, nil, nil, nil, 3, 0, \"0.1\", nil, \"\", \"\"]])", "only a solved code"},
                {"CensusTable(Digits => 9, Rows => [])", "digits must be 1 to 6"},
                {"CensusTable(Digits => 1)", "Digits => D and Rows"},
                {"CensusTable(Digits => 2, MaxDigit => 8, Rows => [])", "largest digit must be 1 to 7"},
                {"CensusTable(Digits => 2, Digits4 => 3, Rows => [])", "longer than the 0.-codes"},
                {"CensusTable(Digits => 2, Prefix4 => false, Digits4 => 1, Rows => [])", "Digits4 needs Prefix4 => true"},
                {"CensusTable(Digits => 2, MaxDigit => 3, Rows => [[\"0.4\", \"0.4\", \"0.4\", \"missing\"]])", "not a code of the space"},
                {"QuotientCensus(Digits => 2, MaxDigit => 0)", "largest digit must be 1 to 7"},
        };
        for (String[] c : cases) {
            CgxException e = assertThrows(CgxException.class, () -> session.eval(c[0]), c[0]);
            assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
        }
    }
}
