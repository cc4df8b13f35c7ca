package cgx;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

/** Locates the repository's test-games/ and scripts/ folders from the tests. */
public final class TestFiles {
    private TestFiles() {}

    public static Path testGames() { return locate("cgx.testGames", "test-games"); }

    public static Path scripts() { return locate("cgx.scripts", "scripts"); }

    private static Path locate(String property, String name) {
        String p = System.getProperty(property);
        if (p != null && Files.isDirectory(Paths.get(p))) return Paths.get(p);
        for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(name))) return dir.resolve(name);
        }
        throw new IllegalStateException("cannot find " + name + "/");
    }

    /** Every file under {@code dir} whose name ends with {@code suffix}, sorted. */
    public static List<Path> find(Path dir, String suffix) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(f -> f.toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
