package cgx.bench;

import cgx.amalgamation.AmalgamationL;
import cgx.amalgamation.AmalgamationNim;
import cgx.amalgamation.AmalgamationSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Amalgamation Nim: L(j) from scratch (rows 1..j of the Theorem 1 recursion until the period of
 * row j is proved by a repeated state), and a many-heap position solved by a fresh solver.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AmalgamationBench {
    /** L(11): period 960 proved (at heap 988), from nothing. */
    @Benchmark
    public int lOfElevenPeriod960() {
        AmalgamationL l = new AmalgamationL(11, 100_000);
        if (!l.certified() || l.period() != 960) throw new IllegalStateException(l.certificate());
        return l.period();
    }

    /** L(13): period 11520 proved, from nothing. */
    @Benchmark
    public int lOfThirteen() {
        AmalgamationL l = new AmalgamationL(13, 100_000);
        if (!l.certified()) throw new IllegalStateException(l.certificate());
        return l.period();
    }

    /** The Conjecture 10 counterexample <3, 1, 5, 3> (12 heaps, 32 coins), fresh solver with the lemma shortcuts. */
    @Benchmark
    public boolean counterexample3153() {
        return new AmalgamationSolver(true, 10_000_000).isP(AmalgamationNim.fromCounts(3, 1, 5, 3));
    }

    /** The same by plain exhaustive search (no closed forms). */
    @Benchmark
    public boolean counterexample3153Plain() {
        return new AmalgamationSolver(false, 10_000_000).isP(AmalgamationNim.fromCounts(3, 1, 5, 3));
    }
}
