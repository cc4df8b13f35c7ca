package cgx.bench;

import cgx.core.Rational;
import cgx.scoring.octal.ScoringGs;
import cgx.scoring.octal.ScoringOctal;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Scoring octal games (Stewart §3): GsTable(n) of the taking-and-breaking game 0.26 with the
 * multiset engine (fresh ruleset, so nothing is cached between invocations) against a naive
 * memoised recursion (HashMap of sorted heap lists to Rational values, dead heaps kept), and the
 * linear taking-no-breaking table GsTable(200000) of a 7-digit code.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ScoringOctalBench {
    @Param({"50", "60", "70"})
    public int n;

    @Benchmark
    public List<Rational> gsTable026() {
        return ScoringGs.table(ScoringOctal.of("0.26"), n);
    }

    @Benchmark
    public Rational naive026() {
        Naive026 naive = new Naive026();
        Rational last = null;
        for (int i = 0; i <= n; i++) last = naive.gs(List.of(i));
        return last;
    }

    @Benchmark
    public List<Rational> takingNoBreakingTable200000() {
        return ScoringGs.table(ScoringOctal.of("0.3123321"), 200_000);
    }

    /** The baseline: memoised recursion over sorted lists with Rational values, moves of 0.26 (take 1 leave 1; take 2 leave 1 or 2). */
    static final class Naive026 {
        private final Map<List<Integer>, Rational> memo = new HashMap<>();
        private static final Rational[] P = {Rational.ZERO, Rational.ONE, Rational.of(2)};

        Rational gs(List<Integer> pos) {
            Rational v = memo.get(pos);
            if (v != null) return v;
            Rational best = null;
            for (int i = 0; i < pos.size(); i++) {
                int h = pos.get(i);
                List<List<Integer>> opts = new ArrayList<>();
                List<Integer> takes = new ArrayList<>();
                if (h >= 2) { opts.add(List.of(h - 1)); takes.add(1); }
                if (h >= 3) { opts.add(List.of(h - 2)); takes.add(2); }
                for (int a = 1; 2 * a <= h - 2; a++) { opts.add(List.of(a, h - 2 - a)); takes.add(2); }
                for (int j = 0; j < opts.size(); j++) {
                    List<Integer> q = new ArrayList<>(pos);
                    q.remove(i);
                    q.addAll(opts.get(j));
                    Collections.sort(q);
                    Rational val = P[takes.get(j)].subtract(gs(q));
                    if (best == null || val.compareTo(best) > 0) best = val;
                }
            }
            if (best == null) best = Rational.ZERO;
            memo.put(pos, best);
            return best;
        }
    }
}
