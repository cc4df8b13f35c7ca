package cgx.bench;

import cgx.families.Families;
import cgx.lang.Session;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Scoring play: the long-rule sum of six copies of the Figure 1 game and its final scores, typed
 * as a user would (parse, evaluate, hash-cons). Each invocation uses distinct scores so that the
 * sum memo cannot answer from an earlier invocation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ScoringSumBench {
    private Session session;
    private int shift;

    @Setup
    public void setUp() {
        session = new Session(Families.runtime(), s -> {});
    }

    @Benchmark
    public Object sixCopiesOfFigure1() {
        int k = shift++;
        return session.eval("G := <2, <11|4|-3> | 3 | 4, <9|2|-5>> + " + k + "; S := G + G + G + G + G + G; [S.LeftFinal, S.RightFinal, S.Outcome]");
    }
}
