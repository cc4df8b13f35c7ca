package cgx.lang;

/**
 * A family of games. cgx's own are listed in {@code cgx.families.Families}; a user's are found
 * with {@link java.util.ServiceLoader} (listed in {@code META-INF/services/cgx.lang.Plugin}) in
 * jars in the {@code plugins/} folder ({@link PluginLoading}). Each registers everything it offers
 * with the {@link Registry}. The language core knows no family.
 */
public interface Plugin {
    /** A short name, e.g. {@code "scoring"}. */
    String name();

    void register(Registry registry);
}
