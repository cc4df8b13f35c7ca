package cgx.misere.formcensus;

import cgx.core.CgxException;
import cgx.misere.MisereGame;
import cgx.misere.OptionSets;
import cgx.misere.quotient.certificate.FormOrderCertificate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Certificates of the exclusions of a census of forms (docs/forms-census.md) at order bound B:
 * <ul>
 * <li>the minimal closed sets W outside the {@link ClosureDownSet} (the sets the census prunes
 * by): for each, an {@link FormOrderCertificate} that |Q(cl W)| > B, in {@code DIR/W<k>.txt}, and
 * the index {@code DIR/exclusions.txt} naming W's maximal forms and its file. A form {S} whose
 * closure contains W has its sums and tests among its own sums, so |Q(cl {S})| > B too (no
 * Lemma 4.6 needed);</li>
 * <li>with {@code --ranks LO:HI[:STEP]}: the forms {S} of those ranks (every STEP-th canonical
 * one) that no minimal set prunes and whose quotient exceeds B, each certified on its own in
 * {@code DIR/forms/F<rank>.txt}; those within the bound are counted, not written.</li>
 * </ul>
 * Usage: {@code java -cp plugin/target/cgx.jar cgx.misere.formcensus.ExclusionCertificates DAY B DIR [--seconds S] [--ranks LO:HI[:STEP]] [--ranks-from TSV] [--no-sets]}
 * ({@code --ranks-from}: the ranks in a table's first column, each certified on its own as above).
 * The independent checker is scripts/misere-quotients/check-form-exclusions.py.
 */
public final class ExclusionCertificates {
    private ExclusionCertificates() {}

    public static void main(String[] args) throws IOException {
        try {
            run(args, System.out);
        } catch (CgxException | IllegalArgumentException e) {
            System.err.println("ExclusionCertificates: " + e.getMessage());
            System.exit(2);
        }
    }

    static void run(String[] args, PrintStream out) throws IOException {
        if (args.length < 3) throw new IllegalArgumentException("usage: DAY B DIR [--seconds S] [--ranks LO:HI[:STEP]] [--ranks-from TSV] [--no-sets]");
        int day = Integer.parseInt(args[0]), bound = Integer.parseInt(args[1]);
        Path dir = Path.of(args[2]);
        double seconds = 0;
        long lo = -1, hi = -1, step = 1;
        List<Long> listed = null;
        boolean sets = true;
        for (int k = 3; k < args.length; k++) {
            switch (args[k]) {
                case "--seconds" -> seconds = Double.parseDouble(args[++k]);
                case "--no-sets" -> sets = false;
                case "--ranks-from" -> { // the first column of a table (lines starting with a digit)
                    listed = new ArrayList<>();
                    for (String line : Files.readAllLines(Path.of(args[++k]), StandardCharsets.UTF_8))
                        if (!line.isEmpty() && Character.isDigit(line.charAt(0))) listed.add(Long.parseLong(line.split("\t")[0]));
                }
                case "--ranks" -> {
                    String[] r = args[++k].split(":");
                    lo = Long.parseLong(r[0]);
                    hi = Long.parseLong(r[1]);
                    if (r.length > 2) step = Long.parseLong(r[2]);
                }
                default -> throw new IllegalArgumentException("unknown option " + args[k]);
            }
        }
        OptionSets os = OptionSets.ofDay(day);
        long t0 = System.nanoTime();
        ClosureDownSet down = ClosureDownSet.compute(os, bound, ClosureDownSet.sequential(os, bound, seconds), null);
        out.printf(Locale.ROOT, "down-set: %d closed sets inside, %d minimal outside (%.1f s)%n", down.inside().size(), down.outside().size(), secs(t0));
        Files.createDirectories(dir);
        if (sets) {
            StringBuilder index = new StringBuilder();
            index.append("# the minimal closed sets of forms born by day ").append(day - 1).append(" outside the census's down-set at |Q| <= ").append(bound)
                    .append(" (cgx ExclusionCertificates; docs/forms-census.md, \"Certified exclusions\"): each set's maximal forms and the certificate that |Q(cl W)| > ")
                    .append(bound).append("\nday: ").append(day).append("\nbound: ").append(bound).append('\n');
            int k = 0;
            for (Map.Entry<Long, Integer> e : down.outside().entrySet()) {
                k++;
                List<MisereGame> roots = os.members(os.maximal(e.getKey()));
                String names = String.join("; ", roots.stream().map(MisereGame::toString).toList());
                if (e.getValue() != -1) {
                    index.append("undecided ").append(k).append(": ").append(names).append('\n');
                    out.println("W" + k + " undecided by the census: not certified");
                    continue;
                }
                long t1 = System.nanoTime();
                FormOrderCertificate c = FormOrderCertificate.of(roots, bound);
                String file = "W" + k + ".txt";
                Files.writeString(dir.resolve(file), c.text(), StandardCharsets.UTF_8);
                index.append("set ").append(k).append(": ").append(names).append("; certificate ").append(file).append('\n');
                out.printf(Locale.ROOT, "W%d %s: %d forms, %d tests, largest sum %d, %.2f s%n", k, names, c.forms(), c.tests().length, c.largestSum(), secs(t1));
            }
            Files.writeString(dir.resolve("exclusions.txt"), index.toString(), StandardCharsets.UTF_8);
        }
        if (listed != null) {
            Path fdir = dir.resolve("forms");
            Files.createDirectories(fdir);
            for (long s : listed) {
                if (!os.isCanonical(s)) throw new IllegalArgumentException("rank " + s + " is not a canonical form");
                if (down.order(os.closure(s)) == null) { out.println("F" + s + " pruned: not written"); continue; }
                long t1 = System.nanoTime();
                try {
                    FormOrderCertificate c = FormOrderCertificate.of(List.of(os.form(s)), bound);
                    Files.writeString(fdir.resolve("F" + s + ".txt"), c.text(), StandardCharsets.UTF_8);
                    out.printf(Locale.ROOT, "F%d %s: %d forms, %d tests, largest sum %d, %.2f s%n", s, c.closure()[0], c.forms(), c.tests().length, c.largestSum(), secs(t1));
                } catch (FormOrderCertificate.WithinBound w) {
                    out.println("F" + s + " " + os.text(s) + ": within the bound, |Q| = " + w.order);
                } catch (CgxException e) {
                    out.println("F" + s + " " + os.text(s) + ": not certified: " + e.getMessage());
                }
            }
        }
        if (lo >= 0) {
            Path fdir = dir.resolve("forms");
            Files.createDirectories(fdir);
            long canonical = 0, pruned = 0, within = 0, certified = 0, failed = 0;
            List<String> failures = new ArrayList<>();
            for (long s = lo; s < Math.min(hi, os.count()); s++) {
                if (!os.isCanonical(s)) continue;
                if (canonical++ % step != 0) continue;
                if (down.order(os.closure(s)) == null) { pruned++; continue; }
                long t1 = System.nanoTime();
                try {
                    FormOrderCertificate c = FormOrderCertificate.of(List.of(os.form(s)), bound);
                    Files.writeString(fdir.resolve("F" + s + ".txt"), c.text(), StandardCharsets.UTF_8);
                    certified++;
                    out.printf(Locale.ROOT, "F%d %s: %d forms, %d tests, largest sum %d, %.2f s%n", s, c.closure()[0], c.forms(), c.tests().length, c.largestSum(), secs(t1));
                } catch (FormOrderCertificate.WithinBound w) {
                    within++;
                } catch (CgxException e) {
                    failed++;
                    failures.add("F" + s + " " + os.text(s) + ": " + e.getMessage());
                }
            }
            out.printf(Locale.ROOT, "ranks %d:%d step %d: %d canonical forms taken, %d pruned, %d within the bound, %d certified, %d not certified%n",
                    lo, hi, step, (canonical + step - 1) / step, pruned, within, certified, failed);
            for (String f : failures) out.println("  not certified: " + f);
        }
    }

    private static double secs(long t0) { return (System.nanoTime() - t0) / 1e9; }
}
