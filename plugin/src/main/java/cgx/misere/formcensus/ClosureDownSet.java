package cgx.misere.formcensus;

import cgx.misere.OptionSets;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The follower-closed sets C of forms born by day n - 1 whose quotient Q(cl C) has at most B
 * elements. If cl A ⊆ cl B then Q(cl A) is the reduction of a submonoid of Q(cl B) (Plambeck–Siegel,
 * Lemma 4.6), so |Q(cl A)| ≤ |Q(cl B)|: these sets form a down-set, enumerated by size, a set
 * being computed only when every set one maximal form smaller is in it. A set computed and found
 * over the bound (or out of time) is a minimal set outside: every form {S} whose closure contains
 * one has a quotient over the bound too, and is pruned without computing it.
 */
public final class ClosureDownSet implements Serializable {
    /** Fixed: checkpoints (forms.ckpt) hold serialized down-sets. */
    private static final long serialVersionUID = -1862921907169759422L;

    /** Orders for a batch of closed sets: -1 shown to exceed the order bound, -2 undecided (out of time, or a limit of the engine). */
    @FunctionalInterface
    public interface Evaluator {
        int[] orders(long[] closed);
    }

    /** Orders of closed sets, one at a time on this thread, each within {@code seconds} (0 = no limit). */
    public static Evaluator sequential(OptionSets sets, int maxOrder, double seconds) {
        return closed -> {
            int[] out = new int[closed.length];
            for (int i = 0; i < closed.length; i++) out[i] = orderOf(sets, closed[i], maxOrder, seconds);
            return out;
        };
    }

    /** |Q(cl C)|, or -1 when shown to exceed {@code maxOrder}, -2 when undecided (past {@code seconds}, or a limit of the engine). */
    public static int orderOf(OptionSets sets, long closed, int maxOrder, double seconds) {
        long before = cgx.core.Interrupts.deadline();
        try {
            if (seconds > 0) cgx.core.Interrupts.setTimeLimit(seconds);
            return ClosureQuotient.ofClosed(sets, closed, maxOrder).order();
        } catch (cgx.misere.quotient.engine.QuotientBuilder.OrderExceeded e) {
            return -1;
        } catch (cgx.misere.quotient.engine.QuotientBuilder.TooLarge e) {
            return -2; // a limit of the engine, not a proof that the quotient is larger
        } catch (cgx.core.Interrupts.Stopped e) {
            if (e.byInterrupt() || Thread.currentThread().isInterrupted()) throw e;
            return -2;
        } finally {
            cgx.core.Interrupts.setDeadline(before);
        }
    }

    private final int day, maxOrder;
    private final HashMap<Long, Integer> inside = new HashMap<>(); // closed mask -> |Q|
    private final LinkedHashMap<Long, Integer> outside = new LinkedHashMap<>(); // minimal closed masks outside -> -1 or -2
    private final transient OptionSets sets;

    private ClosureDownSet(OptionSets sets, int maxOrder) {
        this.sets = sets;
        this.day = sets.day();
        this.maxOrder = maxOrder;
    }

    /** Enumerates the down-set for the option sets of day n under the bound, evaluating each level with {@code eval}. */
    public static ClosureDownSet compute(OptionSets sets, int maxOrder, Evaluator eval, Consumer<String> progress) {
        ClosureDownSet d = new ClosureDownSet(sets, maxOrder);
        d.inside.put(0L, 1);
        List<Long> level = List.of(0L);
        int m = sets.size();
        int size = 0;
        while (!level.isEmpty()) {
            Set<Long> seen = new HashSet<>();
            List<Long> candidates = new ArrayList<>();
            for (long c : level) {
                for (int i = 0; i < m; i++) {
                    if ((c >>> i & 1) != 0) continue;
                    long c2 = c | 1L << i | sets.followers(i);
                    if (!seen.add(c2) || d.inside.containsKey(c2) || d.outside.containsKey(c2)) continue;
                    if (d.predecessorsInside(c2)) candidates.add(c2);
                }
            }
            candidates.sort(Long::compare);
            long[] batch = candidates.stream().mapToLong(Long::longValue).toArray();
            int[] orders = batch.length == 0 ? new int[0] : eval.orders(batch);
            List<Long> next = new ArrayList<>();
            for (int k = 0; k < batch.length; k++) {
                if (orders[k] > 0) { d.inside.put(batch[k], orders[k]); next.add(batch[k]); }
                else d.outside.put(batch[k], orders[k]);
            }
            size++;
            if (progress != null && batch.length > 0)
                progress.accept("closures, round " + size + ": " + batch.length + " computed, " + next.size()
                        + " with |Q| <= " + maxOrder + ", " + d.outside.size() + " minimal sets outside so far");
            level = next;
        }
        return d;
    }

    /** Every closed set one maximal form smaller is inside. */
    private boolean predecessorsInside(long c) {
        long max = sets.maximal(c);
        for (int i = 0; i < sets.size(); i++) {
            if ((max >>> i & 1) == 0) continue;
            Integer v = inside.get(c & ~(1L << i));
            if (v == null) return false;
        }
        return true;
    }

    public int day() { return day; }

    public int maxOrder() { return maxOrder; }

    /** |Q(cl C)| for a closed C inside the down-set, else null. */
    public Integer order(long closed) { return inside.get(closed); }

    /** The closed sets inside. */
    public Map<Long, Integer> inside() { return inside; }

    /** The minimal closed sets outside: -1 for over the bound, -2 for undecided (out of time or an engine limit). */
    public Map<Long, Integer> outside() { return outside; }

    /** A minimal closed set outside contained in {@code closed} (which is outside), or -1 if none (not reached: then it is inside). */
    public long witness(long closed) {
        long best = -1;
        for (Map.Entry<Long, Integer> e : outside.entrySet()) {
            long w = e.getKey();
            if ((w & ~closed) != 0) continue;
            if (best < 0 || (e.getValue() == -1 && outside.get(best) == -2) || (e.getValue().equals(outside.get(best)) && Long.bitCount(w) < Long.bitCount(best))) best = w;
        }
        return best;
    }
}
