package cgx.census.atlas;

import cgx.core.CgxException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results recorded in cgx's repository that the atlas joins to the censuses: the proofs and
 * their certificates, MisereSolver's runs, the paper's figures as reproduced and the findings
 * ({@code test-games/misere-quotients/}, {@code test-games/frontier.tsv}). Files are tables
 * whose {@code #} lines are comments; a missing file reads as an empty table.
 */
public final class Repository {
    private final Path testGames;

    private Repository(Path testGames) { this.testGames = testGames; }

    /**
     * The repository's test-games folder: {@code -Dcgx.testGames}, else {@code -Dcgx.home}'s
     * (./cgx sets it), else the first folder up from the working directory that has one; null if none.
     */
    public static Repository find() {
        for (String p : new String[] {System.getProperty("cgx.testGames"), System.getProperty("cgx.home") == null ? null : System.getProperty("cgx.home") + "/test-games"})
            if (p != null && Files.isDirectory(Path.of(p, "misere-quotients"))) return new Repository(Path.of(p).toAbsolutePath().normalize());
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent())
            if (Files.isDirectory(d.resolve("test-games/misere-quotients"))) return new Repository(d.resolve("test-games"));
        return null;
    }

    /** A file of test-games/misere-quotients (or of test-games with {@code ../}). */
    public Path file(String name) { return testGames.resolve("misere-quotients").resolve(name).normalize(); }

    private List<String> lines(String name) {
        Path f = file(name);
        if (!Files.isRegularFile(f)) return List.of();
        try {
            return Files.readAllLines(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CgxException("atlas: cannot read " + f + ": " + e.getMessage());
        }
    }

    /** The rows of a tab-separated table whose first line that is not a comment names the columns. */
    public List<Map<String, String>> table(String name) { return table(name, null); }

    /** The rows of a tab-separated table with these columns (null: its first line that is not a comment names them). */
    public List<Map<String, String>> table(String name, List<String> columns) {
        List<Map<String, String>> out = new ArrayList<>();
        List<String> cols = columns;
        for (String line : lines(name)) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] f = line.split("\t", -1);
            if (cols == null) { cols = List.of(f); continue; }
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < cols.size(); i++) row.put(cols.get(i), i < f.length ? f[i].strip() : "");
            out.add(row);
        }
        return out;
    }

    /** The rows of a table whose fields are separated by runs of spaces or by " | " (the paper's figures, MisereSolver's summary). */
    public List<List<String>> loose(String name, String separator) {
        List<List<String>> out = new ArrayList<>();
        for (String line : lines(name)) {
            if (line.startsWith("#") || line.isBlank()) continue;
            List<String> f = new ArrayList<>();
            for (String x : line.strip().split(separator)) f.add(x.strip());
            out.add(f);
        }
        return out;
    }

    /** The comment lines of a file, without their {@code #}: what its writer says about it. */
    public List<String> comments(String name) {
        List<String> out = new ArrayList<>();
        for (String line : lines(name)) if (line.startsWith("#")) out.add(line.substring(1).strip());
        return out;
    }

    /** A file's whole text ("" if missing). */
    public String text(String name) { return String.join("\n", lines(name)); }
}
