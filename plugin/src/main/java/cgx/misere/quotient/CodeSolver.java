package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Computes partial quotients Q_n of a take-and-break code heap by heap with
 * {@link QuotientBuilder}, watching for the Periodicity Theorem (Fact 2.2):
 * if Φ(H_{m+p}) = Φ(H_m) for n0 ≤ m < 2n0 + p + d (d the last non-zero code digit's index),
 * then Φ is periodic from n0 on and Q = Q_{2n0+2p+d-1}.
 */
final class CodeSolver {
    final TakeAndBreakCode code;
    final QuotientBuilder builder;
    int heaps; // heaps added so far
    int period = -1, preperiod = -1; // set once certified
    private int[] lastBad = new int[16]; // lastBad[p]: largest m with phi[m] != phi[m+p] (0 if none)
    private int trackedOrder = -1;

    CodeSolver(TakeAndBreakCode code, int maxOrder, int maxT, QuotientBuilder.Progress progress) {
        this.code = code;
        this.builder = new QuotientBuilder(maxOrder, maxT, progress);
        this.builder.optionSource = n -> heapOptions(code, n);
        this.builder.canonicalForm = n -> cgx.heap.TakeAndBreak.of(code).misereCanonicalForm(n);
    }

    /**
     * The options of heap n as sorted multisets of heap sizes, each once. No two moves leave the
     * same multiset: the heaps left sum to n - k for k beans taken, and for each k the code's
     * moves are enumerated once each.
     */
    static int[][] heapOptions(TakeAndBreakCode code, int n) {
        List<int[]> out = new ArrayList<>(2 * n + 4);
        code.forEachOption(n, out::add);
        return out.toArray(new int[0][]);
    }

    /** Adds heap {@code heaps+1}; returns true if periodicity is now certified. */
    boolean step() {
        Interrupts.check();
        int n = heaps + 1;
        int before = builder.order;
        builder.add(heapOptions(code, n), n);
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
        int d = code.maxTake();
        for (int p = 1; p < n; p++) {
            int n0 = lastBad[p] + 1;
            // need phi[m+p] == phi[m] for n0 <= m < 2 n0 + p + d, i.e. heaps up to 2n0 + 2p + d - 1
            if (n >= 2 * n0 + 2 * p + d - 1) {
                period = p;
                preperiod = n0;
                return true;
            }
        }
        return false;
    }
}
