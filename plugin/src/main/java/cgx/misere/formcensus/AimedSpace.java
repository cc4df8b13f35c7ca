package cgx.misere.formcensus;

import cgx.core.Interrupts;
import cgx.misere.MisereGame;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.learner.QuotientLearner;
import cgx.misere.quotient.monoid.ElementPeriods;
import cgx.misere.quotient.monoid.MaximalSubgroups;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;

/**
 * The aimed search beyond day 5 (issue 52, part 3; docs/periods.md, "The aimed search"): a finite,
 * explicitly listed space of closures built from the forms known to carry an element of period
 * greater than 2 ({@link #BASE}, the rows of test-games/misere-quotients/unusual-periods.tsv) and
 * the nim-heaps *2 to *{@value #MAX_HEAP}. Each member is a list of generators whose closure's
 * misère quotient is computed within an order bound and a time bound, its maximal subgroups and
 * element periods recorded.
 *
 * <p>Round 1 holds the sums: cl{F}, cl{F, *k} and cl{F, H} (= cl{F + H}, docs/periods.md, Theorem 4).
 * Round 2 holds the new forms {F, X} and {F, X, 0} (born on day 6 or 7) and the triples cl{F, G, H};
 * each contains the round-1 closure cl{F, X} (or its pairs), so a round-2 member whose closure contains
 * a round-1 closure shown to exceed the bound is pruned (Lemma 4.6: its quotient exceeds it too).
 * A member whose closure equals an earlier member's is a duplicate and is not computed again.
 */
public final class AimedSpace {
    private AimedSpace() {}

    /** The forms with an element of period > 2 known before the search: unusual-periods.tsv's rows, in its order. */
    public static final List<String> BASE = List.of("*(2/320)3/4", "*(2/320)3/42", "*(2/3210)(2/320)2/", "*(2/1)(2/0)4310", "*(2/210)(2/30)3/21",
            "*((2/320)3/4)0");

    /** The reason of a member whose form is 0 (all its options reverse, e.g. {*(2/1)(2/0)4310, *}): its closure is empty, Q trivial. */
    public static final String ZERO_FORM = "the form is 0 (its options reverse): the trivial quotient";

    /** The largest nim-heap of the space. */
    public static final int MAX_HEAP = 16;

    /** A member: its place, round (1 or 2), family, and generators (cgx notation). */
    public record Member(int index, int round, String family, List<String> generators) implements Serializable {
        /** As the rows print it: cl[A, B] for a closure of several generators, the form alone for one. */
        public String text() { return generators.size() == 1 ? generators.get(0) : "cl[" + String.join(", ", generators) + "]"; }
    }

    /** The space, in a fixed order (round 1 first). */
    public static List<Member> members() {
        List<Member> out = new ArrayList<>();
        List<String> heaps = new ArrayList<>();
        for (int k = 2; k <= MAX_HEAP; k++) heaps.add(MisereGame.nim(k).toString());
        // round 1: the closures of the base forms, with a nim-heap, and of pairs
        for (String f : BASE) add(out, 1, "cl{F}", List.of(f));
        for (String f : BASE) for (String h : heaps) add(out, 1, "cl{F,*k}", List.of(f, h));
        for (int i = 0; i < BASE.size(); i++) for (int j = i + 1; j < BASE.size(); j++) add(out, 1, "cl{F,H}", List.of(BASE.get(i), BASE.get(j)));
        // round 2: the new forms {F, X} and {F, X, 0}, and triples
        List<String> xs = new ArrayList<>(List.of("0", "*"));
        xs.addAll(heaps);
        for (String f : BASE) for (String x : xs) add(out, 2, "{F,X}", List.of(form(f, x)));
        for (int i = 0; i < BASE.size(); i++) for (int j = i + 1; j < BASE.size(); j++) add(out, 2, "{F,X}", List.of(form(BASE.get(i), BASE.get(j))));
        for (String f : BASE) for (String x : xs.subList(1, xs.size())) add(out, 2, "{F,X,0}", List.of(form(f, x, "0")));
        for (int i = 0; i < BASE.size(); i++) for (int j = i + 1; j < BASE.size(); j++) add(out, 2, "{F,X,0}", List.of(form(BASE.get(i), BASE.get(j), "0")));
        for (int i = 0; i < BASE.size(); i++) for (int j = i + 1; j < BASE.size(); j++) for (int k = j + 1; k < BASE.size(); k++)
            add(out, 2, "cl{F,G,H}", List.of(BASE.get(i), BASE.get(j), BASE.get(k)));
        return out;
    }

    private static void add(List<Member> out, int round, String family, List<String> gens) { out.add(new Member(out.size(), round, family, gens)); }

    /** The canonical form {a, b, ...} (MisereGame removes reversible options), printed. */
    private static String form(String... options) {
        List<MisereGame> os = new ArrayList<>();
        for (String o : options) os.add(MisereGame.parse(o));
        return MisereGame.of(os).toString();
    }

    /** The closure of the generators (every follower, 0 left out), by birthday then printed form: each form's options come before it. */
    public static List<MisereGame> closure(List<String> generators) {
        List<MisereGame> roots = new ArrayList<>();
        for (String g : generators) roots.add(MisereGame.parse(g));
        return cgx.misere.quotient.certificate.FormOrderCertificate.closureOf(roots);
    }

