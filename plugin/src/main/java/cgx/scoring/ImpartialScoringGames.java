package cgx.scoring;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Enumerates the impartial scoring games (Definition 7) of birthday at most {@code n} whose every
 * score lies in a given set, for conjecture searches (Theorem 8, Conjecture 9).
 *
 * <p>An impartial game with score {@code s} is determined by its Left options {@code A}: its Right
 * options must be exactly the partners {@code mirror_s(a) = -(a - s) + s}. So the games of birthday
 * {@code <= n} are the numbers in the set, plus, for every score {@code s} and every non-empty set
 * {@code A} of games of birthday {@code <= n-1} whose partners also have all scores in the set, the
 * game {@code <A | s | mirror_s(A)>}. (Every option of an impartial game is impartial, and mirrors
 * of impartial games are impartial, so {@code A} ranges over the smaller games found before.)
 */
public final class ImpartialScoringGames {
    /** Most games one enumeration may produce. */
    public static final int MAX_GAMES = 1_000_000;

    private ImpartialScoringGames() {}

    public static List<ScoringGame> upToBirthday(int n, Collection<Rational> scoreSet) {
        if (n < 0) throw new CgxException("the birthday must be non-negative, got " + n);
        Set<Rational> scores = new LinkedHashSet<>(scoreSet);
        if (scores.isEmpty()) throw new CgxException("the set of scores is empty");
        List<ScoringGame> games = new ArrayList<>();
        for (Rational s : scores) games.add(ScoringGame.number(s));
        for (int b = 1; b <= n; b++) {
            List<ScoringGame> smaller = List.copyOf(games);
            List<ScoringGame> found = new ArrayList<>();
            for (Rational s : scores) {
                List<ScoringGame> eligible = new ArrayList<>();
                List<ScoringGame> partners = new ArrayList<>();
                for (ScoringGame a : smaller) {
                    ScoringGame m = ScoringGame.mirror(a, s);
                    if (allScoresIn(m, scores)) {
                        eligible.add(a);
                        partners.add(m);
                    }
                }
                int k = eligible.size();
                BigInteger count = BigInteger.ONE.shiftLeft(k).subtract(BigInteger.ONE);
                if (count.add(BigInteger.valueOf(games.size() + found.size())).compareTo(BigInteger.valueOf(MAX_GAMES)) > 0) {
                    throw new CgxException("birthday " + n + " would give more than " + MAX_GAMES
                            + " games (2^" + k + " - 1 with score " + s + " at birthday " + b + "); lower the birthday or narrow the scores");
                }
                for (long mask = 1; mask < (1L << k); mask++) {
                    if ((mask & 0xfff) == 0) Interrupts.check();
                    List<ScoringGame> l = new ArrayList<>();
                    List<ScoringGame> r = new ArrayList<>();
                    for (int i = 0; i < k; i++) {
                        if ((mask >> i & 1) != 0) {
                            l.add(eligible.get(i));
                            r.add(partners.get(i));
                        }
                    }
                    ScoringGame g = ScoringGame.of(l, s, r);
                    if (g.birthday() == b) found.add(g);
                }
            }
            games.addAll(found);
        }
        List<ScoringGame> out = new ArrayList<>(new LinkedHashSet<>(games));
        Collections.sort(out, ScoringGame::compareCanonical);
        return out;
    }

    private static boolean allScoresIn(ScoringGame g, Set<Rational> scores) {
        if (!scores.contains(g.score())) return false;
        for (ScoringGame o : g.leftOptions()) if (!allScoresIn(o, scores)) return false;
        for (ScoringGame o : g.rightOptions()) if (!allScoresIn(o, scores)) return false;
        return true;
    }
}
