package cgx.misere.classify;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.heap.HeapGame;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.algebraic.AlgebraicFamily;
import cgx.misere.algebraic.AlgebraicQuotient;
import cgx.misere.algebraic.FamilyCheck;
import cgx.misere.lattice.LatticeGame;
import cgx.misere.lattice.LatticeProof;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;

import java.util.List;
import java.util.function.Consumer;

import static cgx.core.Texts.oneLine;

/**
 * What a heap game is, in one pipeline: its misère quotient within a budget (complete, and
 * Verify's exhaustive check passed: {@link Status#SOLVED}); else an algebraic-periodic family
 * (docs/algebraic-periodicity.md), proved for every heap by the weight-form induction or evidence
 * to the heap checked; else its next partial quotient Q_(n+1) proved infinite by a lattice proof
 * the independent checker re-verified (docs/lattice-proofs.md); else the partial quotient reached
 * and why each stage stopped. Each stage has a budget of its own ({@link Budget}). The worksheet's
 * {@code Classify(code)} and the census of codes ({@code cgx.census.QuotientEngine}) both call
 * {@link #of}, so a code's status and reason are the same in both. Immutable.
 */
public final class Classification {

    /** A code's status, with the token the census writes in census.tsv and its checkpoint. */
    public enum Status {
        /** The quotient is complete (the Periodicity Theorem certified it) and Verify passed. */
        SOLVED("solved"),
        /** An algebraic-periodic family, proved for every heap by the weight-form induction. */
        ALGEBRAIC_PROVED("algebraic-proved"),
        /** An algebraic-periodic family that agrees with every Q_k to the heap checked: evidence. */
        ALGEBRAIC_EVIDENCE("algebraic-periodic"),
        /** Q_(n+1) proved infinite, so the quotient is infinite. */
        INFINITE("infinite"),
        /** The largest Q_n reached, and why each stage stopped. */
        PARTIAL("partial"),
        /** An error (the message). */
        FAILED("failed");

        private final String token;

        Status(String token) { this.token = token; }

        /** The census's word for it (no spaces). */
        public String token() { return token; }

        /** The status of a census token, or null. */
        public static Status of(String token) {
            for (Status s : values()) if (s.token.equals(token)) return s;
            return null;
        }
    }

    /**
     * The budget of each stage: {@code seconds} for the quotient and its Verify (0: none),
     * {@code maxHeap} (0: until the Periodicity Theorem certifies the quotient), {@code maxOrder},
     * Verify's total size ({@code verify}, 0: not run), {@code algebraic} seconds for the family
     * search (0: not tried; with maxHeap the family is read from Q_maxHeap, without it the bare
     * call raises N on its own), {@code infinite} seconds to prove Q_(n+1) infinite (0: not tried).
     */
    public record Budget(double seconds, int maxHeap, int maxOrder, int verify, double algebraic, double infinite) {
        public Budget {
            if (!(seconds >= 0) || !(algebraic >= 0) || !(infinite >= 0)) throw new CgxException("Classify: the seconds of a stage must be 0 or more");
            if (maxHeap < 0 || verify < 0) throw new CgxException("Classify: MaxHeap and Verify must be 0 or more");
            if (maxOrder < 2 || maxOrder > EngineConfig.MAX_TABLE_ORDER) throw new CgxException("Classify: MaxOrder must be 2 to " + EngineConfig.MAX_TABLE_ORDER);
        }
    }

    /** The worksheet's defaults (the census's --timeout and Verify; each further stage tried, the family search with the bare call's budget). */
    public static final double DEFAULT_SECONDS = 10, DEFAULT_ALGEBRAIC = 60, DEFAULT_INFINITE = 60;
    public static final int DEFAULT_VERIFY = 12;

    private final String code;
    private final Budget budget;
    private final Status status;
    private final String reason;
    private final MisereQuotient quotient;     // the quotient reached (null: failed before one)
    private final long verified;               // sums Verify checked (solved)
    private final AlgebraicQuotient algebraic; // the family search's answer (null: not tried)
    private final LatticeProof.Attempt infinite; // the attempt on Q_(n+1) (null: not tried)
    private final String infiniteCall;         // the call that reproduces it
    private final double seconds;

