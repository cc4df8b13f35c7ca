package cgx.scoring.octal;

import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Independent brute force for tests (shares no code with the engine): Gs by plain memoised
 * recursion over sorted lists of (ruleset, heap) pairs with Rational values, moves read directly
 * off the digits (Definition 10) as written here.
 */
final class BruteGs {
    /** digits[r][k] = d_k of ruleset r (k = 0 .. len), points[r][k] = p_k (p_0 = 0). */
    final int[][] digits;
    final Rational[][] points;
    private final Map<List<Integer>, Rational> memo = new HashMap<>();

    BruteGs(int[][] digits, Rational[][] points) {
        this.digits = digits;
        this.points = points;
    }

    static BruteGs single(int[] digits, Rational[] points) { return new BruteGs(new int[][] {digits}, new Rational[][] {points}); }

    /** Parses "0.3333" / "3333" with plain decimal digits only (tests use no '&' codes here). */
    static int[] parseDigits(String code) {
        String t = code;
        int d0 = 0;
        int dot = t.indexOf('.');
        if (dot >= 0) {
            d0 = dot == 0 ? 0 : t.charAt(0) - '0';
            t = t.substring(dot + 1);
        }
        int[] d = new int[t.length() + 1];
        d[0] = d0;
        for (int i = 0; i < t.length(); i++) d[i + 1] = t.charAt(i) - '0';
        return d;
    }

    private static final int R = 1 << 20;

    Rational gs(int rule, int... heaps) {
        List<Integer> p = new ArrayList<>();
        for (int h : heaps) p.add(rule * R + h);
        Collections.sort(p);
        return gs(p);
    }

    Rational gsMixed(int[] rules, int[] heaps) {
        List<Integer> p = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) p.add(rules[i] * R + heaps[i]);
        Collections.sort(p);
        return gs(p);
    }

    Rational gs(List<Integer> pos) {
        Rational v = memo.get(pos);
        if (v != null) return v;
        Rational best = null;
        for (int i = 0; i < pos.size(); i++) {
            int r = pos.get(i) / R, n = pos.get(i) % R;
            int[] d = digits[r];
            for (int k = 0; k < d.length && k <= n; k++) {
                int rest = n - k;
                List<List<Integer>> lefts = new ArrayList<>();
                if (k > 0 && (d[k] & 1) != 0 && rest == 0) lefts.add(List.of());
                if (k > 0 && (d[k] & 2) != 0 && rest > 0) lefts.add(List.of(rest));
                if ((d[k] & 4) != 0) for (int a = 1; a <= rest - a; a++) lefts.add(List.of(a, rest - a));
                if ((d[k] & 8) != 0)
                    for (int a = 1; a <= rest; a++)
                        for (int b = a; b <= rest - a - b; b++) lefts.add(List.of(a, b, rest - a - b));
                for (List<Integer> left : lefts) {
                    List<Integer> q = new ArrayList<>(pos);
                    q.remove(i);
                    for (int x : left) q.add(r * R + x);
                    Collections.sort(q);
                    Rational val = points[r][k].subtract(gs(q));
                    if (best == null || val.compareTo(best) > 0) best = val;
                }
            }
        }
        if (best == null) best = Rational.ZERO;
        memo.put(pos, best);
        return best;
    }
}
