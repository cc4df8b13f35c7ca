package cgx.scoring.guaranteed;

import cgx.core.Rational;

/**
 * Chains of waiting moves: s + n^ and s − n^, with n^ Conway's integer n embedded (spec §9):
 * s − n^ = {@code <∅^s | s − (n−1)^>}, s + n^ = {@code <s + (n−1)^ | ∅^s>}, and s ± 0^ = s.
 */
public final class Waiting {
    private Waiting() {}

    /** s − n^: n waiting moves for Right. */
    public static GsGame right(Rational s, int n) {
        GsGame g = GsGame.number(s);
        for (int i = 0; i < n; i++) g = GsGame.make(s, GsGame.none(), null, new GsGame[] {g});
        return g;
    }

    /** s + n^: n waiting moves for Left. */
    public static GsGame left(Rational s, int n) {
        GsGame g = GsGame.number(s);
        for (int i = 0; i < n; i++) g = GsGame.make(null, new GsGame[] {g}, s, GsGame.none());
        return g;
    }
}
