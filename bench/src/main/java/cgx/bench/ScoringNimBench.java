package cgx.bench;

import cgx.scoringnim.PiecewiseLinear;
import cgx.scoringnim.ScoringNimSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Scoring Nim: the whole exact payoff function of a three-pile position with about 60 stones,
 * computed cold (empty memo) each time: every sub-position's piecewise-linear function.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ScoringNimBench {
    @Param({"10,20,30", "20,20,20", "1,29,30", "20,30,40"})
    public String piles;

    private int[] x;
    private final ScoringNimSolver solver = new ScoringNimSolver();

    @Setup
    public void setup() {
        String[] parts = piles.split(",");
        x = new int[parts.length];
        for (int i = 0; i < parts.length; i++) x[i] = Integer.parseInt(parts[i].trim());
    }

    @Benchmark
    public PiecewiseLinear payoffFunctionCold() {
        solver.clear();
        return solver.payoff(x);
    }
}
