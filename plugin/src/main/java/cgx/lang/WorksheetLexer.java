package cgx.lang;

import cgx.grammar.CgxLexer;
import java.util.ArrayDeque;
import java.util.Map;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonTokenFactory;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.misc.Pair;

/**
 * The worksheet language's lexer written out: the tokens of Cgx.g4's lexer rules (CgxLexer), with
 * its two predicates (after an operand '<' is "less than" and '*' multiplication) and its actions
 * (a star literal's body; a newline inside brackets is white space), token for token and with the
 * same positions, but without ANTLR's ATN: deserialising and simulating the lexer's cold took 12-15
 * ms of every start on JDK 17. Longest match, and between rules of one length the grammar's first.
 * {@code WorksheetLexerTest} compares it with CgxLexer on every case file and script and on fuzzed text.
 */
public final class WorksheetLexer implements TokenSource {
    private static final int SKIP = -3;

    private final CharStream input;
    private final Pair<TokenSource, CharStream> source;
    private TokenFactory<?> factory = CommonTokenFactory.DEFAULT;
    /** Line (from 1) and column (from 0, in code points) of the next character, counted as ANTLR counts: only '\n' ends a line. */
    private int line = 1;
    private int column;
    /** The kinds of open bracket: '(' '[' '{' and 'g' for a scoring game (CgxLexer's brackets). */
    private final ArrayDeque<Character> brackets = new ArrayDeque<>();
    private int lastType = -1;

    public WorksheetLexer(CharStream input) {
        this.input = input;
        this.source = new Pair<>(this, input);
    }

    @Override
    public Token nextToken() {
        while (true) {
            int start = input.index();
            int startLine = line;
            int startColumn = column;
            int c = input.LA(1);
            if (c == IntStream.EOF) {
                return factory.create(source, Token.EOF, null, Token.DEFAULT_CHANNEL, start, start - 1, startLine, startColumn);
            }
            int type = scan(c);
            if (type == SKIP) {
                continue;
            }
            Token t = factory.create(source, type, null, Token.DEFAULT_CHANNEL, start, input.index() - 1, startLine, startColumn);
            switch (type) {
                case CgxLexer.LPAREN -> brackets.push('(');
                case CgxLexer.LBRACK -> brackets.push('[');
                case CgxLexer.LBRACE -> brackets.push('{');
                case CgxLexer.LGAME -> brackets.push('g');
                case CgxLexer.RPAREN, CgxLexer.RBRACK, CgxLexer.RBRACE -> brackets.poll();
                case CgxLexer.GT -> { if (!brackets.isEmpty() && brackets.peek() == 'g') brackets.pop(); }
                default -> { }
            }
            lastType = type;
            return t;
        }
    }

    /** Reads one token from its first character {@code c}, and returns its type (or SKIP). */
    private int scan(int c) {
        int next = input.LA(2);
        switch (c) {
            case '<':
                if (next == '=') return take(2, CgxLexer.LE);
                return take(1, operandEnded() ? CgxLexer.LT : CgxLexer.LGAME);
            case '>': return next == '=' ? take(2, CgxLexer.GE) : take(1, CgxLexer.GT);
            case ':': return next == '=' ? take(2, CgxLexer.ASSIGN) : take(1, CgxLexer.ERROR_CHAR);
            case '=':
                if (next == '=') return take(2, CgxLexer.EQ);
                return next == '>' ? take(2, CgxLexer.FATARROW) : take(1, CgxLexer.ERROR_CHAR);
            case '!': return next == '=' ? take(2, CgxLexer.NE) : take(1, CgxLexer.ERROR_CHAR);
            case '-': return next == '>' ? take(2, CgxLexer.ARROW) : take(1, CgxLexer.MINUS);
            case '.': return next == '.' ? take(2, CgxLexer.DOTDOT) : take(1, CgxLexer.DOT);
            case ',': return take(1, CgxLexer.COMMA);
            case ';': return take(1, CgxLexer.SEMI);
            case '|': return take(1, CgxLexer.BAR);
            case '+': return take(1, CgxLexer.PLUS);
            case '%': return take(1, CgxLexer.PERCENT);
            case '^': return take(1, CgxLexer.CARET);
            case '(': return take(1, CgxLexer.LPAREN);
            case ')': return take(1, CgxLexer.RPAREN);
            case '[': return take(1, CgxLexer.LBRACK);
            case ']': return take(1, CgxLexer.RBRACK);
            case '{': return take(1, CgxLexer.LBRACE);
            case '}': return take(1, CgxLexer.RBRACE);
            case '/': return slash(next);
            case '*':
                if (operandEnded()) return take(1, CgxLexer.STAR);
                consume();
                scanStarBody();
                return CgxLexer.STAR_LIT;
            case '"': return string();
            case '\n': return newline(1);
            case '\r': return newline(next == '\n' ? 2 : 1);
            case ' ', '\t', '\f': {
                int n = 1;
                while (isBlank(input.LA(n + 1))) n++;
                return take(n, SKIP);
            }
            case '\\': return continuation();
            default:
                if (isDigit(c)) return number();
                if (isIdStart(c)) return word();
                return take(1, CgxLexer.ERROR_CHAR);
        }
    }

