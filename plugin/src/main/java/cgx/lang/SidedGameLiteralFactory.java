package cgx.lang;

import java.util.List;

/**
 * Gives meaning to the two-part game literal {@code <GL | GR>} (a guaranteed scoring game): the
 * grammar reads it, the evaluator evaluates its sides, and a plugin that registered a factory
 * builds the value. A factory returns {@code null} or {@link Registry#decline(String)} for sides
 * it does not read, so the next owner of the kind is tried (see {@link Registry}).
 */
@FunctionalInterface
public interface SidedGameLiteralFactory {
    Object make(Side left, Side right);

    /** A side: the evaluated {@code s} of an adorned empty set {@code ^s}, or (when that is null) the evaluated options. */
    record Side(Object adornment, List<Object> options) {
        public Side { options = List.copyOf(options); }

        public boolean adorned() { return adornment != null; }
    }
}
