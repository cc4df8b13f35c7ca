package cgx.misere.lattice;

import cgx.core.Interrupts;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * An infinite family of pairwise distinguishable positions (docs/lattice-proofs.md, "Infinite
 * quotients"): witnesses W_a = w + a·σ and distinguishers X_a = x + a·τ with σ + τ = s_k, so that
 * W_a + X_a is P and W_b + X_a is N for b ≠ a, by the conditions (F1)–(F3) and two ray paths,
 * all checked against a proved rule. One ray suffices for pairwise distinguishability: (F1) and
 * (F2) alone give W_b + X_a N for b > a, (F1) and (F3) alone W_a + X_b N for a < b (the
 * other ray null). For cl{*2/21, *2/0} the search finds only such a family: W_a + X_b is P iff
 * b ≤ a, a threshold along the diagonal of its P-positions. For cl(*(2/0)0) the search finds W_a = * + 2a·D,
 * X_a = (6 + 2a)·E; Corollary A.3 of Plambeck–Siegel, W_a = (2a+3)·D, X_a = (2a+10)·E, passes
 * {@link #verified} too.
 */
public record InfiniteFamily(int[] w, int[] sigma, int[] x, int[] tau, int shift, Ray witnessRay, Ray distinguisherRay) {

    public InfiniteFamily {
        if (witnessRay == null && distinguisherRay == null) throw new IllegalArgumentException("a family needs a ray for (F2) or (F3)");
    }

    /** A ray path: period p and signed steps (+i adds s_i, −i subtracts it), with the first d from which its tests hold. */
    public record Ray(int period, int[] steps, boolean[] minus, int from) {
        String text() {
            StringBuilder sb = new StringBuilder().append(period).append(" :");
            for (int i = 0; i < steps.length; i++) sb.append(' ').append(minus[i] ? '-' : '+').append(steps[i]);
            return sb.toString();
        }
    }

    public int[] witness(long a) { return affine(w, sigma, a); }
    public int[] distinguisher(long a) { return affine(x, tau, a); }

    /**
     * A distinguisher of W_i and W_j (i ≠ j): X_i when both rays hold; with (F2) alone X_min(i, j),
     * with (F3) alone X_max(i, j). W_k + X_k is P for its own k, and the other sum is N.
     */
    public int[] distinguisher(long i, long j) {
        return distinguisher(twoSided() ? i : witnessRay != null ? Math.min(i, j) : Math.max(i, j));
    }

    static int[] affine(int[] base, int[] step, long a) {
        int[] out = new int[base.length];
        for (int c = 0; c < base.length; c++) {
            long v = base[c] + a * step[c];
            if (v > Integer.MAX_VALUE) throw new cgx.core.CgxException("index " + a + " too large: a coordinate passes 2^31");
            out[c] = (int) v;
        }
        return out;
    }

    /** The certificate's family lines. */
    public String text() {
        return "family-witness" + vec(w) + "\nfamily-witness-step" + vec(sigma) + "\nfamily-distinguisher" + vec(x) + "\nfamily-distinguisher-step" + vec(tau)
                + "\nfamily-shift " + shift + (witnessRay == null ? "" : "\nray-witness " + witnessRay.text())
                + (distinguisherRay == null ? "" : "\nray-distinguisher " + distinguisherRay.text()) + "\n";
    }

    private static String vec(int[] v) {
        StringBuilder sb = new StringBuilder();
        for (int x : v) sb.append(' ').append(x);
        return sb.toString();
    }

    // ------------------------------------------------------------------ search

    /** True if both rays are proved: W_b + X_a is N for every b ≠ a, not only on one side. */
    public boolean twoSided() { return witnessRay != null && distinguisherRay != null; }

    /** How X tells the W apart: "b ≠ a", or the one side its single ray proves. */
    public String separation() {
        return twoSided() ? "W_a + X_a being P and W_b + X_a N for b ≠ a" : witnessRay != null ? "W_a + X_a being P and W_b + X_a N for b > a"
                : "W_a + X_a being P and W_a + X_b N for a < b";
    }

    /**
     * Search a family for a proved rule: y = w + x over the box's P-positions, by size; first with
     * both rays, then with one; null if none.
     */
    public static InfiniteFamily search(LatticeRule rule) {
        InfiniteFamily f = search(rule, true);
        return f != null ? f : search(rule, false);
    }

    private static InfiniteFamily search(LatticeRule rule, boolean twoSided) {
        int r = rule.rank();
        int[] b = rule.box();
        int[] y = new int[r];
        // P-positions of the box, smallest first
        java.util.List<int[]> ps = new java.util.ArrayList<>();
        for (int i = 0; i < rule.boxSize(); i++) {
            if (i > 0) RuleDiscovery.next(y, b);
            if (rule.tableP(i)) ps.add(y.clone());
        }
        ps.sort((p, q) -> Integer.compare(Arrays.stream(p).sum(), Arrays.stream(q).sum()));
        for (int k = 0; k < rule.shiftCount(); k++) {
            int[] s = rule.shift(k);
            if (Arrays.stream(s).filter(z -> z > 0).count() < 2) continue;
            int[] sigma = new int[r];
            while (nextSplit(sigma, s)) {
                int[] tau = new int[r];
                for (int c = 0; c < r; c++) tau[c] = s[c] - sigma[c];
                if (Arrays.stream(tau).sum() == 0) continue;
                for (int[] p : ps) {
                    Interrupts.check();
                    InfiniteFamily f = tryFamily(rule, k, sigma.clone(), tau, p, twoSided);
                    if (f != null) return f;
                }
            }
        }
        return null;
    }

    /** Next non-zero σ ≤ s (odometer); false when exhausted. */
    private static boolean nextSplit(int[] sigma, int[] s) {
        for (int c = 0; c < s.length; c++) {
            if (sigma[c] < s[c]) { sigma[c]++; return true; }
            sigma[c] = 0;
        }
        return false;
    }

    /** The family with y = w + x, σ and τ = s_k − σ, if it passes (F1) with both rays or, failing that, one ray ((F2) or (F3)), their paths found; else null. */
    public static InfiniteFamily verified(LatticeRule rule, int k, int[] sigma, int[] y) {
        int[] tau = new int[sigma.length];
        for (int c = 0; c < tau.length; c++) {
            tau[c] = rule.shift(k, c) - sigma[c];
            if (tau[c] < 0 || sigma[c] < 0) return null;
        }
        InfiniteFamily f = tryFamily(rule, k, sigma.clone(), tau, y.clone(), true);
        return f != null ? f : tryFamily(rule, k, sigma.clone(), tau, y.clone(), false);
    }

    /** With {@code twoSided}, both rays or null; else one ray (the witness ray first) or null. */
    private static InfiniteFamily tryFamily(LatticeRule rule, int k, int[] sigma, int[] tau, int[] y, boolean twoSided) {
        int r = rule.rank();
        int reach = Arrays.stream(rule.box()).max().orElse(1) + 2;
        if (!rule.isP(y)) return null;
        for (int t = 0; t <= reach; t++) if (!rule.guard(k, plus(y, null, 0, rule.shift(k), t))) return null;
        Ray a, b;
        if (twoSided) {
            // the cheap tests of both sides before either path search
            if (!sideHolds(rule, k, y, sigma, reach) || !sideHolds(rule, k, y, tau, reach)) return null;
            if ((a = ray(rule, y, sigma)) == null || (b = ray(rule, y, tau)) == null) return null;
        } else {
            a = sideHolds(rule, k, y, sigma, reach) ? ray(rule, y, sigma) : null;
            b = a == null && sideHolds(rule, k, y, tau, reach) ? ray(rule, y, tau) : null;
            if (a == null && b == null) return null;
        }
        int[] w = new int[r], x = new int[r];
        for (int c = 0; c < r; c++) {
            if (tau[c] > 0 && sigma[c] == 0) x[c] = y[c];
            else w[c] = y[c];
        }
        return new InfiniteFamily(w, sigma.clone(), x, tau.clone(), k, a, b);
    }

    /** The guards of (F2) or (F3) along ρ near y, and no P among the first rays' points: worth a path search. */
    private static boolean sideHolds(LatticeRule rule, int k, int[] y, int[] rho, int reach) {
        for (int d = 1; d <= reach; d++)
            for (int t = 0; t <= reach; t++)
                if (!rule.guard(k, plus(y, rho, d, rule.shift(k), t))) return false;
        for (int d = 1; d <= 3 * reach; d++) if (rule.isP(plus(y, rho, d, null, 0))) return false;
        return true;
    }

    static int[] plus(int[] y, int[] rho, long d, int[] s, long t) {
        int[] out = y.clone();
        for (int c = 0; c < out.length; c++) out[c] += (int) ((rho == null ? 0 : d * rho[c]) + (s == null ? 0 : t * s[c]));
        return out;
    }

    /**
     * A path proving o*(y + dρ) = N for all d ≥ 1: breadth-first over offsets from p·ρ to 0 by
     * ±shifts whose tests hold at a large d, then d_0 found and d < d_0 + p checked directly.
     */
    static Ray ray(LatticeRule rule, int[] y, int[] rho) {
        int r = rule.rank();
        int maxShift = 0;
        for (int i = 0; i < rule.shiftCount(); i++) for (int c = 0; c < r; c++) maxShift = Math.max(maxShift, rule.shift(i, c));
        int bound = 6 * maxShift + 2;
        // past every cut: each coordinate with ρ_c > 0 then exceeds b_c whatever offset (|offset| ≤ bound + p·ρ_c) the path visits
        int big = 0;
        for (int c = 0; c < r; c++) big = Math.max(big, rule.box(c) + bound + 4 * (maxShift + 1) + Math.abs(y[c]) + 2);
        for (int p = 1; p <= 2; p++) {
            int[] start = new int[r];
            for (int c = 0; c < r; c++) start[c] = p * rho[c];
            Map<Offset, int[]> parent = new HashMap<>(); // offset → {previous offset…, step, sign}
            ArrayDeque<int[]> queue = new ArrayDeque<>();
            parent.put(new Offset(start), null);
            queue.add(start);
            int[] found = null;
            int visited = 0;
            while (!queue.isEmpty() && found == null && visited < 60_000) {
                int[] c0 = queue.poll();
                visited++;
                for (int i = 0; i < rule.shiftCount() && found == null; i++)
                    for (int sign = -1; sign <= 1; sign += 2) {
                        int[] c1 = new int[r];
                        boolean ok = true;
                        for (int c = 0; c < r; c++) {
                            c1[c] = c0[c] + sign * rule.shift(i, c);
                            int lim = rho[c] > 0 ? bound + p * rho[c] : bound + rule.box(c);
                            if (Math.abs(c1[c]) > lim) ok = false;
                        }
                        if (!ok || !stepHolds(rule, y, rho, big, c0, c1, i, sign)) continue;
                        Offset key = new Offset(c1);
                        if (parent.containsKey(key)) continue;
                        int[] rec = new int[r + 2];
                        System.arraycopy(c0, 0, rec, 0, r);
                        rec[r] = i;
                        rec[r + 1] = sign;
                        parent.put(key, rec);
                        if (Arrays.stream(c1).allMatch(z -> z == 0)) { found = c1; break; }
                        queue.add(c1);
                    }
            }
            if (found == null) continue;
            // the path, start to 0
            java.util.List<int[]> steps = new java.util.ArrayList<>();
            int[] cur = found;
            while (true) {
                int[] rec = parent.get(new Offset(cur));
                if (rec == null) break;
                steps.add(0, new int[] {rec[r], rec[r + 1]});
                cur = Arrays.copyOf(rec, r);
            }
            int[] idx = new int[steps.size()];
            boolean[] minus = new boolean[steps.size()];
            for (int s = 0; s < idx.length; s++) { idx[s] = steps.get(s)[0]; minus[s] = steps.get(s)[1] < 0; }
            int from = firstHolding(rule, y, rho, start, idx, minus, big);
            if (from < 0) continue;
            boolean allN = true;
            for (int d = 1; d < from + p && allN; d++) if (rule.isP(plus(y, rho, d, null, 0))) allN = false;
            if (allN) return new Ray(p, idx, minus, from);
        }
        return null;
    }

    /** An offset as a hash key (by value; the array is not modified after it is made a key). */
    private static final class Offset {
        final int[] v;
        final int hash;
        Offset(int[] v) { this.v = v; this.hash = Arrays.hashCode(v); }
        @Override public int hashCode() { return hash; }
        @Override public boolean equals(Object o) { return o instanceof Offset other && Arrays.equals(v, other.v); }
    }

    /** The test of one step at y + dρ + offset (d = big): sign −1 needs z − s_i ≥ 0 and Γ_i(z − s_i); +1 needs Γ_i(z). */
    private static boolean stepHolds(LatticeRule rule, int[] y, int[] rho, long d, int[] c0, int[] c1, int i, int sign) {
        int[] at = sign < 0 ? c1 : c0;
        int[] z = new int[y.length];
        for (int c = 0; c < y.length; c++) {
            long v = y[c] + d * rho[c] + at[c];
            if (v < 0) return false;
            z[c] = (int) v;
        }
        return rule.guard(i, z);
    }

    /** The least d_0 ≥ 1 such that every step's test holds for every d in [d_0, big]; −1 if one fails at big. */
    static int firstHolding(LatticeRule rule, int[] y, int[] rho, int[] start, int[] idx, boolean[] minus, int big) {
        int from = 1;
        for (int d = big; d >= 1; d--) {
            int[] c0 = start.clone();
            boolean ok = true;
            for (int s = 0; s < idx.length && ok; s++) {
                int[] c1 = c0.clone();
                for (int c = 0; c < c0.length; c++) c1[c] += (minus[s] ? -1 : 1) * rule.shift(idx[s], c);
                ok = stepHolds(rule, y, rho, d, c0, c1, idx[s], minus[s] ? -1 : 1);
                c0 = c1;
            }
            if (!ok) {
                if (d == big) return -1;
                from = d + 1;
                break;
            }
        }
        return from;
    }
}
