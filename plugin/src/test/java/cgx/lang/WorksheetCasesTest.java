package cgx.lang;

import cgx.families.Families;
import cgx.core.CgxException;

import cgx.TestFiles;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs every {@code test-games/**&#47;*.cases} file: each line {@code EXPR ==> EXPECTED} is evaluated
 * in one session per file and its printed form compared (see test-games/README.md).
 */
class WorksheetCasesTest {
    static final String ARROW = "  ==>  ";

    @TestFactory
    List<DynamicNode> cases() throws IOException {
        List<DynamicNode> files = new ArrayList<>();
        List<Path> paths = TestFiles.find(TestFiles.testGames(), ".cases");
        assertFalse(paths.isEmpty(), "no .cases files found");
        for (Path file : paths) {
            Session session = new Session(Families.runtime(), s -> {});
            List<DynamicNode> tests = new ArrayList<>();
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isBlank() || line.startsWith("#")) continue;
                int at = line.lastIndexOf(ARROW);
                if (at < 0) throw new IllegalStateException(file + ":" + (i + 1) + ": no '" + ARROW.trim() + "' in case line");
                String expr = line.substring(0, at).trim();
                String expected = line.substring(at + ARROW.length()).trim();
                int lineNo = i + 1;
                tests.add(DynamicTest.dynamicTest(lineNo + ": " + expr, () -> check(session, expr, expected, file, lineNo)));
            }
            assertFalse(tests.isEmpty(), file + " has no cases");
            files.add(DynamicContainer.dynamicContainer(TestFiles.testGames().relativize(file).toString(), tests));
        }
        return files;
    }

    private static void check(Session session, String expr, String expected, Path file, int line) {
        String where = file.getFileName() + ":" + line;
        if (expected.startsWith("error:")) {
            String text = expected.substring("error:".length()).trim();
            try {
                Object v = session.eval(expr);
                fail(where + ": expected an error containing '" + text + "', got " + session.show(v));
            } catch (CgxException e) {
                // the message with its place ("line 1, column 4: ..."), so a case may pin where an error is
                assertTrue(e.describe().contains(text), where + ": error '" + e.describe() + "' does not contain '" + text + "'");
            }
            return;
        }
        Object v;
        try {
            v = session.eval(expr);
        } catch (CgxException e) {
            throw new AssertionError(where + ": " + expr + " failed: " + e.describe());
        }
        String shown = session.show(v);
        assertEquals(expected, shown, where + ": " + expr);
        // every printed value parses back to an equal value (where it is a literal of the language)
        if (!(v instanceof Nil) && !(v instanceof Callable)) {
            Object back = session.eval(shown);
            assertTrue(session.runtime().valueEquals(back, v), where + ": printed form " + shown + " does not read back as an equal value");
        }
    }
}
