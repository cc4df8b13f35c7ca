package cgx.census;

import cgx.scoring.octal.SweepRunner;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** The scoring-octal sweeps' engine on Spark (found by {@link SweepRunner#find()} through ServiceLoader). */
public final class SparkSweepRunner implements SweepRunner {
    @Override public <R extends Serializable> void run(String title, int[] cases, Task<R> task, Sink<R> sink) {
        List<Integer> items = new ArrayList<>(cases.length);
        for (int c : cases) items.add(c);
        SparkEngine.run(null, items, task::apply, (i, r) -> sink.accept(cases[i], r), null);
    }
}
