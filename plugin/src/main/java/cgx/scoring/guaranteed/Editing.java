package cgx.scoring.guaranteed;

import cgx.core.CgxException;

import java.util.ArrayList;
import java.util.List;

/** Editing a form's options (spec §1.4, the calculator's addLop/addRop/remLop/remRop); indices from 1. */
final class Editing {
    private Editing() {}

    /** X inserted so that it becomes option i of that side; i past the end appends. */
    static GsGame insert(GsGame g, boolean left, int i, GsGame x) {
        if (i < 1) throw new CgxException("an option's position counts from 1, got " + i);
        if (left ? g.isLeftAdorned() : g.isRightAdorned()) {
            throw new CgxException("cannot add an option to " + (left ? "Left" : "Right") + "'s side of " + g + ": it is an adorned empty set");
        }
        List<GsGame> side = new ArrayList<>(left ? g.leftOptions() : g.rightOptions());
        side.add(Math.min(i - 1, side.size()), x);
        return left ? GsGame.of(null, side, g.rightAdornment(), g.rightOptions()) : GsGame.of(g.leftAdornment(), g.leftOptions(), null, side);
    }

    /** The form without option i of that side; the only option of a side cannot be removed. */
    static GsGame remove(GsGame g, boolean left, int i) {
        List<GsGame> side = new ArrayList<>(left ? g.leftOptions() : g.rightOptions());
        if (i < 1 || i > side.size()) {
            throw new CgxException(g + " has no " + (left ? "Left" : "Right") + " option " + i + " (it has " + side.size() + ")");
        }
        if (side.size() == 1) throw new CgxException("cannot delete the only " + (left ? "Left" : "Right") + " option of " + g);
        side.remove(i - 1);
        return left ? GsGame.of(null, side, g.rightAdornment(), g.rightOptions()) : GsGame.of(g.leftAdornment(), g.leftOptions(), null, side);
    }
}
