package cgx.lang;

import cgx.families.Families;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The completion service: methods of a variable's or a literal's value after a dot, names elsewhere, nothing evaluated with side effects. */
class CompletionTest {
    private final List<String> printed = new ArrayList<>();
    private final Session session = new Session(Families.runtime(), printed::add);
    private final Completion completion = new Completion(session);

    private List<String> at(String text) { return completion.complete(text, text.length()).texts(); }

    @Test
    void methodsOfAVariable() {
        session.eval("G := <1|2|3>");
        Completion.Result r = completion.complete("G.Ou", 4);
        assertEquals(2, r.start());
        assertEquals(4, r.end());
        assertTrue(r.texts().contains("Outcome"), r.texts().toString());
        assertTrue(r.texts().stream().allMatch(t -> t.startsWith("Ou")));
        // every method of a scoring game, and nothing of other types
        List<String> all = at("G.");
        assertEquals(session.runtime().methodsOf(session.lookup("G").getClass()).keySet().stream().toList(), all);
        assertFalse(all.contains("Payoff"), "ScoringNim's methods are not a scoring game's");
        session.eval("X := ScoringNim([1, 4, 5])");
        assertTrue(at("1 + X.Pa").contains("Payoff"));
        assertFalse(at("X.").contains("Outcome"));
    }

    @Test
    void methodsOfALiteral() {
        assertTrue(at("<1|2|3>.Ou").contains("Outcome"));
        assertTrue(at("x := <<1|2|3>|0|-4>.").contains("LeftFinal") || at("x := <<1|2|3>|0|-4>.").contains("Outcome"));
        assertTrue(at("[1, 2, 3].").contains("Size"), at("[1, 2, 3].").toString());
        assertTrue(at("\"abc\".").containsAll(at("\"x\".")));
        assertEquals(at("[1, 2].S"), at("[<1|2|3>, 2].S"));
    }

    @Test
    void noSideEffects() {
        session.eval("n := 0; def bump() := begin n := n + 1; <1|2|3> end");
        at("bump().");
        at("print(\"side effect\").");
        at("[bump()].");
        assertEquals("0", session.show(session.lookup("n")), "calls before a dot are not evaluated");
        assertTrue(printed.isEmpty(), printed.toString());
        // an unknown receiver offers every method
        assertTrue(at("bump().Ou").contains("Outcome"));
        assertTrue(at("bump().Pay").contains("Payoff"));
    }

    @Test
    void namesElsewhere() {
        session.eval("myGame := <1|2|3>");
        assertTrue(at("Scoring").contains("ScoringNim"));
        assertTrue(at("x := my").contains("myGame"));
        assertTrue(at("fo").contains("for"));
        assertFalse(at("Scoring").contains("Outcome"), "methods only after a dot");
        Completion.Result r = completion.complete("f(ScoringN, 1)", 10);
        assertEquals(2, r.start());
        assertEquals(10, r.end());
        assertEquals(List.of("ScoringNim", "ScoringNimBreakpointTable"), r.texts().subList(0, 2));
    }

    @Test
    void inspectAndIsComplete() {
        String help = completion.inspect("ScoringNim([1])", 3);
        assertNotNull(help);
        // the reference's entry (Help("ScoringNim")), with its example's input shown, not run
        assertTrue(help.startsWith("function ScoringNim [scoringnim]"), help);
        assertTrue(help.contains("> ScoringNim("), help);
        session.eval("G := <1|2|3>");
        assertTrue(completion.inspect("G.Outcome", 5).contains("outcome"), completion.inspect("G.Outcome", 5));
        assertTrue(completion.inspect("G", 1).startsWith("G = <1|2|3>"));
        assertNull(completion.inspect("1 + 2", 2));
        assertEquals("incomplete", Completion.isComplete("for i from 1 to 3 do"));
        assertEquals("incomplete", Completion.isComplete("G := <1|2"));
        assertEquals("complete", Completion.isComplete("for i from 1 to 3 do print(i) end"));
        assertEquals("invalid", Completion.isComplete("1 + + )"));
    }
}
