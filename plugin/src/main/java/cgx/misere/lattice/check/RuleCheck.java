package cgx.misere.lattice.check;

/**
 * Conditions (1)–(4) of the theorem on the representatives v ∈ Π [0, K_c], K_c = b_c + Δ_c,
 * Δ_c = 2·max_i s_i[c] + max_{g,w} |w_c − [g = c]| + 1 (docs "Why finitely many checks
 * suffice"). A coordinate equal to K_c stands for every value ≥ K_c; a representative with all
 * v_c < K_c is exact (one point) and may be settled by direct evaluation of o*; the others must
 * pass by completeness, a join and a descent (cell and sign tests only).
 */
final class RuleCheck {
    /** Most representatives checked. */
    static final long MAX_REPRESENTATIVES = 200_000_000L;

    private final Rule rule;
    private final int r, k;
    private final int[] b;
    final int[] kk;
    /** delta[g][j] = w − e_g for the j-th option w of generator g. */
    private final int[][][] delta;
    private final int[] memoDims;
    final long total;
    Outcomes outcomes;
    long representatives, directChecks;

    RuleCheck(Rule rule, Closure game) {
        this.rule = rule;
        this.r = rule.r;
        this.k = rule.k;
        this.b = rule.b;
        delta = new int[r][][];
        int[] maxOpt = new int[r];
        for (int g = 0; g < r; g++) {
            delta[g] = new int[game.options[g].length][];
            for (int j = 0; j < delta[g].length; j++) {
                int[] d = game.options[g][j].clone();
                d[g]--;
                delta[g][j] = d;
                for (int c = 0; c < r; c++) maxOpt[c] = Math.max(maxOpt[c], Math.abs(d[c]));
            }
        }
        kk = new int[r];
        memoDims = new int[r];
        long count = 1;
        for (int c = 0; c < r; c++) {
            int maxShift = 0;
            for (int[] s : rule.s) maxShift = Math.max(maxShift, s[c]);
            kk[c] = b[c] + 2 * maxShift + maxOpt[c] + 1;
            memoDims[c] = kk[c] + maxOpt[c] + 1;  // options of exact representatives stay inside
            count = Math.min(count * (kk[c] + 1), MAX_REPRESENTATIVES + 1);
        }
        total = count;
        if (count > MAX_REPRESENTATIVES)
            throw new CheckFailure("too many representatives: Π (K_c+1) exceeds " + MAX_REPRESENTATIVES + " (K = " + Vectors.show(kk) + ")");
    }

    void run() { run(1); }

    /**
     * (1)–(4); with {@code stride} k > 1 only every k-th representative (a sample: evidence that
     * the certificate is intact, not a proof), for the largest certificates in routine runs.
     */
    void run(int stride) {
        // (1) base
        if (rule.table[0] != Rule.P && rule.table[0] != Rule.N) throw new CheckFailure("(1) base: no table entry at 0");
        if (rule.table[0] != Rule.N) throw new CheckFailure("(1) base fails: T[0] = P, expected N");
        outcomes = new Outcomes(rule, memoDims);  // (2) is also checked on the whole memo region here
        int[] v = new int[r], tmp = new int[r], tmp2 = new int[r], app = new int[k];
        for (long n = 0; n < total; n++) {
            if ((n & 0x3ff) == 0) CheckFailure.checkInterrupt();
            if (n % stride == 0) {
                representative(v, tmp, tmp2, app);
                representatives++;
            }
            for (int c = 0; c < r && ++v[c] > kk[c]; c++) v[c] = 0;
        }
    }

