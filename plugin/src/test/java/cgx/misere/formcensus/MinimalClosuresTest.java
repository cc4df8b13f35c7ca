package cgx.misere.formcensus;

import cgx.Python;
import cgx.TestFiles;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * test-games/misere-quotients/minimal-closures-day5.tsv: what the quotient of each minimal closure
 * outside the day-5 forms census's bound is. Its sets are exclusions.txt's, its infinite rows are
 * infinite.tsv's lattice proofs, and a sample of its finite rows is computed again, certified, and
 * re-verified by the independent checker check-form-quotient.py (all of them:
 * scripts/misere-quotients/minimal-closures.py --sets all).
 */
class MinimalClosuresTest {
    private static final Path DIR = TestFiles.testGames().resolve("misere-quotients");
    private static final Path CHECKER = TestFiles.scripts().resolve("misere-quotients/check-form-quotient.py");

    record Row(int set, String forms, int generators, String status, String order, String psize, String maxPeriod, String note) {}

    static List<Row> rows() throws Exception {
        List<Row> out = new ArrayList<>();
        for (String line : Files.readAllLines(DIR.resolve("minimal-closures-day5.tsv"))) {
            if (line.startsWith("#") || line.startsWith("set\t")) continue;
            String[] f = line.split("\t", -1);
            out.add(new Row(Integer.parseInt(f[0]), f[1], Integer.parseInt(f[2]), f[3], f[4], f[5], f[6], f[7]));
        }
        return out;
    }

    @Test
    void theSetsAreTheCensussAndTheInfiniteOnesAreProvedByLattices() throws Exception {
        Map<Integer, String> sets = new LinkedHashMap<>();
        for (String l : Files.readAllLines(DIR.resolve("proofs/exclusions/day5-b64/exclusions.txt")))
            if (l.startsWith("set ")) sets.put(Integer.parseInt(l.substring(4, l.indexOf(':'))), l.substring(l.indexOf(':') + 1, l.indexOf("; certificate")).strip());
        List<Row> rows = rows();
        assertEquals(94, rows.size());
        assertEquals(new ArrayList<>(sets.keySet()), rows.stream().map(Row::set).toList());
        for (Row r : rows) assertEquals(sets.get(r.set()), r.forms(), "set " + r.set());
        Set<String> proved = new TreeSet<>();
        for (String l : Files.readAllLines(DIR.resolve("infinite.tsv"))) {
            String[] f = l.split("\t", -1);
            if (f.length > 2 && f[1].startsWith("cl{") && f[2].equals("infinite (proved)")) proved.add(f[0]);
        }
        Set<String> infinite = new TreeSet<>();
        for (Row r : rows) if (r.status().equals("infinite (proved)")) infinite.add(r.forms());
        Set<String> minimalProved = new TreeSet<>(proved);
        minimalProved.retainAll(sets.values());
        assertEquals(minimalProved, infinite, "every minimal closure with a lattice proof, and no other, is infinite");
        for (Row r : rows) {
            assertTrue(Set.of("finite", "infinite (proved)", "open").contains(r.status()), r.toString());
            // a finite one is over the bound and below the computation's MaxOrder
            if (r.status().equals("finite")) assertTrue(Integer.parseInt(r.order()) > 64 && Integer.parseInt(r.order()) <= 2000, r.toString());
        }
    }

    @Test
    void aSampleOfTheFiniteOnesIsComputedCertifiedAndReVerified(@TempDir Path dir) throws Exception {
        List<Row> finite = rows().stream().filter(r -> r.status().equals("finite")).toList();
        Row largest = finite.stream().max(java.util.Comparator.comparingInt(r -> Integer.parseInt(r.order()))).orElseThrow();
        List<Row> sample = new ArrayList<>();
        for (int i = 0; i < finite.size(); i += 6) sample.add(finite.get(i));
        if (!sample.contains(largest)) sample.add(largest);
        Session s = cgx.families.Families.session();
        List<String> files = new ArrayList<>();
        for (Row r : sample) {
            String list = "[" + r.forms().replace(";", ",") + "]";
            String file = dir.resolve("W" + r.set() + ".txt").toString();
            String got = s.show(s.eval("Q := MisereQuotient(" + list + ", MaxOrder => 2000); C := Certify(Q, Terms => 6); "
                    + "[Q.IsComplete, Q.Order, Q.PPortion.Size, Q.MaxElementPeriod, C.Proved, C.Save(\"" + file + "\")]"));
            assertEquals("[true, " + r.order() + ", " + r.psize() + ", " + r.maxPeriod() + ", true, \"" + file + "\"]", got, "set " + r.set());
            files.add(file);
        }
        String out = Python.check(CHECKER, files, 300);
        assertTrue(out.startsWith("0\n"), out);
        assertEquals(sample.size(), out.lines().filter(l -> l.strip().startsWith("OK: proved")).count(), out);
    }
}
