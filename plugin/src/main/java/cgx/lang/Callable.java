package cgx.lang;

/** A function value: a user's lambda or procedure, or a native function. */
public interface Callable {
    /** Calls this function; {@code args} carries positional and keyword arguments. */
    Object call(Args args);

    /** Name shown in error messages and when the function is printed. */
    String name();

    /**
     * Text that reads back as this function in the session it was made in (a lambda's source as
     * typed, a named function's name), or null if there is none (a native function).
     */
    default String source() { return null; }

    /**
     * The values now of the names {@link #source()} takes from outside it: the source and these
     * determine what the function computes now.
     */
    default java.util.Map<String, Object> freeValues() { return java.util.Map.of(); }

    /**
     * This function with the outside values its source reads fixed at their values now (what a
     * value made from a function keeps, so that it does not change when a variable does).
     */
    default Callable fixed() { return this; }
}
