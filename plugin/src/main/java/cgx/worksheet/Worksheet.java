package cgx.worksheet;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.lang.Evaluator;
import cgx.lang.syntax.Parsing;
import cgx.lang.syntax.SyntaxError;
import org.jline.reader.EOFError;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.ParsedLine;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.file.Paths;

/** The interactive worksheet: line editing, history, multi-line input, tab completion, Ctrl-C. */
final class Worksheet {
    private final Evaluator evaluator;

    Worksheet(Evaluator evaluator) { this.evaluator = evaluator; }

    int loop() throws IOException {
        Terminal terminal = TerminalBuilder.builder().name("cgx").system(true).dumb(true).build();
        Path history = Paths.get(System.getProperty("user.home"), ".cgx_history");
        LineReader reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("cgx")
                .parser(new StatementParser())
                .completer(new SessionCompleter(new cgx.lang.Completion(evaluator.session())))
                .variable(LineReader.HISTORY_FILE, history)
                .variable(LineReader.SECONDARY_PROMPT_PATTERN, "%P  > ")
                .variable(LineReader.INDENTATION, 2)
                .option(LineReader.Option.INSERT_BRACKET, false)
                .build();
        terminal.handle(Terminal.Signal.INT, s -> evaluator.interrupt());
        PrintWriter out = terminal.writer();
        out.println("cgx worksheet: plugins " + String.join(", ", evaluator.session().runtime().plugins())
                + ". Help() lists functions; Ctrl-C stops a computation; Ctrl-D quits.");
        out.flush();
        while (true) {
            String text;
            try {
                text = reader.readLine("> ");
            } catch (UserInterruptException e) {
                continue;
            } catch (EndOfFileException e) {
                return 0;
            }
            if (text.isBlank()) continue;
            try {
                evaluator.runPrinting(text, line -> {
                    out.println(line);
                    out.flush();
                });
            } catch (Interrupts.Stopped e) {
                out.println("stopped: " + e.getMessage());
            } catch (CgxException e) {
                out.println("error: " + e.describe());
            }
            out.flush();
        }
    }

    /** Accepts a line only when it parses or fails before its end; an unfinished statement asks for more lines. */
    private static final class StatementParser extends DefaultParser {
        StatementParser() {
            eofOnUnclosedQuote(false);
            eofOnUnclosedBracket();
            escapeChars(new char[0]);
        }

        @Override
        public ParsedLine parse(String line, int cursor, ParseContext context) {
            if (context == ParseContext.ACCEPT_LINE && !line.isBlank()) {
                try {
                    Parsing.check(line);
                } catch (SyntaxError e) {
                    if (e.incomplete()) throw new EOFError(-1, -1, "incomplete statement");
                } catch (CgxException e) {
                    // reported when evaluated
                }
            }
            return super.parse(line, cursor, context);
        }
    }
}
