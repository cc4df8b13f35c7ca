package cgx.lang;

/** A function value: a user's lambda or procedure, or a native function. */
public interface Callable {
    /** Calls this function; {@code args} carries positional and keyword arguments. */
    Object call(Args args);

    /** Name shown in error messages and when the function is printed. */
    String name();
}
