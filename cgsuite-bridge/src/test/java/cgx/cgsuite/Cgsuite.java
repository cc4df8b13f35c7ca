package cgx.cgsuite;

import org.cgsuite.output.Output;

/** CGSuite evaluating statements as its REPL does (same entry point, one variable scope), in this JVM. */
final class Cgsuite {
    private final scala.collection.mutable.AnyRefMap<scala.Symbol, Object> scope = new scala.collection.mutable.AnyRefMap<>();

    Cgsuite() {
        Bridge.install();
    }

    /** What the REPL prints for one input line. */
    String eval(String line) {
        StringBuilder b = new StringBuilder();
        for (Output o : scala.jdk.javaapi.CollectionConverters.asJava(org.cgsuite.lang.System$.MODULE$.evaluate(line, scope))) {
            if (b.length() > 0) b.append('\n');
            b.append(o.toString());
        }
        return b.toString();
    }

    /** The value of an expression (exceptions propagate). */
    Object value(String line) {
        return org.cgsuite.lang.System$.MODULE$.evaluateObjOrException(line, scope).getOrElse(() -> null);
    }
}
