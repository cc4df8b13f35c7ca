package cgx.misere.quotient;

import cgx.misere.quotient.monoid.MaximalSubgroups;

import java.util.ArrayList;
import java.util.List;

/**
 * The maximal subgroup H_e of an idempotent e of a misère quotient (Plambeck–Siegel §6): the
 * elements mutually dividing e, a finite abelian group with identity e, here with its
 * invariant-factor form, its P-portion P ∩ H_e and the stabilizer of that P-portion in H_e. The
 * periods of the quotient's elements are exactly the orders of the elements of its maximal
 * subgroups (docs/periods.md, Theorem 1).
 */
public final class MaximalSubgroup {
    private final MisereQuotient q;
    private final MaximalSubgroups.Group g;

    MaximalSubgroup(MisereQuotient q, MaximalSubgroups.Group g) {
        this.q = q;
        this.g = g;
    }

    /** Every maximal subgroup of q, one per idempotent, idempotents in the order of Q.Elements. */
    static List<MaximalSubgroup> all(MisereQuotient q) {
        List<MaximalSubgroup> out = new ArrayList<>();
        for (int e : q.analysis().idempotents()) out.add(of(q, e));
        return out;
    }

    /** The maximal subgroup of the idempotent e (refused when e is not one). */
    static MaximalSubgroup of(MisereQuotient q, int e) {
        if (q.mul(e, e) != e) throw new cgx.core.CgxException(q.word(e).text() + " is not an idempotent of this quotient (its square is " + q.word(q.mul(e, e)).text() + ")");
        return new MaximalSubgroup(q, MaximalSubgroups.of(q.order, q.mul, e));
    }

    public MisereQuotient quotient() { return q; }
    public MonoidWord idempotent() { return q.word(g.identity()); }
    public int order() { return g.order(); }
    public String structure() { return g.structure(); }
    public int exponent() { return g.exponent(); }

    public List<Integer> invariantFactors() {
        List<Integer> out = new ArrayList<>();
        for (int d : g.invariantFactors()) out.add(d);
        return out;
    }

    private List<Integer> sorted(int[] xs) {
        List<Integer> out = new ArrayList<>();
        for (int x : xs) out.add(x);
        out.sort(q.wordOrder());
        return out;
    }

    public List<MonoidWord> elements() { return q.words(sorted(g.elements())); }

    /** P ∩ H_e. */
    public List<MonoidWord> pPortion() {
        List<Integer> out = new ArrayList<>();
        for (int x : g.elements()) if (q.isP[x]) out.add(x);
        out.sort(q.wordOrder());
        return q.words(out);
    }

    /** The s in H_e with s(P ∩ H_e) = P ∩ H_e: P ∩ H_e is a union of its cosets. */
    public List<MonoidWord> pStabilizer() { return q.words(sorted(MaximalSubgroups.stabilizer(q.order, q.mul, g.elements(), q.isP))); }

    /** Whether e is the kernel identity (H_e is then the kernel K, §6). */
    public boolean isKernel() { return g.identity() == q.kernelIdentity(); }

    public String summary() {
        StringBuilder p = new StringBuilder();
        for (MonoidWord w : pPortion()) p.append(p.length() > 0 ? ", " : "").append(w.text());
        return "H(" + idempotent().text() + ") = " + structure() + ", order " + order() + (isKernel() ? ", the kernel" : "") + "; P ∩ H = {" + p + "}";
    }

    /** The call that gives it again. */
    public String call() { return q.call() + ".MaximalSubgroup(\"" + idempotent().text() + "\")"; }

    @Override public String toString() { return summary(); }

    @Override public boolean equals(Object o) {
        return o instanceof MaximalSubgroup m && m.q.equals(q) && m.g.identity() == g.identity();
    }

    @Override public int hashCode() { return q.hashCode() * 31 + g.identity(); }
}
