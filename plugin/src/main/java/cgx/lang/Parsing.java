package cgx.lang;

import cgx.core.CgxException;

import cgx.grammar.CgxLexer;
import cgx.grammar.CgxParser;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.LinkedHashSet;
import java.util.Set;

/** Parses worksheet text, turning ANTLR's errors into {@link SyntaxError}s that say what was expected. */
public final class Parsing {
    /** Inputs nested deeper than this are refused before parsing. */
    public static final int MAX_NESTING = 10_000;

    private Parsing() {}

    /** The tree of a script, or a {@link SyntaxError} saying where and what was expected; input nested too deeply is refused first. */
    public static CgxParser.ScriptContext parse(String source) {
        checkNesting(source);
        // The grammar written out first (the tree CgxParser would build, without its ATN); where
        // it finds no script, CgxParser: a fast SLL pass, and if it saw a syntax error (the
        // input's, or one SLL alone reports) a full LL pass that gives the precise error.
        CgxParser.ScriptContext written = WorksheetParser.parse(new CommonTokenStream(new WorksheetLexer(CharStreams.fromString(source))));
        if (written != null) return written;
        return parseByAntlr(source);
    }

    /** CgxParser's tree of {@code source} (tests compare {@link WorksheetParser}'s with it), or its {@link SyntaxError}. */
    static CgxParser.ScriptContext parseByAntlr(String source) {
        CgxParser parser = parser(source);
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        parser.removeErrorListeners();
        SyntaxErrorSeen seen = new SyntaxErrorSeen();
        parser.addErrorListener(seen);
        CgxParser.ScriptContext tree = parser.script();
        if (!seen.any) return tree;
        // The error pass gets a DFA cache of its own, so where an error is detected (and so what
        // the message says was expected) does not depend on what was parsed before.
        CgxParser full = parser(source);
        org.antlr.v4.runtime.dfa.DFA[] fresh = new org.antlr.v4.runtime.dfa.DFA[full.getATN().getNumberOfDecisions()];
        for (int i = 0; i < fresh.length; i++) fresh[i] = new org.antlr.v4.runtime.dfa.DFA(full.getATN().getDecisionState(i), i);
        full.setInterpreter(new org.antlr.v4.runtime.atn.ParserATNSimulator(full, full.getATN(), fresh,
                new org.antlr.v4.runtime.atn.PredictionContextCache()));
        full.getInterpreter().setPredictionMode(PredictionMode.LL);
        full.removeErrorListeners();
        full.addErrorListener(LISTENER);
        return full.script();
    }

    /** Records that the parser reported a syntax error (the SLL pass recovers and goes on). */
    private static final class SyntaxErrorSeen extends BaseErrorListener {
        boolean any;

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int col, String msg, RecognitionException e) {
            any = true;
        }
    }

    /** The parser over {@link WorksheetLexer} (the grammar's tokens without ANTLR's lexer ATN; it reports no errors: any stray character is an ERROR_CHAR token). */
    private static CgxParser parser(String source) {
        return new CgxParser(new CommonTokenStream(new WorksheetLexer(CharStreams.fromString(source))));
    }

    private static void checkNesting(String s) {
        int depth = 0;
        int max = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{' || c == '<') max = Math.max(max, ++depth);
            else if (c == ')' || c == ']' || c == '}' || c == '>') depth = Math.max(0, depth - 1);
        }
        if (max > MAX_NESTING) throw new CgxException("input nested more than " + MAX_NESTING + " levels deep");
    }

    private static final BaseErrorListener LISTENER = new BaseErrorListener() {
        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int col, String msg, RecognitionException e) {
            // only parsers report here: WorksheetLexer reports nothing (a stray character is an ERROR_CHAR token)
            Parser p = (Parser) recognizer;
            Token t = (Token) offending;
            boolean atEnd = t != null && t.getType() == Token.EOF;
            IntervalSet expected = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : p.getExpectedTokens();
            String found = describeFound(t);
            String exp = describeExpected(expected, p.getVocabulary());
            String message = "unexpected " + found + (exp.isEmpty() ? "" : ", expected " + exp);
            throw new SyntaxError(message, line, col + 1, atEnd, e);
        }
    };

    private static String describeFound(Token t) {
        if (t == null) return "input";
        return switch (t.getType()) {
            case Token.EOF -> "end of input";
            case CgxLexer.NL -> "end of line";
            case CgxLexer.ERROR_CHAR -> t.getText().equals("\"") ? "'\"' (unterminated string)" : "character '" + t.getText() + "'";
            default -> "'" + t.getText() + "'";
        };
    }

    private static String describeExpected(IntervalSet set, Vocabulary v) {
        Set<String> names = new LinkedHashSet<>();
        boolean expression = set.contains(CgxLexer.INT) && set.contains(CgxLexer.ID) && set.contains(CgxLexer.LPAREN);
        if (expression) names.add("an expression");
        for (int type : set.toArray()) {
            if (expression && isExpressionStart(type)) continue;
            names.add(tokenName(type, v));
        }
        names.remove(null);
        if (names.isEmpty()) return "";
        if (names.size() == 1) return names.iterator().next();
        return "one of " + String.join(", ", names);
    }

    private static boolean isExpressionStart(int type) {
        return switch (type) {
            case CgxLexer.INT, CgxLexer.DECIMAL, CgxLexer.CODE, CgxLexer.STRING, CgxLexer.ID, CgxLexer.STAR_LIT,
                    CgxLexer.LPAREN, CgxLexer.LBRACK, CgxLexer.LBRACE, CgxLexer.LGAME, CgxLexer.MINUS, CgxLexer.PLUS,
                    CgxLexer.NOT, CgxLexer.TRUE, CgxLexer.FALSE, CgxLexer.NIL, CgxLexer.IF, CgxLexer.FOR,
                    CgxLexer.WHILE, CgxLexer.PROC, CgxLexer.BEGIN -> true;
            default -> false;
        };
    }

    private static String tokenName(int type, Vocabulary v) {
        return switch (type) {
            case Token.EOF -> "end of input";
            case CgxLexer.INT -> "a number";
            case CgxLexer.DECIMAL -> "a decimal";
            case CgxLexer.ID -> "a name";
            case CgxLexer.STRING -> "a string";
            case CgxLexer.STAR_LIT -> "a star literal";
            case CgxLexer.CODE -> "a code";
            case CgxLexer.NL -> "end of line";
            case CgxLexer.LGAME, CgxLexer.LT -> "'<'"; // LT has no literal name: LGAME shares its '<'
            case CgxLexer.ERROR_CHAR -> null;
            default -> {
                String lit = v.getLiteralName(type);
                yield lit != null ? lit : v.getDisplayName(type);
            }
        };
    }
}
