package cgx.census;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.heap.HeapGame;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.algebraic.AlgebraicFamily;
import cgx.misere.algebraic.AlgebraicQuotient;
import cgx.misere.lattice.LatticeGame;
import cgx.misere.lattice.LatticeProof;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static cgx.core.Texts.oneLine;

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
     * Verify's total size, and the seconds a partial code's next quotient gets to be proved
     * infinite ({@code ProveInfinite}, docs/lattice-proofs.md; 0 = not tried), and whether a partial
     * code's Q_n is searched for an algebraic-periodic family (docs/algebraic-periodicity.md).
     */
    public record Budget(double timeout, int maxHeap, int maxOrder, int verify, double proveInfinite, boolean algebraic) implements Serializable {
        public static final int DEFAULT_MAX_ORDER = Quotients.DEFAULT_MAX_ORDER;
        /** The command line's and the worksheet's default for {@code proveInfinite}: not tried (a census's answers then never depend on the clock). */
        public static final double DEFAULT_PROVE_INFINITE = 0;

        /** The bounds as the checkpoint's {@code #budget} line and census.json record them. */
        public String text() {
            return "timeout=" + FormsCensus.seconds(timeout) + " maxheap=" + maxHeap + " maxorder=" + maxOrder + " verify=" + verify + " proveinfinite="
                    + FormsCensus.seconds(proveInfinite) + " algebraic=" + algebraic;
        }

        /** The bounds of a {@link #text()}, or null if it is not one. */
        public static Budget parse(String text) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                    "timeout=([0-9.E]+) maxheap=(\\d+) maxorder=(\\d+) verify=(\\d+) proveinfinite=([0-9.E]+) algebraic=(true|false)").matcher(text.trim());
            if (!m.matches()) return null;
            return new Budget(Double.parseDouble(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)),
                    Double.parseDouble(m.group(5)), Boolean.parseBoolean(m.group(6)));
        }

        /** Without the attempt to prove a partial code infinite. */
        public Budget(double timeout, int maxHeap, int maxOrder, int verify) { this(timeout, maxHeap, maxOrder, verify, 0, false); }

        /** With an attempt to prove a partial code infinite, no family search. */
        public Budget(double timeout, int maxHeap, int maxOrder, int verify, double proveInfinite) { this(timeout, maxHeap, maxOrder, verify, proveInfinite, false); }
    }

    /**
     * Solves one code within its budget. Never throws: an error of any kind (including running
     * out of memory) is a {@code failed} result. One deadline (this thread's, in Interrupts) covers
     * the quotient and its Verify, so the engine stops itself when it passes and the thread (a
     * Spark task slot) is free for the next code.
     */
    public static CodeResult solve(String codeText, Budget b) {
        long t0 = System.nanoTime();
        long before = Interrupts.deadline();
        try {
            TakeAndBreakCode code = TakeAndBreakCode.parse(codeText);
            Interrupts.setTimeLimit(b.timeout());
            // one learner thread: a Spark task slot is one core for one code
            MisereQuotient q = Quotients.ofHeaps(code, b.maxHeap(), EngineConfig.fromSystemProperties().withLearnerThreads(1).withMaxOrder(b.maxOrder()));
            int psize = q.pPortion().size();
            if (!q.isComplete()) {
                String why = stopReason(q);
                if (why == null) why = "max heap " + b.maxHeap() + " reached without a certified period";
                // no presentation: the partial quotient may be large, and its relations are not the answer
                String family = null;
                if (b.algebraic()) {
                    Interrupts.setTimeLimit(b.timeout()); // the family's reading and check get a --timeout of their own
                    family = family(q, code);
                }
                if (family != null && !family.startsWith("no "))
                    return new CodeResult(codeText, "algebraic-periodic", q.order(), psize, -1, -1, null, q.maxGenerator(), secs(t0), "", 0,
                            why + "; " + family, null, null, detail(q));
                if (family != null) why = why + "; " + family;
                Infinite inf = b.proveInfinite() > 0 ? proveNext(code, q.maxGenerator(), b.proveInfinite()) : null;
                if (inf != null && inf.proved())
                    return new CodeResult(codeText, "infinite", q.order(), psize, -1, -1, null, q.maxGenerator(), secs(t0), "", 0,
                            why + "; " + inf.text(), null, null, detail(q));
                return new CodeResult(codeText, "partial", q.order(), psize, -1, -1, null, q.maxGenerator(), secs(t0), "", 0,
                        inf == null ? why : why + "; " + inf.text(), null, null, detail(q));
            }
            // Verify: predictions against exhaustive search, within what is left of the code's budget
            long checked;
            try {
                checked = b.verify() > 0 ? q.verify(b.verify()) : 0;
            } catch (Interrupts.Stopped e) {
                return new CodeResult(codeText, "partial", q.order(), psize, q.period(), q.preperiod(), q.isTame(), q.maxGenerator(), secs(t0),
                        q.presentation(), 0, "solved but Verify(" + b.verify() + ") stopped: " + e.getMessage(), null, null, detail(q));
            }
            int[][] t = q.order() <= MAX_TABLE ? table(q) : null;
            return new CodeResult(codeText, "solved", q.order(), psize, q.period(), q.preperiod(), q.isTame(), q.maxGenerator(), secs(t0),
                    q.presentation(), checked, "", t == null ? null : t[0], t == null ? null : toBool(t[1]), detail(q));
        } catch (OutOfMemoryError e) {
            return failed(codeText, t0, "out of memory (raise the JVM's -Xmx or lower --max-order)");
        } catch (StackOverflowError e) {
            return failed(codeText, t0, "stack overflow (raise -Xss)");
        } catch (CgxException e) {
            return failed(codeText, t0, e.getMessage());
        } catch (RuntimeException e) {
            return failed(codeText, t0, e.toString());
        } finally {
            Interrupts.setDeadline(before);
        }
    }

    /**
     * The algebraic-periodic family read from the partial quotient Q_n and checked against every
     * Q_k, k ≤ n ("checked to heap n: Q ≅ …"), or "no family: why", within this thread's time
     * limit. Never throws.
     */
    static String family(MisereQuotient q, TakeAndBreakCode code) {
        int n = q.maxGenerator();
        if (n < 8) return "no algebraic-periodic family looked for: Q_" + n + " is too small";
        try {
            AlgebraicQuotient a = AlgebraicQuotient.ofPartialQuotient(q, code, code.toString(), "\"" + code + "\"", s -> { });
            if (!a.found()) return "no algebraic-periodic family: " + oneLine(a.reason());
            AlgebraicFamily f = a.family();
            return "algebraic-periodic (checked to heap " + n + " and by exhaustive search on " + a.searched() + " sums"
                    + (a.proved() ? "; proved for every heap by the weight-form induction, base " + a.proof().base() : "") + "): Q ≅ " + f.presentation()
                    + "; P = " + f.pPortionText() + "; " + f.phiText();
        } catch (Interrupts.Stopped e) {
            if (e.getMessage().equals("interrupted")) throw e; // a task killed or Ctrl-C: not an answer
            return "no algebraic-periodic family: not read and checked within the time limit (" + e.getMessage() + ")";
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            return "no algebraic-periodic family: " + oneLine(e.toString());
        }
    }

    /** What the attempt to prove Q_(n+1) infinite found: proved, or why not, in one line. */
    record Infinite(boolean proved, String text) {}

    /**
     * ProveInfinite(code, MaxHeap => n + 1) within {@code seconds}: Q_(n+1) infinite makes the
     * whole quotient infinite (a distinguishing pair among heaps ≤ n + 1 stays one among all heaps).
     * Only a proof the independent checker re-verified counts; anything else says why not.
     */
    static Infinite proveNext(TakeAndBreakCode code, int n, double seconds) {
        String call = "ProveInfinite(\"" + code + "\", MaxHeap => " + (n + 1) + ")";
        Interrupts.setTimeLimit(0);
        // its tables at most an eighth of the heap: they share it with the other task slots' quotients
        LatticeProof.Attempt a;
        try {
            a = LatticeProof.attempt(LatticeGame.ofHeaps(HeapGame.of(code), n + 1), seconds, Runtime.getRuntime().maxMemory() / 8);
        } catch (CgxException e) {
            if (e instanceof Interrupts.Stopped) throw e; // a task killed or Ctrl-C: not an answer
            return new Infinite(false, call + ": " + oneLine(e.getMessage())); // the lattice itself (too many generators)
        }
        return a.proved() ? new Infinite(true, "Q_" + (n + 1) + " is infinite, proved by " + call + ": " + a.text()) : new Infinite(false, call + ": " + a.text());
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

    /** The partial quotient's "stopped at heap n: why", from its printed first line. */
    private static String stopReason(MisereQuotient q) {
        String first = q.toString().lines().findFirst().orElse("");
        int i = first.indexOf("; ");
        int j = first.lastIndexOf(')');
        return i < 0 || j < i ? null : first.substring(i + 2, j);
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
