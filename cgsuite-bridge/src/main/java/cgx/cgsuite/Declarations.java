package cgx.cgsuite;

import cgx.core.Outcome;
import cgx.lang.Runtime;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The CGScript text of every class the bridge declares, generated from cgx's registry: one
 * class per registered type (and per global function name that is not a type), whose
 * properties and methods call one dispatcher, {@code Cgx.Invoke}. A global function {@code F}
 * is the static {@code Eval} of class {@code F}, so {@code F(x)} calls it as CGSuite calls
 * {@code HeapRuleset(fn)}.
 *
 * <p>Each cgx method {@code M} is declared twice, as CGScript allows: a property {@code x.M}
 * (cgx's call without arguments) and a method {@code x.M(a, ...)} with one or more arguments.
 * A CGSuite map as the last argument carries cgx's keyword arguments ({@code {"MaxHeap" => 24}}).
 */
final class Declarations {
    /** Positional arguments a generated method or function accepts (a map for keywords comes on top). */
    static final int MAX_ARGS = 9;

    /** Types CGSuite values stand for on its side: no CGScript class of their own. */
    private static final java.util.Set<String> NATIVE_TYPES = java.util.Set.of("List", "Set", "String");

    /** One CGScript class to declare: its name and package, the cgx type it stands for (or null), its text. */
    record ClassDecl(String name, String pkg, Class<?> type, String text) {
        String qualifiedName() { return pkg + "." + name; }
    }

    private Declarations() {}

    /**
     * The classes for {@code runtime}'s registry. {@code taken} tells which names already mean
     * something unqualified in CGSuite; those classes go to package {@code game.cgx} instead of {@code game}.
     */
    static Map<String, ClassDecl> of(Runtime runtime, Predicate<String> taken) {
        Map<String, Class<?>> types = new TreeMap<>();
        runtime.types().forEach((cls, name) -> {
            if (!NATIVE_TYPES.contains(name)) types.putIfAbsent(name, cls);
        });
        types.putIfAbsent("Outcome", Outcome.class);
        TreeSet<String> names = new TreeSet<>(types.keySet());
        names.addAll(runtime.functions().keySet());
        Map<String, ClassDecl> out = new LinkedHashMap<>();
        for (String name : names) {
            if (!isIdentifier(name) || name.equals("Cgx")) continue;
            Class<?> type = types.get(name);
            String pkg = taken.test(name) ? "game.cgx" : "game";
            out.put(name, new ClassDecl(name, pkg, type, text(runtime, name, type)));
        }
        return out;
    }

    private static String text(Runtime runtime, String name, Class<?> type) {
        StringBuilder b = new StringBuilder();
        var fn = runtime.functions().get(name);
        b.append("/** ").append(doc(fn != null ? fn.doc() : "cgx type " + name)).append(" */\n");
        b.append("system class ").append(name).append('\n');
        if (fn != null) {
            b.append("  static def Eval(").append(params(0)).append(") := Cgx.Call(\"").append(name).append("\", ")
                    .append(argList()).append(");\n");
        }
        if (type != null) {
            b.append("  override def ToOutput := Cgx.Show(this);\n");
            runtime.methodsOf(type).forEach((m, e) -> {
                if (!isIdentifier(m) || m.equals("ToOutput") || m.equals("Class")) return;
                b.append("  /** ").append(doc(e.doc())).append(" */\n");
                b.append("  def ").append(m).append(" := Cgx.Invoke(this, \"").append(m).append("\", []);\n");
                b.append("  def ").append(m).append('(').append(params(1)).append(") := Cgx.Invoke(this, \"")
                        .append(m).append("\", ").append(argList()).append(");\n");
            });
        }
        b.append("end\n");
        return b.toString();
    }

    /** {@code a1, a2 ? Nothing, ...}: the first {@code required} parameters required. */
    private static String params(int required) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= MAX_ARGS + 1; i++) {
            if (i > 1) b.append(", ");
            b.append('a').append(i);
            if (i > required) b.append(" ? Nothing");
        }
        return b.toString();
    }

    private static String argList() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 1; i <= MAX_ARGS + 1; i++) {
            if (i > 1) b.append(", ");
            b.append('a').append(i);
        }
        return b.append(']').toString();
    }

    private static String doc(String s) {
        return s.replace("*/", "* /").replace('\n', ' ');
    }

    static boolean isIdentifier(String s) {
        if (s.isEmpty() || !Character.isLetter(s.charAt(0))) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_') || c > 127) return false;
        }
        return true;
    }
}
