package cgx.core;

/**
 * Cooperative cancellation for long computations. Kernels call {@link #check()} in
 * their outer loops (every few thousand steps is enough); Ctrl-C in the worksheet
 * interrupts the evaluating thread, and an optional deadline bounds a whole evaluation.
 */
public final class Interrupts {
    private static final ThreadLocal<long[]> DEADLINE = ThreadLocal.withInitial(() -> new long[] {Long.MAX_VALUE});

    private Interrupts() {}

    /** Thrown when a computation is stopped by Ctrl-C or by its time limit. */
    public static final class Stopped extends CgxException {
        public Stopped(String message) { super(message); }

        /** True if Ctrl-C (or a killed task) stopped it, not a time limit: {@link #check()} clears the thread's flag before it throws, so ask this, not the thread. */
        public boolean byInterrupt() { return "interrupted".equals(getMessage()); }
    }

    /** Throws {@link Stopped} if this thread was interrupted or its deadline passed. */
    public static void check() {
        if (Thread.currentThread().isInterrupted()) {
            Thread.interrupted();
            throw new Stopped("interrupted");
        }
        long d = DEADLINE.get()[0];
        if (d != Long.MAX_VALUE && System.nanoTime() > d) {
            throw new Stopped("time limit reached");
        }
    }

    /** Sets a deadline {@code seconds} from now for this thread (0 or less clears it). */
    public static void setTimeLimit(double seconds) {
        DEADLINE.get()[0] = seconds <= 0 ? Long.MAX_VALUE : System.nanoTime() + (long) (seconds * 1e9);
    }

    /** Copies this thread's deadline, so worker threads of a parallel kernel honour it. */
    public static long deadline() { return DEADLINE.get()[0]; }

    public static void setDeadline(long nanoTime) { DEADLINE.get()[0] = nanoTime; }
}
