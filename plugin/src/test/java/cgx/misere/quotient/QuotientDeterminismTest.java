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
        // {*11} is made after *12 here, so its interning id is larger; the notation lists it first
        MisereGame nim = MisereGame.nim(12);
        MisereGame late = MisereGame.of(MisereGame.nim(11));
        MisereGame form = MisereGame.of(late, nim);
        MisereQuotient q = Quotients.ofForms(List.of(form), 4096);
        List<String> labels = Arrays.asList(q.genLabels);
        int first = labels.indexOf(form.options().get(0).toString()), second = labels.indexOf(form.options().get(1).toString());
        assertTrue(first > 0 && second > 0 && first < second, labels + " against the notation's order " + form.options());
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
    void theNotationsOrderOnTheIssuesExample() {
        // *2/320 prints its options 2/, 3, 2, 0: the followers are *, *2, *2/, *3, *2/320, so Φ(3)
        // is *2/ = b^2 (in ./cgx and through the bridge alike; MisereSolver numbers *3 before *2/)
        MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse("*2/320")), 4096);
        assertEquals("b^2", q.phi(3).toString());
        assertEquals("ab", q.phi(4).toString());
    }

    private static void collect(MisereGame g, List<MisereGame> out) {
        if (g.isZero() || out.contains(g)) return;
        out.add(g);
        for (MisereGame o : g.options()) collect(o, out);
    }
}
