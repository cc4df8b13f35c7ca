package cgx.amalgamation;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.function.Consumer;
import java.util.ArrayList;
import java.util.List;

/**
 * Locke–Handley Conjecture 10: {@code <b_1, b_2, b_3, b_4>} is an N-position if {@code b_1 + b_3}
 * is even and some {@code b_i} is odd. By Lemma 8 (a)–(c) (Theorem 9) every such position is N
 * except possibly when all four {@code b_i} are odd, so that is the case searched here: for each
 * bound {@code B = 1, 3, 5, ...} every {@code <b_1, b_2, b_3, b_4>} with odd {@code b_i <= B} is
 * shown to have a move to a P-position (the move is found and the P-position is solved by the
 * {@link AmalgamationSolver}). Counterexamples are printed and collected (the conjecture is
 * false: {@code <3, 1, 5, 3>} is a P-position, confirmed by independent brute force in the tests).
 */
public final class Conjecture10 {
    private Conjecture10() {}

    /** Result: the largest bound completed, the positions checked, a counterexample if any. */
    public record Result(int bound, long positions, List<AmalgamationNim> counterexamples, String stoppedBy) {}

    /**
     * Checks bounds {@code 1, 3, ..., maxCount}, with a solver of its own holding at most
     * {@code maxStates} positions (kept across the whole run).
     */
    public static Result check(int maxCount, int maxStates, Consumer<String> out) {
        return check(maxCount, maxStates, 0, out);
    }

    /** As above, stopping after {@code seconds} (0: no limit of its own) and reporting how far it got. */
    public static Result check(int maxCount, int maxStates, double seconds, Consumer<String> out) {
        long saved = Interrupts.deadline();
        if (seconds > 0) Interrupts.setDeadline(Math.min(saved, System.nanoTime() + (long) (seconds * 1e9)));
        try {
            return run(maxCount, maxStates, out);
        } finally {
            Interrupts.setDeadline(saved);
        }
    }

    private static Result run(int maxCount, int maxStates, Consumer<String> out) {
        if (maxCount < 1) throw new CgxException("MaxCount must be at least 1, got " + maxCount);
        AmalgamationSolver solver = new AmalgamationSolver(true, maxStates, maxStates);
        int done = 0;
        long positions = 0;
        long t0 = System.nanoTime();
        List<AmalgamationNim> counter = new ArrayList<>();
        long lastReport = t0;
        for (int bound = 1; bound <= maxCount; bound += 2) {
            long here = 0;
            try {
                for (int b1 = 1; b1 <= bound; b1 += 2)
                    for (int b2 = 1; b2 <= bound; b2 += 2)
                        for (int b3 = 1; b3 <= bound; b3 += 2)
                            for (int b4 = 1; b4 <= bound; b4 += 2) {
                                if (Math.max(Math.max(b1, b2), Math.max(b3, b4)) != bound) continue;
                                Interrupts.check();
                                if (System.nanoTime() - lastReport > 30_000_000_000L) {
                                    lastReport = System.nanoTime();
                                    out.accept(String.format("Conjecture 10: ... bound %d: %d positions done, now <%d, %d, %d, %d> (%d positions searched; %.0f s)",
                                            bound, here, b1, b2, b3, b4, solver.searched(), (lastReport - t0) / 1e9));
                                }
                                AmalgamationNim g = AmalgamationNim.fromCounts(b1, b2, b3, b4);
                                if (solver.isP(g)) {
                                    out.accept("Conjecture 10: COUNTEREXAMPLE <" + b1 + ", " + b2 + ", " + b3 + ", " + b4 + "> = " + g + " is a P-position");
                                                                        counter.add(g);
                                }
                                here++;
                            }
            } catch (CgxException e) {
                if (e instanceof Interrupts.Stopped st && (st.byInterrupt() || Thread.currentThread().isInterrupted())) throw e;
                out.accept("Conjecture 10: stopped in bound " + bound + " after " + here + " of its positions (" + e.getMessage()
                        + "); completed: all odd b_i <= " + done + ", " + counter.size() + " counterexamples");
                                return new Result(done, positions, counter, e.getMessage());
            }
            positions += here;
            done = bound;
            out.accept(String.format("Conjecture 10: checked all <b1, b2, b3, b4> with odd b_i <= %d (%d new, %d in all, %d counterexamples; %d positions searched; %.1f s)",
                    bound, here, positions, counter.size(), solver.searched(), (System.nanoTime() - t0) / 1e9));
                    }
        return new Result(done, positions, counter, null);
    }
}
