package cgx.lang;

import cgx.core.CgxException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Plug-ins are found through ServiceLoader: on the classpath, and as jars in a plugins/ folder. */
class PluginLoadingTest {
    @Test
    void classpathPluginIsPickedUp() {
        Session s = new Session(Runtime.withAllPlugins(), x -> {});
        assertTrue(s.runtime().plugins().contains("test-counter"));
        assertTrue(s.runtime().plugins().contains("scoring"));
        assertEquals("Counter(6)", s.show(s.eval("(Counter(1) + Counter(2)).Times(2)")));
        assertEquals("6", s.show(s.eval("Counter(3).Times(2).Value")));
        assertEquals("\"Counter\"", s.show(s.eval("TypeOf(Counter(1))")));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("Counter(1).Foo"));
        assertEquals("unknown method Foo on Counter", e.getMessage());
    }

    @Test
    void coreKnowsNoFamily() {
        Runtime bare = new Runtime();
        assertTrue(bare.plugins().isEmpty());
        assertNull(bare.function("ScoringOctal"));
        Session s = new Session(bare, x -> {});
        CgxException e = assertThrows(CgxException.class, () -> s.eval("<1|0|-1>"));
        assertTrue(e.getMessage().contains("no plugin gives meaning"));
    }

    /**
     * A jar in {@code tmp/plugins} holding the plug-in {@code userplug.NAME}, called {@code pluginName},
     * whose register method runs {@code register} (Java statements on {@code r}), listed as a service.
     */
    private static Path pluginJar(Path tmp, String name, String pluginName, String register) throws Exception {
        String source = "package userplug;\n"
                + "public final class " + name + " implements cgx.lang.Plugin {\n"
                + "    public String name() { return \"" + pluginName + "\"; }\n"
                + "    public void register(cgx.lang.Registry r) { " + register + " }\n"
                + "}\n";
        Path src = tmp.resolve("src/userplug/" + name + ".java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, source);
        Path classes = tmp.resolve("classes");
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "-cp", System.getProperty("java.class.path"), "-d", classes.toString(), src.toString());
        assertEquals(0, rc, "compiling the user's plug-in");
        Path plugins = tmp.resolve("plugins");
        Files.createDirectories(plugins);
        try (OutputStream fo = Files.newOutputStream(plugins.resolve(name + ".jar")); JarOutputStream jar = new JarOutputStream(fo)) {
            jar.putNextEntry(new JarEntry("userplug/" + name + ".class"));
            jar.write(Files.readAllBytes(classes.resolve("userplug/" + name + ".class")));
            jar.closeEntry();
            jar.putNextEntry(new JarEntry("META-INF/services/cgx.lang.Plugin"));
            // a comment, CRLF line ends and the class twice, as ServiceLoader allows
            jar.write(("# " + name + "\r\nuserplug." + name + " # the plug-in\r\nuserplug." + name + "\r\n").getBytes());
            jar.closeEntry();
        }
        return plugins;
    }

    /** Runs {@code body} with system property cgx.plugins set to {@code dir}. */
    private static void withPluginsFolder(Path dir, Runnable body) {
        String old = System.getProperty("cgx.plugins");
        System.setProperty("cgx.plugins", dir.toString());
        try {
            body.run();
        } finally {
            if (old == null) System.clearProperty("cgx.plugins");
            else System.setProperty("cgx.plugins", old);
        }
    }

    @Test
    void jarInPluginsFolderIsPickedUp(@TempDir Path tmp) throws Exception {
        Path plugins = pluginJar(tmp, "Hello", "user-hello", "r.function(\"Hello\", \"greets\", a -> \"hello \" + a.count(1).string(0));");
        withPluginsFolder(plugins, () -> {
            Session s = new Session(Runtime.withAllPlugins(), x -> {});
            assertTrue(s.runtime().plugins().contains("user-hello"));
            assertEquals("\"hello world\"", s.show(s.eval("Hello(\"world\")")));
        });
    }

    @Test
    void aJarClashingWithABuiltInFamilyIsRefusedNamingBoth(@TempDir Path tmp) throws Exception {
        Path plugins = pluginJar(tmp, "Clash", "user-clash", "r.function(\"Gs\", \"my own Gs\", a -> \"mine\");");
        withPluginsFolder(plugins, () -> {
            CgxException e = assertThrows(CgxException.class, Runtime::withAllPlugins);
            assertEquals("the function Gs is registered twice: by plug-in scoring-octal and by plug-in user-clash", e.getMessage());
            // ./cgx says so and exits 2, without a stack trace
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            java.io.PrintStream oldErr = System.err;
            System.setErr(new java.io.PrintStream(err, true));
            int code;
            try {
                code = cgx.worksheet.Main.execute("-e", "1");
            } finally {
                System.setErr(oldErr);
            }
            assertEquals(2, code);
            assertEquals("error: the function Gs is registered twice: by plug-in scoring-octal and by plug-in user-clash", err.toString().strip());
        });
    }

    /** Runs {@code body} with system property {@code name} set to {@code value}. */
    private static void withProperty(String name, String value, Runnable body) {
        String old = System.getProperty(name);
        System.setProperty(name, value);
        try {
            body.run();
        } finally {
            if (old == null) System.clearProperty(name);
            else System.setProperty(name, old);
        }
    }

    /**
     * With cgx.plugin.classpath (./cgx sets it on the census class path, whose other entries are
     * Spark's libraries), plug-ins come from the entries it names and from the plugins folder only:
     * here cgx's own classes, not the test classes' test-counter.
     */
    @Test
    void pluginClassPathLimitsWhereClassPathPluginsComeFrom(@TempDir Path tmp) throws Exception {
        String main = Path.of(Runtime.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Path plugins = pluginJar(tmp, "Hello2", "user-hello2", "r.function(\"Hello2\", \"greets\", a -> \"hi\");");
        withProperty("cgx.plugin.classpath", tmp.resolve("nothing-here.jar") + java.io.File.pathSeparator + main, () ->
                withPluginsFolder(plugins, () -> {
                    Runtime rt = Runtime.withAllPlugins();
                    assertTrue(rt.plugins().contains("scoring"), rt.plugins().toString());
                    assertTrue(rt.plugins().contains("misere-quotient"), rt.plugins().toString());
                    assertTrue(rt.plugins().contains("user-hello2"), rt.plugins().toString());
                    assertTrue(!rt.plugins().contains("test-counter"), rt.plugins().toString());
                    // classes still load from the whole class path
                    Session s = new Session(rt, x -> {});
                    assertEquals("\"hi\"", s.show(s.eval("Hello2()")));
                }));
        // without it, every class path entry's plug-ins
        assertTrue(Runtime.withAllPlugins().plugins().contains("test-counter"));
    }

    /**
     * With cgx.plugin.classpath the services files and indexes are read straight from the jars and
     * folders ({@link PluginClassPath#listing}): the same plug-ins in the same order, with the same
     * indexes, as ServiceLoader finds through the class loader; an entry that is not a jar is skipped.
     */
    @Test
    void theDirectListingFindsWhatServiceLoaderFinds(@TempDir Path tmp) throws Exception {
        String main = Path.of(Runtime.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        String tests = Path.of(PluginLoadingTest.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Path plugins = pluginJar(tmp, "Hello3", "user-hello3", "r.function(\"Hello3\", \"greets\", a -> \"hi\");");
        Path broken = tmp.resolve("broken.jar");
        Files.writeString(broken, "not a jar");
        String path = String.join(java.io.File.pathSeparator, tmp.resolve("nothing-here.jar").toString(), broken.toString(), main, tests);
        withProperty("cgx.plugin.classpath", path, () -> withPluginsFolder(plugins, () -> {
            List<java.io.File> jars = Runtime.pluginJars();
            List<PluginClassPath.Listed> listed = PluginClassPath.listing(jars);
            ClassLoader loader = Runtime.pluginClassLoader();
            List<String> viaServiceLoader = new java.util.ArrayList<>(), viaListing = new java.util.ArrayList<>();
            for (Plugin p : java.util.ServiceLoader.load(Plugin.class, loader)) {
                PluginIndex i = PluginIndex.of(loader, p.getClass());
                viaServiceLoader.add(p.getClass().getName() + " " + (i == null ? "no index" : new java.util.TreeSet<>(i.keys())));
            }
            for (PluginClassPath.Listed l : listed) viaListing.add(l.className() + " " + (l.index() == null ? "no index" : new java.util.TreeSet<>(l.index().keys())));
            assertEquals(viaServiceLoader, viaListing);
            assertTrue(viaListing.stream().anyMatch(x -> x.startsWith("userplug.Hello3 no index")), viaListing.toString());
            assertTrue(viaListing.stream().anyMatch(x -> x.startsWith("cgx.misere.quotient.MisereQuotientPlugin [")), viaListing.toString());
            // and the runtime made from the listing has them all, the user's (without an index) installed at once
            Runtime rt = Runtime.withAllPlugins();
            assertTrue(rt.installedPlugins().contains("user-hello3"), rt.installedPlugins().toString());
            assertTrue(rt.plugins().containsAll(List.of("scoring", "misere-quotient", "test-counter", "user-hello3")), rt.plugins().toString());
        }));
        assertNull(withoutProperty(() -> PluginClassPath.listing(List.of())), "without the property: ServiceLoader's way");
    }

    private static <T> T withoutProperty(java.util.function.Supplier<T> body) {
        String old = System.getProperty(PluginClassPath.PROPERTY);
        System.clearProperty(PluginClassPath.PROPERTY);
        try {
            return body.get();
        } finally {
            if (old != null) System.setProperty(PluginClassPath.PROPERTY, old);
        }
    }
}
