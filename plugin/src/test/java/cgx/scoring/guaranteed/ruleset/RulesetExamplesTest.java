package cgx.scoring.guaranteed.ruleset;

import cgx.TestFiles;
import cgx.core.CgxException;
import cgx.core.Rational;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cases of test-games/scoring/guaranteed/rulesets.txt (spec §12 examples 45–51, 68–70 and more). */
class RulesetExamplesTest {

    @TestFactory
    List<DynamicTest> cases() throws IOException {
        Path file = TestFiles.testGames().resolve("scoring/guaranteed/rulesets.txt");
        List<String> lines = Files.readAllLines(file);
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            int arrow = line.indexOf("==>");
            if (arrow < 0) throw new IllegalStateException("rulesets.txt line " + (i + 1) + ": no ==>");
            String input = line.substring(0, arrow).strip(), expected = line.substring(arrow + 3).strip();
            tests.add(DynamicTest.dynamicTest("line " + (i + 1) + ": " + line, () -> check(input, expected)));
        }
        assertTrue(tests.size() >= 15, "too few cases in " + file);
        return tests;
    }

    private static void check(String input, String expected) {
        List<String> tokens = new ArrayList<>(Arrays.asList(input.split("\\s+")));
        String query = ":game";
        if (tokens.get(tokens.size() - 1).startsWith(":")) query = tokens.remove(tokens.size() - 1);
        String ruleset = tokens.get(0);
        Rational score = Rational.parse(tokens.get(1));
        List<String> rows = tokens.subList(2, tokens.size());
        if (query.equals(":error")) {
            CgxException e = assertThrows(CgxException.class, () -> make(ruleset, rows, score));
            assertEquals(expected, e.getMessage());
            return;
        }
        ScoringBoard p = make(ruleset, rows, score);
        if (query.equals(":gameerror")) {
            CgxException e = assertThrows(CgxException.class, p::game);
            assertEquals(expected, e.getMessage());
            return;
        }
        String actual = switch (query) {
            case ":game" -> p.game().toString();
            case ":leftstop" -> p.game().leftStop().toString();
            case ":rightstop" -> p.game().rightStop().toString();
            case ":leftmoves" -> moves(p.leftMoves());
            case ":rightmoves" -> moves(p.rightMoves());
            case ":rawleftstop" -> p.rawGame().leftStop().toString();
            case ":rawrightstop" -> p.rawGame().rightStop().toString();
            case ":print" -> p.toString();
            default -> throw new IllegalStateException("unknown query " + query);
        };
        assertEquals(expected, actual, input);
    }

    static ScoringBoard make(String ruleset, List<String> rows, Rational score) {
        return switch (ruleset) {
            case "kobber" -> Kobber.of(rows, score);
            case "dots" -> DotsAndBoxes.of(rows, score);
            case "diskonnect" -> Diskonnect.of(rows, score);
            default -> throw new IllegalStateException("unknown ruleset " + ruleset);
        };
    }

    private static String moves(List<? extends ScoringBoard> moves) {
        return moves.stream().map(m -> String.join("/", m.rows()) + " " + m.score()).collect(Collectors.joining("; "));
    }
}
