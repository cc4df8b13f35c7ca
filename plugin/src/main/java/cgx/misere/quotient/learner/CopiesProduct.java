package cgx.misere.quotient.learner;

import cgx.core.Interrupts;
import cgx.misere.quotient.engine.BitKey;
import cgx.misere.quotient.engine.BitSets;
import cgx.misere.quotient.engine.IntList;
import cgx.misere.quotient.engine.MooreReduction;
import cgx.misere.quotient.engine.QuotientBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Q_g guessed from a split's copies automaton at level K without learning it: the product of the
 * automaton A (the classes of the sums Y without G, with o⁻(Y + jG) for j ≤ K) and the copies of
 * G, as {@link QuotientBuilder}'s growth step makes Q_{g-1} × ⟨G⟩: g_j = {Y : Y + jG ∈ P} read off
 * A for j ≤ K, and past K by the outcome rule on A's lightest sums (Y + jG ∈ P iff no option G' of
 * G has Y + G' + (j-1)G ∈ P and no option Y' of Y has Y' + jG ∈ P) until the g_j repeat; then
 * reduced by indistinguishability (Definition 3.5). A guess: the learner keeps it only if its
 * transition algebra passes the check that every candidate must pass (Lemma 5.4).
 */
final class CopiesProduct {
    private CopiesProduct() {}

    /**
     * The reduced product, or null if it is larger than {@code maxOrder}: the candidate's order,
     * table, P-set and the values of generators 1..g.
     */
    static QuotientBuilder.Candidate of(OutcomeOracle q, CopiesTable a, int g, int maxOrder) {
        PreviousQuotient old = q.previous();
        int[] moving = movingHeaps(q, g);
        // the states reached from the empty sum, with lightest sums
        LightestSums l = LightestSums.of(a.next, moving, q);
        int[][] word = l.word;
        int cap = a.next.length;
        int[] states = l.order;
        int n = cap, words = (n + 63) >>> 6;
        // g_j for j ≤ K off the automaton (j = 0: Q_{g-1}), then by the outcome rule
        List<long[]> gs = new ArrayList<>();
        HashMap<BitKey, Integer> seen = new HashMap<>();
        for (int j = 0; j <= a.level; j++) {
            long[] gj = new long[words];
            for (int s : states) if (j == 0 ? old.isP[old.value(word[s])] : a.p[j][s]) gj[s >>> 6] |= 1L << s;
            gs.add(gj);
        }
        long[][] e = new long[n][];
        for (int s : states) e[s] = LightestSums.optionStates(a.next, word[s], q, words);
        int[][] gOpts = q.optionsOfG();
        int cycleTo = -1;
        for (int j = 0; j < gs.size(); j++) {
            Integer k = seen.putIfAbsent(new BitKey(gs.get(j)), j);
            if (k != null) { cycleTo = k; gs = new ArrayList<>(gs.subList(0, j + 1)); break; }
        }
        while (cycleTo < 0) {
            Interrupts.check();
            long[] prev = gs.get(gs.size() - 1), gj = new long[words];
            for (int s : states) { // lighter first: the options' classes are decided before
                boolean win = false;
                for (int[] o : gOpts) {
                    int t = walk(a, s, o);
                    if ((prev[t >>> 6] >>> t & 1) != 0) { win = true; break; }
                }
                if (!win && !BitSets.intersect(e[s], gj)) gj[s >>> 6] |= 1L << s;
            }
            Integer k = seen.putIfAbsent(new BitKey(gj), gs.size());
            gs.add(gj);
            if (k != null) cycleTo = k;
            if ((long) gs.size() * states.length > maxOrder * 64L) return null;
        }
        // the product A × C (C: 0..kc-1, kc folded to cycleTo), reduced
        int kc = gs.size() - 1, r = states.length, m = r * kc;
        int[] idx = new int[n];
        Arrays.fill(idx, -1);
        for (int i = 0; i < r; i++) idx[states[i]] = i;
        boolean[] p = new boolean[m];
        for (int c = 0; c < kc; c++) for (int i = 0; i < r; i++) p[c * r + i] = (gs.get(c)[states[i] >>> 6] >>> states[i] & 1) != 0;
        int[][] step = new int[moving.length + 1][m];
        for (int c = 0; c < kc; c++) {
            int nc = c + 1 < kc ? c + 1 : cycleTo;
            for (int i = 0; i < r; i++) {
                for (int k = 0; k < moving.length; k++) step[k][c * r + i] = c * r + idx[a.next[states[i]][moving[k]]];
                step[moving.length][c * r + i] = nc * r + i;
            }
        }
        int[] cls = MooreReduction.classes(m, p, step);
        int order2 = 0;
        for (int v : cls) order2 = Math.max(order2, v + 1);
        if (order2 > maxOrder) return null;
        int[] repOf = new int[order2];
        Arrays.fill(repOf, -1);
        for (int x = 0; x < m; x++) if (repOf[cls[x]] < 0) repOf[cls[x]] = x;
        // (c, s)·(c', s') = (c + c' folded, s walked by the lightest sum of s'): each pair of states
        // walked once; c + c' past kc - 1 falls back into the cycle cycleTo..kc-1
        int cycle = kc - cycleTo;
        int[] copiesOf = new int[order2], stateOf = new int[order2];
        for (int v = 0; v < order2; v++) {
            copiesOf[v] = repOf[v] / r;
            stateOf[v] = repOf[v] % r;
        }
        // rows in order of their state (a counting sort), so a row's walks are kept for the next
        // rows of the same state: walkedTo[iv] is state iu walked by the lightest sum of state iv,
        // where walkedFor[iv] == iu + 1
        int[] byState = new int[order2], start = new int[r + 1];
        for (int v = 0; v < order2; v++) start[stateOf[v] + 1]++;
        for (int i = 0; i < r; i++) start[i + 1] += start[i];
        for (int v = 0; v < order2; v++) byState[start[stateOf[v]]++] = v;
        int[] walkedTo = new int[r], walkedFor = new int[r];
        int[] mul = new int[order2 * order2];
        boolean[] isP = new boolean[order2];
        for (int u : byState) {
            int iu = stateOf[u], su = states[iu], cu = copiesOf[u], mu = u * order2;
            isP[u] = p[repOf[u]];
            for (int v = 0; v < order2; v++) {
                int iv = stateOf[v];
                if (walkedFor[iv] != iu + 1) {
                    walkedTo[iv] = idx[walk(a, su, word[states[iv]])];
                    walkedFor[iv] = iu + 1;
                }
                int c = cu + copiesOf[v];
                if (c >= kc) c = cycleTo + (c - kc) % cycle;
                mul[mu + v] = cls[c * r + walkedTo[iv]];
            }
        }
        int[] phi = new int[g + 1];
        for (int h = 1; h < g; h++) phi[h] = cls[idx[a.next[0][h]]];
        phi[g] = cls[(kc > 1 ? 1 : cycleTo) * r];
        return new QuotientBuilder.Candidate(order2, mul, isP, phi);
    }

    private static int walk(CopiesTable a, int s, int[] y) {
        for (int h : y) s = a.next[s][h];
        return s;
    }

    private static int[] movingHeaps(OutcomeOracle q, int g) {
        IntList l = new IntList();
        for (int h = 1; h < g; h++) if (q.movesIn(h)) l.add(h);
        return l.toArray();
    }
}
