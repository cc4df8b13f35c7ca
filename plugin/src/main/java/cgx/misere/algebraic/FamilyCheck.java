package cgx.misere.algebraic;

import cgx.core.Interrupts;
import cgx.misere.quotient.MisereQuotient;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Compares a family with computed partial quotients: for each n ≤ N, the quotient the family's
 * Φ(H_1), …, Φ(H_n) generate ({@link GeneratedQuotient}: their submonoid, reduced) must be
 * isomorphic to Q_n by a map that sends Φ(H_i) to Φ(H_i) and P onto P. Q_n is read off Q_N the
 * same way (the submonoid of Q_N that heaps ≤ n generate, reduced, is Q_n: two sums of heaps ≤ n
 * are told apart by a sum of heaps ≤ n exactly when their images are, P being read in Q_N).
 */
public final class FamilyCheck {
    private FamilyCheck() {}

    /** Per heap n: |Q_n|, |P_n| and, if the family fails there, why (then the list ends). */
    public record Row(int n, int order, int pSize, String failure) {}

    public static List<Row> check(AlgebraicFamily f, MisereQuotient q, int upTo, Consumer<String> progress) { return check(f, q, 1, upTo, progress); }

    /** The rows for n = from .. upTo (Q_n read off Q_N is the same for every N ≥ n, so rows below {@code from} checked on a smaller Q_N still hold). */
    public static List<Row> check(AlgebraicFamily f, MisereQuotient q, int from, int upTo, Consumer<String> progress) {
        List<Row> rows = new ArrayList<>();
        long last = System.nanoTime();
        for (int n = from; n <= upTo; n++) {
            Interrupts.check();
            GeneratedQuotient qn = ofQuotient(q, n);
            GeneratedQuotient fn = ofFamily(f, n);
            String d = qn.differenceFrom(fn);
            rows.add(new Row(n, qn.order(), qn.pSize(), d == null ? null : "at heap " + n + ": |Q_n| = " + qn.order() + ", |P| = " + qn.pSize()
                    + "; the family gives " + fn.order() + ", |P| = " + fn.pSize() + (qn.order() == fn.order() ? " (" + d + ")" : "")));
            if (d != null) break;
            if (System.nanoTime() - last > 2_000_000_000L) {
                progress.accept("checked to heap " + n + " of " + upTo);
                last = System.nanoTime();
            }
        }
        return rows;
    }

    /** Q_n, from Q_N (n ≤ N). */
    public static GeneratedQuotient ofQuotient(MisereQuotient q, int n) {
        List<Integer> gens = new ArrayList<>();
        for (int h = 1; h <= n; h++) gens.add(q.phiOf(h));
        return GeneratedQuotient.of(gens, 0, q::product, q::inP, x -> x);
    }

    /** The quotient the family predicts for heaps ≤ n. */
    public static GeneratedQuotient ofFamily(AlgebraicFamily f, int n) {
        List<FamilyElement> gens = new ArrayList<>();
        for (int h = 1; h <= n; h++) gens.add(f.phi(h));
        int mi = f.maxIndex(n);
        return GeneratedQuotient.of(gens, FamilyElement.ONE, f::multiply, f::isP, e -> f.truncateFor(e, mi));
    }
}
