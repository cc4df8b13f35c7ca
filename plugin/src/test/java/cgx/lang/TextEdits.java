package cgx.lang;

import java.util.Random;

/** Random edits of a text for the fuzz tests: each deletes, inserts or replaces one character from an alphabet. */
final class TextEdits {
    private TextEdits() {}

    static String edit(String text, int edits, String alphabet, Random random) {
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
}
