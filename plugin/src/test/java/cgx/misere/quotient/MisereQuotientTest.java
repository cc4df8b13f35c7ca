package cgx.misere.quotient;

import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import cgx.heap.TakeAndBreakCode;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.core.Rational;
import cgx.misere.MisereGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

class MisereQuotientTest {
    static Path games() {
        String p = System.getProperty("cgx.testGames");
        Path base = p != null ? Path.of(p) : Path.of("../test-games");
        return base.resolve("misere-quotients");
    }

    static Stream<String> paperRows() throws IOException {
        List<String> rows = new ArrayList<>();
        for (String line : Files.readAllLines(games().resolve("paper-figures.txt"))) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] f = line.trim().split("\\s+");
            if (f[f.length - 1].equals("ok")) rows.add(line.trim());
        }
        return rows.stream();
    }

    /** Figures 4 and 7: period, preperiod, order (and |P| where printed). */
    @ParameterizedTest
    @MethodSource("paperRows")
    void reproducesPaperFigures(String row) {
        String[] f = row.split("\\s+");
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(f[0]), 0, 4096);
        assertTrue(q.isComplete(), f[0] + " not certified");
        assertEquals(Integer.parseInt(f[1]), q.period(), f[0] + " period");
        assertEquals(Integer.parseInt(f[2]), q.preperiod(), f[0] + " preperiod");
        assertEquals(Integer.parseInt(f[3]), q.order(), f[0] + " order");
        if (f.length > 5) assertEquals(Integer.parseInt(f[4]), q.pPortion().size(), f[0] + " |P|");
        // and its predictions against exhaustive misère search (Q.Verify throws on a mismatch)
        assertTrue(q.verify(20) > 600, f[0] + " verified");
    }

    // ------------------------------------------------------------ independent brute force

    /** Misère search written separately from the engine: heaps as sorted lists, moves from the digits. */
    static final class Brute {
        final int[] d;
        final Map<List<Integer>, Boolean> memo = new HashMap<>();
        Brute(String code) {
            String[] parts = code.split("\\.");
            d = new int[parts[1].length() + 1];
            d[0] = Integer.parseInt(parts[0]);
            for (int i = 0; i < parts[1].length(); i++) d[i + 1] = parts[1].charAt(i) - '0';
        }
        List<List<Integer>> moves(int n) {
            List<List<Integer>> out = new ArrayList<>();
            for (int k = 0; k < d.length && k <= n; k++) {
                int r = n - k;
                if ((d[k] & 1) != 0 && k > 0 && r == 0) out.add(List.of());
                if ((d[k] & 2) != 0 && k > 0 && r > 0) out.add(List.of(r));
                if ((d[k] & 4) != 0) for (int a = 1; a < r; a++) out.add(List.of(a, r - a));
            }
            return out;
        }
        boolean pPosition(List<Integer> heaps) {
            List<Integer> key = new ArrayList<>(heaps);
            key.sort(null);
            Boolean m = memo.get(key);
            if (m != null) return m;
            boolean any = false, p = true;
            for (int i = 0; i < key.size() && p; i++) {
                for (List<Integer> opt : moves(key.get(i))) {
                    any = true;
                    List<Integer> next = new ArrayList<>(key);
                    next.remove(i);
                    next.addAll(opt);
                    if (pPosition(next)) { p = false; break; }
                }
            }
            boolean r = any && p; // no move: the player to move has won (misère)
            memo.put(key, r);
            return r;
        }
    }

    static void partitions(int remaining, int max, List<Integer> cur, List<List<Integer>> out) {
        out.add(new ArrayList<>(cur));
        for (int h = Math.min(remaining, max); h >= 1; h--) {
            cur.add(h);
            partitions(remaining - h, h, cur, out);
            cur.remove(cur.size() - 1);
        }
    }

    /** Every sum of heaps of total size ≤ 18: the quotient's prediction equals exhaustive misère search. */
    @ParameterizedTest
    @ValueSource(strings = {"0.15", "0.77", "0.34", "0.75", "0.53", "0.71", "0.72", "0.153", "0.351", "0.512", "4.56", "0.1232", "0.3131", "0.44", "0.115", "0.1032"})
    void predictionsMatchExhaustiveSearch(String code) {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), 0, 4096);
        Brute b = new Brute(code);
        List<List<Integer>> all = new ArrayList<>();
        partitions(18, 18, new ArrayList<>(), all);
        for (List<Integer> pos : all) {
            String predicted = q.outcome(pos.stream().mapToInt(Integer::intValue).toArray());
            assertEquals(b.pPosition(pos) ? "P" : "N", predicted, code + " " + pos);
        }
    }

    /** Partial quotients too: Q_n predicts correctly for sums of heaps ≤ n. */
    @ParameterizedTest
    @ValueSource(strings = {"0.15", "0.77", "0.07", "0.44"})
    void partialQuotientsMatchExhaustiveSearch(String code) {
        int n = 12;
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), n, 4096);
        assertEquals(n, q.maxGenerator());
        Brute b = new Brute(code);
        List<List<Integer>> all = new ArrayList<>();
        partitions(20, n, new ArrayList<>(), all);
        for (List<Integer> pos : all) {
            int x = 0;
            for (int h : pos) x = q.mul(x, q.phiElement(h));
            assertEquals(b.pPosition(pos), q.isP[x], code + " " + pos);
        }
    }

    /**
     * The structural refinements first at every split (the learner only where they fail): Q_n
     * agrees with the default path (the learner) and with exhaustive search on sums of heaps ≤ n.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.644:14", "0.4107:14", "0.15:20", "0.1032:16"})
    void structuralRefinementsMatchExhaustiveSearch(String spec) {
        String code = spec.split(":")[0];
        int n = Integer.parseInt(spec.split(":")[1]);
        CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 4096, 3_000_000, null);
        s.builder.structuralFirst = true;
        while (s.heaps < n) s.step();
        MisereQuotient def = Quotients.ofCode(TakeAndBreakCode.parse(code), n, 4096);
        assertEquals(def.order(), s.builder.order, code + " order of Q_" + n);
        Brute b = new Brute(code);
        List<List<Integer>> all = new ArrayList<>();
        partitions(22, n, new ArrayList<>(), all);
        for (List<Integer> pos : all) {
            int x = 0;
            for (int h : pos) x = s.builder.mul(x, s.builder.phi[h]);
            assertEquals(b.pPosition(pos), s.builder.isP[x], code + " " + pos);
        }
    }

    /**
     * The engine's result is a snapshot: the builder going on (0.4107 grows from Q_9 to Q_20)
     * changes nothing in a result taken before, whose table, Φ and transition algebra are those
     * of the quotient computed to that heap alone.
     */
    @Test
    void engineResultIsASnapshot() {
        TakeAndBreakCode code = TakeAndBreakCode.parse("0.4107");
        CodeSolver s = new CodeSolver(code, 4096, 3_000_000, null);
        while (s.heaps < 9) s.step();
        QuotientResult r = s.builder.result();
        int[] table = r.table();
        int[] phi = r.phi();
        while (s.heaps < 20) s.step();
        assertNotEquals(r.order(), s.builder.order, "the quotient grows after heap 9");
        assertArrayEquals(table, r.table());
        assertArrayEquals(phi, r.phi());
        MisereQuotient q9 = Quotients.ofCode(code, 9, 4096);
        assertArrayEquals(q9.mul, r.table());
        assertArrayEquals(q9.phi, r.phi());
        TransitionAlgebra fresh = new TransitionAlgebra(q9);
        assertEquals(fresh.size(), r.transitionAlgebraSize());
        for (int x = 0; x < r.order(); x++) for (int y = 0; y < r.order(); y++) assertEquals(fresh.meximalSet(x).contains(q9.word(y)), r.inMeximal(x, y));
        r.table()[1] = -1; // a copy: the result does not change
        assertArrayEquals(table, r.table());
    }

    /**
     * 4.4 (Figure 4 lists it with 0.77's 12 / 71 / 40): we certify period 12, preperiod 72, order
     * 40. The normal-play values, computed independently (test-games paper-figures.txt), change
     * for the last time at heap 71 for 4.4 and at heap 70 for 0.77: 4.4 is 0.77 shifted by one
     * heap, so its periodicity starts one heap later.
     */
    @Test
    void fourPointFour() {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("4.4"), 0, 4096);
        assertTrue(q.isComplete());
        assertEquals(40, q.order());
        assertEquals(12, q.period());
        assertEquals(72, q.preperiod());
        assertEquals(9, q.pPortion().size());
        assertTrue(q.verify(20) > 600);
    }

    /**
     * Q_30 and Q_33 of 0.07: orders 360 (Siegel, on the miseregames blog, 2007-08-28: "Q_30(0.07)
     * has size 360") and 638 (the issue's figure). About 40 s.
     */
    @Test
    void partialQuotients0_07() {
        assertEquals(144, Quotients.ofCode(TakeAndBreakCode.parse("0.07"), 25, 4096).order());
        assertEquals(360, Quotients.ofCode(TakeAndBreakCode.parse("0.07"), 30, 4096).order());
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.07"), 33, 4096);
        assertEquals(638, q.order());
        assertTrue(q.verify(16) > 100);
    }

    /**
     * 0.4107 (§A.2, Figure 5): period 24, preperiod 66, order 506, a minimal set of 34 generators,
     * and every Φ-value of Figure 5 as printed. About 5 s on two cores.
     */
    @Test
    void dawson0_4107() throws IOException {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.4107"), 0, 4096);
        assertTrue(q.isComplete());
        assertEquals(506, q.order());
        assertEquals(24, q.period());
        assertEquals(66, q.preperiod());
        assertEquals(34, q.generators().size());
        int rows = 0;
        for (String line : Files.readAllLines(games().resolve("0.4107-figure5.txt"))) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] f = line.trim().split("\\s+");
            assertEquals(f[1], q.phi(Integer.parseInt(f[0])).toString(), "Φ(" + f[0] + ")");
            rows++;
        }
        assertEquals(113, rows);
        assertTrue(q.verify(14) > 100);
    }

    /**
     * 0.644 (§A.2): order 172, period 442; Q = Q_333 while Q ≠ Q_332 (the quotient grows for the
     * last time at heap 333). Preperiod: we certify 3256 where the paper prints 3255; see
     * test-games/misere-quotients/paper-figures.txt (the normal-play values, computed
     * independently, also change for the last time at heap 3255, so periodicity starts at 3256).
     */
    @Test
    void dawsonCousin0644() {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.644"), 0, 4096);
        assertTrue(q.isComplete());
        assertEquals(172, q.order());
        assertEquals(442, q.period());
        assertEquals(3256, q.preperiod());
        assertEquals(172, Quotients.ofCode(TakeAndBreakCode.parse("0.644"), 333, 4096).order());
        assertEquals(108, Quotients.ofCode(TakeAndBreakCode.parse("0.644"), 332, 4096).order());
        // the quotient's predictions against exhaustive search on all sums of heaps of total size <= 18
        Brute b = new Brute("0.644");
        List<List<Integer>> all = new ArrayList<>();
        partitions(18, 18, new ArrayList<>(), all);
        for (List<Integer> pos : all) {
            int x = 0;
            for (int h : pos) x = q.mul(x, q.phiElement(h));
            assertEquals(b.pPosition(pos), q.isP[x], "0.644 " + pos);
        }
    }

    /**
     * The learner's oracle: a wrong candidate (the product Q_{g-1} x C that the first growth attempt
     * rejects) predicts every position lighter than its least failure correctly, and the least
     * failure itself wrongly. Checked against exhaustive search at every split of small heaps.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.07:14", "0.4107:14", "0.1032:14", "0.644:14", "0.77:14"})
    void leastFailureIsAnExactFrontier(String spec) {
        String code = spec.split(":")[0];
        int n = Integer.parseInt(spec.split(":")[1]);
        CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 4096, 3_000_000, null);
        Brute b = new Brute(code);
        int checked = 0, lexChecked = 0;
        while (s.heaps < n) {
            s.builder.failedProduct = null;
            s.step();
            if (s.builder.failedProduct == null) continue;
            int g = s.heaps;
            QuotientBuilder.Candidate c = ((QuotientBuilder.ProductPredictor) s.builder.failedProduct).candidate(g);
            FailureSearch.Failure f = new FailureSearch(s.builder, g).leastFailure(c.n(), c.mul(), c.isP(), c.phi());
            assertNotNull(f.witness(), code + " split at " + g + ": the rejected candidate should fail somewhere");
            long wf = 0;
            for (int h : f.witness()) wf += h;
            assertEquals(f.weight(), wf, "witness weight");
            java.util.function.Function<List<Integer>, Boolean> predict = pos -> {
                int x = 0;
                for (int h : pos) x = c.mul()[x * c.n() + c.phi()[h]];
                return c.isP()[x];
            };
            List<Integer> w = new ArrayList<>();
            for (int h : f.witness()) w.add(h);
            assertNotEquals(b.pPosition(w), predict.apply(w), code + " " + w + " should be mispredicted");
            List<List<Integer>> all = new ArrayList<>();
            partitions((int) Math.min(f.weight() - 1, 24), g, new ArrayList<>(), all);
            for (List<Integer> pos : all) assertEquals(b.pPosition(pos), predict.apply(pos), code + " heap " + g + " " + pos);
            // the lexicographic frontier: mispredicted at its witness, right on every smaller position
            for (QuotientBuilder.Candidate cand : List.of(c)) {
                FailureSearch.LexFailure lf = new FailureSearch(s.builder, g).lexLeastFailure(cand.n(), cand.mul(), cand.isP(), cand.phi());
                assertNotNull(lf, "lexicographic search bound");
                assertFalse(lf.correct(), code + " split at " + g + ": a rejected candidate should fail somewhere");
                java.util.function.Function<List<Integer>, Boolean> pr = pos -> {
                    int x = 0;
                    for (int h : pos) x = cand.mul()[x * cand.n() + cand.phi()[h]];
                    return cand.isP()[x];
                };
                List<Integer> lw = new ArrayList<>();
                for (int h : lf.witness()) lw.add(h);
                assertNotEquals(b.pPosition(lw), pr.apply(lw), code + " " + lw + " should be mispredicted");
                int below = 0;
                for (List<Integer> pos : all20(g)) {
                    int[] x = pos.stream().mapToInt(Integer::intValue).sorted().toArray();
                    if (FailureSearch.lexCompare(x, lf.witness()) >= 0) continue;
                    assertEquals(b.pPosition(pos), pr.apply(pos), code + " heap " + g + " lex below " + lw + ": " + pos);
                    below++;
                }
                assertTrue(below > 0);
                lexChecked++;
            }
            checked++;
        }
        assertTrue(checked > 0, code + ": no split below heap " + n);
        assertTrue(lexChecked > 0, code + ": no lexicographic frontier checked");
    }

    /**
     * The learner's exact outcomes against exhaustive search on all sums of total size <= 22 that
     * contain the new heap, at every split of small heaps (0.54's at 14 and 17: a splitting code):
     * with its copies automaton at level 3 (its level 1 learned at once, and in a third learner heap by heap)
     * (o⁻(Y + jG), j ≤ 3, read off it, Y + 4G found N by it), checked on its minimal pairs and,
     * in a second learner, by its fallback search over all pairs; and the split's own learner
     * after its run (level 2, the oracles of its rejected candidates, its memo).
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.07:14", "0.4107:14", "0.1032:14", "0.77:14", "0.144:20", "0.54:18"})
    void learnerOutcomesWithOraclesMatchExhaustiveSearch(String spec) {
        String code = spec.split(":")[0];
        int n = Integer.parseInt(spec.split(":")[1]);
        CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 4096, 3_000_000, null);
        Brute b = new Brute(code);
        int[] runs = new int[1];
        s.learnerHook = (l, afterRun) -> {
            int g = l.generator();
            List<List<Integer>> all = new ArrayList<>();
            partitions(22, g, new ArrayList<>(), all);
            List<QuotientLearner> learners = new ArrayList<>();
            if (afterRun) {
                learners.add(l);
                runs[0]++;
            } else { // (the split's own learner is left as it is for its run)
                for (int variant = 0; variant < 3; variant++) { // TMin check, search check, level 1 heap by heap
                    QuotientLearner k = new QuotientLearner(s.builder, g, 3_000_000);
                    k.copiesBySearch = variant == 1;
                    k.copiesHeapByHeap = variant == 2;
                    k.startPredictor();
                    assertTrue(k.learnCopies(3), code + " split at " + g + ": copies automaton" + new String[] {"", " checked by search", " heap by heap"}[variant]);
                    learners.add(k);
                }
            }
            for (List<Integer> pos : all) {
                if (!pos.contains(g)) continue;
                int[] x = pos.stream().mapToInt(Integer::intValue).sorted().toArray();
                for (QuotientLearner k : learners)
                    assertEquals(b.pPosition(pos), k.oracle().isP(x), code + " split at " + g + (afterRun ? " after the run: " : ": ") + pos);
            }
        };
        while (s.heaps < n) s.step();
        assertTrue(runs[0] > 0, code + ": no split below heap " + n);
    }

    /** All sums of heaps 1..g of total size at most 20. */
    private static List<List<Integer>> all20(int g) {
        List<List<Integer>> all = new ArrayList<>();
        partitions(20, g, new ArrayList<>(), all);
        return all;
    }

    @org.junit.jupiter.api.Test
    void lexOrderComparesFromTheLargestHeap() {
        assertTrue(FailureSearch.lexCompare(new int[] {3, 5}, new int[] {1, 3, 5}) < 0);
        assertTrue(FailureSearch.lexCompare(new int[] {2, 2, 2, 5}, new int[] {3, 5}) < 0);
        assertTrue(FailureSearch.lexCompare(new int[] {1, 1, 1, 1, 4}, new int[] {5}) < 0);
        assertTrue(FailureSearch.lexCompare(new int[] {5}, new int[] {5, 5}) < 0);
        assertEquals(0, FailureSearch.lexCompare(new int[] {2, 7}, new int[] {2, 7}));
        assertTrue(FailureSearch.lexCompare(new int[] {}, new int[] {1}) < 0);
    }

    /**
     * The learner's exact outcomes (search on canonical forms of the heaps below the new one, with
     * equal heaps merged) against the independent brute force, on all sums of total size <= 22
     * that contain the new heap.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.4107:13:forms", "0.144:12:forms", "0.77:11:forms", "4.7:10:forms",
                            "0.4107:13:heaps", "0.144:12:heaps", "0.77:11:heaps", "4.7:10:heaps", "0.07:12:heaps"})
    void learnerOutcomesMatchExhaustiveSearch(String spec) {
        String code = spec.split(":")[0];
        int g = Integer.parseInt(spec.split(":")[1]);
        CodeSolver s = new CodeSolver(TakeAndBreakCode.parse(code), 4096, 3_000_000, null);
        while (s.heaps < g) s.step();
        OutcomeOracle l = new OutcomeOracle(s.builder, g, 3_000_000);
        if (spec.endsWith(":heaps")) l.disableFormSearch(); else l.enableFormSearch();
        Brute b = new Brute(code);
        List<List<Integer>> all = new ArrayList<>();
        partitions(22, g, new ArrayList<>(), all);
        int n = 0;
        for (List<Integer> pos : all) {
            if (!pos.contains(g)) continue;
            int[] x = pos.stream().mapToInt(Integer::intValue).sorted().toArray();
            assertEquals(b.pPosition(pos), l.isP(x), code + " " + pos);
            n++;
        }
        assertTrue(n > 50, code + ": " + n + " positions");
    }

    // ------------------------------------------------------------ Figure 2 and named quotients

    @Test
    void guilesFigure2() {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.15"), 0, 4096);
        assertEquals("<a, b, c, d, e, f, g, h, i | a^2 = 1, b^4 = b^2, bc = ab^3, c^2 = b^2, b^2d = d, cd = ad, d^3 = ad^2, "
                + "b^2e = b^3, de = bd, be^2 = ace, ce^2 = abe, e^4 = e^2, bf = b^3, df = d, ef = ace, cf^2 = cf, f^3 = f^2, "
                + "b^2g = b^3, cg = ab^3, dg = bd, eg = be, fg = b^3, g^2 = bg, bh = bg, ch = ab^3, dh = bd, eh = bg, fh = b^3, "
                + "gh = bg, h^2 = b^2, bi = bg, ci = ab^3, di = bd, ei = be, fi = b^3, gi = bg, hi = b^2, i^2 = b^2>", q.presentation());
        assertEquals("[a, b^2, bd, d^2, ae, ae^2, ae^3, af, af^2, ag, ah, ai]", q.pPortion().toString());
        String[] row40 = {"ab^2", "abe", "f^2", "abg", "abg", "b^3", "h", "d", "h", "h"};
        for (int i = 0; i < 10; i++) assertEquals(row40[i], q.phi(41 + i).toString());
        assertEquals("b^3", q.phi(1000006).toString()); // read off the period
        assertEquals("P", q.outcome("b^2"));
        assertEquals("N", q.outcome("ab^2"));
        assertEquals("ab^3", q.multiply("b", "c").toString());
        assertTrue(q.verify(16) > 0);
        assertTrue(q.isNormal());
        assertFalse(q.isTame());
        assertEquals(2, q.elementPeriod("b"));
    }

    /** T_n = Q(*2^(n-1)) has order 2^n + 2 and is tame; Nim heaps up to 2^(n-1) via the code 0.333... */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void tameQuotientsOfNim(int n) {
        int top = 1 << (n - 1);
        String code = "0." + "3".repeat(Math.max(top, 1));
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(code), top, 4096);
        assertEquals(n == 1 ? 2 : (1 << n) + 2, q.order());
        assertTrue(q.isTame());
        MisereQuotient f = Quotients.ofForms(List.of(MisereGame.nim(top)), 4096);
        assertEquals(q.order(), f.order());
        assertTrue(f.isTame());
    }

    @Test
    void r8ForKayleslikeCodes() {
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.75"), 0, 4096);
        assertEquals(8, q.order());
        assertEquals("<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>", q.presentation());
        assertEquals("[a, b^2]", q.pPortion().toString());
        assertFalse(q.isTame());
    }

    @Test
    void transitionAlgebraOfStar2() {
        MisereQuotient q = Quotients.ofForms(List.of(MisereGame.nim(2)), 4096);
        TransitionAlgebra t = new TransitionAlgebra(q);
        // Definition 5.1 example: M_{b^2} = {b, ab, ab^2}
        assertEquals("[b, ab, ab^2]", t.meximalSet("b^2").toString());
        assertEquals("b^2", t.mex(List.of("b", "ab", "ab^2")).toString());
        assertEquals("1", t.mex(List.of("a")).toString()); // {*} -> 0 + 0? options {a}: a game with option * is 0 in misère? no: F({a}) = 1
    }

    /** §A.6: the 200-element quotient of *(2/210)(2/30)3/21 (|P| = 27, a generator of period 6) and the 120-element one of *(2/1)(2/0)4310 (an element of period 4). */
    @Test
    void unusualPeriods() {
        MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse("*(2/210)(2/30)3/21")), 4096);
        assertEquals(200, q.order());
        assertEquals(27, q.pPortion().size());
        int maxPeriod = 0;
        for (MonoidWord g : q.generators()) maxPeriod = Math.max(maxPeriod, q.elementPeriod(g));
        assertEquals(6, maxPeriod);
        MisereQuotient h = Quotients.ofForms(List.of(MisereGame.parse("*(2/1)(2/0)4310")), 4096);
        assertEquals(120, h.order());
        int m = 0;
        for (MonoidWord x : h.elements()) m = Math.max(m, h.elementPeriod(x));
        assertEquals(4, m);
    }

    @Test
    void badInput() {
        assertThrows(CgxException.class, () -> TakeAndBreakCode.parse("0.1x"));
        assertThrows(CgxException.class, () -> Quotients.ofCode(TakeAndBreakCode.parse("0.15"), 10, 4096).phi(11));
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.15"), 0, 4096);
        assertThrows(CgxException.class, () -> q.outcome("xyz"));
    }

    @Test
    void growingQuotientStopsAtTheBound() {
        // 0.26's quotient is infinite (Figure 8): with a small order bound we get a partial quotient back
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse("0.26"), 0, 32);
        assertFalse(q.isComplete());
        assertTrue(q.order() <= 32);
        assertTrue(q.maxGenerator() >= 8);
    }
}
