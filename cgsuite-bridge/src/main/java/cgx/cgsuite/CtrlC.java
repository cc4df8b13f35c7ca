package cgx.cgsuite;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * SIGINT while cgx computes: the handler is installed for the length of one call into cgx and
 * the previous one (CGSuite's, its terminal library's or the JVM's) put back afterwards, so a
 * terminal library that installs its own handler later does not take Ctrl-C from cgx.
 */
final class CtrlC {
    private static final Signal INT;

    static {
        Signal s;
        try {
            s = new Signal("INT");
        } catch (IllegalArgumentException e) {
            s = null; // a platform without SIGINT
        }
        INT = s;
    }

    private CtrlC() {}

    /** Installs the handler that stops {@code bridge}'s computation; answers the previous handler (null if none). */
    static Object catchDuring(Bridge bridge) {
        if (INT == null) return null;
        try {
            return Signal.handle(INT, sig -> bridge.interruptComputation());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    static void restore(Object previous) {
        try {
            Signal.handle(INT, (SignalHandler) previous);
        } catch (IllegalArgumentException e) {
            // left as it is
        }
    }
}
