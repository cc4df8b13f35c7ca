package cgx.misere.algebraic;

import cgx.heap.HeapRuleset;
import cgx.heap.TakeAndBreakCode;

import java.util.ArrayList;
import java.util.List;

/**
 * The weight-form induction for a family (docs/algebraic-periodicity.md): if the family agrees
 * with every Q_n for n ≤ {@link #base()} and the {@link InductionStep} holds, the family's rule obeys
 * the misère rule at every sum of heaps, so it gives the misère outcome of every sum (by induction
 * on the sum's birthday, not its total size: a 4.-code's split without taking keeps the total),
 * and every Q_n is the family's, for every n. This class runs the step and computes the base;
 * {@link AlgebraicQuotient} supplies the agreement. The certificate it writes is re-checked by
 * scripts/misere-quotients/check-algebraic-proof.py, which shares no code with this and verifies
 * the base too, without a quotient engine. Immutable.
 */
public final class FamilyProof {
    private final String obstacle;   // why the method does not apply, or null
    private final boolean stepHolds;
    private final int base, topFrom, window, gaps;
    private final long states, failures;
    private final List<String> firstFailures;
    private final String certificate;
    private final boolean finished;  // false: stopped by a time limit before it could tell
    private final boolean pure;      // Φ's pattern has pure powers of b

    private FamilyProof(String obstacle, InductionStep s, boolean holds, int base, int topFrom, String certificate) {
        this(obstacle, s, holds, base, topFrom, certificate, true);
    }

    private FamilyProof(String obstacle, InductionStep s, boolean holds, int base, int topFrom, String certificate, boolean finished) {
        this.finished = finished;
        this.obstacle = obstacle;
        this.stepHolds = holds;
        this.base = base;
        this.topFrom = topFrom;
        this.window = s == null ? 0 : s.window;
        this.gaps = s == null ? 0 : s.gc;
        this.states = s == null ? 0 : s.states;
        this.failures = s == null ? 0 : s.failures;
        this.firstFailures = s == null ? List.of() : List.copyOf(s.firstFailures);
        this.certificate = certificate;
        this.pure = s != null && s.pure;
    }

    /** Runs the step for {@code f} as a family of {@code rules}. */
    public static FamilyProof of(AlgebraicFamily f, HeapRuleset rules, String game) {
        if (!(rules instanceof TakeAndBreakCode code) || code.maxHeapsLeft() > 2 || (code.digit(0) & 3) != 0)
            return failed("the induction covers octal games (a move leaves at most two heaps)");
        WeightForm wf = new WeightForm(f);
        String why = wf.obstacle();
        if (why != null) return failed(why);
        InductionStep s = new InductionStep(wf, code);
        s.measure();
        // the top heap M must be large: past the small types, N − Gc − 1 past every small index, and d(M alone) < −L
        long smallNu = -1;
        for (int h = 1; h < s.small; h++) smallNu = Math.max(smallNu, Math.max(wf.of(h).nu(), wf.level(h)));
        int hmin = s.small;
        while (!goodTops(wf, s, smallNu, hmin)) hmin++;
        long below = -1;
        for (int h = 1; h < hmin; h++) below = Math.max(below, Math.max(wf.of(h).nu(), wf.level(h)));
        int base = hmin;
        while (!indexAbove(wf, s, below, base)) base++;
        StringBuilder notUniform = new StringBuilder();
        if (!s.run(hmin, notUniform::append))
            return new FamilyProof("the step does not apply at large heaps (the family is not affine there): " + notUniform, s, false, 0, 0, "");
        return new FamilyProof(null, s, s.failures == 0, base, hmin, certificate(f, code, game, base));
    }

    private static boolean goodTops(WeightForm wf, InductionStep s, long smallNu, int from) {
        for (int h = from; h < from + 4 * s.period; h++) {
            WeightForm.Weights w = wf.of(h);
            long lam = wf.level(h);
            if (!(lam - s.gc - 1 > smallNu && w.w() - wf.beta(lam) < -s.window)) return false;
        }
        return true; // the level grows and w − β(level) falls along each class, so every larger heap is good too
    }

    private static boolean indexAbove(WeightForm wf, InductionStep s, long below, int base) {
        for (int h = base + 1; h <= base + 4 * s.period; h++) if (wf.level(h) <= below) return false;
        return true;
    }

    private static FamilyProof failed(String why) { return new FamilyProof(why, null, false, 0, 0, ""); }

