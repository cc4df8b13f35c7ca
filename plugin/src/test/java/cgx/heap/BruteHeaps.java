package cgx.heap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Independent brute force for take-and-break games in the tests: the digits are read here
 * (not with TakeAndBreakCode) and moves are generated directly from the definition
 * (Winning Ways ch. 4): taking k beans is allowed if d_k != 0, and bit 2^j of d_k allows leaving
 * exactly j non-empty heaps. Positions are sorted lists of heap sizes.
 */
final class BruteHeaps {
    final int[] d;
    private final HashMap<String, Boolean> misere = new HashMap<>();
    private final HashMap<Integer, Integer> grundy = new HashMap<>();

    BruteHeaps(String code) {
        String[] parts = code.split("\\.");
        int[] digits = new int[1 + parts[1].length()];
        digits[0] = Integer.parseInt(parts[0]);
        for (int i = 0; i < parts[1].length(); i++) digits[i + 1] = parts[1].charAt(i) - '0';
        this.d = digits;
    }

    /** All ways to leave heaps after a move on a heap of n (with repetitions). */
    List<int[]> moves(int n) {
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < d.length && k <= n; k++) {
            int r = n - k;
            if ((d[k] & 1) != 0 && k > 0 && r == 0) out.add(new int[0]);
            if ((d[k] & 2) != 0 && k > 0 && r > 0) out.add(new int[] {r});
            if ((d[k] & 4) != 0) for (int a = 1; a < r; a++) out.add(new int[] {a, r - a});
            if ((d[k] & 8) != 0)
                for (int a = 1; a < r; a++)
                    for (int c = 1; a + c < r; c++) out.add(new int[] {a, c, r - a - c});
        }
        return out;
    }

    int grundy(int n) {
        Integer g = grundy.get(n);
        if (g != null) return g;
        boolean[] seen = new boolean[2 * n + 8];
        for (int[] m : moves(n)) {
            int x = 0;
            for (int h : m) x ^= grundy(h);
            if (x < seen.length) seen[x] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        grundy.put(n, v);
        return v;
    }

    /** Misère P-position? (the player who cannot move wins) */
    boolean misereP(int[] heaps) {
        int[] s = heaps.clone();
        Arrays.sort(s);
        String key = Arrays.toString(s);
        Boolean known = misere.get(key);
        if (known != null) return known;
        boolean anyMove = false, p = true;
        outer:
        for (int i = 0; i < s.length; i++) {
            for (int[] m : moves(s[i])) {
                anyMove = true;
                int[] next = new int[s.length - 1 + m.length];
                int k = 0;
                for (int j = 0; j < s.length; j++) if (j != i) next[k++] = s[j];
                for (int h : m) next[k++] = h;
                if (misereP(next)) { p = false; break outer; }
            }
        }
        boolean r = anyMove && p;
        misere.put(key, r);
        return r;
    }
}
