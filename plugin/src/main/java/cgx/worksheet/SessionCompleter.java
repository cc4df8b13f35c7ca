package cgx.worksheet;

import cgx.lang.Completion;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

import java.util.List;

/**
 * Tab completion in the terminal through the shared {@link Completion} service: after {@code x.}
 * the methods of x's value, elsewhere global names, variables and keywords. JLine matches
 * candidates against the whole word under the cursor, so each candidate keeps the word's text
 * before the completed name (e.g. {@code G.Out} for the word {@code G.O}).
 */
final class SessionCompleter implements Completer {
    private final Completion completion;

    SessionCompleter(Completion completion) { this.completion = completion; }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        String text = line.line();
        int cursor = line.cursor();
        Completion.Result r = completion.complete(text, cursor);
        int wordStart = cursor - line.wordCursor();
        String before = r.start() >= wordStart ? text.substring(wordStart, r.start()) : "";
        for (Completion.Item item : r.items()) {
            String doc = item.doc() == null || item.doc().isEmpty() ? null : item.doc();
            candidates.add(new Candidate(before + item.text(), item.text(), item.kind(), doc, null, null, false));
        }
    }
}
