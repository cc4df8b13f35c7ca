package cgx.misere.lattice.check;

/**
 * The infinite family (docs "Infinite quotients"): W_a = w + aσ, X_a = x + aτ with σ + τ = s_k,
 * condition (F1), and (F2) or (F3) or both: the ray claims o*(w + x + dρ) = N for d ≥ 1 (ρ = σ,
 * ρ = τ), each proved by its path. One ray suffices: with (F2), X_a tells W_a (P) from every
 * W_b with b > a (N); with (F3), X_b tells W_b from every W_a with a < b. Run only once (1)–(4)
 * hold, so o* is the misère outcome.
 */
final class FamilyCheck {
    /** Largest d at which a path's tests are examined. */
    static final long MAX_STABLE_D = 10_000_000L;

    private final Rule rule;
    private final Outcomes outcomes;
    private final Certificate.Family f;
    private final int r;
    long directChecks;

    FamilyCheck(Rule rule, Outcomes outcomes, Certificate.Family family) {
        this.rule = rule;
        this.outcomes = outcomes;
        this.f = family;
        this.r = rule.r;
    }

    void run() {
        int[] sk = rule.s[f.shift];
        for (int c = 0; c < r; c++)
            if (f.sigma[c] + f.tau[c] != sk[c])
                throw new CheckFailure("family: σ + τ = " + Vectors.show(sum(f.sigma, f.tau)) + " is not s_" + f.shift + " = " + Vectors.show(sk));
        long[] y = new long[r];
        for (int c = 0; c < r; c++) y[c] = (long) f.w[c] + f.x[c];
        int top = 2;
        for (int c = 0; c < r; c++) top = Math.max(top, rule.b[c] + 2);  // cells are constant beyond max b_c + 1
        // (F1)
        for (int t = 0, tLast = Math.min(top, saturation(y, sk, 0)); t <= tLast; t++) {
            long[] p = point(y, null, 0, t);
            if (!rule.guarded(f.shift, p)) throw new CheckFailure("(F1) Γ_" + f.shift + " fails at w + x + " + t + "·s_" + f.shift + " = " + Vectors.show(p));
        }
        directChecks++;
        if (outcomes.at(y) != Rule.P) throw new CheckFailure("(F1) o*(w + x) = N at " + Vectors.show(y) + ", expected P");
        if (f.witnessRay == null && f.distinguisherRay == null) throw new CheckFailure("family: neither (F2) nor (F3) has a ray path");
        if (f.witnessRay != null) ray("(F2)", "σ", y, f.sigma, f.witnessRay, top);
        if (f.distinguisherRay != null) ray("(F3)", "τ", y, f.tau, f.distinguisherRay, top);
    }

