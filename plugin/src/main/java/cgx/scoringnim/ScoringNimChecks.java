package cgx.scoringnim;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Computational checks of Oginuma–Shinoda's claims on every position up to a size, run on the
 * exact payoff functions. The extracted paper lost its formulas, so each check states the
 * precise form verified (see {@code /work/shared/spec/scoring-nim.md} and
 * {@code test-games/scoring-nim/README.md}).
 */
public final class ScoringNimChecks {
    /** Largest total number of stones accepted by the all-positions checks. */
    public static final int MAX_STONES = 40;

    private ScoringNimChecks() {}

    private static final ScoringNimSolver SOLVER = ScoringNimSolver.shared();

    /** All positions (sorted tuples of positive piles) with at most {@code maxStones} stones, the empty one first. */
    static List<int[]> positionsUpTo(int maxStones) {
        List<int[]> out = new ArrayList<>();
        for (int n = 0; n <= maxStones; n++) partitions(n, n, new int[n], 0, out);
        return out;
    }

    private static void partitions(int rest, int maxPart, int[] buf, int len, List<int[]> out) {
        if (rest == 0) {
            int[] p = Arrays.copyOf(buf, len);
            // buf is non-increasing; store increasing
            for (int i = 0, j = len - 1; i < j; i++, j--) { int t = p[i]; p[i] = p[j]; p[j] = t; }
            out.add(p);
            if (out.size() % 4096 == 0) Interrupts.check();
            return;
        }
        for (int part = Math.min(rest, maxPart); part >= 1; part--) {
            buf[len] = part;
            partitions(rest - part, part, buf, len + 1, out);
        }
    }

    private static void checkSize(int maxStones) {
        if (maxStones < 0 || maxStones > MAX_STONES) {
            throw new CgxException("the number of stones must be between 0 and " + MAX_STONES + ", got " + maxStones);
        }
    }

    private static String show(int[] x) { return new ScoringNim(x).pileList(); }

    private static int total(int[] x) {
        int s = 0;
        for (int p : x) s += p;
        return s;
    }

