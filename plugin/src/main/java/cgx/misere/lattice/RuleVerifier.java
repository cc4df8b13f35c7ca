package cgx.misere.lattice;

import cgx.core.Interrupts;

/**
 * Checks the hypotheses (1)–(4) of the theorem of docs/lattice-proofs.md for a rule on a
 * lattice: if they hold, o* is the misère outcome at every position. The checks run over the
 * representatives v ∈ Π[0, K_c] (K_c = b_c + Δ_c), a coordinate at K_c standing for every
 * larger value; direct checks are made only at representatives that are single points.
 * (The certificate is re-verified by the independent {@code check.LatticeProofChecker}.)
 */
public final class RuleVerifier {
    private RuleVerifier() {}

    /** Representatives at most this many. */
    public static final long MAX_REPRESENTATIVES = 200_000_000L;

    /** The outcome; with {@code collect}, the failed joins as pairs (shift j, cell of v − s_j) in {@code unjoined}. */
    public record Result(boolean proved, String failure, long representatives, long directChecks, java.util.List<int[]> unjoined, int[] at) {
        Result(boolean proved, String failure, long representatives, long directChecks) { this(proved, failure, representatives, directChecks, java.util.List.of(), null); }
        Result(boolean proved, String failure, long representatives, long directChecks, java.util.List<int[]> unjoined) { this(proved, failure, representatives, directChecks, unjoined, null); }
    }

    /** Δ_c = 2·max_i s_i[c] + max_{g,w} |w_c − [g = c]| + 1. */
    static int[] delta(LatticeGame game, LatticeRule rule) {
        int r = game.rank();
        int[] d = new int[r];
        for (int c = 0; c < r; c++) {
            int s = 0, o = 0;
            for (int i = 0; i < rule.shiftCount(); i++) s = Math.max(s, rule.shift(i, c));
            for (int g = 0; g < r; g++)
                for (int[] w : game.options(g)) o = Math.max(o, Math.abs(w[c] - (g == c ? 1 : 0)));
            d[c] = 2 * s + o + 1;
        }
        return d;
    }

    public static Result verify(LatticeGame game, LatticeRule rule) { return verify(game, rule, false); }

    /** With {@code collect}, failed joins at infinite cells are collected (and the rule reported unproved) instead of stopping. */
    public static Result verify(LatticeGame game, LatticeRule rule, boolean collect) {
        int r = game.rank();
        int[] delta = delta(game, rule);
        int[] k = new int[r];
        long reps = 1;
        for (int c = 0; c < r; c++) {
            k[c] = rule.box(c) + delta[c];
            reps *= k[c] + 1;
            if (reps > MAX_REPRESENTATIVES) return new Result(false, "too many representatives to check (more than " + MAX_REPRESENTATIVES + ")", 0, 0);
        }
        if (rule.tableP(0)) return new Result(false, "(1) fails: the table says 0 is P", 0, 0);
        int[] kk = new int[r];
        for (int c = 0; c < r; c++) kk[c] = k[c] + 1;
        // chunks checked on every core; the failure reported is the first in index order, as one pass would find it
        int chunks = (int) Math.min(reps, 256);
        long per = (reps + chunks - 1) / chunks, total = reps;
        Chunk[] done = new Chunk[chunks];
        Thread caller = Thread.currentThread(); // Ctrl-C interrupts it, and its deadline bounds the workers
        long deadline = Interrupts.deadline();
        // a chunk past the first that failed stops: its result is never read
        int[][][] candidates = joinCandidates(rule);
        java.util.concurrent.atomic.AtomicInteger firstFailed = new java.util.concurrent.atomic.AtomicInteger(Integer.MAX_VALUE);
        java.util.stream.IntStream.range(0, chunks).parallel().forEach(i -> {
            done[i] = new Chunk(game, rule, k, kk, collect, candidates, caller, deadline);
            done[i].run(i * per, Math.min(total, (i + 1) * per), () -> i > firstFailed.get());
            if (done[i].failure != null || done[i].stopped != null) firstFailed.accumulateAndGet(i, Math::min);
        });
        Interrupts.check();
        long direct = 0;
        java.util.List<int[]> unjoined = new java.util.ArrayList<>();
        for (Chunk c : done) {
            if (c.stopped != null) throw c.stopped;
            direct += c.direct;
            unjoined.addAll(c.unjoined);
            if (c.failure != null) return new Result(false, c.failure.failure(), 0, direct, unjoined, c.failure.at());
        }
        if (!unjoined.isEmpty()) return new Result(false, "(3) fails: " + unjoined.size() + " joins fail", reps, direct, unjoined);
        return new Result(true, null, reps, direct);
    }

