package cgx.misere;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

class MisereTheoryTest {
    private final BruteGames b = new BruteGames();
    private final HashMap<Integer, MisereGame> memo = new HashMap<>();

    private static MisereGame g(String s) { return MisereGame.parse(s); }

    /** Genus g^γ0γ1… against brute force on game trees: γn = misère Grundy value of G + n·*2 (not simplified). */
    @Test void genusAgainstTrees() {
        int two = b.nim(2);
        List<Integer> games = b.bornBy(3);
        // add some day-4 games
        for (int i = 0; i < games.size(); i += 3) games.add(b.tree(games.get(i), games.get(games.size() - 1 - i % 7)));
        for (int t : games) {
            MisereGame c = b.toCanonical(t, memo);
            MisereTheory.Genus gen = MisereTheory.genus(c);
            assertEquals(b.normalGrundy(t), gen.normal(), "g+ of " + c);
            int[] comps = {t};
            for (int n = 0; n <= 7; n++) {
                assertEquals(b.misereGrundy(comps), gen.gamma(n), "gamma_" + n + " of " + c + " (genus " + gen + ")");
                int[] next = java.util.Arrays.copyOf(comps, comps.length + 1);
                next[comps.length] = two;
                comps = next;
            }
        }
    }

    @Test void knownGenera() {
        // Winning Ways ch. 13: 0 = 0^120, * = 1^031, *2 = 2^20, *3 = 3^31, *2+*2 = 0^02, *2+*3 = 1^13
        assertEquals("0^120", MisereTheory.genus(MisereGame.ZERO).toString());
        assertEquals("1^031", MisereTheory.genus(MisereGame.nim(1)).toString());
        assertEquals("2^20", MisereTheory.genus(MisereGame.nim(2)).toString());
        assertEquals("3^31", MisereTheory.genus(MisereGame.nim(3)).toString());
        assertEquals("0^02", MisereTheory.genus(g("*(2+2)")).toString());
        assertEquals("1^13", MisereTheory.genus(g("*(2+3)")).toString());
    }

    @Test void tameness() {
        // sums of nim-heaps are tame (Conway)
        for (String s : new String[] {"0", "*", "*2", "*3", "*(2+2)", "*(2+3)", "*(3+5+6)", "*{12}"})
            assertTrue(Tameness.isTame(g(s)), s + " tame");
        // *(2/0)0 generates an infinite quotient (Plambeck–Siegel §A.7): it cannot be tame
        assertFalse(Tameness.isTame(g("*(2/0)0")));
        assertFalse(Tameness.isTame(g("*2/320")));
    }

    @Test void mateAndParity() {
        assertEquals(MisereGame.nim(1), MisereTheory.mate(MisereGame.ZERO));
        assertEquals(MisereGame.ZERO, MisereTheory.mate(MisereGame.nim(1)), "{mate 0} = {*} = 0");
        assertEquals(MisereGame.nim(2), MisereTheory.mate(MisereGame.nim(2)), "{*, 0}... = {0, *} = *2");
        assertTrue(MisereTheory.allPlaysEven(MisereGame.ZERO));
        assertTrue(MisereTheory.allPlaysOdd(MisereGame.nim(1)));
        assertFalse(MisereTheory.allPlaysEven(MisereGame.nim(2)));
        assertFalse(MisereTheory.allPlaysOdd(MisereGame.nim(2)));
        assertFalse(MisereTheory.allPlaysEven(g("*2//")));
        assertFalse(MisereTheory.allPlaysOdd(g("*2//")));
        // *1// = {{*}} = {0} = *: odd
        assertTrue(MisereTheory.allPlaysOdd(g("*1//")));
        // ONAG's even and odd (born earlier than G + *, spec): 0, *2, *4, *2/320 even; *, *3 odd
        for (String s : new String[] {"0", "*2", "*4", "*2/320", "*2/"}) assertTrue(MisereParts.isEven(g(s)), s + " even");
        for (String s : new String[] {"*", "*3"}) assertTrue(MisereParts.isOdd(g(s)), s + " odd");
    }

    @Test void partsAndPartitions() {
        MisereGame two = MisereGame.nim(2);
        MisereGame twoTwo = two.plus(two);
        List<MisereGame> parts = MisereParts.allParts(twoTwo);
        assertTrue(parts.contains(two), "*2 is a part of *2+*2: " + parts);
        for (MisereGame h : parts) {
            assertSame(twoTwo, h.plus(MisereParts.minus(twoTwo, h)), "parts need not be positions: " + h);
        }
        assertTrue(MisereParts.isPrime(two));
        assertTrue(MisereParts.partitions(twoTwo).contains(List.of(two, two)));
        // *3 = *2 + *
        assertTrue(MisereParts.partitions(MisereGame.nim(3)).contains(List.of(two, MisereGame.nim(1))));
        for (List<MisereGame> p : MisereParts.partitions(twoTwo)) assertSame(twoTwo, MisereGame.sum(p));
    }
}
