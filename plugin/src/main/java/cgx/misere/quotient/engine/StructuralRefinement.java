package cgx.misere.quotient.engine;

import cgx.core.Interrupts;

import java.util.Arrays;

/**
 * The structural refinements of Q_{g-1}: the fallback of {@link QuotientBuilder} when elements of
 * Q_{g-1} split at generator g and its learner exceeds its bounds. Q_{g-1} is replaced by a finer,
 * still correct, bipartite monoid, which the growth step then extends; the result is reduced at
 * the end, which gives Q_g whatever base was used. The refinements:
 * <ul>
 * <li>free generators: Q × C_j1 × ..., C_j counting copies of H_j ({@link #freeGenerators}), so
 * that H_j is no longer identified with the product it equals in Q;</li>
 * <li>the transition algebra T(Q), then T(T(Q)) ({@link #levelUp}): Lemma 5.4 and the remark after
 * it, P_T = {(x, E) : x ∈ P}; its elements also record the values of their options.</li>
 * </ul>
 * Every attempt is bounded (in T's size and, all together, in time); a failed one restores Q_{g-1}.
 */
final class StructuralRefinement {
    /** Time the structural refinements may take at one split (after the learner has failed). */
    static final long NANOS = 3_000_000_000L;

    private final QuotientBuilder qb;
    private final int g;
    private final long deadline;
    // Q_{g-1}, restored after each failed attempt
    private final int sOrder;
    private final int[] sMul, sPhi;
    private final boolean[] sP;
    private final TMin sT;

    private StructuralRefinement(QuotientBuilder qb, int g) {
        this.qb = qb;
        this.g = g;
        this.deadline = System.nanoTime() + NANOS;
        sOrder = qb.order;
        sMul = qb.mul;
        sPhi = qb.phi.clone();
        sP = qb.isP;
        sT = qb.tmin;
    }

    /**
     * Installs Q_g in {@code qb} by the first refinement that extends by generator g; throws
     * TooLarge, with Q_{g-1} installed again, if none does.
     */
    static void extend(QuotientBuilder qb, int g) {
        int savedMaxT = qb.maxT;
        StructuralRefinement r = new StructuralRefinement(qb, g);
        qb.maxT = Math.min(qb.maxT, 400_000); // each refinement attempt is bounded; a failed attempt moves on
        try {
            r.run();
        } catch (QuotientBuilder.TooLarge t) { // give the learner Q_{g-1} back, whatever attempt was under way
            r.restore();
            qb.gens = g;
            throw t;
        } finally {
            qb.maxT = savedMaxT;
        }
    }

    /** Interrupts and the refinements' own time bound (past it, the split is given up). */
    private void check() {
        Interrupts.check();
        if (System.nanoTime() > deadline) throw new QuotientBuilder.TooLarge("structural refinements at generator " + g + " out of time");
    }

    private void restore() { qb.restore(sOrder, sMul, sP, sPhi, sT); }

