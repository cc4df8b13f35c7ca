package cgx.scoringnim;

import java.util.ArrayList;
import java.util.List;

/**
 * The result of checking one of the paper's claims by computation: the precise statement
 * checked, how many cases, the counterexamples found (the first few kept, all counted), and
 * extra findings. Printed as one line: {@code Proposition 5.1 [...]: holds for all 2713 positions ...}.
 */
public final class PropositionCheck {
    private static final int KEEP = 20;
    private final String name;
    private final String statement;
    private final String scope;
    private long checked;
    private long failures;
    private final List<String> examples = new ArrayList<>();
    private final List<String> findings = new ArrayList<>();
    private String recorded; // the summary, for a check read back from its printed form

    PropositionCheck(String name, String statement, String scope) {
        this.name = name;
        this.statement = statement;
        this.scope = scope;
    }

    void pass() { checked++; }

    void fail(String counterexample) {
        checked++;
        failures++;
        if (examples.size() < KEEP) examples.add(counterexample);
    }

    void finding(String s) { findings.add(s); }

    public String name() { return name; }
    public String statement() { return statement; }
    public boolean holds() { return failures == 0 && checked > 0; }
    public long checked() { return checked; }
    public long failureCount() { return failures; }
    public List<String> counterexamples() { return List.copyOf(examples); }
    public List<String> findings() { return List.copyOf(findings); }

    /** The one-line summary: {@code Proposition 5.1 [statement]: holds for all 4508 positions ...}. */
    public String summary() {
        if (recorded != null) return recorded;
        StringBuilder sb = new StringBuilder(name).append(" [").append(statement).append("]: ");
        if (failures == 0) sb.append("holds for all ").append(checked).append(' ').append(scope);
        else sb.append("FAILS for ").append(failures).append(" of ").append(checked).append(' ').append(scope)
                .append("; e.g. ").append(examples.get(0));
        for (String f : findings) sb.append("; ").append(f);
        return sb.toString();
    }

    /** Printed {@code PropositionCheck("summary")}; reads back as a recorded check with the same summary. */
    @Override
    public String toString() { return "PropositionCheck(" + cgx.core.Texts.quote(summary()) + ")"; }

    /** Equal when the summaries are equal. */
    @Override
    public boolean equals(Object o) { return o instanceof PropositionCheck c && c.summary().equals(summary()); }

    @Override
    public int hashCode() { return summary().hashCode(); }

    /**
     * A check read back from its summary (a printed result pasted into a worksheet): name,
     * verdict and count are read from the text; the counterexamples beyond the first are not kept.
     */
    public static PropositionCheck recorded(String summary) {
        // the verdict follows the statement's "]: " (a counterexample such as [2, 3]: … may hold another)
        int open = summary.indexOf(" ["), close = -1;
        java.util.regex.Matcher v = java.util.regex.Pattern.compile("\\]: (holds for all|FAILS for) ").matcher(summary);
        if (open >= 0 && v.find(open)) close = v.start();
        if (open < 0 || close < open) throw new cgx.core.CgxException("not a check summary: " + cgx.core.Texts.shortForm(summary));
        PropositionCheck c = new PropositionCheck(summary.substring(0, open), summary.substring(open + 2, close), "");
        String verdict = summary.substring(close + 3);
        java.util.regex.Matcher ok = java.util.regex.Pattern.compile("^holds for all (\\d+) ").matcher(verdict);
        java.util.regex.Matcher no = java.util.regex.Pattern.compile("^FAILS for (\\d+) of (\\d+) .*?; e\\.g\\. (.*)$").matcher(verdict);
        if (ok.find()) c.checked = Long.parseLong(ok.group(1));
        else if (no.find()) {
            c.failures = Long.parseLong(no.group(1));
            c.checked = Long.parseLong(no.group(2));
            c.examples.add(no.group(3));
        } else throw new cgx.core.CgxException("the summary must say 'holds for all N ...' or 'FAILS for K of N ...'");
        c.recorded = summary;
        return c;
    }
}
