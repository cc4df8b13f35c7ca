package cgx.misere.lattice;

import cgx.misere.MisereGame;

import java.util.Map;

/** Misère outcomes of lattice positions by the game tree of the forms' options, sharing nothing with the rules. */
final class GameTreeOutcomes {
    private GameTreeOutcomes() {}

    /**
     * True if the sum with v[c] copies of generator c is a misère P-position (* + * = 0 keeps the
     * *s of coordinate 0 mod 2 when generator 0 is *); v is changed, the memo keyed by the counts.
     */
    static boolean isP(LatticeGame game, int[] v, Map<Long, Boolean> memo) {
        int r = game.rank();
        if (game.isStar(0)) v[0] &= 1;
        long key = 0;
        for (int c = 0; c < r; c++) key = key * 256 + v[c];
        Boolean known = memo.get(key);
        if (known != null) return known;
        boolean any = false, p = true;
        outer:
        for (int g = 0; g < r; g++) {
            if (v[g] == 0) continue;
            for (MisereGame o : game.forms().get(g).options()) {
                any = true;
                int[] w = v.clone();
                w[g]--;
                if (!o.isZero()) w[game.forms().indexOf(o)]++;
                if (isP(game, w, memo)) { p = false; break outer; }
            }
        }
        boolean out = any && p;
        memo.put(key, out);
        return out;
    }
}
