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

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(name).append(" [").append(statement).append("]: ");
        if (failures == 0) sb.append("holds for all ").append(checked).append(' ').append(scope);
        else sb.append("FAILS for ").append(failures).append(" of ").append(checked).append(' ').append(scope)
                .append("; e.g. ").append(examples.get(0));
        for (String f : findings) sb.append("; ").append(f);
        return sb.toString();
    }
}
