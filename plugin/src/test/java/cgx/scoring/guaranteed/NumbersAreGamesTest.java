package cgx.scoring.guaranteed;

import cgx.families.Families;
import cgx.lang.Runtime;
import cgx.lang.Transcript;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * In guaranteed scoring play the number s is the game ⟨∅^s|∅^s⟩, and a game equal to s prints as
 * s: so a number answers every method of a guaranteed game, the same as the game it prints for.
 */
class NumbersAreGamesTest {
    private final Runtime rt = Families.runtime();

    private List<String> run(Transcript t, String input) { return t.run(input).output(); }

    @Test
    void theIssuesExamples() {
        Transcript t = new Transcript(rt, 30);
        assertEquals(List.of("2"), run(t, "2.LeftStop"));
        assertEquals(List.of("false"), run(t, "2 >= <^1|^3>"));
        assertEquals(List.of("true"), run(t, "3 >= <^1|^3>"));
        assertEquals(List.of("-3/2"), run(t, "(-3/2).CanonicalForm"));
        assertEquals(List.of("0"), run(t, "x := <1|^1> - <1|^1>"));
        assertEquals(List.of("true"), run(t, "0.LeftStop == x.LeftStop"));
        assertEquals(List.of("Greater"), run(t, "2.Compare(<^1|^1>)"));
        assertEquals(List.of("L"), run(t, "3.Outcome"), "Stewart's methods stay on numbers");
    }

    /** Every method of a guaranteed game answers the same on x := <1|^1> - <1|^1> (printed 0) and on 0. */
    @Test
    void aGameAndTheNumberItPrintsAsAnswerAlike() {
        Transcript game = new Transcript(rt, 30), number = new Transcript(rt, 30);
        game.run("y := <1|^1> - <1|^1>");
        number.run("y := 0");
        int compared = 0;
        for (String m : rt.methodsOf(GsGame.class).keySet()) {
            for (String call : List.of("y." + m, "y." + m + "(1)", "y." + m + "(<^1|^3>)")) {
                List<String> a = run(game, call), b = run(number, call);
                assertEquals(a, b, call);
                compared++;
            }
        }
        assertTrue(compared > 100, "compared " + compared);
        assertFalse(run(number, "y.RightStop").get(0).startsWith("error"));
        assertEquals(List.of("\"$-\\\\frac{3}{2}$\""), run(number, "(-3/2).LaTeX"));
        assertEquals(run(number, "<|-3/2|>.LaTeX"), run(number, "(-3/2).LaTeX"), "Stewart's number writes as the number does");
    }
}
