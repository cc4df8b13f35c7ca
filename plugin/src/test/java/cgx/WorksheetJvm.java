package cgx;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code java cgx.worksheet.Main ARGS} in a new JVM on the tests' class path: nothing of the calling JVM's caches is shared. */
public final class WorksheetJvm {
    private WorksheetJvm() {}

    /** [exit status, standard output (stripped)] of the run; it must end within 60 s. */
    public static List<String> run(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss64m",
                "-cp", System.getProperty("java.class.path"), "cgx.worksheet.Main"));
        cmd.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            boolean ended = p.waitFor(60, TimeUnit.SECONDS);
            if (!ended) p.destroyForcibly();
            assertTrue(ended, "the JVM did not end");
            return List.of(String.valueOf(p.exitValue()), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