    /** The closure as a set of printed forms (to compare closures: cl A ⊆ cl B). */
    public static Set<String> closureText(List<String> generators) {
        Set<String> s = new HashSet<>();
        for (MisereGame g : closure(generators)) s.add(g.toString());
        return s;
    }

    /**
     * A member's row. status: {@code solved} (the whole closure's quotient), {@code over} (shown to exceed
     * the bound: computed, by the engine's OrderExceeded, or pruned), {@code undecided} (the time bound or
     * a limit of the engine), {@code duplicate} (the closure of an earlier member), {@code failed}.
     * An over or undecided row that was computed keeps the quotient Q_g of the closure of its first g
     * generators (by birthday; a follower-closed part), whose periods are periods of the whole (Theorem 4):
     * order, maxPeriod, periods and groups are then Q_g's, and {@code gens} says g of {@code closureSize}.
     */
    public record Row(int index, int round, String family, String closure, int closureSize, String status, int gens, int order, int psize, int maxPeriod,
                      String periods, String groups, double seconds, String reason) implements Serializable {
        /** Periods outside {1, 2, 3, 4, 6, 12}, the ones known before the search: a flag for section 3 of the brief. */
        public boolean unusual() {
            if (periods.isEmpty()) return false;
            for (String p : periods.split(" ")) {
                int k = Integer.parseInt(p.substring(0, p.indexOf(':')));
                if (k != 1 && k != 2 && k != 3 && k != 4 && k != 6 && k != 12) return true;
            }
            return false;
        }
    }

    /** A row not computed: a duplicate or a pruned member. */
    public static Row notComputed(Member m, int closureSize, String status, String reason) {
        return new Row(m.index(), m.round(), m.family(), m.text(), closureSize, status, 0, 0, 0, 0, "", "", 0, reason);
    }

    /** Computes the member: Q(cl) within {@code maxOrder} and {@code seconds} (0 = no time bound). */
    public static Row compute(Member m, int maxOrder, double seconds) {
        long t0 = System.nanoTime();
        long before = Interrupts.deadline();
        List<MisereGame> cl = closure(m.generators());
        QuotientBuilder b = new QuotientBuilder(maxOrder, 3_000_000, null);
        b.setLearner(QuotientLearner::learn);
        // the state after the last generator added in full (the engine replaces its arrays, never writes into them)
        int doneGens = 0, n = 1;
        int[] mul = b.mul;
        boolean[] isP = b.isP;
        String status = "solved", reason = "";
        try {
            if (seconds > 0) Interrupts.setTimeLimit(seconds);
            TreeMap<MisereGame, Integer> gen = new TreeMap<>(Comparator.comparingInt(MisereGame::id));
            for (MisereGame g : cl) {
                int[][] opts = new int[g.optionCount()][];
                for (int k = 0; k < opts.length; k++) {
                    MisereGame o = g.option(k);
                    opts[k] = o.isZero() ? new int[0] : new int[] {gen.get(o)};
                }
                b.add(opts, g.birthday());
                gen.put(g, b.gens);
                doneGens++;
                n = b.order;
                mul = b.mul;
                isP = b.isP;
            }
        } catch (QuotientBuilder.OrderExceeded e) {
            status = "over";
            reason = "more than " + maxOrder + " elements (computed: " + e.getMessage() + ")";
        } catch (QuotientBuilder.TooLarge e) {
            status = "undecided";
            reason = "engine limit: " + e.getMessage();
        } catch (Interrupts.Stopped e) {
            if (e.byInterrupt() || Thread.currentThread().isInterrupted()) throw e;
            status = "undecided";
            reason = "time bound " + fmt(seconds) + " s reached";
        } catch (OutOfMemoryError e) {
            status = "failed";
            reason = "out of memory";
            n = 1; mul = new int[] {0}; isP = new boolean[] {false}; doneGens = 0;
        } finally {
            Interrupts.setDeadline(before);
        }
        int[] table = Arrays.copyOf(mul, n * n);
        int ps = 0;
        for (int i = 0; i < n; i++) if (isP[i]) ps++;
        int[] per = ElementPeriods.all(n, table);
        int max = 1;
        for (int v : per) max = Math.max(max, v);
        String hist = ClosureQuotient.Shape.histogram(per);
        TreeMap<String, Integer> groups = new TreeMap<>();
        for (MaximalSubgroups.Group h : MaximalSubgroups.all(n, table)) groups.merge(h.structure(), 1, Integer::sum);
        StringBuilder gs = new StringBuilder();
        groups.forEach((k, v) -> gs.append(gs.length() == 0 ? "" : "; ").append(k).append(v > 1 ? " (" + v + ")" : ""));
        if (cl.isEmpty()) reason = ZERO_FORM;
        return new Row(m.index(), m.round(), m.family(), m.text(), cl.size(), status, doneGens, n, ps, max, hist, gs.toString(),
                (System.nanoTime() - t0) / 1e9, reason);
    }

    /** A piece: its members computed (none of them pruned or duplicate). */
    public record Piece(int index, List<Row> rows) implements Serializable {}

    /** Computes the given members of the space, in order. */
    public static Piece run(int index, int[] memberIndices, int maxOrder, double seconds) {
        List<Member> all = members();
        List<Row> rows = new ArrayList<>();
        for (int i : memberIndices) {
            Interrupts.check();
            rows.add(compute(all.get(i), maxOrder, seconds));
        }
        return new Piece(index, rows);
    }

    private static String fmt(double s) { return String.format(Locale.ROOT, "%.3g", s); }
}
