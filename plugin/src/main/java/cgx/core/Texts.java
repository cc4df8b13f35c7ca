package cgx.core;

/**
 * Text helpers shared by values' printed forms and error messages: a string as the worksheet's
 * string literal, and a value cut to a readable length.
 */
public final class Texts {
    private Texts() {}

    /** A string literal that reads back as {@code s}: quotes, with {@code \" \\ \n \t} escaped. */
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

    /** A message as one line of a table or log: tabs and newlines as spaces, cut at 300 characters. */
    public static String oneLine(String s) {
        s = s == null ? "" : s.replace('\t', ' ').replace('\n', ' ');
        return s.length() > 300 ? s.substring(0, 297) + "..." : s;
    }

    /** Seconds as given: 120, 2.5 (no ".0" on a whole number). */
    public static String seconds(double s) { return s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s); }

    /** A printed form cut to a readable length, for error messages; strings are quoted. */
    public static String shortForm(Object o) {
        String s = o instanceof String str ? quote(str) : String.valueOf(o);
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
