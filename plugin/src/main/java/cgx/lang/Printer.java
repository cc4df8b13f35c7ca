package cgx.lang;

import cgx.core.Texts;

/** Helpers for printed forms. Plugin values print through their {@code toString()} unless a printer is registered. */
public final class Printer {
    private Printer() {}

    /** A printed form cut to a readable length, for error messages. */
    public static String shortForm(Object o) { return Texts.shortForm(o); }

    /** A string literal that reads back as {@code s}. */
    public static String quote(String s) { return Texts.quote(s); }

    /**
     * The printed form of a report (a move with its value, a period with its evidence): its text in
     * a comment, for the reader, then an expression that reads back as an equal value.
     */
    public static String commented(String text, String expression) {
        return "/* " + text.replace("*/", "* /") + " */ " + expression;
    }
}
