package cgx.bench;

import cgx.core.Rational;
import cgx.scoring.guaranteed.Canonical;
import cgx.scoring.guaranteed.GsAlgebra;
import cgx.scoring.guaranteed.GsGame;
import cgx.scoring.guaranteed.RandomGs;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Guaranteed scoring games: the canonical form of a random guaranteed game of rank 5 (scores
 * -3..3, one or two options a side), and the reduced sum of two random rank-3 games. Each
 * invocation gets fresh random games (made before it is timed), so no answer comes from the
 * game's own memo; the comparison memo keeps what earlier invocations learnt about shared small
 * subpositions, as it does in a session.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GuaranteedScoringBench {
    @Param({"5"})
    public int rank;

    private RandomGs random;
    private GsGame g, h, k;

    @Setup(Level.Trial)
    public void setUp() {
        List<Rational> scores = new ArrayList<>();
        for (int s = -3; s <= 3; s++) scores.add(Rational.of(s));
        random = new RandomGs(new Random(2026), scores, 2);
    }

    @Setup(Level.Invocation)
    public void freshGames() {
        g = random.game(rank);
        h = random.game(3);
        k = random.game(3);
    }

    @Benchmark
    public GsGame canonicalForm() {
        return Canonical.of(g);
    }

    @Benchmark
    public GsGame sumOfRank3Games() {
        return GsAlgebra.plus(h, k);
    }
}
