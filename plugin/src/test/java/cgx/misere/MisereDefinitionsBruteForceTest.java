package cgx.misere;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Each predicate against its definition (shared/spec/misere-theory.md), by brute force on all
 * forms born by day 4 and a sample of day 5: parts and differences by searching sums, links and
 * distinguishers checked by exhaustive play on unsimplified game trees ({@link BruteGames}), the
 * tame family by a plain recursion written from the definitions, counts by day from game trees.
 */
class MisereDefinitionsBruteForceTest {
    private static final MisereGame STAR = MisereGame.nim(1);
    private final BruteGames b = new BruteGames();
    private final HashMap<Integer, MisereGame> memo = new HashMap<>();

    private List<MisereGame> day4() { return MisereDays.bornBy(4); }

    private List<MisereGame> domain() {
        List<MisereGame> d = new ArrayList<>(day4());
        Random rnd = new Random(5);
        Set<MisereGame> seen = new HashSet<>(d);
        while (d.size() < 22 + 40) {
            List<MisereGame> opts = new ArrayList<>();
            for (MisereGame x : day4()) if (rnd.nextInt(4) == 0) opts.add(x);
            MisereGame g = MisereGame.of(opts);
            if (seen.add(g)) d.add(g);
        }
        return d;
    }

    @Test void dayCountsFromGameTrees() {
        int[] expected = {1, 2, 3, 5, 22};
        for (int n = 0; n <= 4; n++) {
            Set<MisereGame> forms = new HashSet<>();
            for (int t : b.bornBy(n)) forms.add(b.toCanonical(t, memo));
            assertEquals(expected[n], forms.size(), "forms born by day " + n);
            assertEquals(forms, new HashSet<>(MisereDays.bornBy(n)));
            assertEquals(expected[n], MisereDays.countBornBy(n));
            long even = forms.stream().filter(g -> g.birthday() < g.plus(STAR).birthday()).count();
            assertEquals(even, MisereDays.countEvenBornBy(n), "even forms born by day " + n);
        }
        // ONAG ch. 12: 4171780 forms born by day 5; CGSuite's DayN sizes 1, 1, 2, 3, 19 for days 0..4
        assertEquals(4171780L, MisereDays.countBornBy(5));
        assertEquals(List.of(1L, 1L, 2L, 3L, 19L), List.of(MisereDays.countEvenBornBy(0), MisereDays.countEvenBornBy(1),
                MisereDays.countEvenBornBy(2), MisereDays.countEvenBornBy(3), MisereDays.countEvenBornBy(4)));
        assertEquals(4171780L - 19, MisereDays.countEvenBornBy(5));
    }

    /** Parts and differences: every H + X = G found by searching pairs of the domain is found by the theory, and vice versa checked by a sum. */
    @Test void partsAndDifferencesBySearchingSums() {
        List<MisereGame> dom = domain();
        for (MisereGame g : day4()) {
            Set<MisereGame> theory = new HashSet<>(MisereParts.allParts(g));
            for (MisereGame h : theory) assertSame(g, h.plus(MisereParts.minus(g, h)), h + " part of " + g);
            for (MisereGame h : day4())
                for (MisereGame x : day4())
                    if (h.plus(x) == g) {
                        assertTrue(theory.contains(h), h + " + " + x + " = " + g + " but not among its parts " + theory);
                        assertSame(x, MisereParts.minus(g, h));
                    }
            boolean prime = g != MisereGame.ZERO && g != STAR;
            for (MisereGame h : theory) if (h != MisereGame.ZERO && h != STAR && h != g && h != g.plus(STAR)) prime = false;
            assertEquals(prime, MisereParts.isPrime(g), "IsPrime " + g);
            // extraverted: G is a part of {G}; introverted: of each option
            MisereGame up = MisereGame.of(g);
            boolean extra = false;
            for (MisereGame x : day4()) if (g.plus(x) == up) extra = true;
            if (extra) assertTrue(MisereParts.isExtraverted(g), "extraverted " + g);
            if (MisereParts.isExtraverted(g)) assertSame(up, g.plus(MisereParts.minus(up, g)));
            assertEquals(g == MisereGame.ZERO || g == STAR, MisereParts.isIntroverted(g), "introverted " + g + " (only 0 and *)");
        }
        // differences of sums: (G + H) - H = G (cancellation)
        for (MisereGame g : dom.subList(0, 30))
            for (MisereGame h : dom.subList(0, 10)) assertSame(g, MisereParts.minus(g.plus(h), h), "(" + g + " + " + h + ") - " + h);
    }

    @Test void evenAndOddByBirthday() {
        for (MisereGame g : domain()) {
            int b0 = g.birthday(), b1 = g.plus(STAR).birthday();
            assertNotEquals(b0, b1, "G and G + * are born on different days: " + g);
            assertEquals(b0 < b1, MisereParts.isEven(g), "even " + g);
            assertEquals(b0 > b1, MisereParts.isOdd(g), "odd " + g);
        }
    }

