package cgx.misere.quotient;

import cgx.misere.quotient.engine.*;
import cgx.heap.HeapRuleset;
import cgx.heap.TakeAndBreakCode;
import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.misere.MisereGame;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Entry points: quotients of heap games (any {@link HeapRuleset}) and of sets of canonical forms. */
public final class Quotients {
    private Quotients() {}

    /** Default bound on the quotient's order (its table has order² ints): from the memory, {@link EngineConfig#defaultMaxOrder()}. */
    public static final int DEFAULT_MAX_ORDER = EngineConfig.defaultMaxOrder();
    static final int MAX_T = 3_000_000;

    /**
     * Heaps a quotient of a ruleset the Periodicity Theorem cannot certify goes to when no
     * {@code MaxHeap} is given: Q_40, a partial quotient.
     */
    public static final int DEFAULT_PARTIAL_HEAP = 40;

    /** {@link #ofHeaps} with the default settings (no progress messages) and the given order bound. */
    public static MisereQuotient ofCode(HeapRuleset rules, int maxHeap, int maxOrder) {
        return ofHeaps(rules, maxHeap, EngineConfig.defaults().withMaxOrder(maxOrder));
    }

    /**
     * {@code MisereQuotient(rules)}: with {@code maxHeap == 0}, until the Periodicity Theorem
     * certifies a complete solution (rulesets it applies to, {@link HeapRuleset#periodicityDigit}),
     * or Q_{@value #DEFAULT_PARTIAL_HEAP}, a partial quotient that says why (the others); else the
     * partial quotient Q_maxHeap. Stops with the partial quotient reached when the order bound or
     * the time limit is hit. {@code config} holds the engine's settings: the order bound, the
     * positions the general growth step's exact search may remember, its threads, and where
     * progress lines go (null: nowhere).
     */
    public static MisereQuotient ofHeaps(HeapRuleset rules, int maxHeap, EngineConfig config) {
        int top = maxHeap == 0 && rules.periodicityObstacle() != null ? DEFAULT_PARTIAL_HEAP : maxHeap;
        GrowingQuotient g = new GrowingQuotient(rules, config);
        String stop = null;
        try {
            g.grow(top);
        } catch (QuotientBuilder.TooLarge | Interrupts.Stopped | OutOfMemoryError e) {
            stop = "stopped at heap " + (g.heaps() + 1) + ": " + (e instanceof OutOfMemoryError ? "out of memory" : e.getMessage());
            if (config.progress() != null) config.progress().accept("MisereQuotient " + (rules instanceof TakeAndBreakCode c ? c.toString() : rules.text())
                    + ": " + stop + "; returning Q_" + g.heaps());
        }
        // computed again by the same call, with MaxHeap unless the rules alone decide where it ends
        return g.quotient(stop == null && g.certified(), stop, maxHeap != 0 || stop != null);
    }

    /**
     * The order of the generators of a quotient of forms, which names its presentation: by
     * birthday (options come first), then in the order a reader meets them: a depth-first walk
     * of the listed forms, in the order listed, each form's options in the order its notation
     * prints them, a follower ranked when its walk ends (as a parser reading the notation left to
     * right would make them). It depends only on the forms, never on the session's interning
     * order; on *(2/210)(2/30)3/21 it gives the paper's presentation letter for letter (§A.6).
     */
    static Comparator<MisereGame> followerOrder(Collection<MisereGame> listed) {
        Map<MisereGame, Integer> rank = new HashMap<>();
        for (MisereGame g : listed) walk(g, rank);
        return Comparator.comparingInt(MisereGame::birthday).thenComparingInt(g -> rank.getOrDefault(g, Integer.MAX_VALUE));
    }

    private static void walk(MisereGame root, Map<MisereGame, Integer> rank) {
        // iterative post-order, so that a deep form does not overflow the stack
        ArrayDeque<Object[]> stack = new ArrayDeque<>();
        java.util.Set<MisereGame> entered = new java.util.HashSet<>(rank.keySet());
        if (!entered.add(root)) return;
        stack.push(new Object[] {root, 0});
        while (!stack.isEmpty()) {
            Object[] top = stack.peek();
            MisereGame g = (MisereGame) top[0];
            List<MisereGame> os = g.options();
            int i = (Integer) top[1];
            if (i < os.size()) {
                top[1] = i + 1;
                MisereGame o = os.get(i);
                if (entered.add(o)) stack.push(new Object[] {o, 0});
            } else {
                stack.pop();
                rank.put(g, rank.size());
            }
        }
    }

