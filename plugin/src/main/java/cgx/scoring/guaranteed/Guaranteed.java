package cgx.scoring.guaranteed;

/** Why a form is not guaranteed (spec §2.1): the first subposition, depth first, that breaks the condition. */
final class Guaranteed {
    private Guaranteed() {}

    static String why(GsGame g) {
        if (g.guaranteed) return "it is guaranteed";
        for (GsGame[] side : new GsGame[][] {g.left, g.right}) {
            for (GsGame o : side) if (!o.guaranteed) return why(o);
        }
        if (g.isAtom()) {
            return "the atom " + g + " has Left's adornment above Right's (an atom <^l|^r> needs l <= r)";
        }
        if (g.leftAdornment != null) {
            return "in " + g + " Left's adornment " + g.leftAdornment + " is above the score " + lowest(g)
                    + " reachable in a Right option (Left, out of moves, must not be better off than any score still reachable)";
        }
        return "in " + g + " Right's adornment " + g.rightAdornment + " is below the score " + highest(g)
                + " reachable in a Left option (Right, out of moves, must not be better off than any score still reachable)";
    }

    private static String lowest(GsGame g) {
        cgx.core.Rational m = null;
        for (GsGame o : g.right) m = m == null ? o.minScore : m.min(o.minScore);
        return String.valueOf(m);
    }

    private static String highest(GsGame g) {
        cgx.core.Rational m = null;
        for (GsGame o : g.left) m = m == null ? o.maxScore : m.max(o.maxScore);
        return String.valueOf(m);
    }
}
