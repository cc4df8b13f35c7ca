package cgx.cgsuite;

/**
 * The Java side of CGScript class {@code Cgx}: the one dispatcher every generated class calls.
 * {@code Cgx("text")} evaluates cgx syntax in the bridge's session; {@code Cgx.Call} and
 * {@code Cgx.Invoke} call a cgx function or method by name; {@code Cgx.Show} is cgx's printed form.
 */
public final class Gate {
    static final String DECLARATION = """
            /** cgx (https://cgx): Cgx("text") evaluates cgx syntax; Cgx("text", {"G" => x}) binds G first. */
            system class Cgx
              external static def Eval(text, bindings ? Nothing);
              external static def Call(name, args);
              external static def Invoke(self, name, args);
              external static def Show(self);
            end
            """;

    private Gate() {}

    public static Object eval(Object text, Object bindings) {
        if (!(text instanceof String s)) throw Bridge.error("Cgx(text): the text must be a string, such as Cgx(\"*2/320\")");
        if (bindings == null) return Bridge.current().eval(s);
        if (!(bindings instanceof scala.collection.Map<?, ?> m)) throw Bridge.error("Cgx(text, bindings): bindings must be a map such as {\"G\" => x}");
        return Bridge.current().evalWith(s, m);
    }

    public static Object call(Object name, Object args) {
        if (!(name instanceof String s) || !(args instanceof scala.collection.Seq<?> a)) throw Bridge.error("Cgx.Call(name, [args]): name is a string, args a list");
        return Bridge.current().callFunction(s, a);
    }

    public static Object invoke(Object self, Object name, Object args) {
        if (!(name instanceof String s) || !(args instanceof scala.collection.Seq<?> a)) throw Bridge.error("Cgx.Invoke(x, name, [args]): name is a string, args a list");
        return Bridge.current().invoke(self, s, a);
    }

    public static Object show(Object self) {
        return Bridge.current().show(self);
    }
}
