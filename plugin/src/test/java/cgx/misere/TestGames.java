package cgx.misere;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads data files from test-games/misere (system property cgx.testGames, else ../test-games). */
public final class TestGames {
    private TestGames() {}

    public static Path dir() {
        String p = System.getProperty("cgx.testGames");
        Path base = p != null ? Path.of(p) : Path.of("..", "test-games");
        if (!Files.isDirectory(base)) base = Path.of("test-games");
        return base.resolve("misere");
    }

    /** Non-blank, non-comment lines. */
    public static List<String> lines(String file) {
        try {
            List<String> out = new ArrayList<>();
            for (String l : Files.readAllLines(dir().resolve(file))) {
                if (l.isBlank() || l.stripLeading().startsWith("#")) continue;
                out.add(l);
            }
            return out;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read test data " + file + " in " + dir(), e);
        }
    }
}
