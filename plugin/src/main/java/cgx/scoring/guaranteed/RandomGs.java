package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random guaranteed games for property tests (the calculator's {@code test}): a form of the given
 * rank, with 1 to {@code width} options per side, scores drawn from a list. An empty side is
 * adorned with a score that keeps the form guaranteed (§2.1): Left's at most every score below it
 * on the Right, Right's at least every score below it on the Left.
 */
public final class RandomGs {
    private final Random random;
    private final List<Rational> scores;
    private final int width;

    public RandomGs(Random random, List<Rational> scores, int width) {
        if (scores.isEmpty()) throw new CgxException("RandomGuaranteedGame needs at least one score");
        if (width < 1) throw new CgxException("RandomGuaranteedGame needs at least one option per side");
        this.random = random;
        this.scores = List.copyOf(scores);
        this.width = width;
    }

    /** A guaranteed form of exactly this rank. */
    public GsGame game(int rank) {
        if (rank < 0) throw new CgxException("a rank is at least 0, got " + rank);
        if (rank > 12) throw new CgxException("RandomGuaranteedGame: rank at most 12 (the tree grows exponentially), got " + rank);
        if (rank == 0) {
            Rational a = pick(), b = pick();
            if (random.nextInt(3) == 0) return GsGame.number(a);
            return a.compareTo(b) <= 0 ? GsGame.atom(a, b) : GsGame.atom(b, a);
        }
        int shape = random.nextInt(4); // 0, 1: both sides with options; 2: Left adorned; 3: Right adorned
        boolean deepLeft = shape == 3 || (shape < 2 && random.nextBoolean());
        List<GsGame> l = shape == 2 ? List.of() : options(rank, deepLeft);
        List<GsGame> r = shape == 3 ? List.of() : options(rank, !deepLeft);
        Rational la = null, ra = null;
        if (shape == 2) la = pickAtMost(GsGame.minScore(r));
        if (shape == 3) ra = pickAtLeast(GsGame.maxScore(l));
        return GsGame.of(la, l, ra, r);
    }

    private List<GsGame> options(int rank, boolean deep) {
        int n = 1 + random.nextInt(width);
        List<GsGame> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(game(deep && i == 0 ? rank - 1 : random.nextInt(rank)));
        return out;
    }

    private Rational pick() { return scores.get(random.nextInt(scores.size())); }

    private Rational pickAtMost(Rational bound) {
        List<Rational> ok = new ArrayList<>();
        for (Rational s : scores) if (s.compareTo(bound) <= 0) ok.add(s);
        return ok.isEmpty() ? bound : ok.get(random.nextInt(ok.size()));
    }

    private Rational pickAtLeast(Rational bound) {
        List<Rational> ok = new ArrayList<>();
        for (Rational s : scores) if (s.compareTo(bound) >= 0) ok.add(s);
        return ok.isEmpty() ? bound : ok.get(random.nextInt(ok.size()));
    }
}
