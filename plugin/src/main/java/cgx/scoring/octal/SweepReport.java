package cgx.scoring.octal;

import java.util.List;

/** The outcome of a conjecture sweep: cases checked, counterexamples and undecided cases, with evidence. Immutable. */
public final class SweepReport {
    private final String title;
    private final int cases;
    private final int checked;
    private final List<String> counterexamples;
    private final List<String> open;
    private final String bound;

    public SweepReport(String title, int cases, int checked, List<String> counterexamples, List<String> open, String bound) {
        this.title = title;
        this.cases = cases;
        this.checked = checked;
        this.counterexamples = List.copyOf(counterexamples);
        this.open = List.copyOf(open);
        this.bound = bound;
    }

    public int cases() { return cases; }
    public int checked() { return checked; }
    public List<String> counterexamples() { return counterexamples; }
    public List<String> open() { return open; }
    public String title() { return title; }
    /** The bound every case was checked to, in words. */
    public String bound() { return bound; }

    @Override public String toString() {
        StringBuilder b = new StringBuilder(title).append(": ").append(checked).append(" of ").append(cases).append(" cases checked; ");
        if (counterexamples.isEmpty()) b.append("counterexamples: none up to ").append(bound);
        else {
            b.append(counterexamples.size()).append(" counterexample").append(counterexamples.size() == 1 ? "" : "s").append(':');
            for (String c : counterexamples) b.append("\n  ").append(c);
        }
        if (!open.isEmpty()) {
            b.append("\n").append(open.size()).append(" undecided (no period found up to the bound):");
            for (String c : open) b.append("\n  ").append(c);
        }
        return b.toString();
    }

    @Override public boolean equals(Object o) { return o instanceof SweepReport r && r.toString().equals(toString()); }
    @Override public int hashCode() { return toString().hashCode(); }
}
