package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.MisereGame;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The data of docs/periods.md, sections 5 and 6:
 * test-games/misere-quotients/maximal-subgroups.tsv (the survey) and nim-heap-experiment.tsv (the
 * directed experiment). Every row is checked for consistency with the theorems (each group of even
 * order, Theorem 2; the periods the divisors of the groups' exponents, Theorem 1); the survey's
 * summary lines are recomputed from its rows; and the small rows are recomputed by MisereQuotient.
 */
class MaximalSubgroupsSurveyTest {
    static final int RECOMPUTE_UP_TO = 128;

    static List<String[]> rows(String file, List<String> comments) throws Exception {
        Path f = cgx.TestFiles.testGames().resolve("misere-quotients/" + file);
        List<String[]> out = new ArrayList<>();
        boolean header = true;
        for (String line : Files.readAllLines(f)) {
            if (line.startsWith("#")) { comments.add(line); continue; }
            if (line.isBlank()) continue;
            if (header) { header = false; continue; }
            out.add(line.split("\t", -1));
        }
        return out;
    }

    static int[] factors(String structure) {
        if (structure.equals("1")) return new int[0];
        String[] parts = structure.split(" x ");
        int[] d = new int[parts.length];
        for (int i = 0; i < d.length; i++) d[i] = Integer.parseInt(parts[i].substring(1));
        return d;
    }

    static int order(int[] d) { int o = 1; for (int x : d) o *= x; return o; }

    static int exponent(int[] d) { return d.length == 0 ? 1 : d[d.length - 1]; }

    /** The groups column as the survey script writes it, recomputed. */
    static String groups(MisereQuotient q, boolean withP) {
        StringBuilder b = new StringBuilder();
        for (MaximalSubgroup h : MaximalSubgroup.all(q)) {
            if (b.length() > 0) b.append("; ");
            b.append(h.idempotent().text()).append(": ").append(h.structure());
            if (withP) b.append(" |P|=").append(h.pPortion().size());
        }
        return b.toString();
    }

    static MisereQuotient quotient(String source, String witness) {
        if (source.equals("unusual") || source.equals("forms4")) return Quotients.ofForms(List.of(MisereGame.parse(witness)), 1000);
        return Quotients.ofCode(TakeAndBreakCode.parse(witness), 0, 2000);
    }

    @Test
    void survey() throws Exception {
        List<String> comments = new ArrayList<>();
        List<String[]> rows = rows("maximal-subgroups.tsv", comments);
        assertTrue(rows.size() >= 45, "the survey's rows");
        Map<String, TreeSet<String>> quotientsOf = new LinkedHashMap<>();
        Map<String, Integer> subgroupsOf = new LinkedHashMap<>();
        Map<String, Integer> smallest = new LinkedHashMap<>();
        int recomputed = 0;
        for (String[] r : rows) {
            String what = r[0] + " " + r[1];
            int order = Integer.parseInt(r[2]), idempotents = Integer.parseInt(r[4]), maxPeriod = Integer.parseInt(r[7]), emptyP = Integer.parseInt(r[8]);
            String[] gs = r[10].split("; ");
            assertEquals(idempotents, gs.length, what);
            int maxExp = 1, empty = 0;
            boolean sawUnits = false, sawKernel = false;
            for (String g : gs) {
                String e = g.substring(0, g.indexOf(": "));
                String s = g.substring(g.indexOf(": ") + 2, g.indexOf(" |P|="));
                int p = Integer.parseInt(g.substring(g.indexOf(" |P|=") + 5));
                int[] d = factors(s);
                if (order > 1) {
                    assertEquals(0, order(d) % 2, what + ": Theorem 2, " + g);
                    assertTrue(2 * p <= order(d), what + ": Theorem 6, " + g);
                }
                maxExp = Math.max(maxExp, exponent(d));
                if (p == 0) empty++;
                if (e.equals("1")) { assertEquals(r[5], s, what + ": units"); sawUnits = true; }
                if (s.equals(r[6])) sawKernel = true;
                quotientsOf.computeIfAbsent(s, k -> new TreeSet<>()).add(r[1]);
                subgroupsOf.merge(s, 1, Integer::sum);
                smallest.merge(s, order, Math::min);
            }
            assertTrue(sawUnits && sawKernel, what);
            assertEquals(maxPeriod, maxExp, what + ": Theorem 1, the largest period is the largest exponent");
            assertEquals(emptyP, empty, what);
            if (order <= RECOMPUTE_UP_TO) {
                MisereQuotient q = quotient(r[0], r[1]);
                assertEquals(order, q.order(), what);
                assertEquals(Integer.parseInt(r[3]), q.pPortion().size(), what);
                assertEquals(r[10], groups(q, true), what);
                assertEquals(maxPeriod, q.maxElementPeriod(), what);
                recomputed++;
            }
        }
        assertTrue(recomputed >= 35, "recomputed " + recomputed);
        // the summary lines
        List<String> summary = new ArrayList<>();
        for (String c : comments) if (c.startsWith("# group ")) summary.add(c);
        assertEquals(quotientsOf.size(), summary.size(), "one summary line per group");
        for (String c : summary) {
            String s = c.substring("# group ".length(), c.indexOf(": in "));
            assertTrue(c.contains(": in " + quotientsOf.get(s).size() + " quotients (" + subgroupsOf.get(s) + " maximal subgroups); smallest quotient " + smallest.get(s) + " ("), c);
        }
        assertTrue(comments.contains("# " + rows.size() + " distinct quotients, " + subgroupsOf.values().stream().mapToInt(Integer::intValue).sum()
                + " maximal subgroups, " + quotientsOf.size() + " groups up to isomorphism"), "the total line");
    }

    @Test
    void nimHeapExperiment() throws Exception {
        List<String[]> rows = rows("nim-heap-experiment.tsv", new ArrayList<>());
        assertTrue(rows.size() >= 75, "the experiment's rows");
        int recomputed = 0;
        for (String[] r : rows) {
            String what = r[0] + " " + r[1];
            int order = Integer.parseInt(r[3]), maxPeriod = Integer.parseInt(r[5]);
            // periods: the divisors of the exponents (Theorem 1); the largest even (Theorem 3)
            TreeSet<Integer> periods = new TreeSet<>();
            int maxExp = 1;
            for (String g : r[7].split("; ")) {
                int[] d = factors(g.substring(g.indexOf(": ") + 2));
                int x = exponent(d);
                maxExp = Math.max(maxExp, x);
                for (int k = 1; k <= x; k++) if (x % k == 0) periods.add(k);
                assertEquals(0, order(d) % 2, what + ": Theorem 2");
            }
            assertEquals(maxPeriod, maxExp, what);
            assertEquals(0, maxPeriod % 2, what + ": Theorem 3");
            assertEquals(periods.toString(), r[6], what);
            boolean unusual = !periods.stream().allMatch(p -> p == 1 || p == 2 || p == 3 || p == 4 || p == 6);
            assertEquals(unusual, r.length > 8 && !r[8].isEmpty(), what + ": flagged exactly when a period is outside {1, 2, 3, 4, 6}");
            if (r[0].equals("F+*k") && r[2].equals("complete") && order <= RECOMPUTE_UP_TO && r[1].startsWith("[*(2/320)3/4, ")) {
                String heap = r[1].substring("[*(2/320)3/4, ".length(), r[1].length() - 1);
                int k = heap.startsWith("*{") ? Integer.parseInt(heap.substring(2, heap.length() - 1)) : Integer.parseInt(heap.substring(1));
                MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse("*(2/320)3/4"), MisereGame.nim(k)), 1000);
                assertEquals(order, q.order(), what);
                assertEquals(r[7], groups(q, false), what);
                recomputed++;
            }
        }
        assertTrue(recomputed >= 2, "recomputed " + recomputed);
    }
}
