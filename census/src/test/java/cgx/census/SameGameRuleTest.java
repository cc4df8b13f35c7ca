package cgx.census;

import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/** The same-game rule and the standard form against brute force: heap options, and game trees. */
class SameGameRuleTest {
    /** Heap n's options, each the sorted list of its heaps that have a move; by brute force. */
    static TreeSet<String> options(int[] d, int n) {
        TakeAndBreakCode c = TakeAndBreakCode.ofDigits(d);
        TreeSet<String> out = new TreeSet<>();
        c.forEachMove(n, (k, heaps) -> {
            List<Integer> kept = new ArrayList<>();
            for (int h : heaps) if (!noMove(c, h)) kept.add(h);
            out.add(kept.toString());
        });
        return out;
    }

    static boolean noMove(TakeAndBreakCode c, int n) {
        boolean[] any = {false};
        c.forEachMove(n, (k, h) -> any[0] = true);
        return !any[0];
    }

    static String bruteKey(int[] d, int upTo) {
        StringBuilder b = new StringBuilder();
        for (int n = 1; n <= upTo; n++) b.append(options(d, n)).append(';');
        return b.toString();
    }

    static void checkPartition(List<int[]> codes, int upTo) {
        Map<String, String> byRule = new HashMap<>(), byBrute = new HashMap<>();
        for (int[] d : codes) {
            String t = CodeSpace.text(d);
            String r = byRule.computeIfAbsent(CodeSpace.sameGameKey(d), x -> t);
            String b = byBrute.computeIfAbsent(bruteKey(d, upTo), x -> t);
            assertEquals(b, r, t + ": the rule's class (first code " + r + ") differs from the class of equal options (first code " + b + ")");
        }
    }

    @Test
    void ruleEqualsBruteForceOptions() {
        checkPartition(CodeSpace.codes(3, false, false), 3 * 3 + 12);
        checkPartition(CodeSpace.codes(2, true, false), 3 * 2 + 12);
        checkPartition(CodeSpace.codes(2, false, true), 3 * 2 + 12);
        // the rule merges something: 511 three-digit codes are fewer games
        long games = CodeSpace.codes(3, false, false).stream().map(CodeSpace::sameGameKey).distinct().count();
        assertTrue(games < 511 && games > 200, "distinct games among 511 codes: " + games);
    }

    // ------------------------------------------------------------ game trees (forms), hash-consed

    private final Map<String, Integer> formIds = new HashMap<>();
    private final Map<String, Integer> memo = new HashMap<>();

    /** The form of a sum of heaps, as an id shared by all codes (two ids equal iff identical forms). */
    int form(TakeAndBreakCode c, int[] heaps) {
        String key = c + ":" + Arrays.toString(heaps);
        Integer m = memo.get(key);
        if (m != null) return m;
        TreeSet<Integer> opts = new TreeSet<>();
        for (int i = 0; i < heaps.length; i++) {
            if (i > 0 && heaps[i] == heaps[i - 1]) continue;
            int fi = i;
            c.forEachMove(heaps[i], (k, left) -> {
                int[] p = new int[heaps.length - 1 + left.length];
                int j = 0;
                for (int x = 0; x < heaps.length; x++) if (x != fi) p[j++] = heaps[x];
                for (int h : left) p[j++] = h;
                Arrays.sort(p);
                opts.add(form(c, p));
            });
        }
        int id = formIds.computeIfAbsent(opts.toString(), x -> formIds.size());
        memo.put(key, id);
        return id;
    }

    int heap(String code, int n) { return form(TakeAndBreakCode.parse(code), n == 0 ? new int[0] : new int[] {n}); }

    @Test
    void sameKeyMeansSameForms() {
        List<int[]> codes = CodeSpace.codes(2, true, false);
        Map<String, String> rep = CodeSpace.representatives(codes);
        for (Map.Entry<String, String> e : rep.entrySet())
            for (int n = 1; n <= 11; n++)
                assertEquals(heap(e.getValue(), n), heap(e.getKey(), n), e.getKey() + " and its representative " + e.getValue() + ", heap " + n);
    }

    @Test
    void examplesInTestGames() throws Exception {
        Path f = Path.of(System.getProperty("cgx.testGames", "../test-games"), "misere-quotients", "census-same-game.txt");
        int checked = 0;
        for (String line : Files.readAllLines(f)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] w = line.trim().split("\\s+");
            int[] a = CodeSpace.parse(w[1]), b = CodeSpace.parse(w[2]);
            switch (w[0]) {
                case "same" -> assertEquals(CodeSpace.sameGameKey(a), CodeSpace.sameGameKey(b), line);
                case "differ" -> assertNotEquals(CodeSpace.sameGameKey(a), CodeSpace.sameGameKey(b), line);
                case "forms" -> {
                    assertNotEquals(CodeSpace.sameGameKey(a), CodeSpace.sameGameKey(b), line);
                    for (int n = 1; n <= 12; n++) assertEquals(heap(w[1], n), heap(w[2], n), line + ", heap " + n);
                }
                case "std" -> {
                    assertEquals(w[2], CodeSpace.text(CodeSpace.standardForm(a)), line);
                    int s = 0;
                    for (int n = 1; n <= 12 && heap(w[1], n) == heap("0.0", 0); n++) s++; // leading heaps with no move
                    for (int n = s + 1; n <= 12; n++) assertEquals(heap(w[2], n - s), heap(w[1], n), line + ", heap " + n);
                }
                default -> fail("unknown line " + line);
            }
            checked++;
        }
        assertTrue(checked >= 15);
    }

    @Test
    void standardFormShiftsHeapsForEveryTwoDigitCode() {
        for (int[] d : CodeSpace.codes(2, true, false)) {
            String a = CodeSpace.text(d), b = CodeSpace.text(CodeSpace.standardForm(d));
            int s = 0;
            while (heap(a, s + 1) == heap("0.1", 0)) s++;
            for (int n = s + 1; n <= 10; n++) assertEquals(heap(b, n - s), heap(a, n), a + " -> " + b + ", heap " + n);
        }
    }

    @Test
    void spaceCounts() {
        assertEquals(7, CodeSpace.codes(1, false, false).size());
        assertEquals(7 + 56 + 448, CodeSpace.codes(3, false, false).size());
        assertEquals(2 * 63 + 1, CodeSpace.codes(2, true, false).size());
        assertEquals(15 + 15 * 16, CodeSpace.codes(2, false, true).size());
        assertEquals("0.&F1", CodeSpace.text(CodeSpace.parse("0.&F1")));
        assertEquals(List.of("0.1", "0.2"), CodeSpace.codes(2, false, false).subList(0, 2).stream().map(CodeSpace::text).toList());
    }
}
