package cgx.bench;

import cgx.heap.HeapGame;
import cgx.misere.HeapForms;
import cgx.misere.MisereGame;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Misère canonical forms and take-and-break heaps. Caches are per HeapGame instance, so the
 * heap benchmarks use a fresh instance each call (cold caches: the real cost); the global intern
 * table of canonical forms stays warm.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MisereBench {
    private int[][] sums;

    @Setup public void setup() {
        Random rnd = new Random(42);
        sums = new int[40][];
        for (int i = 0; i < sums.length; i++) {
            int k = 1 + rnd.nextInt(3);
            sums[i] = new int[k];
            for (int j = 0; j < k; j++) sums[i][j] = rnd.nextInt(14);
        }
    }

    /** Normal-play nim values of Kayles heaps 0..20000 (period found and used to extend). */
    @Benchmark public int kaylesNimValues20000() {
        return HeapGame.uncached("0.77").nimValues(20000).period();
    }

    /** Nim values of 0.6 (no period known) for heaps 0..10000: the plain O(n²) mex loop. */
    @Benchmark public int octal06NimValues10000() {
        return HeapGame.uncached("0.6").nimValue(10000);
    }

    /** Misère outcomes of 40 random sums of 1–3 Kayles heaps below 14, cold memo. */
    @Benchmark public int kaylesMisereOutcomes() {
        HeapForms r = HeapForms.of(HeapGame.uncached("0.77"));
        int p = 0;
        for (int[] s : sums) if (r.misereP(s)) p++;
        return p;
    }

    /** Misère canonical forms of 0.15 heaps 0..40 (fresh ruleset; sums memoised globally). */
    @Benchmark public int guilesCanonicalForms40() {
        return HeapForms.of(HeapGame.uncached("0.15")).misereCanonicalForm(40).birthday();
    }

    /** Parse and print the paper's examples. */
    @Benchmark public int notationRoundTrip() {
        int n = 0;
        for (String s : new String[] {"*2/320", "*(2/210)(2/30)3/21", "*(2/1)(2/0)4310", "*(2/0)0"})
            n += MisereGame.parse(s).toString().length();
        return n;
    }
}
