package cgx.lang.syntax;

import java.lang.reflect.RecordComponent;
import java.util.Collection;

/**
 * A syntax tree as text, for tests: each node as {@code (Kind component ...)} in the order of its
 * record components, lists in brackets, strings quoted, absent parts as {@code -}; places
 * ({@link Pos}) left out unless asked for. Read from the records themselves, so a new kind of node
 * needs nothing here.
 */
final class TreeDump {
    private TreeDump() {}

    static String of(Object tree) { return of(tree, false); }

    static String of(Object tree, boolean places) {
        StringBuilder b = new StringBuilder();
        dump(tree, places, b);
        return b.toString();
    }

    private static void dump(Object o, boolean places, StringBuilder b) {
        if (o == null) {
            b.append('-');
        } else if (o instanceof String s) {
            b.append('"').append(s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")).append('"');
        } else if (o instanceof Pos p) {
            b.append('@').append(p.line()).append(':').append(p.col());
        } else if (o instanceof Collection<?> c) {
            b.append('[');
            boolean first = true;
            for (Object x : c instanceof java.util.Set<?> ? new java.util.TreeSet<Object>(c) : c) {
                if (!first) b.append(' ');
                first = false;
                dump(x, places, b);
            }
            b.append(']');
        } else if (o instanceof Record r) {
            b.append('(').append(r.getClass().getSimpleName());
            for (RecordComponent rc : r.getClass().getRecordComponents()) {
                if (!places && rc.getType() == Pos.class) continue;
                b.append(' ');
                try {
                    dump(rc.getAccessor().invoke(r), places, b);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
            b.append(')');
        } else {
            b.append(o);
        }
    }
}
