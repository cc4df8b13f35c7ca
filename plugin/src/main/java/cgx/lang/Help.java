package cgx.lang;

import cgx.core.CgxException;

import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;

/**
 * What the worksheet says about the names a {@link Runtime} has: {@code Help}'s text (every
 * function, one function, the methods of a type) and the "did you mean" of an error about an
 * unknown name. Read through the runtime's introspection, which installs every waiting plug-in.
 */
final class Help {
    private Help() {}

    /** Help text: all functions, or the methods of a type (by name), or one function. */
    static String of(Runtime rt, String topic) {
        Map<String, Runtime.Entry<NativeFunction>> functions = rt.functions();
        Map<Class<?>, String> types = rt.types();
        if (topic == null) {
            StringBuilder b = new StringBuilder("Functions (Help(\"Name\") for one, Help(x) for the methods of a value):\n");
            for (Runtime.Entry<NativeFunction> e : functions.values()) b.append("  ").append(e.name()).append(" - ").append(e.doc()).append('\n');
            b.append("Types: ").append(String.join(", ", new TreeSet<>(types.values()))).append('\n');
            b.append("Help(\"Name\"), Help(\"Type.Method\") and Help(x) show an entry of the reference (docs/reference.md) with its example run.");
            return b.toString();
        }
        return Reference.of(rt).help(topic, true);
    }

    /** The methods and properties of values of {@code type}, whose name is {@code name}. */
    static String methods(Runtime rt, Class<?> type, String name) {
        StringBuilder b = new StringBuilder("Methods and properties of " + name + ":\n");
        rt.methodsOf(type).forEach((n, e) -> b.append("  .").append(n).append(" - ").append(e.doc()).append('\n'));
        return b.toString().stripTrailing();
    }

    /** " (did you mean N?)" for the name of {@code names} nearest {@code name} (at most two edits, case aside), else "". */
    static String suggestion(Collection<String> names, String name) {
        String best = null;
        int bestD = 3;
        for (String n : names) {
            int d = editDistance(n.toLowerCase(), name.toLowerCase());
            if (d < bestD) {
                bestD = d;
                best = n;
            }
        }
        return best == null ? "" : " (did you mean " + best + "?)";
    }

    private static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
