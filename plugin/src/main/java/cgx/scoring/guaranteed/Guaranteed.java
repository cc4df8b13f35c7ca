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
            return "in " + g + " Left's adornment " + g.leftAdornment + " is above the score " + GsGame.minScore(g.rightOptions())
                    + " reachable in a Right option (Left, out of moves, must not be better off than any score still reachable)";
        }
        return "in " + g + " Right's adornment " + g.rightAdornment + " is below the score " + GsGame.maxScore(g.leftOptions())
                + " reachable in a Left option (Right, out of moves, must not be better off than any score still reachable)";
    }
}
