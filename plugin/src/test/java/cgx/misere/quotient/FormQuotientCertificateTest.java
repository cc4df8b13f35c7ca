package cgx.misere.quotient;

import cgx.Python;
import cgx.TestFiles;
import cgx.lang.Session;
import cgx.misere.MisereGame;
import cgx.misere.quotient.certificate.FormQuotientCertificate;
import cgx.misere.quotient.certificate.FormSums;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Certify on quotients of forms Q(cl A) (issue 52): the checks on the worksheet, wrong quotients
 * refuted, the certificates of unusual-periods.tsv (its certificate column) equal to what cgx
 * writes and re-verified by the independent checker scripts/misere-quotients/check-form-quotient.py
 * (Python, no code shared with cgx), and a fuzz: every single-field mutant of a recorded certificate
 * goes to the checker, whose verdict must be cgx's own on the mutated data (and a mutant whose
 * option lists no longer match its forms' notation must be refused).
 */
class FormQuotientCertificateTest {
    private static final Path TSV = TestFiles.testGames().resolve("misere-quotients/unusual-periods.tsv");
    private static final Path CHECKER = TestFiles.scripts().resolve("misere-quotients/check-form-quotient.py");

    @Test void certifyChecksAQuotientOfForms() {
        Session s = cgx.families.Families.session();
        java.util.function.Function<String, String> show = src -> s.show(s.eval(src));
        String c = show.apply("Q := MisereQuotient(*2/320); C := Certify(Q, Terms => 6)");
        assertTrue(c.startsWith("/* Certificate of Q(cl *2/320), 5 forms, |Q| = 8, |P| = 2: proved"), c);
        assertTrue(c.contains("every sum of at most 6 forms of the closure: 462 sums searched, all agree"), c);
        assertTrue(c.endsWith("*/ Certify(MisereQuotient(*2/320), Terms => 6)"), c);
        assertEquals("[true, true, true, 5, 8, 6, 462, nil, 462]",
                show.apply("[C.Passed, C.Proved, C.AlgebraPassed, C.Forms, C.Order, C.Terms, C.Positions, C.Counterexample, FormSumCount(5, 6)]"));
        assertEquals(c, show.apply("Q.Certificate"), "Q.Certificate shows the strongest certificate so far");
        assertEquals(show.apply("Certify(MisereQuotient(*2/320), Terms => 6).Text"), show.apply("C.Text"));
        // the default search: the most forms whose sums number at most 200000
        assertEquals("[12, 125970, true]", show.apply("D := Certify(MisereQuotient(*(2/320)3/4)); [D.Terms, D.Positions, D.Proved]"));
        // a partial quotient is that of a smaller closure, and says so
        assertTrue(show.apply("Certify(MisereQuotient(*(2/320)3/4, MaxHeap => 5), Terms => 3)").startsWith("/* Certificate of Q(cl *2/320), 5 forms, |Q| = 8"));
        assertTrue(show.apply("Certify(MisereQuotient([*2, *4]), Terms => 3)").startsWith("/* Certificate of Q(cl [*2, *4]), 4 forms, |Q| = 10, |P| = 2: proved"));
        // bad input: one line each
        for (String[] bad : new String[][] {
                {"Certify(MisereQuotient(*2), TotalSize => 5)", "Terms => k"},
                {"Certify(MisereQuotient(*2), Terms => 61)", "at most 60"},
                {"Certify(MisereQuotient(*(2/320)3/4), Terms => 40)", "choose fewer Terms"},
                {"C.Save(\"\")", "file name"}}) {
            String m = assertThrows(cgx.core.CgxException.class, () -> s.eval(bad[0]), bad[0]).getMessage();
            assertTrue(m.contains(bad[1]) && !m.contains("\n"), bad[0] + ": " + m);
        }
    }

