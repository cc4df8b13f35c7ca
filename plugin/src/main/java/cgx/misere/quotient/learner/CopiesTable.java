package cgx.misere.quotient.learner;

/**
 * A level k of a split's copies automaton ({@link CopiesAutomaton}), for {@link OutcomeOracle}'s
 * search (immutable, shared by its threads): a learned one, or level 0, which the oracle makes of
 * Q_{g-1} itself (states its elements, moreN from its outcomes). Y + jG, j ≤ k, is read off it in
 * |Y| steps, and Y + (k+1)G is N at once where moreN holds.
 */
final class CopiesTable {
    final int level;
    final int[][] next; // next[s][h], every heap h below g
    final boolean[][] p; // p[j][s], j = 1..level: Y + jG ∈ P for Y at s
    final boolean[] moreN; // moreN[s]: some option G' of G has Y + G' + level·G ∈ P, so Y + (level+1)G is N
    /** The table answers for positions whose heaps (other than G) are all below this (a partial level: see {@link CopiesAutomaton#learnNextLevel}). */
    final int bound;

    CopiesTable(int level, int[][] next, boolean[][] p, boolean[] moreN) { this(level, next, p, moreN, Integer.MAX_VALUE); }

    CopiesTable(int level, int[][] next, boolean[][] p, boolean[] moreN, int bound) {
        this.level = level;
        this.next = next;
        this.p = p;
        this.moreN = moreN;
        this.bound = bound;
    }

    /** The state of the heaps y[from..to) (all below g). */
    int state(int[] y, int from, int to) {
        int s = 0;
        for (int i = from; i < to; i++) s = next[s][y[i]];
        return s;
    }
}
