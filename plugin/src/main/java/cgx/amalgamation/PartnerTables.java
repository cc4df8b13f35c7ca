package cgx.amalgamation;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The three-heap P-positions of Amalgamation Nim, row by row (Locke–Handley, Theorem 1):
 * for fixed {@code j} and {@code a} there is exactly one {@code b = partner(j, a)} making
 * {@code [j, a, b]} a P-position. Row {@code j} is the involution {@code a -> partner(j, a)};
 * the paper's {@code L(j)} is its set of pairs {@code [a, b]}, {@code 1 <= a < b}.
 *
 * <p><b>The recursion.</b> Rows are filled for {@code a = 0, 1, 2, ...}. If {@code a} was
 * already paired with an earlier {@code a'} then {@code partner(j, a) = a'}. Otherwise the
 * partner is the least {@code b > a} that is neither already paired nor excluded, where the
 * excluded values are those {@code b} for which a move from {@code [j, a, b]} other than
 * lowering {@code b} reaches a P-position:
 * {@code partner(j', a)} for {@code j' < j} (lower heap {@code j}), {@code partner(j, a')} for
 * {@code a' < a} (lower heap {@code a}: these are exactly the already-paired values),
 * {@code j + a} (merge {@code j, a} to reach {@code [j+a, b]}, P iff equal), and {@code j - a}
 * (merge {@code a, b} to reach {@code [j, a+b]}). The least such {@code b} is P since all its
 * lowerings are N (by uniqueness); every smaller {@code b} is N. Cost per entry is
 * {@code O(j)} plus a short scan, against {@code O(a b)} for exhaustive search.
 *
 * <p><b>Certificate of periodicity (a proof, not an observation).</b> Write
 * {@code D(a) = partner(j, a) - a}. Once every lower row is certified periodic and
 * {@code a > j}, everything that determines the rest of row {@code j} from step {@code a} on is
 * the <i>state</i> {@code (a mod M, {(b - a, a - a') : a' < a <= b = partner(j, a')})}, where
 * {@code M} is the lcm of the lower rows' periods: the excluded values relative to {@code a} are
 * {@code D_{j'}(a)} (periodic mod {@code M}) and {@code j}; the paired values are the second
 * component. If the state at {@code a2} equals the state at {@code a1 < a2}, induction on
 * {@code a} gives {@code D(a + (a2 - a1)) = D(a)} for all {@code a >= a1}. The least period is
 * then the least divisor {@code p} of {@code a2 - a1} with {@code D(a + p) = D(a)} over one
 * window {@code [a1, a2)}, and the start the least {@code a0} with {@code D(a + p) = D(a)} for
 * all {@code a >= a0} (scanning back from {@code a1}). All checks are exact.
 *
 * <p>Instances are mutable caches with a single owner: {@link AmalgamationL} makes its own, the
 * {@link AmalgamationSolver} holds one shared instance. Methods are synchronized.
 */
public final class PartnerTables {
    /** Largest index a row may be filled to (the {@code maxHeap} of a computation). */
    private final int cap;
    /** Bound on the total number of table entries, to keep memory bounded. */
    private final long maxCells;
    private long cells;
    private final List<Row> rows = new ArrayList<>();

    /** Progress lines of long fills: at most one every {@code progressInterval} nanoseconds. */
    private final java.util.function.Consumer<String> progress;
    private final long progressInterval;
    private long lastProgress = System.nanoTime();

    public PartnerTables(int cap, long maxCells) {
        this(cap, maxCells, line -> { }, Long.MAX_VALUE);
    }

    /** Tables that report how far a long fill got to {@code progress}, at most once every {@code intervalNanos}. */
    public PartnerTables(int cap, long maxCells, java.util.function.Consumer<String> progress, long intervalNanos) {
        this.progress = progress;
        this.progressInterval = intervalNanos;
        this.cap = cap;
        this.maxCells = maxCells;
    }

    public int cap() { return cap; }

    /** One row {@code j}: the partners of {@code a = 0, 1, ...} and its certificate, once found. */
    static final class Row {
        final int j;
        int[] partner = new int[64];
        int[] mark = new int[64];
        int stamp;
        /** Entries {@code a < next} are final; entries {@code b >= next} with {@code partner[b] >= 0} are pending pairs. */
        int next;
        /** Pending values {@code b >= next} (sorted ascending). */
        int[] pending = new int[16];
        int pendingSize;
        // certificate
        boolean certified;
        int start;       // least a0 with D(a+p) = D(a) for all a >= a0
        int period;      // least period p
        int stateFirst;  // a1
        int stateRepeat; // a2: the state at a2 equals the state at a1
        // state detection
        long modulus = -1; // M, once all lower rows are certified
        int detectFrom;    // A
        HashMap<StateKey, Integer> seen;
        boolean gaveUp;

        Row(int j) {
            this.j = j;
            Arrays.fill(partner, -1);
        }
    }

    /** A recursion state: {@code a mod M} and the pending pairs relative to {@code a}. */
    private record StateKey(long[] data, int hash) {
        static StateKey of(long[] data) { return new StateKey(data, Arrays.hashCode(data)); }
        @Override public boolean equals(Object o) { return o instanceof StateKey k && k.hash == hash && Arrays.equals(k.data, data); }
        @Override public int hashCode() { return hash; }
    }

    /** {@code partner(j, a)}: the unique {@code b} with {@code [j, a, b]} a P-position. */
    public synchronized int partner(int j, int a) {
        if (j < 0 || a < 0) throw new CgxException("heaps must be non-negative, got " + j + " and " + a);
        if (j == 0) return a;
        if (a == 0) return j;
        if (j > MAX_ROW) throw new CgxException("Amalgamation Nim: three-heap tables are limited to heaps of at most " + MAX_ROW + " in the smallest heap, got " + j);
        Row r = row(j);
        if (a < r.next) return r.partner[a];
        if (a < r.partner.length && r.partner[a] >= 0) return r.partner[a];
        if (!r.certified) fill(r, a);
        if (a < r.next || (a < r.partner.length && r.partner[a] >= 0)) return r.partner[a];
        return a + d(r, r.start + (a - r.start) % r.period);
    }

    /** Largest row index served (deeper rows would recurse too deeply and cost {@code j^2} per heap). */
    public static final int MAX_ROW = 1000;

    /** Whether row {@code j} has a periodicity certificate (after {@link #fillUntilCertified}). */
    public synchronized boolean certified(int j) { return row(j).certified; }
    public synchronized int start(int j) { return row(j).start; }
    public synchronized int period(int j) { return row(j).period; }
    public synchronized int stateFirst(int j) { return row(j).stateFirst; }
    public synchronized int stateRepeat(int j) { return row(j).stateRepeat; }
    public synchronized long modulus(int j) { return row(j).modulus; }
    /** First index not yet filled in row {@code j}: entries below it were computed by the recursion. */
    public synchronized int filled(int j) { return row(j).next; }

    /**
     * Fills rows {@code 0..j} until row {@code j} is certified or has been filled up to the
     * cap; returns whether it was certified.
     */
    public synchronized boolean fillUntilCertified(int j) {
        // rows in ascending order: the lower rows are certified first (where possible), so that
        // row j's state detection runs from its start
        for (int jp = 1; jp < j; jp++) fillRow(row(jp));
        return fillRow(row(j));
    }

    private boolean fillRow(Row r) {
        int steps = 0;
        while (!r.certified && r.next <= cap) {
            step(r);
            if ((++steps & 4095) == 0) {
                Interrupts.check();
                long now = System.nanoTime();
                if (now - lastProgress >= progressInterval) {
                    lastProgress = now;
                    progress.accept("L(" + r.j + "): Theorem 1 recursion at heap " + r.next + " of at most " + cap
                            + ", no repeated state yet");
                }
            }
        }
        return r.certified;
    }

    private int d(Row r, int a) { return r.partner[a] - a; }

    private Row row(int j) {
        while (rows.size() <= j) {
            Row r = new Row(rows.size());
            rows.add(r);
            cells += r.partner.length * 2L;
        }
        return rows.get(j);
    }

    /** Fills row {@code r} until index {@code a} is final (or known as a pending pair). */
    private void fill(Row r, int a) {
        int steps = 0;
        while (r.next <= a && !(a < r.partner.length && r.partner[a] >= 0) && !r.certified) {
            if (r.next > cap) {
                throw new CgxException("Amalgamation Nim: the three-heap table for a heap of " + r.j
                        + " would have to go beyond heap " + cap + " (raise MaxHeap)");
            }
            step(r);
            if ((++steps & 4095) == 0) Interrupts.check();
        }
    }

    private void ensure(Row r, int index) {
        if (index < r.partner.length) return;
        int n = r.partner.length;
        int m = Math.max(index + 1, n + (n >> 1));
        cells += 2L * (m - n);
        if (cells > maxCells) {
            throw new CgxException("Amalgamation Nim: three-heap tables exceed " + maxCells / 2
                    + " entries (heaps too large for this computation)");
        }
        r.partner = Arrays.copyOf(r.partner, m);
        Arrays.fill(r.partner, n, m, -1);
        r.mark = Arrays.copyOf(r.mark, m);
    }

    /** One step of the Theorem 1 recursion for row {@code r} at {@code a = r.next}. */
    private void step(Row r) {
        int a = r.next;
        int j = r.j;
        ensure(r, a + 1);
        if (!r.certified && !r.gaveUp) detect(r, a);
        if (r.certified) return;
        if (r.partner[a] >= 0) {
            // a was paired with an earlier a': it is the smallest pending value
            removeFirstPending(r, a);
        } else {
            int s = ++r.stamp;
            // lower heap j to j' (j' = 0 gives b = a, not above a)
            for (int jp = 1; jp < j; jp++) {
                int v = partner(jp, a);
                if (v > a) { ensure(r, v); r.mark[v] = s; }
            }
            if (a >= 1) {
                int v = j + a; // merge heaps j and a: [j + a, b] is P iff b = j + a
                ensure(r, v);
                r.mark[v] = s;
                if (j - a > a) { ensure(r, j - a); r.mark[j - a] = s; } // merge a and b: [j, a + b] is P iff a + b = j
            }
            int b = a + 1;
            while (true) {
                ensure(r, b);
                if (r.partner[b] < 0 && r.mark[b] != s) break;
                b++;
            }
            r.partner[a] = b;
            r.partner[b] = a;
            addPending(r, b);
        }
        r.next = a + 1;
    }

    private static void removeFirstPending(Row r, int a) {
        if (r.pendingSize == 0 || r.pending[0] != a) throw new IllegalStateException("pending order broken at " + a);
        System.arraycopy(r.pending, 1, r.pending, 0, --r.pendingSize);
    }

    private static void addPending(Row r, int b) {
        if (r.pendingSize == r.pending.length) r.pending = Arrays.copyOf(r.pending, r.pendingSize * 2);
        int i = r.pendingSize;
        while (i > 0 && r.pending[i - 1] > b) {
            r.pending[i] = r.pending[i - 1];
            i--;
        }
        r.pending[i] = b;
        r.pendingSize++;
    }

    /** State detection for the certificate (see the class comment). */
    private void detect(Row r, int a) {
        int j = r.j;
        if (r.modulus < 0) {
            long m = 1;
            int from = j + 1;
            for (int jp = 1; jp < j; jp++) {
                Row lower = row(jp);
                if (!lower.certified) return; // not yet: lower rows still being filled
                m = lcm(m, lower.period);
                if (m > (1L << 40)) { r.gaveUp = true; return; }
                from = Math.max(from, lower.start);
            }
            r.modulus = m;
            r.detectFrom = from;
            r.seen = new HashMap<>();
        }
        if (a < r.detectFrom) return;
        long[] data = new long[1 + r.pendingSize];
        data[0] = a % r.modulus;
        for (int i = 0; i < r.pendingSize; i++) {
            int b = r.pending[i];
            data[1 + i] = ((long) (b - a) << 32) | (a - r.partner[b]);
        }
        StateKey key = StateKey.of(data);
        Integer first = r.seen.putIfAbsent(key, a);
        if (first != null) certify(r, first, a);
    }

    /** The state at {@code a2} repeats the state at {@code a1}: D has period {@code a2 - a1} from {@code a1}. */
    private void certify(Row r, int a1, int a2) {
        int q = a2 - a1;
        int p = q;
        for (int dv = 1; dv <= q; dv++) {
            if (q % dv != 0) continue;
            boolean ok = true;
            for (int x = a1; x < a2 && ok; x++) {
                int y = x + dv;
                if (y >= a2) y -= q;
                ok = d(r, y) == d(r, x);
            }
            if (ok) { p = dv; break; }
        }
        int a0 = a1;
        while (a0 > 0 && d(r, a0 - 1 + p) == d(r, a0 - 1)) a0--;
        r.start = a0;
        r.period = p;
        r.stateFirst = a1;
        r.stateRepeat = a2;
        r.certified = true;
        r.seen = null;
        // the row is final below a2; later entries come from the period
        r.next = a2;
    }

    private static long lcm(long x, long y) {
        long g = gcd(x, y);
        return x / g * y;
    }

    private static long gcd(long x, long y) {
        while (y != 0) { long t = x % y; x = y; y = t; }
        return x;
    }
}
