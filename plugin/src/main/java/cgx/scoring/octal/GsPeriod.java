package cgx.scoring.octal;

/**
 * The preperiod and period of {@code n -> Gs(n +_l m)} found by {@code R.GsPeriod}, with how far it
 * was checked and whether it is proven (a repeated window of a bounded-window recurrence) or only
 * evidence. Immutable.
 */
public final class GsPeriod {
    private final String subject;
    private final int preperiod; // -1: none found
    private final int period;
    private final int checkedUpTo;
    private final boolean proven;
    private final String evidence;
    private final Source source; // what computed it, or null

    /** What a period was computed from: {@code o.GsPeriod(p.Heap(m), MaxHeap => maxHeap)}. */
    public record Source(ScoringOctal o, ScoringOctal p, int m, int maxHeap) {}

    GsPeriod(String subject, int preperiod, int period, int checkedUpTo, boolean proven, String evidence) {
        this(subject, preperiod, period, checkedUpTo, proven, evidence, null);
    }

    private GsPeriod(String subject, int preperiod, int period, int checkedUpTo, boolean proven, String evidence, Source source) {
        this.source = source;
        this.subject = subject;
        this.preperiod = preperiod;
        this.period = period;
        this.checkedUpTo = checkedUpTo;
        this.proven = proven;
        this.evidence = evidence;
    }

    public boolean found() { return period > 0; }
    public int preperiod() { return preperiod; }
    public int period() { return period; }
    public int checkedUpTo() { return checkedUpTo; }
    public boolean proven() { return proven; }
    public String evidence() { return evidence; }
    public String subject() { return subject; }
    /** What it was computed from, or null for a period computed inside a sweep. */
    public Source source() { return source; }

    GsPeriod from(Source s) { return new GsPeriod(subject, preperiod, period, checkedUpTo, proven, evidence, s); }

    @Override public String toString() {
        if (!found()) return subject + ": no period found for n <= " + checkedUpTo + " (" + evidence + ")";
        return subject + ": preperiod " + preperiod + ", period " + period + ", checked n <= " + checkedUpTo
                + (proven ? ", proven: " : ", evidence only: ") + evidence;
    }

    @Override public boolean equals(Object o) { return o instanceof GsPeriod g && g.toString().equals(toString()); }
    @Override public int hashCode() { return toString().hashCode(); }
}
