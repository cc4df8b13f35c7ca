package cgx.lang;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What a {@link Plugin} registers: its types' names, global functions, methods and
 * properties, operators, printing, and the meaning of literals the grammar reads.
 *
 * <p>Every name has one owner. Registering a function, a method (same type and name), an
 * operator (same operator and operand types), a printer, a type's name (a class named twice or
 * a name given to two classes) or a constant that is already registered is an error naming both
 * plug-ins (the language's own library counts as the plug-in {@code "core"}), and the second
 * plug-in is not installed. Several plug-ins extend a name such as {@code Outcome} by registering
 * it on their own types: {@code G.Outcome} is found along {@code G}'s class, its superclasses
 * and interfaces, so the plug-ins never see each other's registrations.
 *
 * <p>Literal kinds (the star literal, the game literal) are shared: each plug-in that reads a
 * kind registers a factory, and a literal is offered to the factories in registration order
 * (the core library, then plug-ins in the order they are found, whenever each is installed: the
 * built-in families in {@code cgx.families.Families}'s order, then jars in {@code plugins/}). A factory returns {@code null},
 * or {@link #decline(String)} with a reason, for a literal it does not read, and the next one is
 * tried; the first factory that returns a value reads the literal, so when two owners would both
 * read a text the earlier one wins, and a user's jar can only give meaning to texts the built-in
 * families decline. A factory that throws {@link cgx.core.CgxException} reports an error in a
 * literal of its kind and ends the search. A literal no owner reads is an error giving each
 * owner's reason.
 */
public interface Registry {
    /** The name a type has in messages and in {@code TypeOf(x)}, e.g. {@code ScoringGame}. */
    void type(Class<?> type, String name);

    /** A global function; {@code doc} is one line shown by {@code Help}. */
    void function(String name, String doc, NativeFunction fn);

    /**
     * A method (or, if it takes no arguments, a property) on values of {@code type} and its
     * subtypes. Arguments the method does not read (see {@link Args}) are an error for the caller.
     */
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
     * Names no variable, constant or function has: {@code resolver} is asked (after those, in
     * registration order) and answers a value, or null if the name is not its own. Lets a printed
     * value that is a bare name (a misère quotient's word {@code ab}) read back in its session.
     */
    void nameResolver(java.util.function.Function<String, Object> resolver);

    /**
     * Where {@code print} writes: the output of the session over this registry (a session sets it
     * after plugins register). Progress lines of a long computation go to the calling session
     * through {@link Args#progress()}, passed down to the kernel.
     */
    java.util.function.Consumer<String> output();

    /** A reader of {@code <GL | GS | GR>} literals; see the class comment for how owners share the kind. */
    void gameLiteral(GameLiteralFactory factory);

    /** A reader of two-part {@code <GL | GR>} literals (guaranteed scoring games), shared like {@link #gameLiteral}. */
    void sidedGameLiteral(SidedGameLiteralFactory factory);

    /**
     * A reader of star literals: {@code *}, {@code *3}, {@code *2/320}, {@code *(2/0)0},
     * {@code *[4,2]}. The factory receives the literal's whole text, starting with {@code *}, and
     * returns the value, or {@code null} or {@link #decline(String)} for a text it does not read.
     */
    void starLiteral(Function<String, Object> factory);

    /** What a literal factory returns for a literal it does not read; {@code reason} appears in the error if no owner reads it. */
    static Object decline(String reason) { return new Declined(reason); }

    /** A literal factory's refusal, with its reason. */
    record Declined(String reason) {}
}
