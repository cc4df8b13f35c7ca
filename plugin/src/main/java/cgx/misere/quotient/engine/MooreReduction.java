package cgx.misere.quotient.engine;

import cgx.core.Interrupts;

/**
 * Moore's partition refinement: the coarsest partition of {0..n-1} finer than a labelling and
 * stable under maps step[0..m-1] (x ~ y iff same label and step_j(x) ~ step_j(y) for every j).
 * With the P-set as labels and the generators' actions as steps, it reduces a bipartite monoid
 * (indistinguishability, Definition 3.5). Each round numbers the signatures (class, classes of
 * the images) in order of first appearance, in an open-addressing table of element indexes: no
 * signature is copied or boxed.
 */
public final class MooreReduction {
    private MooreReduction() {}

    /**
     * Indistinguishability (Definition 3.3) on a finite bipartite monoid given by its P-set and the
     * action of a generating set: x ~ y iff same P-membership and xg ~ yg for every generator g.
     * Class ids with the identity (element 0) in class 0.
     */
    public static int[] classes(int n, boolean[] p, int[][] step) {
        int[] label = new int[n];
        for (int i = 0; i < n; i++) label[i] = p[i] == p[0] ? 0 : 1;
        return classes(n, label, step);
    }

    /** Class ids, numbered by first appearance (element 0 in class 0); the labels may be any ints. */
    public static int[] classes(int n, int[] label, int[][] step) {
        int[] cls = label.clone();
        int classes = distinct(n, cls);
        int cap = Integer.highestOneBit(Math.max(2, n)) << 2, mask = cap - 1;
        int[] slot = new int[cap], slotId = new int[cap], slotHash = new int[cap];
        while (true) {
            Interrupts.check();
            java.util.Arrays.fill(slot, -1);
            int[] nc = new int[n];
            int count = 0;
            for (int i = 0; i < n; i++) {
                int h = hash(cls, step, i);
                int s = h & mask;
                while (true) {
                    int r = slot[s];
                    if (r < 0) {
                        slot[s] = i;
                        slotHash[s] = h;
                        slotId[s] = count;
                        nc[i] = count++;
                        break;
                    }
                    if (slotHash[s] == h && sameSignature(cls, step, r, i)) { nc[i] = slotId[s]; break; }
                    s = (s + 1) & mask;
                }
            }
            cls = nc;
            if (count == classes) return cls;
            classes = count;
        }
    }

    /**
     * The number of distinct labels: a round stops the refinement when it splits no class, so
     * this must be the count, not the largest label + 1 (labels 0 and 2 alone would otherwise
     * stop it after a round that split one class, and return a partition that is not stable).
     */
    private static int distinct(int n, int[] label) {
        int max = -1;
        for (int i = 0; i < n; i++) {
            if (label[i] < 0 || label[i] >= n) return distinctAny(n, label);
            max = Math.max(max, label[i]);
        }
        boolean[] seen = new boolean[max + 1];
        int count = 0;
        for (int i = 0; i < n; i++) if (!seen[label[i]]) { seen[label[i]] = true; count++; }
        return count;
    }

    private static int distinctAny(int n, int[] label) {
        int[] sorted = java.util.Arrays.copyOf(label, n);
        java.util.Arrays.sort(sorted);
        int count = n > 0 ? 1 : 0;
        for (int i = 1; i < n; i++) if (sorted[i] != sorted[i - 1]) count++;
        return count;
    }

    private static int hash(int[] cls, int[][] step, int i) {
        int h = cls[i] * 0x9E3779B9;
        for (int[] st : step) h = (h ^ cls[st[i]]) * 0x01000193 + 0x7F4A7C15;
        return h ^ (h >>> 16);
    }

    private static boolean sameSignature(int[] cls, int[][] step, int r, int i) {
        if (cls[r] != cls[i]) return false;
        for (int[] st : step) if (cls[st[r]] != cls[st[i]]) return false;
        return true;
    }
}
