package cgx.lang;

import cgx.families.Families;
import cgx.core.Interrupts;
import cgx.core.CgxException;

import cgx.TestFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs every script in scripts/ (but scripts/census/) as {@code ./cgx FILE.cgx} would with no arguments: each must
 * finish without an error (their asserts check the papers' claims). Scripts keep their default
 * bounds small; users pass larger bounds as arguments.
 */
class ScriptsTest {
    static final double TIME_LIMIT_SECONDS = 240;

    @TestFactory
    List<DynamicTest> scripts() {
        // scripts/census/ needs the census module (Spark): CensusScriptsTest runs those
        List<Path> files = TestFiles.find(TestFiles.scripts(), ".cgx").stream()
                .filter(f -> !TestFiles.scripts().relativize(f).startsWith("census")).toList();
        assertFalse(files.isEmpty(), "no scripts found");
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files) {
            tests.add(DynamicTest.dynamicTest(TestFiles.scripts().relativize(f).toString(), () -> run(f)));
        }
        return tests;
    }

    private static void run(Path file) throws Exception {
        String text = Files.readString(file);
        StringBuilder out = new StringBuilder();
        Session s = new Session(Families.runtime(), line -> out.append(line).append('\n'));
        s.define("ARGS", CgxList.EMPTY);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            Interrupts.setTimeLimit(TIME_LIMIT_SECONDS);
            try {
                s.run(text, (v, silent) -> {});
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "script", 1L << 30);
        t.start();
        t.join();
        Throwable e = failure.get();
        if (e instanceof CgxException ce) fail(file + ": " + ce.describe() + "\noutput so far:\n" + out);
        if (e != null) throw new AssertionError(file + " failed", e);
    }
}
