package cgx.misere.quotient.learner;

import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.List;

/** The learner's parallel runs: independent tasks that share the (thread-safe) outcome oracle. */
final class Parallel {
    private Parallel() {}

    /** Runs task(0..m-1) on {@code threads} threads (the outcome search and its memo are safe to share). */
    static void run(int threads, int m, java.util.function.IntConsumer task) {
        if (m <= 0) return;
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        long deadline = Interrupts.deadline();
        // once one task fails (a limit, out of memory, Ctrl-C) the others stop taking work
        java.util.concurrent.atomic.AtomicBoolean failed = new java.util.concurrent.atomic.AtomicBoolean();
        List<java.util.concurrent.Callable<Void>> tasks = new ArrayList<>();
        for (int t = 0; t < Math.min(threads, m); t++) {
            tasks.add(() -> {
                Interrupts.setDeadline(deadline);
                try {
                    for (int i; !failed.get() && (i = next.getAndIncrement()) < m; ) task.accept(i);
                } catch (RuntimeException | Error e) {
                    failed.set(true);
                    throw e;
                }
                return null;
            });
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(tasks.size(), r -> {
            Thread th = new Thread(null, r, "cgx-learner", 1L << 28); // deep searches recurse
            th.setDaemon(true);
            return th;
        });
        try {
            for (java.util.concurrent.Future<Void> f : pool.invokeAll(tasks)) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException re) throw re;
                    if (e.getCause() instanceof Error er) throw er;
                    throw new IllegalStateException(e.getCause());
                }
            }
        } catch (InterruptedException e) {
            throw new Interrupts.Stopped("interrupted");
        } finally {
            pool.shutdownNow();
        }
    }
}
