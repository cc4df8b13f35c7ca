package cgx.bench;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Complete misère quotients of take-and-break codes (until the Periodicity Theorem certifies
 * them), and the partial quotient Q_33 of 0.07 ("0.07:33"). Run:
 * {@code mvn -o -q -Pbench -DskipTests package && java -jar bench/target/benchmarks.jar MisereQuotient -f 1 -wi 2 -i 3}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MisereQuotientBench {
    @Param({"0.15", "0.77", "0.4107", "0.644", "0.07:33"})
    public String game;

    @Benchmark
    public int quotient() {
        String[] p = game.split(":");
        int maxHeap = p.length > 1 ? Integer.parseInt(p[1]) : 0;
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(p[0]), maxHeap, Quotients.DEFAULT_MAX_ORDER);
        if (maxHeap == 0 && !q.isComplete()) throw new IllegalStateException(game + " not solved: " + q);
        if (maxHeap > 0 && q.maxGenerator() < maxHeap) throw new IllegalStateException(game + " stopped early: " + q);
        return q.order();
    }
}
