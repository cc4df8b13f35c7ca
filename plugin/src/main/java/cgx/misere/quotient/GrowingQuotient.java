package cgx.misere.quotient;

import cgx.core.EngineConfig;
import cgx.core.Texts;
import cgx.heap.HeapRuleset;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.learner.CodeSolver;

import java.util.function.Consumer;

/**
 * The partial quotients Q_n of a heap game (Plambeck–Siegel §3 and Appendix A), grown heap by heap
 * and kept: Q_n is built from Q_(n−1) and the options of H_n ({@link CodeSolver#step}), so a caller
 * that raises n step by step (the bare {@code AlgebraicQuotient(code)}) extends Q_n to Q_n′ instead
 * of computing Q_n′ from the start. {@link #quotient} takes a snapshot; growing on does not change
 * it. {@link Quotients#ofHeaps} is one {@link #grow} and one snapshot.
 */
public final class GrowingQuotient {
    private final HeapRuleset rules;
    private final EngineConfig config;
    private final String name;
    private final CodeSolver solver;
    private final long t0 = System.nanoTime();
    private final long[] lastPrint = {t0};
    private final PartialOrders orders = new PartialOrders();

    public GrowingQuotient(HeapRuleset rules, EngineConfig config) {
        this.rules = rules;
        this.config = config;
        this.name = rules instanceof TakeAndBreakCode c ? c.toString() : rules.text();
        this.solver = new CodeSolver(rules, config, Quotients.MAX_T, progress());
    }

    /** Heaps added so far: the quotient is Q_heaps. */
    public int heaps() { return solver.heaps; }

    /** True if the Periodicity Theorem (Fact 2.2) has certified the quotient complete. */
    public boolean certified() { return solver.period > 0; }

    /** The quotient's order now. */
    public int order() { return solver.builder.order; }

    /**
     * Adds heaps up to {@code top}; with {@code top == 0}, until the Periodicity Theorem certifies
     * the quotient. Throws {@link QuotientBuilder.TooLarge} past the order bound and
     * {@link cgx.core.Interrupts.Stopped} at Ctrl-C or the time limit; the quotient is then Q_n
     * for the last heap n added.
     */
    public void grow(int top) {
        while (top == 0 || solver.heaps < top) {
            boolean certified = solver.step();
            orders.added(solver.heaps, solver.builder);
            if (certified && top == 0) return;
            long now = System.nanoTime();
            if (config.progress() != null && now - t0 > 1_000_000_000L && now - lastPrint[0] > 2_000_000_000L) {
                config.progress().accept("MisereQuotient " + name + ": heap " + solver.heaps + ", |Q| = " + solver.builder.order);
                lastPrint[0] = now;
            }
        }
    }

    /**
     * A snapshot of Q_heaps. {@code stop}: why growing ended early (null: it did not);
     * {@code withMaxHeap}: whether the call that computes it again names its MaxHeap.
     */
    public MisereQuotient quotient(boolean complete, String stop, boolean withMaxHeap) {
        String obstacle = rules.periodicityObstacle();
        String uncertified = complete || obstacle == null ? null
                : "not certified by the Periodicity Theorem (Plambeck–Siegel, Fact 2.2, for octal games with finitely many non-zero code digits): " + obstacle;
        int n = solver.heaps;
        String[] labels = new String[n + 1];
        for (int i = 1; i <= n; i++) labels[i] = String.valueOf(i);
        String arguments = (rules instanceof TakeAndBreakCode c ? Texts.quote(c.toString()) : rules.text())
                + (withMaxHeap ? ", MaxHeap => " + n : "")
                + (config.maxOrder() == EngineConfig.defaultMaxOrder() ? "" : ", MaxOrder => " + config.maxOrder());
        return new MisereQuotient(name, rules, solver.builder.result(), labels, complete ? solver.period : -1, complete ? solver.preperiod : -1, complete,
                stop, uncertified, arguments, null, orders.rows());
    }

    /** The engine's progress lines: each heap that changes the quotient (Trace), a heap every half second past the first second, each 2 s of a learner's split. */
    private QuotientBuilder.Progress progress() {
        Consumer<String> progress = config.progress();
        boolean trace = config.trace() && progress != null;
        return new QuotientBuilder.Progress() {
            @Override public void changing(int g, int o) {
                if (trace) progress.accept("MisereQuotient " + name + ": heap " + g + " changes Q_" + (g - 1) + " (|Q| = " + o + ") at " + seconds(t0));
            }

            @Override public void report(int g, int o, int t) {
                long now = System.nanoTime();
                if (trace) {
                    progress.accept("MisereQuotient " + name + ": heap " + g + ", |Q| = " + o + " at " + seconds(t0));
                    lastPrint[0] = now;
                } else if (progress != null && now - t0 > 1_000_000_000L && now - lastPrint[0] > 500_000_000L) {
                    progress.accept("MisereQuotient " + name + ": heap " + g + ", |Q| = " + o);
                    lastPrint[0] = now;
                }
            }

            // the learner calls this every 2 s of a split: a line each time, so a slow split
            // (positions still growing, rounds advancing) can be told from a stuck one
            @Override public void learning(int g, int o, String activity, long positions) {
                if (progress == null) return;
                progress.accept("MisereQuotient " + name + ": heap " + g + " splits Q_" + (g - 1) + " (|Q| = " + o + "); learning Q_" + g
                        + ": " + activity + "; " + positions + " positions searched");
                lastPrint[0] = System.nanoTime();
            }
        };
    }

    /** The time since {@code t0} (nanoseconds), as "1.234 s". */
    private static String seconds(long t0) {
        long ms = (System.nanoTime() - t0) / 1_000_000;
        String frac = String.valueOf(1000 + ms % 1000); // "1xyz": three digits after the point, without a Formatter's start-up
        return ms / 1000 + "." + frac.substring(1) + " s";
    }
}
