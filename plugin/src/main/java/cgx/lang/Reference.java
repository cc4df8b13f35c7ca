package cgx.lang;

import cgx.core.CgxException;
import cgx.core.Rational;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The reference: every function, type and method the registry holds, each with the entry its
 * plug-in's reference file gives ({@link ReferenceFile}: {@code cgx/reference/NAME.ref} beside the
 * plug-in's classes; the language's own is {@code core.ref}). What it checks ({@link #problems()}):
 * every registered name has an entry and every entry a registered name, each has an example that
 * runs, and the example's result has the type the entry says it returns. {@code ./cgx --reference}
 * writes it as {@code docs/reference.md}; {@code Help} shows the same entries.
 *
 * <p>Methods registered on {@link Rational} are the methods of numbers, filed under the type
 * {@code Number}; methods registered on a class with no type name (an interface shared by several
 * types) under the class's simple name.
 */
public final class Reference {
    /** The system property naming a folder of {@code NAME.ref} files read instead of the jars' (for writing them). */
    public static final String DIR_PROPERTY = "cgx.reference.dir";
    /** The system property naming the plug-ins (comma-separated) whose sections alone are written (for writing their files). */
    public static final String ONLY_PROPERTY = "cgx.reference.only";
    /** How long one entry's examples may run. */
    static final double EXAMPLE_SECONDS = 60;
    /** The longest example output shown: lines, and characters per line. */
    static final int MAX_LINES = 14, MAX_WIDTH = 160;

    private final Runtime rt;
    private final Map<String, ReferenceEntry> entries = new LinkedHashMap<>();
    private final Map<String, String> entryPlugin = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();

    private Reference(Runtime rt) {
        this.rt = rt;
        rt.installAll();
        List<String> plugins = new ArrayList<>();
        plugins.add("core");
        plugins.addAll(rt.plugins());
        for (String p : plugins) load(p);
    }

    /** The reference of every plug-in {@code rt} has (each installed first). */
    public static Reference of(Runtime rt) { return new Reference(rt); }

    private void load(String plugin) {
        String text;
        try {
            text = read(plugin);
        } catch (IOException e) {
            problems.add(plugin + ".ref: cannot be read: " + e.getMessage());
            return;
        }
        if (text == null) return;
        try {
            ReferenceFile.parse(plugin + ".ref", text).forEach((k, e) -> {
                if (entries.putIfAbsent(k, e) != null) problems.add(e.where() + ": " + k + " is also written in " + entries.get(k).where());
                else entryPlugin.put(k, plugin);
            });
        } catch (CgxException e) {
            problems.add(e.getMessage());
        }
    }

    private String read(String plugin) throws IOException {
        String dir = System.getProperty(DIR_PROPERTY);
        if (dir != null) {
            Path f = Path.of(dir, plugin + ".ref");
            if (Files.exists(f)) return Files.readString(f);
        }
        Plugin p = rt.plugin(plugin);
        ClassLoader loader = p == null ? Reference.class.getClassLoader() : p.getClass().getClassLoader();
        try (InputStream in = loader.getResourceAsStream("cgx/reference/" + plugin + ".ref")) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    // ------------------------------------------------------------------ the registered names

    /** The name a class's methods are filed under: its type name, Number for numbers, else its simple name. */
    String typeKey(Class<?> c) {
        if (c == Rational.class) return "Number";
        String n = rt.types().get(c);
        return n != null ? n : c.getSimpleName();
    }

    /** The name of the class whose registration of method {@code m} values of {@code c} use (see {@link #typeKey(Class)}). */
    public String typeKeyOf(Class<?> c, String m) {
        Runtime.Entry<NativeMethod<Object>> used = rt.methodsOf(c).get(m);
        for (Map.Entry<Class<?>, Map<String, Runtime.Entry<NativeMethod<Object>>>> e : rt.registeredMethods().entrySet()) {
            if (e.getKey().isAssignableFrom(c) && e.getValue().get(m) == used) return typeKey(e.getKey());
        }
        return typeKey(c);
    }

    /** A registered name: its key, the plug-in that registered it, its summary, and (for a method) the class. */
    record Name(String key, ReferenceEntry.Kind kind, String owner, String name, String plugin, String summary, Class<?> type) {}

    /** Every registered function, type and method, in the reference's order: by plug-in (core first), then kind and name. */
    List<Name> names() {
        List<String> order = new ArrayList<>();
        order.add("core");
        order.addAll(rt.plugins());
        Map<String, List<Name>> byPlugin = new LinkedHashMap<>();
        for (String p : order) byPlugin.put(p, new ArrayList<>());
        for (Runtime.Entry<NativeFunction> f : rt.functions().values()) {
            add(byPlugin, new Name(ReferenceEntry.key(ReferenceEntry.Kind.FUNCTION, null, f.name()), ReferenceEntry.Kind.FUNCTION,
                    null, f.name(), f.plugin(), f.doc(), null));
        }
        Map<String, Class<?>> types = new TreeMap<>();
        rt.types().forEach((c, n) -> types.put(n, c));
        if (rt.registeredMethods().containsKey(Rational.class)) types.put("Number", Rational.class);
        TreeMap<String, Class<?>> shared = new TreeMap<>();
        rt.registeredMethods().keySet().forEach(c -> { if (!types.containsValue(c)) shared.put(typeKey(c), c); });
        for (Map.Entry<String, Class<?>> t : types.entrySet()) {
            String owner = t.getKey().equals("Number") ? "core" : rt.typeOwner(t.getKey());
            add(byPlugin, new Name(ReferenceEntry.key(ReferenceEntry.Kind.TYPE, null, t.getKey()), ReferenceEntry.Kind.TYPE,
                    null, t.getKey(), owner == null ? "core" : owner, null, t.getValue()));
        }
        List<Name> methods = new ArrayList<>();
        Map<String, Class<?>> all = new TreeMap<>(types);
        all.putAll(shared);
        for (Map.Entry<String, Class<?>> t : all.entrySet()) {
            Map<String, Runtime.Entry<NativeMethod<Object>>> m = rt.registeredMethods().get(t.getValue());
            if (m == null) continue;
            for (Runtime.Entry<NativeMethod<Object>> e : new TreeMap<>(m).values()) {
                methods.add(new Name(ReferenceEntry.key(ReferenceEntry.Kind.METHOD, t.getKey(), e.name()), ReferenceEntry.Kind.METHOD,
                        t.getKey(), e.name(), e.plugin(), e.doc(), t.getValue()));
            }
        }
        methods.forEach(m -> add(byPlugin, m));
        List<Name> out = new ArrayList<>();
        byPlugin.values().forEach(out::addAll);
        return out;
    }

    private static void add(Map<String, List<Name>> byPlugin, Name n) {
        byPlugin.computeIfAbsent(n.plugin(), k -> new ArrayList<>()).add(n);
    }

    /** The variable whose value a type's example makes (its last assignment), or null. */
    public static String sampleVariable(ReferenceEntry typeEntry) { return ReferenceWriter.variable(typeEntry); }

    /** The entry written for {@code key}, or null. */
    public ReferenceEntry entry(String key) { return entries.get(key); }

    /** What is wrong in the reference files themselves (unreadable, malformed, written twice). */
    public List<String> loadProblems() { return List.copyOf(problems); }

    // ------------------------------------------------------------------ checking and writing

    /** The reference as markdown, with every example run; {@code problems} receives what is missing or wrong. */
    public String markdown(List<String> problems) {
        return new ReferenceWriter(this, rt).markdown(problems);
    }

    /**
     * The entries {@code Help(topic)} shows: a function and a type of that name, {@code T.M}, or every
     * method named so; {@code run}: the examples run and their output shown, else only their inputs.
     */
    public String help(String topic, boolean run) {
        return new ReferenceWriter(this, rt).help(topic, run);
    }

    /** {@code Help(x)}: the entry of x's type with the list of its methods ({@code run}: its example run). */
    public String helpOf(Object value, boolean run) {
        return new ReferenceWriter(this, rt).helpOf(value, run);
    }

    Map<String, ReferenceEntry> entries() { return entries; }

    String entryPlugin(String key) { return entryPlugin.get(key); }
}
