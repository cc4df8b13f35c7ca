package cgx.lang;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The user's plug-in jars and the class loader their plug-ins come from. The jars are those in
 * {@code plugins/} under the folder system property {@code cgx.home} names (./cgx sets it), in the
 * working directory's {@code plugins/}, and in the folder system property {@code cgx.plugins}
 * names. Their plug-ins are found by {@link ServiceLoader}, which reads the
 * {@code META-INF/services/cgx.lang.Plugin} files of these jars alone, and so are their indexes
 * ({@code META-INF/cgx/}, {@link PluginIndex}): the class path's are not searched (on the census
 * class path that would open Apache Spark's 138 jars). Classes load parent first, so the jars
 * see cgx's own.
 */
final class PluginClassPath extends URLClassLoader {
    private static final cgx.core.Log LOG = cgx.core.Log.of(PluginClassPath.class.getName());

    PluginClassPath(List<File> entries) {
        super(urls(entries), PluginClassPath.class.getClassLoader());
    }

    private static URL[] urls(List<File> entries) {
        List<URL> urls = new ArrayList<>();
        for (File entry : entries) {
            try {
                urls.add(entry.toURI().toURL());
            } catch (MalformedURLException e) {
                LOG.warning("skipping plug-in jar {0}: {1}", entry, e.getMessage());
            }
        }
        return urls.toArray(new URL[0]);
    }

    /** The jars in the plug-in folders, each once, in folder order. */
    static List<File> jars() {
        List<File> dirs = new ArrayList<>();
        String home = System.getProperty("cgx.home");
        if (home != null) dirs.add(new File(home, "plugins"));
        dirs.add(new File("plugins"));
        String extra = System.getProperty("cgx.plugins");
        if (extra != null) dirs.add(new File(extra));
        List<File> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (File dir : dirs) {
            File[] jars = dir.listFiles((d, n) -> n.endsWith(".jar"));
            if (jars == null) continue;
            for (File jar : jars) {
                try {
                    if (seen.add(jar.getCanonicalPath())) {
                        out.add(jar);
                        LOG.debug("plug-in jar {0}", jar);
                    }
                } catch (IOException e) {
                    LOG.warning("skipping unreadable plug-in jar {0}: {1}", jar, e.getMessage());
                }
            }
        }
        return out;
    }

    /** The plug-ins the entries' services files name, in ServiceLoader's order (entry by entry, each class once). */
    List<Plugin> plugins() {
        List<Plugin> found = new ArrayList<>();
        for (Plugin p : ServiceLoader.load(Plugin.class, this)) found.add(p);
        return found;
    }

    /** The index of a plug-in found here, from these entries; null if they have none. */
    PluginIndex index(Plugin p) { return PluginIndex.of(this, p.getClass()); }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return pluginResource(name) ? findResources(name) : super.getResources(name);
    }

    @Override
    public URL getResource(String name) {
        return pluginResource(name) ? findResource(name) : super.getResource(name);
    }

    private static boolean pluginResource(String name) {
        return name.startsWith("META-INF/services/") || name.startsWith("META-INF/cgx/");
    }
}
