package cgx;

import java.util.Random;

/** Random edits of a text for the fuzz tests (each deletes, inserts or replaces one character from an alphabet), and texts shown in their messages. */
public final class TextEdits {
    private TextEdits() {}

    public static String edit(String text, int edits, String alphabet, Random random) {
        StringBuilder b = new StringBuilder(text);
        for (int e = 0; e < edits && b.length() > 0; e++) {
            int at = random.nextInt(b.length());
            switch (random.nextInt(3)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                default -> b.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
            }
        }
        return b.toString();
    }

    /** The text quoted, each character outside printable ASCII as its code point in hex: a fuzzed text shown in a failure's message. */
    public static String escape(String s) {
        StringBuilder b = new StringBuilder("\"");
        s.codePoints().forEach(c -> b.append(c >= 32 && c < 127 ? Character.toString(c) : String.format("\\u{%x}", c)));
        return b.append('"').toString();
    }
}
