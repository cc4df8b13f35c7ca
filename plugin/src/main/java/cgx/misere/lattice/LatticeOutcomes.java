package cgx.misere.lattice;

import cgx.core.CgxException;
import cgx.core.Interrupts;

/**
 * Exact misère outcomes on a box of a lattice: o⁻(v) for every v with v_c < size_c, by the
 * outcome recursion (v is P iff v ≠ 0 and no option is P) over a dense table.
 *
 * <p>Generators are ordered so that an option of g_g involves only generators before g, so in
 * mixed radix with the last coordinate most significant every option of v has a smaller index
 * and one pass in index order suffices. The table covers every point reachable from the box:
 * coordinate c up to N_c = (size_c − 1) + Σ_g N_g·(most copies of g_c in an option of g_g).
 * A coordinate whose generator is * is kept mod 2 (* + * = 0).
 */
public final class LatticeOutcomes {
    /** Largest table (points, a byte each) for exact outcomes; the JVM's heap must hold it too. */
    public static final long MAX_POINTS = Integer.MAX_VALUE - 64;

    private final LatticeGame game;
    private final int r;
    private final int[] size;      // the box asked for
    private final int[] radix;     // table radix per coordinate
    private final long[] stride;
    private final byte[] table;    // 0 N, 1 P, 2 not determined (an option left the table)
    private final boolean[] star;

    /** Outcomes of every point of the box [0, size_0) × … × [0, size_{r-1}). */
    public LatticeOutcomes(LatticeGame game, int[] size) { this(game, size, defaultLimit()); }

    /** At most {@link #MAX_POINTS} table points, and at most half of this JVM's memory. */
    public static long defaultLimit() { return Math.min(MAX_POINTS, Runtime.getRuntime().maxMemory() / 2); }

    /** Exact outcomes on the box {@code size}, refused (a clear error) when the table needs more than {@code limit} bytes. */
    public LatticeOutcomes(LatticeGame game, int[] size, long limit) {
        this.game = game;
        this.r = game.rank();
        this.size = size.clone();
        star = new boolean[r];
        for (int c = 0; c < r; c++) star[c] = game.isStar(c);
        for (int c = 0; c < r; c++) checkOrder(c);
        // N_c = (size_c - 1) + Σ_{g > c} N_g · max_w w_c
        long[] most = new long[r];
        for (int g = r - 1; g >= 0; g--) {
            most[g] = size[g] - 1L;
            for (int h = g + 1; h < r; h++) {
                int m = 0;
                for (int[] w : game.options(h)) m = Math.max(m, w[g]);
                most[g] += most[h] * m;
            }
        }
        radix = new int[r];
        stride = new long[r];
        long total = 1;
        for (int c = 0; c < r; c++) {
            radix[c] = star[c] ? 2 : (int) Math.min(Integer.MAX_VALUE, most[c] + 1);
            stride[c] = total;
            total = multiply(total, radix[c]);
        }
        if (total > MAX_POINTS)
            throw new CgxException("exact outcomes on the box " + java.util.Arrays.toString(size) + " of " + game + " need " + (total == Long.MAX_VALUE ? "more than 2^63" : total)
                    + " table points (every position reachable from it); at most " + MAX_POINTS + ": choose a smaller box");
        if (total > limit)
            throw new CgxException("exact outcomes on the box " + java.util.Arrays.toString(size) + " of " + game + " need a table of " + total
                    + " bytes, more than the " + limit / 1_000_000 + " MB allowed (half of this JVM's memory, " + Runtime.getRuntime().maxMemory() / 1_000_000
                    + " MB, unless a caller allows less; -Xmx, or CGX_JAVA_OPTS, raises it): choose a smaller box");
        table = new byte[(int) total];
        fill();
    }

    private void checkOrder(int g) {
        for (int[] w : game.options(g))
            for (int c = g; c < r; c++)
                if (w[c] > 0) throw new IllegalStateException("generator " + g + " has an option involving generator " + c);
    }

    private static long multiply(long a, long b) {
        if (a == Long.MAX_VALUE || b != 0 && a > Long.MAX_VALUE / b) return Long.MAX_VALUE;
        return a * b;
    }

    private void fill() {
        int[] v = new int[r];
        int[] opt = new int[r];
        for (int idx = 0; idx < table.length; idx++) {
            if ((idx & 0xfffff) == 0) Interrupts.check();
            if (idx > 0) increment(v);
            if (idx == 0) { table[0] = 0; continue; }
            byte out = 1; // P unless an option is P
            loop:
            for (int g = 0; g < r; g++) {
                if (v[g] == 0) continue;
                for (int[] w : game.options(g)) {
                    long o = 0;
                    boolean inside = true;
                    for (int c = 0; c < r; c++) {
                        int x = v[c] + w[c] - (c == g ? 1 : 0);
                        if (star[c]) x &= 1;
                        if (x >= radix[c]) { inside = false; break; }
                        o += x * stride[c];
                    }
                    if (!inside) { out = 2; continue; }
                    byte t = table[(int) o];
                    if (t == 1) { out = 0; break loop; }
                    if (t == 2) out = 2;
                }
            }
            table[idx] = out;
        }
    }

    private void increment(int[] v) {
        for (int c = 0; c < r; c++) {
            if (++v[c] < radix[c]) return;
            v[c] = 0;
        }
    }

    public LatticeGame game() { return game; }

    /** The box asked for. */
    public int[] size() { return size.clone(); }

    /** True if v (inside the box) is a misère P-position. */
    public boolean isP(int[] v) {
        long o = 0;
        for (int c = 0; c < r; c++) {
            int x = star[c] ? v[c] & 1 : v[c];
            if (v[c] < 0 || !star[c] && v[c] >= size[c] || x >= radix[c]) throw new CgxException("position " + game.describe(v) + " is outside the box computed");
            o += x * stride[c];
        }
        byte t = table[(int) o];
        if (t == 2) throw new IllegalStateException("outcome of " + game.describe(v) + " not determined");
        return t == 1;
    }

    /** Number of table points computed. */
    public long points() { return table.length; }
}
