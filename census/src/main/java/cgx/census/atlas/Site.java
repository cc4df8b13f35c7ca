package cgx.census.atlas;

import cgx.core.CgxException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The atlas as a static site in a folder: index.html, a page per game (games/), the paper's
 * figures as reproduced (figures/), the findings, the certificates to download, and the
 * stylesheet and script (assets/). It opens from disk and loads nothing from the network. A file
 * is written only when its bytes change, and pages of games no longer present are removed, so a
 * rebuild touches only what changed (and a published copy's history shows only that).
 */
public final class Site {
    private Site() {}

    /**
     * Everything a site shows: the games, a line per census, the repository's records (null:
     * none), and the order of codes in the index (null: game by game).
     */
    public record Input(List<Game> games, List<String> censuses, Repository repository, java.util.Comparator<String> codeOrder) {
        public Input {
            games = List.copyOf(games);
            censuses = List.copyOf(censuses);
        }
    }

    /** What a build did: the index, how many files it holds, how many it wrote and removed. */
    public record Result(Path index, int files, int written, int removed) {
        @Override public String toString() {
            return index + ": " + files + " files, " + written + " written, " + (files - written) + " unchanged" + (removed > 0 ? ", " + removed + " removed" : "");
        }
    }

    /** The file in the site's folder that marks it as an atlas (a folder without it, and not empty, is not written into). */
    static final String MARK = ".atlas";

    /** Makes {@code out} an atlas's folder (checked by {@link #checkOut}), marked as one. */
    public static void prepare(Path out) {
        checkOut(out);
        try {
            Files.createDirectories(out);
            Files.writeString(out.resolve(MARK), MARK_TEXT);
        } catch (IOException e) {
            throw new CgxException("atlas: cannot write to " + out + ": " + e.getMessage());
        }
    }

    private static final String MARK_TEXT = "cgx misère atlas: written by ./cgx atlas; files here are replaced by the next build\n";

    /** Checks that {@code out} can hold an atlas: missing, empty, or an atlas already. */
    public static void checkOut(Path out) {
        if (Files.exists(out) && !Files.isDirectory(out)) throw new CgxException("atlas: " + out + " is a file, not a folder");
        if (Files.isDirectory(out) && !Files.exists(out.resolve(MARK))) {
            try (Stream<Path> s = Files.list(out)) {
                if (s.findAny().isPresent()) throw new CgxException("atlas: " + out + " is not empty and holds no atlas (no " + MARK + "): choose another --out");
            } catch (IOException e) {
                throw new CgxException("atlas: cannot read " + out + ": " + e.getMessage());
            }
        }
    }

    public static Result write(Path out, Input in) {
        checkOut(out);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(MARK, MARK_TEXT.getBytes(StandardCharsets.UTF_8));
        files.put(".nojekyll", new byte[0]); // GitHub Pages serves the files as they are
        for (String a : new String[] {"atlas.css", "atlas.js"}) files.put("assets/" + a, resource(a));
        text(files, "index.html", IndexPage.html(in));
        for (Game g : in.games()) {
            text(files, "games/" + Game.fileName(g.id()), GamePage.html(g));
            for (Game.Certificate c : g.evidence().certificates()) files.put("certificates/" + c.file().getFileName(), read(c.file()));
        }
        FigurePages.all(in).forEach((name, html) -> text(files, "figures/" + name, html));
        if (in.repository() != null)
            for (String c : FigurePages.certificates()) {
                Path p = in.repository().file(c);
                if (Files.isRegularFile(p)) files.put("certificates/" + p.getFileName(), read(p));
            }
        text(files, "findings.html", FindingsPage.html(in));
        int written = 0, removed = 0;
        try {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                Path p = out.resolve(f.getKey());
                if (Files.isRegularFile(p) && Arrays.equals(Files.readAllBytes(p), f.getValue())) continue;
                Files.createDirectories(p.getParent());
                Files.write(p, f.getValue());
                written++;
            }
            for (String dir : new String[] {"games", "figures", "certificates", "assets"}) {
                Path d = out.resolve(dir);
                if (!Files.isDirectory(d)) continue;
                try (Stream<Path> s = Files.list(d)) {
                    for (Path p : s.toList())
                        if (!files.containsKey(dir + "/" + p.getFileName())) { Files.delete(p); removed++; }
                }
            }
        } catch (IOException e) {
            throw new CgxException("atlas: cannot write to " + out + ": " + e.getMessage());
        }
        return new Result(out.resolve("index.html"), files.size(), written, removed);
    }

    private static void text(Map<String, byte[]> files, String name, String html) { files.put(name, html.getBytes(StandardCharsets.UTF_8)); }

    private static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new CgxException("atlas: cannot read the certificate " + p + ": " + e.getMessage());
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = Site.class.getResourceAsStream(name)) {
            if (in == null) throw new CgxException("atlas: the asset " + name + " is missing from cgx's jar");
            return in.readAllBytes();
        } catch (IOException e) {
            throw new CgxException("atlas: cannot read the asset " + name + ": " + e.getMessage());
        }
    }
}
