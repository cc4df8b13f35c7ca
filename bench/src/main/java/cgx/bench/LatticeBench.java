package cgx.bench;

import cgx.misere.MisereGame;
import cgx.misere.lattice.LatticeGame;
import cgx.misere.lattice.LatticeOutcomes;
import cgx.misere.lattice.LatticeRule;
import cgx.misere.lattice.RuleProver;
import cgx.misere.lattice.RuleVerifier;
import cgx.misere.lattice.check.LatticeProofChecker;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The outcome lattice of cl(*(2/0)0) (Plambeck–Siegel §A.7): exact outcomes on a box (points per
 * second = {@link LatticeOutcomes#points()} / time; the box [10, 12, 12, 17, 27] gives a table of
 * 9,780,888 points), the search's verification of the proved rule on the box [2, 4, 4, 9, 19]
 * (453,024 representatives, on every core) and the independent checker on its certificate. Run:
 * {@code mvn -o -q -Pbench -DskipTests package && java -jar bench/target/benchmarks.jar Lattice -f 1 -wi 2 -i 3}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LatticeBench {
    LatticeGame game;
    LatticeRule rule;
    String certificate;

    @Setup(Level.Trial)
    public void setUp() {
        game = LatticeGame.ofForms(List.of(MisereGame.parse("*(2/0)0")));
        cgx.misere.lattice.LatticeProof p = cgx.misere.lattice.LatticeProof.prove(game, new int[] {2, 4, 4, 9, 19}, 8, s -> {});
        rule = p.rule();
        certificate = p.certificate();
    }

    @Benchmark
    public long exactOutcomes() { return new LatticeOutcomes(game, new int[] {10, 12, 12, 17, 27}).points(); }

    @Benchmark
    public long verifyRule() {
        RuleVerifier.Result r = RuleVerifier.verify(game, rule);
        if (!r.proved()) throw new IllegalStateException(r.failure());
        return r.representatives();
    }

    @Benchmark
    public long independentChecker() {
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(certificate);
        if (!v.infinite()) throw new IllegalStateException(v.failure());
        return v.representatives();
    }

    @Benchmark
    public boolean proveFromTheData() { return RuleProver.prove(game, new int[] {2, 4, 4, 9, 19}, 8, true, s -> {}).proved(); }
}
