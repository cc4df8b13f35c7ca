package cgx.worksheet;

import cgx.families.Families;
import cgx.lang.Completion;
import cgx.lang.Session;
import org.jline.reader.Candidate;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.ParsedLine;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The terminal's Tab: JLine's candidates after {@code x.} and after a name, and the line Tab leaves. */
class SessionCompleterTest {
    private final Session session = new Session(Families.runtime(), s -> {});

    private List<String> candidates(String line) {
        ParsedLine parsed = new DefaultParser().parse(line, line.length());
        List<Candidate> out = new ArrayList<>();
        new SessionCompleter(new Completion(session)).complete(null, parsed, out);
        return out.stream().map(Candidate::value).toList();
    }

    @Test
    void candidatesKeepTheWord() {
        session.eval("G := <1|2|3>");
        assertEquals(List.of("G.Outcome"), candidates("G.Outc"));
        assertTrue(candidates("x := G.L").contains("G.LeftFinal") || candidates("x := G.L").contains("G.Left"), candidates("x := G.L").toString());
        assertTrue(candidates("print(<1|2|3>.Out").contains("print(<1|2|3>.Outcome"), candidates("print(<1|2|3>.Out").toString());
        assertTrue(candidates("Scoring").contains("ScoringNim"));
    }

    @Test
    void tabCompletesInARealLineReader() throws Exception {
        session.eval("G := <1|2|3>");
        // the typed keys, then an input that stays open (at end of input JLine's reader closes before reading what is buffered)
        java.io.PipedOutputStream keyboard = new java.io.PipedOutputStream();
        java.io.InputStream in = new java.io.SequenceInputStream(new ByteArrayInputStream("G.Outc\t\r".getBytes()), new java.io.PipedInputStream(keyboard));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Terminal terminal = TerminalBuilder.builder().system(false).streams(in, out).type("xterm").build()) {
            LineReader reader = LineReaderBuilder.builder().terminal(terminal)
                    .completer(new SessionCompleter(new Completion(session))).build();
            String got;
            try {
                got = reader.readLine("> ");
            } catch (org.jline.reader.EndOfFileException e) {
                throw new AssertionError("terminal showed: " + out.toString().replace("\u001b", "ESC"), e);
            }
            assertEquals("G.Outcome", got);
        }
    }
}
