package cgx.misere.lattice.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An independent checker of {@code cgx-lattice-proof 1} certificates (docs/lattice-proofs.md).
 * It imports only java.*: the game, the form notation, the take-and-break moves and the
 * asserted outcome o* are all recomputed here, sharing nothing with the search that wrote the
 * certificate.
 *
 * <p>It checks (1) base, (2) completeness, (3) invariance and (4) the outcome rule on the
 * finitely many representatives, which proves o* = o⁻ (the misère outcome); then, when the
 * certificate has a family, (F1) with (F2) or (F3) or both and their ray paths, which proves the misère quotient
 * infinite.
 */
public final class LatticeProofChecker {
    private LatticeProofChecker() {}

    /**
     * The result of a check.
     *
     * @param valid           the outcome function is proved (conditions (1)–(4))
     * @param infinite        valid, and the family's (F1) and each of (F2), (F3) it gives, with its ray path, are verified
     * @param failure         null when everything present verified, else a one-line explanation
     * @param representatives the representatives checked
     * @param directChecks    the direct evaluations of o* made
     * @param summary         a short sentence of what was proved
     */
    public record Verdict(boolean valid, boolean infinite, String failure, long representatives, long directChecks, String summary) {
        @Override
        public String toString() {
            return (valid ? "valid" : "INVALID") + (infinite ? ", infinite" : "") + ": " + summary
                    + (failure == null ? "" : "\nfailure: " + failure)
                    + "\nrepresentatives: " + representatives + ", direct checks: " + directChecks;
        }
    }

    /** Checks a certificate; never throws (a malformed one gives valid = false, naming the line). */
    public static Verdict check(String certificateText) { return check(certificateText, 1); }

    /**
     * As {@link #check(String)}, but conditions (2)–(4) only at every {@code stride}-th representative
     * when stride > 1: a sample, which says "Sampled" where a full check says "Proved" (the
     * largest certificates are so re-read in routine runs and checked in full by a script).
     */
    public static Verdict check(String certificateText, int stride) {
        if (stride < 1) throw new IllegalArgumentException("stride must be at least 1, got " + stride);
        RuleCheck rules = null;
        try {
            Certificate cert = CertificateParser.parse(certificateText);
            Closure game = Closure.of(cert);
            Rule rule = new Rule(cert.box, cert.table, cert.shifts, cert.guards);
            rules = new RuleCheck(rule, game);
            rules.run(stride);
            String proved = (stride == 1 ? "Proved" : "Sampled every " + stride + "th representative (not a proof) of the claim")
                    + " that o* is the misère outcome on the closure of " + game.description + " (" + game.r
                    + " generators, box " + box(cert.box) + ", " + rule.k + " shifts, " + rules.representatives + " representatives)";
            if (cert.family == null) return new Verdict(true, false, null, rules.representatives, rules.directChecks, proved + ".");
            FamilyCheck family = new FamilyCheck(rule, rules.outcomes, cert.family);
            try {
                family.run();
            } catch (CheckFailure e) {
                return new Verdict(true, false, e.getMessage(), rules.representatives, rules.directChecks + family.directChecks,
                        proved + "; the infinite family was not verified.");
            }
            Certificate.Family f = cert.family;
            return new Verdict(true, true, null, rules.representatives, rules.directChecks + family.directChecks,
                    proved + ", and that the misère quotient is infinite: W_a = " + Vectors.show(f.w) + " + a·" + Vectors.show(f.sigma)
                            + " are pairwise distinguished by X_a = " + Vectors.show(f.x) + " + a·" + Vectors.show(f.tau)
                            + (f.witnessRay == null ? " (W_a + X_b is N for a < b)" : f.distinguisherRay == null ? " (W_b + X_a is N for b > a)" : "") + ".");
        } catch (CheckFailure e) {
            return failed(e.getMessage(), rules);
        } catch (StackOverflowError e) {
            return failed("the certificate is nested too deeply to read", rules);
        } catch (OutOfMemoryError e) {
            return failed("out of memory while checking", rules);
        } catch (RuntimeException e) {
            return failed("internal error of the checker: " + e, rules);
        }
    }

    private static Verdict failed(String message, RuleCheck rules) {
        long reps = rules == null ? 0 : rules.representatives, direct = rules == null ? 0 : rules.directChecks;
        return new Verdict(false, false, message, reps, direct, "Not proved: " + message);
    }

    private static String box(int[] b) {
        StringBuilder s = new StringBuilder();
        for (int c = 0; c < b.length; c++) s.append(c == 0 ? "" : "×").append(b[c]);
        return s.toString();
    }

    /** A certificate file's text: gzip-compressed when its name ends in ".gz" (large rules are stored so), else UTF-8. */
    public static String read(Path file) throws IOException {
        if (!file.getFileName().toString().endsWith(".gz")) return Files.readString(file, StandardCharsets.UTF_8);
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** {@code LatticeProofChecker FILE}: prints the verdict; exit 0 if valid (and infinite when a family is given), else 1. */
    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: LatticeProofChecker CERTIFICATE-FILE");
            System.exit(1);
        }
        String text;
        try {
            text = read(Path.of(args[0]));
        } catch (IOException | RuntimeException e) {
            System.err.println("cannot read " + args[0] + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        Verdict v = check(text);
        System.out.println(v);
        System.exit(v.valid() && v.failure() == null ? 0 : 1);
    }
}