    /** Links and distinguishers checked by exhaustive play on the game trees; linked pairs found by search agree. */
    @Test void linksAndDistinguishersByPlay() {
        List<MisereGame> d4 = day4();
        List<MisereGame> dom = domain();
        for (MisereGame g : d4)
            for (MisereGame h : d4) {
                int tg = b.fromCanonical(g), th = b.fromCanonical(h);
                if (g != h) {
                    MisereGame x = Linkage.distinguisher(g, h);
                    int tx = b.fromCanonical(x);
                    assertNotEquals(b.misereP(tg, tx), b.misereP(th, tx), "Distinguisher(" + g + ", " + h + ") = " + x);
                } else assertNull(Linkage.distinguisher(g, h));
                boolean searched = false;
                for (MisereGame y : d4) {
                    int ty = b.fromCanonical(y);
                    if (b.misereP(tg, ty) && b.misereP(th, ty)) { searched = true; break; }
                }
                boolean linked = Linkage.isLinked(g, h);
                if (searched) assertTrue(linked, g + " and " + h + " are linked by search");
                if (linked) {
                    int tx = b.fromCanonical(Linkage.link(g, h));
                    assertTrue(b.misereP(tg, tx) && b.misereP(th, tx), "Link(" + g + ", " + h + ")");
                } else {
                    // not linked: an option of one is the other
                    assertTrue(g.hasOption(h) || h.hasOption(g));
                }
            }
    }

    // ---------------------------------------------------------------- the tame family, plainly

    private static boolean tameGenus(MisereGame g) {
        int p = g.normalGrundy(), m = g.misereGrundy();
        return p == m || (p <= 1 && m <= 1);
    }

    private static boolean restiveGenus(MisereGame g) { return !tameGenus(g) && g.normalGrundy() <= 1; }

    private static boolean tame(MisereGame g) {
        if (g.isNimHeap()) return true;
        if (!tameGenus(g)) return false;
        for (MisereGame o : g.options()) if (!tame(o)) return false;
        return true;
    }

    private interface Pred { boolean test(MisereGame g); }

    /**
     * The reversibility rule: options failing keep reverse through second options passing through, with G's g+ and with G's g-;
     * the kept options' mex give G's values; nothing kept: g+ 0 and g- emptyMinus (0 for generally tame and restive, a
     * plain mex; 1 for tameable, the genus of the game 0; CGSuite 2.2's readings).
     */
    private static boolean reversible(MisereGame g, Pred keep, Pred through, int emptyMinus) {
        Set<Integer> plus = new HashSet<>(), minus = new HashSet<>();
        boolean any = false;
        for (MisereGame o : g.options()) {
            if (keep.test(o)) { any = true; plus.add(o.normalGrundy()); minus.add(o.misereGrundy()); continue; }
            boolean p = false, m = false;
            for (MisereGame s : o.options()) {
                if (!through.test(s)) continue;
                if (s.normalGrundy() == g.normalGrundy()) p = true;
                if (s.misereGrundy() == g.misereGrundy()) m = true;
            }
            if (!p || !m) return false;
        }
        int mp = 0;
        while (plus.contains(mp)) mp++;
        int mm = 0;
        while (minus.contains(mm)) mm++;
        if (!any) mm = emptyMinus;
        return mp == g.normalGrundy() && mm == g.misereGrundy();
    }

    private static boolean generallyTame(MisereGame g) {
        return tame(g) || (tameGenus(g) && reversible(g, MisereDefinitionsBruteForceTest::generallyTame, MisereDefinitionsBruteForceTest::generallyTame, 0));
    }

    private static boolean restive(MisereGame g) {
        if (!restiveGenus(g)) return false;
        for (MisereGame o : g.options()) if (!tame(o)) return false;
        return true;
    }

    private static boolean generallyRestive(MisereGame g) {
        return restive(g) || (restiveGenus(g) && reversible(g, MisereDefinitionsBruteForceTest::generallyTame,
                s -> generallyTame(s) || generallyRestive(s), 0));
    }

    private static boolean restless(MisereGame g) {
        if (tameGenus(g) || restiveGenus(g) || g.misereGrundy() > 1) return false;
        for (MisereGame o : g.options()) if (!generallyTame(o)) return false;
        return true;
    }

    /** Tameable (CGSuite 2.2's reading): generally tame, or tame genus, tameable options kept, the others reversing through tameable second options. */
    private static boolean tameable(MisereGame g) {
        return generallyTame(g) || (tameGenus(g) && reversible(g, MisereDefinitionsBruteForceTest::tameable, MisereDefinitionsBruteForceTest::tameable, 1));
    }

