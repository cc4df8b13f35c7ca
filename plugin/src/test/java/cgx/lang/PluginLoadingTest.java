package cgx.lang;

import cgx.core.CgxException;
import cgx.families.Families;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built-in families come from {@link Families}' list; a user's plug-ins from jars in a
 * plugins/ folder, found by ServiceLoader in those jars alone, as ./cgx finds them.
 */
class PluginLoadingTest {
    @Test
    void aUsersJarInPluginsUnderCgxHomeIsPickedUp(@TempDir Path tmp) throws Exception {
        UserPlugins.counter(tmp); // tmp/plugins/counter.jar, tmp standing for ./cgx's folder
        Session s = UserPlugins.withProperty("cgx.home", tmp.toString(), () -> new Session(Families.runtime(), x -> {}));
        assertTrue(s.runtime().plugins().contains("test-counter"));
        assertTrue(s.runtime().plugins().contains("scoring"));
        assertEquals("Counter(6)", s.show(s.eval("(Counter(1) + Counter(2)).Times(2)")));
        assertEquals("6", s.show(s.eval("Counter(3).Times(2).Value")));
        assertEquals("\"Counter\"", s.show(s.eval("TypeOf(Counter(1))")));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("Counter(1).Foo"));
        assertEquals("unknown method Foo on Counter", e.getMessage());
        // without the jar, the plug-in's classes on the class path are no plug-in
        Runtime without = Families.runtime();
        assertFalse(without.plugins().contains("test-counter"), without.plugins().toString());
        assertTrue(without.plugins().containsAll(List.of("scoring", "scoring-octal", "scoringnim", "amalgamation", "heap", "misere",
                "misere-quotient", "misere-quotient-presentations", "display", "misere-quotient-certificates")), without.plugins().toString());
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
     * {@code tmp/plugins/NAME.jar} holding the plug-in {@code userplug.NAME}, called {@code pluginName},
     * whose register method runs {@code register} (Java statements on {@code r}), listed as a service
     * and without an index.
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
        Path classes = tmp.resolve("classes-" + name);
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "-cp", System.getProperty("java.class.path"), "-d", classes.toString(), src.toString());
        assertEquals(0, rc, "compiling the user's plug-in");
        UserPlugins.services(classes, "userplug." + name);
        return UserPlugins.jar(classes, tmp.resolve("plugins"), name);
    }

    @Test
    void jarInPluginsFolderIsPickedUp(@TempDir Path tmp) throws Exception {
        Path plugins = pluginJar(tmp, "Hello", "user-hello", "r.function(\"Hello\", \"greets\", a -> \"hello \" + a.count(1).string(0));");
        Files.writeString(plugins.resolve("broken.jar"), "not a jar"); // skipped
        Runtime rt = UserPlugins.withPluginsFolder(plugins, Families::runtime);
        assertTrue(rt.installedPlugins().contains("user-hello"), "a jar without an index: every plug-in installed at start");
        Session s = new Session(rt, x -> {});
        assertEquals("\"hello world\"", s.show(s.eval("Hello(\"world\")")));
    }

    /** A built-in's index is read from the jar or folder its class came from (not through the class loader's search). */
    @Test
    void anIndexIsReadBesideItsClassInAJarOrAFolder(@TempDir Path tmp) throws Exception {
        Path plugins = UserPlugins.counter(tmp); // tmp/counter-classes (indexed) and tmp/plugins/counter.jar
        PluginIndex expected = PluginIndex.record(new cgx.lang.testplugin.CounterPlugin());
        try (PluginIndex.Reader reader = new PluginIndex.Reader()) {
            for (Path from : List.of(plugins.resolve("counter.jar"), tmp.resolve("counter-classes"))) {
                try (ChildFirst loader = new ChildFirst(from)) {
                    Class<?> c = loader.loadClass(cgx.lang.testplugin.CounterPlugin.class.getName());
                    assertEquals(from.toUri().toURL(), c.getProtectionDomain().getCodeSource().getLocation());
                    assertEquals(expected, reader.of(c), "beside " + from);
                }
            }
            // the test class path's copy has no index beside it
            assertNull(reader.of(cgx.lang.testplugin.CounterPlugin.class));
        }
    }

    /** A class loader that loads the test plug-in's package itself, from {@code from}, and the rest from the test class path. */
    private static final class ChildFirst extends java.net.URLClassLoader {
        ChildFirst(Path from) throws java.net.MalformedURLException {
            super(new java.net.URL[] {from.toUri().toURL()}, ChildFirst.class.getClassLoader());
        }

        @Override protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("cgx.lang.testplugin.")) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                return c != null ? c : findClass(name);
            }
        }
    }

    @Test
    void aUsersIndexedJarWaitsUntilNeeded(@TempDir Path tmp) throws Exception {
        Path plugins = UserPlugins.counter(tmp);
        // the built-ins' indexes recorded here, so that this does not depend on the build having written them
        Runtime rt = UserPlugins.withPluginsFolder(plugins, () -> PluginLoading.runtime(Families.builtIn(), PluginIndex::record));
        assertEquals(List.of(), rt.installedPlugins());
        Session s = new Session(rt, x -> {});
        assertEquals("Counter(3)", s.show(s.eval("Counter(1) + Counter(2)")));
        assertEquals(List.of("test-counter"), rt.installedPlugins());
    }

    @Test
    void aJarClashingWithABuiltInFamilyIsRefusedNamingBoth(@TempDir Path tmp) throws Exception {
        Path plugins = pluginJar(tmp, "Clash", "user-clash", "r.function(\"Gs\", \"my own Gs\", a -> \"mine\");");
        UserPlugins.withPluginsFolder(plugins, () -> {
            CgxException e = assertThrows(CgxException.class, Families::runtime);
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
            return null;
        });
    }
}