    private void representative(int[] v, int[] tmp, int[] tmp2, int[] app) {
        boolean exact = true, inB = true, zero = true;
        for (int c = 0; c < r; c++) {
            if (v[c] >= kk[c]) exact = false;
            if (v[c] >= b[c]) inB = false;
            if (v[c] != 0) zero = false;
        }
        int nApp = 0;
        for (int i = 0; i < k; i++) if (rule.applies(i, v)) app[nApp++] = i;
        int first = nApp == 0 ? -1 : app[0];
        // (2) completeness
        if (!inB && first < 0) throw new CheckFailure("(2) completeness fails at " + at(v) + ": no shift applies outside the box");
        // (3) invariance, for every shift j that applies at v
        for (int a = 0; a < nApp; a++) {
            int j = app[a];
            if (inB) {  // first case: T[v] = o*(v − s_j) = T[v − s_j]
                minus(v, rule.s[j], tmp);
                directChecks++;
                if (rule.table(v) != rule.table(tmp))
                    throw new CheckFailure("(3) invariance fails at " + at(v) + " in the box for shift " + j + ": T[v] = "
                            + Vectors.letter(rule.table(v)) + " but T[v − s_" + j + "] = " + Vectors.letter(rule.table(tmp)));
                continue;
            }
            if (j == first) continue;  // second case
            if (join(v, first, j, tmp)) continue;  // third case
            if (exact) {  // fourth case, direct
                directChecks++;
                minus(v, rule.s[first], tmp);
                minus(v, rule.s[j], tmp2);
                byte oi = outcomes.at(tmp), oj = outcomes.at(tmp2);
                if (oi == oj) continue;
                throw new CheckFailure("(3) invariance fails at " + at(v) + " for shift " + j + ": o*(v − s_" + first + ") = "
                        + Vectors.letter(oi) + " (first shift " + first + ") but o*(v − s_" + j + ") = " + Vectors.letter(oj));
            }
            throw new CheckFailure("(3) invariance fails at " + at(v) + " for shift " + j + ": no join with the first shift "
                    + first + " (no shifts a, b with s_" + first + " + s_a = s_" + j + " + s_b, v − s_" + first + " − s_a ≥ 0 and in Γ_a and Γ_b)");
        }
        // (4) outcome rule
        if (zero) return;
        if (exact) {
            directChecks++;
            byte o = outcomes.at(v);
            for (int g = 0; g < r; g++) {
                if (v[g] == 0) continue;
                for (int[] d : delta[g]) {
                    plus(v, d, tmp);
                    if (outcomes.at(tmp) == Rule.P) {
                        if (o == Rule.P) throw new CheckFailure("(4) outcome rule fails at " + at(v) + ": o* = P but its option " + Vectors.show(tmp) + " has o* = P");
                        return;
                    }
                }
            }
            if (o == Rule.N) throw new CheckFailure("(4) outcome rule fails at " + at(v) + ": o* = N but no option has o* = P");
            return;
        }
        for (int a = 0; a < nApp; a++) if (descent(v, app[a], tmp, tmp2)) return;
        throw new CheckFailure("(4) outcome rule: no descent at " + at(v) + " (it stands for infinitely many points, so a descent is required)");
    }

    /**
     * (3) join: shifts a, b (each a shift or none, −1) with s_i + s_a = s_j + s_b,
     * w = v − s_i − s_a ≥ 0, Γ_a(w) if a is a shift and Γ_b(w) if b is one. The usual join
     * (a = j, b = i) is tried first.
     */
    private boolean join(int[] v, int i, int j, int[] w) {
        if (joinBy(v, i, j, i, w)) return true;
        for (int a = -1; a < rule.k; a++)
            for (int b = -1; b < rule.k; b++)
                if ((a >= 0 || b >= 0) && joinBy(v, i, a, b, w) && sumsAgree(i, a, j, b)) return true;
        return false;
    }

    private boolean sumsAgree(int i, int a, int j, int b) {
        for (int c = 0; c < r; c++)
            if (rule.s[i][c] + (a < 0 ? 0 : rule.s[a][c]) != rule.s[j][c] + (b < 0 ? 0 : rule.s[b][c])) return false;
        return true;
    }

    /** w = v − s_i − s_a ≥ 0 with Γ_a(w) (a a shift) and Γ_b(w) (b a shift); with a = j, b = i the usual join. */
    private boolean joinBy(int[] v, int i, int a, int b, int[] w) {
        for (int c = 0; c < r; c++) {
            w[c] = v[c] - rule.s[i][c] - (a < 0 ? 0 : rule.s[a][c]);
            if (w[c] < 0) return false;
        }
        return (a < 0 || rule.guarded(a, w)) && (b < 0 || rule.guarded(b, w));
    }

    /** (4) descent by shift i (which applies at v): u = v − s_i ≥ 1 where s_i ≥ 1, Γ_i(u') for every option u' of u. */
    private boolean descent(int[] v, int i, int[] u, int[] opt) {
        int[] s = rule.s[i];
        for (int c = 0; c < r; c++) {
            u[c] = v[c] - s[c];
            if (s[c] >= 1 && u[c] < 1) return false;
        }
        for (int g = 0; g < r; g++) {
            if (u[g] == 0) continue;
            for (int[] d : delta[g]) {
                plus(u, d, opt);
                if (!rule.guarded(i, opt)) return false;
            }
        }
        return true;
    }

    private String at(int[] v) {
        return Vectors.rep(v, kk);
    }

    private void minus(int[] v, int[] s, int[] out) {
        for (int c = 0; c < r; c++) out[c] = v[c] - s[c];
    }

    private void plus(int[] v, int[] d, int[] out) {
        for (int c = 0; c < r; c++) out[c] = v[c] + d[c];
    }
}
