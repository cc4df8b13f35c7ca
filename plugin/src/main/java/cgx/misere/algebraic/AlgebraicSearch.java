package cgx.misere.algebraic;

import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.heap.HeapRuleset;
import cgx.misere.quotient.GrowingQuotient;
import cgx.misere.quotient.engine.QuotientBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The bare call {@code AlgebraicQuotient(code)}: raises N until a family reads from Q_N, agrees
 * with every Q_n, n ≤ N, and the weight-form induction proves it (docs/algebraic-periodicity.md:
 * the step holds and N reaches its base B), or until the answer cannot improve, or a time budget
 * ends. N runs 30, 45, 67, … (×3/2), and jumps to B once a family's step holds. The answer cannot
 * improve when the quotient is finite (the Periodicity Theorem, Fact 2.2, certified it), or when
 * a family the induction does not prove (its step fails, or it is not of the covered shape) is read
 * again, the same, from the next N: the step depends on the family alone. Q_N is grown heap by
 * heap and kept ({@link GrowingQuotient}), never recomputed. Where it stops short, the answer is
 * what the last N gave, and says why it stopped: never a guess.
 */
final class AlgebraicSearch {
    private AlgebraicSearch() {}

    /** The first N tried. */
    static final int FIRST = 30;

    /** The default time budget of the bare call, in seconds: with the worksheet's start, a game given up takes under a minute (issue 50). */
    static final double DEFAULT_SECONDS = 50;

    /** The next N after a Q_N with no family: ×3/2, at most {@link AlgebraicQuotient#MAX_HEAP}. */
    static int next(int n) { return Math.min(AlgebraicQuotient.MAX_HEAP, n * 3 / 2); }

    static AlgebraicQuotient run(HeapRuleset rules, String source, String argument, double budgetSeconds, EngineConfig config, Consumer<String> progress) {
        long t0 = System.nanoTime();
        long outer = Interrupts.deadline();
        long mine = deadline(budgetSeconds);
        Interrupts.setDeadline(Math.min(outer, mine));
        String who = "AlgebraicQuotient " + source + ": ";
        String budget = "the time budget (TimeLimit => " + seconds(budgetSeconds) + ")";
        progress.accept(who + "raising N from " + FIRST + " until a family reads and its proof holds, within " + budget);
        GrowingQuotient g = new GrowingQuotient(rules, config.withProgress(progress));
        List<String> steps = new ArrayList<>();
        AlgebraicQuotient last = null;
        int n = FIRST;
        String doing = "";
        try {
            while (true) {
                doing = "computing Q_" + n;
                progress.accept("computing Q_" + n + " of " + source + (g.heaps() > 0 ? " (from Q_" + g.heaps() + ")" : ""));
                g.grow(n);
                doing = "reading and checking a family in Q_" + n;
                AlgebraicQuotient a = AlgebraicQuotient.ofQuotient(g.quotient(g.certified(), null, true), rules, source, argument, n, last, progress,
                        System.nanoTime());
                AlgebraicQuotient before = last;
                last = a;
                steps.add("Q_" + n + ": " + brief(a));
                if (a.isFinite() || a.proved()) return end(a, steps, null, t0, progress, who);
                if (a.found() && !a.proof().finished()) // the step, stopped by the deadline, answers "did not finish" rather than throw
                    return end(a, steps, (mine <= outer ? budget : LIMIT) + " ended in the induction's step on Q_" + n, t0, progress, who);
                int to;
                if (!a.found()) to = next(n);
                else if (a.proof().stepHolds()) to = a.proof().base(); // > n: not proved
                else if (before != null && before.found() && before.family().equals(a.family())) {
                    // the step depends on the family alone, and a larger N read the same family: more heaps would not prove it
                    steps.set(steps.size() - 1, steps.get(steps.size() - 1) + "; the family of Q_" + before.maxHeap()
                            + " again, and the step depends on the family alone: the search ends");
                    return end(a, steps, null, t0, progress, who);
                } else to = next(n); // a family the induction does not prove: read it again from a larger Q_N before giving up
                if (to > AlgebraicQuotient.MAX_HEAP)
                    return end(a, steps, "the induction's base " + to + " passes " + AlgebraicQuotient.MAX_HEAP + ", the largest MaxHeap", t0, progress, who);
                if (to <= n) return end(a, steps, "N reached " + n + ", the largest MaxHeap", t0, progress, who);
                progress.accept(who + steps.get(steps.size() - 1) + "; trying Q_" + to);
                n = to;
            }
        } catch (Interrupts.Stopped | QuotientBuilder.TooLarge | OutOfMemoryError e) {
            String at = doing.startsWith("computing") ? doing + " (Q_" + g.heaps() + " reached, |Q_" + g.heaps() + "| = " + g.order() + ")" : doing;
            String why = e instanceof Interrupts.Stopped s && s.byInterrupt() ? "Ctrl-C stopped it while " + at
                    : e instanceof Interrupts.Stopped ? (mine <= outer ? budget : LIMIT) + " ended while " + at
                    : e instanceof OutOfMemoryError ? "out of memory while " + at
                    : e.getMessage() + " while " + at;
            return end(last != null ? last : AlgebraicQuotient.notReached(source, argument, FIRST, g.heaps()), steps, why, t0, progress, who);
        } finally {
            Interrupts.setDeadline(outer);
        }
    }

    /** The limit of the evaluation that calls it, when it ends first. */
    static final String LIMIT = "the evaluation's time limit (TimeLimit(s, …) or --timeout)";

    /** The answer with its search, and a last progress line: what the last N gave, or why the search stopped. */
    private static AlgebraicQuotient end(AlgebraicQuotient a, List<String> steps, String stop, long t0, Consumer<String> progress, String who) {
        progress.accept(who + (stop != null ? stop : steps.get(steps.size() - 1)));
        return a.withSearch(steps, stop, secs(t0));
    }

    /** The nanoTime {@code seconds} from now (saturating: a budget of centuries is no budget). */
    static long deadline(double seconds) {
        double ns = seconds * 1e9;
        return ns >= 1e18 ? Long.MAX_VALUE : System.nanoTime() + (long) ns;
    }

    /** What one N gave, in a line. */
    static String brief(AlgebraicQuotient a) {
        if (!a.found()) return briefReason(a.rawReason(), a.maxHeap());
        FamilyProof p = a.proof();
        String fam = "a family, checked to heap " + a.checkedTo() + "; ";
        if (a.proved()) return "a family, proved for every heap (base " + p.base() + ")";
        if (p.stepHolds()) return fam + "the induction's step holds, base " + p.base();
        return fam + p.text();
    }

    /**
     * The detector's reason without its preamble, and once when the readings without and with a
     * sporadic c fail alike: "no family: too few family members below the top of Q_N (5): compute more heaps".
     */
    static String briefReason(String reason, int n) {
        String pre = "no family of the shape of Figures 8 and 9 in Q_" + n + ": ";
        if (!reason.startsWith(pre)) return reason;
        String r = reason.substring(pre.length());
        String without = "without a sporadic c: ", with = "; with a sporadic c: ";
        int i = r.indexOf(with);
        if (r.startsWith(without) && i > 0 && r.substring(without.length(), i).equals(r.substring(i + with.length())))
            return "no family: " + r.substring(i + with.length());
        return "no family: " + r;
    }

    private static String seconds(double s) { return cgx.core.Texts.seconds(s) + " s"; }

    private static double secs(long t0) { return (System.nanoTime() - t0) / 1e9; }
}