    private void run() {
        // Refinements of Q_{g-1} tried in turn, cheapest first: (a) free one earlier generator H_j
        // (it splits from the product it equals in Q_{g-1}); (b) the transition algebra T(Q_{g-1});
        // (c) free two generators, or one with a larger margin; (d) T(T(Q_{g-1})).
        // (0) free the heaps of the first position the check failed on, singly, then in pairs
        int[] suspects = suspects();
        for (int size = 1; size <= 2; size++) {
            for (int a = 0; a < suspects.length; a++) {
                for (int b = size == 1 ? a : a + 1; b < (size == 1 ? a + 1 : suspects.length); b++) {
                    check();
                    qb.gens = g - 1;
                    if (attempt(size == 1 ? new int[] {suspects[a]} : new int[] {suspects[a], suspects[b]}, 2)) return;
                    restore();
                }
            }
        }
        int lo = Math.max(1, g - 10);
        int[][] plan = {{1, 2}, {0, 1}, {2, 2}, {1, 4}, {1, 8}, {0, 2}}; // {generators freed, margin} or {0, level}
        for (int[] tr : plan) {
            if (tr[0] == 0) {
                restore();
                boolean ok = true;
                for (int level = 1; level <= tr[1] && ok; level++) {
                    check();
                    qb.gens = g - 1;
                    try { levelUp(); } catch (QuotientBuilder.TooLarge t) { ok = false; }
                    qb.gens = g;
                }
                try {
                    if (ok && qb.extend(g, qb.optionSet(qb.opts(g)))) return;
                } catch (QuotientBuilder.TooLarge t) {
                    // next refinement
                }
                restore();
                continue;
            }
            int margin = tr[1];
            for (int j = g - 1; j >= (margin > 2 ? lo : 1); j--) {
                if (qb.opts(j).length == 0) continue;
                for (int j2 = tr[0] == 1 ? 0 : j - 1; j2 >= (tr[0] == 1 ? 0 : lo); j2--) {
                    if (tr[0] == 2 && (j < lo || qb.opts(j2).length == 0)) continue;
                    check();
                    qb.gens = g - 1;
                    if (attempt(tr[0] == 1 ? new int[] {j} : new int[] {j, j2}, margin)) return;
                    restore();
                }
            }
        }
        restore();
        throw new QuotientBuilder.TooLarge("misère quotient: could not extend the quotient at generator " + g
                + " (elements of Q_" + (g - 1) + " split in a way this solver cannot yet resolve)");
    }

    /** Frees {@code js} and extends by generator g; false (state to be restored) if that fails or is too large. */
    private boolean attempt(int[] js, int margin) {
        try {
            boolean built = freeGenerators(js, margin);
            qb.gens = g;
            return built && qb.extend(g, qb.optionSet(qb.opts(g)));
        } catch (QuotientBuilder.TooLarge t) {
            return false;
        } finally {
            qb.gens = g;
        }
    }

    /** Heaps in the first position on which the no-split check failed (most frequent first). */
    private int[] suspects() {
        TMin tmin = qb.tmin;
        if (tmin.lastFailure < 0) return new int[0];
        int[] pos = tmin.position(tmin.lastFailure);
        java.util.Map<Integer, Integer> count = new java.util.TreeMap<>();
        for (int h : pos) if (h > 0 && h < g && qb.opts(h).length > 0) count.merge(h, 1, Integer::sum);
        return count.entrySet().stream().sorted((u, v) -> v.getValue() - u.getValue()).mapToInt(java.util.Map.Entry::getKey).toArray();
    }

