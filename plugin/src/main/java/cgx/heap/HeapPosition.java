package cgx.heap;

import cgx.core.CgxException;

import java.util.Arrays;
import java.util.List;

/**
 * A position of a heap game: a sum of heaps of one ruleset, an impartial game.
 * Immutable; heaps are kept sorted, heaps with no move (the game 0) included as given.
 * Printed as {@code TakeAndBreak("0.15").Heap(3)} or {@code TakeAndBreak("0.15").Heaps([3, 4])},
 * which read back as an equal position.
 */
public final class HeapPosition {
    private final HeapGame ruleset;
    private final int[] heaps;

    private HeapPosition(HeapGame ruleset, int[] heaps) {
        this.ruleset = ruleset;
        this.heaps = heaps;
    }

    static HeapPosition of(HeapGame ruleset, int[] heaps) {
        int[] h = heaps.clone();
        for (int x : h) if (x < 0) throw new CgxException("a heap must be non-negative, got " + x);
        Arrays.sort(h);
        return new HeapPosition(ruleset, h);
    }

    public HeapGame ruleset() { return ruleset; }

    /** The heap sizes, ascending (a copy). */
    public int[] heaps() { return heaps.clone(); }

    /** The sum of two positions of the same ruleset. */
    public HeapPosition plus(HeapPosition o) {
        if (o.ruleset != ruleset)
            throw new CgxException("cannot add heaps of " + ruleset + " and " + o.ruleset
                    + " as positions; add their .MisereCanonicalForm instead");
        int[] h = Arrays.copyOf(heaps, heaps.length + o.heaps.length);
        System.arraycopy(o.heaps, 0, h, heaps.length, o.heaps.length);
        return of(ruleset, h);
    }

    /** The options (each a position; heaps with no move left out). */
    public List<HeapPosition> options() { return ruleset.optionPositions(heaps); }

    /** Normal-play Grundy value: the nim-sum of the heaps' values. */
    public int nimValue() {
        int g = 0;
        for (int h : heaps) g ^= ruleset.nimValue(h);
        return g;
    }

    public String normalOutcome() { return nimValue() == 0 ? "P" : "N"; }

    @Override public boolean equals(Object o) {
        return o instanceof HeapPosition p && p.ruleset == ruleset && Arrays.equals(p.heaps, heaps);
    }

    @Override public int hashCode() { return ruleset.hashCode() * 31 + Arrays.hashCode(heaps); }

    @Override public String toString() {
        if (heaps.length == 1) return ruleset + ".Heap(" + heaps[0] + ")";
        StringBuilder b = new StringBuilder(ruleset.toString()).append(".Heaps([");
        for (int i = 0; i < heaps.length; i++) b.append(i > 0 ? ", " : "").append(heaps[i]);
        return b.append("])").toString();
    }
}