    /** The step was stopped by a time limit before it finished. */
    public static FamilyProof notFinished(String why) { return new FamilyProof("the induction step did not finish (" + why + ")", null, false, 0, 0, "", false); }

    /** False if a time limit stopped the step before it could tell; true if it holds, fails, or does not apply. */
    public boolean finished() { return finished; }

    /** Why the induction does not apply to this family (null if it does). */
    public String obstacle() { return obstacle; }

    /** True if the step holds: with the base, a proof for every heap. */
    public boolean stepHolds() { return stepHolds; }

    /** The heap B to which the family must agree with every Q_n. */
    public int base() { return base; }

    public long states() { return states; }

    /** The step's first failures (at most five), as abstract states. */
    public List<String> firstFailures() { return firstFailures; }

    /** The certificate for the independent checker (empty if the method does not apply). */
    public String certificate() { return certificate; }

    /** One paragraph: what was checked and what it gives. */
    public String text() {
        if (obstacle != null) return "no proof: " + obstacle;
        if (!stepHolds)
            return "no proof: the induction step fails in " + failures + " of " + states + " abstract states, e.g. " + firstFailures.get(0);
        String state = pure ? "top level ≥ heap " + topFrom + ", δ = W − β(λ) exact in [−" + window + ", " + window + "], the other heaps' top index exact to " + gaps + " below; Φ has pure powers of b"
                : "top heap ≥ " + topFrom + ", d exact in [−" + window + ", " + window + "], second index exact to " + gaps + " below";
        return "the induction step holds in all " + states + " abstract states (" + state + "), so agreement with every Q_n to heap " + base + " proves the family for every heap";
    }

    static String certificate(AlgebraicFamily f, TakeAndBreakCode code, String game, int base) {
        List<String> out = new ArrayList<>();
        out.add("# weight-form induction certificate (cgx; docs/algebraic-periodicity.md); check with scripts/misere-quotients/check-algebraic-proof.py");
        out.add("game: " + game);
        StringBuilder d = new StringBuilder();
        for (int k = 0; k <= code.maxTake(); k++) d.append(k == 0 ? "" : " ").append(code.digit(k));
        out.add("digits: " + d);
        out.add("t: " + f.t);
        out.add("alpha: " + f.collapseA.k() + " " + f.collapseA.l());
        out.add("beta: " + f.collapseB.k() + " " + f.collapseB.l());
        if (f.sporadicCount() > 0) {
            List<String> cs = new ArrayList<>();
            for (int i = 1; i <= f.sporadicCount(); i++) cs.add(f.sporadicA(i) + " " + f.sporadicB(i));
            out.add("c: " + String.join("; ", cs) + (f.sporadicCount() > 1 ? "   # c, d, …: c_i·x_n = a^e b^j x_n" : ""));
        }
        StringBuilder p = new StringBuilder();
        for (int i = 0; i < 8; i++) p.append(i == 0 ? "" : " ").append(f.pIndexed[i] ? 1 : 0);
        out.add("P: " + p + "   # a^e b^m x_n (m < n" + (f.u == 0 ? "" : " + u") + ") in P, at e*4 + (m mod 2)*2 + (n mod 2)");
        if (f.u != 0) out.add("u: " + f.u + "   # the parities decide P for m < n + u; m >= n + u (below n + t) is never P");
        List<String> pre = new ArrayList<>();
        for (FamilyElement e : f.prefix) pre.add(e.a() + " " + e.b() + " " + e.c() + " " + e.x());
        out.add("prefix: " + String.join("; ", pre) + "   # Φ(H_1), … as a b c x (x = -1: none" + (f.sporadicCount() > 1 ? "; c = i: the i-th sporadic" : "") + ")");
        List<String> pat = new ArrayList<>();
        for (AlgebraicFamily.Term r : f.pattern)
            pat.add(r.pure() ? "pure " + r.a() + " " + r.b().k() + " " + r.b().l() : r.a() + " " + r.b().l() + " " + r.index().k() + " " + r.index().l());
        boolean pure = f.pattern.stream().anyMatch(AlgebraicFamily.Term::pure);
        out.add("pattern: " + String.join("; ", pat) + "   # Φ(H_(h0+pk+r)) = a^a b^j x_(qk+s) as a j q s" + (pure ? ", or a^a b^(uk+v) as pure a u v" : ""));
        out.add("base: " + base + "   # the family agrees with every Q_n, n ≤ base (cgx's FamilyCheck)");
        return String.join("\n", out) + "\n";
    }
}
