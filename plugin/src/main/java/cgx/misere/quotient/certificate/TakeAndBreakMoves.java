package cgx.misere.quotient.certificate;

import cgx.heap.TakeAndBreakCode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The moves of a take-and-break code, generated here from its digits alone (Winning Ways ch. 4:
 * bit 2^j of d_k allows removing k beans and leaving exactly j non-empty heaps; d_0 only splits),
 * so that {@link HeapSums}, the search of {@code Certify}, shares no move generator with the
 * quotient engine ({@code HeapRuleset.options}).
 */
final class TakeAndBreakMoves {
    private TakeAndBreakMoves() {}

    /** The distinct options of a heap of h: each the sorted heaps left (empty array: no heap left). */
    static int[][] options(TakeAndBreakCode code, int h) {
        TreeSet<String> seen = new TreeSet<>();
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k <= Math.min(h, code.maxTake()); k++) {
            int d = code.digit(k), rest = h - k;
            for (int j = 0; j < 16; j++) {
                if ((d >> j & 1) == 0) continue;
                if (j == 0 && rest != 0) continue;
                if (j == 1 && (k == 0 || rest < 1)) continue; // removing nothing and leaving the heap is no move
                if (j >= 2 && rest < j) continue;
                for (int[] parts : partitions(rest, j))
                    if (seen.add(Arrays.toString(parts))) out.add(parts);
            }
        }
        return out.toArray(new int[0][]);
    }

    /** The partitions of n into exactly j positive parts, each sorted ascending. */
    static List<int[]> partitions(int n, int j) {
        List<int[]> out = new ArrayList<>();
        if (j == 0) {
            if (n == 0) out.add(new int[0]);
            return out;
        }
        fill(n, j, 1, new int[j], 0, out);
        return out;
    }

    private static void fill(int n, int j, int min, int[] cur, int at, List<int[]> out) {
        if (at == j - 1) {
            if (n >= min) { cur[at] = n; out.add(cur.clone()); }
            return;
        }
        for (int p = min; p * (j - at) <= n; p++) {
            cur[at] = p;
            fill(n - p, j, p, cur, at + 1, out);
        }
    }
}
