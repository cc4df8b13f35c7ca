package cgx.lang;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The plug-ins a {@link Runtime} found but has not installed yet, with their {@link PluginIndex},
 * in discovery order, and the keys they register arranged by kind ({@link Keys}), each plug-in's
 * and all of theirs, so that a lookup can tell whether a waiting plug-in registers what it looks
 * for. Changed only under the runtime's lock; {@link #keys()} may be read without (null: none waits).
 */
final class DeferredPlugins {
    /** A waiting plug-in and its own keys, arranged once: the union of the waiting ones' is merged from them. */
    private record Waiting(Plugin plugin, Keys keys) {}

    private final List<Waiting> waiting = new ArrayList<>();
    private volatile Keys keys;

    /** Adds a waiting plug-in; its keys count once {@link #publish} is called. */
    void add(Plugin p, PluginIndex index) { waiting.add(new Waiting(p, Keys.of(List.of(index)))); }

    /** Makes the keys of every waiting plug-in visible to lookups. */
    void publish() {
        Keys all = new Keys();
        for (Waiting w : waiting) all.addAll(w.keys());
        keys = waiting.isEmpty() ? null : all;
    }

    /** The keys of the waiting plug-ins, or null if none waits. */
    Keys keys() { return keys; }

    /** Whether a plug-in still waits. */
    boolean any() { return keys != null; }

    /** The names of the waiting plug-ins. */
    List<String> names() {
        List<String> out = new ArrayList<>();
        for (Waiting w : waiting) out.add(w.plugin().name());
        return out;
    }

    /** The waiting plug-ins whose keys {@code which} accepts, in discovery order (still waiting). */
    List<Plugin> select(Predicate<Keys> which) {
        List<Plugin> out = new ArrayList<>();
        for (Waiting w : waiting) if (which.test(w.keys())) out.add(w.plugin());
        return out;
    }

    /** {@code p} is installed: it waits no more. */
    void installed(Plugin p) {
        waiting.removeIf(w -> w.plugin() == p);
        publish();
    }

    /**
     * The keys of one or more indexes by kind, as sets of names (classes by binary name): the
     * lookups ask the union of the waiting plug-ins' keys, then each plug-in's, the same question.
     */
    static final class Keys {
        final Set<String> functions = new HashSet<>(), constants = new HashSet<>(), types = new HashSet<>(), printers = new HashSet<>();
        final Map<String, Set<String>> methods = new HashMap<>();            // class -> method names
        final Map<String, Map<String, Set<String>>> binaries = new HashMap<>(); // op -> left -> rights
        final Map<String, Set<String>> unaries = new HashMap<>();            // op -> classes
        boolean gameLiteral, sidedGameLiteral, starLiteral, nameResolver;

        static Keys of(List<PluginIndex> indexes) {
            Keys k = new Keys();
            for (PluginIndex i : indexes) for (String key : i.keys()) k.add(key.split(" "));
            return k;
        }

        /** Adds another's keys (merged sets; nothing parsed again). */
        private void addAll(Keys o) {
            functions.addAll(o.functions);
            constants.addAll(o.constants);
            types.addAll(o.types);
            printers.addAll(o.printers);
            for (Map.Entry<String, Set<String>> e : o.methods.entrySet()) set(methods, e.getKey()).addAll(e.getValue());
            for (Map.Entry<String, Map<String, Set<String>>> op : o.binaries.entrySet()) {
                Map<String, Set<String>> mine = map(binaries, op.getKey());
                for (Map.Entry<String, Set<String>> e : op.getValue().entrySet()) set(mine, e.getKey()).addAll(e.getValue());
            }
            for (Map.Entry<String, Set<String>> e : o.unaries.entrySet()) set(unaries, e.getKey()).addAll(e.getValue());
            gameLiteral |= o.gameLiteral;
            sidedGameLiteral |= o.sidedGameLiteral;
            starLiteral |= o.starLiteral;
            nameResolver |= o.nameResolver;
        }

        private void add(String[] w) {
            switch (w[0]) {
                case "function" -> functions.add(w[1]);
                case "constant" -> constants.add(w[1]);
                case "type" -> types.add(w[1]);
                case "printer" -> printers.add(w[1]);
                case "method" -> set(methods, w[1]).add(w[2]);
                case "binary" -> set(map(binaries, w[1]), w[2]).add(w[3]);
                case "unary" -> set(unaries, w[1]).add(w[2]);
                case "gameLiteral" -> gameLiteral = true;
                case "sidedGameLiteral" -> sidedGameLiteral = true;
                case "starLiteral" -> starLiteral = true;
                case "nameResolver" -> nameResolver = true;
                default -> { } // a kind this version does not look up by
            }
        }

        // (loops, not computeIfAbsent: every start reads the indexes, and on JDK 17 each lambda's first call links it, ~0.3 ms)
        private static Set<String> set(Map<String, Set<String>> m, String key) {
            Set<String> s = m.get(key);
            if (s == null) m.put(key, s = new HashSet<>());
            return s;
        }

        private static Map<String, Set<String>> map(Map<String, Map<String, Set<String>>> m, String key) {
            Map<String, Set<String>> s = m.get(key);
            if (s == null) m.put(key, s = new HashMap<>());
            return s;
        }

        /** Whether a waiting plug-in registers {@code kind} (type or printer) for a class of the lineage. */
        boolean classKey(Set<String> kind, List<Class<?>> lineage) {
            for (Class<?> c : lineage) if (kind.contains(c.getName())) return true;
            return false;
        }

        boolean method(List<Class<?>> lineage, String name) {
            for (Class<?> c : lineage) {
                Set<String> m = methods.get(c.getName());
                if (m != null && m.contains(name)) return true;
            }
            return false;
        }

        boolean binary(String op, List<Class<?>> left, List<Class<?>> right) {
            Map<String, Set<String>> byLeft = binaries.get(op);
            if (byLeft == null) return false;
            for (Class<?> a : left) {
                Set<String> rights = byLeft.get(a.getName());
                if (rights == null) continue;
                for (Class<?> b : right) if (rights.contains(b.getName())) return true;
            }
            return false;
        }

        boolean unary(String op, List<Class<?>> lineage) {
            Set<String> cs = unaries.get(op);
            return cs != null && classKey(cs, lineage);
        }
    }
}
