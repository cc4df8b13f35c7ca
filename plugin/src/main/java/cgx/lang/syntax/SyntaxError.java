package cgx.lang.syntax;

import cgx.core.CgxException;

/** A parse error: line, column and what was expected. {@link #incomplete()} when the input ended too early. */
public final class SyntaxError extends CgxException {
    private final boolean incomplete;

    SyntaxError(String message, int line, int column, boolean incomplete, Throwable cause) {
        super(message, cause);
        at(line, column);
        this.incomplete = incomplete;
    }

    /** True if more input could complete the statement (the worksheet then reads another line). */
    public boolean incomplete() { return incomplete; }
}
