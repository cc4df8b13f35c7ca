package cgx.census;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.classify.Classification;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The census's one door to the misère quotient engine ({@code cgx.misere.quotient}): when that
 * engine moves, only this class changes. Runs on whichever thread or executor a task runs on.
 */
public final class QuotientEngine {
    private QuotientEngine() {}

    /** Tables of solved quotients up to this order travel with the result (for isomorphism classes). */
    public static final int MAX_TABLE = 1024;

    /**
     * A code's budget: seconds (0 = none), the largest heap (0 = until certified), the order bound,
     * Verify's total size, the seconds a partial code's next quotient gets to be proved infinite
     * ({@code ProveInfinite}, docs/lattice-proofs.md; 0 = not tried), and the seconds of the
     * algebraic-periodic family search (docs/algebraic-periodicity.md; 0 = not tried): with a
     * largest heap, the family is read from that Q_n; without, the bare call
     * {@code AlgebraicQuotient(code)} raises N on its own and proves the family where it can.
     */
    public record Budget(double timeout, int maxHeap, int maxOrder, int verify, double proveInfinite, double algebraic) implements Serializable {
        public static final int DEFAULT_MAX_ORDER = Quotients.DEFAULT_MAX_ORDER;
        /** The command line's and the worksheet's default for {@code proveInfinite}: not tried (a census's answers then never depend on the clock). */
        public static final double DEFAULT_PROVE_INFINITE = 0;
        /** The seconds of the family search when it is asked for without a number ({@code --algebraic}, {@code Algebraic => true}). */
        public static final double DEFAULT_ALGEBRAIC = Classification.DEFAULT_ALGEBRAIC;

        /** The bounds as the checkpoint's {@code #budget} line and census.json record them. */
        public String text() {
            return "timeout=" + FormsCensus.seconds(timeout) + " maxheap=" + maxHeap + " maxorder=" + maxOrder + " verify=" + verify + " proveinfinite="
                    + FormsCensus.seconds(proveInfinite) + " algebraic=" + FormsCensus.seconds(algebraic);
        }