    private Classification(String code, Budget budget, Status status, String reason, MisereQuotient quotient, long verified,
                           AlgebraicQuotient algebraic, LatticeProof.Attempt infinite, String infiniteCall, double seconds) {
        this.code = code;
        this.budget = budget;
        this.status = status;
        this.reason = reason;
        this.quotient = quotient;
        this.verified = verified;
        this.algebraic = algebraic;
        this.infinite = infinite;
        this.infiniteCall = infiniteCall;
        this.seconds = seconds;
    }

    /**
     * The pipeline: the quotient within {@code b.seconds()} (and Verify in what is left of it); if
     * it stopped short, the family search within {@code b.algebraic()} seconds of its own; if no
     * family, the lattice proof of Q_(n+1) within {@code b.infinite()} seconds of its own. The
     * caller's deadline (this thread's, in {@link Interrupts}) bounds every stage; when it passes,
     * the answer is what the stages before gave, and says so. Ctrl-C (or a killed task) throws
     * {@link Interrupts.Stopped}; every other failure is a {@link Status#FAILED} answer.
     * {@code config}: the engine's settings (learner threads, search budget; its order bound is
     * {@code b.maxOrder()}); {@code progress}: a line per stage, and the engine's own.
     */
    public static Classification of(String codeText, Budget b, EngineConfig config, Consumer<String> progress) {
        long t0 = System.nanoTime();
        long outer = Interrupts.deadline();
        String who = "Classify " + codeText + ": ";
        try {
            TakeAndBreakCode code = TakeAndBreakCode.parse(codeText);
            String name = code.toString();
            EngineConfig cfg = config.withMaxOrder(b.maxOrder());
            progress.accept(who + "computing its misère quotient" + (b.maxHeap() > 0 ? " to heap " + b.maxHeap() : "") + within(b.seconds()));
            Interrupts.setDeadline(until(outer, b.seconds()));
            MisereQuotient q = Quotients.ofHeaps(code, b.maxHeap(), progress == QUIET ? cfg : cfg.withProgress(progress));
            if (!q.isComplete()) {
                String why = stopReason(q);
                // Ctrl-C (or a killed task) stopped the quotient: not an answer (the engine returns Q_n and says so)
                if (why != null && why.matches("stopped at heap \\d+: interrupted(; .*)?")) throw new Interrupts.Stopped("interrupted");
                if (why == null) why = "max heap " + b.maxHeap() + " reached without a certified period";
                progress.accept(who + "Q_" + q.maxGenerator() + " reached (|Q_" + q.maxGenerator() + "| = " + q.order() + "): " + why);
                // the family: read from the partial quotient, or by the bare call's search
                AlgebraicQuotient a = null;
                String family = null;
                if (b.algebraic() > 0 && !passed(outer)) {
                    Interrupts.setDeadline(outer);
                    Family f = family(q, code, b, progress, cfg, who);
                    a = f.answer();
                    family = f.text();
                }
                if (a != null && a.found()) {
                    Status s = a.proved() ? Status.ALGEBRAIC_PROVED : Status.ALGEBRAIC_EVIDENCE;
                    progress.accept(who + s.token() + ": " + shortFamily(a));
                    return new Classification(name, b, s, why + "; " + family, q, 0, a, null, null, secs(t0));
                }
                if (family != null) why = why + "; " + family;
                LatticeProof.Attempt inf = null;
                String call = null;
                if (b.infinite() > 0 && !passed(outer)) {
                    int n = q.maxGenerator();
                    call = "ProveInfinite(\"" + name + "\", MaxHeap => " + (n + 1) + ")";
                    progress.accept(who + "trying to prove Q_" + (n + 1) + " infinite: " + call + within(b.infinite()));
                    Interrupts.setDeadline(outer);
                    inf = proveNext(code, n, b.infinite());
                }
                if (inf != null && inf.proved()) {
                    String text = "Q_" + (q.maxGenerator() + 1) + " is infinite, proved by " + call + ": " + inf.text();
                    progress.accept(who + "infinite: " + text);
                    return new Classification(name, b, Status.INFINITE, why + "; " + text, q, 0, a, inf, call, secs(t0));
                }
                if (inf != null) why = why + "; " + call + ": " + inf.text();
                if (passed(outer)) why = why + "; " + LIMIT + " ended";
                progress.accept(who + "partial: Q_" + q.maxGenerator() + " reached");
                return new Classification(name, b, Status.PARTIAL, why, q, 0, a, inf, call, secs(t0));
            }
            // Verify: predictions against exhaustive search, within what is left of the quotient's budget
            long checked;
            try {
                if (b.verify() > 0) progress.accept(who + "complete (|Q| = " + q.order() + "); Verify(" + b.verify() + ")");
                checked = b.verify() > 0 ? q.verify(b.verify()) : 0;
            } catch (Interrupts.Stopped e) {
                if (e.byInterrupt()) throw e;
                return new Classification(name, b, Status.PARTIAL, "solved but Verify(" + b.verify() + ") stopped: " + e.getMessage(), q, 0, null, null, null, secs(t0));
            }
            progress.accept(who + "solved: |Q| = " + q.order() + ", |P| = " + q.pPortion().size() + (b.verify() > 0 ? ", Verify(" + b.verify() + ") passed on " + checked + " sums" : ""));
            return new Classification(name, b, Status.SOLVED, "", q, checked, null, null, null, secs(t0));
        } catch (Interrupts.Stopped e) {
            if (e.byInterrupt()) throw e;
            return failed(codeText, b, t0, e.getMessage());
        } catch (OutOfMemoryError e) {
            return failed(codeText, b, t0, "out of memory (raise the JVM's -Xmx or lower --max-order)");
        } catch (StackOverflowError e) {
            return failed(codeText, b, t0, "stack overflow (raise -Xss)");
        } catch (CgxException e) {
            return failed(codeText, b, t0, e.getMessage());
        } catch (RuntimeException e) {
            return failed(codeText, b, t0, e.toString());
        } finally {
            Interrupts.setDeadline(outer);
        }
    }

