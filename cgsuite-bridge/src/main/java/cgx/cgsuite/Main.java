package cgx.cgsuite;

/**
 * {@code ./cgx --cgsuite JAR}: CGSuite's own REPL ({@code org.cgsuite.lang.Repl}) with every cgx
 * type and function declared. Ctrl-C stops a cgx computation in progress and keeps the
 * session; at the prompt, CGSuite's REPL loop ends on it, and is started again.
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
        bridge.stopComputationsOnCtrlC();
        while (true) {
            try {
                org.cgsuite.lang.Repl.main(args);
                break;
            } catch (org.jline.reader.EndOfFileException e) {
                break; // Ctrl-D, or the end of piped input
            } catch (org.jline.reader.UserInterruptException e) {
                // Ctrl-C at the prompt ends CGSuite's REPL loop; start it again: variables persist
                System.out.println("^C");
            }
        }
        System.exit(0);
    }
}