    /** One range of representatives, checked in index order; stops at its first failure. */
    private static final class Chunk {
        final LatticeGame game;
        final LatticeRule rule;
        final int[] k, kk;
        final boolean collect;
        final int[][][] candidates;
        long direct;
        final java.util.List<int[]> unjoined = new java.util.ArrayList<>();
        Result failure;
        RuntimeException stopped;
        final Thread caller;
        final long deadline;

        Chunk(LatticeGame game, LatticeRule rule, int[] k, int[] kk, boolean collect, int[][][] candidates, Thread caller, long deadline) {
            this.caller = caller;
            this.deadline = deadline;
            this.game = game;
            this.rule = rule;
            this.k = k;
            this.kk = kk;
            this.collect = collect;
            this.candidates = candidates;
        }

        void run(long from, long to, java.util.function.BooleanSupplier moot) {
            try {
                int r = k.length;
                int[] v = new int[r];
                long x = from;
                for (int c = 0; c < r; c++) { v[c] = (int) (x % kk[c]); x /= kk[c]; }
                int[] w = new int[r], u = new int[r], up = new int[r];
                for (long rep = from; rep < to; rep++) {
                    if ((rep & 0x3fff) == 0) {
                        if (moot.getAsBoolean()) return;
                        if (caller.isInterrupted() || deadline != Long.MAX_VALUE && System.nanoTime() > deadline)
                            throw new Interrupts.Stopped(caller.isInterrupted() ? "interrupted" : "time limit reached");
                    }
                    if (rep > from) RuleDiscovery.next(v, kk);
                    failure = check(rep, v, w, u, up);
                    if (failure != null) return;
                }
            } catch (RuntimeException e) {
                stopped = e;
            }
        }

        private Result check(long rep, int[] v, int[] w, int[] u, int[] up) {
            int r = v.length, n = rule.shiftCount();
            boolean exact = true;
            for (int c = 0; c < r; c++) if (v[c] == k[c]) { exact = false; break; }
            if (rule.inBox(v)) {
                // (3), first case, and (4) directly
                boolean p = rule.tableP(rule.boxIndex(v));
                for (int j = 0; j < n; j++)
                    if (rule.applies(j, v) && rule.isP(minus(v, rule.shift(j), w)) != p)
                        return fail("(3) fails in the table", v, k, "shift " + j);
                if (rep > 0) {
                    direct++;
                    if (p != noOptionP(game, rule, v, up)) return fail("(4) fails: the outcome rule fails", v, k, p ? "it is P but has a P option" : "it is N but has no P option");
                }
                return null;
            }
            int first = rule.firstShift(v);
            if (first < 0) return fail("(2) fails: no shift applies", v, k, null);
            minus(v, rule.shift(first), u);
            // (3): every other shift that applies joins the first, or is checked directly
            for (int j = 0; j < n; j++) {
                if (j == first || !rule.applies(j, v)) continue;
                if (joins(rule, v, first, candidates[first][j], w)) continue;
                if (!exact) {
                    unjoined.add(new int[] {j, rule.cell(minus(v, rule.shift(j), w))});
                    if (!collect) return fail("(3) fails: shifts " + first + " and " + j + " do not join", v, k, null);
                    continue;
                }
                direct++;
                if (rule.isP(u) != rule.isP(minus(v, rule.shift(j), w)))
                    return fail("(3) fails: shifts " + first + " and " + j + " disagree", v, k, null);
            }
            // (4): a descent, or the outcome rule directly
            if (hasDescent(game, rule, v, u, up)) return null;
            if (!exact) return fail("(4) fails: no descent", v, k, null);
            direct++;
            if (rule.isP(v) != noOptionP(game, rule, v, up)) return fail("(4) fails: the outcome rule fails", v, k, null);
            return null;
        }
    }

