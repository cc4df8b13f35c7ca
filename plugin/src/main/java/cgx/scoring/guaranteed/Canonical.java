package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.List;

/**
 * The canonical form of a guaranteed scoring game (spec §6): options made canonical, then the
 * reductions applied until none applies, judged against the current form G:
 * <ul>
 * <li><b>domination</b>: a Left option X with another Left option X' ≥ X is dropped (Right: X' ≤ X);</li>
 * <li><b>reversibility</b>: a Left option X with a Right option Y = X^R ≤ G, where Y has Left
 *     options, is replaced by Y's Left options;</li>
 * <li><b>replace by atom</b>: if such a Y has an adorned Left side ∅^a, X is G's only Left option,
 *     and {@code <∅^a | G^R>} is guaranteed, G's Left side becomes ∅^a;</li>
 * <li><b>atomic reversibility</b>: otherwise, if G has other Left options and G without X is
 *     still equal to G, X is dropped; else X is replaced by a − (m+1)^ = {@code <∅^a | a − m^>},
 *     m ≥ 0 least with G ≥ a − m^ (m^ the embedded Conway integer, a chain of m waiting moves).
 *     The calculator only replaces; then G = {@code <<∅^-2|-2>, A | R>} and {@code <A | R>} (A =
 *     {@code <∅^-1|<∅^-1|<∅^1|∅^3>>, <0|∅^0>>}) are equal, both reduced, and distinct, which the
 *     uniqueness theorem forbids (found by the tests on random games);</li>
 * </ul>
 * and mirror images for Right. The result lists each side in {@link FormOrder}. The uniqueness
 * theorem (equal games have identical canonical forms) is checked by the tests on random games.
 */
public final class Canonical {
    private static final int MAX_ROUNDS = 100_000;

    private Canonical() {}

    /** The canonical form; {@code g} must be guaranteed. */
    public static GsGame of(GsGame g) {
        GsGame c = g.canonical;
        if (c != null) return c;
        c = reduce(g);
        c.canonical = c;
        g.canonical = c;
        return c;
    }

    /** One reduction to canonical form, not memoised for g itself (the tests call it to check a form is reduced). */
    static GsGame reduce(GsGame g) {
        if (g.isAtom()) return g;
        Interrupts.check();
        Rational la = g.leftAdornment, ra = g.rightAdornment;
        List<GsGame> l = canonicalAll(g.left), r = canonicalAll(g.right);
        for (int round = 0; ; round++) {
            if (round > MAX_ROUNDS) throw new CgxException("internal error: the canonical form of " + g + " did not settle after " + MAX_ROUNDS + " reductions");
            GsGame cur = build(la, l, ra, r);
            if (cur.isAtom()) return cur;
            if (la == null && dominated(l, true)) continue;
            if (ra == null && dominated(r, false)) continue;
            if (la == null) {
                Step s = reverseLeft(cur, l, ra, r);
                if (s != null) { la = s.adornment; l = new ArrayList<>(s.options); continue; }
            }
            if (ra == null) {
                GsGame conj = cur.conjugate();
                Step s = reverseLeft(conj, conjugates(r), la == null ? null : la.negate(), conjugates(l));
                if (s != null) { ra = s.adornment == null ? null : s.adornment.negate(); r = conjugates(s.options); continue; }
            }
            // an adorned side has no options to sort
            if (la == null) l.sort(FormOrder.INSTANCE);
            if (ra == null) r.sort(FormOrder.INSTANCE);
            return build(la, l, ra, r);
        }
    }

    private record Step(Rational adornment, List<GsGame> options) {}

    /**
     * One reversal of a Left option of G = {@code <l | ra or r>}, or null if none is reversible
     * (Right options: apply this to the conjugate). A reversing option with Left options (plain
     * reversibility) is preferred to one with an adorned Left side (atomic reversibility).
     */
    private static Step reverseLeft(GsGame g, List<GsGame> l, Rational ra, List<GsGame> r) {
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < l.size(); i++) {
                GsGame x = l.get(i);
                for (GsGame y : x.right) {
                    if ((y.leftAdornment == null) != (pass == 0) || !GsOrder.geq(g, y)) continue;
                    List<GsGame> out = new ArrayList<>(l.subList(0, i));
                    if (y.leftAdornment == null) {
                        for (GsGame yl : y.left) if (!out.contains(yl) && !l.subList(i + 1, l.size()).contains(yl)) out.add(yl);
                        out.addAll(l.subList(i + 1, l.size()));
                        return new Step(null, out);
                    }
                    Rational a = y.leftAdornment;
                    if (l.size() == 1 && (ra != null ? a.compareTo(ra) <= 0 : a.compareTo(GsGame.minScore(r)) <= 0)) {
                        return new Step(a, List.of());
                    }
                    if (l.size() > 1) {
                        // removing a Left option never raises G; when G without X is still ≥ G, X goes
                        List<GsGame> without = new ArrayList<>(l);
                        without.remove(i);
                        if (GsOrder.geq(build(null, without, ra, r), g)) return new Step(null, without);
                    }
                    GsGame replacement = of(Waiting.right(a, least(g, a, y) + 1));
                    if (replacement == x) continue;
                    if (!out.contains(replacement) && !l.subList(i + 1, l.size()).contains(replacement)) out.add(replacement);
                    out.addAll(l.subList(i + 1, l.size()));
                    return new Step(null, out);
                }
            }
        }
        return null;
    }

    /** The least m ≥ 0 with G ≥ a − m^; one exists because Y ≤ G and Y ≥ a − m^ once m exceeds Y's rank. */
    private static int least(GsGame g, Rational a, GsGame y) {
        int limit = g.rank + y.rank + 4;
        for (int m = 0; m <= limit; m++) if (GsOrder.geq(g, Waiting.right(a, m))) return m;
        throw new CgxException("internal error: atomic reversibility found no m <= " + limit + " with " + g + " >= " + a + " - m^");
    }

    /** Drops dominated options of a side (Left: keep the larger; Right: the smaller), the first of equal ones kept. */
    private static boolean dominated(List<GsGame> side, boolean left) {
        if (side.size() < 2) return false;
        for (int i = 0; i < side.size(); i++) {
            GsGame x = side.get(i);
            for (int j = 0; j < side.size(); j++) {
                if (j == i) continue;
                GsGame y = side.get(j);
                boolean yBeats = left ? GsOrder.geq(y, x) : GsOrder.geq(x, y);
                if (!yBeats) continue;
                boolean xBeats = left ? GsOrder.geq(x, y) : GsOrder.geq(y, x);
                if (!xBeats || j < i) {
                    side.remove(i);
                    return true;
                }
            }
        }
        return false;
    }

    private static List<GsGame> canonicalAll(GsGame[] opts) {
        List<GsGame> out = new ArrayList<>(opts.length);
        for (GsGame o : opts) {
            GsGame c = of(o);
            if (!out.contains(c)) out.add(c);
        }
        return out;
    }

    private static List<GsGame> conjugates(List<GsGame> opts) {
        List<GsGame> out = new ArrayList<>(opts.size());
        for (GsGame o : opts) out.add(o.conjugate());
        return out;
    }

    private static GsGame build(Rational la, List<GsGame> l, Rational ra, List<GsGame> r) {
        return GsGame.make(la, la != null ? GsGame.none() : GsGame.copy(l), ra, ra != null ? GsGame.none() : GsGame.copy(r));
    }
}
