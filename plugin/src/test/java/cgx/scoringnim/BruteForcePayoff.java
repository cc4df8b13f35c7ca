package cgx.scoringnim;

import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Independent brute force for the tests (shares no code with the engine): recursion (2) of
 * Oginuma–Shinoda evaluated at one rational bonus {@code b},
 * {@code f(0; b) = -b}, {@code f(x; b) = max over moves (stones taken - f(y; b))},
 * memoised on the position written as a sorted string.
 */
final class BruteForcePayoff {
    private final Rational b;
    private final Map<String, Rational> memo = new HashMap<>();

    BruteForcePayoff(Rational b) { this.b = b; }

    private static String key(List<Integer> piles) {
        List<Integer> s = new ArrayList<>();
        for (int p : piles) if (p > 0) s.add(p);
        s.sort(null);
        return s.toString();
    }

    Rational f(List<Integer> piles) {
        String k = key(piles);
        Rational known = memo.get(k);
        if (known != null) return known;
        Rational best = null;
        for (int i = 0; i < piles.size(); i++) {
            for (int take = 1; take <= piles.get(i); take++) {
                List<Integer> y = new ArrayList<>(piles);
                y.set(i, piles.get(i) - take);
                Rational v = Rational.of(take).subtract(f(y));
                if (best == null || v.compareTo(best) > 0) best = v;
            }
        }
        if (best == null) best = b.negate(); // no stones: the opponent took the last one
        memo.put(k, best);
        return best;
    }

    Rational f(int... piles) {
        List<Integer> l = new ArrayList<>();
        for (int p : piles) l.add(p);
        return f(l);
    }

    /** Stones taken minus f(y; b) for the move of {@code take} stones from pile {@code i}. */
    Rational moveValue(int[] piles, int i, int take) {
        int[] y = Arrays.copyOf(piles, piles.length);
        y[i] -= take;
        return Rational.of(take).subtract(f(y));
    }

    /** Every multiset of positive piles with exactly {@code n} stones, parts decreasing. */
    static List<int[]> partitions(int n) {
        List<int[]> out = new ArrayList<>();
        rec(n, n, new ArrayList<>(), out);
        return out;
    }

    private static void rec(int rest, int max, List<Integer> cur, List<int[]> out) {
        if (rest == 0) {
            out.add(cur.stream().mapToInt(Integer::intValue).toArray());
            return;
        }
        for (int p = Math.min(rest, max); p >= 1; p--) {
            cur.add(p);
            rec(rest - p, p, cur, out);
            cur.remove(cur.size() - 1);
        }
    }
}
