package cgx.cgsuite;

import java.util.Map;

/** CGScript evaluated by CGSuite itself, with the given variables bound (a scope of its own per call). */
final class Cgscript {
    private Cgscript() {}

    /** The value of CGScript expression {@code text} with {@code vars} bound; CGSuite's errors propagate. */
    static Object eval(String text, Map<String, Object> vars) {
        var scope = new scala.collection.mutable.AnyRefMap<scala.Symbol, Object>();
        vars.forEach((k, v) -> scope.update(scala.Symbol.apply(k), v));
        return org.cgsuite.lang.System$.MODULE$.evaluateObjOrException(text, scope).getOrElse(() -> null);
    }
}
