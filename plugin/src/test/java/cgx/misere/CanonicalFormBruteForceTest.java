package cgx.misere;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Canonical forms against brute force: two games are equal in misère play iff no X
 * distinguishes them (o⁻(G+X) ≠ o⁻(H+X)). For games born by day 3 (and a random sample born by
 * day 4), games with the same canonical form must have no distinguisher among the test
 * games X (all games born by day 3 and sums of two of them), and games with different canonical
 * forms must have one there.
 */
class CanonicalFormBruteForceTest {
    private final BruteGames b = new BruteGames();
    private final HashMap<Integer, MisereGame> memo = new HashMap<>();

    private List<Integer> testers() {
        return b.bornBy(3);
    }

    /** A distinguisher X (as a list of components) or null. */
    private int[] distinguisher(int g, int h, List<Integer> xs) {
        if (b.misereP(g) != b.misereP(h)) return new int[0];
        for (int x : xs) if (b.misereP(g, x) != b.misereP(h, x)) return new int[] {x};
        for (int i = 0; i < xs.size(); i++)
            for (int j = i; j < xs.size(); j++) {
                int x = xs.get(i), y = xs.get(j);
                if (b.misereP(g, x, y) != b.misereP(h, x, y)) return new int[] {x, y};
            }
        return null;
    }

    @Test void outcomesOfCanonicalFormsMatchTrees() {
        for (int g : b.bornBy(3)) {
            MisereGame c = b.toCanonical(g, memo);
            assertEquals(b.misereP(g), c.isMisereP(), "outcome of tree " + g);
            // the canonical tree itself has the same outcomes as the original in sums
            int ct = b.fromCanonical(c);
            for (int x : b.bornBy(2)) assertEquals(b.misereP(g, x), b.misereP(ct, x), "sum with " + x);
        }
    }

    @Test void day3CanonicalFormsAgreeWithDistinguisherSearch() {
        List<Integer> games = b.bornBy(3);
        List<Integer> xs = testers();
        int classes = 0;
        HashMap<MisereGame, Integer> rep = new HashMap<>();
        for (int g : games) {
            MisereGame c = b.toCanonical(g, memo);
            Integer r = rep.get(c);
            if (r == null) { rep.put(c, g); classes++; continue; }
            int[] d = distinguisher(g, r, xs);
            if (d != null) fail("trees " + g + " and " + r + " share canonical form " + c + " but X=" + java.util.Arrays.toString(d) + " distinguishes them");
        }
        List<Integer> reps = new ArrayList<>(rep.values());
        for (int i = 0; i < reps.size(); i++)
            for (int j = i + 1; j < reps.size(); j++) {
                int g = reps.get(i), h = reps.get(j);
                if (distinguisher(g, h, xs) == null)
                    fail("no distinguisher for " + b.toCanonical(g, memo) + " and " + b.toCanonical(h, memo));
            }
        // Conway (ONAG ch. 12): 1, 2, 3, 5, 22, 4171780 misère games are born by days 0..5.
        assertEquals(5, classes);
    }

    @Test void countsOfGamesBornByDay() {
        int[] expected = {1, 2, 3, 5, 22};
        for (int d = 0; d <= 4; d++) {
            java.util.HashSet<MisereGame> forms = new java.util.HashSet<>();
            for (int g : b.bornBy(d)) forms.add(b.toCanonical(g, memo));
            assertEquals(expected[d], forms.size(), "misère games born by day " + d);
        }
    }

    @Test void randomDay4GamesAgreeWithDistinguisherSearch() {
        List<Integer> day3 = b.bornBy(3);
        List<Integer> xs = testers();
        Random rnd = new Random(12345);
        List<Integer> sample = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            List<Integer> opts = new ArrayList<>();
            for (int x : day3) if (rnd.nextInt(8) == 0) opts.add(x);
            sample.add(b.tree(opts.stream().mapToInt(Integer::intValue).toArray()));
        }
        // also games built to contain reversible options: G plus options that have G as an option
        for (int i = 0; i < 40; i++) {
            int g = day3.get(rnd.nextInt(day3.size()));
            int[] go = b.options.get(g);
            int extra = b.tree(g, day3.get(rnd.nextInt(day3.size())));
            int[] o = java.util.Arrays.copyOf(go, go.length + 1);
            o[go.length] = extra;
            sample.add(b.tree(o));
            sample.add(g);
        }
        for (int i = 0; i < sample.size(); i++) {
            for (int j = i + 1; j < sample.size(); j++) {
                int g = sample.get(i), h = sample.get(j);
                MisereGame cg = b.toCanonical(g, memo), ch = b.toCanonical(h, memo);
                if (cg == ch) {
                    int[] d = distinguisher(g, h, xs.subList(0, Math.min(xs.size(), 16)));
                    if (d != null) fail("same canonical form " + cg + " but distinguishable");
                }
            }
        }
        // distinct canonical forms: distinguishable (checked on a subsample, as it is slower)
        for (int i = 0; i < 30; i++) {
            int g = sample.get(rnd.nextInt(sample.size())), h = sample.get(rnd.nextInt(sample.size()));
            if (b.toCanonical(g, memo) != b.toCanonical(h, memo))
                assertTrue(distinguisher(g, h, xs) != null, "no distinguisher for " + b.toCanonical(g, memo) + " and " + b.toCanonical(h, memo));
        }
    }

    @Test void sumsOfCanonicalFormsMatchTreeSums() {
        List<Integer> day2 = b.bornBy(2);
        List<Integer> day3 = b.bornBy(3);
        for (int g : day3)
            for (int h : day2) {
                MisereGame s = b.toCanonical(g, memo).plus(b.toCanonical(h, memo));
                // the sum's canonical form behaves like the tree sum against every day-2 X
                int st = b.fromCanonical(s);
                for (int x : day2) assertEquals(b.misereP(g, h, x), b.misereP(st, x), "(" + g + "+" + h + ") + " + x);
                assertSame(s, b.toCanonical(h, memo).plus(b.toCanonical(g, memo)));
            }
    }

    @Test void knownIdentities() {
        MisereGame star = MisereGame.nim(1), two = MisereGame.nim(2);
        assertSame(MisereGame.ZERO, star.plus(star), "* + * = 0");
        assertSame(MisereGame.nim(3), two.plus(star), "*2 + * = *3");
        assertSame(MisereGame.ZERO, MisereGame.of(star), "{*} = 0 (the proviso allows the reversal: * is a P-position)");
        assertEquals("*32", two.plus(two).toString());
        // {*2} has the single option *2: not 0, *2 is N so the proviso forbids reversing to 0
        assertEquals("*2/", MisereGame.of(two).toString());
    }
}
