package cgx.lang;

import cgx.core.CgxException;

import cgx.lang.syntax.Body;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A function written in the worksheet: {@code x -> x + 1}, {@code proc(x) ... end}, {@code def f(x) ... end}. */
final class UserFunction implements Callable {
    private final String name;
    private final List<String> params;
    private final Body body;
    private final Env closure;
    private final Interpreter interpreter;
    private final String source; // an anonymous function's text as typed; null for a named one
    private final java.util.Set<String> freeNames; // the names its text refers to that are not its parameters

    UserFunction(String name, List<String> params, Body body, Env closure, Interpreter interpreter) {
        this(name, params, body, closure, interpreter, null, java.util.Set.of());
    }

    /** {@code source} is the anonymous function's whole text ({@code n -> ...}, {@code proc(n) ... end}), or null for a named one. */
    UserFunction(String name, List<String> params, Body body, Env closure, Interpreter interpreter, String source, java.util.Set<String> freeNames) {
        this.name = name;
        this.params = params;
        this.body = body;
        this.closure = closure;
        this.interpreter = interpreter;
        this.source = source;
        this.freeNames = freeNames;
    }

    private UserFunction(UserFunction f, Env closure) {
        this.name = f.name;
        this.params = f.params;
        this.body = f.body;
        this.closure = closure;
        this.interpreter = f.interpreter;
        this.source = f.source;
        this.freeNames = f.freeNames;
    }

    /** This function reading the outside values its text names as they are now, whatever is assigned to those names later. */
    @Override public Callable fixed() {
        Map<String, Object> now = source == null ? Map.of() : freeValues();
        if (now.isEmpty()) return this;
        Env env = new Env(closure);
        now.forEach(env::define);
        return new UserFunction(this, env);
    }

    /** An anonymous function reads back as its text; a named one as its name. */
    @Override public String source() { return source == null ? name : source; }

    /** The outside names its text reads that are defined now, with their values now. */
    @Override public Map<String, Object> freeValues() {
        if (source == null) return Map.of(name, this);
        Map<String, Object> m = new TreeMap<>();
        for (String id : freeNames) {
            Object v = closure.lookup(id);
            if (v != null) m.put(id, v);
        }
        return m;
    }

    @Override
    public String name() { return name == null ? "(" + String.join(", ", params) + ") -> ..." : name; }

    @Override
    public Object call(Args args) {
        String label = name == null ? "function" : name;
        if (args.size() > params.size()) {
            throw new CgxException(label + " expects " + params.size() + " argument" + (params.size() == 1 ? "" : "s") + ", got " + args.size());
        }
        Env local = new Env(closure);
        for (int i = 0; i < args.size(); i++) local.define(params.get(i), args.get(i));
        for (var kw : args.keywords().entrySet()) {
            if (!params.contains(kw.getKey())) throw new CgxException(label + " has no parameter " + kw.getKey());
            local.define(kw.getKey(), kw.getValue());
        }
        for (String p : params) {
            if (!local.names().contains(p)) throw new CgxException(label + ": missing argument " + p);
        }
        return interpreter.invoke(this, local, body);
    }
}
