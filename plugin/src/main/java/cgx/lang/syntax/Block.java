package cgx.lang.syntax;

import java.util.List;

/**
 * A statement list: a script, a block's body ({@code if}, loops, {@code begin}, {@code proc},
 * {@code def}). {@code silent.get(i)} says whether a ';' follows statement i (the top level
 * prints the value of each statement that is not silenced).
 */
public record Block(List<Stmt> statements, List<Boolean> silent) implements Body {
    public Block {
        statements = List.copyOf(statements);
        silent = List.copyOf(silent);
        if (statements.size() != silent.size()) throw new IllegalArgumentException("one silent flag per statement");
    }
}
