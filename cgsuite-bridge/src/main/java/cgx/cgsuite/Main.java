package cgx.cgsuite;

/**
 * {@code ./cgx --cgsuite JAR}: CGSuite's own REPL ({@code org.cgsuite.lang.Repl}) with every cgx
 * type and function declared. Ctrl-C stops a cgx computation in progress and keeps the
 * session; otherwise it ends the REPL as CGSuite's does.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws Exception {
        Bridge bridge;
        try {
            bridge = Bridge.install();
        } catch (RuntimeException | LinkageError e) {
            System.err.println("cgx --cgsuite: " + e.getMessage());
            System.exit(2);
            return;
        }
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), s -> {
                if (!bridge.interruptComputation()) System.exit(130);
            });
        } catch (IllegalArgumentException e) {
            // no SIGINT on this platform: CGSuite's default behaviour stays
        }
        try {
            org.cgsuite.lang.Repl.main(args);
        } catch (RuntimeException e) {
            if (!e.getClass().getName().equals("org.jline.reader.EndOfFileException")) throw e;
        }
        System.exit(0);
    }
}