    /** ONAG: the even one of G and G + * is the one born earlier (their birthdays always differ). */
    private static MisereGame even(MisereGame g) {
        MisereGame s = g.plus(STAR);
        assertNotEquals(g.birthday(), s.birthday());
        return g.birthday() < s.birthday() ? g : s;
    }

    @Test void tameFamilyAgainstPlainRecursion() {
        List<MisereGame> dom = new ArrayList<>(domain());
        for (MisereGame g : domain()) if (!dom.contains(g.plus(STAR))) dom.add(g.plus(STAR)); // odd forms, where the even form matters
        int[] oddDiffers = new int[3];
        for (MisereGame g : dom) {
            MisereGame e = even(g);
            assertEquals(tame(g), Tameness.isTame(g), "IsTame " + g);
            assertEquals(generallyTame(g), Tameness.isGenerallyTame(g), "IsGenerallyTame " + g);
            // restive, generally restive, restless: the spec's hereditary definitions on the even one of G and G + *
            assertEquals(restive(e), Tameness.isRestive(g), "IsRestive " + g);
            assertEquals(generallyRestive(e), Tameness.isGenerallyRestive(g), "IsGenerallyRestive " + g);
            assertEquals(restless(e), Tameness.isRestless(g), "IsRestless " + g);
            if (restive(g) != restive(e)) oddDiffers[0]++;
            if (generallyRestive(g) != generallyRestive(e)) oddDiffers[1]++;
            if (restless(g) != restless(e)) oddDiffers[2]++;
            assertEquals(tameable(g), Tameness.isTameable(g), "IsTameable " + g);
            MisereGame gg = g.plus(g);
            assertEquals(!generallyTame(g) && generallyTame(gg) && gg.normalGrundy() == 0 && gg.misereGrundy() == 0,
                    Tameness.isHalfTame(g), "IsHalfTame " + g);
        }
        // the spec's examples of the family (shared/spec/misere-theory.md): *2/0 restive, its + * too
        MisereGame b = Notation.parse("*2/0");
        assertTrue(restive(b) && Tameness.isRestive(b) && Tameness.isRestive(b.plus(STAR)) && !restive(b.plus(STAR)));
        assertTrue(oddDiffers[0] > 0 && oddDiffers[1] > 0, "no form of the domain where the even form matters");
        System.out.printf("tame family by plain recursion on %d forms; the hereditary reading on G itself would differ for "
                + "IsRestive %d, IsGenerallyRestive %d, IsRestless %d of them%n", dom.size(), oddDiffers[0], oddDiffers[1], oddDiffers[2]);
    }

    /**
     * Restive, generally restive and restless (and tame, generally tame, so the genus's CGSuite
     * form) are the same for G and G + *: on every form born by day 4, the random day-5 forms, and
     * every position of every sum of one of those and a form born by day 4 (and their + *).
     */
    @Test void invariantUnderAddingStar() {
        java.util.LinkedHashSet<MisereGame> games = new java.util.LinkedHashSet<>(domain());
        for (MisereGame a : domain())
            for (MisereGame c : day4()) games.addAll(MisereTheory.positions(a.plus(c), Integer.MAX_VALUE));
        int n = 0, restive = 0, grestive = 0, restless = 0, tameableNot = 0;
        for (MisereGame g : new ArrayList<>(games)) {
            MisereGame s = g.plus(STAR);
            n++;
            assertEquals(Tameness.isTame(g), Tameness.isTame(s), "IsTame " + g);
            assertEquals(Tameness.isGenerallyTame(g), Tameness.isGenerallyTame(s), "IsGenerallyTame " + g);
            assertEquals(Tameness.isRestive(g), Tameness.isRestive(s), "IsRestive " + g);
            assertEquals(Tameness.isGenerallyRestive(g), Tameness.isGenerallyRestive(s), "IsGenerallyRestive " + g);
            assertEquals(Tameness.isRestless(g), Tameness.isRestless(s), "IsRestless " + g);
            // CGSuite's genus form: g (nim-heap) or g^γ0 (generally tame or restive) for both, or for neither
            MisereTheory.Genus gg = MisereTheory.genus(g), gs = MisereTheory.genus(s);
            assertEquals(gg.cgsuiteDigits() <= 1, gs.cgsuiteDigits() <= 1,
                    "CGSuite's genus form of " + g + " (" + gg.toCGSuiteString() + ") and of G + * (" + gs.toCGSuiteString() + ")");
            if (Tameness.isTameable(g) != Tameness.isTameable(s)) tameableNot++; // not claimed invariant: counted
            if (Tameness.isRestive(g)) restive++;
            if (Tameness.isGenerallyRestive(g)) grestive++;
            if (Tameness.isRestless(g)) restless++;
        }
        System.out.printf("invariant under + *: %d games (%d restive, %d generally restive, %d restless); IsTameable differs from G + *'s on %d%n",
                n, restive, grestive, restless, tameableNot);
        assertTrue(restive > 0 && grestive >= restive && restless > 0);
    }
}
