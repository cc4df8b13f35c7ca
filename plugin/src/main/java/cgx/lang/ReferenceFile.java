package cgx.lang;

import cgx.core.CgxException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a plug-in's reference file ({@code cgx/reference/NAME.ref} in its jar): entries headed
 * {@code function F}, {@code type T} or {@code method T.M} at the start of a line, each followed by
 * fields indented two spaces, {@code key: value}:
 *
 * <pre>
 * method MisereQuotient.Phi
 *   signature: Q.Phi(n)
 *   returns: MonoidWord
 *   implements: Plambeck–Siegel, the quotient map Φ (§3)
 *   example: Q.Phi(5)
 * </pre>
 *
 * Fields: {@code signature}, {@code keyword} (repeated: {@code Name (default D): text} or
 * {@code Name: text}), {@code returns}, {@code implements}, {@code about}, {@code example}
 * (repeated: one worksheet input each, run in order), {@code fails} (an input of the example that
 * must end in an error, shown with it). A line indented four spaces continues the
 * field before it (an example on a new line, other fields after a space). Lines starting with
 * {@code #} and blank lines are ignored.
 */
public final class ReferenceFile {
    private ReferenceFile() {}

    /** The entries of {@code text} by key, in the file's order; a malformed line is an error naming its line. */
    public static Map<String, ReferenceEntry> parse(String source, String text) {
        Map<String, ReferenceEntry> out = new LinkedHashMap<>();
        Builder b = null;
        String lastField = null;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].stripTrailing();
            int no = i + 1;
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (!line.startsWith(" ")) {
                if (b != null) add(out, b.build());
                b = header(source, no, line);
                lastField = null;
            } else if (line.startsWith("    ")) {
                if (b == null || lastField == null) throw error(source, no, "a continuation line with no field before it");
                b.extend(lastField, line.strip());
            } else if (line.startsWith("  ")) {
                if (b == null) throw error(source, no, "a field before any entry");
                int colon = line.indexOf(':');
                if (colon < 0) throw error(source, no, "expected 'key: value'");
                lastField = line.substring(2, colon).strip();
                b.field(source, no, lastField, line.substring(colon + 1).strip());
            } else {
                throw error(source, no, "fields are indented two spaces, continuations four");
            }
        }
        if (b != null) add(out, b.build());
        return out;
    }

    private static void add(Map<String, ReferenceEntry> out, ReferenceEntry e) {
        ReferenceEntry first = out.putIfAbsent(e.key(), e);
        if (first != null) throw new CgxException(e.where() + ": " + e.key() + " is written twice (first at line " + first.line() + ")");
    }

    private static Builder header(String source, int no, String line) {
        String[] parts = line.split(" ", 2);
        if (parts.length < 2 || parts[1].isBlank() || parts[1].contains(" ")) {
            throw error(source, no, "expected 'function NAME', 'type NAME' or 'method TYPE.NAME'");
        }
        String name = parts[1];
        return switch (parts[0]) {
            case "function" -> new Builder(ReferenceEntry.Kind.FUNCTION, null, name, source, no);
            case "type" -> new Builder(ReferenceEntry.Kind.TYPE, null, name, source, no);
            case "method" -> {
                int dot = name.lastIndexOf('.');
                if (dot <= 0 || dot == name.length() - 1) throw error(source, no, "a method is named TYPE.NAME, got " + name);
                yield new Builder(ReferenceEntry.Kind.METHOD, name.substring(0, dot), name.substring(dot + 1), source, no);
            }
            default -> throw error(source, no, "expected 'function', 'type' or 'method', got '" + parts[0] + "'");
        };
    }

    private static CgxException error(String source, int line, String what) {
        return new CgxException(source + ", line " + line + ": " + what);
    }

    private static final class Builder {
        final ReferenceEntry.Kind kind;
        final String owner, name, source;
        final int line;
        String signature, returns, implementsText, about;
        final List<ReferenceEntry.Keyword> keywords = new ArrayList<>();
        final List<ReferenceEntry.Example> examples = new ArrayList<>();

        Builder(ReferenceEntry.Kind kind, String owner, String name, String source, int line) {
            this.kind = kind;
            this.owner = owner;
            this.name = name;
            this.source = source;
            this.line = line;
        }

        void field(String source, int no, String key, String value) {
            switch (key) {
                case "signature" -> signature = once(source, no, key, signature, value);
                case "returns" -> returns = once(source, no, key, returns, value);
                case "implements" -> implementsText = once(source, no, key, implementsText, value);
                case "about" -> about = once(source, no, key, about, value);
                case "example" -> examples.add(new ReferenceEntry.Example(value, false));
                case "fails" -> examples.add(new ReferenceEntry.Example(value, true));
                case "keyword" -> keywords.add(keyword(source, no, value));
                default -> throw error(source, no, "unknown field '" + key + "' (signature, keyword, returns, implements, about, example, fails)");
            }
        }

        void extend(String key, String more) {
            switch (key) {
                case "signature" -> signature += " " + more;
                case "returns" -> returns += " " + more;
                case "implements" -> implementsText += " " + more;
                case "about" -> about += " " + more;
                case "example", "fails" -> {
                    ReferenceEntry.Example x = examples.get(examples.size() - 1);
                    examples.set(examples.size() - 1, new ReferenceEntry.Example(x.input() + "\n" + more, x.fails()));
                }
                case "keyword" -> {
                    ReferenceEntry.Keyword k = keywords.remove(keywords.size() - 1);
                    keywords.add(new ReferenceEntry.Keyword(k.name(), k.defaultValue(), k.text() + " " + more));
                }
                default -> { }
            }
        }

        private static String once(String source, int no, String key, String old, String value) {
            if (old != null) throw error(source, no, "'" + key + "' is given twice");
            return value;
        }

        /** {@code Name (default D): text} or {@code Name: text}. */
        private static ReferenceEntry.Keyword keyword(String source, int no, String value) {
            int colon = value.indexOf(": ");
            String head = colon < 0 ? value : value.substring(0, colon);
            String text = colon < 0 ? "" : value.substring(colon + 2).strip();
            String dflt = null;
            int paren = head.indexOf(" (default ");
            if (paren >= 0) {
                if (!head.endsWith(")")) throw error(source, no, "expected 'Name (default D): text'");
                dflt = head.substring(paren + " (default ".length(), head.length() - 1).strip();
                head = head.substring(0, paren);
            }
            head = head.strip();
            if (head.isEmpty() || !head.chars().allMatch(Character::isLetterOrDigit)) {
                throw error(source, no, "a keyword is 'Name (default D): text', got '" + value + "'");
            }
            return new ReferenceEntry.Keyword(head, dflt, text);
        }

        ReferenceEntry build() {
            return new ReferenceEntry(kind, owner, name, signature, keywords, returns, implementsText, about, examples, source, line);
        }
    }
}
