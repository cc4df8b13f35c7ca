package cgx.notebook;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs Python scripts for the notebook tests; a test is skipped, saying why, where Python or a module is missing. */
final class Python {
    record Run(int exit, String out, String err) {}

    private Python() {}

    static String executable() {
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

    /** Skips the calling test unless Python and every module are there. */
    static String require(String... modules) throws Exception {
        String py = executable();
        Assumptions.assumeTrue(py != null, "skipped: no python3 on PATH (the notebook tests drive the kernel with Python's jupyter_client)");
        for (String m : modules) {
            Run r = run(py, List.of("-c", "import " + m), Map.of(), 60);
            Assumptions.assumeTrue(r.exit() == 0, "skipped: the Python module " + m + " is not installed (pip install " + m + "; .ci/run installs it)");
        }
        return py;
    }

    static Run run(String py, List<String> args, Map<String, String> env, int timeoutSeconds) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(py);
        cmd.addAll(args);
        ProcessBuilder b = new ProcessBuilder(cmd);
        b.environment().putAll(env);
        b.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null").exists() ? new java.io.File("/dev/null") : new java.io.File("NUL")));
        Path out = java.nio.file.Files.createTempFile("cgx-py", ".out"), err = java.nio.file.Files.createTempFile("cgx-py", ".err");
        b.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = b.start();
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("python " + args + " did not finish in " + timeoutSeconds + " s; stderr:\n" + java.nio.file.Files.readString(err));
            }
            return new Run(p.exitValue(), java.nio.file.Files.readString(out, StandardCharsets.UTF_8), java.nio.file.Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            java.nio.file.Files.deleteIfExists(out);
            java.nio.file.Files.deleteIfExists(err);
        }
    }

    /** A kernel spec that starts this test run's classes: java -cp CLASSPATH cgx.worksheet.Main --kernel FILE. */
    static Path kernelSpec(Path dataDir) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        KernelSpec.write(dataDir, List.of(java, "-Xss16m", "-Xmx1g", "-cp", System.getProperty("java.class.path"), "cgx.worksheet.Main", "--kernel", "{connection_file}"));
        return dataDir;
    }
}
