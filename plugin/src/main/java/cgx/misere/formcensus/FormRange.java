package cgx.misere.formcensus;

import cgx.core.Interrupts;
import cgx.misere.OptionSets;
import cgx.misere.quotient.engine.QuotientBuilder;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One piece of a census of forms: the forms {S} born by day n with ranks (masks S) in
 * [lo, hi), each canonical one either pruned by the {@link ClosureDownSet} (its closure contains a
 * minimal set over the bound) or computed, Q(cl {S}) within the order bound and the time bound.
 * The quotients found are grouped into isomorphism classes here, so that only one table per
 * class travels back.
 */
public final class FormRange {
    private FormRange() {}

    /** A form's row: status solved or partial (|Q| over the bound, pruned or not, or out of time) or failed; infinite (a census that proved closures infinite relabels pruned rows). */
    public record Row(long rank, String form, String status, int order, int psize, Boolean tame, int maxPeriod, String periods, int shape,
                      double seconds, String reason) implements Serializable {
        /** "solved" rows have an order; a partial row's order is what was reached, printed as ">B" for over the bound; an infinite row's is "inf". */
        public String orderText(int maxOrder) {
            return status.equals("solved") ? String.valueOf(order) : status.equals("infinite") ? "inf" : order < 0 ? ">" + maxOrder : order == 0 ? "" : String.valueOf(order);
        }
    }

    /** The rows of a range (canonical forms only), the quotients' isomorphism classes (Row.shape indexes them) and counts. */
    public record Result(int index, long lo, long hi, List<Row> rows, List<ClosureQuotient.Shape> shapes, long canonical, long pruned, long computed,
                         long over, long timedOut) implements Serializable {}

    /** Computes the range. {@code seconds}: the time bound per form (0 = none). */
    public static Result run(int index, OptionSets sets, ClosureDownSet down, long lo, long hi, double seconds) {
        return run(index, sets, down, lo, hi, seconds, 0);
    }

    /**
     * As above; a form computed over the bound whose closure has at most {@link InfiniteClosures#MAX_RANK}
     * generators is then tried {@code proveInfinite} seconds (0 = not tried): its quotient computed
     * when finite and small (the reason says so), else ProveInfinite, status {@code infinite} when proved.
     */
    public static Result run(int index, OptionSets sets, ClosureDownSet down, long lo, long hi, double seconds, double proveInfinite) {
        List<Row> rows = new ArrayList<>();
        List<ClosureQuotient.Shape> shapes = new ArrayList<>();
        long canonical = 0, pruned = 0, computed = 0, over = 0, timedOut = 0;
        int b = down.maxOrder();
        for (long s = lo; s < hi; s++) {
            if ((s & 0xff) == 0) Interrupts.check();
            if (!sets.isCanonical(s)) continue;
            canonical++;
            long c = sets.closure(s);
            String text = sets.text(s);
            if (down.order(c) == null) {
                long w = down.witness(c);
                boolean time = w >= 0 && down.outside().get(w) == -2;
                pruned++;
                String why = w < 0 ? "not reached" : (time ? "pruned: Q(cl " + setText(sets, sets.maximal(w)) + ") was undecided (time bound or engine limit)"
                        : "pruned: Q(cl " + setText(sets, sets.maximal(w)) + ") has more than " + b + " elements (Lemma 4.6)");
                if (!time) over++; else timedOut++;
                rows.add(new Row(s, text, "partial", time ? 0 : -1, 0, null, 0, "", -1, 0, why));
                continue;
            }
            computed++;
            long t0 = System.nanoTime();
            long before = Interrupts.deadline();
            try {
                if (seconds > 0) Interrupts.setTimeLimit(seconds);
                ClosureQuotient.Shape q = ClosureQuotient.ofForm(sets, s, b);
                int k = classOf(shapes, q);
                rows.add(new Row(s, text, "solved", q.order(), q.psize(), q.tame(), q.maxPeriod(), q.periods(), k, secs(t0), ""));
            } catch (QuotientBuilder.OrderExceeded e) {
                Interrupts.setDeadline(before);
                var inf = proveInfinite > 0 ? InfiniteClosures.attempt(List.of(sets.form(s)), proveInfinite) : null;
                if (inf != null && inf.proved()) {
                    rows.add(new Row(s, text, "infinite", -1, 0, null, 0, "", -1, secs(t0), "infinite: Q(cl G) proved: " + inf.text()));
                } else {
                    over++;
                    String tried = inf == null ? "" : inf.text().startsWith("finite") ? "; " + inf.text() : "; infinite " + inf.text();
                    rows.add(new Row(s, text, "partial", -1, 0, null, 0, "", -1, secs(t0), "more than " + b + " elements" + tried));
                }
            } catch (QuotientBuilder.TooLarge e) { // a limit of the engine: undecided
                timedOut++;
                rows.add(new Row(s, text, "partial", 0, 0, null, 0, "", -1, secs(t0), "undecided: " + e.getMessage()));
            } catch (Interrupts.Stopped e) {
                if (e.byInterrupt() || Thread.currentThread().isInterrupted()) throw e;
                timedOut++;
                rows.add(new Row(s, text, "partial", 0, 0, null, 0, "", -1, secs(t0), "time bound " + fmt(seconds) + " s reached"));
            } catch (OutOfMemoryError e) {
                rows.add(new Row(s, text, "failed", 0, 0, null, 0, "", -1, secs(t0), "out of memory"));
            } catch (RuntimeException e) {
                rows.add(new Row(s, text, "failed", 0, 0, null, 0, "", -1, secs(t0), e.toString()));
            } finally {
                Interrupts.setDeadline(before);
            }
        }
        return new Result(index, lo, hi, rows, shapes, canonical, pruned, computed, over, timedOut);
    }

    /** The index of q's isomorphism class in {@code shapes}, added if new. */
    public static int classOf(List<ClosureQuotient.Shape> shapes, ClosureQuotient.Shape q) {
        for (int i = 0; i < shapes.size(); i++) if (shapes.get(i).isomorphic(q)) return i;
        shapes.add(q);
        return shapes.size() - 1;
    }

    /** A set of forms as {A, B, ...}. */
    public static String setText(OptionSets sets, long mask) {
        StringBuilder sb = new StringBuilder("{");
        for (var g : sets.members(mask)) sb.append(sb.length() == 1 ? "" : ", ").append(g);
        return sb.append('}').toString();
    }

    private static double secs(long t0) { return (System.nanoTime() - t0) / 1e9; }

    private static String fmt(double s) { return String.format(Locale.ROOT, "%.3g", s); }
}
