package cgx.lang;

import java.util.List;

/**
 * Gives meaning to the game literal {@code <GL | GS | GR>}: the grammar reads it, the evaluator
 * evaluates its parts, and a plugin that registered a factory builds the value.
 * {@code left}/{@code right} are the evaluated options (empty for {@code .} or nothing). A factory
 * returns {@code null} or {@link Registry#decline(String)} for parts it does not read, so the next
 * owner of the kind is tried (see {@link Registry}).
 */
@FunctionalInterface
public interface GameLiteralFactory {
    Object make(List<Object> left, Object score, List<Object> right);
}
