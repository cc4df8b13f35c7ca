package cgx.scoring.octal;

import cgx.core.Interrupts;

import java.io.Serializable;
import java.util.ServiceLoader;

/**
 * The engine a sweep runs its cases on. The census module ({@code cgx.census}) provides one on
 * Apache Spark (found with {@link ServiceLoader}); without it, cases run one after another on the
 * calling thread.
 */
public interface SweepRunner {
    /** One case of a sweep: shipped to wherever it runs, so it captures only serializable values. */
    @FunctionalInterface
    interface Task<R extends Serializable> extends Serializable {
        R apply(int index);
    }

    /** Receives each finished case on the caller's side, in the order cases finish. */
    @FunctionalInterface
    interface Sink<R> {
        void accept(int index, R result);
    }

    /**
     * Runs {@code task} on every index in {@code cases}, handing each result to {@code sink} as it
     * finishes; returns when all are done. Stops (throwing {@link Interrupts.Stopped}) when the
     * calling thread is interrupted or its deadline passes.
     */
    <R extends Serializable> void run(String title, int[] cases, Task<R> task, Sink<R> sink);

    /**
     * The Spark runner if the census module is on the class path, else {@link #SEQUENTIAL}; system
     * property {@code cgx.sweep.runner=sequential} asks for the latter.
     */
    static SweepRunner find() {
        if ("sequential".equals(System.getProperty("cgx.sweep.runner"))) return SEQUENTIAL;
        for (SweepRunner r : ServiceLoader.load(SweepRunner.class, SweepRunner.class.getClassLoader())) return r;
        return SEQUENTIAL;
    }

    /** Every case on the calling thread, one after another. */
    SweepRunner SEQUENTIAL = new SweepRunner() {
        @Override public <R extends Serializable> void run(String title, int[] cases, Task<R> task, Sink<R> sink) {
            for (int c : cases) {
                Interrupts.check();
                sink.accept(c, task.apply(c));
            }
        }
    };
}