    /** The moves of a sorted tuple: {resulting sorted tuple, stones taken}. */
    private static List<int[][]> moves(int[] p) {
        List<int[][]> out = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            if (i + 1 < p.length && p[i + 1] == p[i]) continue;
            for (int w = 0; w < p[i]; w++) out.add(new int[][] {ScoringNimSolver.moveTo(p, i, w), {p[i] - w}});
        }
        return out;
    }

    /**
     * Proposition 3.1, checked as: for every position {@code x} with {@code |x| <= maxStones},
     * (i) {@code f(x; ·)} is continuous; every breakpoint is an integer; (ii) every piece is
     * {@code ±b + c} with {@code c} an integer, {@code c ≡ |x| (mod 2)} (equivalently
     * {@code f(x; b)} is an integer of the parity of {@code |x| + b} for every integer {@code b});
     * (iii) every slope is {@code +1} or {@code -1}, and at every non-integer {@code b}, every
     * optimal move {@code y} has {@code -slope(f(y; ·), b) = slope(f(x; ·), b)} (with slope
     * {@code -1} for {@code y = 0}): by induction on {@code |x|}, on every line of optimal play
     * the mover takes the last stone exactly when the slope is {@code +1}.
     */
    public static PropositionCheck proposition31(int maxStones) {
        checkSize(maxStones);
        PropositionCheck c = new PropositionCheck("Proposition 3.1",
                "f(x; .) continuous, breakpoints integers, pieces ±b + c with c ≡ |x| mod 2, "
                        + "slope +1 iff the mover takes the last stone on every optimal line (checked at b = t + 1/2 on every piece)",
                "positions with |x| <= " + maxStones);
        long maxBp = 0;
        for (int[] x : positionsUpTo(maxStones)) {
            Interrupts.check();
            PiecewiseLinear f = SOLVER.payoff(x);
            int n = total(x);
            String bad = null;
            if (!f.isContinuous()) bad = "not continuous";
            for (int i = 0; bad == null && i < f.breakpointCount(); i++) {
                if (f.breakpoint2(i) % 2 != 0) bad = "breakpoint " + Rational.of(f.breakpoint2(i), 2) + " is not an integer";
                maxBp = Math.max(maxBp, Math.abs(f.breakpoint2(i) / 2));
            }
            for (int k = 0; bad == null && k < f.pieceCount(); k++) {
                long s = f.slope(k), c2 = f.intercept2(k);
                if (s != 1 && s != -1) bad = "slope " + s;
                else if (c2 % 2 != 0) bad = "intercept " + Rational.of(c2, 2) + " not an integer";
                else if (Math.floorMod(c2 / 2 - n, 2) != 0) bad = "intercept " + c2 / 2 + " has the wrong parity";
            }
            if (bad == null && n > 0) {
                // (iii) at b = t + 1/2 inside each piece
                List<int[][]> ms = moves(x);
                for (int k = 0; bad == null && k < f.pieceCount(); k++) {
                    long twoB = f.breakpointCount() == 0 ? 1
                            : k < f.breakpointCount() ? f.breakpoint2(k) - 1 : f.breakpoint2(k - 1) + 1;
                    long best = f.value2(twoB);
                    long sx = f.slope(k);
                    for (int[][] m : ms) {
                        PiecewiseLinear g = SOLVER.payoff(m[0]);
                        long v = 2L * m[1][0] - g.value2(twoB);
                        if (v != best) continue;
                        long sy = slopeAt(g, twoB);
                        if (-sy != sx) {
                            bad = "at b = " + Rational.of(twoB, 2) + " the optimal move to " + show(m[0])
                                    + " has slope " + (-sy) + " but f has slope " + sx;
                            break;
                        }
                    }
                }
            }
            if (bad == null) c.pass(); else c.fail(show(x) + ": " + bad);
        }
        c.finding("largest |breakpoint| seen: " + maxBp);
        return c;
    }

    /** The slope of {@code g} at a half-unit point that is not a breakpoint. */
    private static long slopeAt(PiecewiseLinear g, long twoB) {
        int k = 0;
        while (k < g.breakpointCount() && g.breakpoint2(k) < twoB) k++;
        return g.slope(k);
    }

    /** Points that meet every interval on which a set of functions with integer breakpoints in [-m, m] is linear. */
    private static List<Rational> samplePoints(long m) {
        List<Rational> pts = new ArrayList<>();
        for (long t = -2 * m - 2; t <= 2 * m + 2; t++) pts.add(Rational.of(t, 2));
        return pts;
    }

    private static long extent(PiecewiseLinear f) {
        long m = 0;
        for (int i = 0; i < f.breakpointCount(); i++) m = Math.max(m, Math.abs(f.breakpoint2(i)) / 2 + 1);
        return m;
    }

    private static boolean integerBreakpoints(PiecewiseLinear f) {
        for (int i = 0; i < f.breakpointCount(); i++) if (f.breakpoint2(i) % 2 != 0) return false;
        return true;
    }

    /** The paper's (3) as recomputed: {@code f((1,1); b) = -b}, and {@code f((a,a); b) = 1 - |b + 1|} for {@code a >= 2}. */
    static Rational equalPilesFormula(int a, Rational b) {
        if (a == 1) return b.negate();
        return Rational.ONE.subtract(b.add(Rational.ONE).abs());
    }

    /**
     * The two-pile payoff (4) as recomputed, {@code 1 <= a < c}: {@code f((a,c); b) = c - a + d(b)}
     * with {@code d(b) = |b|} for {@code a = 1} and {@code d(b) = min(|b|, |b + 2|)} (the distance
     * from {@code b} to {@code {-2, 0}}) for {@code a >= 2}.
     */
    static Rational twoPileFormula(int a, int c, Rational b) {
        Rational d = b.abs();
        if (a >= 2) d = d.min(b.add(Rational.of(2)).abs());
        return Rational.of(c - a).add(d);
    }

    /**
     * Proposition 4.2, checked as: for {@code 1 <= a <= c <= maxPile}, at every {@code b}
     * (all integers and half-integers beyond every breakpoint, which meets every interval of
     * linearity): {@code f((a,a); b)} and {@code f((a,c); b)} equal {@link #equalPilesFormula} and
     * {@link #twoPileFormula}; with equal piles emptying a pile is optimal for all {@code b};
     * with {@code a < c} the greedy move (to {@code (a)}) is optimal exactly for {@code b <= 0}
     * ({@code a = 1}) or {@code -2 <= b <= 0} ({@code a >= 2}), the Nim-winning move (to
     * {@code (a,a)}) exactly for {@code b >= 0} ({@code a = 1}) or {@code b <= -2 or b >= 0}
     * ({@code a >= 2}), and one of the two is always optimal.
     */
    public static PropositionCheck proposition42(int maxPile) {
        if (maxPile < 1 || maxPile > 200) throw new CgxException("the largest pile must be between 1 and 200, got " + maxPile);
        PropositionCheck c = new PropositionCheck("Proposition 4.2",
                "f((a,a)) = -b (a = 1), 1 - |b+1| (a >= 2), emptying a pile optimal; for a < c: f((a,c)) = c - a + |b| (a = 1) "
                        + "or c - a + min(|b|, |b+2|) (a >= 2); greedy optimal iff b <= 0 (a = 1) "
                        + "or -2 <= b <= 0 (a >= 2); Nim-winning optimal iff b >= 0 (a = 1) or b <= -2 or b >= 0 (a >= 2)",
                "positions (a, c) with 1 <= a <= c <= " + maxPile);
        for (int a = 1; a <= maxPile; a++) {
            for (int cc = a; cc <= maxPile; cc++) {
                Interrupts.check();
                int[] x = {a, cc};
                PiecewiseLinear f = SOLVER.payoff(x);
                PiecewiseLinear greedy = SOLVER.payoff(new int[] {a}).negate().plus(Rational.of(cc));      // take pile c
                PiecewiseLinear nim = SOLVER.payoff(new int[] {a, a}).negate().plus(Rational.of(cc - a)); // equalise
                String bad = integerBreakpoints(f) && integerBreakpoints(greedy) && integerBreakpoints(nim) ? null : "non-integer breakpoint";
                long m = Math.max(extent(f), Math.max(extent(greedy), extent(nim))) + 3;
                for (Rational b : samplePoints(m)) {
                    if (bad != null) break;
                    Rational v = f.value(b);
                    if (a == cc) {
                        if (!v.equals(equalPilesFormula(a, b))) bad = "f = " + v + " at b = " + b + ", expected " + equalPilesFormula(a, b);
                        else if (!greedy.value(b).equals(v)) bad = "emptying a pile is not optimal at b = " + b;
                        continue;
                    }
                    if (!v.equals(twoPileFormula(a, cc, b))) { bad = "f = " + v + " at b = " + b + ", expected " + twoPileFormula(a, cc, b); break; }
                    boolean g = greedy.value(b).equals(v), w = nim.value(b).equals(v);
                    boolean gExp = a == 1 ? b.signum() <= 0 : b.signum() <= 0 && b.compareTo(Rational.of(-2)) >= 0;
                    boolean wExp = a == 1 ? b.signum() >= 0 : b.signum() >= 0 || b.compareTo(Rational.of(-2)) <= 0;
                    if (g != gExp) bad = "greedy move " + (g ? "" : "not ") + "optimal at b = " + b;
                    else if (w != wExp) bad = "Nim-winning move " + (w ? "" : "not ") + "optimal at b = " + b;
                    else if (!g && !w) bad = "neither greedy nor Nim-winning move optimal at b = " + b;
                }
                if (bad == null) c.pass(); else c.fail(show(x) + ": " + bad);
            }
        }
        return c;
    }

    /** Proposition 5.1, checked as the identity of functions {@code f(x ∪ {1, 1}; ·) = f(x; ·)} for every {@code x} with {@code |x| + 2 <= maxStones}. */
    public static PropositionCheck proposition51(int maxStones) {
        checkSize(maxStones);
        PropositionCheck c = new PropositionCheck("Proposition 5.1", "f(x + (1,1); b) = f(x; b) for all b",
                "positions x with |x| + 2 <= " + maxStones);
        for (int[] x : positionsUpTo(Math.max(0, maxStones - 2))) {
            Interrupts.check();
            int[] y = Arrays.copyOf(x, x.length + 2);
            y[x.length] = 1;
            y[x.length + 1] = 1;
            PiecewiseLinear fx = SOLVER.payoff(x), fy = SOLVER.payoff(y);
            if (fx.equals(fy)) c.pass(); else c.fail(show(x) + ": f(x) = " + fx + " but f(x + (1,1)) = " + fy);
        }
        return c;
    }

    /**
     * Proposition 5.2, checked as: for every symmetric position (every pile size occurs an even
     * number of times) with {@code |x| <= maxStones}: {@code f(x; b) = -b} if every pile is 1,
     * else {@code f(x; b) = 1 - |b + 1|} (= {@code f((2,2); b)}), as functions.
     */
    public static PropositionCheck proposition52(int maxStones) {
        checkSize(maxStones);
        PropositionCheck c = new PropositionCheck("Proposition 5.2",
                "symmetric x: f(x; b) = -b if all piles are 1, else 1 - |b + 1| = f((2,2); b)",
                "symmetric positions with |x| <= " + maxStones);
        PiecewiseLinear minusB = PiecewiseLinear.line(-1, 0);
        PiecewiseLinear tent = oneMinusAbsBPlusOne();
        for (int[] half : positionsUpTo(maxStones / 2)) {
            Interrupts.check();
            int[] x = new int[2 * half.length];
            for (int i = 0; i < half.length; i++) { x[2 * i] = half[i]; x[2 * i + 1] = half[i]; }
            boolean allOnes = true;
            for (int p : x) if (p != 1) allOnes = false;
            PiecewiseLinear f = SOLVER.payoff(x);
            PiecewiseLinear expected = allOnes ? minusB : tent;
            if (f.equals(expected)) c.pass(); else c.fail(show(x) + ": f = " + f);
        }
        return c;
    }

    /** {@code 1 - |b + 1|}: {@code b + 2} for {@code b <= -1}, {@code -b} for {@code b >= -1}. */
    static PiecewiseLinear oneMinusAbsBPlusOne() {
        // min(b + 2, -b) = -max(-b - 2, b)
        return PiecewiseLinear.maxWith(PiecewiseLinear.line(-1, -2), PiecewiseLinear.line(1, 0), 1, 0).negate();
    }

    /**
     * Proposition 5.3, checked as: for every position with {@code |x| <= maxStones}, piles sorted
     * {@code x_1 >= x_2 >= … >= x_n} and {@code A = x_1 - x_2 + x_3 - …}, on {@code -1 <= b <= 0}:
     * {@code f(x; b) = A + b} if {@code n} is odd and {@code A - b} if {@code n} is even
     * (checked at {@code b = -1, -1/2, 0}; f is linear on [-1, 0] when its breakpoints are integers).
     */
    public static PropositionCheck proposition53(int maxStones) {
        checkSize(maxStones);
        PropositionCheck c = new PropositionCheck("Proposition 5.3",
                "for -1 <= b <= 0: f(x; b) = x_1 - x_2 + x_3 - ... + b (n odd) or ... - b (n even), piles decreasing",
                "positions with 1 <= |x| <= " + maxStones);
        Rational[] bs = {Rational.MINUS_ONE, Rational.of(-1, 2), Rational.ZERO};
        for (int[] x : positionsUpTo(maxStones)) {
            if (x.length == 0) continue;
            Interrupts.check();
            long alt = 0;
            for (int i = x.length - 1, s = 1; i >= 0; i--, s = -s) alt += (long) s * x[i];
            PiecewiseLinear f = SOLVER.payoff(x);
            String bad = integerBreakpoints(f) ? null : "non-integer breakpoint";
            for (Rational b : bs) {
                if (bad != null) break;
                Rational expected = Rational.of(alt).add(x.length % 2 == 1 ? b : b.negate());
                if (!f.value(b).equals(expected)) bad = "f = " + f.value(b) + " at b = " + b + ", expected " + expected;
            }
            if (bad == null) c.pass(); else c.fail(show(x) + ": " + bad);
        }
        return c;
    }

    /** Normal-play P-positions {@code P+}: Nim-sum 0. */
    static boolean normalP(int[] x) {
        int s = 0;
        for (int p : x) s ^= p;
        return s == 0;
    }

    /** Misère-play P-positions {@code P-}: Nim-sum 0 with a pile of at least 2, or all piles 1 and an odd number of them. */
    static boolean miserP(int[] x) {
        int s = 0, big = 0;
        for (int p : x) {
            s ^= p;
            if (p >= 2) big++;
        }
        return big > 0 ? s == 0 : x.length % 2 == 1;
    }

    /**
     * The stone difference of the constrained game of Proposition 5.5: from a position outside
     * {@code P} the mover must move into {@code P} (normal or misère P-positions), from a position
     * in {@code P} any move; both maximise (stones taken by the mover) - (by the opponent).
     */
    static final class ConstrainedDifference {
        private final boolean misere;
        private final Map<ScoringNimSolver.Key, Long> memo = new HashMap<>();

        ConstrainedDifference(boolean misere) { this.misere = misere; }

        long of(int[] x) {
            if (x.length == 0) return 0;
            ScoringNimSolver.Key k = new ScoringNimSolver.Key(x);
            Long known = memo.get(k);
            if (known != null) return known;
            boolean inP = misere ? miserP(x) : normalP(x);
            long best = Long.MIN_VALUE;
            for (int[][] m : moves(x)) {
                boolean toP = misere ? miserP(m[0]) : normalP(m[0]);
                if (!inP && !toP) continue;
                best = Math.max(best, m[1][0] - of(m[0]));
            }
            if (best == Long.MIN_VALUE) throw new IllegalStateException("no move into P from " + Arrays.toString(x));
            memo.put(k, best);
            return best;
        }
    }

    /**
     * Proposition 5.5, checked as: for every position with {@code 1 <= |x| <= maxStones}, the last
     * piece of {@code f(x; ·)} (all {@code b} from the last breakpoint on) is {@code b + D+(x)} if
     * {@code x} is a normal-play N-position and {@code -b + D+(x)} if it is a P-position, and the
     * first piece is {@code -b + D-(x)} for misère N-positions and {@code b + D-(x)} for misère
     * P-positions, where {@code D±} is the constrained stone difference; and the thresholds
     * (last breakpoint, -first breakpoint) are at most {@code |x|}.
     */
    public static PropositionCheck proposition55(int maxStones) {
        checkSize(maxStones);
        PropositionCheck c = new PropositionCheck("Proposition 5.5",
                "for b >= B: f = ±b + D+(x), + iff Nim-sum != 0; for b <= -B: f = ∓b + D-(x), - iff x is a misère N-position; "
                        + "D± = stone difference when the Nim winner must always move to P±; B <= |x|",
                "positions with 1 <= |x| <= " + maxStones);
        ConstrainedDifference normal = new ConstrainedDifference(false), misere = new ConstrainedDifference(true);
        long worstUpper = Long.MIN_VALUE, worstLower = Long.MIN_VALUE;
        String worstUpperAt = "", worstLowerAt = "";
        for (int[] x : positionsUpTo(maxStones)) {
            if (x.length == 0) continue;
            Interrupts.check();
            int n = total(x);
            PiecewiseLinear f = SOLVER.payoff(x);
            Rational[] up = f.upperTail(), low = f.lowerTail();
            long dPlus = normal.of(x), dMinus = misere.of(x);
            long upSlope = normalP(x) ? -1 : 1, lowSlope = miserP(x) ? 1 : -1;
            String bad = null;
            if (!up[0].equals(Rational.of(upSlope)) || !up[1].equals(Rational.of(dPlus))) {
                bad = "for large b: " + PiecewiseLinear.lineString(up[0].longValueExact("slope"), up[1])
                        + ", expected " + PiecewiseLinear.lineString(upSlope, Rational.of(dPlus));
            } else if (!low[0].equals(Rational.of(lowSlope)) || !low[1].equals(Rational.of(dMinus))) {
                bad = "for very negative b: " + PiecewiseLinear.lineString(low[0].longValueExact("slope"), low[1])
                        + ", expected " + PiecewiseLinear.lineString(lowSlope, Rational.of(dMinus));
            }
            if (f.breakpointCount() > 0) {
                long last = f.breakpoint2(f.breakpointCount() - 1), first = f.breakpoint2(0);
                long ru = last - 2L * n, rl = -first - 2L * n; // <= 0 when the threshold is at most |x|
                if (ru > worstUpper) { worstUpper = ru; worstUpperAt = show(x); }
                if (rl > worstLower) { worstLower = rl; worstLowerAt = show(x); }
                if (bad == null && (ru > 0 || rl > 0)) bad = "breakpoint beyond |x| = " + n;
            }
            if (bad == null) c.pass(); else c.fail(show(x) + ": " + bad);
        }
        if (worstUpper != Long.MIN_VALUE) {
            c.finding("closest approach of the last breakpoint to |x|: last - |x| = " + Rational.of(worstUpper, 2) + " at " + worstUpperAt);
            c.finding("of the first breakpoint to -|x|: -first - |x| = " + Rational.of(worstLower, 2) + " at " + worstLowerAt);
        }
        return c;
    }

    /** The constrained difference {@code D+} (misère: {@code D-}) of Proposition 5.5 for one position. */
    public static long constrainedDifference(int[] piles, boolean misere) {
        int[] x = ScoringNimSolver.normalise(piles);
        if (total(x) > 200) throw new CgxException("the constrained difference is computed for at most 200 stones");
        return new ConstrainedDifference(misere).of(x);
    }

    /**
     * Proposition 6.1, checked as: for {@code 1 <= a, c <= maxPile}, {@code f((a, a, c); ·)} is
     * {@code b + 1} if {@code a = c = 1}, and otherwise {@code c - 1 + |b + 1|} (which equals
     * {@code f((c); ·)} for {@code c >= 2}), as functions.
     */
    public static PropositionCheck proposition61(int maxPile) {
        if (maxPile < 1 || maxPile > 60) throw new CgxException("the largest pile must be between 1 and 60, got " + maxPile);
        PropositionCheck c = new PropositionCheck("Proposition 6.1",
                "f((a,a,c); b) = 1 + b if a = c = 1, else c - 1 + |b + 1|",
                "positions (a, a, c) with 1 <= a, c <= " + maxPile);
        PiecewiseLinear absBPlusOne = PiecewiseLinear.maxWith(PiecewiseLinear.line(1, 1), PiecewiseLinear.line(-1, -1), 1, 0);
        for (int a = 1; a <= maxPile; a++) {
            for (int cc = 1; cc <= maxPile; cc++) {
                Interrupts.check();
                int[] x = {a, a, cc};
                Arrays.sort(x);
                PiecewiseLinear f = SOLVER.payoff(x);
                PiecewiseLinear expected = a == 1 && cc == 1 ? PiecewiseLinear.line(1, 1) : absBPlusOne.plus(Rational.of(cc - 1));
                if (f.equals(expected)) c.pass(); else c.fail(show(new int[] {a, a, cc}) + ": f = " + f.pieces());
            }
        }
        return c;
    }

    /** Section 6: rows {@code [a, c, number of breakpoints of f((1, a, c); ·)]} for {@code 1 <= a <= c <= maxPile}. */
    public static List<long[]> breakpointTable(int maxPile) {
        if (maxPile < 1 || maxPile > 80) throw new CgxException("the largest pile must be between 1 and 80, got " + maxPile);
        List<long[]> rows = new ArrayList<>();
        for (int a = 1; a <= maxPile; a++) {
            for (int cc = a; cc <= maxPile; cc++) {
                Interrupts.check();
                rows.add(new long[] {a, cc, SOLVER.payoff(new int[] {1, a, cc}).breakpointCount()});
            }
        }
        return rows;
    }
}
