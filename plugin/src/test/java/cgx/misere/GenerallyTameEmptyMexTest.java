package cgx.misere;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reversibly tame games none of whose options is generally tame: the "mex of the kept options"
 * has nothing to take. Read as a plain mex it is 0 (g⁺ = g⁻ = 0, CGSuite's reading and cgx's);
 * read as the genus of the game of the kept options, that game is 0, so g⁻ = 1 (the spec's
 * wording). Which reading makes such games play like tame games in sums with tame games? For
 * every game {A} or {A, B} over non-generally-tame forms of birthday ≤ 4 whose options all
 * reverse through generally tame second options of G's g⁺ and g⁻, this compares g⁻(G + T) with
 * what genus arithmetic predicts from G's genus, for tame T. The finding is in
 * test-games/misere/generally-tame-empty-mex.txt.
 */
class GenerallyTameEmptyMexTest {
    private static boolean reversibleThroughTame(MisereGame g) {
        int plus = g.normalGrundy(), minus = g.misereGrundy();
        if (!Tameness.tameGenus(plus, minus)) return false;
        for (MisereGame o : g.options()) {
            if (Tameness.isGenerallyTame(o)) return false;
            boolean p = false, m = false;
            for (MisereGame s : o.options()) {
                if (!Tameness.isGenerallyTame(s)) continue;
                p |= s.normalGrundy() == plus;
                m |= s.misereGrundy() == minus;
            }
            if (!p || !m) return false;
        }
        return g.optionCount() > 0;
    }

    /** Genus arithmetic of tame games: g⁺ adds by xor; the sum is fickle iff both are, and then g⁻ = g⁺ ⊕ 1. */
    private static int predictedMinus(MisereGame g, MisereGame t) {
        int plus = g.normalGrundy() ^ t.normalGrundy();
        boolean fickle = g.normalGrundy() != g.misereGrundy() && t.normalGrundy() != t.misereGrundy();
        return fickle ? plus ^ 1 : plus;
    }

    @Test void whichReadingPlaysTame() {
        List<MisereGame> wild = new ArrayList<>();
        for (MisereGame d : MisereDays.bornBy(4)) if (!Tameness.isGenerallyTame(d)) wild.add(d);
        List<MisereGame> tame = new ArrayList<>();
        for (int a = 0; a < 6; a++) tame.add(MisereGame.nim(a));
        MisereGame two = MisereGame.nim(2);
        for (int a = 0; a < 4; a++) tame.add(two.plus(two).plus(MisereGame.nim(a)));
        for (MisereGame d : MisereDays.bornBy(4)) if (Tameness.isTame(d)) tame.add(d);
        List<MisereGame> candidates = new ArrayList<>();
        for (int i = 0; i < wild.size(); i++) {
            for (int j = i; j < wild.size(); j++) {
                MisereGame g = i == j ? MisereGame.of(wild.get(i)) : MisereGame.of(wild.get(i), wild.get(j));
                if (g.optionCount() == (i == j ? 1 : 2)) candidates.add(g);
            }
            // {{0, W}}: its one option reverses through 0 (g+ 0, g- 1)
            MisereGame o = MisereGame.of(MisereGame.ZERO, wild.get(i));
            if (o.optionCount() == 2) candidates.add(MisereGame.of(o));
        }
        int[] found = new int[2], playsTame = new int[2];
        for (MisereGame g : candidates) {
                if (!reversibleThroughTame(g)) continue;
                if (g.normalGrundy() != 0 || g.misereGrundy() > 1) continue; // nothing kept: the mex is g⁺ = 0
                int k = g.misereGrundy(); // 0: CGSuite's reading holds; 1: the spec's
                found[k]++;
                boolean ok = true;
                for (MisereGame t : tame) if (g.plus(t).misereGrundy() != predictedMinus(g, t)) ok = false;
                if (ok) playsTame[k]++;
                else System.out.println("  does not play tame: " + g + " (g- " + k + ")");
                if (k == 0) assertTrue(Tameness.isGenerallyTame(g), "g- = 0: generally tame, as CGSuite says: " + g);
                else assertFalse(Tameness.isGenerallyTame(g), "g- = 1: not generally tame, as CGSuite says: " + g);
            }
        System.out.printf("reversibly tame with nothing kept: %d with g- = 0 (%d play tame with %d tame games), %d with g- = 1 (%d play tame)%n",
                found[0], playsTame[0], tame.size(), found[1], playsTame[1]);
    }
}
