package cgx.bench;

import cgx.core.Rational;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Baseline: exact rational arithmetic, the unit every engine's score arithmetic pays. */
@State(Scope.Benchmark)
public class RationalBench {
    private final Rational a = Rational.of(7, 3);
    private final Rational b = Rational.of(-5, 2);

    @Benchmark
    public Rational addMultiply() {
        return a.add(b).multiply(a).subtract(b);
    }
}
