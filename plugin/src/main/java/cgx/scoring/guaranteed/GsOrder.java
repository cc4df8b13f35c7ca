package cgx.scoring.guaranteed;

import cgx.core.Interrupts;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The order of guaranteed scoring games (spec §5): G ≥ H iff for every guaranteed X, Ls(G + X) ≥
 * Ls(H + X) and Rs(G + X) ≥ Rs(H + X). Decided by the finite criterion of §5.2 (the calculator's
 * "Theorem 37"): G ≥ H iff
 * <ol>
 * <li>Ls̲(G) ≥ Ls̲(H) and Rs̄(G) ≥ Rs̄(H) (pass-allowed stops);</li>
 * <li>every H^L has some G^L ≥ H^L, or some H^{LR} ≤ G;</li>
 * <li>every G^R has some H^R ≤ G^R, or some G^{RL} ≥ H.</li>
 * </ol>
 * Both games must be guaranteed (callers check). The memo, keyed by the ordered pair of interned
 * ids, is a cache owned by this class, emptied when it grows past {@link #MAX_MEMO}.
 */
public final class GsOrder {
    private static final int MAX_MEMO = 1 << 20;
    private static final Map<Long, Boolean> MEMO = new ConcurrentHashMap<>();

    private GsOrder() {}

    /** G ≥ H. */
    public static boolean geq(GsGame g, GsGame h) {
        if (g == h) return true;
        long key = ((long) g.id << 32) | (h.id & 0xffffffffL);
        Boolean known = MEMO.get(key);
        if (known != null) return known;
        Interrupts.check();
        boolean v = criterion(g, h);
        if (MEMO.size() >= MAX_MEMO) MEMO.clear();
        MEMO.put(key, v);
        return v;
    }

    private static boolean criterion(GsGame g, GsGame h) {
        if (g.lsUnder.compareTo(h.lsUnder) < 0 || g.rsOver.compareTo(h.rsOver) < 0) return false;
        for (GsGame hl : h.left) {
            boolean answered = false;
            for (GsGame gl : g.left) if (geq(gl, hl)) { answered = true; break; }
            if (!answered) for (GsGame hlr : hl.right) if (geq(g, hlr)) { answered = true; break; }
            if (!answered) return false;
        }
        for (GsGame gr : g.right) {
            boolean answered = false;
            for (GsGame hr : h.right) if (geq(gr, hr)) { answered = true; break; }
            if (!answered) for (GsGame grl : gr.left) if (geq(grl, h)) { answered = true; break; }
            if (!answered) return false;
        }
        return true;
    }

    /** G = H: each ≥ the other. */
    public static boolean equal(GsGame g, GsGame h) { return g == h || (geq(g, h) && geq(h, g)); }

    /** How G compares with H: equal, greater, less or incomparable. */
    public static Comparison compare(GsGame g, GsGame h) {
        boolean ge = geq(g, h), le = geq(h, g);
        if (ge && le) return Comparison.EQUAL;
        if (ge) return Comparison.GREATER;
        if (le) return Comparison.LESS;
        return Comparison.INCOMPARABLE;
    }

    /**
     * Left-r-protected (spec §5.3): Ls̲(G) ≥ r and every G^R has a left-r-protected G^{RL}. The
     * calculator's test of G ≥ r; kept as its own definition so the tests can check it against the
     * general criterion.
     */
    public static boolean leftProtected(GsGame g, cgx.core.Rational r) {
        return leftProtected(g, r, new java.util.HashMap<>());
    }

    private static boolean leftProtected(GsGame g, cgx.core.Rational r, Map<GsGame, Boolean> memo) {
        Boolean known = memo.get(g);
        if (known != null) return known;
        Interrupts.check();
        boolean v = g.lsUnder.compareTo(r) >= 0;
        for (GsGame gr : g.right) {
            if (!v) break;
            boolean ok = false;
            for (GsGame grl : gr.left) if (leftProtected(grl, r, memo)) { ok = true; break; }
            v = ok;
        }
        memo.put(g, v);
        return v;
    }

    /**
     * Right-r-protected, the mirror image of {@link #leftProtected} (Rs̄(G) ≤ r and every G^L has a
     * right-r-protected G^{LR}), which is G ≤ r. The calculator's {@code rrp} is coded differently
     * and matches neither G ≤ r nor G ≥ r (spec §5.3); this is the definition its name asks for.
     */
    public static boolean rightProtected(GsGame g, cgx.core.Rational r) {
        return leftProtected(g.conjugate(), r.negate());
    }

    /** The four answers of a comparison in a partial order. */
    public enum Comparison {
        EQUAL("=="), GREATER(">"), LESS("<"), INCOMPARABLE("<>");

        private final String symbol;

        Comparison(String symbol) { this.symbol = symbol; }

        public String symbol() { return symbol; }
    }
}
