package cgx.misere.quotient.certificate;

import cgx.core.CgxException;
import cgx.heap.HeapRuleset;

import java.util.Arrays;

/**
 * The forms of a closure cl(A) (Plambeck–Siegel §4) played as a heap game, so that the checks
 * written for heaps apply to them: "heap" i is the i-th non-zero follower, listed so that each
 * form's options come before it, and a move on it leaves one of its options, a single form j
 * ({@code [j]}) or 0 ({@code []}, the empty sum). A sum of heaps is then a sum of forms of the
 * closure. Immutable.
 */
public final class FollowerMoves implements HeapRuleset {
    private final String title;
    private final int[][][] options; // options[i]: [j] or [] per option of form i

    /**
     * The forms 1..n with {@code options[i]} the indices of form i's options (0: the zero game);
     * every index must be below i, and no option listed twice.
     */
    public FollowerMoves(String title, int[][] options) {
        this.title = title;
        this.options = new int[options.length][][];
        this.options[0] = new int[0][];
        for (int i = 1; i < options.length; i++) {
            int[] os = options[i].clone();
            Arrays.sort(os);
            this.options[i] = new int[os.length][];
            for (int k = 0; k < os.length; k++) {
                if (os[k] < 0 || os[k] >= i) throw new CgxException("form " + i + " of " + title + " has an option " + os[k] + " not listed before it");
                if (k > 0 && os[k] == os[k - 1]) throw new CgxException("form " + i + " of " + title + " lists option " + os[k] + " twice");
                this.options[i][k] = os[k] == 0 ? new int[0] : new int[] {os[k]};
            }
        }
    }

    /** The number of forms listed. */
    public int forms() { return options.length - 1; }

    @Override public int[][] options(int n) {
        if (n < 0 || n >= options.length) throw new CgxException("no form " + n + " in the closure of " + title);
        return options[n];
    }

    @Override public String text() { return "the closure of " + title; }
}
