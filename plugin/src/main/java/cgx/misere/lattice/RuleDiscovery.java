package cgx.misere.lattice;

import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Finds a rule from the data (issue 33, part 2): exact outcomes on the box B = Π[0, b_c) widened by
 * a margin, then for each candidate shift s (e_c, 2e_c, e_c + e_d, 2e_c + 2e_d, e_c + 2e_d, 2e_c + e_d) the guard of every
 * cell where o(x + s) = o(x) holds at all the data's points of that cell (and the cell was seen).
 * A cell with a coordinate at b_c stands for every larger value there, so a guard is a guess
 * beyond the data; {@link RuleVerifier} decides whether the guesses are right.
 */
public final class RuleDiscovery {
    private RuleDiscovery() {}

    /** The data and the rule found on it. */
    public record Found(LatticeOutcomes data, LatticeRule rule) {}

    /** Candidate shifts: e_c and 2e_c, e_c + e_d and 2e_c + 2e_d, and the slopes e_c + 2e_d, 2e_c + e_d (a * coordinate only by 2). */
    static List<int[]> candidates(LatticeGame game) {
        int r = game.rank();
        List<int[]> out = new ArrayList<>();
        for (int m = 1; m <= 2; m++) {
            for (int c = 0; c < r; c++) {
                if (m == 1 && game.isStar(c)) continue;
                int[] s = new int[r];
                s[c] = m;
                out.add(s);
            }
        }
        for (int m = 1; m <= 2; m++)
            for (int c = 0; c < r; c++)
                for (int d = c + 1; d < r; d++) {
                    if (game.isStar(c) || game.isStar(d)) continue;
                    int[] s = new int[r];
                    s[c] = m;
                    s[d] = m;
                    out.add(s);
                }
        // slopes 1:2 and 2:1, e.g. e_c + 2e_d: a boundary c ≈ d/2 moves along them
        for (int c = 0; c < r; c++)
            for (int d = c + 1; d < r; d++) {
                if (game.isStar(c) || game.isStar(d)) continue;
                for (int m = 1; m <= 2; m++) {
                    int[] s = new int[r];
                    s[c] = m;
                    s[d] = 3 - m;
                    out.add(s);
                }
            }
        return out;
    }

    /** A rule on the box b from exact outcomes on b + margin (a * coordinate: b_c = 2). */
    public static Found find(LatticeGame game, int[] b, int margin) { return find(game, b, margin, LatticeOutcomes.defaultLimit()); }

    /** As {@link #find(LatticeGame, int[], int)}, the data's table at most {@code maxTable} bytes. */
    public static Found find(LatticeGame game, int[] b, int margin, long maxTable) {
        int r = game.rank();
        int[] size = new int[r];
        for (int c = 0; c < r; c++) size[c] = b[c] + margin;
        LatticeOutcomes data = new LatticeOutcomes(game, size, maxTable);
        long points = 1;
        for (int s : size) points *= s;
        boolean[] o = new boolean[(int) points];
        int[] v = new int[r];
        for (int i = 0; i < o.length; i++) {
            if (i > 0) next(v, size);
            o[i] = data.isP(v);
        }
        BitSet table = new BitSet();
        int[] x = new int[r];
        long boxSize = 1;
        for (int c : b) boxSize *= c;
        for (int i = 0; i < boxSize; i++) {
            if (i > 0) next(x, b);
            if (o[index(x, size)]) table.set(i);
        }
        List<int[]> shifts = new ArrayList<>();
        List<BitSet> guards = new ArrayList<>();
        int cells = 1;
        for (int c : b) cells *= c + 1;
        for (int[] s : candidates(game)) {
            Interrupts.check();
            BitSet bad = new BitSet(cells), seen = new BitSet(cells);
            int shiftIndex = 0;
            for (int c = 0, m = 1; c < r; c++) { shiftIndex += s[c] * m; m *= size[c]; }
            java.util.Arrays.fill(v, 0);
            for (int i = 0; i < o.length; i++) {
                if (i > 0) next(v, size);
                boolean fits = true;
                for (int c = 0; c < r; c++) if (v[c] + s[c] >= size[c]) { fits = false; break; }
                if (!fits) continue;
                int cell = 0;
                for (int c = 0, m = 1; c < r; c++) { cell += Math.min(v[c], b[c]) * m; m *= b[c] + 1; }
                seen.set(cell);
                if (o[i] != o[i + shiftIndex]) bad.set(cell);
            }
            seen.andNot(bad);
            if (!seen.isEmpty()) {
                shifts.add(s);
                guards.add(seen);
            }
        }
        // the shifts valid on most cells first: red then prefers them, and the others join them
        Integer[] order = new Integer[shifts.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (p, q) -> {
            int c = Integer.compare(guards.get(q).cardinality(), guards.get(p).cardinality());
            return c != 0 ? c : Integer.compare(java.util.Arrays.stream(shifts.get(p)).sum(), java.util.Arrays.stream(shifts.get(q)).sum());
        });
        List<int[]> s2 = new ArrayList<>();
        List<BitSet> g2 = new ArrayList<>();
        for (int i : order) { s2.add(shifts.get(i)); g2.add(guards.get(i)); }
        return new Found(data, new LatticeRule(b, table, s2, g2));
    }

    static void next(int[] v, int[] radix) {
        for (int c = 0; c < v.length; c++) {
            if (++v[c] < radix[c]) return;
            v[c] = 0;
        }
    }

    static int index(int[] v, int[] radix) {
        int idx = 0, m = 1;
        for (int c = 0; c < v.length; c++) { idx += v[c] * m; m *= radix[c]; }
        return idx;
    }
}
