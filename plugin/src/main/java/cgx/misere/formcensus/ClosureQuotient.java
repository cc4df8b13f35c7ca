package cgx.misere.formcensus;

import cgx.misere.MisereGame;
import cgx.misere.OptionSets;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.learner.QuotientLearner;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import cgx.misere.quotient.monoid.ElementPeriods;
import cgx.misere.quotient.monoid.Tame;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * The misère quotient Q(cl A) (Plambeck–Siegel, Definition 4.1) of the closure of a set A of forms
 * given as masks of {@link OptionSets}: the forms of a follower-closed mask C born by day n - 1,
 * and optionally one form {S} born by day n (S a mask). Generators are the non-zero forms of C by
 * birthday, then {S}; each is added to the engine's {@link QuotientBuilder} with its options as
 * earlier generators, so nothing is interned. Throws {@link QuotientBuilder.TooLarge} past the
 * order bound.
 */
public final class ClosureQuotient {
    private ClosureQuotient() {}

    /** What the census keeps of a quotient: |Q|, |P|, tameness, element periods, an isomorphism invariant, and its table. */
    public record Shape(int order, int psize, boolean tame, int maxPeriod, String periods, long invariant, int[] mul, boolean[] isP) implements Serializable {
        /** The shape of a quotient given by its table (identity 0) and P-portion. */
        public static Shape of(int n, int[] mul, boolean[] p) {
            int ps = 0;
            for (boolean b : p) if (b) ps++;
            int[] per = ElementPeriods.all(n, mul);
            int max = 1;
            for (int v : per) max = Math.max(max, v);
            return new Shape(n, ps, Tame.isTame(n, mul, p), max, histogram(per), BipartiteIsomorphism.invariant(n, mul, p), mul, p);
        }

        /** Element periods as period:count, by period ("1:7 2:47 3:2 6:6"). */
        public static String histogram(int[] periods) {
            TreeMap<Integer, Integer> hist = new TreeMap<>();
            for (int v : periods) hist.merge(v, 1, Integer::sum);
            StringBuilder sb = new StringBuilder();
            hist.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append(':').append(v));
            return sb.toString();
        }

        /** True if the two are isomorphic as bipartite monoids (P onto P). */
        public boolean isomorphic(Shape o) {
            return order == o.order && psize == o.psize && invariant == o.invariant && BipartiteIsomorphism.find(order, mul, isP, o.order, o.mul, o.isP) != null;
        }

        @Override public boolean equals(Object o) {
            return o instanceof Shape s && s.order == order && s.invariant == invariant && Arrays.equals(s.mul, mul) && Arrays.equals(s.isP, isP);
        }

        @Override public int hashCode() { return Long.hashCode(invariant); }
    }

    /** Q(cl C) for a follower-closed mask C of forms born by day n - 1. */
    public static Shape ofClosed(OptionSets sets, long closed, int maxOrder) {
        return of(sets, closed, -1, maxOrder);
    }

    /** Q(cl {S}) for a canonical mask S (a form born by day n): its closure is cl(S) and {S}. */
    public static Shape ofForm(OptionSets sets, long s, int maxOrder) {
        return of(sets, sets.closure(s), s, maxOrder);
    }

    /** The option "form i" as a multiset of generators: empty for the zero form. */
    private static int[] option(List<MisereGame> forms, int[] gen, int i) { return forms.get(i).isZero() ? new int[0] : new int[] {gen[i]}; }

    private static Shape of(OptionSets sets, long closed, long form, int maxOrder) {
        List<MisereGame> forms = sets.forms();
        int[] gen = new int[forms.size()]; // bit -> generator number (0: the zero form)
        QuotientBuilder b = new QuotientBuilder(maxOrder, 3_000_000, null);
        b.setLearner(QuotientLearner::learn);
        for (int i : sets.bitsByBirthday()) {
            if ((closed >>> i & 1) == 0 || forms.get(i).isZero()) continue;
            int[] os = sets.optionBits(i);
            int[][] opts = new int[os.length][];
            for (int k = 0; k < os.length; k++) opts[k] = option(forms, gen, os[k]);
            b.add(opts, forms.get(i).birthday());
            gen[i] = b.gens;
        }
        if (form >= 0) {
            int[][] opts = new int[Long.bitCount(form)][];
            int k = 0;
            for (int i = 0; i < forms.size(); i++) if ((form >>> i & 1) != 0) opts[k++] = option(forms, gen, i);
            b.add(opts, sets.day());
        }
        return Shape.of(b.order, Arrays.copyOf(b.mul, b.order * b.order), Arrays.copyOf(b.isP, b.order));
    }
}
