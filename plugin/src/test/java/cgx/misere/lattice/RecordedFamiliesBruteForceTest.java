package cgx.misere.lattice;

import cgx.misere.MisereGame;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The infinite families of the recorded certificates of closures of forms (infinite.tsv), read from
 * the certificate text alone and checked by exhaustive search on game trees for small a and b:
 * W_a + X_a is P, and W_b + X_a is N on each side the certificate claims a ray for ((F2): b > a;
 * (F3): W_a + X_b with a < b). The checker proves the claims for every a and b; this is a
 * cross-check that shares nothing with the rule.
 */
class RecordedFamiliesBruteForceTest {
    static final int MAX = 6;

    @Test void everyRecordedFamilyOfFormsHoldsOnGameTrees() throws java.io.IOException {
        Path dir = cgx.TestFiles.testGames().resolve("misere-quotients");
        int rows = 0;
        for (String l : Files.readAllLines(dir.resolve("infinite.tsv"))) {
            if (l.startsWith("#") || l.startsWith("game\t") || l.isBlank()) continue;
            String[] f = l.split("\t");
            if (!f[2].equals("infinite (proved)") || !f[1].startsWith("cl")) continue;
            String cert = cgx.misere.lattice.check.LatticeProofChecker.read(dir.resolve(f[6]));
            List<MisereGame> forms = new ArrayList<>();
            for (String s : line(cert, "game forms ").substring("game forms ".length()).split(";")) forms.add(MisereGame.parse(s.trim()));
            LatticeGame game = LatticeGame.ofForms(forms);
            int[] w = vec(cert, "family-witness "), sigma = vec(cert, "family-witness-step "), x = vec(cert, "family-distinguisher "), tau = vec(cert, "family-distinguisher-step ");
            boolean f2 = cert.contains("\nray-witness "), f3 = cert.contains("\nray-distinguisher ");
            assertTrue(f2 || f3, f[0]);
            Map<Long, Boolean> memo = new HashMap<>();
            for (int a = 0; a <= MAX; a++)
                for (int b = 0; b <= MAX; b++) {
                    boolean p = GameTreeOutcomes.isP(game, sum(w, sigma, b, x, tau, a), memo);  // W_b + X_a
                    if (a == b) assertTrue(p, f[0] + ": W_" + a + " + X_" + a + " is not P");
                    else if (f2 && b > a || f3 && b < a) assertFalse(p, f[0] + ": W_" + b + " + X_" + a + " is not N");
                }
            rows++;
        }
        assertTrue(rows >= 4, "rows of closures of forms: " + rows);
    }

    /**
     * The day-5 forms with infinite quotients that docs/forms-census.md and the README count, by the
     * second computation of the closures and of canonicity (count-infinite-forms.py, no cgx code)
     * over the recorded closures of infinite.tsv.
     */
    @Test void theDayFiveCountOfInfiniteQuotientsIsTheDocumentedOne() throws Exception {
        String out = cgx.Python.check(cgx.TestFiles.scripts().resolve("misere-quotients/count-infinite-forms.py"), List.of(), 300);
        org.junit.jupiter.api.Assumptions.assumeFalse(out.contains("No module named 'numpy'"), "skipped: no numpy");
        assertTrue(out.startsWith("0\n"), out);
        assertTrue(out.contains("cl{*2/21; *2/0}: 1044480 forms"), out);
        assertTrue(out.contains("cl{*2/210; *2/20; *2/0}: 522176 forms"), out);
        assertTrue(out.contains("cl{*2/30; *2/20}: 1044352 forms"), out);
        assertTrue(out.contains("cl{*2/30; *2/2; *2/0}: 522240 forms"), out);
        assertTrue(out.contains("cl{*2/20; *2/0; *3/}: 524288 forms"), out);
        assertTrue(out.contains("whose closure contains one of the 7 closures: 2154338 (infinite quotients)"), out);
    }

    private static int[] sum(int[] w, int[] sigma, int b, int[] x, int[] tau, int a) {
        int[] v = new int[w.length];
        for (int c = 0; c < v.length; c++) v[c] = w[c] + b * sigma[c] + x[c] + a * tau[c];
        return v;
    }

    private static String line(String text, String start) {
        return text.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow(() -> new AssertionError("no line " + start));
    }

    private static int[] vec(String text, String start) {
        return Arrays.stream(line(text, start).substring(start.length()).trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }
}
