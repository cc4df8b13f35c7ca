package cgx.cgsuite;

import cgx.core.Rational;
import cgx.lang.CgxList;
import cgx.lang.CgxSet;
import cgx.lang.Runtime;
import cgx.misere.MisereGame;
import org.cgsuite.core.misere.MisereCanonicalGame;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Values cross the border and come back equal; misère forms agree with CGSuite's own algebra. */
class ConversionTest {
    private static final Runtime RUNTIME = Bridge.install().runtime();

    private static Values fresh() {
        return new Values(RUNTIME, v -> { throw new AssertionError("no wrapping expected for " + v); });
    }

    /** Random canonical forms: each new one has up to 4 options among the forms made so far. */
    static List<MisereGame> randomForms(int n, long seed) {
        Random rnd = new Random(seed);
        List<MisereGame> pool = new ArrayList<>(List.of(MisereGame.ZERO, MisereGame.nim(1), MisereGame.nim(2)));
        while (pool.size() < n) {
            int k = rnd.nextInt(5);
            List<MisereGame> opts = new ArrayList<>();
            for (int i = 0; i < k; i++) opts.add(pool.get(pool.size() - 1 - rnd.nextInt(Math.min(pool.size(), 12))));
            pool.add(MisereGame.of(opts));
        }
        return pool;
    }

    @Test
    void misereFormsRoundTripAndAgreeWithCgsuite() {
        List<MisereGame> forms = randomForms(300, 14);
        Values out = fresh();
        Values back = fresh();
        for (MisereGame g : forms) {
            MisereCanonicalGame c = out.misereToCgsuite(g);
            assertSame(g, back.misereToCgx(c), "cgx -> CGSuite -> cgx for " + g);
            assertEquals(g.birthday(), c.birthday().intValue(), "birthday of " + g);
            assertEquals(g.optionCount(), scala.jdk.javaapi.CollectionConverters.asJava(c.options()).size(), "options of " + g);
            assertEquals(g.isMisereP(), c.misereOutcomeClass().toString().equals("P"), "misère outcome of " + g);
        }
        // sums: cgx's sum, carried over, is CGSuite's sum of the carried-over forms
        Random rnd = new Random(5);
        for (int i = 0; i < 60; i++) {
            MisereGame a = forms.get(rnd.nextInt(80));
            MisereGame b = forms.get(rnd.nextInt(80));
            MisereCanonicalGame sum = (MisereCanonicalGame) out.misereToCgsuite(a).$plus(out.misereToCgsuite(b));
            assertSame(a.plus(b), back.misereToCgx(sum), a + " + " + b);
        }
    }

    @Test
    void numbersBooleansStringsListsSetsRoundTrip() {
        Values v = fresh();
        List<Object> samples = List.of(Rational.of(0), Rational.of(-7), Rational.of(3, 8), Rational.of(-5, 2),
                Rational.of(new java.math.BigInteger("123456789012345678901234567890")), true, false, "text",
                CgxList.of(Rational.of(1), CgxList.of("a", false)), CgxSet.from(List.of(Rational.of(2), Rational.of(3))));
        for (Object s : samples) {
            Object c = v.toCgsuite(s);
            assertTrue(!c.getClass().getName().startsWith("cgx."), "CGSuite's own value for " + s + ": " + c.getClass());
            assertEquals(s, v.toCgx(c), "round trip of " + s);
        }
        assertEquals("5/2", v.toCgsuite(Rational.of(5, 2)).toString());
    }
}
