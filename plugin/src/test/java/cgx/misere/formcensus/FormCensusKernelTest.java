package cgx.misere.formcensus;

import cgx.misere.MisereDays;
import cgx.misere.MisereGame;
import cgx.misere.OptionSets;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.misere.quotient.engine.QuotientBuilder;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import cgx.misere.quotient.monoid.ElementPeriods;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/** The forms census's kernel: option sets as masks, Q(cl {S}) from masks, the down-set of closures, element periods. */
class FormCensusKernelTest {
    private static final OptionSets DAY5 = OptionSets.ofDay(5);

    private static long rank(String form) {
        long mask = 0;
        for (MisereGame o : MisereGame.parse(form).options()) mask |= 1L << DAY5.forms().indexOf(o);
        return mask;
    }

    static int[] table(MisereQuotient q) {
        int n = q.order();
        int[] mul = new int[n * n];
        for (int x = 0; x < n; x++) for (int y = 0; y < n; y++) mul[x * n + y] = q.product(x, y);
        return mul;
    }

    static boolean[] pTable(MisereQuotient q) {
        boolean[] p = new boolean[q.order()];
        for (int x = 0; x < p.length; x++) p[x] = q.inP(x);
        return p;
    }

    @Test
    void masksPrintAsTheirFormsAndCountTheDays() {
        for (int day = 1; day <= 4; day++) {
            OptionSets sets = OptionSets.ofDay(day);
            List<String> texts = new ArrayList<>();
            for (long s = 0; s < sets.count(); s++) if (sets.isCanonical(s)) texts.add(sets.text(s));
            List<String> listed = new ArrayList<>();
            for (MisereGame g : MisereDays.bornBy(day)) listed.add(g.toString());
            assertEquals(listed.stream().sorted().toList(), texts.stream().sorted().toList(), "day " + day);
        }
        Random r = new Random(5);
        for (int i = 0; i < 3000; i++) {
            long s = r.nextLong() & (DAY5.count() - 1);
            MisereGame g = DAY5.form(s);
            if (DAY5.isCanonical(s)) {
                assertEquals(g.toString(), DAY5.text(s));
                assertEquals(s, rank(g.toString()));
                assertEquals(g, MisereGame.parse(DAY5.text(s)));
            } else {
assertNotEquals(new java.util.HashSet<>(DAY5.members(s)), new java.util.HashSet<>(g.options()), "a non-canonical mask's form has other options");
            }
        }
        assertEquals(4171780, MisereDays.countBornBy(5));
    }

