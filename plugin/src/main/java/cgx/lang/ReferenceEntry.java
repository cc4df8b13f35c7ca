package cgx.lang;

import java.util.List;

/**
 * One entry of the reference, as a plug-in's reference file gives it ({@link ReferenceFile}): a
 * function, a type, or a method of a type ({@code owner} is the type's name, else null), with its
 * signature, keywords, result, what it implements, a paragraph about it, and the worksheet
 * inputs of its example (some may show an error, on purpose). The one-line summary is the registry's own doc.
 */
public record ReferenceEntry(Kind kind, String owner, String name, String signature, List<Keyword> keywords,
                             String returns, String implementsText, String about, List<Example> examples,
                             String source, int line) {
    public enum Kind { FUNCTION, TYPE, METHOD }

    /** One worksheet input of an example; {@code fails}: it shows an error, as it must. */
    public record Example(String input, boolean fails) {}

    /** A keyword argument: its name, its default (null: none) and what it does. */
    public record Keyword(String name, String defaultValue, String text) {}

    public ReferenceEntry {
        keywords = List.copyOf(keywords);
        examples = List.copyOf(examples);
    }

    /** The key an entry is found by: {@code function F}, {@code type T}, {@code method T.M}. */
    public String key() { return key(kind, owner, name); }

    static String key(Kind kind, String owner, String name) {
        return switch (kind) {
            case FUNCTION -> "function " + name;
            case TYPE -> "type " + name;
            case METHOD -> "method " + owner + "." + name;
        };
    }

    /** Where the entry is written, for messages: {@code misere-quotient.ref, line 12}. */
    public String where() { return source + ", line " + line; }
}
