package cgx.misere;

import cgx.misere.formcensus.ClosureQuotient;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The forms census's quotients against exhaustive search: for forms G born by day 5 (the paper's
 * §A.6 examples and a sample), every sum of up to three of G's followers is P exactly when the
 * quotient says so (BruteGames: game trees without simplification, outcomes by search), and the
 * census kernel's table is isomorphic to that quotient.
 */
class FormQuotientBruteForceTest {
    private static int tree(BruteGames b, MisereGame g, HashMap<MisereGame, Integer> memo) {
        Integer id = memo.get(g);
        if (id != null) return id;
        int[] o = new int[g.optionCount()];
        for (int i = 0; i < o.length; i++) o[i] = tree(b, g.option(i), memo);
        int t = b.tree(o);
        memo.put(g, t);
        return t;
    }

    /** Checks every sum of up to three generators (followers) of Q(cl G); returns the sums checked. */
    static int check(MisereGame g, int maxOrder) {
        MisereQuotient q = Quotients.ofForms(List.of(g), maxOrder);
        BruteGames b = new BruteGames();
        HashMap<MisereGame, Integer> memo = new HashMap<>();
        int n = q.maxGenerator();
        int[] ids = new int[n + 1];
        for (int i = 1; i <= n; i++) ids[i] = tree(b, MisereGame.parse(q.generatorLabel(i)), memo);
        int sums = 0;
        for (int i = 0; i <= n; i++) for (int j = i; j <= n; j++) for (int k = j; k <= n; k++) {
            List<Integer> comps = new ArrayList<>();
            int x = 0;
            for (int v : new int[] {i, j, k}) if (v > 0) { comps.add(ids[v]); x = q.product(x, q.phiOf(v)); }
            boolean brute = b.misereP(comps.stream().mapToInt(Integer::intValue).toArray());
            assertEquals(brute, q.inP(x), g + ": the sum of generators " + i + ", " + j + ", " + k);
            sums++;
        }
        // the census kernel (masks, its own generator order) gives the same quotient, for a form born
        // by day 5 (its options among the forms born by day 4); a later form (*((2/320)3/4)0, born on
        // day 6) is outside the kernel's option sets
        OptionSets day5 = OptionSets.ofDay(5);
        long mask = 0;
        for (MisereGame o : g.options()) {
            int i = day5.forms().indexOf(o);
            if (i < 0) return sums;
            mask |= 1L << i;
        }
        ClosureQuotient.Shape s = ClosureQuotient.ofForm(day5, mask, maxOrder);
        int m = q.order();
        int[] mul = new int[m * m];
        boolean[] p = new boolean[m];
        for (int x = 0; x < m; x++) { p[x] = q.inP(x); for (int y = 0; y < m; y++) mul[x * m + y] = q.product(x, y); }
        assertNotNull(BipartiteIsomorphism.find(s.order(), s.mul(), s.isP(), m, mul, p), g.toString());
        return sums;
    }

    @Test
    void thePapersFormsOnSumsOfThree() {
        assertTrue(check(MisereGame.parse("*(2/1)(2/0)4310"), 200) > 100);
        assertTrue(check(MisereGame.parse("*(2/210)(2/30)3/21"), 300) > 100);
    }

    @Test
    void aSampleOfDayFiveForms() {
        OptionSets day5 = OptionSets.ofDay(5);
        Random r = new Random(7);
        int done = 0;
        while (done < 12) {
            long s = r.nextLong() & r.nextLong() & (day5.count() - 1);
            if (!day5.isCanonical(s)) continue;
            try {
                check(day5.form(s), 64);
                done++;
            } catch (cgx.misere.quotient.engine.QuotientBuilder.TooLarge e) {
                // over the bound: not this test's business
            }
        }
    }
}