    /** No progress lines (a census's task): the engine is then given none either. */
    public static final Consumer<String> QUIET = s -> { };

    /** The limit of the evaluation that calls the pipeline, when it ends first. */
    static final String LIMIT = "the evaluation's time limit (TimeLimit(s, …) or --timeout)";

    /** The family search's answer (null: none, or not tried) and its line in the reason. */
    private record Family(AlgebraicQuotient answer, String text) {}

    /**
     * The family: with MaxHeap, read from Q_maxHeap (the census's Q_n) and checked against every
     * Q_k, k ≤ n, within {@code b.algebraic()} seconds; without it, the bare call's search, which
     * raises N on its own and proves the family when the weight-form induction holds. Its line:
     * "algebraic-periodic (checked to heap N and by exhaustive search on S sums[; proved for every
     * heap by the weight-form induction, base B]): Q ≅ …; P = …; Φ…", or "no algebraic-periodic
     * family: why".
     */
    private static Family family(MisereQuotient q, TakeAndBreakCode code, Budget b, Consumer<String> progress, EngineConfig cfg, String who) {
        String name = code.toString(), arg = "\"" + name + "\"";
        if (b.maxHeap() == 0) {
            progress.accept(who + "looking for an algebraic-periodic family (the bare call AlgebraicQuotient(" + arg + "))" + within(b.algebraic()));
            AlgebraicQuotient a = AlgebraicQuotient.search(code, name, arg, b.algebraic(), cfg, progress);
            if (a.interrupted()) throw new Interrupts.Stopped("interrupted");
            return new Family(a, familyText(a));
        }
        int n = q.maxGenerator();
        if (n < 8) return new Family(null, "no algebraic-periodic family looked for: Q_" + n + " is too small");
        progress.accept(who + "reading an algebraic-periodic family from Q_" + n + within(b.algebraic()));
        long outer = Interrupts.deadline();
        Interrupts.setDeadline(until(outer, b.algebraic()));
        try {
            AlgebraicQuotient a = AlgebraicQuotient.ofPartialQuotient(q, code, name, arg, progress);
            return new Family(a, familyText(a));
        } catch (Interrupts.Stopped e) {
            if (e.byInterrupt()) throw e; // Ctrl-C or a killed task: not an answer
            return new Family(null, "no algebraic-periodic family: not read and checked within the time limit (" + e.getMessage() + ")");
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            return new Family(null, "no algebraic-periodic family: " + oneLine(e.toString()));
        } finally {
            Interrupts.setDeadline(outer);
        }
    }

