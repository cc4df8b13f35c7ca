package cgx.misere.lattice.check;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LatticeProofCheckerTest {

    // ---------------------------------------------------------------- helpers

    /** Exact misère outcome (true = P) of the position v, by memoised recursion over options. */
    static boolean bruteP(int[] v, int[][][] options, Map<String, Boolean> memo) {
        String key = Arrays.toString(v);
        Boolean known = memo.get(key);
        if (known != null) return known;
        boolean p = true;
        boolean zero = Arrays.stream(v).allMatch(x -> x == 0);
        if (zero) p = false;  // misère: the player to move at 0 wins
        for (int g = 0; g < v.length && p; g++) {
            if (v[g] == 0) continue;
            for (int[] w : options[g]) {
                int[] u = v.clone();
                u[g]--;
                for (int c = 0; c < u.length; c++) u[c] += w[c];
                if (bruteP(u, options, memo)) {
                    p = false;
                    break;
                }
            }
        }
        memo.put(key, p);
        return p;
    }

    /** The table over the box by brute force (coordinate 0 fastest). */
    static String bruteTable(int[] box, int[][][] options) {
        Map<String, Boolean> memo = new HashMap<>();
        StringBuilder t = new StringBuilder();
        int[] v = new int[box.length];
        int size = Arrays.stream(box).reduce(1, (a, b) -> a * b);
        for (int i = 0; i < size; i++) {
            t.append(bruteP(v, options, memo) ? 'P' : 'N');
            for (int c = 0; c < box.length && ++v[c] == box[c]; c++) v[c] = 0;
        }
        return t.toString();
    }

    /** A guard: the cells (min(x_c, b_c))_c satisfying the predicate, in index order (radix b_c + 1). */
    static String guard(int[] box, Predicate<int[]> cells) {
        StringBuilder g = new StringBuilder();
        int[] v = new int[box.length];
        int size = Arrays.stream(box).map(b -> b + 1).reduce(1, (a, b) -> a * b);
        for (int i = 0; i < size; i++) {
            g.append(cells.test(v) ? '1' : '0');
            for (int c = 0; c < box.length && ++v[c] == box[c] + 1; c++) v[c] = 0;
        }
        return g.toString();
    }

    static String vec(int[] v) {
        StringBuilder b = new StringBuilder();
        for (int x : v) b.append(b.length() == 0 ? "" : " ").append(x);
        return b.toString();
    }

    static String certificate(String game, String[] generators, int[] box, String table, int[][] shifts, String[] guards, String extra) {
        StringBuilder b = new StringBuilder("cgx-lattice-proof 1\n");
        b.append("game ").append(game).append('\n');
        b.append("generators ").append(generators.length).append('\n');
        for (int i = 0; i < generators.length; i++) b.append("generator ").append(i).append(' ').append(generators[i]).append('\n');
        b.append("box ").append(vec(box)).append('\n');
        b.append("table ").append(table).append('\n');
        for (int i = 0; i < shifts.length; i++) {
            b.append("shift ").append(i).append(" : ").append(vec(shifts[i])).append('\n');
            b.append("guard ").append(i).append(" : ").append(guards[i]).append('\n');
        }
        b.append(extra);
        return b.append("end\n").toString();
    }

    static void assertValid(LatticeProofChecker.Verdict v) {
        assertTrue(v.valid(), () -> "expected valid: " + v);
        assertNull(v.failure(), () -> "unexpected failure: " + v);
        assertTrue(v.representatives() > 0);
    }

    static void assertRefused(LatticeProofChecker.Verdict v, String... fragments) {
        assertFalse(v.valid(), () -> "expected refusal: " + v);
        assertNotNull(v.failure());
        assertFalse(v.failure().contains("\n"), "one-line failure: " + v.failure());
        assertFalse(v.failure().contains("internal error"), v.failure());
        for (String f : fragments) assertTrue(v.failure().contains(f), () -> "failure should mention '" + f + "': " + v.failure());
    }

    static String flip(String table, int i) {
        char[] t = table.toCharArray();
        t[i] = t[i] == 'P' ? 'N' : 'P';
        return new String(t);
    }

    // ---------------------------------------------------------------- game forms *

    static String star(String table, String guard) {
        return "cgx-lattice-proof 1\n"
                + "# copies of *: P iff odd\n"
                + "game forms *\n"
                + "generators 1\n"
                + "generator 0 *\n"
                + "box 2\n"
                + "table " + table + "\n"
                + "shift 0 : 2\n"
                + "guard 0 : " + guard + "\n"
                + "end\n";
    }

    @Test
    void copiesOfStarAreProved() {
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(star("NP", "111"));
        assertValid(v);
        assertFalse(v.infinite());
        // K_0 = b_0 + 2·2 + 1 + 1 = 8, so 9 representatives
        assertEquals(9, v.representatives());
        assertTrue(v.summary().contains("Proved"), v.summary());
    }

    @Test
    void aSampleChecksEveryKthRepresentativeAndSaysItIsNoProof(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(star("NP", "111"), 4);
        assertValid(v);
        assertEquals(3, v.representatives(), "representatives 0, 4 and 8 of the 9");
        assertTrue(v.summary().startsWith("Sampled every 4th representative (not a proof) of the claim that o* is"), v.summary());
        // a sample still refuses what it meets: (4) fails at 2 (every x ≥ 2), the third sampled representative of stride 2
        assertRefused(LatticeProofChecker.check(star("NN", "111"), 2), "(4)");
        assertThrows(IllegalArgumentException.class, () -> LatticeProofChecker.check(star("NP", "111"), 0));
        // a certificate stored gzip-compressed (name ending in .gz) reads as its text
        java.nio.file.Path gz = dir.resolve("star.proof.gz");
        try (var out = new java.util.zip.GZIPOutputStream(java.nio.file.Files.newOutputStream(gz))) {
            out.write(star("NP", "111").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertEquals(star("NP", "111"), LatticeProofChecker.read(gz));
    }

    @Test
    void wrongStarTablesAreRefused() {
        assertRefused(LatticeProofChecker.check(star("PN", "111")), "(1)");
        assertRefused(LatticeProofChecker.check(star("NN", "111")), "(4)", "(1)");
    }

    @Test
    void incompleteGuardIsRefused() {
        // the cell 2 (every x ≥ 2) is excluded: at 4, 4 − 2 = 2 is not guarded
        assertRefused(LatticeProofChecker.check(star("NP", "110")), "(2)", "(4)");
    }

    @Test
    void generatorsMustBeTheSubpositions() {
        String bad = star("NP", "111").replace("generator 0 *", "generator 0 *2");
        assertRefused(LatticeProofChecker.check(bad), "line 5");
        String zero = star("NP", "111").replace("generator 0 *", "generator 0 0");
        assertRefused(LatticeProofChecker.check(zero), "line 5");
    }

    // ---------------------------------------------------------------- game forms *2

    /** Generators *2 (g0) and * (g1): *2 has options 0 and *, * has option 0. */
    static final int[][][] STAR2 = {{{0, 0}, {0, 1}}, {{0, 0}}};

    static String star2(String table) {
        int[] box = {3, 2};
        // s0 = (0,2) everywhere; s1 = (2,0) only where a *2 is left (a ≥ 1)
        return certificate("forms *2", new String[] {"*2", "*"}, box, table, new int[][] {{0, 2}, {2, 0}},
                new String[] {guard(box, c -> true), guard(box, c -> c[0] >= 1)}, "");
    }

    @Test
    void starTwoIsProved() {
        String table = bruteTable(new int[] {3, 2}, STAR2);
        assertEquals("NNPPNN", table);  // (0,0) N, (1,0) N, (2,0) P, (0,1) P, (1,1) N, (2,1) N
        assertValid(LatticeProofChecker.check(star2(table)));
    }

    @Test
    void starTwoWithTheGeneratorsSwappedIsProved() {
        int[][][] options = {{{0, 0}}, {{0, 0}, {1, 0}}};  // g0 = *, g1 = *2
        int[] box = {2, 3};
        String text = certificate("forms *2", new String[] {"*1", "*2"}, box, bruteTable(box, options), new int[][] {{2, 0}, {0, 2}},
                new String[] {guard(box, c -> true), guard(box, c -> c[1] >= 1)}, "");
        assertValid(LatticeProofChecker.check(text));
    }

    @Test
    void everyMutatedStarTwoTableIsRefused() {
        String table = bruteTable(new int[] {3, 2}, STAR2);
        for (int i = 0; i < table.length(); i++) {
            LatticeProofChecker.Verdict v = LatticeProofChecker.check(star2(flip(table, i)));
            assertRefused(v);
        }
    }

    @Test
    void aGuardTooWideIsRefused() {
        // s1 = (2,0) also at a = 0: (2,0) → (0,0) changes the outcome
        int[] box = {3, 2};
        String text = certificate("forms *2", new String[] {"*2", "*"}, box, bruteTable(box, STAR2), new int[][] {{0, 2}, {2, 0}},
                new String[] {guard(box, c -> true), guard(box, c -> true)}, "");
        assertRefused(LatticeProofChecker.check(text), "(3)");
    }

    @Test
    void formsNotation() {
        FormTrees t = new FormTrees();
        int g = t.parse("*2/320");
        assertEquals(4, t.options(g).length);
        int slash = t.parse("*2/");
        assertEquals(1, t.options(slash).length);
        assertEquals(t.parse("*2"), t.options(slash)[0]);
        int e = t.parse("*(2/0)0");
        assertEquals(2, t.options(e).length);
        assertEquals(t.parse("*2/0"), Arrays.stream(t.options(e)).filter(x -> x != 0).findFirst().orElse(-1));
        assertEquals(t.parse("*"), t.parse("*1"));
        assertEquals(t.parse("*"), t.parse("*0/"));
        assertEquals(t.parse("*{12}"), t.nimHeap(12));
        assertEquals(t.parse("*3"), t.parse("*210"));
        assertEquals("*(2/0)0", t.show(e));
        assertEquals("*2/320", t.show(g));
        java.util.Set<Integer> sub = new java.util.TreeSet<>();
        t.subpositions(e, sub);
        assertEquals(5, sub.size());  // *, *2, *2/, *2/0, *(2/0)0
        assertThrows(IllegalArgumentException.class, () -> t.parse("*(2"));
        assertThrows(IllegalArgumentException.class, () -> t.parse("2"));
        assertThrows(IllegalArgumentException.class, () -> t.parse("*x"));
    }

    @Test
    void theClosureOfStarTwoSlashZeroZero() {
        // all five subpositions, in any order, are accepted as generators (the rule itself is then wrong)
        String text = certificate("forms *(2/0)0", new String[] {"*", "*2", "*2/", "*2/0", "*(2/0)0"}, new int[] {1, 1, 1, 1, 1}, "N",
                new int[][] {{1, 0, 0, 0, 0}}, new String[] {"1".repeat(32)}, "");
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(text);
        assertFalse(v.valid());
        assertFalse(v.failure().startsWith("line"), v.failure());
        String missing = text.replace("generators 5", "generators 4").replace("generator 4 *(2/0)0\n", "")
                .replace("box 1 1 1 1 1", "box 1 1 1 1").replace("0 0 0 0\n", "0 0 0\n").replace("1".repeat(32), "1".repeat(16));
        assertRefused(LatticeProofChecker.check(missing), "*(2/0)0");
    }

    // ---------------------------------------------------------------- heaps

    @Test
    void heapsOfSheLovesMeNot() {
        // 0.3: take one token (leaving the rest or nothing); P iff the number of tokens is odd
        int[][][] options = {{{0, 0, 0}}, {{1, 0, 0}}, {{0, 1, 0}}};
        int[] box = {2, 2, 2};
        String table = bruteTable(box, options);
        String all = guard(box, c -> true);
        String text = certificate("heaps 0.3 3", new String[] {"1", "2", "3"}, box, table,
                new int[][] {{2, 0, 0}, {0, 1, 0}, {0, 0, 2}}, new String[] {all, all, all}, "");
        assertValid(LatticeProofChecker.check(text));
        assertValid(LatticeProofChecker.check(text.replace("heaps 0.3 3", "heaps .3 3")));
        assertValid(LatticeProofChecker.check(text.replace("heaps 0.3 3", "heaps 3 3")));
        assertRefused(LatticeProofChecker.check(text.replace("generator 2 3", "generator 2 4")), "line 6");
        assertRefused(LatticeProofChecker.check(text.replace("heaps 0.3 3", "heaps 0.3 4")), "line 2");
        // 0.1 (only a heap of 1 can be taken): heaps 2 and 3 have no move
        assertRefused(LatticeProofChecker.check(text.replace("heaps 0.3 3", "heaps 0.1 3")), "line 2");
    }

    @Test
    void heapsWithoutAMoveAreNotGenerators() {
        // 0.07 (Dawson's Kayles): heap 1 has no move; heaps 2 and 3 each move to 0 (heap 1 is 0)
        HeapCode code = HeapCode.parse("0.07");
        assertFalse(code.hasMove(1));
        assertTrue(code.hasMove(2));
        assertEquals(2, code.moves(5).size());  // remove 2 leaving {3} or {1, 2}
        int[] box = {2, 2};
        String table = "NPPN";
        String all = guard(box, c -> true);
        String text = certificate("heaps 0.07 3", new String[] {"2", "3"}, box, table, new int[][] {{2, 0}, {0, 2}}, new String[] {all, all}, "");
        assertValid(LatticeProofChecker.check(text));
        String wrong = certificate("heaps 0.07 3", new String[] {"1", "2", "3"}, new int[] {2, 2, 2}, "NPPNPNNP", new int[][] {{2, 0, 0}},
                new String[] {"1".repeat(27)}, "");
        assertRefused(LatticeProofChecker.check(wrong), "line 2");
        String wrongOrder = text.replace("generator 0 2", "generator 0 X").replace("generator 1 3", "generator 1 2").replace("generator 0 X", "generator 0 3");
        assertRefused(LatticeProofChecker.check(wrongOrder), "line 4");
    }

    @Test
    void hexadecimalDigitsAndSplits() {
        HeapCode code = HeapCode.parse("4.&F");
        // d0 = 4: split a heap into two non-empty heaps; d1 = 15: remove 1 leaving 0, 1, 2 or 3 heaps
        List<String> moves = new ArrayList<>();
        for (int[] m : code.moves(4)) moves.add(Arrays.toString(m));
        assertTrue(moves.containsAll(List.of("[1, 3]", "[2, 2]", "[3]", "[1, 2]", "[1, 1, 1]")), moves.toString());
        assertEquals(5, moves.size());
        assertThrows(IllegalArgumentException.class, () -> HeapCode.parse("0.&"));
        assertThrows(IllegalArgumentException.class, () -> HeapCode.parse("12.3"));
    }

    // ---------------------------------------------------------------- malformed input

    @Test
    void malformedCertificatesNameTheLine() {
        String good = star("NP", "111");
        assertRefused(LatticeProofChecker.check(good.replace("end\n", "")), "line 10", "end");
        assertRefused(LatticeProofChecker.check(good.replace("table NP", "table NPN")), "line 7", "table");
        assertRefused(LatticeProofChecker.check(good.replace("guard 0 : 111", "guard 0 : 1111")), "line 9", "guard");
        assertRefused(LatticeProofChecker.check(good.replace("box 2", "box 2\nfrobnicate 3")), "line 7", "frobnicate");
        assertRefused(LatticeProofChecker.check(good.replace("cgx-lattice-proof 1", "cgx-lattice-proof 2")), "line 1");
        assertRefused(LatticeProofChecker.check(good.replace("shift 0 : 2", "shift 0 : two")), "line 8");
        assertRefused(LatticeProofChecker.check(good.replace("shift 0 : 2", "shift 0 : 0")), "line 8");
        assertRefused(LatticeProofChecker.check(good.replace("shift 0 : 2", "shift 1 : 2")), "line 9");
        assertRefused(LatticeProofChecker.check(good.replace("table NP", "table NX")), "line 7");
        assertRefused(LatticeProofChecker.check(good + "box 3\n"), "line 11", "after 'end'");
        assertRefused(LatticeProofChecker.check(good.replace("game forms *", "game forms *(")), "line 3");
        assertRefused(LatticeProofChecker.check(good.replace("game forms *", "game heaps")), "line 3");
        assertRefused(LatticeProofChecker.check(""), "line 1");
        assertRefused(LatticeProofChecker.check(null), "line 1");
    }

    @Test
    void truncationsAndGarbageNeverThrow() {
        String good = star2(bruteTable(new int[] {3, 2}, STAR2)) .replace("end\n", "family-witness 0 0\nfamily-witness-step 1 0\n"
                + "family-distinguisher 0 1\nfamily-distinguisher-step 1 0\nfamily-shift 1\nray-witness 1 : -1\nray-distinguisher 2 : -1 +0 -0\nend\n");
        for (int i = 0; i < good.length(); i++) {
            String cut = good.substring(0, i);
            LatticeProofChecker.Verdict v = assertDoesNotThrow(() -> LatticeProofChecker.check(cut));
            assertFalse(v.valid() && v.failure() == null && i < good.length() - 4, "truncated at " + i + ": " + v);
            assertFalse(v.failure() != null && v.failure().contains("internal error"), v.failure());
            String noise = good.substring(0, i) + "(#:;&-+/{}" + good.substring(i);
            LatticeProofChecker.Verdict w = assertDoesNotThrow(() -> LatticeProofChecker.check(noise));
            assertFalse(w.failure() != null && w.failure().contains("internal error"), w.failure());
        }
    }

    @Test
    void tooManyRepresentativesIsRefused() {
        String text = certificate("forms *2", new String[] {"*2", "*"}, new int[] {1, 1}, "N", new int[][] {{1000000, 1000000}},
                new String[] {"1111"}, "");
        assertRefused(LatticeProofChecker.check(text), "representatives");
    }

    // ---------------------------------------------------------------- families

    @Test
    void aFalseFamilyKeepsTheRuleButIsNotInfinite() {
        // copies of *: W_a = a·*, X_a = 1 + a·*; W_a + X_a is odd (P) but W_{a+2} + X_a is odd as well
        String text = star("NP", "111").replace("end\n", "family-witness 0\nfamily-witness-step 1\nfamily-distinguisher 1\n"
                + "family-distinguisher-step 1\nfamily-shift 0\nray-witness 2 : -0\nray-distinguisher 2 : -0\nend\n");
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(text);
        assertTrue(v.valid(), v::toString);
        assertFalse(v.infinite());
        assertTrue(v.failure().contains("(F2)") && v.failure().contains("= P"), v.failure());
        String open = text.replace("ray-witness 2 : -0", "ray-witness 1 : -0");
        assertTrue(LatticeProofChecker.check(open).failure().contains("does not close"));
        String incomplete = text.replace("family-shift 0\n", "");
        assertRefused(LatticeProofChecker.check(incomplete), "line 10", "family-shift");
    }

    /** A synthetic rule (not a game's): o*(a, b) = P iff a = b ≥ 1; the family of the a = b diagonal. */
    static Rule diagonal() {
        int[] box = {3, 3};
        StringBuilder t = new StringBuilder();
        for (int y = 0; y < 3; y++) for (int x = 0; x < 3; x++) t.append(x == y && x >= 1 ? 'P' : 'N');
        byte[] table = new byte[9];
        for (int i = 0; i < 9; i++) table[i] = t.charAt(i) == 'P' ? Rule.P : Rule.N;
        String[] g = {guard(box, c -> c[0] >= 1 && c[1] >= 1), guard(box, c -> c[0] >= 2 && c[1] <= 1), guard(box, c -> c[1] >= 2 && c[0] <= 1)};
        boolean[][] guards = new boolean[3][];
        for (int i = 0; i < 3; i++) {
            guards[i] = new boolean[g[i].length()];
            for (int j = 0; j < g[i].length(); j++) guards[i][j] = g[i].charAt(j) == '1';
        }
        return new Rule(box, table, new int[][] {{1, 1}, {1, 0}, {0, 1}}, guards);
    }

    static Certificate.Path path(int period, int... signedPlusOne) {
        Certificate.Path p = new Certificate.Path();
        p.period = period;
        p.sign = new int[signedPlusOne.length];
        p.shift = new int[signedPlusOne.length];
        for (int i = 0; i < signedPlusOne.length; i++) {
            p.sign[i] = Integer.signum(signedPlusOne[i]);
            p.shift[i] = Math.abs(signedPlusOne[i]) - 1;
        }
        return p;
    }

    static Certificate.Family diagonalFamily() {
        Certificate.Family f = new Certificate.Family();
        f.w = new int[] {0, 0};
        f.sigma = new int[] {1, 0};
        f.x = new int[] {1, 1};
        f.tau = new int[] {0, 1};
        f.shift = 0;
        f.witnessRay = path(1, -2);        // -1
        f.distinguisherRay = path(1, -3);  // -2
        return f;
    }

    @Test
    void theFamilyAndRayChecks() {
        Rule rule = diagonal();
        Outcomes o = new Outcomes(rule, new int[] {12, 12});
        assertEquals(Rule.P, o.at(new int[] {7, 7}));
        assertEquals(Rule.N, o.at(new int[] {7, 6}));
        assertEquals(Rule.N, o.at(new int[] {40, 2}));
        assertDoesNotThrow(() -> new FamilyCheck(rule, o, diagonalFamily()).run());
        // a longer path with a + step: from (d+2)σ: -1 -1 +0 -0 returns to dσ
        Certificate.Family longer = diagonalFamily();
        longer.witnessRay = path(2, -2, -2, +1, -1);
        assertDoesNotThrow(() -> new FamilyCheck(rule, o, longer).run());

        Certificate.Family notP = diagonalFamily();
        notP.x = new int[] {0, 0};
        notP.w = new int[] {0, 0};
        assertTrue(assertThrows(CheckFailure.class, () -> new FamilyCheck(rule, o, notP).run()).getMessage().contains("(F1)"));
        Certificate.Family badSum = diagonalFamily();
        badSum.tau = new int[] {0, 2};
        assertTrue(assertThrows(CheckFailure.class, () -> new FamilyCheck(rule, o, badSum).run()).getMessage().contains("σ + τ"));
        Certificate.Family open = diagonalFamily();
        open.distinguisherRay = path(1, -2);
        assertTrue(assertThrows(CheckFailure.class, () -> new FamilyCheck(rule, o, open).run()).getMessage().contains("does not close"));
        FamilyCheck counted = new FamilyCheck(rule, o, diagonalFamily());
        counted.run();
        assertEquals(3, counted.directChecks);  // o*(w + x), then d = 1 for each ray (d_0 = 1, p = 1)
        Certificate.Family wrongShift = diagonalFamily();
        wrongShift.witnessRay = path(1, -1, +3);  // -(1,1) then +(0,1): needs Γ_0 at (d+1, 0): never
        assertTrue(assertThrows(CheckFailure.class, () -> new FamilyCheck(rule, o, wrongShift).run()).getMessage().contains("for all large d"));
    }

    /** One ray suffices: (F2) alone or (F3) alone is checked, the other side never; no ray at all is refused. */
    @Test
    void oneSidedFamilies() {
        Rule rule = diagonal();
        Outcomes o = new Outcomes(rule, new int[] {12, 12});
        Certificate.Family f2 = diagonalFamily();
        f2.distinguisherRay = null;
        FamilyCheck onlyF2 = new FamilyCheck(rule, o, f2);
        assertDoesNotThrow(onlyF2::run);
        assertEquals(2, onlyF2.directChecks);  // o*(w + x), then d = 1 along σ
        Certificate.Family f3 = diagonalFamily();
        f3.witnessRay = null;
        assertDoesNotThrow(() -> new FamilyCheck(rule, o, f3).run());
        Certificate.Family f3open = diagonalFamily();
        f3open.witnessRay = null;
        f3open.distinguisherRay = path(1, -2);  // (1,0) along τ = (0,1): does not close
        assertTrue(assertThrows(CheckFailure.class, () -> new FamilyCheck(rule, o, f3open).run()).getMessage().contains("(F3)"));
        Certificate.Family none = diagonalFamily();
        none.witnessRay = null;
        none.distinguisherRay = null;
        assertTrue(assertThrows(CheckFailure.class, () -> new FamilyCheck(rule, o, none).run()).getMessage().contains("neither (F2) nor (F3)"));
    }

    // ---------------------------------------------------------------- interrupts and speed

    /** Heaps 1..5 of 0.3: P iff Σ h·v_h is odd. Box (2,4,4,14,18): about 420,000 representatives. */
    static String bigSheLovesMe() {
        int[] box = {2, 4, 4, 14, 18};
        int[][][] options = new int[5][1][5];
        for (int h = 2; h <= 5; h++) options[h - 1][0][h - 2] = 1;
        String table = bruteTable(box, options);
        String all = guard(box, c -> true);
        // shifts with disjoint supports, so that any two applicable shifts join
        int[][] shifts = {{2, 0, 0, 0, 0}, {0, 1, 0, 0, 0}, {0, 0, 2, 0, 0}, {0, 0, 0, 1, 0}, {0, 0, 0, 0, 2}};
        String[] guards = new String[shifts.length];
        Arrays.fill(guards, all);
        return certificate("heaps 0.3 5", new String[] {"1", "2", "3", "4", "5"}, box, table, shifts, guards, "");
    }

    @Test
    void aLargeCertificateIsFast() {
        String text = bigSheLovesMe();
        long start = System.nanoTime();
        LatticeProofChecker.Verdict v = LatticeProofChecker.check(text);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertValid(v);
        assertTrue(v.representatives() > 400_000, v::toString);
        System.out.println("large certificate: " + v.representatives() + " representatives in " + ms + " ms");
        assertTrue(ms < 30_000, "took " + ms + " ms");
    }

    @Test
    void interruptsStopTheCheck() {
        String text = bigSheLovesMe();
        Thread.currentThread().interrupt();
        try {
            LatticeProofChecker.Verdict v = LatticeProofChecker.check(text);
            assertFalse(v.valid());
            assertEquals("interrupted", v.failure());
        } finally {
            Thread.interrupted();
        }
    }
}
