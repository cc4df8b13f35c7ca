package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link QuotientAnalysis} against MisereSolver's {@code --analyze} on every quotient of the
 * paper's Figures 4 and 7 (its output recorded in misere-solver-analysis.txt, and MisereSolver run
 * again on a few codes when CGSuite's jar is present), and against the definitions computed here
 * by brute force, sharing nothing with the class.
 */
class QuotientAnalysisTest {
    record Row(String code, int order, int classes, String idempotent, boolean starred, int maxSg, int arch, List<String> lower, List<String> pPos) {}

    static Map<String, List<Row>> recorded() throws IOException {
        Map<String, List<Row>> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(MisereQuotientTest.games().resolve("misere-solver-analysis.txt"))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            out.computeIfAbsent(line.split("\\|")[0].strip(), k -> new ArrayList<>()).add(row(line));
        }
        return out;
    }

    static Row row(String line) {
        String[] f = line.split("\\|", -1);
        String idem = f[3].strip();
        boolean star = idem.endsWith("*");
        return new Row(f[0].strip(), Integer.parseInt(f[1].strip()), Integer.parseInt(f[2].strip()), star ? idem.substring(0, idem.length() - 1).strip() : idem,
                star, Integer.parseInt(f[4].strip()), Integer.parseInt(f[5].strip()), words(f[6]), words(f[7]));
    }

    private static List<String> words(String s) {
        return s.isBlank() ? List.of() : List.of(s.strip().split("\\s+"));
    }

    static Stream<String> codes() throws IOException { return recorded().keySet().stream(); }

    /** MisereSolver's words as elements of cgx's quotient, sorted. */
    private static TreeSet<Integer> elements(MisereQuotient q, List<String> words) {
        TreeSet<Integer> out = new TreeSet<>();
        for (String w : words) out.add(q.element(MisereSolverFrontierTest.cgxWord(w)));
        return out;
    }

    @ParameterizedTest @MethodSource("codes")
    void agreesWithMisereSolversAnalysis(String code) throws IOException {
        List<Row> rows = recorded().get(code);
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), 0, 4096);
        QuotientAnalysis a = q.analysis();
        assertEquals(rows.get(0).order(), q.order(), code + " |Q|");
        assertEquals(rows.get(0).classes(), a.mutualDivisibilityClassCount(), code + " mutual divisibility classes");
        TreeSet<Integer> theirs = new TreeSet<>();
        for (Row r : rows) {
            int e = q.element(MisereSolverFrontierTest.cgxWord(r.idempotent()));
            theirs.add(e);
            String what = code + " idempotent " + r.idempotent() + " (cgx " + q.word(e) + ")";
            assertEquals(r.starred(), e == a.kernelIdentity(), what + ": the starred one is the kernel identity");
            assertEquals(r.maxSg(), a.maxSubgroupOrder(e), what + " |MaxSG|");
            assertEquals(r.arch(), a.archimedeanComponentSize(e), what + " |Arch|");
            assertEquals(elements(q, r.lower()), new TreeSet<>(a.lowerCovers(e)), what + " lower covers");
            assertEquals(elements(q, r.pPos()), new TreeSet<>(a.maxSubgroupPPortion(e)), what + " MaxSG P-positions");
        }
        assertEquals(theirs, new TreeSet<>(a.idempotents()), code + " idempotents");
    }

    /** The definitions, by brute force: divisibility by search, subgroups by inverses, components by powers. */
    @ParameterizedTest @MethodSource("codes")
    void agreesWithTheDefinitions(String code) {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), 0, 4096);
        Assumptions.assumeTrue(q.order() <= 60, "brute force on quotients of order <= 60");
        QuotientAnalysis a = q.analysis();
        int n = q.order();
        boolean[][] divides = new boolean[n][n];
        for (int x = 0; x < n; x++) for (int z = 0; z < n; z++) divides[x][q.mul(x, z)] = true;
        // classes: a representative per class, by mutual divisibility
        List<Integer> reps = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            boolean known = false;
            for (int r : reps) if (divides[x][r] && divides[r][x]) known = true;
            if (!known) reps.add(x);
        }
        assertEquals(reps.size(), a.mutualDivisibilityClassCount(), code + " classes");
        for (int e : a.idempotents()) {
            // H_e: x with xe = x that has an inverse y (xy = e, ye = y)
            int group = 0, arch = 0;
            List<Integer> pInGroup = new ArrayList<>();
            for (int x = 0; x < n; x++) {
                boolean inGroup = false;
                if (q.mul(x, e) == x) for (int y = 0; y < n; y++) if (q.mul(x, y) == e && q.mul(y, e) == y) inGroup = true;
                if (inGroup) {
                    group++;
                    if (q.isP[x]) pInGroup.add(x);
                }
                // archimedean component: some power of x lies in H_e
                int p = x;
                boolean reaches = false;
                for (int k = 1; k <= n && !reaches; k++, p = q.mul(p, x)) {
                    if (q.mul(p, e) != p) continue;
                    for (int y = 0; y < n; y++) if (q.mul(p, y) == e && q.mul(y, e) == y) reaches = true;
                }
                if (reaches) arch++;
            }
            assertEquals(group, a.maxSubgroupOrder(e), code + " |H_e| of " + q.word(e));
            assertEquals(arch, a.archimedeanComponentSize(e), code + " |Arch| of " + q.word(e));
            assertEquals(new TreeSet<>(pInGroup), new TreeSet<>(a.maxSubgroupPPortion(e)), code + " P ∩ H_e of " + q.word(e));
            // lower covers: f < e with nothing strictly between, checked by every idempotent g
            for (int f : a.idempotents()) {
                boolean below = f != e && q.mul(e, f) == f;
                boolean between = false;
                for (int g : a.idempotents()) if (g != e && g != f && q.mul(e, g) == g && q.mul(g, f) == f) between = true;
                assertEquals(below && !between, a.lowerCovers(e).contains(f), code + " is " + q.word(f) + " a lower cover of " + q.word(e));
            }
        }
    }

    /** MisereSolver run now on three codes: its table is still the recorded one. */
    @Test
    void misereSolverStillPrintsTheRecordedTables() throws Exception {
        Path jar = MisereSolverComparisonTest.misereSolverJar();
        Assumptions.assumeTrue(jar != null && Files.isRegularFile(jar), "CGSuite's jar not found (set -Dcgsuite.jar=PATH): MisereSolver not run");
        Map<String, List<Row>> recorded = recorded();
        for (String code : List.of("0.15", "0.44", "0.1232")) {
            Process p = new ProcessBuilder("java", "-Xmx1g", "-cp", jar.toString(), "org.cgsuite.core.misere.solver.CommandLineInterface", "-a", code)
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "MisereSolver on " + code);
            String head = out.substring(0, out.indexOf("=== Solution Found"));
            int at = head.lastIndexOf("mutual divisibility classes.");
            String[] lines = head.substring(at).split("\n");
            int k = 0;
            while (!lines[k].startsWith("-----------")) k++;
            List<Row> rows = recorded.get(code);
            int classes = Integer.parseInt(head.substring(head.lastIndexOf('\n', at) + 1, at).strip());
            assertEquals(rows.get(0).classes(), classes, code + " classes");
            for (int i = 0; i < rows.size(); i++) {
                String l = lines[k + 1 + i];
                Row r = rows.get(i);
                assertEquals(r.idempotent() + (r.starred() ? " *" : ""), l.substring(0, 12).strip(), code + " row " + i);
                assertEquals(r.maxSg(), Integer.parseInt(l.substring(12, 20).strip()), code + " row " + i);
                assertEquals(r.arch(), Integer.parseInt(l.substring(20, 28).strip()), code + " row " + i);
                assertEquals(r.lower(), words(l.substring(28, 54)), code + " row " + i);
                assertEquals(r.pPos(), words(l.substring(54)), code + " row " + i);
            }
            assertTrue(lines[k + 1 + rows.size()].isBlank(), code + ": MisereSolver printed more idempotents than recorded");
        }
    }
}
