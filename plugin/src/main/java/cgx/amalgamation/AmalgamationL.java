package cgx.amalgamation;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The paper's {@code L(j)} (Locke–Handley §2): the pairs {@code [a, b]}, {@code 1 <= a < b},
 * with {@code [j, a, b]} a P-position, split as {@code L(j) = L_1(j) ∪ (S + pN)}.
 *
 * <p>{@code L_2(j)} (the periodic part) is the set of pairs all of whose translates
 * {@code [a + kp, b + kp]}, {@code k >= 0}, lie in {@code L(j)}; {@code L_1(j)} (the
 * non-periodic part, {@link #preperiodic()}) is the rest; {@code S} ({@link #periodic()}) are
 * the pairs of {@code L_2(j)} whose translate back by {@code p} is not in {@code L_2(j)}, so that
 * {@code L_2(j) = S + pN}; {@code p} is least. This matches the paper's presentation, where
 * {@code L_1(11)} contains pairs beyond the first pair {@code [16, 22]} of {@code L_2(11)}.
 *
 * <p>Computed by {@link PartnerTables} (Theorem 1 recursion) up to heap {@code maxHeap}. When a
 * state of the recursion repeats within that range the period is <i>proved</i> (see
 * {@link PartnerTables}); otherwise the period shown is only observed (at least three repeats
 * over the upper two thirds of the range) and {@link #certified()} is false.
 */
public final class AmalgamationL {
    /** Memory bound of one computation: table entries over all rows. */
    static final long MAX_CELLS = 120_000_000L;

    private final int j;
    private final int maxHeap;
    private final PartnerTables tables;
    private final boolean certified;
    private final int start;   // a0, or -1 if no period was found
    private final int period;  // p, or 0 if none
    private final int filled;  // entries of row j computed by the recursion

    /** Progress lines of a long computation: at most one every five seconds. */
    static final long PROGRESS_INTERVAL = 5_000_000_000L;

    public AmalgamationL(int j, int maxHeap) {
        this(j, maxHeap, line -> { });
    }

    /** {@code L(j)} up to heap {@code maxHeap}, writing progress lines of a long computation to {@code progress}. */
    public AmalgamationL(int j, int maxHeap, java.util.function.Consumer<String> progress) {
        if (j < 1) throw new CgxException("j must be at least 1, got " + j);
        if (maxHeap < 1) throw new CgxException("maxHeap must be at least 1, got " + maxHeap);
        if (j > PartnerTables.MAX_ROW) throw new CgxException("j is limited to " + PartnerTables.MAX_ROW + ", got " + j);
        if ((long) (j + 1) * (maxHeap + 1L) > MAX_CELLS) {
            throw new CgxException("(j + 1) * (maxHeap + 1) too large (at most " + MAX_CELLS + ")");
        }
        this.j = j;
        this.maxHeap = maxHeap;
        this.tables = new PartnerTables(maxHeap, MAX_CELLS, progress, PROGRESS_INTERVAL);
        this.certified = tables.fillUntilCertified(j);
        this.filled = Math.min(tables.filled(j), maxHeap + 1);
        if (certified) {
            start = tables.start(j);
            period = tables.period(j);
        } else {
            int[] sp = observedPeriod();
            start = sp[0];
            period = sp[1];
        }
    }

    public int j() { return j; }
    public int maxHeap() { return maxHeap; }
    public boolean certified() { return certified; }
    /** Whether a period (proved or observed) is known. */
    public boolean hasPeriod() { return period > 0; }
    public int period() { return period; }
    /** Least {@code a0} with {@code partner(a + p) = partner(a) + p} for all {@code a >= a0}. */
    public int periodStartIndex() { return start; }

    /** {@code partner(j, a)}: the unique {@code b} with {@code [j, a, b]} P (proved periodic beyond the table when certified). */
    public int partner(int a) {
        if (a < 0) throw new CgxException("heap must be non-negative, got " + a);
        if (a < filled) return tables.partner(j, a);
        if (certified) return tables.partner(j, a);
        throw new CgxException("heap " + a + " is beyond the computed range (maxHeap " + maxHeap + ")");
    }

    private int d(int a) { return tables.partner(j, a) - a; }

    /** Observed period: least p (at most a third of the range) with D(a+p) = D(a) on the upper two thirds. */
    private int[] observedPeriod() {
        int hi = filled - 1;
        int lo = hi / 3;
        for (int p = 1; p <= (hi - lo) / 3; p++) {
            boolean ok = true;
            for (int a = lo; a + p <= hi && ok; a++) ok = d(a + p) == d(a);
            if (ok) {
                int a0 = lo;
                while (a0 > 0 && d(a0 - 1 + p) == d(a0 - 1)) a0--;
                return new int[] {a0, p};
            }
        }
        return new int[] {-1, 0};
    }

    /** Whether {@code [a, b]} ({@code a < b}) lies in L(j). */
    private boolean inL(int a, int b) { return a >= 1 && a < b && partner(a) == b; }

    /** Whether the pair {@code [a, b]} of L(j) lies in L_2(j): all its translates by the period are in L(j). */
    private boolean inL2(int a, int b) {
        if (!inL(a, b)) return false;
        while (b < start) {
            a += period;
            b += period;
            if (partner(a) != b) return false;
        }
        return true;
    }

    /** All pairs {@code [a, b]} of L(j) with {@code a <= limit}. */
    public List<int[]> pairs(int limit) {
        List<int[]> out = new ArrayList<>();
        for (int a = 1; a <= limit; a++) {
            int b = partner(a);
            if (b > a) out.add(new int[] {a, b});
        }
        return out;
    }

    /** L_1(j): the non-periodic pairs (all of them have {@code b < a0}). */
    public List<int[]> preperiodic() {
        requirePeriod();
        List<int[]> out = new ArrayList<>();
        for (int a = 1; a < start; a++) {
            int b = partner(a);
            if (b > a && b < start && !inL2(a, b)) out.add(new int[] {a, b});
        }
        return out;
    }

    /** S with L_2(j) = S + pN: the pairs of L_2(j) whose translate back by p is not in L_2(j). */
    public List<int[]> periodic() {
        requirePeriod();
        List<int[]> out = new ArrayList<>();
        for (int a = 1; a < start + period; a++) {
            int b = partner(a);
            if (b > a && inL2(a, b) && !(a - period >= 1 && inL2(a - period, b - period))) out.add(new int[] {a, b});
        }
        return out;
    }

    private void requirePeriod() {
        if (period == 0) throw new CgxException("no period of L(" + j + ") found up to heap " + maxHeap + " (raise maxHeap)");
    }

    /** How the period was established, in words. */
    public String certificate() {
        if (certified) {
            return "proved: the state of the Theorem 1 recursion (a mod " + tables.modulus(j) + ", pending pairs) at a = "
                    + tables.stateRepeat(j) + " repeats the state at a = " + tables.stateFirst(j)
                    + ", so D(a + " + (tables.stateRepeat(j) - tables.stateFirst(j)) + ") = D(a) for all a >= " + tables.stateFirst(j)
                    + "; least period " + period + " from a = " + start + "; recursion run to heap " + (filled - 1);
        }
        if (period > 0) {
            return "observed only: D(a + " + period + ") = D(a) for " + start + " <= a <= " + (filled - 1 - period)
                    + " (no repeated state up to heap " + maxHeap + ")";
        }
        return "no period found up to heap " + maxHeap;
    }

    /** Heaps up to which the recursion ran (entries beyond follow from the proved period). */
    public int checkedTo() { return filled - 1; }

    @Override public boolean equals(Object o) { return o instanceof AmalgamationL l && l.j == j && l.maxHeap == maxHeap; }
    @Override public int hashCode() { return Objects.hash(j, maxHeap); }
    @Override public String toString() { return "AmalgamationL(" + j + ", " + maxHeap + ")"; }
}
