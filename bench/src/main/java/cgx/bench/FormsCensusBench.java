package cgx.bench;

import cgx.misere.OptionSets;
import cgx.misere.formcensus.ClosureDownSet;
import cgx.misere.formcensus.FormRange;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The census of forms on one core (issue 35): Q(cl {S}) for the ranks S of a range of day 5, as one
 * Spark task computes a piece ({@link FormRange#run}), after the down-set of closures with |Q| ≤ 64
 * (computed once in the setup, as the census's first phase). Scores are per rank of the range; the
 * setup prints how many ranks are forms (canonical), so forms per second per core is
 * forms / (ranks × score). Two ranges of 4,096 ranks, each about two thirds pruned by Lemma 4.6: the
 * first ranks (option sets of the smallest forms: small quotients) and ranks from 2^21 (larger
 * forms, costlier quotients, some at the 2 s bound). Run:
 * {@code java -jar bench/target/benchmarks.jar FormsCensusBench}. 2026-11-28, one core of this
 * machine, nothing else running ({@code -wi 1 -w 5 -i 2 -r 10}): firstRanks 324 µs a rank (4,096
 * forms: 3,090 forms/s), middleRanks 6,566 µs a rank (4,033 forms: 150 forms/s).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgs = {"-Xss64m", "-Xmx3g"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class FormsCensusBench {
    static final int RANKS = 4096;

    OptionSets sets;
    ClosureDownSet down;

    @Setup
    public void setup() {
        sets = OptionSets.ofDay(5);
        down = ClosureDownSet.compute(sets, 64, ClosureDownSet.sequential(sets, 64, 2), s -> { });
        for (long lo : new long[] {1L << 21, 0}) {
            FormRange.Result r = FormRange.run(0, sets, down, lo, lo + RANKS, 2);
            System.out.println("ranks " + lo + " + " + RANKS + ": " + r.canonical() + " forms, " + r.pruned() + " pruned, " + r.computed() + " computed"
                    + " (forms per second per core = " + r.canonical() + " / (" + RANKS + " x score in s))");
        }
    }

    /** Ranks from 2^21 (piece 32 of 64): 2,725 of 4,033 forms pruned, 1,308 computed. */
    @Benchmark
    @OperationsPerInvocation(RANKS)
    public long middleRanks() {
        return FormRange.run(0, sets, down, 1L << 21, (1L << 21) + RANKS, 2).computed();
    }

    /** The first ranks (piece 0): option sets of the smallest forms; 2,746 of 4,096 pruned, 1,350 computed. */
    @Benchmark
    @OperationsPerInvocation(RANKS)
    public long firstRanks() {
        return FormRange.run(0, sets, down, 0, RANKS, 2).computed();
    }
}
