package cgx.scoring.guaranteed;

/**
 * The calculator's algebra on guaranteed games (spec §§4.3, 7, 8): sums and differences reduced to
 * canonical form, inverses, and the predicates. Every operation needs guaranteed games and says so.
 */
public final class GsAlgebra {
    private GsAlgebra() {}

    /** The canonical form of G + H. */
    public static GsGame plus(GsGame g, GsGame h) {
        g.requireGuaranteed("a sum");
        h.requireGuaranteed("a sum");
        return Canonical.of(Canonical.of(g).sum(Canonical.of(h)));
    }

    /** The canonical form of G − H = G + conjugate(H). */
    public static GsGame minus(GsGame g, GsGame h) {
        g.requireGuaranteed("a difference");
        h.requireGuaranteed("a difference");
        return Canonical.of(Canonical.of(g).sum(Canonical.of(h).conjugate()));
    }

    public static GsGame canonical(GsGame g) {
        g.requireGuaranteed("the canonical form");
        return Canonical.of(g);
    }

    /** G has an inverse iff G − G = 0 (spec §7: if any H has G + H = 0, so does −G). */
    public static boolean isInvertible(GsGame g) {
        g.requireGuaranteed("IsInvertible");
        return GsOrder.equal(g.sum(g.conjugate()), GsGame.number(0));
    }

    /** The inverse −G (canonical), or null when G has none. */
    public static GsGame inverse(GsGame g) {
        return isInvertible(g) ? Canonical.of(g.conjugate()) : null;
    }

    /** Ls(G) > Rs(G): each player wants to move first. */
    public static boolean isHot(GsGame g) {
        g.requireGuaranteed("IsHot");
        return g.ls.compareTo(g.rs) > 0;
    }

    /** Ls(G) < Rs(G): each player would rather the other moved first. */
    public static boolean isZugzwang(GsGame g) {
        g.requireGuaranteed("IsZugzwang");
        return g.ls.compareTo(g.rs) < 0;
    }

    /** Ls(G) = Rs(G) and the canonical form is not a number. */
    public static boolean isTepid(GsGame g) {
        g.requireGuaranteed("IsTepid");
        return g.ls.equals(g.rs) && !Canonical.of(g).isNumber();
    }

    /**
     * Ls(G) ≤ Rs(G). The calculator accepts only forms with an adorned side (spec §8, doubt 14.5);
     * stops are invariants of equality, so the guide's formula is taken for every game.
     */
    public static boolean isStable(GsGame g) { return g.ls.compareTo(g.rs) <= 0; }

    /** G ≥ H; both must be guaranteed. */
    public static boolean geq(GsGame g, GsGame h) {
        g.requireGuaranteed("a comparison");
        h.requireGuaranteed("a comparison");
        return GsOrder.geq(g, h);
    }

    public static GsOrder.Comparison compare(GsGame g, GsGame h) {
        g.requireGuaranteed("a comparison");
        h.requireGuaranteed("a comparison");
        return GsOrder.compare(g, h);
    }
}
