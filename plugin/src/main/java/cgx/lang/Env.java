package cgx.lang;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** A scope of variables: the worksheet's global scope, or a function call's local scope. */
final class Env {
    private final Map<String, Object> vars = new HashMap<>();
    private final Env parent;

    Env(Env parent) { this.parent = parent; }

    Object lookup(String name) {
        for (Env e = this; e != null; e = e.parent) {
            Object v = e.vars.get(name);
            if (v != null) return v;
        }
        return null;
    }

    /** Assigns to the nearest scope that has {@code name}, else defines it here. */
    void assign(String name, Object value) {
        for (Env e = this; e != null; e = e.parent) {
            if (e.vars.containsKey(name)) {
                e.vars.put(name, value);
                return;
            }
        }
        vars.put(name, value);
    }

    void define(String name, Object value) { vars.put(name, value); }

    Set<String> names() { return vars.keySet(); }
}
