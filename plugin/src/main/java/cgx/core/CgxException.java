package cgx.core;

/**
 * An error the user sees as {@code error: ...}: bad input, a failed assertion, a
 * limit reached. Never carries a stack trace to the user. Line and column, when
 * known, are 1-based and refer to the statement being evaluated.
 */
public class CgxException extends RuntimeException {
    private int line = -1;
    private int column = -1;

    public CgxException(String message) {
        super(message, null, false, false);
    }

    public CgxException(String message, Throwable cause) {
        super(message, cause, false, false);
    }

    /** Attaches a source position if none is known yet. */
    public CgxException at(int line, int column) {
        if (this.line < 0) {
            this.line = line;
            this.column = column;
        }
        return this;
    }

    public boolean hasPosition() { return line >= 0; }
    public int line() { return line; }
    public int column() { return column; }

    /** The message with its position: {@code line 3, column 7: ...}. */
    public String describe() {
        return hasPosition() ? "line " + line + ", column " + column + ": " + getMessage() : getMessage();
    }
}