    /** The data of a certificate text, read back (for the fuzz's verdicts and the refutations). */
    record Data(String[] roots, String[] labels, int[][] options, int[] phi, int order, int[] mul, boolean[] isP) {
        static Data parse(String text) {
            Map<String, String> kv = new LinkedHashMap<>();
            for (String line : text.split("\n")) {
                String l = line.replaceAll("#.*", "").strip();
                if (l.isEmpty()) continue;
                int colon = l.indexOf(':');
                kv.put(l.substring(0, colon).strip(), l.substring(colon + 1).strip());
            }
            int n = Integer.parseInt(kv.get("forms")), order = Integer.parseInt(kv.get("order"));
            String[] labels = new String[n + 1];
            int[][] options = new int[n + 1][];
            options[0] = new int[0];
            int[] phi = new int[n + 1];
            for (int i = 1; i <= n; i++) {
                String[] f = kv.get("form " + i).split(";");
                labels[i] = f[0].strip();
                options[i] = nums(f[1].strip().substring("options".length()));
                phi[i] = nums(f[2].strip().substring("value".length()))[0];
            }
            int[] mul = new int[order * order];
            for (int x = 0; x < order; x++) System.arraycopy(nums(kv.get("row " + x)), 0, mul, x * order, order);
            boolean[] isP = new boolean[order];
            for (int x : nums(kv.get("P"))) isP[x] = true;
            return new Data(kv.get("closure").split("; "), labels, options, phi, order, mul, isP);
        }

        /** cgx's own checks on this data, the search on sums of at most {@code terms} forms. */
        FormQuotientCertificate certify(int terms) {
            String[] names = new String[order];
            for (int x = 0; x < order; x++) names[x] = "x" + x;
            return FormQuotientCertificate.certify(String.join(", ", roots), roots, labels, options, phi, order, mul, isP, names, terms);
        }
    }

