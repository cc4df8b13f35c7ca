package cgx.lang;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

/**
 * The class path as plug-in discovery sees it when system property {@code cgx.plugin.classpath}
 * names the entries that may hold plug-ins (the rest are libraries, e.g. Apache Spark's 138 jars
 * on the census class path): {@link java.util.ServiceLoader} then reads only their
 * {@code META-INF/services} files instead of opening every jar on the class path, which took
 * about 0.13 s of each start, and so do the plug-ins' indexes ({@code META-INF/cgx/}, {@link PluginIndex}). Classes still load from the whole class path, through the parent.
 */
final class PluginClassPath extends ClassLoader {
    static final String PROPERTY = "cgx.plugin.classpath";

    private final URLClassLoader services;

    private PluginClassPath(ClassLoader parent, URL[] entries) {
        super(parent);
        this.services = new URLClassLoader(entries, null);
    }

    /** {@code parent}, seen through the entries of {@link #PROPERTY} if it is set. */
    static ClassLoader of(ClassLoader parent) {
        String path = System.getProperty(PROPERTY);
        if (path == null) return parent;
        List<URL> urls = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (entry.isBlank()) continue;
            try {
                urls.add(new File(entry).toURI().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException(PROPERTY + ": not a path: " + entry, e);
            }
        }
        return new PluginClassPath(parent, urls.toArray(new URL[0]));
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return pluginResource(name) ? services.getResources(name) : super.getResources(name);
    }

    @Override
    public URL getResource(String name) {
        return pluginResource(name) ? services.getResource(name) : super.getResource(name);
    }

    private static boolean pluginResource(String name) {
        return name.startsWith("META-INF/services/") || name.startsWith("META-INF/cgx/");
    }
}
