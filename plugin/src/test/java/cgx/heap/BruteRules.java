package cgx.heap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Independent brute force for heap games given by their raw moves (each the heaps left, zeros
 * and repeats allowed, as a user would write them): Grundy values by the mex rule, misère outcomes
 * by exhaustive search on sorted positions. Nothing of cgx.heap is used but the move lists.
 */
public final class BruteRules {
    private final IntFunction<List<int[]>> moves;
    private final HashMap<Integer, Integer> grundy = new HashMap<>();
    private final HashMap<String, Boolean> misere = new HashMap<>();

    public BruteRules(IntFunction<List<int[]>> moves) { this.moves = moves; }

    /** Subtraction game: take k in {@code set} (or, with allBut, any k >= 1 not in it). */
    public static BruteRules subtraction(int[] set, boolean allBut) {
        return new BruteRules(n -> {
            List<int[]> out = new ArrayList<>();
            for (int k = 1; k <= n; k++) {
                final int kk = k;
                boolean in = Arrays.stream(set).anyMatch(x -> x == kk);
                if (in != allBut) out.add(new int[] {n - k});
            }
            return out;
        });
    }

    public List<int[]> moves(int n) { return moves.apply(n); }

    public int grundy(int n) {
        Integer g = grundy.get(n);
        if (g != null) return g;
        HashSet<Integer> seen = new HashSet<>();
        for (int[] m : moves.apply(n)) {
            int x = 0;
            for (int h : m) x ^= grundy(h);
            seen.add(x);
        }
        int v = 0;
        while (seen.contains(v)) v++;
        grundy.put(n, v);
        return v;
    }

    /** True if the sum of heaps is a misère P-position (no move: the player to move wins). */
    public boolean misereP(int... heaps) {
        int[] pos = Arrays.stream(heaps).filter(h -> h > 0).sorted().toArray();
        String key = Arrays.toString(pos);
        Boolean known = misere.get(key);
        if (known != null) return known;
        boolean anyMove = false;
        boolean p = true;
        for (int i = 0; i < pos.length && p; i++) {
            for (int[] m : moves.apply(pos[i])) {
                anyMove = true;
                int[] next = new int[pos.length - 1 + m.length];
                int k = 0;
                for (int j = 0; j < pos.length; j++) if (j != i) next[k++] = pos[j];
                for (int h : m) next[k++] = h;
                if (misereP(next)) { p = false; break; }
            }
        }
        boolean r = anyMove && p;
        misere.put(key, r);
        return r;
    }
}
