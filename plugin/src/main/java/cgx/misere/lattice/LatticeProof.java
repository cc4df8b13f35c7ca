package cgx.misere.lattice;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.misere.lattice.check.LatticeProofChecker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import static cgx.core.Texts.oneLine;

/**
 * What {@code ProveInfinite} proved about a lattice (docs/lattice-proofs.md): the rule found and
 * whether it is proved to give every misère outcome, the infinite family if one was found, and
 * the independent checker's verdict on the certificate. {@link #proved()} is "true" only when the
 * checker re-verified the family; never a guess. Immutable.
 */
public final class LatticeProof {
    /** Most generators of a lattice whose outcome table a proof tries unasked (a census, OutcomesOfMultiples): beyond, the first box's table passes a gigabyte. */
    public static final int MAX_RANK = 6;

    /** Quotients at most this large are computed to tell a finite quotient (no proof needed) from one too large for it. */
    public static final int FINITE_ORDER = 2000;

    /** Default widening of the box for the data. */
    public static final int DEFAULT_MARGIN = 8;

    private final LatticeGame game;
    private final int[] box;
    private final LatticeRule rule;            // null if no rule was made
    private final RuleVerifier.Result result;  // null if no rule was made
    private final InfiniteFamily family;       // null if none found
    private final LatticeProofChecker.Verdict verdict; // null if nothing to check
    private final List<String> log;
    private final double seconds;
    private final long finiteOrder; // > 0: the quotient was computed and is finite, of this order

    private LatticeProof(LatticeGame game, int[] box, LatticeRule rule, RuleVerifier.Result result, InfiniteFamily family,
                         LatticeProofChecker.Verdict verdict, List<String> log, double seconds) {
        this(game, box, rule, result, family, verdict, log, seconds, 0);
    }

    private LatticeProof(LatticeGame game, int[] box, LatticeRule rule, RuleVerifier.Result result, InfiniteFamily family,
                         LatticeProofChecker.Verdict verdict, List<String> log, double seconds, long finiteOrder) {
        this.finiteOrder = finiteOrder;
        this.game = game;
        this.box = box;
        this.rule = rule;
        this.result = result;
        this.family = family;
        this.verdict = verdict;
        this.log = List.copyOf(log);
        this.seconds = seconds;
    }

    /**
     * A bounded attempt's outcome: proved (the certificate re-verified) with the proof's summary, or
     * why not; one line either way. {@code proof}: the proof made, or null (none was: refused,
     * stopped, out of memory).
     */
    public record Attempt(boolean proved, String text, LatticeProof proof) {
        public Attempt(boolean proved, String text) { this(proved, text, null); }
    }

    /** Owned by {@link #attempt}: the bounded proofs of one JVM run one at a time (each uses every core and a large table). */
    private static final java.util.concurrent.Semaphore ONE_PROOF = new java.util.concurrent.Semaphore(1);

