package cgx.scoring.guaranteed;

import java.util.Comparator;

/**
 * The order in which a canonical form lists each side's options (spec §1.2): by shape, number <
 * Left-empty < Right-empty < atom < general; then field by field from left to right (scores
 * numerically, option lists element by element, a proper prefix first).
 */
final class FormOrder implements Comparator<GsGame> {
    static final FormOrder INSTANCE = new FormOrder();

    private FormOrder() {}

    private static int shape(GsGame g) {
        if (g.isNumber()) return 0;
        if (g.isAtom()) return 3;
        if (g.leftAdornment != null) return 1;
        if (g.rightAdornment != null) return 2;
        return 4;
    }

    @Override
    public int compare(GsGame a, GsGame b) {
        if (a == b) return 0;
        int c = Integer.compare(shape(a), shape(b));
        if (c != 0) return c;
        switch (shape(a)) {
            case 0: return a.leftAdornment.compareTo(b.leftAdornment);
            case 1:
                c = a.leftAdornment.compareTo(b.leftAdornment);
                return c != 0 ? c : list(a.right, b.right);
            case 2:
                c = list(a.left, b.left);
                return c != 0 ? c : a.rightAdornment.compareTo(b.rightAdornment);
            case 3:
                c = a.leftAdornment.compareTo(b.leftAdornment);
                return c != 0 ? c : a.rightAdornment.compareTo(b.rightAdornment);
            default:
                c = list(a.left, b.left);
                return c != 0 ? c : list(a.right, b.right);
        }
    }

    private int list(GsGame[] x, GsGame[] y) {
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = compare(x[i], y[i]);
            if (c != 0) return c;
        }
        return Integer.compare(x.length, y.length);
    }
}
