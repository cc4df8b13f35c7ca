package cgx.scoring.octal;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The exact fallback for points whose numerators over a common denominator do not fit the fast
 * 64-bit kernels (or whose values overflow them): the same recurrences (Definition 11) with
 * {@link Rational} values, a hash map memo and an explicit stack. Slower, never inexact.
 */
final class ExactGs {
    private ExactGs() {}

    /** {@code Gs(0..n)} of one taking-no-breaking heap. */
    static Rational[] table(ScoringOctal o, int n) {
        Rational[] g = new Rational[n + 1];
        int kmax = o.maxTake();
        for (int i = 0; i <= n; i++) {
            if ((i & 0xFFF) == 0) Interrupts.check();
            Rational best = null;
            for (int k = 1; k <= Math.min(i, kmax); k++) {
                int d = o.code().digit(k);
                Rational v;
                if (k == i) {
                    if ((d & 1) == 0) continue;
                    v = o.point(k);
                } else {
                    if ((d & 2) == 0) continue;
                    v = o.point(k).subtract(g[i - k]);
                }
                if (best == null || v.compareTo(best) > 0) best = v;
            }
            g[i] = best == null ? Rational.ZERO : best;
        }
        return g;
    }

    /**
     * {@code Gs(n +_l m')} for n = 0..nMax, m' = 0..m (taking-no-breaking o and p), as value ids
     * (equal ids iff equal values), flat like {@link TakingNoBreaking#columns}.
     */
    static long[] columnIds(ScoringOctal o, ScoringOctal p, int m, int nMax) {
        int w = m + 1;
        if ((long) w * (nMax + 1) > (1L << 24)) throw new CgxException("table of " + (nMax + 1) + " x " + w + " exact values is too large");
        Rational[] a = new Rational[w * (nMax + 1)];
        HashMap<Rational, Long> ids = new HashMap<>();
        long[] out = new long[a.length];
        for (int n = 0; n <= nMax; n++) {
            if ((n & 0xFFF) == 0) Interrupts.check();
            int row = n * w;
            for (int c = 0; c <= m; c++) {
                Rational best = null;
                for (int k = 1; k <= Math.min(n, o.maxTake()); k++) {
                    int dg = o.code().digit(k);
                    Rational v;
                    if (k == n) {
                        if ((dg & 1) == 0) continue;
                        v = o.point(k).subtract(a[c]);
                    } else {
                        if ((dg & 2) == 0) continue;
                        v = o.point(k).subtract(a[row - k * w + c]);
                    }
                    if (best == null || v.compareTo(best) > 0) best = v;
                }
                for (int l = 1; l <= Math.min(c, p.maxTake()); l++) {
                    int dg = p.code().digit(l);
                    Rational v;
                    if (l == c) {
                        if ((dg & 1) == 0) continue;
                        v = p.point(l).subtract(a[row]);
                    } else {
                        if ((dg & 2) == 0) continue;
                        v = p.point(l).subtract(a[row + c - l]);
                    }
                    if (best == null || v.compareTo(best) > 0) best = v;
                }
                a[row + c] = best == null ? Rational.ZERO : best;
                out[row + c] = ids.computeIfAbsent(a[row + c], x -> (long) ids.size());
            }
        }
        return out;
    }

    /** Gs of a multiset of heaps of several rulesets; heaps with no move are dropped. */
    static Rational gs(List<ScoringOctal> rules, int[] ruleOf, int[] heaps) {
        int nr = rules.size();
        int[] ids = new int[heaps.length];
        int c = 0;
        for (int i = 0; i < heaps.length; i++) {
            if (heaps[i] < 0) throw new CgxException("a heap must be non-negative, got " + heaps[i]);
            if (rules.get(ruleOf[i]).hasMove(heaps[i])) ids[c++] = heaps[i] * nr + ruleOf[i];
        }
        ids = Arrays.copyOf(ids, c);
        Arrays.sort(ids);
        HashMap<GsEngine.IntsKey, Rational> memo = new HashMap<>();
        HashMap<Integer, List<Object[]>> moves = new HashMap<>();
        List<int[]> stack = new ArrayList<>();
        stack.add(ids);
        GsEngine.IntsKey rootKey = new GsEngine.IntsKey(ids);
        long steps = 0;
        try {
            while (!stack.isEmpty()) {
                if ((++steps & 0xFFF) == 0) Interrupts.check();
                int[] s = stack.get(stack.size() - 1);
                GsEngine.IntsKey key = new GsEngine.IntsKey(s);
                if (memo.containsKey(key)) {
                    stack.remove(stack.size() - 1);
                    continue;
                }
                Rational best = null;
                boolean missing = false;
                for (int i = 0; i < s.length; i++) {
                    if (i > 0 && s[i] == s[i - 1]) continue;
                    for (Object[] mv : movesOf(rules, moves, s[i])) {
                        int[] child = replace(s, i, (int[]) mv[1]);
                        Rational cv = child.length == 0 ? Rational.ZERO : memo.get(new GsEngine.IntsKey(child));
                        if (cv == null) {
                            missing = true;
                            stack.add(child);
                        } else if (!missing) {
                            Rational v = ((Rational) mv[0]).subtract(cv);
                            if (best == null || v.compareTo(best) > 0) best = v;
                        }
                    }
                }
                if (!missing) {
                    memo.put(key, best == null ? Rational.ZERO : best);
                    stack.remove(stack.size() - 1);
                }
            }
        } catch (OutOfMemoryError e) {
            memo.clear();
            throw new CgxException("out of memory in the exact (rational) engine; the position is too large");
        }
        return ids.length == 0 ? Rational.ZERO : memo.get(rootKey);
    }

    private static List<Object[]> movesOf(List<ScoringOctal> rules, HashMap<Integer, List<Object[]>> cache, int id) {
        return cache.computeIfAbsent(id, x -> {
            int nr = rules.size();
            int r = id % nr, h = id / nr;
            ScoringOctal rule = rules.get(r);
            List<Object[]> out = new ArrayList<>();
            rule.forEachMove(h, (k, left) -> {
                int[] ins = new int[left.length];
                int c = 0;
                for (int x2 : left) if (rule.hasMove(x2)) ins[c++] = x2 * nr + r;
                ins = Arrays.copyOf(ins, c);
                Arrays.sort(ins);
                out.add(new Object[] {rule.point(k), ins});
            });
            return out;
        });
    }

    private static int[] replace(int[] s, int skip, int[] ins) {
        int[] out = new int[s.length - 1 + ins.length];
        int o = 0;
        for (int i = 0; i < s.length; i++) if (i != skip) out[o++] = s[i];
        for (int x : ins) out[o++] = x;
        Arrays.sort(out);
        return out;
    }
}
