package cgx.amalgamation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the data files in {@code test-games/amalgamation-nim/}. */
final class TestGames {
    private TestGames() {}

    static Path dir() {
        String p = System.getProperty("cgx.testGames");
        Path base = p != null ? Path.of(p) : Path.of("../test-games");
        return base.resolve("amalgamation-nim");
    }

    /** Non-comment, non-blank lines of a file. */
    static List<String> lines(String file) {
        try {
            List<String> out = new ArrayList<>();
            for (String l : Files.readAllLines(dir().resolve(file))) {
                String t = l.strip();
                if (!t.isEmpty() && !t.startsWith("#")) out.add(t);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Pairs written as {@code [a,b] [c,d]}. */
    static List<List<Integer>> pairs(String s) {
        List<List<Integer>> out = new ArrayList<>();
        for (String t : s.strip().split("\\]")) {
            t = t.strip();
            if (t.isEmpty()) continue;
            String[] ab = t.replace("[", "").split(",");
            out.add(List.of(Integer.parseInt(ab[0].strip()), Integer.parseInt(ab[1].strip())));
        }
        return out;
    }
}