    /** Γ_k(y + dρ + t·s_k) for d ≥ 1, t ≥ 0, then the ray o*(y + dρ) = N for d ≥ 1 by its path. */
    private void ray(String label, String name, long[] y, int[] rho, Certificate.Path path, int top) {
        int dLast = Math.min(top, saturation(y, rho, 1));  // beyond it no cell changes with d
        for (int d = 1; d <= dLast; d++)
            for (int t = 0, tLast = Math.min(top, saturation(point(y, rho, d, 0), rule.s[f.shift], 0)); t <= tLast; t++) {
                if ((t & 0x3f) == 0) CheckFailure.checkInterrupt();
                long[] p = point(y, rho, d, t);
                if (!rule.guarded(f.shift, p))
                    throw new CheckFailure(label + " Γ_" + f.shift + " fails at w + x + " + d + "·" + name + " + " + t + "·s_" + f.shift + " = " + Vectors.show(p));
            }
        // The walk from offset p·ρ: a step −i tests z − s_i ≥ 0 and Γ_i(z − s_i); a step +i tests Γ_i(z).
        int n = path.sign.length;
        long[][] offset = new long[n][r];
        long[] off = new long[r];
        for (int c = 0; c < r; c++) off[c] = (long) path.period * rho[c];
        for (int m = 0; m < n; m++) {
            int[] s = rule.s[path.shift[m]];
            if (path.sign[m] < 0) for (int c = 0; c < r; c++) off[c] -= s[c];
            offset[m] = off.clone();
            if (path.sign[m] > 0) for (int c = 0; c < r; c++) off[c] += s[c];
        }
        for (int c = 0; c < r; c++)
            if (off[c] != 0) {
                long[] total = new long[r];
                for (int e = 0; e < r; e++) total[e] = off[e] - (long) path.period * rho[e];
                throw new CheckFailure(label + " path (line " + path.line + ") does not close: its steps sum to " + Vectors.show(total) + ", not −p·" + name);
            }
        // Every test is constant once y_c + dρ_c + offset_c ≥ b_c wherever ρ_c > 0.
        long stable = 1;
        for (int c = 0; c < r; c++) {
            if (rho[c] == 0) continue;
            for (long[] o : offset) {
                long need = rule.b[c] - y[c] - o[c];
                if (need > 0) stable = Math.max(stable, (need + rho[c] - 1) / rho[c]);
            }
        }
        if (stable > MAX_STABLE_D) throw new CheckFailure(label + " path (line " + path.line + ") only stabilises at d = " + stable + ", too far to check");
        for (int m = 0; m < n; m++)
            if (!stepHolds(y, rho, stable, path, m, offset[m]))
                throw new CheckFailure(label + " path (line " + path.line + ") step " + (m + 1) + " (" + (path.sign[m] > 0 ? "+" : "-") + path.shift[m]
                        + ") fails for all large d, e.g. d = " + stable + " at " + Vectors.show(at(y, rho, stable, offset[m])));
        // d_0: the least d from which every step's test holds for all larger d.
        long d0 = 1;
        for (long d = stable - 1; d >= 1 && d0 == 1; d--) {
            if ((d & 0xff) == 0) CheckFailure.checkInterrupt();
            for (int m = 0; m < n; m++)
                if (!stepHolds(y, rho, d, path, m, offset[m])) {
                    d0 = d + 1;
                    break;
                }
        }
        // o*(y + (d + p)ρ) = o*(y + dρ) for d ≥ d_0, so d = 1 .. d_0 + p − 1 are checked directly.
        for (long d = 1; d <= d0 + path.period - 1; d++) {
            if ((d & 0xff) == 0) CheckFailure.checkInterrupt();
            long[] p = at(y, rho, d, new long[r]);
            directChecks++;
            if (outcomes.at(p) != Rule.N)
                throw new CheckFailure(label + " o*(w + x + " + d + "·" + name + ") = P at " + Vectors.show(p) + ", expected N");
        }
    }

    /** The least n ≥ min with base_c + n·step_c ≥ b_c wherever step_c > 0: from there on the cell of base + n·step is constant. */
    private int saturation(long[] base, int[] step, int min) {
        long n = min;
        for (int c = 0; c < r; c++) {
            long need = rule.b[c] - base[c];
            if (step[c] > 0 && need > 0) n = Math.max(n, (need + step[c] - 1) / step[c]);
        }
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    private boolean stepHolds(long[] y, int[] rho, long d, Certificate.Path path, int m, long[] offset) {
        long[] z = at(y, rho, d, offset);
        for (long zc : z) if (zc < 0) return false;
        return rule.guarded(path.shift[m], z);
    }

    private long[] at(long[] y, int[] rho, long d, long[] offset) {
        long[] z = new long[r];
        for (int c = 0; c < r; c++) z[c] = y[c] + d * rho[c] + offset[c];
        return z;
    }

    private long[] point(long[] y, int[] rho, int d, int t) {
        long[] z = new long[r];
        for (int c = 0; c < r; c++) z[c] = y[c] + (rho == null ? 0 : (long) d * rho[c]) + (long) t * rule.s[f.shift][c];
        return z;
    }

    private static int[] sum(int[] a, int[] b) {
        int[] s = new int[a.length];
        for (int c = 0; c < a.length; c++) s[c] = a[c] + b[c];
        return s;
    }
}
