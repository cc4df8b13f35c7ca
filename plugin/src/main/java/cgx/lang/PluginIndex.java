package cgx.lang;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Everything a plug-in registers, by key, written at build time as the resource
 * {@code META-INF/cgx/plugins/CLASS.index} of the plug-in's jar, so that the {@link Runtime} can
 * install the plug-in when one of its keys is first looked up instead of at start: registering
 * creates every function's lambda, and on JDK 17 linking some 450 lambdas is a sixth of the start
 * of {@code cgx -e}.
 *
 * <p>One key a line: {@code function NAME}, {@code constant NAME}, {@code type CLASS},
 * {@code method CLASS NAME}, {@code printer CLASS}, {@code binary OP LEFT RIGHT},
 * {@code unary OP CLASS}, {@code gameLiteral}, {@code sidedGameLiteral}, {@code starLiteral}, {@code nameResolver}
 * (CLASS a binary class name).
 */
public record PluginIndex(Set<String> keys) {

    /**
     * The index written for this plug-in class, or null if there is none: read through
     * {@code loader}, the user's jars' ({@link PluginClassPath} answers for META-INF/cgx/ from those
     * jars alone). A built-in family's is read beside its class ({@link Reader}).
     */
    static PluginIndex of(ClassLoader loader, Class<?> plugin) {
        try (InputStream in = loader.getResourceAsStream(resource(plugin.getName()))) {
            return in == null ? null : read(in);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Reads the index of a plug-in class from the jar or folder that holds the class (its code
     * source), each jar opened once: not through the class loader, whose first resource lookup
     * opens the JDK's module image and searches the class path (10-15 ms of a start on JDK 17).
     */
    static final class Reader implements AutoCloseable {
        private final java.util.Map<String, java.util.jar.JarFile> open = new java.util.HashMap<>();

        /** The index beside {@code plugin}, or null if there is none (or its code source is not a local jar or folder). */
        PluginIndex of(Class<?> plugin) {
            java.security.CodeSource source = plugin.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null || !"file".equals(source.getLocation().getProtocol())) return null;
            try {
                Path where = Path.of(source.getLocation().toURI());
                String name = resource(plugin.getName());
                if (Files.isDirectory(where)) {
                    Path file = where.resolve(name);
                    if (!Files.isRegularFile(file)) return null;
                    try (InputStream in = Files.newInputStream(file)) { return read(in); }
                }
                java.util.jar.JarFile jar = open.get(where.toString());
                if (jar == null) open.put(where.toString(), jar = new java.util.jar.JarFile(where.toFile(), false));
                java.util.zip.ZipEntry e = jar.getEntry(name);
                if (e == null) return null;
                try (InputStream in = jar.getInputStream(e)) { return read(in); }
            } catch (IOException | java.net.URISyntaxException | RuntimeException e) {
                return null;
            }
        }

        @Override public void close() {
            for (java.util.jar.JarFile jar : open.values()) {
                try { jar.close(); } catch (IOException ignored) { /* read only */ }
            }
        }
    }

    /** The resource of the plug-in class named {@code className}. */
    static String resource(String className) { return "META-INF/cgx/plugins/" + className + ".index"; }

    /** An index from its resource's text. */
    static PluginIndex read(InputStream in) throws IOException {
        Set<String> keys = new HashSet<>();
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line; (line = lines.readLine()) != null; ) if (!line.isBlank()) keys.add(line.strip());
        return new PluginIndex(Set.copyOf(keys));
    }

    /** The index of what {@code p} registers, recorded by running its registration. */
    static PluginIndex record(Plugin p) {
        Recorder r = new Recorder();
        p.register(r);
        return new PluginIndex(Set.copyOf(r.keys));
    }

    /**
     * Writes, into the class folder {@code args[0]}, the index of every plug-in its
     * {@code META-INF/services/cgx.lang.Plugin} file names (a user's plug-in, found as in a jar
     * in {@code plugins/}; cgx's own families are indexed by {@code cgx.families.Families}).
     */
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        try (PluginClassPath folder = new PluginClassPath(List.of(classes.toFile()))) {
            write(classes, folder.plugins());
        }
    }

    /**
     * Build step: writes the index of each of {@code plugins} whose class lies in the class
     * folder {@code classes} (a module's target/classes) there, and skips the others.
     */
    public static void write(Path classes, List<Plugin> plugins) throws IOException {
        for (Plugin p : plugins) {
            String name = p.getClass().getName();
            if (!Files.isRegularFile(classes.resolve(name.replace('.', '/') + ".class"))) continue;
            Path file = classes.resolve(resource(name));
            Files.createDirectories(file.getParent());
            Files.write(file, List.copyOf(new TreeSet<>(record(p).keys())), StandardCharsets.UTF_8);
        }
    }

    /** A registry that only notes the keys. */
    private static final class Recorder implements Registry {
        final Set<String> keys = new HashSet<>();

        private void key(String... words) { keys.add(String.join(" ", words)); }

        @Override public void type(Class<?> type, String name) { key("type", type.getName()); }
        @Override public void function(String name, String doc, NativeFunction fn) { key("function", name); }
        @Override public <T> void method(Class<T> type, String name, String doc, NativeMethod<T> method) { key("method", type.getName(), name); }
        @Override public <T> void printer(Class<T> type, Function<? super T, String> printer) { key("printer", type.getName()); }
        @Override public <A, B> void binary(String op, Class<A> left, Class<B> right, BiFunction<? super A, ? super B, Object> fn) { key("binary", op, left.getName(), right.getName()); }
        @Override public <A> void unary(String op, Class<A> type, Function<? super A, Object> fn) { key("unary", op, type.getName()); }
        @Override public void constant(String name, Object value) { key("constant", name); }
        @Override public void nameResolver(Function<String, Object> resolver) { key("nameResolver"); }
        @Override public Consumer<String> output() { return s -> {}; }
        @Override public void gameLiteral(GameLiteralFactory factory) { key("gameLiteral"); }
        @Override public void sidedGameLiteral(SidedGameLiteralFactory factory) { key("sidedGameLiteral"); }
        @Override public void starLiteral(Function<String, Object> factory) { key("starLiteral"); }
    }
}