    /** NL: ('\r'? '\n' | '\r'), skipped inside brackets. */
    private int newline(int n) {
        return take(n, brackets.isEmpty() ? CgxLexer.NL : SKIP);
    }

    /** '//' a line comment, '/*' a block comment to the first '*' '/' (unclosed: a SLASH), else SLASH. */
    private int slash(int next) {
        if (next == '/') {
            int n = 2;
            for (int d = input.LA(n + 1); d != IntStream.EOF && d != '\r' && d != '\n'; d = input.LA(n + 1)) n++;
            return take(n, SKIP);
        }
        if (next == '*') {
            for (int n = 3; input.LA(n) != IntStream.EOF; n++) {
                if (input.LA(n) == '*' && input.LA(n + 1) == '/') return take(n + 1, SKIP);
            }
        }
        return take(1, CgxLexer.SLASH);
    }

    /** STRING: '"' (~["\\\r\n] | '\\' .)* '"'; unclosed, the '"' alone is an ERROR_CHAR. */
    private int string() {
        int n = 2;
        while (true) {
            int d = input.LA(n);
            if (d == IntStream.EOF || d == '\r' || d == '\n') return take(1, CgxLexer.ERROR_CHAR);
            if (d == '"') return take(n, CgxLexer.STRING);
            if (d == '\\') {
                if (input.LA(n + 1) == IntStream.EOF) return take(1, CgxLexer.ERROR_CHAR);
                n += 2;
            } else {
                n++;
            }
        }
    }

    /** CONTINUATION: '\\' [ \t]* ('\r'? '\n'), skipped; else the '\\' is an ERROR_CHAR. */
    private int continuation() {
        int n = 2;
        while (input.LA(n) == ' ' || input.LA(n) == '\t') n++;
        if (input.LA(n) == '\n') return take(n, SKIP);
        if (input.LA(n) == '\r' && input.LA(n + 1) == '\n') return take(n + 1, SKIP);
        return take(1, CgxLexer.ERROR_CHAR);
    }

    /**
     * CODE: [0-9]+ '.' [0-9]* '&' [0-9a-fA-F&]*; DECIMAL: [0-9]+ '.' [0-9]+; INT: [0-9]+ (the longest
     * that matches: 1.5& is a code, 1.5 a decimal, 1. and 1..2 start with the int 1).
     */
    private int number() {
        int n = 1;
        while (isDigit(input.LA(n + 1))) n++;
        if (input.LA(n + 1) != '.') return take(n, CgxLexer.INT);
        int m = n + 1; // the '.'
        while (isDigit(input.LA(m + 1))) m++;
        if (input.LA(m + 1) == '&') {
            m++;
            for (int d = input.LA(m + 1); isDigit(d) || (d >= 'a' && d <= 'f') || (d >= 'A' && d <= 'F') || d == '&'; d = input.LA(m + 1)) m++;
            return take(m, CgxLexer.CODE);
        }
        return m > n + 1 ? take(m, CgxLexer.DECIMAL) : take(n, CgxLexer.INT);
    }

    /** ID: [a-zA-Z_] [a-zA-Z_0-9]*, or the keyword it spells. */
    private int word() {
        int n = 1;
        while (isIdStart(input.LA(n + 1)) || isDigit(input.LA(n + 1))) n++;
        int start = input.index();
        String w = input.getText(org.antlr.v4.runtime.misc.Interval.of(start, start + n - 1));
        return take(n, KEYWORDS.getOrDefault(w, CgxLexer.ID));
    }

