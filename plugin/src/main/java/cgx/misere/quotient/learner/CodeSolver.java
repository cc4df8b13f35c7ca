package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.*;
import cgx.core.Interrupts;
import cgx.heap.HeapGame;
import cgx.heap.HeapRuleset;
import cgx.misere.HeapForms;
import cgx.misere.quotient.engine.QuotientBuilder;

import java.util.Arrays;

/**
 * Computes partial quotients Q_n of a heap game heap by heap with {@link QuotientBuilder},
 * watching for the Periodicity Theorem (Plambeck–Siegel, Fact 2.2) where its hypotheses hold
 * ({@link HeapRuleset#periodicityDigit}: octal games with finitely many non-zero code digits):
 * if Φ(H_{m+p}) = Φ(H_m) for n0 ≤ m < 2n0 + p + d (d the last non-zero code digit's index),
 * then Φ is periodic from n0 on and Q = Q_{2n0+2p+d-1}. For other rulesets (hexadecimal codes,
 * all-but subtraction games, rules given by a function) nothing is certified: Q_n is partial.
 */
public final class CodeSolver {
    public final HeapRuleset code;
    public final QuotientBuilder builder;
    public int heaps; // heaps added so far
    public int period = -1, preperiod = -1; // set once certified

    /** Tests: sees each split's learner before its run (false) and after (true). */
    public java.util.function.BiConsumer<QuotientLearner, Boolean> learnerHook;
    private int[] lastBad = new int[16]; // lastBad[p]: largest m with phi[m] != phi[m+p] (0 if none)
    private int trackedOrder = -1;

    public CodeSolver(HeapRuleset code, int maxOrder, int maxT, QuotientBuilder.Progress progress) {
        this(code, cgx.core.EngineConfig.defaults().withMaxOrder(maxOrder), maxT, progress);
    }

    public CodeSolver(HeapRuleset code, cgx.core.EngineConfig config, int maxT, QuotientBuilder.Progress progress) {
        this.code = code;
        this.builder = new QuotientBuilder(config, maxT, progress);
        // options regenerated on demand (HeapRuleset.options: distinct sorted multisets, each once)
        this.builder.optionSource = code::options;
        HeapForms forms = HeapForms.of(HeapGame.of(code));
        this.builder.canonicalForm = n -> forms.formWithinCost(n, FormSearch.HEAP_FORM_COST);
        this.builder.setLearner((b, g, budget) -> {
            QuotientLearner l = new QuotientLearner(b, g, budget);
            if (learnerHook != null) learnerHook.accept(l, false);
            l.run();
            if (learnerHook != null) learnerHook.accept(l, true);
        });
    }

    /** Adds heap {@code heaps+1}; returns true if periodicity is now certified. */
    public boolean step() {
        Interrupts.check();
        int n = heaps + 1;
        int before = builder.order;
        builder.add(code.options(n), n);
        heaps = n;
        if (builder.order != before || trackedOrder < 0) retrack();
        else track(n);
        return certify();
    }

    private void retrack() {
        trackedOrder = builder.order;
        lastBad = new int[Math.max(16, heaps + 1)];
        int[] phi = builder.phi;
        for (int p = 1; p < heaps; p++)
            for (int m = heaps - p; m >= 1; m--)
                if (phi[m] != phi[m + p]) { lastBad[p] = m; break; }
    }

    private void track(int n) {
        if (n >= lastBad.length) lastBad = Arrays.copyOf(lastBad, lastBad.length * 2);
        int[] phi = builder.phi;
        for (int p = 1; p < n; p++) if (phi[n] != phi[n - p]) lastBad[p] = n - p;
    }

    private boolean certify() {
        int n = heaps;
        int d = code.periodicityDigit();
        if (d < 0) return false; // Fact 2.2 does not apply
        for (int p = 1; p < n; p++) {
            int n0 = lastBad[p] + 1;
            // need phi[m+p] == phi[m] for n0 <= m < 2 n0 + p + d, i.e. heaps up to 2n0 + 2p + d - 1
            if (n >= 2 * n0 + 2 * p + d - 1) {
                period = p;
                // counted from heap 0 (Φ(H_0) = 1), as MisereSolver and the normal-play tables count:
                // 0 when Φ(H_p) = 1 too and nothing later breaks the period
                preperiod = n0 == 1 && builder.phi[p] == 0 ? 0 : n0;
                return true;
            }
        }
        return false;
    }
}
