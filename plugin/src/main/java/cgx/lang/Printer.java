package cgx.lang;

import cgx.core.Texts;

/** Helpers for printed forms. Plugin values print through their {@code toString()} unless a printer is registered. */
public final class Printer {
    private Printer() {}

    /** A printed form cut to a readable length, for error messages. */
    public static String shortForm(Object o) { return Texts.shortForm(o); }

    /** A string literal that reads back as {@code s}. */
    public static String quote(String s) { return Texts.quote(s); }
}
