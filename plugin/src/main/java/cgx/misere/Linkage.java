package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

/**
 * Linked games and distinguishers (ONAG ch. 12; Siegel, CGT V.1). G is linked to H if some X
 * makes {@code G + X} and {@code H + X} both misère P-positions.
 *
 * <p>For canonical G and H: G is linked to H exactly when no option of G equals H and no option
 * of H equals G (if {@code G' = H}, then {@code G + X} moves to {@code H + X}). A link is then
 * {@code X = {p(G', H), p(H', G)}}, where {@code p(A, B)} is a game with {@code A + p} a
 * P-position and {@code B + p} an N-position: a distinguisher D of A and B if {@code A + D} is
 * P, else {@code {D, p(A', A)}}. Distinct canonical forms G and H are told apart by 0 if their
 * outcomes differ, else by a link of an option of one that is not an option of the other with
 * the other game (the game {@code G + X} moves to the P-position {@code G' + X}, while
 * {@code H + X} is P). Every answer is checked before it is returned.
 */
public final class Linkage {
    private Linkage() {}

    private static final HashMap<Long, MisereGame> DIST = new HashMap<>();
    private static final HashMap<Long, MisereGame> LINK = new HashMap<>();
    private static final HashMap<Long, MisereGame> PDIST = new HashMap<>();
    private static final HashSet<Long> BUSY = new HashSet<>();

    private static long key(int kind, MisereGame a, MisereGame b) {
        return ((long) kind << 60) ^ ((long) a.id() << 30) ^ b.id();
    }

    /** Linked: some X makes {@code G + X} and {@code H + X} both P. */
    public static boolean isLinked(MisereGame g, MisereGame h) {
        for (MisereGame o : g.optionsById()) if (o == h) return false;
        for (MisereGame o : h.optionsById()) if (o == g) return false;
        return true;
    }

    /**
     * Small games tried first: the 22 forms born by day 4. For each such Y, {@code G + Y + *m}
     * with {@code m = g⁻(G + Y)} is the sum with a nim-heap that is P, so a Y with
     * {@code g⁻(G + Y) = g⁻(H + Y)} gives the link {@code Y + *m}, and one with different values
     * a distinguisher. The recursive construction is the fallback.
     */
    private static List<MisereGame> pool() {
        List<MisereGame> l = POOL;
        if (l == null) POOL = l = MisereDays.bornBy(4);
        return l;
    }

    private static List<MisereGame> POOL;

    private static MisereGame linkFromPool(MisereGame g, MisereGame h) {
        for (MisereGame y : pool()) {
            MisereGame a = g.plus(y), b = h.plus(y);
            if (a.misereGrundy() != b.misereGrundy()) continue;
            MisereGame t = y.plus(MisereGame.nim(a.misereGrundy()));
            if (g.plus(t).isMisereP() && h.plus(t).isMisereP()) return t;
        }
        return null;
    }

    private static MisereGame distinguisherFromPool(MisereGame g, MisereGame h) {
        for (MisereGame y : pool()) {
            MisereGame a = g.plus(y), b = h.plus(y);
            if (a.isMisereP() != b.isMisereP()) return y;
            MisereGame t = y.plus(MisereGame.nim(a.misereGrundy()));
            if (g.plus(t).isMisereP() != h.plus(t).isMisereP()) return t;
        }
        return null;
    }

    /** An X with {@code G + X} and {@code H + X} both P, or null if G and H are not linked. */
    public static synchronized MisereGame link(MisereGame g, MisereGame h) {
        if (!isLinked(g, h)) return null;
        MisereGame x = linkFromPool(g, h);
        if (x == null) x = bounded("Link", g, h, () -> linkRec(g, h));
        if (x == null || !g.plus(x).isMisereP() || !h.plus(x).isMisereP())
            throw new CgxException("Link: no link of " + g + " and " + h + " found (internal error)");
        return x;
    }

    /** An X with {@code o⁻(G + X) ≠ o⁻(H + X)}, or null if {@code G = H}. */
    public static synchronized MisereGame distinguisher(MisereGame g, MisereGame h) {
        if (g == h) return null;
        MisereGame x = distinguisherFromPool(g, h);
        if (x == null) x = bounded("Distinguisher", g, h, () -> distRec(g, h));
        if (x == null || g.plus(x).isMisereP() == h.plus(x).isMisereP())
            throw new CgxException("Distinguisher: none found for " + g + " and " + h + " (internal error)");
        return x;
    }

    /** New forms the recursive construction may build before it gives up. */
    public static final long MAX_NEW_FORMS = 200_000;

    private static MisereGame bounded(String what, MisereGame g, MisereGame h, java.util.function.Supplier<MisereGame> body) {
        try {
            return MisereGame.withBudget(MAX_NEW_FORMS, what, body);
        } catch (CgxException e) {
            throw new CgxException(what + ": none found for " + g + " and " + h + " among small games, and the construction from their options "
                    + "needs more than " + MAX_NEW_FORMS + " new forms; stopped");
        }
    }

    private interface Body { MisereGame get(); }

    private static MisereGame memo(HashMap<Long, MisereGame> m, long k, Body body) {
        if (m.containsKey(k)) return m.get(k);
        if (!BUSY.add(k)) return null; // a cycle: this route gives nothing
        try {
            Interrupts.check();
            MisereGame r = body.get();
            if (r != null) m.put(k, r); // a null may come from a cycle: not final
            return r;
        } finally {
            BUSY.remove(k);
        }
    }

    private static MisereGame distRec(MisereGame g, MisereGame h) {
        return memo(DIST, key(1, g, h), () -> {
            if (g.isMisereP() != h.isMisereP()) return MisereGame.ZERO;
            MisereGame r = viaOption(g, h);
            return r != null ? r : viaOption(h, g);
        });
    }

    /** Link(G', H) for an option G' of G that is no option of H and has no option H. */
    private static MisereGame viaOption(MisereGame g, MisereGame h) {
        for (MisereGame o : g.optionsById()) {
            if (h.hasOption(o) || !isLinked(o, h)) continue;
            MisereGame x = linkRec(o, h);
            if (x != null) return x;
        }
        return null;
    }

    private static MisereGame linkRec(MisereGame g, MisereGame h) {
        return memo(LINK, key(2, g, h), () -> {
            if (g.isZero() && h.isZero()) return MisereGame.nim(1);
            List<MisereGame> opts = new ArrayList<>();
            return addP(g, h, opts) && addP(h, g, opts) ? MisereGame.of(opts) : null;
        });
    }

    /** A game p with {@code A + p} P and {@code B + p} N ({@code A ≠ B}). */
    private static MisereGame pRec(MisereGame a, MisereGame b) {
        return memo(PDIST, key(3, a, b), () -> {
            MisereGame d = distRec(a, b);
            if (d == null) return null;
            if (a.plus(d).isMisereP()) return d;
            List<MisereGame> opts = new ArrayList<>();
            opts.add(d);
            return addP(a, a, opts) ? MisereGame.of(opts) : null;
        });
    }

    /** Adds {@code p(A', B)} for every option A' of A; false if one is not found. */
    private static boolean addP(MisereGame a, MisereGame b, List<MisereGame> opts) {
        for (MisereGame o : a.optionsById()) {
            MisereGame p = pRec(o, b);
            if (p == null) return false;
            opts.add(p);
        }
        return true;
    }
}