    /**
     * A census's attempt (adaptive boxes) to prove Q(game) infinite within {@code seconds} of its
     * own, or less if the caller's deadline comes first; one such proof at a time in this JVM, each
     * outcome table at most {@code maxTable} bytes. Every failure is an answer ("not finished in S s
     * (…)", "out of memory", the error's message); only Ctrl-C or a killed task throws.
     */
    public static Attempt attempt(LatticeGame game, double seconds, long maxTable) {
        long before = Interrupts.deadline();
        boolean locked = false;
        String s = cgx.core.Texts.seconds(seconds);
        try {
            // the seconds count from when this proof starts, not from when it waits for another
            while (!(locked = ONE_PROOF.tryAcquire(100, java.util.concurrent.TimeUnit.MILLISECONDS))) Interrupts.check();
            Interrupts.setDeadline(Math.min(before, System.nanoTime() + (long) (seconds * 1e9)));
            LatticeProof p = prove(game, null, DEFAULT_MARGIN, maxTable, x -> { });
            return new Attempt(p.proved().equals("true"), oneLine(p.summary()), p);
        } catch (Interrupts.Stopped e) {
            if (e.byInterrupt() || Thread.currentThread().isInterrupted()) throw e;
            return new Attempt(false, "not finished in " + s + " s (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Interrupts.Stopped("interrupted");
        } catch (OutOfMemoryError e) {
            return new Attempt(false, "out of memory");
        } catch (StackOverflowError e) {
            return new Attempt(false, "stack overflow");
        } catch (CgxException e) {
            return new Attempt(false, oneLine(e.getMessage()));
        } catch (RuntimeException e) {
            return new Attempt(false, oneLine(e.toString()));
        } finally {
            Interrupts.setDeadline(before);
            if (locked) ONE_PROOF.release();
        }
    }

    /** Boxes tried when none is given. */
    static final int MAX_ATTEMPTS = 12;

    /**
     * Finds a rule on {@code box} (or, when null, on boxes widened from 4 per coordinate where the
     * proof fails, at most {@link #MAX_ATTEMPTS}; each box repaired by dropping shifts, then by
     * shrinking guards), proves it, searches
     * an infinite family and has the independent checker re-verify the certificate.
     */
    public static LatticeProof prove(LatticeGame game, int[] box, int margin, Consumer<String> progress) {
        return prove(game, box, margin, LatticeOutcomes.defaultLimit(), progress);
    }

    /** As above, each table of exact outcomes at most {@code maxTable} bytes (a census shares its JVM with other tasks). */
    public static LatticeProof prove(LatticeGame game, int[] box, int margin, long maxTable, Consumer<String> progress) {
        long t0 = System.nanoTime();
        List<String> log = new ArrayList<>();
        RuleProver.Attempt last = null;
        if (box != null) {
            if (box.length != game.rank()) throw new CgxException("Box needs " + game.rank() + " entries (one per generator of " + game + "), got " + box.length);
            for (int b : box) if (b < 1 || b > 400) throw new CgxException("each entry of Box must be 1 to 400, got " + b);
            last = RuleProver.prove(game, box, margin, true, maxTable, s -> { log.add(s); progress.accept(s); });
        } else {
            // adaptive: start small, widen the coordinates that were large where the proof failed
            int[] b = new int[game.rank()];
            for (int c = 0; c < b.length; c++) b[c] = game.isStar(c) ? 2 : 4;
            for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
                Interrupts.check();
                try {
                    // shrinking guards too: dropping a whole shift loses it where its own data holds (cl{*2/21, *2/0})
                    last = RuleProver.prove(game, b, margin, true, maxTable, s -> { log.add(s); progress.accept(s); });
                } catch (CgxException tooLarge) {
                    if (tooLarge instanceof Interrupts.Stopped) throw tooLarge;
                    log.add("box " + Arrays.toString(b) + ": " + tooLarge.getMessage());
                    progress.accept(log.get(log.size() - 1));
                    break;
                }
                if (last.proved()) break;
                int[] at = last.result().at(); // the failing representative: widen where it lies beyond the box
                boolean grew = false;
                int[] next = b.clone();
                for (int c = 0; c < b.length; c++)
                    if (at != null && at[c] >= b[c] && !game.isStar(c)) { next[c] = b[c] + Math.max(2, b[c] / 2); grew = true; }
                if (!grew) for (int c = 0; c < b.length; c++) if (!game.isStar(c)) next[c] = b[c] + Math.max(2, b[c] / 2);
                b = next;
            }
        }
        if (last == null) return new LatticeProof(game, new int[game.rank()], null, null, null, null, log, (System.nanoTime() - t0) / 1e9);
        if (!last.proved()) return new LatticeProof(game, last.rule().box(), last.rule(), last.result(), null, null, log, (System.nanoTime() - t0) / 1e9);
        // pruned (a smaller certificate), always, so that the answer does not depend on a time limit; it counts in a census's seconds
        RuleProver.Attempt full = last;
        last = RuleProver.pruned(game, full, s -> { log.add(s); progress.accept(s); });
        progress.accept("searching an infinite family");
        InfiniteFamily family = InfiniteFamily.search(last.rule());
        if (family == null && last != full) {
            // a shift the pruning dropped may be the family's or on its rays' paths
            family = InfiniteFamily.search(full.rule());
            if (family != null) last = full;
        }
        log.add(family == null ? "no infinite family found" : "infinite family found: W_a = " + describe(game, family.w(), family.sigma()) + ", X_a = " + describe(game, family.x(), family.tau()));
        progress.accept(log.get(log.size() - 1));
        LatticeProof unchecked = new LatticeProof(game, last.rule().box(), last.rule(), last.result(), family, null, log, 0);
        progress.accept("the independent checker re-verifies the certificate");
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(unchecked.certificate());
        log.add("independent checker: " + (v.failure() == null ? v.summary() : "REFUSED: " + v.failure()));
        progress.accept(log.get(log.size() - 1));
        return new LatticeProof(game, last.rule().box(), last.rule(), last.result(), family, v, log, (System.nanoTime() - t0) / 1e9);
    }

