package cgx.misere.formcensus;

import cgx.misere.MisereGame;
import cgx.misere.OptionSets;
import cgx.misere.quotient.engine.QuotientBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The forms census's status {@code infinite}: a form computed over the order bound is tried with
 * ProveInfinite, and a proved closure makes every closure containing it infinite (Lemma 4.6).
 */
class InfiniteClosuresTest {
    private static final OptionSets DAY5 = OptionSets.ofDay(5);

    @Test
    void theFormOfSectionA7IsProvedInfiniteInTheCensus() {
        // *(2/0)0 is born on day 5 (Plambeck–Siegel §A.7: its quotient is infinite); its options' closure is inside |Q| <= 16
        long rank = -1;
        for (long s = 0; s < DAY5.count() && rank < 0; s++) if (DAY5.isCanonical(s) && DAY5.text(s).equals("*(2/0)0")) rank = s;
        assertTrue(rank >= 0);
        ClosureDownSet down = ClosureDownSet.compute(DAY5, 16, ClosureDownSet.sequential(DAY5, 16, 0), null);
        FormRange.Row plain = FormRange.run(0, DAY5, down, rank, rank + 1, 0).rows().get(0);
        assertEquals("partial", plain.status());
        assertEquals("more than 16 elements", plain.reason());
        FormRange.Result r = FormRange.run(0, DAY5, down, rank, rank + 1, 0, 300);
        FormRange.Row row = r.rows().get(0);
        assertEquals("*(2/0)0", row.form());
        assertEquals("infinite", row.status(), row.reason());
        assertEquals("inf", row.orderText(16));
        // the proof's family, re-verified by the independent checker
        assertTrue(row.reason().startsWith("infinite: Q(cl G) proved: Q(cl(*(2/0)0)) is infinite (proved)"), row.reason());
        assertEquals(0, r.over());
        // consistent with it: the quotient engine finds more than 500 elements too
        final long g = rank;
        assertThrows(QuotientBuilder.OrderExceeded.class, () -> ClosureQuotient.ofForm(DAY5, g, 500));
    }

    @Test
    void aFiniteClosureIsNotProvedAndALargeOneNotTried() {
        // computed first: Q(cl *2/320) has order 8 (the census's Q8.1), so no lattice proof is tried
        var finite = InfiniteClosures.attempt(List.of(MisereGame.parse("*2/320")), 60);
        assertFalse(finite.proved());
        assertEquals("finite: |Q| = 8 (computed to the end)", finite.text());
        // cl{*2/321, *2/30, *2/21}: 7 generators, beyond the lattice, but its quotient is computed (one of the census's minimal closures outside |Q| <= 64)
        List<MisereGame> w14 = List.of(MisereGame.parse("*2/321"), MisereGame.parse("*2/30"), MisereGame.parse("*2/21"));
        assertTrue(InfiniteClosures.attempt(w14, 60).text().startsWith("not tried: 7 generators"));
        assertEquals("finite: |Q| = 88 (computed to the end)", InfiniteClosures.attempt(w14, 60, true).text());
        // every form born by day 4 but 0: a closure of 21 generators
        List<MisereGame> day4 = OptionSets.ofDay(5).forms().stream().filter(g -> !g.isZero()).toList();
        var large = InfiniteClosures.attempt(day4, 60);
        assertFalse(large.proved());
        assertTrue(large.text().startsWith("not tried: " + day4.size() + " generators"), large.text());
    }

    @Test
    void aClosureProvedInfiniteMakesEveryLargerOneInfinite() {
        // the witness is a proved set inside the closure, fewest forms first; none when none is inside
        int i = DAY5.size() - 1, j = 0;
        while ((DAY5.closure(1L << i) & ~DAY5.closure(1L << j)) == 0) j++;
        long a = DAY5.closure(1L << i), b = DAY5.closure(1L << i | 1L << j), c = DAY5.closure(1L << j);
        InfiniteClosures inf = new InfiniteClosures(5, Map.of(a, "proof A"), Map.of());
        assertEquals(a, inf.witness(b));
        assertEquals(a, inf.witness(a));
        assertEquals(-1, inf.witness(c));
        assertEquals(-1, new InfiniteClosures(5, Map.of(), Map.of(a, "not proved")).witness(b));
    }
}
