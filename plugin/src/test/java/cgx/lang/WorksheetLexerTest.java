package cgx.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cgx.TestFiles;
import cgx.grammar.CgxLexer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.junit.jupiter.api.Test;

/**
 * {@link WorksheetLexer} against the grammar's own lexer (CgxLexer, ANTLR's simulation of Cgx.g4):
 * the same tokens, with the same types, texts, character indexes, lines and columns, on every case
 * file and script, every line of them, and fuzzed text built from the pieces where the rules meet.
 */
class WorksheetLexerTest {
    /** Every token of {@code source} as type, text, start, stop, line, column and channel; then where the source stands after EOF. */
    static List<String> tokens(TokenSource lexer) {
        List<String> out = new ArrayList<>();
        for (int i = 0; ; i++) {
            Token t = lexer.nextToken();
            out.add(CgxLexer.VOCABULARY.getSymbolicName(t.getType()) + " '" + t.getText() + "' " + t.getStartIndex() + ".." + t.getStopIndex()
                    + " @" + t.getLine() + ":" + t.getCharPositionInLine() + " ch" + t.getChannel());
            if (t.getType() == Token.EOF) break;
            assertTrue(i < 1_000_000, "no end");
        }
        Token again = lexer.nextToken(); // asked again, EOF again
        out.add("again " + again.getType() + " " + again.getStartIndex() + " @" + again.getLine() + ":" + again.getCharPositionInLine());
        return out;
    }

    static void same(String source) {
        CgxLexer antlr = new CgxLexer(CharStreams.fromString(source));
        antlr.removeErrorListeners();
        List<String> expected = tokens(antlr);
        List<String> actual = tokens(new WorksheetLexer(CharStreams.fromString(source)));
        assertEquals(expected, actual, () -> "lexing " + TextEdits.escape(source));
    }

    @Test
    void everyCaseFileAndScriptWholeAndLineByLine() throws Exception {
        List<Path> files = new ArrayList<>();
        for (String suffix : List.of(".cases", ".samples", ".cgx", ".txt", ".tsv")) {
            files.addAll(TestFiles.find(TestFiles.testGames(), suffix));
            files.addAll(TestFiles.find(TestFiles.scripts(), suffix));
        }
        assertTrue(files.size() > 30, "files: " + files);
        int lines = 0;
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            same(text);
            for (String line : text.split("\n", -1)) {
                same(line);
                lines++;
            }
        }
        assertTrue(lines > 2000, "lines: " + lines);
    }

    @Test
    void theGrammarsCornersOneByOne() {
        for (String s : List.of("", " ", "\n", "\r", "\r\n", "\n\r", "(\n)", "(\r\n)", "<\n|\n|>", "1\r2\n3", "x := 1 \\\n + 2", "\\ \t\r\n",
                "\\", "\\x", "\\ \r", "1.", "1..2", "1.5", "1.5.2", "1.&", "1.5&", "0.&8Fg", "12.34&a&B&z", "1.5&.", ".5", "..", "...",
                "*", "**", "2*3", "2**3", "*2/320", "*(2/0)0", "*[4, 2]", "*[4, 2].Genus", "*2.5", "*2.x", "*&a", "*&g", "*2/&A", "*(",
                "*)", "x*[a, b - c]", "*[\n]", "<", "<=", "<|0|>", "a<b", "1<<|2|>", "<<0|0|0>|0|>>", "a>=b", ">", "(<|>)", "[<1|2|3>>1]",
                ":", ":=", "=", "==", "=>", "!", "!=", "-", "->", "/", "//", "// c\nx", "// c\r\nx", "/*", "/* c */", "/* c", "/*/",
                "/**/", "/* a */ b /* c */", "\"", "\"a", "\"a\"", "\"a\\\"b\"", "\"a\\", "\"a\\\nb\"", "\"a\nb\"", "\"é\"", "é", "𝔸", "x𝔸y",
                "iffy", "if", "end", "End", "elseif else", "true false nil", "_a1", "a_1b", "9lives", "\t\f x", "&", "#", "@", "~", "`",
                "f(x, y) -> x", "def f(x) := x", "[x for x in L where x > 2]", "{1, 2}", "x.y(z)[1]", "not a and b or c", "2^-3 % 4",
                "a\u00a0b", "\u0000", "end * 2", "end *2", "nil<x", "true <x|y|z>", "\"s\"*2", "\"s\" <x")) {
            same(s);
        }
    }

    @Test
    void fuzzedTextFromThePiecesWhereTheRulesMeet() {
        String[] pieces = {"0", "1", "12", "9", ".", "..", "&", "a", "F", "g", "x", "_", "if", "end", "then", "true", "nil", "for",
                "*", "*2", "<", ">", "=", "!", ":", "-", "/", "/*", "*/", "//", "\\", "\"", "\\\"", " ", "\t", "\f", "\n", "\r", "\r\n",
                "(", ")", "[", "]", "{", "}", ",", ";", "|", "+", "%", "^", "é", "𝔸", "#", "=>", "->", ":=", "<=", ">=", "!="};
        Random random = new Random(17);
        for (int i = 0; i < 40_000; i++) {
            StringBuilder b = new StringBuilder();
            int n = random.nextInt(16);
            for (int k = 0; k < n; k++) b.append(pieces[random.nextInt(pieces.length)]);
            same(b.toString());
        }
    }

    @Test
    void fuzzedEditsOfTheCorpus() throws Exception {
        List<String> lines = new ArrayList<>();
        for (Path f : TestFiles.find(TestFiles.testGames(), ".cases")) {
            for (String l : Files.readAllLines(f, StandardCharsets.UTF_8)) if (!l.isBlank()) lines.add(l);
        }
        String alphabet = "0123456789.&*<>=!:-/\\\"|,;+%^()[]{} \t\n\raxFé";
        Random random = new Random(29);
        for (int i = 0; i < 20_000; i++) {
            String line = lines.get(random.nextInt(lines.size()));
            same(TextEdits.edit(line, 1 + random.nextInt(4), alphabet, random));
        }
    }
}
