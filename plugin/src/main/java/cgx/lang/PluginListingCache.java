package cgx.lang;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The plug-in listing ({@link PluginClassPath#listing}) kept in a file between starts, named by
 * system property {@code cgx.plugin.listing} (./cgx puts it beside its class-data archive). It is
 * read back when it was written for the same entries, in order: each one's path, length,
 * modification time and file key; else the jars are read and the file written again, if they
 * did not change while they were read. Opening the jars
 * (ZipFile's central directories, cold) and reading their services files and indexes took 20-25 ms
 * of a start on JDK 17; reading the file back, 2-3 ms. A class path with a folder is never kept:
 * a folder's files change without its time changing.
 *
 * <p>The file: the line {@link #HEADER}; a line {@code entry PATH LENGTH TIME KEY} (tab-separated) for
 * each entry (length -1 where there is no such file); then for each plug-in a line
 * {@code plugin CLASS} or {@code plugin CLASS none} (no index), followed by its index's keys, one a line.
 */
final class PluginListingCache {
    static final String PROPERTY = "cgx.plugin.listing";
    static final String HEADER = "cgx plug-in listing 2";

    private PluginListingCache() {}

    /** The listing kept in {@code file} for exactly these entries ({@link #stamps}), or null (none, another class path, unreadable). */
    static List<PluginClassPath.Listed> read(Path file, List<String> stamps) {
        if (stamps == null) return null;
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        String[] lines = text.split("\n");
        if (lines.length < 1 + stamps.size() || !lines[0].equals(HEADER)) return null;
        for (int i = 0; i < stamps.size(); i++) if (!lines[1 + i].equals(stamps.get(i))) return null;
        List<PluginClassPath.Listed> out = new ArrayList<>();
        String className = null;
        List<String> keys = null;
        for (int i = 1 + stamps.size(); i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("plugin\t")) {
                if (className != null) out.add(new PluginClassPath.Listed(className, keys == null ? null : new PluginIndex(Set.copyOf(keys))));
                String[] w = line.split("\t");
                if (w.length < 2 || w[1].isEmpty()) return null;
                className = w[1];
                keys = w.length > 2 && w[2].equals("none") ? null : new ArrayList<>();
            } else if (line.startsWith("entry\t") || className == null || (keys == null && !line.isEmpty())) {
                return null; // not a file this class wrote
            } else if (!line.isEmpty()) {
                keys.add(line);
            }
        }
        if (className != null) out.add(new PluginClassPath.Listed(className, keys == null ? null : new PluginIndex(Set.copyOf(keys))));
        return out;
    }

    /**
     * Keeps {@code listed} in {@code file} for the entries as they were stamped before they were
     * read ({@link #stamps}), replacing it whole; false if it could not.
     */
    static boolean write(Path file, List<String> stamps, List<PluginClassPath.Listed> listed) {
        if (stamps == null) return false;
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        for (String s : stamps) b.append(s).append('\n');
        for (PluginClassPath.Listed l : listed) {
            b.append("plugin\t").append(l.className()).append(l.index() == null ? "\tnone" : "").append('\n');
            if (l.index() != null) for (String k : l.index().keys()) b.append(k).append('\n');
        }
        try {
            Path tmp = file.resolveSibling(file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
            try {
                Files.writeString(tmp, b, StandardCharsets.UTF_8);
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
            return true;
        } catch (IOException | RuntimeException e) { // a read-only folder: the jars are read each time
            cgx.core.Log.of(PluginListingCache.class.getName()).debug("cannot keep the plug-in listing in {0}: {1}", file, e);
            return false;
        }
    }

    /**
     * Each entry's line: its absolute path, length, modification time (as precise as the file
     * system keeps it) and file key (a jar replaced by a new file gets a new one); null if an
     * entry is a folder (never kept) or its path has a line end or tab.
     */
    static List<String> stamps(List<File> entries) {
        List<String> out = new ArrayList<>();
        for (File f : entries) {
            String p = f.getAbsolutePath();
            if (p.indexOf('\n') >= 0 || p.indexOf('\r') >= 0 || p.indexOf('\t') >= 0) return null;
            java.nio.file.attribute.BasicFileAttributes a;
            try {
                a = Files.readAttributes(f.toPath(), java.nio.file.attribute.BasicFileAttributes.class);
            } catch (IOException | RuntimeException missing) {
                out.add("entry\t" + p + "\t-1\t0\t-");
                continue;
            }
            if (a.isDirectory()) return null;
            out.add("entry\t" + p + "\t" + a.size() + "\t" + a.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS) + "\t" + a.fileKey());
        }
        return out;
    }
}
