package cgx.lang;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * How a {@link Runtime} gets its plug-ins: the built-in families the front end passes (the list
 * lives above the families, in {@code cgx.families.Families}), then the plug-ins of the user's
 * jars ({@link PluginClassPath}). When each has a {@link PluginIndex} (and system property
 * {@code cgx.plugins.eager} is not set) each waits and is installed when first needed: when a
 * lookup asks for a key its index lists (a function or constant by name, a method, printer, type
 * name or operator for a class of the value's lineage, a literal kind, name resolution); every
 * waiting one when the names are listed (help, completion, the CGSuite bridge) or an error
 * message suggests names. Else every one is installed at once, so that a name two of them
 * register is refused at start in the later one, as without indexes.
 */
public final class PluginLoading {
    private static final cgx.core.Log LOG = cgx.core.Log.of(PluginLoading.class.getName());

    private PluginLoading() {}

    /**
     * A runtime with the core library, {@code builtIn} (in this order; each one's index read
     * beside it, from the jar or folder that holds its class) and the plug-ins of the user's jars.
     */
    public static Runtime runtime(List<Plugin> builtIn) {
        try (PluginIndex.Reader beside = new PluginIndex.Reader()) {
            return runtime(builtIn, p -> beside.of(p.getClass()));
        }
    }

    /** {@link #runtime(List)} with the built-in plug-ins' indexes from {@code index} (tests: recorded, or none). */
    static Runtime runtime(List<Plugin> builtIn, Function<Plugin, PluginIndex> index) {
        List<Plugin> plugins = new ArrayList<>(builtIn);
        List<PluginIndex> indexes = new ArrayList<>();
        for (Plugin p : builtIn) indexes.add(index.apply(p));
        List<File> jars = PluginClassPath.jars();
        if (!jars.isEmpty()) {
            // the loader stays open: the plug-ins' classes load through it while the session runs
            @SuppressWarnings("resource") PluginClassPath loader = new PluginClassPath(jars);
            for (Plugin p : loader.plugins()) {
                plugins.add(p);
                indexes.add(loader.index(p));
            }
        }
        Runtime rt = new Runtime();
        if (!Boolean.getBoolean("cgx.plugins.eager") && !indexes.contains(null)) {
            rt.defer(plugins, indexes);
        } else {
            for (Plugin p : plugins) {
                rt.install(p);
                LOG.debug("installed plug-in {0} ({1})", p.name(), p.getClass().getName());
            }
        }
        return rt;
    }
}
