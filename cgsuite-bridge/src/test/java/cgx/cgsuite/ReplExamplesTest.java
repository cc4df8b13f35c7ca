package cgx.cgsuite;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example of the bridge spec and of the README section, typed into CGSuite in one session
 * (test-games/cgsuite-bridge/repl-examples.txt), with the answers CGSuite prints.
 */
class ReplExamplesTest {
    static Path data(String name) {
        return Path.of(System.getProperty("cgx.testGames", "../test-games"), "cgsuite-bridge", name);
    }

    record Example(String input, String expected) {}

    static List<Example> examples(Path file) throws Exception {
        List<Example> out = new ArrayList<>();
        String input = null;
        StringBuilder expected = new StringBuilder();
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("#")) continue;
            if (line.startsWith("> ")) {
                if (input != null) out.add(new Example(input, expected.toString().strip()));
                input = line.substring(2);
                expected.setLength(0);
            } else if (input != null) {
                expected.append(line).append('\n');
            }
        }
        if (input != null) out.add(new Example(input, expected.toString().strip()));
        return out;
    }

    @Test
    void everyExampleAnswersAsWritten() throws Exception {
        answersAsWritten("repl-examples.txt", 25);
    }

    /** Help inside CGSuite shows the reference's entry, as the worksheet does, with its example run (cgx's print goes to the REPL's standard output). */
    @Test
    void helpShowsTheReferenceEntry() throws Exception {
        Cgsuite cgsuite = new Cgsuite();
        java.io.PrintStream out = System.out;
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        System.setOut(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            assertEquals("Nothing", cgsuite.eval("Help(\"MisereQuotient.Order\")"));
        } finally {
            System.setOut(out);
        }
        String got = printed.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(got.startsWith("MisereQuotient.Order [misere-quotient]") && got.contains("- Signature: `Q.Order`")
                && got.contains("- Implements: ") && got.contains("> Q.Order\n8"), got);
    }

    /** Types every example of {@code file} into one CGSuite session and checks each answer (at least {@code minimum} examples). */
    static void answersAsWritten(String file, int minimum) throws Exception {
        Cgsuite cgsuite = new Cgsuite();
        List<Example> examples = examples(data(file));
        assertTrue(examples.size() >= minimum, "examples read: " + examples.size());
        for (Example e : examples) {
            String got = cgsuite.eval(e.input()).strip();
            assertFalse(got.contains("Exception") || got.contains("\tat ") || got.contains("java."), e.input() + " printed a Java error: " + got);
            if (e.expected().startsWith("~ ")) {
                String want = e.expected().substring(2);
                assertTrue(got.contains(want), e.input() + "\n expected to contain: " + want + "\n got: " + got);
                assertTrue(got.lines().findFirst().orElse("").contains(want) || want.startsWith("No operation") || want.startsWith("Not a method"),
                        e.input() + ": cgx's message is the first line: " + got);
            } else {
                assertEquals(e.expected(), got, e.input());
            }
        }
    }
}
