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
 * Misère quotients: bipartite-monoid isomorphism tests and quotients built from presentations
 * (Plambeck–Siegel §2, Figure 2, §A.6), through the worksheet as a user calls them.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QuotientIsomorphismBench {
    static final String FIG2 = "\"<a, b, c, d, e, f, g, h, i | a^2 = 1, b^4 = b^2, bc = ab^3, c^2 = b^2, b^2d = d, cd = ad, d^3 = ad^2, b^2e = b^3, de = bd, be^2 = ace, ce^2 = abe, e^4 = e^2, bf = b^3, df = d, ef = ace, cf^2 = cf, f^3 = f^2, b^2g = b^3, cg = ab^3, dg = bd, eg = be, fg = b^3, g^2 = bg, bh = bg, ch = ab^3, dh = bd, eh = bg, fh = b^3, gh = bg, h^2 = b^2, bi = bg, ci = ab^3, di = bd, ei = be, fi = b^3, gi = bg, hi = b^2, i^2 = b^2>\", [\"a\", \"b^2\", \"bd\", \"d^2\", \"ae\", \"ae^2\", \"ae^3\", \"af\", \"af^2\", \"ag\", \"ah\", \"ai\"]";
    static final String A6 = "\"<a, b, c, d, e | a^2 = 1, b^4 = b^2, b^2c^2 = c^2, c^3 = abc^2, c^2d = ac^2, d^2 = c^2, c^2e^2 = c^2, e^6 = 1>\", [\"a\", \"b^2\", \"abc\", \"ab^3c\", \"c^2\", \"bd\", \"b^3d\", \"ae\", \"ab^2de\", \"cde\", \"b^3cde\", \"ae^2\", \"b^2e^2\", \"abce^2\", \"ab^3ce^2\", \"bde^2\", \"ae^3\", \"bde^3\", \"b^3de^3\", \"ae^4\", \"b^2e^4\", \"abce^4\", \"ab^3ce^4\", \"ab^2de^4\", \"bcde^4\", \"b^3cde^4\", \"ae^5\"]";

    Session s;

    @Setup
    public void setup() {
        s = Families.session();
        s.eval("G := MisereQuotient(0.15); F := QuotientFromPresentation(" + FIG2 + ")");
        s.eval("C := MisereQuotient(*(2/210)(2/30)3/21); A := QuotientFromPresentation(" + A6 + ")");
        s.eval("P36 := MisereQuotient(0.36, MaxHeap => 20); P37 := MisereQuotient(0.37, MaxHeap => 15)");
        s.eval("K12 := MisereQuotient(0.77, MaxHeap => 12); Q72 := MisereQuotient(0.72)");
        // T_10 twice, with its generators listed in opposite orders (so the tables are labelled differently)
        StringBuilder g = new StringBuilder("a"), r = new StringBuilder("a^2 = 1"), sq = new StringBuilder();
        for (int i = 9; i >= 1; i--) {
            String b = "b_" + i;
            g.append(", ").append(b);
            r.append(", ").append(b).append("^3 = ").append(b);
            sq.append(sq.length() == 0 ? "" : " = ").append(b).append("^2");
        }
        s.eval("T := TameQuotient(10); U := QuotientFromPresentation(\"<" + g + " | " + r + ", " + sq + ">\", [\"a\", \"b_1^2\"])");
    }

    private boolean iso(String a, String b) { return (Boolean) s.eval(a + ".IsIsomorphic(" + b + ")"); }

    /** Figure 2 (42 elements) against the computed quotient of 0.15. */
    @Benchmark public boolean guilesFigure2() { return check(iso("G", "F"), true); }

    /** §A.6: the paper's 200-element presentation against the computed quotient (6 generators). */
    @Benchmark public boolean unusualPeriods200() { return check(iso("C", "A"), true); }

    /** §A.3: Q_20(0.36) ≅ Q_15(0.37), 304 elements. */
    @Benchmark public boolean partial304() { return check(iso("P36", "P37"), true); }

    /** Two non-isomorphic quotients of order 24. */
    @Benchmark public boolean nonIsomorphic24() { return check(iso("K12", "Q72"), false); }

    /** T_10 (1026 elements; Z_2^10 kernel, many automorphisms) against a relabelled copy. */
    @Benchmark public boolean tame10() { return check(iso("T", "U"), true); }

    /** Building the §A.6 quotient from its presentation (completion, 200 elements, reduction, table). */
    @Benchmark public Object presentation200() { return s.eval("QuotientFromPresentation(" + A6 + ")"); }

    /** Building Figure 2's quotient from its presentation (9 generators, 38 relations). */
    @Benchmark public Object presentationFigure2() { return s.eval("QuotientFromPresentation(" + FIG2 + ")"); }

    private static boolean check(boolean got, boolean want) {
        if (got != want) throw new IllegalStateException("wrong answer");
        return got;
    }
}