    /**
     * The quotient of the closure of the forms (§4: Q(cl(A))), complete: past {@code maxOrder}
     * elements it throws {@link QuotientBuilder.TooLarge} (for callers that need the whole quotient).
     */
    public static MisereQuotient ofForms(Collection<MisereGame> forms, int maxOrder) {
        return ofForms(forms, 0, EngineConfig.defaults().withMaxOrder(maxOrder), false);
    }

    /**
     * {@code MisereQuotient(forms)}: the quotient of the closure of their first {@code maxHeap}
     * followers in the order Φ lists them (0: all of them, Q(cl(A)) itself). A prefix of that
     * order holds every option of its forms, so it is a closure, and its quotient the partial
     * quotient Q_n. As for a code ({@link #ofHeaps}), it stops with the partial quotient reached
     * when the order bound or the time limit is hit, and says why.
     */
    public static MisereQuotient ofForms(Collection<MisereGame> forms, int maxHeap, EngineConfig config) {
        return ofForms(forms, maxHeap, config, true);
    }

    private static MisereQuotient ofForms(Collection<MisereGame> forms, int maxHeap, EngineConfig config, boolean partial) {
        List<MisereGame> all = followers(forms);
        int top = maxHeap == 0 ? all.size() : Math.min(maxHeap, all.size());
        String title = forms.stream().map(Object::toString).reduce((x, y) -> x + ", " + y).orElse("0");
        if (forms.size() != 1) title = "[" + title + "]";
        Map<MisereGame, Integer> index = new HashMap<>();
        QuotientBuilder b = new QuotientBuilder(config, MAX_T, null); // the call's SearchBudget, LearnerThreads, CopiesLevel and MaxOrder
        b.setLearner(cgx.misere.quotient.learner.QuotientLearner::learn);
        String[] labels = new String[top + 1];
        PartialOrders orders = new PartialOrders();
        String stop = null;
        try {
            for (MisereGame g : all.subList(0, top)) {
                Interrupts.check();
                List<MisereGame> os = g.options();
                int[][] opts = new int[os.size()][];
                for (int i = 0; i < os.size(); i++) opts[i] = os.get(i).isZero() ? new int[0] : new int[] {index.get(os.get(i))};
                b.add(opts, g.birthday());
                orders.added(b.gens, b);
                index.put(g, b.gens);
                labels[b.gens] = g.toString();
            }
        } catch (QuotientBuilder.TooLarge | Interrupts.Stopped | OutOfMemoryError e) {
            if (!partial) throw e;
            // the builder is back at Q_{gens}: the first gens followers
            stop = "stopped at generator " + (b.gens + 1) + ", " + all.get(b.gens) + ": " + (e instanceof OutOfMemoryError ? "out of memory" : e.getMessage());
            if (config.progress() != null) config.progress().accept("MisereQuotient " + title + ": " + stop + "; returning Q_" + b.gens);
        }
        int gens = b.gens;
        boolean complete = gens == all.size();
        List<MisereGame> asked = top == all.size() ? nonZero(forms) : maximal(all.subList(0, top));
        // computed again by the same call: MaxHeap unless it is the whole closure
        String arguments = title + (complete ? "" : ", MaxHeap => " + gens)
                + (config.maxOrder() == EngineConfig.defaultMaxOrder() ? "" : ", MaxOrder => " + config.maxOrder());
        return new MisereQuotient(title, null, b.result(), Arrays.copyOf(labels, gens + 1), -1, -1, complete, stop, null, arguments, asked, orders.rows());
    }

    /** The non-zero followers of the forms (the forms among them), each once, in {@link #followerOrder}. */
    private static List<MisereGame> followers(Collection<MisereGame> forms) {
        List<MisereGame> all = new ArrayList<>();
        ArrayDeque<MisereGame> stack = new ArrayDeque<>(forms);
        java.util.Set<MisereGame> seen = new java.util.HashSet<>();
        while (!stack.isEmpty()) {
            MisereGame g = stack.pop();
            if (g.isZero() || !seen.add(g)) continue;
            all.add(g);
            if (all.size() > 100_000) throw new CgxException("MisereQuotient: more than 100000 followers");
            for (MisereGame o : g.options()) stack.push(o);
        }
        all.sort(followerOrder(forms));
        return all;
    }

    private static List<MisereGame> nonZero(Collection<MisereGame> forms) {
        List<MisereGame> out = new ArrayList<>();
        for (MisereGame g : forms) if (!g.isZero()) out.add(g);
        return out;
    }

    /** The forms of a closed set that are no option of another (whose closure is the set). */
    private static List<MisereGame> maximal(List<MisereGame> closed) {
        java.util.Set<MisereGame> options = new java.util.HashSet<>();
        for (MisereGame g : closed) options.addAll(g.options());
        List<MisereGame> out = new ArrayList<>();
        for (MisereGame g : closed) if (!options.contains(g)) out.add(g);
        return out;
    }
}