    private static String familyText(AlgebraicQuotient a) {
        if (!a.found()) return "no algebraic-periodic family: " + oneLine(a.reason());
        AlgebraicFamily f = a.family();
        return "algebraic-periodic (checked to heap " + a.checkedTo() + " and by exhaustive search on " + a.searched() + " sums"
                + (a.proved() ? "; proved for every heap by the weight-form induction, base " + a.proof().base() : "") + "): Q ≅ " + f.presentation()
                + "; P = " + f.pPortionText() + "; " + f.phiText();
    }

    private static String shortFamily(AlgebraicQuotient a) {
        return "Q ≅ " + a.family().presentation() + (a.proved() ? ", proved for every heap (base " + a.proof().base() + ")" : ", checked to heap " + a.checkedTo());
    }

    /**
     * ProveInfinite(code, MaxHeap => n + 1) within {@code seconds}: Q_(n+1) infinite makes the
     * whole quotient infinite (a distinguishing pair among heaps ≤ n + 1 stays one among all
     * heaps). Only a proof the independent checker re-verified counts; anything else says why not.
     * Its tables take at most an eighth of the memory (a census shares it with other codes).
     */
    private static LatticeProof.Attempt proveNext(TakeAndBreakCode code, int n, double seconds) {
        try {
            return LatticeProof.attempt(LatticeGame.ofHeaps(HeapGame.of(code), n + 1), seconds, Runtime.getRuntime().maxMemory() / 8);
        } catch (CgxException e) {
            if (e instanceof Interrupts.Stopped) throw e; // Ctrl-C or a killed task: not an answer
            return new LatticeProof.Attempt(false, oneLine(e.getMessage())); // the lattice itself (too many generators)
        }
    }

    /** The partial quotient's "stopped at heap n: why", from its printed first line; null if it names none. */
    private static String stopReason(MisereQuotient q) {
        String first = q.toString().lines().findFirst().orElse("");
        int i = first.indexOf("; ");
        int j = first.lastIndexOf(')');
        return i < 0 || j < i ? null : first.substring(i + 2, j);
    }

    private static Classification failed(String code, Budget b, long t0, String msg) {
        return new Classification(code, b, Status.FAILED, msg == null ? "error" : msg.replace('\n', ' '), null, 0, null, null, null, secs(t0));
    }

    /** The deadline {@code seconds} from now (0: none), or the caller's if it comes first. */
    private static long until(long outer, double seconds) {
        if (seconds <= 0) return outer;
        double ns = seconds * 1e9;
        return ns >= 1e18 ? outer : Math.min(outer, System.nanoTime() + (long) ns);
    }

    private static boolean passed(long deadline) { return deadline != Long.MAX_VALUE && System.nanoTime() > deadline; }

    private static String within(double seconds) { return seconds > 0 ? " within " + seconds(seconds) : ""; }

    static String seconds(double s) { return cgx.core.Texts.seconds(s) + " s"; }

    private static double secs(long t0) { return Math.round((System.nanoTime() - t0) / 1e6) / 1e3; }

    // ---------------------------------------------------------------- what it found

    /** The code, as parsed ("0.734"); the text given when it did not parse (failed). */
    public String code() { return code; }
    public Budget budget() { return budget; }
    public Status status() { return status; }

