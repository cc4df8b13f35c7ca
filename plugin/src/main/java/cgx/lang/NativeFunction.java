package cgx.lang;

/** A global function registered by a plugin, e.g. {@code ScoringOctal(code, points)}. */
@FunctionalInterface
public interface NativeFunction {
    Object apply(Args args);
}
