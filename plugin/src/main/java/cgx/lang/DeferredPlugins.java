package cgx.lang;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Predicate;

/**
 * The plug-ins a {@link Runtime} found but has not installed yet, with their {@link PluginIndex},
 * in discovery order. Changed only under the runtime's lock; {@link #any()} may be read without.
 */
final class DeferredPlugins {
    private record Waiting(Plugin plugin, PluginIndex index) {}

    private final List<Waiting> waiting = new ArrayList<>();
    private volatile boolean any;

    void add(Plugin p, PluginIndex index) {
        waiting.add(new Waiting(p, index));
        any = true;
    }

    /** Whether a plug-in still waits. */
    boolean any() { return any; }

    /** The names of the waiting plug-ins. */
    List<String> names() {
        List<String> out = new ArrayList<>();
        for (Waiting w : waiting) out.add(w.plugin().name());
        return out;
    }

    /** Removes and returns the waiting plug-ins whose index {@code which} accepts, in discovery order. */
    List<Plugin> take(Predicate<PluginIndex> which) {
        List<Plugin> out = new ArrayList<>();
        for (Iterator<Waiting> it = waiting.iterator(); it.hasNext(); ) {
            Waiting w = it.next();
            if (which.test(w.index())) {
                out.add(w.plugin());
                it.remove();
            }
        }
        return out;
    }

    /** Called once the plug-ins {@link #take} returned are installed. */
    void settled() { any = !waiting.isEmpty(); }
}
