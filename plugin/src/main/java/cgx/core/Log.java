package cgx.core;

/**
 * A {@link System.Logger} that starts the logging framework only when it is needed: starting it
 * costs 10–30 ms, a tenth of a small run of {@code cgx -e}. Debug messages are asked for only when
 * logging is configured: system property {@code cgx.debug} set, or java.util.logging's
 * {@code java.util.logging.config.file} or {@code .config.class} (read once, at start). The
 * logger's own configuration still decides: java.util.logging shows nothing below INFO unless its
 * configuration (e.g. {@code cgx.misere.quotient.level = FINE} and a handler at FINE) says so.
 * Warnings always go to the logger.
 */
public final class Log {
    private static final boolean CONFIGURED = configured();

    private final String name;
    private volatile System.Logger logger;

    private Log(String name) { this.name = name; }

    /** The logger of that name, started on first use. */
    public static Log of(String name) { return new Log(name); }

    private static boolean configured() {
        String debug = System.getProperty("cgx.debug");
        return (debug != null && !debug.equals("false"))
                || System.getProperty("java.util.logging.config.file") != null
                || System.getProperty("java.util.logging.config.class") != null;
    }

    private System.Logger logger() {
        System.Logger l = logger;
        if (l == null) logger = l = System.getLogger(name);
        return l;
    }

    /** Whether a debug message would be logged: false, without starting the framework, unless logging is configured. */
    public boolean debugEnabled() { return CONFIGURED && logger().isLoggable(System.Logger.Level.DEBUG); }

    /** A debug message ({@link java.text.MessageFormat} pattern), when {@link #debugEnabled()}. */
    public void debug(String pattern, Object... args) {
        if (debugEnabled()) logger().log(System.Logger.Level.DEBUG, pattern, args);
    }

    /** A warning ({@link java.text.MessageFormat} pattern). */
    public void warning(String pattern, Object... args) { logger().log(System.Logger.Level.WARNING, pattern, args); }
}
