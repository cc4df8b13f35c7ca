package cgx.build;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * Writes the manifest of a jar started by {@code java -jar}: {@code Main-Class}, {@code Class-Path}
 * (relative URLs separated by single spaces, JAR File Specification) and {@code Add-Opens} (packages
 * the launcher opens to the class path's code, JDK 9+). Opening them from the manifest rather than
 * by {@code --add-opens} flags keeps the class-data archive's full module graph in use.
 * <p>
 * Maven's {@code dependency:build-classpath} cannot join its list by a space (a space as separator is
 * trimmed away), so the lists given here may be separated by {@code |} as well as white space.
 * <pre>java cgx.build.JarManifest OUT MAIN-CLASS CLASS-PATH [ADD-OPENS]</pre>
 */
public final class JarManifest {
    private JarManifest() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 3 || args.length > 4) {
            throw new IllegalArgumentException("usage: JarManifest OUT MAIN-CLASS CLASS-PATH [ADD-OPENS] (got " + args.length + " arguments)");
        }
        List<String> classPath = entries(args[2]);
        write(Path.of(args[0]), manifest(args[1], classPath, args.length == 4 ? entries(args[3]) : List.of()));
        System.out.println("jar manifest: " + args[0] + ": Main-Class " + args[1] + ", " + classPath.size() + " class path entries");
    }

    /** The words of a list separated by {@code |} or white space; none may be empty. */
    static List<String> entries(String list) {
        List<String> out = new ArrayList<>();
        for (String w : list.trim().split("[|\\s]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    static Manifest manifest(String mainClass, List<String> classPath, List<String> opens) {
        if (!mainClass.matches("[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}.]*")) {
            throw new IllegalArgumentException("not a class name: '" + mainClass + "'");
        }
        for (String e : classPath) {
            // a Class-Path entry is a relative URL: no white space (split above), no drive or scheme
            if (e.contains(":") || e.startsWith("/")) {
                throw new IllegalArgumentException("a Class-Path entry must be a relative path: '" + e + "'");
            }
        }
        for (String o : opens) {
            if (!o.matches("[\\w.]+/[\\w.]+")) {
                throw new IllegalArgumentException("an Add-Opens entry is module/package: '" + o + "'");
            }
        }
        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.put(Attributes.Name.MAIN_CLASS, mainClass);
        if (!classPath.isEmpty()) {
            a.put(Attributes.Name.CLASS_PATH, String.join(" ", classPath));
        }
        if (!opens.isEmpty()) {
            a.put(new Attributes.Name("Add-Opens"), String.join(" ", opens));
        }
        return m;
    }

    /** Writes the manifest (its lines folded at 72 bytes by {@link Manifest#write}). */
    static void write(Path out, Manifest m) throws IOException {
        Path dir = out.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        try (OutputStream s = Files.newOutputStream(out)) {
            m.write(s);
        }
    }
}