    @Test
    void thePapersUnusualPeriodsFromMasks() {
        // §A.6: Q(*(2/210)(2/30)3/21) has 200 elements and a generator of period 6 (e^2 of period 3);
        // Q(*(2/1)(2/0)4310) has 120 elements and an element of period 4
        ClosureQuotient.Shape six = ClosureQuotient.ofForm(DAY5, rank("*(2/210)(2/30)3/21"), 300);
        assertEquals(200, six.order());
        assertEquals(27, six.psize());
        assertEquals(6, six.maxPeriod());
        assertEquals("1:21 2:147 3:4 6:28", six.periods());
        ClosureQuotient.Shape four = ClosureQuotient.ofForm(DAY5, rank("*(2/1)(2/0)4310"), 300);
        assertEquals(120, four.order());
        assertEquals(19, four.psize());
        assertEquals(4, four.maxPeriod());
        // the worksheet's path (interned forms, the paper's generator order) gives isomorphic quotients
        MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse("*(2/210)(2/30)3/21")), 300);
        assertNotNull(BipartiteIsomorphism.find(six.order(), six.mul(), six.isP(), q.order(), table(q), pTable(q)));
        assertEquals(6, q.maxElementPeriod());
        assertEquals(6, q.elementPeriod("e"));
        assertEquals(3, q.elementPeriod("e^2"));
        assertEquals(q.invariant(), six.invariant());
        assertNotEquals(four.invariant(), six.invariant());
        assertThrows(QuotientBuilder.OrderExceeded.class, () -> ClosureQuotient.ofForm(DAY5, rank("*(2/210)(2/30)3/21"), 150));
    }

    @Test
    void masksAgreeWithTheWorksheetsQuotientOnASample() {
        Random r = new Random(11);
        int checked = 0;
        while (checked < 60) {
            long s = r.nextLong() & r.nextLong() & r.nextLong() & (DAY5.count() - 1); // sparse sets: quotients mostly within the bound
            if (!DAY5.isCanonical(s)) continue;
            ClosureQuotient.Shape a;
            try {
                a = ClosureQuotient.ofForm(DAY5, s, 64);
            } catch (QuotientBuilder.TooLarge e) {
                continue;
            }
            MisereQuotient q = Quotients.ofForms(List.of(DAY5.form(s)), 64);
            assertEquals(q.order(), a.order(), DAY5.text(s));
            assertNotNull(BipartiteIsomorphism.find(a.order(), a.mul(), a.isP(), q.order(), table(q), pTable(q)), DAY5.text(s));
            assertEquals(q.invariant(), a.invariant(), DAY5.text(s));
            assertEquals(q.isTame(), a.tame(), DAY5.text(s));
            checked++;
        }
    }

    @Test
    void theFormsTheCensusLeftUndecidedExceedTheBound() throws Exception {
        // test-games/misere-quotients/forms5-undecided.tsv: the two quickest rows again (the file records all 33)
        List<String[]> rows = new ArrayList<>();
        for (String line : java.nio.file.Files.readAllLines(cgx.TestFiles.testGames().resolve("misere-quotients/forms5-undecided.tsv"))) {
            if (line.startsWith("#") || line.startsWith("rank")) continue;
            rows.add(line.split("\t"));
        }
        assertEquals(33, rows.size());
        for (String[] r : rows) {
            assertEquals("over 64", r[2], r[1]);
            assertEquals(r[1], DAY5.text(Long.parseLong(r[0])), "the rank prints as the form");
        }
        rows.sort(java.util.Comparator.comparingDouble(r -> Double.parseDouble(r[3])));
        for (String[] r : rows.subList(0, 2))
            assertThrows(QuotientBuilder.OrderExceeded.class, () -> ClosureQuotient.ofForm(DAY5, Long.parseLong(r[0]), 64), r[1]);
    }

    @Test
    void periodsByDefinition() {
        // Z_6 = <e | e^6 = 1>: periods 1, 6, 3, 2, 3, 6; a cycle with a tail: x^5 = x^3 has period 2
        int n = 6;
        int[] z6 = new int[36];
        for (int x = 0; x < n; x++) for (int y = 0; y < n; y++) z6[x * n + y] = (x + y) % n;
        assertArrayEquals(new int[] {1, 6, 3, 2, 3, 6}, ElementPeriods.all(n, z6));
        int m = 5; // 1, x, x^2, x^3, x^4 with x^5 = x^3
        int[] tail = new int[25];
        for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) { int k = i + j; while (k >= 5) k -= 2; tail[i * m + j] = k; }
        assertEquals(2, ElementPeriods.of(m, tail, 1));
        assertEquals(1, ElementPeriods.of(m, tail, 2)); // x^2: x^4, x^6 = x^4
        assertEquals(2, ElementPeriods.max(m, tail));
    }

    @Test
    void theDownSetIsTheClosuresUnderTheBound() {
        int bound = 14;
        ClosureDownSet d = ClosureDownSet.compute(DAY5, bound, ClosureDownSet.sequential(DAY5, bound, 0), null);
        // every closed set inside has its order, every minimal one outside is over the bound, and a
        // sample of closures is inside exactly when its quotient has at most 14 elements
        for (var e : d.inside().entrySet()) assertTrue(e.getValue() <= bound);
        for (var e : d.outside().entrySet()) assertEquals(-1, e.getValue());
        Random r = new Random(3);
        for (int i = 0; i < 300; i++) {
            long c = DAY5.closure(r.nextLong() & r.nextLong() & (DAY5.count() - 1));
            int o = ClosureDownSet.orderOf(DAY5, c, bound, 0);
            assertEquals(o > 0, d.order(c) != null, Long.toBinaryString(c));
            if (o > 0) assertEquals(o, d.order(c));
            else assertTrue(d.witness(c) >= 0 && (d.witness(c) & ~c) == 0);
        }
    }
}