    private static int[] nums(String s) {
        return s.isBlank() ? new int[0] : Arrays.stream(s.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }

    @Test void wrongQuotientsAreRefuted() {
        MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse("*(2/320)3/4")), 100);
        Data d = Data.parse(q.certifyForms(4).text());
        assertTrue(d.certify(4).proved());
        // Φ(*4) = d in P instead of d^2 ... : each P-membership flipped is refuted, by the algebra or the outcome rule
        for (int x = 0; x < d.order(); x++) {
            boolean[] p = d.isP().clone();
            p[x] = !p[x];
            FormQuotientCertificate c = new Data(d.roots(), d.labels(), d.options(), d.phi(), d.order(), d.mul(), p).certify(4);
            assertFalse(c.passed(), "P flipped at " + x);
            assertTrue(c.toString().contains("REFUTED"), c.toString());
        }
        // *4's value moved to d^2: the search finds a sum that disagrees
        int[] phi = d.phi().clone();
        phi[7] = d.mul()[phi[7] * d.order() + phi[7]];
        FormQuotientCertificate c = new Data(d.roots(), d.labels(), d.options(), phi, d.order(), d.mul(), d.isP()).certify(4);
        assertFalse(c.passed());
        assertNotNull(c.counterexample(), c.toString());
        assertTrue(c.counterexample().contains("-position but the quotient predicts"), c.counterexample());
    }

    /** The rows of unusual-periods.tsv: form, order, certificate file. */
    private static List<String[]> rows() throws Exception {
        List<String[]> out = new ArrayList<>();
        String[] header = null;
        for (String line : Files.readAllLines(TSV)) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] f = line.split("\t", -1);
            if (header == null) { header = f; continue; }
            int cert = Arrays.asList(header).indexOf("certificate");
            out.add(new String[] {f[0], f[1], f[cert]});
        }
        return out;
    }

    /** Runs the independent checker with these arguments: its exit code, a newline, its output. */
    private static String check(List<String> argList, int timeoutSeconds) throws Exception {
        return Python.check(CHECKER, argList, timeoutSeconds);
    }

    @Test void recordedCertificatesAreWhatCgxWritesAndTheIndependentCheckerAcceptsThem() throws Exception {
        List<String> files = new ArrayList<>();
        List<String[]> rows = rows();
        assertEquals(7, rows.size());
        for (String[] r : rows) {
            assertFalse(r[2].isBlank(), r[0] + " has a certificate");
            Path file = TSV.getParent().resolve(r[2]);
            FormQuotientCertificate c = Quotients.ofForms(List.of(MisereGame.parse(r[0])), 2000).certifyForms(4);
            assertTrue(c.proved(), c.toString());
            assertEquals(Integer.parseInt(r[1]), c.order(), r[0]);
            assertEquals(Files.readString(file), c.text(), r[2] + " is what cgx writes (scripts/misere-quotients/form-certificates.cgx)");
            files.add(file.toString());
        }
        String out = check(files, 600);
        assertTrue(out.startsWith("0\n"), out);
        assertEquals(rows.size(), out.split("\n  OK: proved: ", -1).length - 1, out);
        assertTrue(out.contains("Q (|Q| = 62, |P| = 10) is the misère quotient of the closure of *(2/320)3/4 (8 forms)"), out);
        assertTrue(out.contains("exhaustive search on the 43758 sums of at most 10 forms agrees"), out);
        // issue 52 part 2: an element of period 12 (docs/periods.md, section 6)
        assertTrue(out.contains("Q (|Q| = 1024, |P| = 140) is the misère quotient of the closure of *((2/320)3/4)0 (9 forms)"), out);
        // issue 52 part 3: the aimed search's smaller quotient with period 12 (docs/periods.md, section 8)
        assertTrue(out.contains("Q (|Q| = 824, |P| = 125) is the misère quotient of the closure of *((2/320)3/4)40 (9 forms)"), out);
        assertFalse(out.contains("FAILED"), out);
    }

    @Test void checkerRefusesWhatIsNotACertificateInOneLine() throws Exception {
        Path tmp = Files.createTempDirectory("cgx-formcert");
        Path junk = Files.writeString(tmp.resolve("junk.txt"), "closure: *2\nforms: x\n");
        Path empty = Files.writeString(tmp.resolve("empty.txt"), "");
        Path badForm = Files.writeString(tmp.resolve("bad.txt"), Files.readString(TSV.getParent().resolve("proofs/forms/Q62.1.txt"))
                .replace("form 5: *2/320;", "form 5: *2/3)20;"));
        String out = check(List.of(junk.toString(), empty.toString(), badForm.toString(), tmp.resolve("missing.txt").toString()), 120);
        assertTrue(out.startsWith("1\n"), out);
        assertFalse(out.contains("Traceback") || out.contains("internal error"), out);
        assertEquals(4, out.split("\n  FAILED: ", -1).length - 1, out);
        assertTrue(check(List.of("--terms"), 60).startsWith("2\n"));
    }

    /** Single-field mutants of a certificate text: a table entry, a P-membership, a form's value, an option, a count. */
    static Map<String, String> mutants(String text, Random rnd, int tableEntries, int valuesPerForm) {
        List<String> lines = List.of(text.split("\n", -1));
        Data d = Data.parse(text);
        int order = d.order();
        Map<String, String> out = new LinkedHashMap<>();
        for (int li = 0; li < lines.size(); li++) {
            String line = lines.get(li);
            String body = line.replaceAll("\\s*#.*", ""), comment = line.substring(body.length());
            int colon = body.indexOf(':');
            if (colon < 0) continue;
            String key = body.substring(0, colon), val = body.substring(colon + 1).strip();
            final int at = li;
            java.util.function.BiConsumer<String, String> put = (name, v) -> {
                List<String> m = new ArrayList<>(lines);
                m.set(at, key + ": " + v + comment);
                out.put(name, String.join("\n", m));
            };
            if (key.equals("forms") || key.equals("order")) {
                for (int dv : new int[] {-1, 1}) put.accept("count:" + key + dv, "" + (Integer.parseInt(val) + dv));
            } else if (key.equals("P")) {
                for (int x = 0; x < order; x++) {
                    StringBuilder b = new StringBuilder();
                    for (int y = 0; y < order; y++) if (d.isP()[y] != (y == x)) b.append(b.length() == 0 ? "" : " ").append(y);
                    put.accept("P:" + x, b.toString());
                }
            } else if (key.startsWith("form ")) {
                int i = Integer.parseInt(key.substring(5));
                int[] opts = d.options()[i];
                for (int k = 0; k < opts.length; k++) {
                    int[] dropped = new int[opts.length - 1];
                    for (int j = 0, m = 0; j < opts.length; j++) if (j != k) dropped[m++] = opts[j];
                    put.accept("option:" + i + "-drop" + k, formLine(d, i, dropped, d.phi()[i]));
                    for (int other = 0; other < i; other++) {
                        final int o = other;
                        if (Arrays.stream(opts).anyMatch(v -> v == o)) continue;
                        int[] moved = opts.clone();
                        moved[k] = other;
                        put.accept("option:" + i + "-" + k + "to" + other, formLine(d, i, moved, d.phi()[i]));
                        break;
                    }
                }
                for (int t = 0; t < valuesPerForm; t++) {
                    int v = (d.phi()[i] + 1 + rnd.nextInt(order - 1)) % order;
                    put.accept("value:" + i + "=" + v, formLine(d, i, opts, v));
                }
            } else if (key.startsWith("row ")) {
                int x = Integer.parseInt(key.substring(4));
                for (int t = 0; t < tableEntries; t++) {
                    if (rnd.nextInt(order) != 0) continue; // about tableEntries entries over the whole table
                    int y = rnd.nextInt(order);
                    int[] row = Arrays.copyOfRange(d.mul(), x * order, x * order + order);
                    row[y] = (row[y] + 1 + rnd.nextInt(order - 1)) % order;
                    put.accept("table:" + x + "," + y, Arrays.stream(row).mapToObj(Integer::toString).reduce((a, b) -> a + " " + b).orElse(""));
                }
            }
        }
        return out;
    }

    private static String formLine(Data d, int i, int[] options, int value) {
        StringBuilder b = new StringBuilder(d.labels()[i]).append("; options");
        for (int o : options) b.append(' ').append(o);
        return b.append("; value ").append(value).toString();
    }

    /**
     * The fuzz: single-field mutants of the recorded certificate of Q62.1 (*(2/320)3/4): every
     * P-membership flipped, every option dropped or moved to another form, each form's value
     * changed (12 random values each), about 250 table entries changed, the counts off by one.
     * The checker must never crash; it must refuse every mutant whose options no longer match its
     * forms' notation or whose counts are off, and on the others agree with cgx's own checks on the
     * mutated data (a mutant both accept would be a true certificate, e.g. the image under an
     * automorphism fixing the other forms' values).
     */
    @Test void mutatedCertificatesAreRejected() throws Exception {
        String text = Files.readString(TSV.getParent().resolve("proofs/forms/Q62.1.txt"));
        Map<String, String> mutants = mutants(text, new Random(52), 250, 12);
        Path tmp = Files.createTempDirectory("cgx-formfuzz");
        Map<String, String> kindOf = new LinkedHashMap<>();
        List<String> args = new ArrayList<>(List.of("--terms", "4"));
        int k = 0;
        for (Map.Entry<String, String> m : mutants.entrySet()) {
            Path p = tmp.resolve("m" + (k++) + ".txt");
            Files.writeString(p, m.getValue());
            args.add(p.toString());
            kindOf.put(p.toString(), m.getKey());
        }
        String out = check(args, 1200);
        assertFalse(out.contains("internal error") || out.contains("Traceback"), out);
        Map<String, Boolean> accepted = new LinkedHashMap<>();
        String current = null;
        for (String l : out.split("\n")) {
            if (l.startsWith(tmp.toString())) current = l.substring(0, l.indexOf(".txt") + 4);
            else if (l.startsWith("  OK: ")) accepted.put(current, true);
            else if (l.startsWith("  FAILED: ")) accepted.put(current, false);
        }
        assertEquals(kindOf.keySet(), accepted.keySet(), "a verdict for every mutant");
        Map<String, int[]> tally = new TreeMap<>();   // kind: mutants, rejected, accepted as cgx accepts them
        for (Map.Entry<String, Boolean> e : accepted.entrySet()) {
            String name = kindOf.get(e.getKey()), kind = name.substring(0, name.indexOf(':'));
            int[] t = tally.computeIfAbsent(kind, x -> new int[3]);
            t[0]++;
            boolean cgxAccepts = !kind.equals("option") && !kind.equals("count") && Data.parse(mutants.get(name)).certify(4).proved();
            assertEquals(cgxAccepts, e.getValue(), name + ": the checker's verdict is cgx's own on the mutated data\n" + out);
            if (e.getValue()) t[2]++;
            else t[1]++;
        }
        StringBuilder report = new StringBuilder("fuzz of the independent checker of certificates of forms (Q62.1):");
        for (Map.Entry<String, int[]> e : tally.entrySet())
            report.append(String.format("%n  %-7s %4d mutants, %4d rejected, %d accepted (and proved by cgx too)", e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2]));
        System.out.println(report);
        assertEquals(List.of("P", "count", "option", "table", "value"), new ArrayList<>(tally.keySet()), report.toString());
        assertTrue(accepted.size() > 400, report.toString());
        assertEquals(0, tally.get("P")[2] + tally.get("table")[2] + tally.get("option")[2], report.toString());
        assertEquals(495, FormSums.count(8, 4), "the search per mutant: every sum of at most 4 of the 8 forms");
    }
}
