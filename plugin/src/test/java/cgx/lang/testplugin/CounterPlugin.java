package cgx.lang.testplugin;

import cgx.lang.Plugin;
import cgx.core.Rational;
import cgx.lang.Registry;

/**
 * A user's own plug-in, as a user would write one: a type with a literal-free constructor
 * function, a property, a method, an operator and a printer. Registered through
 * META-INF/services in the test resources, i.e. found on the classpath.
 */
public final class CounterPlugin implements Plugin {
    /** A value of the plug-in's own type. */
    public record Counter(int n) {}

    @Override
    public String name() { return "test-counter"; }

    @Override
    public void register(Registry r) {
        r.type(Counter.class, "Counter");
        r.function("Counter", "Counter(n): a test value", a -> new Counter(a.count(1).intArg(0)));
        r.method(Counter.class, "Value", "the count", (c, a) -> Rational.of(c.n()));
        r.method(Counter.class, "Times", "c.Times(k)", (c, a) -> new Counter(c.n() * a.count(1).intArg(0)));
        r.binary("+", Counter.class, Counter.class, (x, y) -> new Counter(x.n() + y.n()));
        r.printer(Counter.class, c -> "Counter(" + c.n() + ")");
    }
}
