package cgx.lang;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The plug-in listing kept between starts ({@link PluginListingCache}): used only for the same jars. */
class PluginListingCacheTest {
    private static final PluginIndex INDEX = new PluginIndex(java.util.Set.of("function Hello", "method a.B Size", "binary + a.B a.B"));

    private static List<File> jars(Path dir, String... names) throws Exception {
        List<File> out = new java.util.ArrayList<>();
        for (String n : names) {
            Path p = dir.resolve(n);
            if (!Files.exists(p)) Files.writeString(p, "jar " + n);
            out.add(p.toFile());
        }
        return out;
    }

    @Test
    void aListingKeptForTheSameJarsReadsBackEqual(@TempDir Path tmp) throws Exception {
        List<File> entries = jars(tmp, "a.jar", "b.jar");
        entries.add(tmp.resolve("missing.jar").toFile()); // a class path entry that does not exist
        List<PluginClassPath.Listed> listed = List.of(new PluginClassPath.Listed("a.APlugin", INDEX), new PluginClassPath.Listed("b.BPlugin", null));
        Path file = tmp.resolve("plugins.list");
        assertTrue(PluginListingCache.write(file, PluginListingCache.stamps(entries), listed));
        assertEquals(listed, PluginListingCache.read(file, PluginListingCache.stamps(entries)));
        assertTrue(Files.readString(file).startsWith(PluginListingCache.HEADER + "\n"));
    }

    @Test
    void anotherClassPathOrAChangedJarIsNotAnswered(@TempDir Path tmp) throws Exception {
        List<File> entries = jars(tmp, "a.jar", "b.jar");
        Path file = tmp.resolve("plugins.list");
        assertTrue(PluginListingCache.write(file, PluginListingCache.stamps(entries), List.of(new PluginClassPath.Listed("a.APlugin", INDEX))));
        assertNotNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)));
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries.subList(0, 1))), "fewer entries");
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(List.of(entries.get(1), entries.get(0)))), "another order");
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(jars(tmp, "a.jar", "b.jar", "c.jar"))), "one more");
        Files.writeString(entries.get(1).toPath(), "rebuilt, longer");
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "a jar changed");
        assertTrue(PluginListingCache.write(file, PluginListingCache.stamps(entries), List.of()));
        assertEquals(List.of(), PluginListingCache.read(file, PluginListingCache.stamps(entries)));
        File same = entries.get(0);
        assertTrue(same.setLastModified(same.lastModified() - 10_000));
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "a jar's time changed");
    }

    @Test
    void aFolderOnThePathIsNeverKept(@TempDir Path tmp) throws Exception {
        List<File> entries = jars(tmp, "a.jar");
        entries.add(Files.createDirectories(tmp.resolve("classes")).toFile());
        Path file = tmp.resolve("plugins.list");
        assertNull(PluginListingCache.stamps(entries));
        assertFalse(PluginListingCache.write(file, PluginListingCache.stamps(entries), List.of()));
        assertFalse(Files.exists(file));
    }

    @Test
    void aDamagedOrForeignFileIsIgnored(@TempDir Path tmp) throws Exception {
        List<File> entries = jars(tmp, "a.jar");
        Path file = tmp.resolve("plugins.list");
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "no file");
        assertTrue(PluginListingCache.write(file, PluginListingCache.stamps(entries), List.of(new PluginClassPath.Listed("a.APlugin", INDEX))));
        String good = Files.readString(file);
        Files.writeString(file, good.replace(PluginListingCache.HEADER, "cgx plug-in listing 1"));
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "another format");
        Files.writeString(file, good.substring(0, good.indexOf("plugin\t")) + "function Hello\n");
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "a key before any plug-in");
        Files.writeString(file, good.replace("plugin\ta.APlugin", "plugin\ta.APlugin\tnone"));
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "keys under a plug-in without an index");
        Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, 0});
        assertNull(PluginListingCache.read(file, PluginListingCache.stamps(entries)), "not text");
        assertFalse(PluginListingCache.write(tmp.resolve("no-such-folder/plugins.list"), PluginListingCache.stamps(entries), List.of()), "cannot write there");
    }

    /** Through the property, as ./cgx runs: the first listing writes the file, the next reads it instead of the jars. */
    @Test
    void theListingIsKeptAndUsed(@TempDir Path tmp) throws Exception {
        Path jar = tmp.resolve("cgx-like.jar");
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("META-INF/services/cgx.lang.Plugin"));
            out.write("cgx.misere.quotient.MisereQuotientPlugin\n".getBytes());
            out.closeEntry();
            out.putNextEntry(new java.util.jar.JarEntry(PluginIndex.resource("cgx.misere.quotient.MisereQuotientPlugin")));
            out.write("function MisereQuotient\n".getBytes());
            out.closeEntry();
        }
        Path file = tmp.resolve("plugins.list");
        String oldPath = System.getProperty(PluginClassPath.PROPERTY), oldKeep = System.getProperty(PluginListingCache.PROPERTY);
        System.setProperty(PluginClassPath.PROPERTY, jar.toString());
        System.setProperty(PluginListingCache.PROPERTY, file.toString());
        try {
            List<PluginClassPath.Listed> first = PluginClassPath.listing(List.of());
            assertEquals(List.of(new PluginClassPath.Listed("cgx.misere.quotient.MisereQuotientPlugin", new PluginIndex(java.util.Set.of("function MisereQuotient")))), first);
            assertTrue(Files.exists(file), "kept");
            // the next start answers from the file: a key only the file has shows it was read
            Files.writeString(file, Files.readString(file) + "function OnlyInTheFile\n");
            assertTrue(PluginClassPath.listing(List.of()).get(0).index().keys().contains("function OnlyInTheFile"));
            // the jar rebuilt: read from the jar again, and kept anew
            Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5_000));
            assertEquals(first, PluginClassPath.listing(List.of()));
            assertFalse(Files.readString(file).contains("OnlyInTheFile"));
        } finally {
            if (oldPath == null) System.clearProperty(PluginClassPath.PROPERTY); else System.setProperty(PluginClassPath.PROPERTY, oldPath);
            if (oldKeep == null) System.clearProperty(PluginListingCache.PROPERTY); else System.setProperty(PluginListingCache.PROPERTY, oldKeep);
        }
    }
}
