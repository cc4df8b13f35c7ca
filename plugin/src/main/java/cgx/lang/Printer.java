package cgx.lang;

/** Helpers for printed forms. Plugin values print through their {@code toString()} unless a printer is registered. */
public final class Printer {
    private Printer() {}

    /** A printed form cut to a readable length, for error messages. */
    public static String shortForm(Object o) {
        String s = o instanceof String str ? quote(str) : String.valueOf(o);
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    /** A string literal that reads back as {@code s}. */
    public static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
