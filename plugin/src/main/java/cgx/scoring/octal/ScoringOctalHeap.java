package cgx.scoring.octal;

/** A heap of {@code n} beans of a scoring octal ruleset, a component of a mixed sum ({@code R.Heap(n)}). Immutable. */
public final class ScoringOctalHeap {
    private final ScoringOctal rule;
    private final int size;

    public ScoringOctalHeap(ScoringOctal rule, int size) {
        if (size < 0) throw new cgx.core.CgxException("a heap must be non-negative, got " + size);
        this.rule = rule;
        this.size = size;
    }

    public ScoringOctal rule() { return rule; }
    public int size() { return size; }

    @Override public boolean equals(Object o) { return o instanceof ScoringOctalHeap h && h.size == size && h.rule.equals(rule); }
    @Override public int hashCode() { return rule.hashCode() * 31 + size; }
    @Override public String toString() { return rule + ".Heap(" + size + ")"; }
}