    /**
     * For each pair (i, j) of shifts, the pairs (a, b) (−1 for none, not both) with
     * s_i + s_a = s_j + s_b, in the order (a, then b) in which {@link #joins} tries them: the
     * equation does not depend on v, so it is solved once per rule.
     */
    static int[][][] joinCandidates(LatticeRule rule) {
        int n = rule.shiftCount(), r = rule.rank();
        int[][][] out = new int[n][n][];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                java.util.List<Integer> ab = new java.util.ArrayList<>();
                for (int a = -1; a < n; a++)
                    next:
                    for (int b = -1; b < n; b++) {
                        if (a < 0 && b < 0) continue;
                        for (int c = 0; c < r; c++) {
                            int sa = a < 0 ? 0 : rule.shift(a, c), sb = b < 0 ? 0 : rule.shift(b, c);
                            if (rule.shift(i, c) + sa != rule.shift(j, c) + sb) continue next;
                        }
                        ab.add(a);
                        ab.add(b);
                    }
                out[i][j] = ab.stream().mapToInt(Integer::intValue).toArray();
            }
        return out;
    }

    /**
     * A join of v − s_i and v − s_j: shifts a, b (−1 for none) with s_i + s_a = s_j + s_b,
     * w = v − s_i − s_a ≥ 0 and the guards of a and b at w ({@code ab}: the candidates of
     * {@link #joinCandidates} for (i, j)).
     */
    static boolean joins(LatticeRule rule, int[] v, int i, int[] ab, int[] w) {
        int r = v.length;
        next:
        for (int k = 0; k < ab.length; k += 2) {
            int a = ab[k], b = ab[k + 1];
            for (int c = 0; c < r; c++)
                if ((w[c] = v[c] - rule.shift(i, c) - (a < 0 ? 0 : rule.shift(a, c))) < 0) continue next;
            if ((a < 0 || rule.guard(a, w)) && (b < 0 || rule.guard(b, w))) return true;
        }
        return false;
    }

    private static boolean hasDescent(LatticeGame game, LatticeRule rule, int[] v, int[] u, int[] up) {
        int r = v.length;
        next:
        for (int i = 0; i < rule.shiftCount(); i++) {
            if (!rule.applies(i, v)) continue;
            for (int c = 0; c < r; c++) {
                u[c] = v[c] - rule.shift(i, c);
                if (rule.shift(i, c) > 0 && u[c] < 1) continue next;
            }
            for (int g = 0; g < r; g++) {
                if (u[g] == 0) continue;
                for (int[] o : game.options(g)) {
                    for (int c = 0; c < r; c++) up[c] = u[c] + o[c] - (c == g ? 1 : 0);
                    if (!rule.guard(i, up)) continue next;
                }
            }
            return true;
        }
        return false;
    }

    /** True if no option of v is P under o*. */
    static boolean noOptionP(LatticeGame game, LatticeRule rule, int[] v, int[] up) {
        int r = v.length;
        for (int g = 0; g < r; g++) {
            if (v[g] == 0) continue;
            for (int[] o : game.options(g)) {
                for (int c = 0; c < r; c++) up[c] = v[c] + o[c] - (c == g ? 1 : 0);
                if (rule.isP(up)) return false;
            }
        }
        return true;
    }

    static int[] minus(int[] v, int[] s, int[] out) {
        for (int c = 0; c < v.length; c++) out[c] = v[c] - s[c];
        return out;
    }

    private static Result fail(String what, int[] v, int[] k, String detail) {
        return new Result(false, what + " at " + cellText(v, k) + (detail == null ? "" : " (" + detail + ")"), 0, 0, java.util.List.of(), v.clone());
    }

    /** A representative, coordinates at K_c written ≥K_c. */
    static String cellText(int[] v, int[] k) {
        StringBuilder sb = new StringBuilder("(");
        for (int c = 0; c < v.length; c++) sb.append(c == 0 ? "" : ", ").append(v[c] == k[c] ? "≥" + k[c] : Integer.toString(v[c]));
        return sb.append(')').toString();
    }
}
