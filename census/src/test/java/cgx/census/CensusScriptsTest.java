package cgx.census;

import cgx.core.CgxException;
import cgx.families.Families;
import cgx.lang.CgxList;
import cgx.lang.Session;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/** Runs every script in scripts/census/ (they need the census module) as {@code ./cgx FILE.cgx} would: their asserts must hold. */
class CensusScriptsTest {
    @AfterAll
    static void stopSpark() { SparkEngine.stop(); }

    @TestFactory
    List<DynamicTest> scripts() throws Exception {
        Path dir = Path.of(System.getProperty("cgx.scripts", "../scripts"), "census");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) { files = s.filter(f -> f.toString().endsWith(".cgx")).sorted().toList(); }
        assertFalse(files.isEmpty(), "no scripts in " + dir);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files) tests.add(DynamicTest.dynamicTest(f.getFileName().toString(), () -> run(f)));
        return tests;
    }

    private static void run(Path file) throws Exception {
        StringBuilder out = new StringBuilder();
        Session s = new Session(Families.runtime(), line -> out.append(line).append('\n'));
        s.define("ARGS", CgxList.EMPTY);
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                s.run(Files.readString(file), (v, silent) -> { });
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "script", 1L << 30);
        t.start();
        t.join();
        if (failure[0] instanceof CgxException e) fail(file + ": " + e.describe() + "\noutput so far:\n" + out);
        if (failure[0] != null) throw new AssertionError(file + " failed", failure[0]);
        assertFalse(out.isEmpty(), file + " printed nothing");
    }
}
