package cgx.lang;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.List;

/**
 * A worksheet session that records what it prints, input by input, exactly as the worksheet shows
 * it: each result not silenced by {@code ;}, the lines {@code print} writes, and {@code error: …} or
 * {@code stopped: …} for a failed input (the session goes on). The reference's examples and the
 * docs' transcripts are run through it.
 */
public final class Transcript {
    /** One input and the lines it printed; {@code failed} if it ended in an error. */
    public record Step(String input, List<String> output, boolean failed, Object value) {}

    private final Runtime runtime;
    private final List<String> lines = new ArrayList<>();
    private final Evaluator evaluator;

    /** A new session over {@code runtime}; each input may run {@code timeLimitSeconds} (0: no limit). */
    public Transcript(Runtime runtime, double timeLimitSeconds) {
        this.runtime = runtime;
        java.util.function.Consumer<String> before = runtime.output();
        Session session = new Session(runtime, lines::add, line -> { });
        if (before != null) runtime.setOutput(before); // the session's print is bound while an input runs
        this.evaluator = new Evaluator(session, timeLimitSeconds);
    }

    /** Runs one input (one or more statements). */
    public Step run(String input) {
        lines.clear();
        java.util.function.Consumer<String> before = runtime.output();
        runtime.setOutput(lines::add);
        Object[] last = {Nil.NIL};
        boolean failed = false;
        try {
            evaluator.run(input, (value, silent) -> {
                last[0] = value;
                if (!silent && !(value instanceof Nil)) lines.add(runtime.show(value));
            });
        } catch (Interrupts.Stopped e) {
            lines.add("stopped: " + e.getMessage());
            failed = true;
        } catch (CgxException e) {
            lines.add("error: " + e.describe());
            failed = true;
        } finally {
            runtime.setOutput(before);
        }
        return new Step(input, List.copyOf(lines), failed, last[0]);
    }
}
