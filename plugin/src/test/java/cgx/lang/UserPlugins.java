package cgx.lang;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Plug-in jars made as a user makes one (docs/guide/plugins.md): compiled classes and a
 * {@code META-INF/services/cgx.lang.Plugin} file in a folder, indexed or not, jarred into a
 * {@code plugins/} folder, which tests hand to cgx as ./cgx does (system property {@code cgx.home}
 * or {@code cgx.plugins}).
 */
final class UserPlugins {
    private UserPlugins() {}

    /** Names {@code plugins} in {@code classes}'s services file (a comment, CRLF line ends and a class twice, as ServiceLoader allows). */
    static void services(Path classes, String... plugins) throws IOException {
        StringBuilder b = new StringBuilder("# plug-ins\r\n");
        for (String p : plugins) b.append(p).append(" # a plug-in\r\n").append(p).append("\r\n");
        Path file = classes.resolve("META-INF/services/" + Plugin.class.getName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, b, StandardCharsets.UTF_8);
    }

    /** Jars every file under the folder {@code classes} into {@code plugins/NAME.jar}; returns {@code plugins}. */
    static Path jar(Path classes, Path plugins, String name) throws IOException {
        Files.createDirectories(plugins);
        try (OutputStream fo = Files.newOutputStream(plugins.resolve(name + ".jar")); JarOutputStream jar = new JarOutputStream(fo);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                jar.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, jar);
                jar.closeEntry();
            }
        }
        return plugins;
    }

    /**
     * {@code tmp/plugins/counter.jar}: the test plug-in {@link cgx.lang.testplugin.CounterPlugin}
     * (a type Counter with a function, a property, a method, an operator and a printer), from the
     * compiled test classes, with its index written by {@link PluginIndex#main} as the guide tells
     * users; returns the plugins folder. (Its classes are on the test class path too, so they load
     * from there; its services file and index only from the jar.)
     */
    static Path counter(Path tmp) throws Exception {
        Path testClasses = Path.of(UserPlugins.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String pkg = "cgx/lang/testplugin";
        Path classes = tmp.resolve("counter-classes");
        Files.createDirectories(classes.resolve(pkg));
        try (Stream<Path> files = Files.list(testClasses.resolve(pkg))) {
            for (Path f : files.toList()) Files.copy(f, classes.resolve(pkg).resolve(f.getFileName()));
        }
        services(classes, cgx.lang.testplugin.CounterPlugin.class.getName());
        PluginIndex.main(new String[] {classes.toString()});
        return jar(classes, tmp.resolve("plugins"), "counter");
    }

    /** Runs {@code body} with system property {@code name} set to {@code value}. */
    static <T> T withProperty(String name, String value, java.util.function.Supplier<T> body) {
        String old = System.getProperty(name);
        System.setProperty(name, value);
        try {
            return body.get();
        } finally {
            if (old == null) System.clearProperty(name);
            else System.setProperty(name, old);
        }
    }

    /** {@code body}'s value, made with the jars of {@code plugins} as the user's ({@code cgx.plugins}). */
    static <T> T withPluginsFolder(Path plugins, java.util.function.Supplier<T> body) {
        return withProperty("cgx.plugins", plugins.toString(), body);
    }
}
