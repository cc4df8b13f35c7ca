package cgx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Finds Python and runs its scripts, for the tests that drive Python (the notebook's, the independent proof checker's). */
public final class Python {
    public record Run(int exit, String out, String err) {}

    private Python() {}

    /** "python3" or "python", whichever answers; null if neither. */
    public static String executable() {
        for (String p : List.of("python3", "python")) {
            try {
                Process pr = new ProcessBuilder(p, "--version").redirectErrorStream(true).start();
                if (pr.waitFor(20, TimeUnit.SECONDS) && pr.exitValue() == 0) return p;
            } catch (IOException | InterruptedException e) {
                // try the next name
            }
        }
        return null;
    }

    /** Runs {@code py args} with extra environment, killing it (and failing) past the timeout. */
    public static Run run(String py, List<String> args, Map<String, String> env, int timeoutSeconds) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(py);
        cmd.addAll(args);
        ProcessBuilder b = new ProcessBuilder(cmd);
        b.environment().putAll(env);
        b.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null").exists() ? new java.io.File("/dev/null") : new java.io.File("NUL")));
        Path out = Files.createTempFile("cgx-py", ".out"), err = Files.createTempFile("cgx-py", ".err");
        b.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = b.start();
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("python " + args + " did not finish in " + timeoutSeconds + " s; stderr:\n" + Files.readString(err));
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /**
     * Runs an independent checker (a Python script sharing no code with cgx) with these arguments:
     * its exit code, a newline, its output and errors. Skips the test when there is no Python.
     */
    public static String check(Path script, List<String> argList, int timeoutSeconds) throws Exception {
        String py = executable();
        org.junit.jupiter.api.Assumptions.assumeTrue(py != null, "skipped: no python3 on PATH for the independent checker");
        List<String> args = new ArrayList<>(List.of(script.toString()));
        args.addAll(argList);
        Run r = run(py, args, Map.of(), timeoutSeconds);
        return r.exit() + "\n" + r.out() + r.err();
    }
}