    /** "w + a·σ" as sums of generators. */
    static String describe(LatticeGame game, int[] base, int[] step) {
        return "(" + game.describe(base) + ") + a·(" + game.describe(step) + ")";
    }

    public LatticeGame game() { return game; }
    public int[] box() { return box.clone(); }
    public LatticeRule rule() { return rule; }
    public InfiniteFamily family() { return family; }
    public List<String> log() { return log; }
    public double seconds() { return seconds; }
    public LatticeProofChecker.Verdict verdict() { return verdict; }

    /** True if the rule is proved (by the search's verifier and, when checked, the independent checker) to give every outcome. */
    public boolean outcomesProved() { return result != null && result.proved() && (verdict == null || verdict.valid()); }

    /**
     * "true" if the quotient is proved infinite (family verified by the independent checker),
     * "false" if it was computed and is finite ({@link #withFiniteQuotient}), else "unknown".
     */
    public String proved() {
        if (family != null && verdict != null && verdict.infinite()) return "true";
        return finiteOrder > 0 ? "false" : "unknown";
    }

    /** This proof, with the quotient computed exactly and found finite, of order {@code order}. */
    public LatticeProof withFiniteQuotient(long order, double moreSeconds) {
        List<String> l = new ArrayList<>(log);
        l.add("the quotient computed exactly: finite, of order " + order);
        return new LatticeProof(game, box, rule, result, family, verdict, l, seconds + moreSeconds, order);
    }

    /** The order of the quotient when it was computed finite, else 0. */
    public long finiteOrder() { return finiteOrder; }

    /** o*(v): the proved outcome (P true) of any position of the lattice. */
    public boolean isP(int[] v) {
        if (!outcomesProved()) throw new CgxException("no proved outcome function for " + game);
        if (v.length != game.rank()) throw new CgxException("a position of " + game + " has " + game.rank() + " coordinates, got " + v.length);
        for (int x : v) if (x < 0) throw new CgxException("a position's coordinates must be non-negative");
        return rule.isP(v);
    }

    /** The certificate text (docs/lattice-proofs.md), or null without a rule. */
    public String certificate() {
        if (rule == null) return null;
        StringBuilder sb = new StringBuilder("cgx-lattice-proof 1\n");
        sb.append("# ").append(game).append(": ").append(family != null ? "outcome rule and infinite family" : "outcome rule").append('\n');
        sb.append(game.gameLine()).append('\n');
        sb.append("generators ").append(game.rank()).append('\n');
        for (int g = 0; g < game.rank(); g++) sb.append("generator ").append(g).append(' ').append(game.name(g)).append('\n');
        sb.append(rule.text());
        if (family != null) sb.append(family.text());
        sb.append("end\n");
        return sb.toString();
    }

    @Override public boolean equals(Object o) {
        return o instanceof LatticeProof p && p.game.gameLine().equals(game.gameLine()) && java.util.Objects.equals(p.certificate(), certificate()) && p.proved().equals(proved());
    }

    @Override public int hashCode() { return java.util.Objects.hash(game.gameLine(), certificate()); }

    /** What was proved, in words. */
    public String summary() {
        if (proved().equals("false"))
            return "Q(" + game + ") is finite, of order " + finiteOrder + " (computed exactly by MisereQuotient): not infinite"
                    + (outcomesProved() ? "; every misère outcome is also given by a proved rule on the box " + Arrays.toString(box) : "");
        if (proved().equals("true"))
            return "Q(" + game + ") is infinite (proved): the positions W_a = " + describe(game, family.w(), family.sigma())
                    + " are pairwise distinguishable, " + family.separation() + ", X_a = " + describe(game, family.x(), family.tau());
        if (outcomesProved() && family != null)
            return "every misère outcome of " + game + " is proved (a rule on the box " + Arrays.toString(box) + ") and an infinite family found, but the independent checker refused the family ("
                    + verdict.failure() + "): infinite unknown";
        if (outcomesProved())
            return "every misère outcome of " + game + " is proved (a rule on the box " + Arrays.toString(box) + "), but no infinite family was found: infinite unknown";
        if (verdict != null && !verdict.valid()) return "not proved: the independent checker refused the certificate (" + verdict.failure() + "); infinite unknown";
        return "not proved: " + (result == null || result.failure() == null ? (log.isEmpty() ? "no rule" : log.get(log.size() - 1)) : result.failure()) + "; infinite unknown";
    }
}
