package cgx.lang;

import java.util.List;

/**
 * Gives meaning to the scoring-game literal {@code <GL | GS | GR>}: the grammar reads it,
 * the evaluator evaluates its parts, and the plugin that registered this factory builds
 * the value. {@code left}/{@code right} are the evaluated options (empty for {@code .} or nothing).
 */
@FunctionalInterface
public interface GameLiteralFactory {
    Object make(List<Object> left, Object score, List<Object> right);
}
