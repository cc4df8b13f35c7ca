package cgx.worksheet;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line as the spec fixes it: -e, FILE.cgx [ARGS], exit codes, error format. */
class MainTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true));
        System.setErr(new PrintStream(err, true));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    private int run(String... args) {
        return Main.execute(args);
    }

    @Test
    void evalPrintsEachUnsilencedResult() {
        assertEquals(0, run("-e", "x := 2; x + 1\n<1|2|3>.Outcome"));
        assertEquals("3\nL\n", out.toString().replace("\r", ""));
    }

    @Test
    void evalErrorGoesToStderrWithExitOne() {
        assertEquals(1, run("-e", "1 +"));
        assertEquals("", out.toString());
        assertEquals("error: line 1, column 4: unexpected end of input, expected an expression\n", err.toString().replace("\r", ""));
    }

    @Test
    void scriptWithArgumentsAndFailedAssert(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("t.cgx");
        Files.writeString(f, "n := ARGS[1];\nprint(\"n is\", n)\nassert(n < 3, \"n too big\")\n");
        assertEquals(0, run(f.toString(), "2"));
        assertEquals("n is 2\n", out.toString().replace("\r", ""));
        assertEquals(1, run(f.toString(), "5"));
        assertTrue(err.toString().startsWith("error: " + f + ", line 3, column 1: assertion failed: n too big"), err.toString());
    }

    @Test
    void missingFileIsReported() {
        assertEquals(2, run("/nonexistent/x.cgx"));
        assertTrue(err.toString().startsWith("error: cannot read /nonexistent/x.cgx"));
    }

    @Test
    void helpListsUsage() {
        assertEquals(0, run("--help"));
        assertTrue(out.toString().contains("cgx -e 'S1; S2'"));
    }

    @Test
    void versionAndHelpAreShort() {
        assertEquals(0, run("-V"));
        assertEquals("cgx 0.1\n", out.toString().replace("\r", ""));
        out.reset();
        assertEquals(0, run("-h"));
        assertTrue(out.toString().contains("--timeout SECONDS"), out.toString());
    }

    @Test
    void optionValuesAttachedOrNext() {
        assertEquals(0, run("--eval=1 + 1"));
        assertEquals(0, run("-e2 * 3"));
        assertEquals(0, run("--timeout", "30", "-e", "4"));
        assertEquals(0, run("--timeout=30", "-e=5"));
        assertEquals("2\n6\n4\n5\n", out.toString().replace("\r", ""));
    }

    @Test
    void usageErrorsExitTwoWithOneLine() {
        assertEquals(2, run("--bogus"));
        assertTrue(err.toString().startsWith("error: unknown option '--bogus'\n"), err.toString());
        err.reset();
        assertEquals(2, run("--timeout", "soon", "-e", "1"));
        assertTrue(err.toString().startsWith("error: --timeout takes a number of seconds, got 'soon'"), err.toString());
        err.reset();
        assertEquals(2, run("-e"));
        assertTrue(err.toString().startsWith("error: option '-e' needs a value"), err.toString());
        err.reset();
        assertEquals(2, run("--user=yes"));
        assertTrue(err.toString().startsWith("error: option '--user' takes no value"), err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void wordsAfterTheScriptAreItsArguments(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("a.cgx");
        Files.writeString(f, "print(ARGS)\n");
        assertEquals(0, run(f.toString(), "-e", "--timeout", "-3"));
        assertEquals("[\"-e\", \"--timeout\", -3]\n", out.toString().replace("\r", ""));
        out.reset();
        assertEquals(0, run("--", f.toString()));
        assertEquals("[]\n", out.toString().replace("\r", ""));
    }

    /**
     * main returns instead of calling System.exit only when no other non-daemon thread is alive
     * (else the JVM would not end): a running non-daemon thread makes it take System.exit.
     */
    @Test
    void mainReturnsOnlyWhenNoOtherNonDaemonThreadIsAlive() throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread daemon = new Thread(() -> awaitQuietly(release), "test-daemon");
        daemon.setDaemon(true);
        daemon.start();
        boolean withDaemon = Main.onlyDaemonsLeft();
        Thread worker = new Thread(() -> awaitQuietly(release), "test-non-daemon");
        worker.start();
        try {
            assertTrue(!Main.onlyDaemonsLeft(), "a live non-daemon thread must keep main from returning");
        } finally {
            release.countDown();
            worker.join();
            daemon.join();
        }
        // a daemon thread alone changes nothing
        assertEquals(withDaemon, Main.onlyDaemonsLeft());
    }

    /** In its own JVM, a run that succeeds ends (main returns) with status 0; one that fails, with 1. */
    @Test
    void theJvmEndsWithTheRunsStatus() throws Exception {
        assertEquals(List.of("0", "1"), List.of(runJvm("-e", "1 + 1").get(0), runJvm("-e", "x := ").get(0)));
        assertEquals("2", runJvm("-e", "1 + 1").get(1));
    }

    /** [exit status, standard output] of {@code java cgx.worksheet.Main args} on this class path. */
    private static List<String> runJvm(String... args) { return cgx.WorksheetJvm.run(args); }

    private static void awaitQuietly(java.util.concurrent.CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
