package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.QuotientBuilder;

/**
 * The progress lines of a split: a line {@link #FIRST_MILLIS} ms into it, then every {@link #SECONDS} s while
 * it is learned, whatever the phase (the exact search on several threads, a failure search, the
 * copies automaton's check): heap, |Q_{g-1}|, the phase with its round and classes, and the
 * positions searched, so that a slow split (positions and rounds still moving) can be told from
 * a stuck one.
 */
final class Heartbeat {
    /** Seconds between two progress lines while a split is learned. */
    static final long SECONDS = 2;
    /**
     * The first line of a split comes this soon: a split longer than that says at once that
     * Q_{g-1} is complete (bench/frontier-race.sh reads when each tool completed Q_n off the
     * lines); shorter ones print nothing of their own.
     */
    static final long FIRST_MILLIS = 500;

    /**
     * One daemon thread beats for every split (a thread of its own per split cost 1-4 ms of each
     * split's start and end, cold); it ends after a minute without a split.
     */
    private static final java.util.concurrent.ScheduledThreadPoolExecutor CLOCK = clock();

    private static java.util.concurrent.ScheduledThreadPoolExecutor clock() {
        java.util.concurrent.ScheduledThreadPoolExecutor c = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "cgx-learner-progress");
            t.setDaemon(true);
            return t;
        });
        c.setKeepAliveTime(60, java.util.concurrent.TimeUnit.SECONDS);
        c.allowCoreThreadTimeOut(true);
        c.setRemoveOnCancelPolicy(true);
        return c;
    }

    private final int g, oldOrder;
    private final java.util.function.IntSupplier positions;
    // what the learner is doing (set by the learner's thread, read by the heartbeat's)
    private volatile String activity = "starting";
    private volatile int copiesStates; // the copies automaton's states so far
    private java.util.concurrent.ScheduledFuture<?> beat;
    private boolean stopped; // under this object's lock: no line once stop() has returned

    Heartbeat(int g, int oldOrder, java.util.function.IntSupplier positions) {
        this.g = g;
        this.oldOrder = oldOrder;
        this.positions = positions;
    }

    /** Says what the learner does now (a phase of a round), for the next progress line. */
    void doing(String what) { activity = what; }

    /** The copies automaton's states so far (for progress while it is learned). */
    void copiesStates(int n) { copiesStates = n; }

    /** Starts the lines to {@code progress} (none if it is null). */
    void start(QuotientBuilder.Progress progress) {
        if (progress == null) return;
        beat = CLOCK.scheduleAtFixedRate(() -> {
            synchronized (this) {
                if (stopped) return;
                String a = activity;
                if (a.startsWith("copies")) a = a + ", " + copiesStates + " classes so far";
                progress.learning(g, oldOrder, a, positions.getAsInt());
            }
        }, FIRST_MILLIS, SECONDS * 1000, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /** Stops the lines: none after the split's end (a line being written is finished first). */
    void stop() {
        if (beat == null) return;
        synchronized (this) {
            stopped = true;
        }
        beat.cancel(false);
    }
}
