package cgx.heap;

/**
 * An impartial heap game: a heap of {@code n} beans and, for each move, the heaps it leaves
 * (CGSuite's {@code HeapRuleset}). Implemented by take-and-break codes ({@link TakeAndBreakCode}),
 * subtraction games ({@link Subtraction}) and rules given by a function ({@link HeapRules}); a sum
 * of heaps is played by moving on one heap. {@link HeapGame} keeps a ruleset's caches.
 *
 * <p>Contract of {@link #options}: every array is sorted ascending, holds only heaps {@code 1..n-1}
 * (empty heaps are left out; a heap never grows, so play ends), and no two arrays are equal.
 * Heap 0 has no options. Implementations are immutable (or cache deterministically).
 */
public interface HeapRuleset {
    /** The distinct options of a heap of {@code n}: each the non-empty heaps left, ascending. Callers must not modify them. */
    int[][] options(int n);

    /**
     * {@code d}, the index of the last non-zero code digit, when this ruleset is an octal game with
     * finitely many non-zero digits, the hypothesis of the Periodicity Theorem (Plambeck–Siegel,
     * Fact 2.2; Guy–Smith in normal play); -1 when the theorem does not apply.
     */
    default int periodicityDigit() { return -1; }

    /** Why the Periodicity Theorem does not apply to this ruleset (null when it does). */
    default String periodicityObstacle() {
        return periodicityDigit() >= 0 ? null : text() + " is not known to be an octal game with finitely many non-zero code digits";
    }

    /** The ruleset's worksheet text, e.g. {@code TakeAndBreak("0.15")} or {@code Subtraction([1, 2, 5])}. */
    String text();
}