    /**
     * The keywords: each token type whose literal name in the grammar is a word ('if', 'end', ...),
     * by that word (WorksheetLexerTest derives them from the grammar's vocabulary and compares;
     * reading the vocabulary here would initialise CgxParser, whose ATN the written-out parser spares).
     */
    static final Map<String, Integer> KEYWORDS = Map.ofEntries(
            Map.entry("if", CgxLexer.IF), Map.entry("then", CgxLexer.THEN), Map.entry("elseif", CgxLexer.ELSEIF),
            Map.entry("else", CgxLexer.ELSE), Map.entry("end", CgxLexer.END), Map.entry("for", CgxLexer.FOR),
            Map.entry("in", CgxLexer.IN), Map.entry("from", CgxLexer.FROM), Map.entry("to", CgxLexer.TO),
            Map.entry("by", CgxLexer.BY), Map.entry("where", CgxLexer.WHERE), Map.entry("do", CgxLexer.DO),
            Map.entry("while", CgxLexer.WHILE), Map.entry("def", CgxLexer.DEF), Map.entry("proc", CgxLexer.PROC),
            Map.entry("begin", CgxLexer.BEGIN), Map.entry("return", CgxLexer.RETURN), Map.entry("break", CgxLexer.BREAK),
            Map.entry("continue", CgxLexer.CONTINUE), Map.entry("and", CgxLexer.AND), Map.entry("or", CgxLexer.OR),
            Map.entry("not", CgxLexer.NOT), Map.entry("true", CgxLexer.TRUE), Map.entry("false", CgxLexer.FALSE),
            Map.entry("nil", CgxLexer.NIL));

    /**
     * A star literal's body after its '*' (CgxLexer.scanStarBody): digits, '/', '&', hexadecimal
     * letters after '&', a '.' before a digit, and balanced (), [], {}; inside brackets also ',', '+',
     * '*', '-', spaces and letters. Stops at the first character that cannot continue it at depth 0.
     */
    private void scanStarBody() {
        int depth = 0;
        int prev = '*';
        while (true) {
            int c = input.LA(1);
            if (c == IntStream.EOF) return;
            boolean ok;
            if (c == '(' || c == '[' || c == '{') { depth++; ok = true; }
            else if (c == ')' || c == ']' || c == '}') { if (depth == 0) return; depth--; ok = true; }
            else if ((c >= '0' && c <= '9') || c == '/' || c == '&') ok = true;
            else if (c == '.') ok = Character.isDigit(input.LA(2));
            else if (prev == '&' && Character.digit(c, 16) >= 0) ok = true;
            else if (depth > 0 && (c == ',' || c == '+' || c == '*' || c == ' ' || c == '-' || Character.isLetter(c))) ok = true;
            else ok = false;
            if (!ok) return;
            prev = c;
            consume();
        }
    }

    /** Whether the previous token ends an operand (CgxLexer.operandEnded). */
    private boolean operandEnded() {
        return switch (lastType) {
            case CgxLexer.INT, CgxLexer.DECIMAL, CgxLexer.CODE, CgxLexer.STRING, CgxLexer.ID, CgxLexer.STAR_LIT,
                    CgxLexer.RPAREN, CgxLexer.RBRACK, CgxLexer.RBRACE, CgxLexer.GT, CgxLexer.TRUE, CgxLexer.FALSE,
                    CgxLexer.NIL, CgxLexer.END -> true;
            default -> false;
        };
    }

    /** Consumes n characters and returns type. */
    private int take(int n, int type) {
        for (int i = 0; i < n; i++) consume();
        return type;
    }

    private void consume() {
        if (input.LA(1) == '\n') {
            line++;
            column = 0;
        } else {
            column++;
        }
        input.consume();
    }

    private static boolean isDigit(int c) { return c >= '0' && c <= '9'; }

    private static boolean isIdStart(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

    private static boolean isBlank(int c) { return c == ' ' || c == '\t' || c == '\f'; }

    @Override public int getLine() { return line; }

    @Override public int getCharPositionInLine() { return column; }

    @Override public CharStream getInputStream() { return input; }

    @Override public String getSourceName() { return input.getSourceName(); }

    @Override public void setTokenFactory(TokenFactory<?> factory) { this.factory = factory; }

    @Override public TokenFactory<?> getTokenFactory() { return factory; }
}
