package cgx.lang;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What a {@link Plugin} registers: its types' names, global functions, methods and
 * properties, operators, printing, and the meaning of literals the grammar reads.
 */
public interface Registry {
    /** The name a type has in messages and in {@code TypeOf(x)}, e.g. {@code ScoringGame}. */
    void type(Class<?> type, String name);

    /** A global function; {@code doc} is one line shown by {@code Help}. */
    void function(String name, String doc, NativeFunction fn);

    /** A method (or, if it takes no arguments, a property) on values of {@code type} and its subtypes. */
    <T> void method(Class<T> type, String name, String doc, NativeMethod<T> method);

    /** How values of {@code type} print. The printed form must parse back to an equal value. */
    <T> void printer(Class<T> type, Function<? super T, String> printer);

    /** A binary operator ({@code + - * / % ^ < <= > >= == !=}) on a pair of types. */
    <A, B> void binary(String op, Class<A> left, Class<B> right, BiFunction<? super A, ? super B, Object> fn);

    /** A unary operator ({@code -}) on a type. */
    <A> void unary(String op, Class<A> type, Function<? super A, Object> fn);

    /** A named constant, e.g. the outcome names; a user's variable of the same name hides it. */
    void constant(String name, Object value);

    /**
     * Where {@code print} and progress messages of long computations go: the session's output.
     * Call it each time a line is written (a session sets it after plugins register), e.g.
     * {@code Consumer<String> progress = line -> registry.output().accept(line);}.
     */
    java.util.function.Consumer<String> output();

    /**
     * Where progress lines of long computations go (a notebook shows them on stderr); by default
     * the session's output. Call it each time a line is written, as {@link #output()}.
     */
    default java.util.function.Consumer<String> progress() { return output(); }

    /** The meaning of {@code <GL | GS | GR>} literals. */
    void gameLiteral(GameLiteralFactory factory);

    /**
     * The meaning of star literals: {@code *}, {@code *3}, {@code *2/320}, {@code *(2/0)0},
     * {@code *[4,2]}. The factory receives the literal's whole text, starting with {@code *}.
     */
    void starLiteral(Function<String, Object> factory);
}
