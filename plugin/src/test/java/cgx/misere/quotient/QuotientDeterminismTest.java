package cgx.misere.quotient;

import cgx.misere.MisereGame;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A quotient of forms is named by what was asked, never by what the session made before: the
 * generators (and so the presentation's letters and Φ's words) follow {@link Quotients#followerOrder}.
 */
class QuotientDeterminismTest {
    @Test
    void theOrderOfFollowersDoesNotDependOnWhenTheyWereMade() {
        // {*11} is made before *12, so its interning id is smaller; the nim heap still comes first
        MisereGame late = MisereGame.of(MisereGame.nim(11));
        MisereGame form = MisereGame.of(late, MisereGame.nim(12));
        MisereQuotient q = Quotients.ofForms(List.of(form), 4096);
        List<String> labels = Arrays.asList(q.genLabels);
        int nim = labels.indexOf(MisereGame.nim(12).toString()), other = labels.indexOf(late.toString());
        assertTrue(nim > 0 && other > 0 && nim < other, labels.toString());
    }

    @Test
    void sortingIsTheSameFromAnyStartingOrder() {
        MisereGame g = MisereGame.parse("*(2/0)0");
        MisereGame h = MisereGame.parse("*2/320");
        List<MisereGame> all = new ArrayList<>();
        collect(g, all);
        collect(h, all);
        List<MisereGame> sorted = new ArrayList<>(all);
        sorted.sort(Quotients.followerOrder(List.of(g, h)));
        Random random = new Random(3);
        for (int i = 0; i < 20; i++) {
            List<MisereGame> shuffled = new ArrayList<>(all);
            Collections.shuffle(shuffled, random);
            shuffled.sort(Quotients.followerOrder(List.of(g, h)));
            assertEquals(sorted, shuffled);
        }
    }

    @Test
    void misereSolversNamesOnItsExample() {
        // MisereSolver numbers the followers of *2/320 as *, *2, *3, *2/, *2/320: Φ(3) is *3 = ab
        MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse("*2/320")), 4096);
        assertEquals("ab", q.phi(3).toString());
        assertEquals("b^2", q.phi(4).toString());
    }

    private static void collect(MisereGame g, List<MisereGame> out) {
        if (g.isZero() || out.contains(g)) return;
        out.add(g);
        for (MisereGame o : g.options()) collect(o, out);
    }
}
