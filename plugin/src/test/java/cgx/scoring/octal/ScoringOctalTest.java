package cgx.scoring.octal;

import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.core.Rational;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

class ScoringOctalTest {
    static Path dir() {
        String p = System.getProperty("cgx.testGames");
        Path base = p != null ? Path.of(p) : Path.of("../test-games");
        return base.resolve("scoring-octal");
    }

    static Stream<Arguments> lines(String file) throws IOException {
        return Files.readAllLines(dir().resolve(file)).stream().filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> Arguments.of((Object) l.split("\t")));
    }

    static List<Object> points(String text) {
        if (text.equals("default")) return null;
        List<Object> l = new ArrayList<>();
        for (String s : text.trim().split("\\s+")) l.add(Rational.parse(s));
        return l;
    }

    static Stream<Arguments> paperTables() throws IOException { return lines("paper-tables.txt"); }

    @ParameterizedTest
    @MethodSource("paperTables")
    void paperTable(String[] row) {
        List<Object> pts = points(row[1]);
        ScoringOctal r = pts == null ? ScoringOctal.of(row[0]) : ScoringOctal.of(row[0], pts);
        String[] want = row[2].trim().split("\\s+");
        List<Rational> got = ScoringGs.table(r, want.length - 1);
        BruteGs b = brute(r);
        for (int n = 0; n < want.length; n++) {
            assertEquals(Rational.parse(want[n]), got.get(n), r + " Gs(" + n + ")");
            assertEquals(Rational.parse(want[n]), b.gs(0, n), "brute force " + r + " Gs(" + n + ")");
        }
    }

    static Stream<Arguments> periods() throws IOException { return lines("periods.txt"); }

    @ParameterizedTest
    @MethodSource("periods")
    void paperPeriods(String[] row) {
        ScoringOctal r = ScoringOctal.of(row[0], points(row[1]));
        GsPeriod g = ScoringGs.period(r, r, Integer.parseInt(row[2]), 1 << 16);
        assertTrue(g.proven(), g.toString());
        assertEquals(Integer.parseInt(row[3]), g.preperiod(), g.toString());
        assertEquals(Integer.parseInt(row[4]), g.period(), g.toString());
    }

    /** The brute force built from the ruleset's printed code and points, independently of the engine. */
    static BruteGs brute(ScoringOctal r) {
        int[] d = BruteGs.parseDigits(r.code().toString());
        Rational[] p = new Rational[d.length];
        for (int k = 0; k < d.length; k++) p[k] = r.point(k);
        return BruteGs.single(d, p);
    }

    static Rational randomPoint(Random rnd) {
        return switch (rnd.nextInt(4)) {
            case 0 -> Rational.of(rnd.nextInt(7) - 3);
            case 1 -> Rational.of(rnd.nextInt(9) - 4, 1 + rnd.nextInt(4));
            default -> Rational.of(rnd.nextInt(5));
        };
    }

    static ScoringOctal randomRule(Random rnd, int maxDigit, boolean withD0) {
        int len = 1 + rnd.nextInt(4);
        StringBuilder c = new StringBuilder(withD0 && rnd.nextInt(4) == 0 ? "4." : "0.");
        boolean any = false;
        for (int i = 1; i <= len; i++) {
            int d = rnd.nextInt(maxDigit + 1);
            if (i == len && d == 0) d = 1 + rnd.nextInt(maxDigit);
            any |= d != 0;
            c.append(d);
        }
        List<Object> pts = new ArrayList<>();
        for (int i = 0; i < len; i++) pts.add(randomPoint(rnd));
        return rnd.nextBoolean() ? ScoringOctal.of(c.toString(), pts) : ScoringOctal.of(c.toString());
    }

    @Test
    void singleHeapsAgainstBruteForce() {
        Random rnd = new Random(1);
        for (int t = 0; t < 150; t++) {
            ScoringOctal r = randomRule(rnd, 9, true);
            BruteGs b = brute(r);
            int n = r.isTakingNoBreaking() ? 30 : 11;
            List<Rational> table = ScoringGs.table(r, n);
            for (int i = 0; i <= n; i++) {
                assertEquals(b.gs(0, i), table.get(i), r + " Gs(" + i + ")");
                assertEquals(b.gs(0, i), ScoringGs.gs(r, i), r + " Gs(" + i + ")");
            }
        }
    }

    @Test
    void sumsAgainstBruteForce() {
        Random rnd = new Random(2);
        for (int t = 0; t < 120; t++) {
            ScoringOctal r = randomRule(rnd, 7, true);
            BruteGs b = brute(r);
            int max = r.isTakingNoBreaking() ? 14 : 7;
            for (int s = 0; s < 6; s++) {
                int[] heaps = new int[2 + rnd.nextInt(2)];
                for (int i = 0; i < heaps.length; i++) heaps[i] = rnd.nextInt(max + 1);
                assertEquals(b.gs(0, heaps), ScoringGs.gsSum(r, heaps), r + " Gs(" + Arrays.toString(heaps) + ")");
            }
        }
    }

    @Test
    void mixedRulesetsAgainstBruteForce() {
        Random rnd = new Random(3);
        for (int t = 0; t < 80; t++) {
            ScoringOctal r = randomRule(rnd, 7, false), s = randomRule(rnd, 7, false);
            int[] dr = BruteGs.parseDigits(r.code().toString()), ds = BruteGs.parseDigits(s.code().toString());
            Rational[] pr = new Rational[dr.length], ps = new Rational[ds.length];
            for (int k = 0; k < dr.length; k++) pr[k] = r.point(k);
            for (int k = 0; k < ds.length; k++) ps[k] = s.point(k);
            BruteGs b = new BruteGs(new int[][] {dr, ds}, new Rational[][] {pr, ps});
            for (int q = 0; q < 5; q++) {
                int k = 2 + rnd.nextInt(2);
                int[] rules = new int[k], heaps = new int[k];
                List<ScoringOctalHeap> hs = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    rules[i] = rnd.nextInt(2);
                    heaps[i] = rnd.nextInt(8);
                    hs.add(new ScoringOctalHeap(rules[i] == 0 ? r : s, heaps[i]));
                }
                assertEquals(b.gsMixed(rules, heaps), ScoringGs.gsMixed(hs), hs.toString());
            }
        }
    }

    @Test
    void largeTakingNoBreakingSumsUseWideKeys() {
        // heaps beyond the 127-bit Young key (packed keys) and beyond 65535 (array keys)
        ScoringOctal r = ScoringOctal.of("0.3123", List.of(Rational.of(2), Rational.of(-1), Rational.of(3, 2), Rational.of(1)));
        BruteGs b = brute(r);
        assertEquals(b.gs(0, 150, 9), ScoringGs.gsSum(r, new int[] {150, 9}));
        assertEquals(b.gs(0, 130, 3, 5), ScoringGs.gsSum(r, new int[] {130, 3, 5}));
        // a long game: explicit stack, no StackOverflowError
        long[] col = TakingNoBreaking.columns(r, r, 2, 70000);
        assertEquals(Rational.of(col[70000 * 3 + 2], r.denominator()), ScoringGs.gsSum(r, new int[] {70000, 2}));
    }

    @Test
    void takingNoBreakingTablesAgainstBruteForce() {
        Random rnd = new Random(4);
        for (int t = 0; t < 100; t++) {
            ScoringOctal r = randomRule(rnd, 3, false);
            BruteGs b = brute(r);
            long[] tab = TakingNoBreaking.table(r, 200, null);
            for (int i = 0; i <= 200; i++) assertEquals(b.gs(0, i), Rational.of(tab[i], r.denominator()), r + " " + i);
            long[] col = TakingNoBreaking.columns(r, r, 4, 60);
            for (int n = 0; n <= 60; n++)
                for (int m = 0; m <= 4; m++) assertEquals(b.gs(0, n, m), Rational.of(col[n * 5 + m], r.denominator()), r + " " + n + "+" + m);
        }
    }

    /** Independent check of a claimed (preperiod, least period) on a long brute-force table. */
    static void checkPeriod(List<Rational> f, int pre, int q) {
        int n = f.size() - 1;
        for (int i = pre; i + q <= n; i++) assertEquals(f.get(i), f.get(i + q), "period " + q + " at " + i);
        if (pre > 0) assertNotEquals(f.get(pre - 1), f.get(pre - 1 + q), "preperiod " + pre + " is not least");
        for (int d = 1; d < q; d++) {
            boolean all = true;
            for (int i = pre; i + d <= n && all; i++) all = f.get(i).equals(f.get(i + d));
            assertFalse(all, "period " + d + " < " + q + " also fits");
        }
    }

    @Test
    void periodsAgainstBruteForce() {
        Random rnd = new Random(5);
        for (int t = 0; t < 60; t++) {
            ScoringOctal r = randomRule(rnd, 3, false);
            int m = rnd.nextInt(4);
            GsPeriod g = ScoringGs.period(r, r, m, 1 << 14);
            assertTrue(g.proven() && g.found(), r + " " + g);
            BruteGs b = brute(r);
            int n = Math.min(g.preperiod() + 3 * g.period() + 40, 1500);
            List<Rational> f = new ArrayList<>();
            for (int i = 0; i <= n; i++) f.add(b.gs(0, i, m));
            checkPeriod(f, g.preperiod(), g.period());
        }
    }

    @Test
    void mixedPeriod() {
        ScoringOctal o = ScoringOctal.of("0.00033"), p = ScoringOctal.of("0.3333", List.of(Rational.of(2), Rational.of(2), Rational.of(2), Rational.of(2)));
        GsPeriod g = ScoringGs.period(o, p, 3, 1 << 14);
        assertTrue(g.proven());
        int[] d0 = BruteGs.parseDigits("0.00033"), d1 = BruteGs.parseDigits("0.3333");
        Rational[] p0 = new Rational[6], p1 = new Rational[5];
        for (int k = 0; k < 6; k++) p0[k] = Rational.of(k);
        p1[0] = Rational.ZERO;
        for (int k = 1; k < 5; k++) p1[k] = Rational.of(2);
        BruteGs b = new BruteGs(new int[][] {d0, d1}, new Rational[][] {p0, p1});
        List<Rational> f = new ArrayList<>();
        for (int i = 0; i <= g.preperiod() + 3 * g.period() + 30; i++) f.add(b.gsMixed(new int[] {0, 1}, new int[] {i, 3}));
        checkPeriod(f, g.preperiod(), g.period());
    }

    @Test
    void breakingPeriodIsEvidenceOnly() {
        ScoringOctal r = ScoringOctal.of("0.26");
        GsPeriod g = ScoringGs.period(r, r, 0, 30);
        assertFalse(g.proven());
        assertTrue(g.toString().contains("evidence") || g.toString().contains("no period"), g.toString());
    }

    @Test
    void table1OptimalMove() {
        ScoringOctal r = ScoringOctal.of("00033");
        List<GsMove> all = ScoringGs.moves(ScoringGs.heapsOf(r, new int[] {13}), false, false);
        assertEquals(2, all.size());
        List<GsMove> opt = ScoringGs.moves(ScoringGs.heapsOf(r, new int[] {13}), false, true);
        assertEquals(1, opt.size());
        GsMove m = opt.get(0);
        assertEquals(4, m.take());
        assertEquals(Rational.of(1), m.resultGs());
        assertEquals(Rational.of(3), m.value());
        assertEquals("13 -> 9: take 4 from 13, 4 - Gs(9) = 4 - 1 = 3 (optimal)", m.toString());
        assertEquals("13 -> 8: take 5 from 13, 5 - Gs(8) = 5 - 5 = 0", all.stream().filter(x -> x.take() == 5).findFirst().orElseThrow().toString());
    }

    @Test
    void lemma13EverySubtractionSetInside1to8() {
        for (int mask = 1; mask < 256; mask++) assertEquals("ok", Sweeps.lemma13(mask, 3000).kind(), Sweeps.setText(mask));
    }

    @Test
    void lemma13AgainstBruteForce() {
        // the sweep's check on every subtraction set inside {1..5} up to n = 300, cross-checked by brute force for n <= 60
        for (int mask = 1; mask < 32; mask++) {
            assertEquals("ok", Sweeps.lemma13(mask, 300).kind(), Sweeps.setText(mask));
            ScoringOctal r = Sweeps.subtraction(mask);
            BruteGs b = brute(r);
            int k = r.maxTake();
            for (int s = 1; s <= k; s++) {
                if ((mask >> (s - 1) & 1) == 0) continue;
                for (int i = 1; s + 2 * i * k <= 60; i++)
                    assertEquals(Rational.of(k).subtract(b.gs(0, s + (2 * i - 1) * k)), b.gs(0, s + 2 * i * k));
            }
        }
    }

    @Test
    void boundSearchAgreesWithFullSearch() {
        // larger breaking positions than the brute force reaches: the null-window bound search
        // (used for breaking rulesets) against the full depth-first search of every position
        Random rnd = new Random(6);
        for (int t = 0; t < 25; t++) {
            ScoringOctal r = randomRule(rnd, 7, true);
            if (r.isTakingNoBreaking()) continue;
            GsEngine bound = new GsEngine(r), full = new GsEngine(r);
            full.useBoundSearch = false;
            for (int n = 0; n <= 24; n++) {
                int[] pos = n % 3 == 0 ? new int[] {n} : new int[] {n / 2, n / 3 + 1, 3};
                assertEquals(full.gs(full.canonical(new int[pos.length], pos)), bound.gs(bound.canonical(new int[pos.length], pos)),
                        r + " " + Arrays.toString(pos));
            }
        }
    }

    @Test
    void hugePointsUseTheExactFallback() {
        Rational big = Rational.parse("1000000000000000000000");
        Rational third = Rational.of(1, 3), tiny = Rational.of(java.math.BigInteger.ONE, java.math.BigInteger.TEN.pow(15));
        ScoringOctal tnb = ScoringOctal.of("0.323", List.of(big, third, tiny));
        ScoringOctal brk = ScoringOctal.of("0.16", List.of(tiny, big.negate()));
        assertFalse(tnb.isLongExact());
        assertFalse(brk.isLongExact());
        BruteGs bt = brute(tnb), bb = brute(brk);
        List<Rational> t = ScoringGs.table(tnb, 25), u = ScoringGs.table(brk, 9);
        for (int i = 0; i <= 25; i++) assertEquals(bt.gs(0, i), t.get(i), "0.323 " + i);
        for (int i = 0; i <= 9; i++) assertEquals(bb.gs(0, i), u.get(i), "0.16 " + i);
        assertEquals(bt.gs(0, 7, 4), ScoringGs.gsSum(tnb, new int[] {7, 4}));
        assertEquals(bb.gs(0, 5, 4), ScoringGs.gsSum(brk, new int[] {5, 4}));
        ScoringOctal small = ScoringOctal.of("0.37", List.of(Rational.of(1), Rational.of(2)));
        int[] ds = BruteGs.parseDigits("0.37"), dt = BruteGs.parseDigits("0.323");
        Rational[] ps = {Rational.ZERO, Rational.ONE, Rational.of(2)}, pt = {Rational.ZERO, big, third, tiny};
        BruteGs mix = new BruteGs(new int[][] {ds, dt}, new Rational[][] {ps, pt});
        assertEquals(mix.gsMixed(new int[] {0, 1}, new int[] {6, 5}),
                ScoringGs.gsMixed(List.of(new ScoringOctalHeap(small, 6), new ScoringOctalHeap(tnb, 5))));
        GsPeriod g = ScoringGs.period(tnb, tnb, 1, 1 << 12);
        assertTrue(g.proven());
        List<Rational> f = new ArrayList<>();
        for (int i = 0; i <= g.preperiod() + 3 * g.period() + 20; i++) f.add(bt.gs(0, i, 1));
        checkPeriod(f, g.preperiod(), g.period());
    }

    @Test
    void printedForms() {
        ScoringOctal r = ScoringOctal.of("3333", List.of(Rational.of(2), Rational.of(2), Rational.of(2), Rational.of(2)));
        assertEquals("ScoringOctal(\"0.3333\", [2, 2, 2, 2])", r.toString());
        assertEquals("ScoringOctal(\"0.45\")", ScoringOctal.of("0.45").toString());
        assertEquals("ScoringOctal(\"0.3\", [-1/2])", ScoringOctal.of("0.30", List.of(Rational.of(-1, 2), Rational.of(7))).toString());
        assertEquals(ScoringOctal.of("0.3", List.of(Rational.of(-1, 2))), ScoringOctal.of("0.30", List.of(Rational.of(-1, 2), Rational.of(7))));
        assertEquals("ScoringOctal(\"0.45\").Heap(3)", new ScoringOctalHeap(ScoringOctal.of("0.45"), 3).toString());
        GsPeriod g = ScoringGs.period(r, r, 0, 1000);
        assertTrue(g.toString().startsWith("Gs(n): preperiod 0, period 5, checked n <= "), g.toString());
    }

    @Test
    void badInput() {
        assertThrows(CgxException.class, () -> ScoringOctal.of("0.3x"));
        assertThrows(CgxException.class, () -> ScoringOctal.of("0.33", List.of(Rational.ONE)));
        assertThrows(CgxException.class, () -> ScoringOctal.of("0.33", List.of(Rational.ONE, "a")));
        assertThrows(CgxException.class, () -> ScoringOctal.of("1.33"));
        assertThrows(CgxException.class, () -> ScoringOctal.of("0.0"));
        ScoringOctal r = ScoringOctal.of("0.26");
        assertThrows(CgxException.class, () -> ScoringGs.gs(r, -1));
        assertThrows(CgxException.class, () -> ScoringGs.gsSum(r, new int[] {3, -2}));
        assertThrows(CgxException.class, () -> ScoringGs.table(r, -1));
        assertThrows(CgxException.class, () -> new ScoringOctalHeap(r, -4));
        CgxException e = assertThrows(CgxException.class, () -> ScoringOctal.of("0.33", List.of(Rational.ONE)));
        assertTrue(e.getMessage().contains("needs 2 points"), e.getMessage());
    }
}