        /**
         * The bounds of a {@link #text()}, or null if it is not one. A census written before the
         * family search had a budget of its own records {@code algebraic=true|false}: true was a
         * {@code --timeout} of its own, and is read so.
         */
        public static Budget parse(String text) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                    "timeout=([0-9.E]+) maxheap=(\\d+) maxorder=(\\d+) verify=(\\d+) proveinfinite=([0-9.E]+) algebraic=(true|false|[0-9.E]+)").matcher(text.trim());
            if (!m.matches()) return null;
            double timeout = Double.parseDouble(m.group(1));
            String a = m.group(6);
            double algebraic = a.equals("false") ? 0 : a.equals("true") ? (timeout > 0 ? timeout : DEFAULT_ALGEBRAIC) : Double.parseDouble(a);
            return new Budget(timeout, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)),
                    Double.parseDouble(m.group(5)), algebraic);
        }

        /** Without the attempt to prove a partial code infinite. */
        public Budget(double timeout, int maxHeap, int maxOrder, int verify) { this(timeout, maxHeap, maxOrder, verify, 0, 0); }

        /** With an attempt to prove a partial code infinite, no family search. */
        public Budget(double timeout, int maxHeap, int maxOrder, int verify, double proveInfinite) { this(timeout, maxHeap, maxOrder, verify, proveInfinite, 0); }

        /** The pipeline's budget ({@link Classification.Budget}): the same bounds. */
        Classification.Budget stages() { return new Classification.Budget(timeout, maxHeap, maxOrder, verify, algebraic, proveInfinite); }
    }

    /**
     * Solves one code within its budget, by the pipeline the worksheet's {@code Classify} runs
     * ({@link Classification#of}): the quotient and its Verify within {@code --timeout} (the
     * engine stops itself when it passes, and the thread, a Spark task slot, is free for the next
     * code), then for a partial code the family search and the proof of Q_(n+1) infinite, each
     * within its own seconds. Never throws: an error of any kind (including running out of memory)
     * is a {@code failed} result.
     */
    public static CodeResult solve(String codeText, Budget b) {
        long t0 = System.nanoTime();
        try {
            // one learner thread: a Spark task slot is one core for one code
            Classification c = Classification.of(codeText, b.stages(), EngineConfig.fromSystemProperties().withLearnerThreads(1), Classification.QUIET);
            return result(codeText, c);
        } catch (CgxException e) { // Ctrl-C or a killed task
            return failed(codeText, t0, e.getMessage());
        } catch (OutOfMemoryError e) {
            return failed(codeText, t0, "out of memory (raise the JVM's -Xmx or lower --max-order)");
        } catch (RuntimeException e) {
            return failed(codeText, t0, e.toString());
        }
    }

    /** The census's row of what the pipeline found: the quotient's numbers, its table and detail where solved. */
    static CodeResult result(String codeText, Classification c) {
        MisereQuotient q = c.quotient();
        String status = c.status().token();
        return switch (c.status()) {
            case FAILED -> new CodeResult(codeText, status, 0, 0, -1, -1, null, 0, c.seconds(), "", 0, c.reason(), null, null);
            case SOLVED -> {
                int[][] t = q.order() <= MAX_TABLE ? table(q) : null;
                yield new CodeResult(codeText, status, q.order(), q.pPortion().size(), q.period(), q.preperiod(), q.isTame(), q.maxGenerator(), c.seconds(),
                        q.presentation(), c.verified(), "", t == null ? null : t[0], t == null ? null : toBool(t[1]), detail(q));
            }
            // solved, but Verify stopped: the quotient's numbers, without its table
            case PARTIAL -> q.isComplete()
                    ? new CodeResult(codeText, status, q.order(), q.pPortion().size(), q.period(), q.preperiod(), q.isTame(), q.maxGenerator(), c.seconds(),
                            q.presentation(), 0, c.reason(), null, null, detail(q))
                    : new CodeResult(codeText, status, q.order(), q.pPortion().size(), -1, -1, null, q.maxGenerator(), c.seconds(), "", 0, c.reason(), null, null, detail(q));
            // the family's N: the heap it is checked to, |Q_N| and |P_N|
            case ALGEBRAIC_PROVED, ALGEBRAIC_EVIDENCE, INFINITE ->
                    new CodeResult(codeText, status, c.order(), c.pSize(), -1, -1, null, c.maxHeap(), c.seconds(), "", 0, c.reason(), null, null, detail(q));
        };
    }

    private static CodeResult failed(String code, long t0, String msg) {
        return new CodeResult(code, "failed", 0, 0, -1, -1, null, 0, secs(t0), "", 0, msg == null ? "error" : msg.replace('\n', ' '), null, null);
    }

    private static double secs(long t0) { return Math.round((System.nanoTime() - t0) / 1e6) / 1e3; }

    /**
     * The atlas's detail of a quotient: how its partial quotients grew, and for a complete one its
     * P-portion and Φ as the printed quotient shows them (Plambeck–Siegel's Figure 2).
     */
    static CodeResult.Detail detail(MisereQuotient q) {
        List<String> p = new java.util.ArrayList<>(), phi = new java.util.ArrayList<>();
        if (q.isComplete()) {
            for (Object w : q.pPortion()) p.add(w.toString());
            for (int n = 1; n <= q.phiShownUpTo(); n++) phi.add(q.phi(n).toString());
        }
        return new CodeResult.Detail(q.partialOrders(), p, phi);
    }

    /**
     * The detail of a code computed again (for a census that did not record it): Q_maxHeap (0:
     * until the Periodicity Theorem certifies it) within {@code seconds} on this thread; null if a
     * bound or the time stopped it first, or it failed.
     */
    static CodeResult.Detail recompute(String code, int maxHeap, int maxOrder, double seconds) {
        long before = Interrupts.deadline();
        try {
            Interrupts.setTimeLimit(seconds);
            MisereQuotient q = Quotients.ofHeaps(TakeAndBreakCode.parse(code), maxHeap,
                    EngineConfig.fromSystemProperties().withLearnerThreads(1).withMaxOrder(maxOrder));
            return q.stoppedEarly() || maxHeap == 0 && !q.isComplete() ? null : detail(q);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            if (e instanceof Interrupts.Stopped s && s.getMessage().equals("interrupted")) throw s; // Ctrl-C: not an answer
            return null;
        } finally {
            Interrupts.setDeadline(before);
        }
    }

    /** The largest period of an element of a solved quotient (§A.6), from its table; -1 without one. */
    static int maxElementPeriod(CodeResult r) {
        return r.mul() == null ? -1 : cgx.misere.quotient.monoid.ElementPeriods.max(r.order(), r.mul());
    }

    /** {mul, isP (0/1)} with the identity as element 0, from the quotient's public word tables. */
    private static int[][] table(MisereQuotient q) {
        List<?> els = q.elements();
        List<?> rows = q.multiplicationTable();
        int n = els.size();
        Map<Object, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) index.put(els.get(i), i);
        int[] raw = new int[n * n];
        for (int x = 0; x < n; x++) {
            List<?> row = (List<?>) rows.get(x);
            for (int y = 0; y < n; y++) raw[x * n + y] = index.get(row.get(y));
        }
        int id = -1;
        for (int x = 0; x < n && id < 0; x++) {
            boolean ok = true;
            for (int y = 0; y < n && ok; y++) ok = raw[x * n + y] == y;
            if (ok) id = x;
        }
        int[] perm = new int[n]; // old -> new, swapping the identity with 0
        for (int i = 0; i < n; i++) perm[i] = i;
        perm[id] = 0;
        perm[0] = id;
        int[] mul = new int[n * n];
        for (int x = 0; x < n; x++) for (int y = 0; y < n; y++) mul[perm[x] * n + perm[y]] = perm[raw[x * n + y]];
        int[] p = new int[n];
        for (Object w : q.pPortion()) p[perm[index.get(w)]] = 1;
        return new int[][] {mul, p};
    }

    private static boolean[] toBool(int[] a) {
        boolean[] b = new boolean[a.length];
        for (int i = 0; i < a.length; i++) b[i] = a[i] != 0;
        return b;
    }

    /** True if two solved quotients' tables are isomorphic as bipartite monoids (P onto P). */
    public static boolean isomorphic(CodeResult a, CodeResult b) {
        return a.mul() != null && b.mul() != null
                && BipartiteIsomorphism.find(a.order(), a.mul(), a.isP(), b.order(), b.mul(), b.isP()) != null;
    }
}
