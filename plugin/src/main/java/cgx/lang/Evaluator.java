package cgx.lang;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs evaluations on a dedicated thread with a large stack, so that input nested thousands of
 * levels deep evaluates instead of overflowing, and so that Ctrl-C can interrupt the thread
 * without killing the session.
 */
public final class Evaluator {
    /** Stack for the evaluation thread: deep nesting is bounded by {@link cgx.lang.syntax.Parsing#MAX_NESTING}, not by the stack. */
    static final long STACK_BYTES = 2L << 30;

    private final Session session;
    private final double timeLimitSeconds;
    private volatile Thread current;

    public Evaluator(Session session, double timeLimitSeconds) {
        this.session = session;
        this.timeLimitSeconds = timeLimitSeconds;
    }

    public Session session() { return session; }

    /** Evaluates {@code source}, handing results to {@code sink}; rethrows the first error. */
    public void run(String source, Session.ResultSink sink) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            Interrupts.setTimeLimit(timeLimitSeconds);
            try {
                session.run(source, sink);
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "cgx-eval", STACK_BYTES);
        current = t;
        t.start();
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                t.interrupt();
            }
        }
        current = null;
        Throwable e = failure.get();
        if (e == null) return;
        if (e instanceof CgxException ce) throw ce; // Session.run already turns stack and memory exhaustion into these
        throw new CgxException("internal error: " + e, e);
    }

    /** Evaluates {@code source}, writing the printed form of every result not silenced by ';'. */
    public void runPrinting(String source, java.util.function.Consumer<String> out) {
        run(source, (value, silent) -> {
            if (!silent && !(value instanceof cgx.lang.Nil)) out.accept(session.show(value));
        });
    }

    /** Ctrl-C: stops the running evaluation, if any. */
    public void interrupt() {
        Thread t = current;
        if (t != null) t.interrupt();
    }
}
