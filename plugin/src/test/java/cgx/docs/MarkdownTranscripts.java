package cgx.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * The worksheet transcripts of a markdown file, as the docs write them: a fenced block with no info
 * string (or {@code cgx}) whose first line starts with {@code "> "} is a worksheet session, one whose
 * first line starts with {@code "In ["} a Jupyter console session. Each input is followed by the lines
 * it prints. An input the grammar finds unfinished continues on the next lines (written indented by
 * two spaces). Other blocks ({@code text}, {@code bash}, ...) are not transcripts.
 */
final class MarkdownTranscripts {
    private MarkdownTranscripts() {}

    /** One input (its line in the file) and the output written after it. */
    record Example(int line, String input, List<String> expected) {}

    /** Every example of {@code markdown}, in order. */
    static List<Example> parse(String markdown) {
        List<Example> out = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        int i = 0;
        while (i < lines.length) {
            String l = lines[i];
            String fence = fence(l);
            if (fence == null) { i++; continue; }
            String info = l.strip().substring(fence.length()).strip();
            int start = i + 1, end = start;
            while (end < lines.length && !lines[end].strip().equals(fence)) end++;
            boolean jupyter = start < end && lines[start].startsWith("In [");
            boolean worksheet = start < end && lines[start].startsWith("> ");
            if ((info.isEmpty() || info.equals("cgx")) && (worksheet || jupyter)) block(lines, start, end, jupyter, out);
            i = end + 1;
        }
        return out;
    }

    /** "```" or "````" when {@code line} opens a fence, else null. */
    private static String fence(String line) {
        String s = line.strip();
        if (!s.startsWith("```")) return null;
        int n = 0;
        while (n < s.length() && s.charAt(n) == '`') n++;
        return s.substring(0, n);
    }

    private static void block(String[] lines, int start, int end, boolean jupyter, List<Example> out) {
        int i = start;
        while (i < end) {
            String input = inputOf(lines[i], jupyter);
            if (input == null) throw new IllegalArgumentException("line " + (i + 1) + ": expected an input, got: " + lines[i]);
            int at = i + 1;
            i++;
            while (i < end && !cgx.lang.Completion.isComplete(input).equals("complete") && !cgx.lang.Completion.isComplete(input).equals("invalid")) {
                String more = lines[i];
                input = input + "\n" + (more.startsWith("  ") ? more.substring(2) : more);
                i++;
            }
            List<String> expected = new ArrayList<>();
            while (i < end && inputOf(lines[i], jupyter) == null) {
                String o = lines[i];
                if (jupyter) o = o.replaceFirst("^Out\\[\\d+\\]: ?", "");
                expected.add(o);
                i++;
            }
            while (!expected.isEmpty() && expected.get(expected.size() - 1).isBlank()) expected.remove(expected.size() - 1);
            out.add(new Example(at, input, expected));
        }
    }

    private static String inputOf(String line, boolean jupyter) {
        if (jupyter) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^In \\[\\d+\\]: ?(.*)$").matcher(line);
            return m.matches() ? m.group(1) : null;
        }
        return line.startsWith("> ") ? line.substring(2) : null;
    }

    /** Whether {@code actual} matches {@code expected}, where an expected line "..." matches any number of lines. */
    static boolean matches(List<String> expected, List<String> actual) {
        return matches(expected, 0, actual, 0);
    }

    private static boolean matches(List<String> e, int i, List<String> a, int j) {
        if (i == e.size()) return j == a.size();
        if (e.get(i).strip().equals("...")) {
            for (int k = j; k <= a.size(); k++) if (matches(e, i + 1, a, k)) return true;
            return false;
        }
        return j < a.size() && e.get(i).stripTrailing().equals(a.get(j).stripTrailing()) && matches(e, i + 1, a, j + 1);
    }
}
