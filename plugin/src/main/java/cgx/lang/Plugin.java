package cgx.lang;

/**
 * A family of games. Implementations are found with {@link java.util.ServiceLoader}
 * (listed in {@code META-INF/services/cgx.lang.Plugin}), from the classpath and from jars in
 * the {@code plugins/} folder, and register everything they offer with the {@link Registry}.
 * The language core knows no family.
 */
public interface Plugin {
    /** A short name, e.g. {@code "scoring"}. */
    String name();

    void register(Registry registry);
}
