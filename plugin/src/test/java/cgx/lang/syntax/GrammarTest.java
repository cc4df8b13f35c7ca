package cgx.lang.syntax;

import cgx.core.Outcome;

import cgx.grammar.CgxLexer;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The grammar's context-sensitive spots, at the token level and the parse level. */
class GrammarTest {
    /** Token types and texts, e.g. {@code STAR_LIT:*2/320}, from the grammar's lexer. */
    static List<String> tokens(String src) {
        return tokens(new CgxLexer(CharStreams.fromString(src)));
    }

    private static List<String> tokens(org.antlr.v4.runtime.TokenSource lexer) {
        List<String> out = new ArrayList<>();
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            out.add(CgxLexer.VOCABULARY.getSymbolicName(t.getType()) + ":" + t.getText());
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"*", "*3", "*2/320", "*(2/210)(2/30)3/21", "*(2/1)(2/0)4310", "*(2/0)0", "*2/",
            "*[4,2]", "*[[2],2,1,0]", "*[4, 2]", "*{12}3", "*(2+3)0", "*2/&A"})
    void starLiteralsAreOneToken(String lit) {
        assertEquals(List.of("STAR_LIT:" + lit), tokens(lit));
    }

    @Test
    void starAfterAnOperandIsMultiplication() {
        assertEquals(List.of("INT:2", "STAR:*", "INT:3"), tokens("2*3"));
        assertEquals(List.of("ID:x", "STAR:*", "INT:2"), tokens("x *2"));
        assertEquals(List.of("RPAREN:)", "STAR:*", "ID:y").subList(0, 3), tokens(") * y"));
    }

    @Test
    void starLiteralInArgumentListsStopsAtCommaAndParen() {
        assertEquals(List.of("ID:f", "LPAREN:(", "STAR_LIT:*2", "COMMA:,", "STAR_LIT:*3/", "RPAREN:)"), tokens("f(*2, *3/)"));
        assertEquals(List.of("LBRACK:[", "STAR_LIT:*2", "COMMA:,", "STAR_LIT:*3", "RBRACK:]"), tokens("[*2,*3]"));
        assertEquals(List.of("STAR_LIT:*2", "PLUS:+", "STAR_LIT:*3"), tokens("*2 + *3"));
    }

    @Test
    void lessThanVersusGameStart() {
        assertEquals(List.of("ID:a", "LT:<", "ID:b"), tokens("a < b"));
        assertEquals(List.of("LGAME:<", "BAR:|", "INT:0", "BAR:|", "GT:>"), tokens("<|0|>"));
        assertEquals(List.of("INT:1", "LT:<", "LGAME:<", "BAR:|", "INT:2", "BAR:|", "GT:>"), tokens("1 < <|2|>"));
        // '>>' closes two games: two tokens
        List<String> t = tokens("<<0|0|0>|0|>>");
        assertEquals("GT:>", t.get(t.size() - 1));
        assertEquals("GT:>", t.get(t.size() - 2));
        assertEquals(List.of("LGAME:<", "DOT:.", "BAR:|", "INT:0", "BAR:|", "DOT:.", "GT:>"), tokens("<.|0|.>"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"0.15;DECIMAL", "4.7;DECIMAL", "0.4107;DECIMAL", "0.&F3;CODE", "4.0&A;CODE", "12;INT"})
    void codes(String text, String type) {
        assertEquals(List.of(type + ":" + text), tokens(text));
    }

    @Test
    void rangesAreNotDecimals() {
        assertEquals(List.of("INT:1", "DOTDOT:..", "INT:10"), tokens("1..10"));
        assertEquals(List.of("MINUS:-", "INT:1", "DOTDOT:..", "INT:1"), tokens("-1..1"));
    }

    @Test
    void newlinesInsideBracketsAndGamesAreSpace() {
        assertEquals(List.of("LBRACK:[", "INT:1", "COMMA:,", "INT:2", "RBRACK:]", "NL:\n", "ID:x"), tokens("[1,\n2]\nx"));
        assertTrue(tokens("<2,\n <1|0|-1> | 3 | 4>").stream().noneMatch(s -> s.startsWith("NL")));
    }

    @Test
    void keywordArgumentsAndArrows() {
        assertEquals(List.of("ID:F", "LPAREN:(", "INT:1", "COMMA:,", "ID:MaxHeap", "FATARROW:=>", "INT:24", "RPAREN:)"),
                tokens("F(1, MaxHeap => 24)"));
        assertEquals(List.of("ID:x", "ARROW:->", "ID:x"), tokens("x -> x"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"MisereQuotient(0.15)", "MisereQuotient(0.77, MaxHeap => 24)", "MisereQuotient(*2/320)",
            "MisereQuotient([*2, *3])", "T := TransitionAlgebra(*2); T.Mex([1])", "G := *(2/0)0 + *2/",
            "X := ScoringNim([1, 4, 5]); X.Payoff(1/2)", "R := ScoringOctal(\"3333\", [2,2,2,2]); R.Gs([4, 5])",
            "AmalgamationNim([1, 4, 6]).Outcome", "TakeAndBreak(0.&F).Heap(3)", "Q.Phi(10)",
            "for i from 1 to 3 do\n print(i)\nend", "if x then\n 1\nelseif y then\n 2\nelse\n 3\nend"})
    void laterFamiliesLiteralsParse(String src) {
        Parsing.parse(src); // no SyntaxError
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "1 +;1;4;end of input", "x := ;1;5;an expression", "if x then 1;1;12;'end'", "<1|2;1;5;'|'",
        "f(1,;1;5;an expression", "[1, 2;1;6;']'", "x := 3 $ 4;1;8;character '$'", "1\\n2 3;2;3;unexpected '3'"})
    void syntaxErrorsSayWhereAndWhat(String src, int line, int col, String text) {
        SyntaxError e = assertThrows(SyntaxError.class, () -> Parsing.parse(src.replace("\\n", "\n")));
        assertEquals(line, e.line(), e.describe());
        assertEquals(col, e.column(), e.describe());
        assertTrue(e.getMessage().contains(text), e.describe());
    }

    @Test
    void incompleteInputIsRecognised() {
        assertTrue(assertThrows(SyntaxError.class, () -> Parsing.parse("for i from 1 to 3 do")).incomplete());
        assertTrue(assertThrows(SyntaxError.class, () -> Parsing.parse("<1, <2|3|")).incomplete());
        assertTrue(!assertThrows(SyntaxError.class, () -> Parsing.parse("1 2")).incomplete());
    }

    /**
     * The lexer's start state is cached in its DFA: a semantic predicate at the start of a rule
     * (where every token's start-state closure meets it) would keep ANTLR from caching it, and
     * every token would then be simulated on the ATN afresh (a long script lexed ten times slower).
     */
    @Test
    void lexerCachesItsStartState() {
        String src = "Q := MisereQuotient(\"0.76\", MaxHeap => 11); G := <1 | 2 | 3>; x := 2 * *3 + a < b; *2/320";
        CgxLexer lexer = new CgxLexer(CharStreams.fromString(src));
        lexer.getInterpreter().clearDFA();
        int n = 0;
        while (lexer.nextToken().getType() != Token.EOF) n++;
        assertTrue(n > 30, "tokens: " + n);
        org.antlr.v4.runtime.dfa.DFA dfa = lexer.getInterpreter().getDFA(org.antlr.v4.runtime.Lexer.DEFAULT_MODE);
        assertTrue(dfa.s0 != null, "the lexer's start state is not cached");
        assertTrue(dfa.states.size() > 10, "DFA states: " + dfa.states.size());
    }
}
