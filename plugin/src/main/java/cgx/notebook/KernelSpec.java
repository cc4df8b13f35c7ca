package cgx.notebook;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the kernel spec {@code kernels/cgx/kernel.json} where {@code jupyter kernelspec list}
 * finds it (jupyter_core's paths): with {@code --user} the user's Jupyter data directory
 * ({@code $JUPYTER_DATA_DIR}, else {@code $XDG_DATA_HOME/jupyter}, else
 * {@code ~/.local/share/jupyter}; {@code ~/Library/Jupyter} on macOS); with {@code --prefix DIR}
 * {@code DIR/share/jupyter}; otherwise the system-wide {@code /usr/local/share/jupyter}.
 */
public final class KernelSpec {
    public static final String NAME = "cgx";

    private KernelSpec() {}

    /** The Jupyter data directory for this choice of location. */
    public static Path dataDir(boolean user, Path prefix) {
        if (prefix != null) return prefix.toAbsolutePath().resolve("share").resolve("jupyter");
        if (!user) return Path.of("/usr/local/share/jupyter");
        String env = System.getenv("JUPYTER_DATA_DIR");
        if (env != null && !env.isBlank()) return Path.of(env);
        String home = System.getProperty("user.home");
        if (System.getProperty("os.name", "").toLowerCase().contains("mac")) return Path.of(home, "Library", "Jupyter");
        String xdg = System.getenv("XDG_DATA_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(home, ".local", "share")).resolve("jupyter");
    }

    /**
     * The command Jupyter starts: the repository's {@code ./cgx} script (which rebuilds when the
     * sources changed) if {@code cgx.home} names it, else this java with this jar.
     */
    static ArrayNode argv() {
        ArrayNode argv = Wire.JSON.createArrayNode();
        String home = System.getProperty("cgx.home");
        Path script = home == null ? null : Path.of(home, "cgx").toAbsolutePath();
        if (script != null && Files.isExecutable(script)) {
            argv.add(script.toString());
        } else {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            String jar;
            try {
                jar = Path.of(KernelSpec.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
            } catch (java.net.URISyntaxException | RuntimeException e) {
                throw new IllegalStateException("cannot find cgx's jar to start the kernel with", e);
            }
            argv.add(java).add("-Xss16m").add("-jar").add(jar);
        }
        argv.add("--kernel").add("{connection_file}");
        return argv;
    }

    /** Writes the spec; returns its directory. */
    public static Path install(boolean user, Path prefix) throws IOException {
        return write(dataDir(user, prefix), argv());
    }

    /** Writes the spec with this command line under {@code dataDir/kernels/cgx}; returns that directory. */
    public static Path write(Path dataDir, java.util.List<String> command) throws IOException {
        ArrayNode argv = Wire.JSON.createArrayNode();
        command.forEach(argv::add);
        return write(dataDir, argv);
    }

    private static Path write(Path dataDir, ArrayNode argv) throws IOException {
        Path dir = dataDir.resolve("kernels").resolve(NAME);
        Files.createDirectories(dir);
        ObjectNode spec = Wire.JSON.createObjectNode();
        spec.set("argv", argv);
        spec.put("display_name", "cgx");
        spec.put("language", "cgx");
        spec.put("interrupt_mode", "message");
        spec.putObject("metadata").put("debugger", false);
        Files.writeString(dir.resolve("kernel.json"), Wire.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(spec) + "\n", StandardCharsets.UTF_8);
        return dir;
    }
}