    /**
     * Replaces the quotient Q by the finer correct bipartite monoid Q × C_j1 × ..., where C_j
     * counts copies of generator j (up to index + margin, then periodically with a multiple of
     * Φ(H_j)'s period), so that H_j is no longer identified with the product it equals in Q.
     * Returns false if that monoid would be too large.
     */
    private boolean freeGenerators(int[] js, int margin) {
        int order = qb.order, gens = qb.gens;
        int[] mul = qb.mul, phi = qb.phi;
        boolean[] isP = qb.isP;
        int r = js.length;
        int[] len = new int[r], idx = new int[r], per = new int[r];
        long size = order;
        for (int t = 0; t < r; t++) {
            int h = phi[js[t]];
            int[] seen = new int[order];
            Arrays.fill(seen, -1);
            int p = 0, i = 0;
            while (seen[p] < 0) { seen[p] = i++; p = mul[p * order + h]; }
            int i0 = seen[p], pd = i - seen[p];
            per[t] = pd * (pd == 1 ? 2 : 1) * (margin >= 4 ? 2 : 1);
            idx[t] = i0 + margin;
            len[t] = idx[t] + per[t];
            size *= len[t];
        }
        if (QuotientBuilder.DEBUG) QuotientBuilder.debug("free "+Arrays.toString(js)+" margin "+margin+" size "+size+" order "+order);
        if (size > 2500) return false;
        int n = (int) size;
        // decode/encode
        int[][] cnt = new int[n][r];
        int[] ybase = new int[n];
        for (int m = 0; m < n; m++) {
            int rest = m / order;
            ybase[m] = m % order;
            for (int t = 0; t < r; t++) { cnt[m][t] = rest % len[t]; rest /= len[t]; }
        }
        int[] nm = new int[n * n];
        boolean[] np = new boolean[n];
        for (int a = 0; a < n; a++) {
            int ya = ybase[a];
            for (int t = 0; t < r; t++) for (int k = 0; k < cnt[a][t]; k++) ya = mul[ya * order + phi[js[t]]];
            np[a] = isP[ya];
            for (int b = 0; b < n; b++) {
                int y = mul[ybase[a] * order + ybase[b]];
                int code = 0, mulr = 1;
                for (int t = 0; t < r; t++) {
                    int c = cnt[a][t] + cnt[b][t];
                    while (c >= len[t]) c -= per[t];
                    code += c * mulr;
                    mulr *= len[t];
                }
                nm[a * n + b] = y + order * code;
            }
        }
        int[] newPhi = phi.clone();
        int mulr = 1;
        for (int t = 0; t < r; t++) { newPhi[js[t]] = order * mulr; mulr *= len[t]; }
        // keep the submonoid generated by the generators' values
        int[] map = new int[n];
        Arrays.fill(map, -1);
        IntList reach = new IntList();
        map[0] = 0;
        reach.add(0);
        boolean[] isGen = new boolean[n];
        IntList gv = new IntList();
        for (int i = 1; i <= gens; i++) if (!isGen[newPhi[i]]) { isGen[newPhi[i]] = true; gv.add(newPhi[i]); }
        for (int q = 0; q < reach.size; q++) {
            int x = reach.get(q);
            for (int gi = 0; gi < gv.size; gi++) {
                int z = nm[x * n + gv.get(gi)];
                if (map[z] < 0) { map[z] = reach.size; reach.add(z); }
            }
        }
        int k = reach.size;
        int[] rm = new int[k * k];
        boolean[] rp = new boolean[k];
        for (int a = 0; a < k; a++) {
            rp[a] = np[reach.get(a)];
            for (int b = 0; b < k; b++) rm[a * k + b] = map[nm[reach.get(a) * n + reach.get(b)]];
        }
        for (int i = 1; i <= gens; i++) newPhi[i] = map[newPhi[i]];
        qb.install(k, rm, rp, newPhi);
        return true;
    }

    /** Installs T(current) as the current (unreduced) bipartite monoid. */
    private void levelUp() {
        int order = qb.order, words = qb.words, gens = qb.gens;
        int[] mul = qb.mul, phi = qb.phi;
        boolean[] isP = qb.isP;
        TSet t = qb.fullT();
        int n = t.size;
        if ((long) n * n > 25_000_000L) throw new QuotientBuilder.TooLarge("misère quotient: transition algebra of " + n + " elements is too large to refine");
        int[] nm = new int[n * n];
        long[] buf = new long[words];
        for (int i = 0; i < n; i++) {
            if ((i & 63) == 0) Interrupts.check();
            for (int j = 0; j < n; j++) {
                int xi = t.xs[i], xj = t.xs[j];
                Arrays.fill(buf, 0);
                for (int w = 0; w < words; w++) {
                    long v = t.es[i * words + w];
                    while (v != 0) { int f = (w << 6) + Long.numberOfTrailingZeros(v); v &= v - 1; int r = mul[f * order + xj]; buf[r >>> 6] |= 1L << r; }
                    v = t.es[j * words + w];
                    while (v != 0) { int f = (w << 6) + Long.numberOfTrailingZeros(v); v &= v - 1; int r = mul[xi * order + f]; buf[r >>> 6] |= 1L << r; }
                }
                int k = t.find(mul[xi * order + xj], buf);
                if (k < 0) throw new IllegalStateException("transition algebra not closed");
                nm[i * n + j] = k;
            }
        }
        boolean[] np = new boolean[n];
        for (int i = 0; i < n; i++) np[i] = isP[t.xs[i]];
        int[] newPhi = phi.clone();
        for (int i = 1; i <= gens; i++) {
            int[][] o = qb.opts(i);
            newPhi[i] = o.length == 0 ? 0 : t.find(phi[i], qb.optionSet(o));
            if (newPhi[i] < 0) throw new IllegalStateException("generator not in transition algebra");
        }
        qb.install(n, nm, np, newPhi);
    }
}
