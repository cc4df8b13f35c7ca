package cgx.lang;

import cgx.core.Outcome;

/**
 * A method or property registered by a plugin on one of its types. A property is a
 * method called without arguments: {@code G.Outcome} and {@code G.Outcome()} are the same.
 */
@FunctionalInterface
public interface NativeMethod<T> {
    Object apply(T self, Args args);
}
