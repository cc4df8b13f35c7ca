package cgx.scoring.guaranteed;

import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The disjunctive sum of forms (spec §4.1): a side of G + H is every G^L + H and G + H^L, or, when
 * both summands' sides are adorned, the sum of the adornments. The memo is a cache owned by this
 * class, keyed by the ordered pair of interned ids (the sum's option order follows its summands') and emptied when it grows past {@link #MAX_MEMO}.
 */
final class Sums {
    private static final int MAX_MEMO = 1 << 16;
    private static final Map<Long, GsGame> MEMO = new ConcurrentHashMap<>();

    private Sums() {}

    /** Drops the memo (its sums keep their subpositions alive in the intern table). */
    static void forget() { MEMO.clear(); }

    static GsGame sum(GsGame g, GsGame h) {
        if (g.isNumber() && g.leftAdornment.signum() == 0) return h;
        if (h.isNumber() && h.leftAdornment.signum() == 0) return g;
        long key = ((long) g.id << 32) | (h.id & 0xffffffffL);
        GsGame s = MEMO.get(key);
        if (s != null) return s;
        Interrupts.check();
        s = GsGame.make(g.leftAdornment != null && h.leftAdornment != null ? g.leftAdornment.add(h.leftAdornment) : null,
                side(g, h, g.left, h.left),
                g.rightAdornment != null && h.rightAdornment != null ? g.rightAdornment.add(h.rightAdornment) : null,
                side(g, h, g.right, h.right));
        if (MEMO.size() >= MAX_MEMO) MEMO.clear();
        MEMO.put(key, s);
        return s;
    }

    private static GsGame[] side(GsGame g, GsGame h, GsGame[] gs, GsGame[] hs) {
        if (gs.length == 0 && hs.length == 0) return GsGame.none();
        List<GsGame> out = new ArrayList<>(gs.length + hs.length);
        for (GsGame x : gs) add(out, sum(x, h));
        for (GsGame y : hs) add(out, sum(g, y));
        return GsGame.copy(out);
    }

    private static void add(List<GsGame> out, GsGame x) {
        if (!out.contains(x)) out.add(x);
    }
}
