package cgx.misere.lattice.check;

/**
 * A failed condition or a malformed certificate, with its one-line explanation. Never escapes
 * {@link LatticeProofChecker#check}; no stack trace (it is control flow, not a bug).
 */
final class CheckFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    CheckFailure(String message) {
        super(message, null, false, false);
    }

    /** A malformed line of the certificate. */
    static CheckFailure line(int line, String message) {
        return new CheckFailure("line " + line + ": " + message);
    }

    /** Throws {@code "interrupted"} if the current thread was interrupted (its flag is left set). */
    static void checkInterrupt() {
        if (Thread.currentThread().isInterrupted()) throw new CheckFailure("interrupted");
    }
}
