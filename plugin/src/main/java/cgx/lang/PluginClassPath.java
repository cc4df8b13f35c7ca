package cgx.lang;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

/**
 * The class path as plug-in discovery sees it when system property {@code cgx.plugin.classpath}
 * names the entries that may hold plug-ins (the rest are libraries, e.g. Apache Spark's 138 jars
 * on the census class path): {@link java.util.ServiceLoader} then reads only their
 * {@code META-INF/services} files instead of opening every jar on the class path, which took
 * about 0.13 s of each start, and so do the plug-ins' indexes ({@code META-INF/cgx/}, {@link PluginIndex}). Classes still load from the whole class path, through the parent.
 */
final class PluginClassPath extends ClassLoader {
    static final String PROPERTY = "cgx.plugin.classpath";

    private final URLClassLoader services;

    private PluginClassPath(ClassLoader parent, URL[] entries) {
        super(parent);
        this.services = new URLClassLoader(entries, null);
    }

    /** {@code parent}, seen through the entries of {@link #PROPERTY} if it is set. */
    static ClassLoader of(ClassLoader parent) {
        List<File> entries = entries();
        if (entries == null) return parent;
        List<URL> urls = new ArrayList<>();
        for (File entry : entries) {
            try {
                urls.add(entry.toURI().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException(PROPERTY + ": not a path: " + entry, e);
            }
        }
        return new PluginClassPath(parent, urls.toArray(new URL[0]));
    }

    /** The entries {@link #PROPERTY} names, or null if it is not set. */
    private static List<File> entries() {
        String path = System.getProperty(PROPERTY);
        if (path == null) return null;
        List<File> entries = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) if (!entry.isBlank()) entries.add(new File(entry));
        return entries;
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return pluginResource(name) ? services.getResources(name) : super.getResources(name);
    }

    @Override
    public URL getResource(String name) {
        return pluginResource(name) ? services.getResource(name) : super.getResource(name);
    }

    /** A plug-in class a services file names, and its index if one of the entries has it (else null). */
    record Listed(String className, PluginIndex index) {}

    /**
     * The plug-ins named by {@code META-INF/services/cgx.lang.Plugin} in the entries of
     * {@link #PROPERTY} and then in {@code jars} (ServiceLoader's order: entry by entry, each class
     * once), with their indexes, read straight from the jars and folders; null if the property is
     * not set (then only ServiceLoader, through the class loader, sees the whole class path). Read
     * through the class loader's URLs instead, the same files took 20-35 ms of a start on JDK 17
     * (this: 3-4 ms warm, 20-25 ms cold). Entries that do not exist or cannot be read are skipped,
     * as the class loader skips them. With system property {@code cgx.plugin.listing} the listing
     * is kept in that file between starts ({@link PluginListingCache}).
     */
    static List<Listed> listing(List<File> jars) {
        List<File> entries = entries();
        if (entries == null) return null;
        entries.addAll(jars);
        String keep = System.getProperty(PluginListingCache.PROPERTY);
        if (keep == null) return read(entries);
        java.nio.file.Path file = java.nio.file.Path.of(keep);
        List<String> stamps = PluginListingCache.stamps(entries);
        List<Listed> kept = PluginListingCache.read(file, stamps);
        if (kept != null) return kept;
        List<Listed> out = read(entries);
        // kept only if no jar changed while it was read (a build writing it meanwhile)
        if (stamps != null && stamps.equals(PluginListingCache.stamps(entries))) PluginListingCache.write(file, stamps, out);
        return out;
    }

    /** The listing of {@code entries}, read from the jars and folders. */
    private static List<Listed> read(List<File> entries) {
        List<Entry> open = new ArrayList<>();
        try {
            java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
            for (File f : entries) {
                Entry e = Entry.open(f);
                if (e == null) continue;
                open.add(e);
                byte[] services = e.read("META-INF/services/" + Plugin.class.getName());
                if (services == null) continue;
                for (String line : new String(services, java.nio.charset.StandardCharsets.UTF_8).split("\\R")) {
                    int hash = line.indexOf('#');
                    String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
                    if (!name.isEmpty()) names.add(name);
                }
            }
            List<Listed> out = new ArrayList<>();
            for (String name : names) {
                PluginIndex index = null;
                for (Entry e : open) {
                    byte[] text = e.read(PluginIndex.resource(name));
                    if (text != null) {
                        index = PluginIndex.read(new java.io.ByteArrayInputStream(text));
                        break;
                    }
                }
                out.add(new Listed(name, index));
            }
            return out;
        } catch (IOException e) {
            throw new cgx.core.CgxException("reading the plug-ins' services files and indexes: " + e.getMessage());
        } finally {
            for (Entry e : open) e.close();
        }
    }

    /** A class path entry, a jar or a folder, read by name. */
    private interface Entry extends AutoCloseable {
        /** The file's bytes, or null if the entry has no such file. */
        byte[] read(String name) throws IOException;

        @Override void close();

        static Entry open(File f) {
            if (f.isDirectory()) {
                return new Entry() {
                    @Override public byte[] read(String name) throws IOException {
                        java.nio.file.Path p = f.toPath().resolve(name);
                        return java.nio.file.Files.isRegularFile(p) ? java.nio.file.Files.readAllBytes(p) : null;
                    }
                    @Override public void close() {}
                };
            }
            if (!f.isFile()) return null;
            java.util.zip.ZipFile zip;
            try {
                zip = new java.util.zip.ZipFile(f);
            } catch (IOException notAJar) { // skipped, as the class loader skips it
                cgx.core.Log.of(PluginClassPath.class.getName()).warning("skipping unreadable class path entry {0}: {1}", f, notAJar.getMessage());
                return null;
            }
            return new Entry() {
                @Override public byte[] read(String name) throws IOException {
                    java.util.zip.ZipEntry z = zip.getEntry(name);
                    if (z == null) return null;
                    try (java.io.InputStream in = zip.getInputStream(z)) { return in.readAllBytes(); }
                }
                @Override public void close() {
                    try { zip.close(); } catch (IOException ignored) { /* read only */ }
                }
            };
        }
    }

    private static boolean pluginResource(String name) {
        return name.startsWith("META-INF/services/") || name.startsWith("META-INF/cgx/");
    }
}
