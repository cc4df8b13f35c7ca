package cgx.lang;

import cgx.core.CgxException;

import cgx.lang.syntax.Block;
import cgx.lang.syntax.Parsing;

import java.io.PrintStream;
import java.util.function.Consumer;

/**
 * A worksheet session: one global scope of variables over one {@link Runtime}. The worksheet,
 * {@code ./cgx -e}, scripts and tests all evaluate through a session.
 */
public final class Session {
    private final Runtime runtime;
    private final Interpreter interpreter;
    private final Env globals = new Env(null);

    public Session(Runtime runtime, PrintStream out) {
        this(runtime, out::println);
    }

    public Session(Runtime runtime, Consumer<String> out) {
        this(runtime, out, out);
    }

    /** A session whose {@code print} writes to {@code out} and whose long computations report progress to {@code progress} (a notebook's stderr). */
    public Session(Runtime runtime, Consumer<String> out, Consumer<String> progress) {
        this.runtime = runtime;
        runtime.setOutput(out);
        this.interpreter = new Interpreter(runtime, progress);
    }

    public Runtime runtime() { return runtime; }

    /** Evaluates every statement of {@code source}; returns the value of the last one ({@link Nil#NIL} if none). */
    public Object eval(String source) {
        Object[] last = {Nil.NIL};
        run(source, (value, silent) -> last[0] = value);
        return last[0];
    }

    /** Receives each top-level statement's value, and whether a ';' silenced it. */
    public interface ResultSink {
        void accept(Object value, boolean silent);
    }

    /** Evaluates {@code source} statement by statement, handing each result to {@code sink}. */
    public void run(String source, ResultSink sink) {
        Block script = Parsing.parse(source);
        try {
            interpreter.runTop(script, globals, (stmt, value, silent) -> sink.accept(value, silent));
        } catch (StackOverflowError e) {
            throw new CgxException("computation nested too deeply: the stack was exhausted");
        } catch (OutOfMemoryError e) {
            throw new CgxException("out of memory: the computation was too large");
        }
    }

    /** The printed form of a value. */
    public String show(Object value) { return runtime.show(value); }

    /** Sets a variable, e.g. a script's arguments. */
    public void define(String name, Object value) { globals.assign(name, value); }

    /** A variable's value, else a registered constant's, else null; never evaluates anything. */
    public Object lookup(String name) {
        Object v = globals.lookup(name);
        return v != null ? v : runtime.constant(name);
    }

    /** Names of the session's variables, for tab completion. */
    public java.util.Set<String> variableNames() { return java.util.Set.copyOf(globals.names()); }
}
