package cgx.cgsuite;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * CGSuite's heap rulesets (subtraction, all-but subtraction, named games, codes beyond cgx's digits,
 * HeapRuleset(fn)) feeding cgx's engines, and heaps crossing both ways
 * (test-games/cgsuite-bridge/heap-rulesets.txt).
 */
class HeapRulesetsTest {
    @Test
    void everyExampleAnswersAsWritten() throws Exception {
        ReplExamplesTest.answersAsWritten("heap-rulesets.txt", 20);
    }

    /**
     * cgx's misère canonical form of each CGSuite heap (cgx's engine on the ruleset the bridge
     * made of it) equals CGSuite's own, computed by CGSuite: an independent check of the mapping.
     */
    @Test
    void canonicalFormsAgreeWithCgsuite() {
        Cgsuite cgsuite = new Cgsuite();
        List<String> rulesets = List.of("game.heap.Subtraction([1,2,5])", "game.heap.Subtraction([1,3], true)", "game.heap.Nim",
                "game.heap.Kayles", "game.heap.GrundysGame", "game.heap.TakeAndBreak(\"0.[37]\")",
                "game.heap.HeapRuleset(n -> [[a, b] for b from 0 while b^2 < n for a from 0 to b - 1])");
        for (String r : rulesets) {
            for (int n = 0; n <= 11; n++) {
                String line = "R := " + r + "; [MisereCanonicalForm(R(" + n + ")) === R(" + n + ").MisereCanonicalForm,"
                        + " MisereCanonicalForm(R(" + n + ") + R(" + (n / 2) + ")) === (R(" + n + ") + R(" + (n / 2) + ")).MisereCanonicalForm]";
                assertEquals("[true,true]", cgsuite.eval(line).strip(), line);
            }
        }
    }
}
