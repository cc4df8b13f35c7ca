package cgx.census;

import cgx.core.CgxException;
import cgx.families.Families;
import cgx.lang.Session;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The join of censuses into one table of distinct quotients: the forms born by day 4 and the
 * two-digit octal codes (both on the sequential engine). Every entry's forms and codes are
 * recomputed by MisereQuotient and checked isomorphic by a brute-force search written here; entries
 * of one order and |P| are checked non-isomorphic the same way; counts add up to the censuses';
 * the theory's uniqueness results (one quotient each of orders 1, 2, 6 and 8, none of order 4:
 * Plambeck–Siegel Corollary 4.10 and §2) hold in the joined table; the CLI, bad input, and the
 * worksheet (its printed form reads back).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DistinctQuotientsTest {
    Path dir;
    Path forms, codes;
    FormsTable formsTable;
    CensusTable codeTable;
    DistinctQuotients joined;

    @BeforeAll
    void censuses(@TempDir Path tmp) {
        dir = tmp;
        forms = dir.resolve("forms4");
        codes = dir.resolve("octal2");
        formsTable = new FormsCensus(new FormsCensus.Options(4, 128, 0, 2, null, forms, false, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        codeTable = new Census(new Census.Options(new CodeSpace.Space(2, -1, false, 7), CensusSparkTest.BUDGET, null, codes, false, false),
                Census.SEQUENTIAL, s -> { }).run();
        joined = DistinctQuotients.of(List.of(forms, codes));
    }

    @Test
    void countsAddUpToTheCensuses() {
        long f = 0, p = 0, c = 0;
        for (DistinctQuotients.Entry e : joined.entries()) { f += e.forms(); p += e.pairs(); c += e.codes(); }
        assertEquals(formsTable.count("solved"), f);
        assertEquals(formsTable.quotients().stream().mapToLong(FormsTable.Quotient::pairs).sum(), p);
        assertEquals(codeTable.count("solved"), c, "every solved code is in one entry");
        assertEquals(joined.count("all"), joined.count("both") + joined.count("forms") + joined.count("codes"));
        assertTrue(joined.count("both") >= 4 && joined.count("codes") >= 1, joined.summary());
        // each census's own distinct quotients stay distinct
        assertEquals(formsTable.quotients().size(), joined.entries().stream().filter(e -> !e.form().isEmpty()).count());
        assertEquals(codeTable.classes().size(), joined.entries().stream().filter(e -> !e.code().isEmpty()).count());
    }

    @Test
    void theUniqueSmallQuotientsAreJoinedIntoOne() {
        // no quotient of order 4; exactly one each of orders 1, 2, 6 (Corollary 4.10) and 8 (R8, §2 and [27])
        Map<Integer, Integer> small = joined.ordersUpTo(8);
        assertEquals(Map.of(1, 1, 2, 1, 6, 1, 8, 1), small);
        DistinctQuotients.Entry r8 = joined.entries().stream().filter(e -> e.shape().order() == 8).findFirst().orElseThrow();
        assertEquals("both", r8.origin());
        assertEquals("*2/320", r8.form());
        CensusTable.Row r075 = codeTable.rows().stream().filter(r -> r.code().equals("0.75")).findFirst().orElseThrow();
        assertEquals("solved", r075.status());
        assertTrue(r8.sources().contains("octal2:" + r075.cls()), "Q(0.75) is R8: " + r8.sources());
    }

    @Test
    void everyEntryIsOneIsomorphismClassByBruteForce() {
        List<DistinctQuotients.Entry> es = joined.entries();
        List<MisereQuotient> rep = new ArrayList<>();
        for (DistinctQuotients.Entry e : es) {
            List<MisereQuotient> qs = new ArrayList<>();
            if (!e.form().isEmpty()) qs.add(ofWitness(e.form()));
            for (CensusTable.QClass c : codeTable.classes())
                if (e.sources().contains("octal2:" + c.name())) for (String code : c.codes()) qs.add(Quotients.ofCode(TakeAndBreakCode.parse(code), 0, 4096));
            assertFalse(qs.isEmpty());
            for (MisereQuotient q : qs) {
                assertEquals(e.shape().order(), q.order(), e.name());
                assertTrue(isomorphic(qs.get(0), q), e.name() + ": " + e.form() + " and a code of it");
            }
            rep.add(qs.get(0));
        }
        for (int i = 0; i < es.size(); i++)
            for (int j = i + 1; j < es.size(); j++)
                if (es.get(i).shape().order() == es.get(j).shape().order() && es.get(i).shape().psize() == es.get(j).shape().psize())
                    assertFalse(isomorphic(rep.get(i), rep.get(j)), es.get(i).name() + " and " + es.get(j).name() + " are listed apart");
    }

    private static MisereQuotient ofWitness(String w) { return Quotients.ofForms(FormsTable.witnessForms(w), 4096); }

    /** Brute force: a bijection fixing the identity, preserving products and P, found by choosing images and propagating products. */
    static boolean isomorphic(MisereQuotient a, MisereQuotient b) {
        int n = a.order();
        if (n != b.order()) return false;
        int[] f = new int[n], g = new int[n];
        java.util.Arrays.fill(f, -1);
        java.util.Arrays.fill(g, -1);
        return extend(a, b, f, g);
    }

    private static boolean extend(MisereQuotient a, MisereQuotient b, int[] f, int[] g) {
        int n = a.order();
        int[] f0 = f.clone(), g0 = g.clone();
        if (f[0] == -1 && !assign(a, b, f, g, 0, 0)) return restore(f, g, f0, g0);
        int x = -1;
        for (int i = 0; i < n; i++) if (f[i] == -1) { x = i; break; }
        if (x < 0) return true;
        int[] f1 = f.clone(), g1 = g.clone();
        for (int y = 0; y < n; y++) {
            if (g[y] != -1) continue;
            if (assign(a, b, f, g, x, y) && extend(a, b, f, g)) return true;
            System.arraycopy(f1, 0, f, 0, n);
            System.arraycopy(g1, 0, g, 0, n);
        }
        return restore(f, g, f0, g0);
    }

    private static boolean restore(int[] f, int[] g, int[] f0, int[] g0) {
        System.arraycopy(f0, 0, f, 0, f.length);
        System.arraycopy(g0, 0, g, 0, g.length);
        return false;
    }

    /** f(x) = y, then every product of assigned elements forced; false on a contradiction. */
    private static boolean assign(MisereQuotient a, MisereQuotient b, int[] f, int[] g, int x0, int y0) {
        java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
        todo.add(new int[] {x0, y0});
        int n = a.order();
        while (!todo.isEmpty()) {
            int[] p = todo.poll();
            int x = p[0], y = p[1];
            if (f[x] == y) continue;
            if (f[x] != -1 || g[y] != -1 || a.inP(x) != b.inP(y)) return false;
            f[x] = y;
            g[y] = x;
            for (int z = 0; z < n; z++)
                if (f[z] != -1) todo.add(new int[] {a.product(x, z), b.product(y, f[z])});
        }
        return true;
    }

    @Test
    void theCommandLineWritesTheTableAndBadInputGetsAClearError() throws Exception {
        Path out = dir.resolve("distinct");
        assertEquals(0, CensusMain.run(new String[] {"--join", forms.toString(), codes.toString(), "--out", out.toString()}));
        List<String> tsv = Files.readAllLines(out.resolve("quotients.tsv"));
        assertTrue(tsv.get(0).startsWith("# forms4: forms born by day 4, |Q| <= 128"), tsv.get(0));
        assertTrue(tsv.get(1).startsWith("# octal2: codes "), tsv.get(1));
        assertEquals(String.join("\t", DistinctQuotients.COLUMNS), tsv.get(2));
        assertEquals(3 + joined.entries().size(), tsv.size());
        assertTrue(tsv.get(3).startsWith("Q1.1\t1\t0\ttrue\t1\t1:1\t"), tsv.get(3));
        String json = Files.readString(out.resolve("distinct.json"));
        assertTrue(json.contains("\"distinctQuotients\": " + joined.entries().size()), json);
        assertEquals(joined, DistinctQuotients.of(List.of(forms, codes)));

        CgxException none = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--join"}));
        assertTrue(none.getMessage().contains("needs one or more census directories"), none.getMessage());
        CgxException empty = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--join", dir.resolve("nothing").toString()}));
        assertTrue(empty.getMessage().contains("holds no census"), empty.getMessage());
        CgxException opt = assertThrows(CgxException.class, () -> CensusMain.run(new String[] {"--join", forms.toString(), "--frobnicate"}));
        assertTrue(opt.getMessage().contains("unknown option --frobnicate"), opt.getMessage());
    }

    @Test
    void inTheWorksheetItsPrintedFormReadsBack() {
        Session s = new Session(Families.runtime(), x -> { });
        String call = "DistinctQuotients(\"" + forms.toString().replace("\\", "\\\\") + "\", \"" + codes.toString().replace("\\", "\\\\") + "\")";
        Object d = s.eval("D := " + call);
        assertEquals("DistinctQuotients", s.runtime().typeName(d));
        assertEquals(joined, d);
        String shown = s.show(d);
        assertTrue(shown.startsWith("/* ") && shown.endsWith("*/ " + call), shown);
        assertEquals(d, s.eval(shown));
        assertEquals(s.show(d), s.show(s.eval(shown)));
        assertEquals(cgx.core.Rational.of(joined.count("both")), s.eval("D.Count(\"both\")"));
        assertEquals(s.eval("[[1, 1], [2, 1], [6, 1], [8, 1]]"), s.eval("D.OrderCounts(8)"));
        assertTrue(s.show(s.eval("D.Quotients[4]")).contains("*2/320"), s.show(s.eval("D.Quotients[4]")));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("D.Count(\"sometimes\")"));
        assertTrue(e.getMessage().contains("count \"all\""), e.getMessage());
        CgxException none = assertThrows(CgxException.class, () -> s.eval("DistinctQuotients()"));
        assertTrue(none.getMessage().contains("give one or more census directories"), none.getMessage());
    }
}
