package cgx.misere.quotient;

import cgx.Python;
import cgx.TestFiles;
import cgx.core.CgxException;
import cgx.misere.MisereGame;
import cgx.misere.quotient.certificate.FormOrderCertificate;
import cgx.misere.quotient.certificate.FormSums;
import cgx.misere.quotient.certificate.FollowerMoves;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Certificates that |Q(cl A)| > B (issue 52: the census's exclusions): CertifyOrderExceeds on the
 * census's largest pruner and on R8, its vectors pairwise distinct and every outcome agreeing with
 * FormSums; the recorded certificates of test-games/misere-quotients/proofs/exclusions/day5-b64
 * accepted by the independent checker scripts/misere-quotients/check-form-exclusions.py (a sample of
 * them here, every file by the census mode, slower); mutants rejected (an outcome flipped, a test
 * changed so that two vectors coincide, a form's options changed, a sum dropped); bad input refused in
 * one line.
 */
class FormOrderCertificateTest {
    private static final Path DIR = TestFiles.testGames().resolve("misere-quotients/proofs/exclusions/day5-b64");
    private static final Path CHECKER = TestFiles.scripts().resolve("misere-quotients/check-form-exclusions.py");

    @Test void certifiesTheLargestPrunerAndAgreesWithTheSearch() {
        FormOrderCertificate c = FormOrderCertificate.of(List.of(MisereGame.parse("*2/21"), MisereGame.parse("*2/0")), 64);
        assertEquals(64, c.bound());
        assertEquals(5, c.forms());
        assertEquals(65, c.elements().length);
        Set<String> vectors = new HashSet<>();
        FormSums search = new FormSums(new FollowerMoves("test", c.options()));
        for (int i = 0; i < c.elements().length; i++) {
            StringBuilder v = new StringBuilder();
            for (int j = 0; j < c.tests().length; j++) {
                int[] counts = new int[c.forms() + 1];
                for (int f : c.elements()[i]) counts[f]++;
                for (int f : c.tests()[j]) counts[f]++;
                assertEquals(search.isP(counts), c.outcomes()[i][j], "sum " + i + " test " + j);
                v.append(c.outcomes()[i][j] ? 'P' : 'N');
            }
            assertTrue(vectors.add(v.toString()), "sum " + i + " repeats a vector");
        }
        assertEquals(Files.exists(DIR.resolve("W1.txt")) ? read("W1.txt") : c.text(), c.text(), "W1.txt is what cgx writes");
    }

    @Test void withinTheBoundThereIsNothingToCertify() {
        FormOrderCertificate r8 = FormOrderCertificate.of(List.of(MisereGame.parse("*2/320")), 7);
        assertEquals(8, r8.elements().length);
        CgxException e = assertThrows(CgxException.class, () -> FormOrderCertificate.of(List.of(MisereGame.parse("*2/320")), 8));
        assertTrue(e.getMessage().contains("= 8 is at most 8"), e.getMessage());
    }

    private static String read(String name) {
        try {
            return Files.readString(DIR.resolve(name));
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Runs the independent checker with these arguments: its exit code, a newline, its output. */
    private static String check(List<String> argList, int timeoutSeconds) throws Exception {
        return Python.check(CHECKER, argList, timeoutSeconds);
    }

    @Test void theCheckerAcceptsRecordedCertificates() throws Exception {
        List<String> files = new ArrayList<>();
        for (String w : List.of("W1.txt", "W2.txt", "W47.txt", "W94.txt")) files.add(DIR.resolve(w).toString());
        try (var s = Files.list(DIR.resolve("forms"))) { // a sample of the forms certified alone
            s.sorted().limit(5).forEach(p -> files.add(p.toString()));
        }
        String out = check(files, 300);
        assertTrue(out.startsWith("0\n"), out);
        assertEquals(files.size(), out.split("\n  OK: ", -1).length - 1, out);
        assertTrue(out.contains("OK: |Q(cl *2/21; *2/0)| > 64: 65 sums pairwise distinguished by"), out);
    }

    /** The census mode on every recorded certificate: the counts docs/forms-census.md states. */
    @Test void theCheckerProvesTheCensusExclusions() throws Exception {
        String out = check(List.of("--census", DIR.resolve("exclusions.txt").toString(), "--forms", DIR.resolve("forms").toString(),
                "--expect-canonical", "4171780"), 900);
        Assumptions.assumeFalse(out.contains("No module named 'numpy'"), "skipped: no numpy for the census mode");
        assertTrue(out.startsWith("0\n"), out);
        assertTrue(out.contains("canonical forms born by day 0..4: 1, 2, 3, 5, 22"), out);
        assertTrue(out.contains("canonical forms born by day 5: 4171780"), out);
        assertTrue(out.contains("proved to have |Q(cl G)| > 64: 3631874 (3631832 whose closure contains one of the 94 certified closures, 42 certified alone)"), out);
        assertTrue(out.contains("forms left (not excluded by a certificate checked here): 539906"), out);
        assertFalse(out.contains("FAILED"), out);
    }

    /** The census mode refuses a minimal closure whose certificate proves a smaller bound than the census's (its pruned forms are then not counted). */
    @Test void theCensusModeRefusesASmallerBound() throws Exception {
        Path tmp = Files.createTempDirectory("cgx-exclusions");
        try (var s = Files.list(DIR)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) Files.copy(p, tmp.resolve(p.getFileName().toString()));
        }
        StringBuilder w1 = new StringBuilder();
        for (String l : read("W1.txt").split("\n")) {
            if (l.startsWith("bound: ")) w1.append("bound: 10\n");
            else if (l.startsWith("sum ") && Integer.parseInt(l.substring(4, l.indexOf(':'))) > 11) continue;
            else w1.append(l).append('\n');
        }
        Files.writeString(tmp.resolve("W1.txt"), w1.toString());
        assertTrue(check(List.of(tmp.resolve("W1.txt").toString()), 120).startsWith("0\n"), "a valid certificate of |Q| > 10");
        String out = check(List.of("--census", tmp.resolve("exclusions.txt").toString()), 900);
        Assumptions.assumeFalse(out.contains("No module named 'numpy'"), "skipped: no numpy for the census mode");
        assertTrue(out.startsWith("1\n"), out);
        assertTrue(out.contains("FAILED: bound 10, not the census's 64"), out);
        assertTrue(out.contains("one of the 93 certified closures"), out);
    }

    @Test void mutantsAreRejected() throws Exception {
        String w1 = read("W1.txt");
        List<String> lines = List.of(w1.split("\n", -1));
        Path tmp = Files.createTempDirectory("cgx-ordercert");
        List<String> files = new ArrayList<>();
        // an outcome flipped (its vector stays distinct from the others: only the search catches it)
        String s7 = lines.stream().filter(l -> l.startsWith("sum 7: ")).findFirst().orElseThrow();
        int semi = s7.indexOf("; ") + 2;
        String flipped = s7.substring(0, semi) + (s7.charAt(semi) == 'P' ? 'N' : 'P') + s7.substring(semi + 1);
        files.add(write(tmp, "flipped.txt", w1.replace(s7 + "\n", flipped + "\n")));
        // a test sum changed to repeat another: two vectors then coincide (the listed outcomes follow)
        files.add(write(tmp, "sametest.txt", sameTests(lines)));
        // a form's options changed (its notation no longer matches)
        files.add(write(tmp, "options.txt", w1.replace("form 4: *2/0; options 3 0", "form 4: *2/0; options 3 1")));
        // a sum dropped: fewer than B + 1 sums
        files.add(write(tmp, "dropped.txt", w1.replace(lines.stream().filter(l -> l.startsWith("sum 65: ")).findFirst().orElseThrow() + "\n", "")));
        // the bound raised without more sums
        files.add(write(tmp, "bound.txt", w1.replace("bound: 64", "bound: 65")));
        String out = check(files, 300);
        assertTrue(out.startsWith("1\n"), out);
        assertEquals(files.size(), out.split("\n  FAILED: ", -1).length - 1, out);
        assertTrue(out.contains("is a misère"), out);
        assertTrue(out.contains("have the same outcome vector"), out);
        assertTrue(out.contains("form 4, *2/0, is not the game whose options are the forms [3, 1]"), out);
        assertTrue(out.contains("the sum lines must be sums 1..65"), out);
        assertTrue(out.contains("the sum lines must be sums 1..66"), out);
    }

    /**
     * W1 with a test k replaced by another test l, and the column of k by l's (so every listed
     * outcome stays true), where two sums differ only at k and agree at l: those two vectors then
     * coincide, which only the distinctness check can catch.
     */
    private static String sameTests(List<String> lines) {
        List<String> sums = lines.stream().filter(l -> l.startsWith("sum ")).toList();
        List<String> vectors = sums.stream().map(l -> l.substring(l.indexOf("; ") + 2)).toList();
        int m = vectors.get(0).length();
        for (int a = 0; a < vectors.size(); a++) {
            for (int b = 0; b < a; b++) {
                String u = vectors.get(a), v = vectors.get(b);
                int k = -1, diff = 0;
                for (int j = 0; j < m; j++) if (u.charAt(j) != v.charAt(j)) { diff++; k = j; }
                if (diff != 1) continue;
                final int kk = k, l = k == 0 ? 1 : 0;
                String tl = lines.stream().filter(x -> x.startsWith("test " + (l + 1) + ": ")).findFirst().orElseThrow().substring(("test " + (l + 1) + ": ").length());
                List<String> out = new ArrayList<>();
                for (String x : lines) {
                    if (x.startsWith("test " + (kk + 1) + ": ")) out.add("test " + (kk + 1) + ": " + tl);
                    else if (x.startsWith("sum ")) {
                        int semi = x.indexOf("; ") + 2;
                        char[] w = x.substring(semi).toCharArray();
                        w[kk] = w[l];
                        out.add(x.substring(0, semi) + new String(w));
                    } else out.add(x);
                }
                return String.join("\n", out);
            }
        }
        throw new AssertionError("no two sums of W1 told apart by one test only");
    }

    private static String write(Path dir, String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text).toString();
    }

    @Test void badInputIsRefusedInOneLine() throws Exception {
        Path tmp = Files.createTempDirectory("cgx-ordercert");
        String junk = write(tmp, "junk.txt", "closure: *2\nforms: x\n");
        String empty = write(tmp, "empty.txt", "");
        String badForm = write(tmp, "bad.txt", read("W1.txt").replace("form 5: *2/21;", "form 5: *2/2)1;"));
        String badSum = write(tmp, "badsum.txt", read("W1.txt").replace("sum 3: 2; ", "sum 3: 9; "));
        String out = check(List.of(junk, empty, badForm, badSum, tmp.resolve("missing.txt").toString()), 120);
        assertTrue(out.startsWith("1\n"), out);
        assertFalse(out.contains("Traceback"), out);
        assertEquals(5, out.split("\n  FAILED: ", -1).length - 1, out);
        for (String line : out.split("\n")) if (line.contains("FAILED")) assertFalse(line.isBlank());
        assertTrue(check(List.of("--census"), 60).startsWith("2\n"));
        assertTrue(check(List.of("--census", tmp.resolve("missing.txt").toString()), 60).startsWith("2\n"));
        assertTrue(check(List.of(), 60).startsWith("2\n"));
    }
}
