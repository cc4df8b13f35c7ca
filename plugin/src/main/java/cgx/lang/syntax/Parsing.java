package cgx.lang.syntax;

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
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionContextCache;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.dfa.DFA;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Parses worksheet text with the parser ANTLR generates from the grammar {@code Cgx.g4}, into the
 * syntax tree the interpreter walks ({@link TreeBuilder}); ANTLR's errors become
 * {@link SyntaxError}s that say what was expected.
 */
public final class Parsing {
    /** Inputs nested deeper than this are refused before parsing. */
    public static final int MAX_NESTING = 10_000;

    private Parsing() {}

    /** The grammar's keywords: every token whose literal is a word ({@code if}, {@code for}, {@code true}, ...). */
    public static List<String> keywords() { return Keywords.ALL; }

    /** (A holder: reading the vocabulary initialises the lexer, which reads its ATN.) */
    private static final class Keywords {
        static final List<String> ALL = keywords(CgxLexer.VOCABULARY, CgxLexer.VOCABULARY.getMaxTokenType());
    }

    /** The syntax tree of a script, or a {@link SyntaxError} saying where and what was expected; input nested too deeply is refused first. */
    public static Block parse(String source) {
        return TreeBuilder.script(parseTree(source));
    }

    /**
     * Whether {@code source} parses: nothing if it does, else the {@link SyntaxError} (the
     * worksheet's and the notebook's test of a complete statement, at each line typed). No tree is
     * built, so no literal is read (a pasted number of a million digits is read when it runs); the
     * parts of game literals are checked as the tree builder would.
     */
    public static void check(String source) {
        TreeBuilder.checkGameLiterals(parseTree(source));
    }

    /**
     * ANTLR's tree of a script: a fast SLL pass, and if it saw a syntax error (the input's, or one
     * SLL alone reports) a full LL pass that gives the precise error.
     */
    static CgxParser.ScriptContext parseTree(String source) {
        checkNesting(source);
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
        ATN atn = full.getATN();
        DFA[] fresh = new DFA[atn.getNumberOfDecisions()];
        for (int i = 0; i < fresh.length; i++) fresh[i] = new DFA(atn.getDecisionState(i), i);
        full.setInterpreter(new ParserATNSimulator(full, atn, fresh, new PredictionContextCache()));
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

    /** The parser over the lexer; the lexer reports no errors: any stray character is an ERROR_CHAR token. */
    private static CgxParser parser(String source) {
        CgxLexer lexer = new CgxLexer(CharStreams.fromString(source));
        lexer.removeErrorListeners();
        return new CgxParser(new CommonTokenStream(lexer));
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
            Parser p = (Parser) recognizer;
            Token t = (Token) offending;
            boolean atEnd = t != null && t.getType() == Token.EOF;
            IntervalSet expected = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : p.getExpectedTokens();
            String found = describeFound(t);
            String exp = describeExpected(expected, p.getVocabulary(), expressionStart(p.getATN()));
            String message = "unexpected " + found + (exp.isEmpty() ? "" : ", expected " + exp);
            throw new SyntaxError(message, line, col + 1, atEnd, e);
        }
    };

    /** The tokens an expression can start with, from the grammar (the rule {@code expr}'s FIRST set). */
    private static IntervalSet expressionStart(ATN atn) {
        return atn.nextTokens(atn.ruleToStartState[CgxParser.RULE_expr]);
    }

    private static String describeFound(Token t) {
        if (t == null) return "input";
        return switch (t.getType()) {
            case Token.EOF -> "end of input";
            case CgxLexer.NL -> "end of line";
            case CgxLexer.ERROR_CHAR -> t.getText().equals("\"") ? "'\"' (unterminated string)" : "character '" + t.getText() + "'";
            default -> "'" + t.getText() + "'";
        };
    }

    /** What was expected: "an expression" where a number, a name and '(' were (then not the other tokens that start one), and the rest by name. */
    private static String describeExpected(IntervalSet set, Vocabulary v, IntervalSet expressionStart) {
        Set<String> names = new LinkedHashSet<>();
        boolean expression = set.contains(CgxLexer.INT) && set.contains(CgxLexer.ID) && set.contains(CgxLexer.LPAREN);
        if (expression) names.add("an expression");
        for (int type : set.toArray()) {
            if (expression && expressionStart.contains(type)) continue;
            names.add(tokenName(type, v));
        }
        names.remove(null);
        if (names.isEmpty()) return "";
        if (names.size() == 1) return names.iterator().next();
        return "one of " + String.join(", ", names);
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

    /** The tokens whose literal is a word, without the quotes. */
    static List<String> keywords(Vocabulary v, int maxType) {
        List<String> out = new ArrayList<>();
        for (int type = 1; type <= maxType; type++) {
            String lit = v.getLiteralName(type);
            if (lit != null && isWord(lit.substring(1, lit.length() - 1))) out.add(lit.substring(1, lit.length() - 1));
        }
        return List.copyOf(out);
    }

    private static boolean isWord(String s) {
        for (int i = 0; i < s.length(); i++) if (!Character.isLetter(s.charAt(i))) return false;
        return !s.isEmpty();
    }
}