    /** Why, in one line: the census's reason column ("" for a solved code). */
    public String reason() { return reason; }

    /** The quotient reached: complete when solved, else the largest Q_n; null when failed. */
    public MisereQuotient quotient() { return quotient; }

    /** The sums Verify checked (solved), else 0. */
    public long verified() { return verified; }

    /** The family search's answer (found or not), or null when it was not tried. */
    public AlgebraicQuotient algebraic() { return algebraic; }

    /** The attempt to prove Q_(n+1) infinite, or null when it was not tried. */
    public LatticeProof.Attempt infinite() { return infinite; }

    /** The call that reproduces the attempt on Q_(n+1), or null. */
    public String infiniteCall() { return infiniteCall; }

    public double seconds() { return seconds; }

    /**
     * The heap the answer speaks of: the family's checked heap for an algebraic status, else the
     * largest heap of the quotient reached (0 when failed).
     */
    public int maxHeap() {
        if (algebraic != null && algebraic.found() && (status == Status.ALGEBRAIC_PROVED || status == Status.ALGEBRAIC_EVIDENCE)) return algebraic.checkedTo();
        return quotient == null ? 0 : quotient.maxGenerator();
    }

    /** |Q_n| at {@link #maxHeap()}: the family's check gives it for an algebraic status. */
    public int order() {
        FamilyCheck.Row r = familyRow();
        return r != null ? r.order() : quotient == null ? 0 : quotient.order();
    }

    /** |P_n| at {@link #maxHeap()}. */
    public int pSize() {
        FamilyCheck.Row r = familyRow();
        return r != null ? r.pSize() : quotient == null ? 0 : quotient.pPortion().size();
    }

    private FamilyCheck.Row familyRow() {
        if (algebraic == null || !algebraic.found() || status == Status.PARTIAL || status == Status.INFINITE) return null;
        List<FamilyCheck.Row> rows = algebraic.rows();
        return rows.isEmpty() ? null : rows.get(rows.size() - 1);
    }

    /** What was found, in a few lines: the status in words, then the reason, then the objects. */
    public String summary() {
        StringBuilder b = new StringBuilder(code).append(": ").append(words(status));
        switch (status) {
            case SOLVED -> b.append(": |Q| = ").append(quotient.order()).append(", |P| = ").append(quotient.pPortion().size()).append(", period ")
                    .append(quotient.period()).append(", preperiod ").append(quotient.preperiod())
                    .append(verified > 0 ? ", Verify(" + budget.verify() + ") passed on " + verified + " sums" : "")
                    .append("\nQ = ").append(quotient.presentation());
            case ALGEBRAIC_PROVED, ALGEBRAIC_EVIDENCE -> b.append("\n").append(algebraic.summary());
            case INFINITE, PARTIAL -> b.append(": Q_").append(quotient.maxGenerator()).append(" reached, |Q_").append(quotient.maxGenerator()).append("| = ")
                    .append(quotient.order()).append("\n").append(reason);
            case FAILED -> b.append(": ").append(reason);
        }
        return b.toString();
    }

    /** The status in words: "finite (solved)", "algebraic (proved)", "algebraic (evidence)", "infinite (proved)", "open (partial)", "failed". */
    public static String words(Status s) {
        return switch (s) {
            case SOLVED -> "finite (solved)";
            case ALGEBRAIC_PROVED -> "algebraic (proved)";
            case ALGEBRAIC_EVIDENCE -> "algebraic (evidence)";
            case INFINITE -> "infinite (proved)";
            case PARTIAL -> "open (partial)";
            case FAILED -> "failed";
        };
    }

    @Override public String toString() { return summary(); }

    /** Of the same code with the same budget, and the same status and reason (the time taken aside). */
    @Override public boolean equals(Object o) {
        return o instanceof Classification c && c.code.equals(code) && c.budget.equals(budget) && c.status == status && c.reason.equals(reason);
    }

    @Override public int hashCode() { return java.util.Objects.hash(code, budget, status, reason); }
}
