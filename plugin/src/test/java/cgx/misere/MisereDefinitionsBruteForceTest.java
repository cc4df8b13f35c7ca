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

    /** The reversibility rule: options failing keep reverse through second options passing through, with G's g+ and with G's g-; the kept options' mex give G's values. */
    private static boolean reversible(MisereGame g, Pred keep, Pred through) {
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
        return mp == g.normalGrundy() && mm == g.misereGrundy();
    }

    private static boolean generallyTame(MisereGame g) {
        return tame(g) || (tameGenus(g) && reversible(g, MisereDefinitionsBruteForceTest::generallyTame, MisereDefinitionsBruteForceTest::generallyTame));
    }

    private static boolean restive(MisereGame g) {
        if (!restiveGenus(g)) return false;
        for (MisereGame o : g.options()) if (!tame(o)) return false;
        return true;
    }

    private static boolean generallyRestive(MisereGame g) {
        return restive(g) || (restiveGenus(g) && reversible(g, MisereDefinitionsBruteForceTest::generallyTame,
                s -> generallyTame(s) || generallyRestive(s)));
    }

    private static boolean restless(MisereGame g) {
        if (tameGenus(g) || restiveGenus(g) || g.misereGrundy() > 1) return false;
        for (MisereGame o : g.options()) if (!generallyTame(o)) return false;
        return true;
    }

    private static boolean tameable(MisereGame g) {
        if (generallyTame(g)) return true;
        if (!tameGenus(g)) return false;
        for (MisereGame o : g.options()) {
            if (generallyTame(o)) continue;
            if (!tameable(o)) return false;
            boolean p = false, m = false;
            for (MisereGame s : o.options()) {
                if (!tameable(s)) continue;
                if (s.normalGrundy() == g.normalGrundy()) p = true;
                if (s.misereGrundy() == g.misereGrundy()) m = true;
            }
            if (!p || !m) return false;
        }
        return true;
    }

    @Test void tameFamilyAgainstPlainRecursion() {
        List<MisereGame> dom = domain();
        for (MisereGame g : dom) {
            assertEquals(tame(g), Tameness.isTame(g), "IsTame " + g);
            assertEquals(generallyTame(g), Tameness.isGenerallyTame(g), "IsGenerallyTame " + g);
            assertEquals(restive(g), Tameness.isRestive(g), "IsRestive " + g);
            assertEquals(generallyRestive(g), Tameness.isGenerallyRestive(g), "IsGenerallyRestive " + g);
            assertEquals(restless(g), Tameness.isRestless(g), "IsRestless " + g);
            assertEquals(tameable(g), Tameness.isTameable(g), "IsTameable " + g);
            MisereGame gg = g.plus(g);
            assertEquals(!generallyTame(g) && generallyTame(gg) && gg.normalGrundy() == 0 && gg.misereGrundy() == 0,
                    Tameness.isHalfTame(g), "IsHalfTame " + g);
        }
    }
}
