package cgx.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cgx.TestFiles;
import cgx.core.CgxException;
import cgx.grammar.CgxParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.junit.jupiter.api.Test;

/**
 * {@link WorksheetParser} against the grammar's generated parser (CgxParser, as {@link Parsing}
 * ran it before: SLL, then LL where SLL saw an error): it parses exactly the texts CgxParser
 * parses without a syntax error, and builds the same tree: the same context classes (labelled
 * alternatives), children, start and stop tokens, parents. On every case file and script (whole,
 * line by line, and each case's statement), the grammar's corners, random derivations of the
 * grammar, and random edits of the corpus.
 */
class WorksheetParserTest {
    /** The tree as text: every node with its class, tokens (type, index, text, place) and start and stop, parents checked. */
    static String describe(ParseTree t) {
        StringBuilder b = new StringBuilder();
        describe(t, null, b, 0);
        return b.toString();
    }

    private static void describe(ParseTree t, ParseTree parent, StringBuilder b, int depth) {
        assertSame(parent, t.getParent(), "parent of " + t.getText());
        b.append("  ".repeat(depth));
        if (t instanceof TerminalNode n) {
            Token k = n.getSymbol();
            b.append(token(k)).append('\n');
            return;
        }
        ParserRuleContext c = (ParserRuleContext) t;
        assertNull(c.exception);
        b.append(c.getClass().getSimpleName()).append(' ').append(token(c.start)).append(" .. ").append(token(c.stop))
                .append(c.getParent() == null ? " root " + c.invokingState : "").append('\n');
        for (int i = 0; i < c.getChildCount(); i++) describe(c.getChild(i), c, b, depth + 1);
    }

    private static String token(Token k) {
        if (k == null) return "null";
        return k.getType() + "#" + k.getTokenIndex() + "'" + k.getText() + "'" + k.getStartIndex() + ":" + k.getStopIndex() + "@" + k.getLine()
                + ":" + k.getCharPositionInLine();
    }

    /** True if CgxParser parsed {@code source} (then the trees were compared); both parsers agree either way. */
    static boolean same(String source) {
        CgxParser.ScriptContext written = WorksheetParser.parse(new CommonTokenStream(new WorksheetLexer(CharStreams.fromString(source))));
        CgxParser.ScriptContext antlr;
        try {
            antlr = Parsing.parseByAntlr(source);
        } catch (CgxException syntaxError) {
            assertNull(written, () -> "the written-out parser took what CgxParser refuses (" + syntaxError.getMessage() + "): " + TextEdits.escape(source));
            return false;
        }
        assertNotNull(written, () -> "the written-out parser refused what CgxParser takes: " + TextEdits.escape(source));
        assertEquals(describe(antlr), describe(written), () -> "parsing " + TextEdits.escape(source));
        return true;
    }

    @Test
    void everyCaseFileAndScriptWholeLineByLineAndStatementByStatement() throws Exception {
        List<Path> files = new ArrayList<>();
        for (String suffix : List.of(".cases", ".samples", ".cgx")) {
            files.addAll(TestFiles.find(TestFiles.testGames(), suffix));
            files.addAll(TestFiles.find(TestFiles.scripts(), suffix));
        }
        assertTrue(files.size() > 30, "files: " + files);
        int parsed = 0, refused = 0;
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            same(text);
            for (String line : text.split("\n", -1)) {
                int at = line.lastIndexOf(WorksheetCasesTest.ARROW);
                for (String s : at < 0 ? List.of(line) : List.of(line, line.substring(0, at))) {
                    if (same(s)) parsed++;
                    else refused++;
                }
            }
        }
        assertTrue(parsed > 700, "parsed: " + parsed);
        assertTrue(refused > 50, "refused (the cases' syntax errors among them): " + refused);
    }

    @Test
    void theGrammarsCornersOneByOne() {
        List<String> valid = List.of("", ";", ";;", "\n", ";\n;", "x", "x;", ";x", ";;x;;", "x;;y", "x\ny\n", "x := 1",
                "def f(x) := x", "def f() := 1", "def f(a, b) := a", "def f(x) x end", "def f() end", "def f(a, b)\n a; b\n end",
                "return", "return 1", "return;", "break", "continue", "def f(x) return x end", "x -> x + 1", "(a, b) -> a * b",
                "f(x)(y)", "x.f", "x.f()", "x.f(1)(2)", "x.f.g(1)", "x[1]", "x[1][2].y", "L.End", "f(a => 1, b)",
                "f(a, b => 2)", "*", "not not x", "not x == y", "a and b or c and d", "a < b", "a <= b", "a == b", "a != b",
                "a >= b", "a > b", "1..10", "-1..-2", "1 + 2 - 3 * 4 / 5 % 6", "-x", "+-x", "2^3^4", "2^-3", "-2^2", "[]", "[1]",
                "[1, 2, 3]", "[x for x in L]", "[x for x in L where x > 2]", "{}", "{1}", "{1, 2}", "()", "(1)", "(1, 2)",
                "<|0|>", "<.|0|.>", "<1|0|-1>", "<1, 2|0|-1, -2>", "<<1|0|-1>|3|4>", "if x then 1 end", "if x then 1 else 2 end",
                "if x then 1 elseif y then 2 elseif z then 3 else 4 end", "if x then end", "for x in L do x end",
                "for x in L where x > 1 do end", "for i from 1 to 10 do i end", "for i from 1 to 10 by 2 where i > 3 do i end",
                "while x do x := x - 1 end", "proc() 1 end", "proc(a, b) a; b end", "begin end", "begin 1; 2 end", "*2/320",
                "*2/320 + *3", "0.76", "\"s\"", "true", "false", "nil", "1.5", "[\n1,\n2\n]", "f(\n1\n)", "x := begin\n 1\n end",
                "if x then\n1\nelse\n2\nend\n", "a.b(c).d[e](f)", "Q := TimeLimit(40, () -> F(\"0.76\", MaxHeap => 11)); print(\"n \", Q.Order, [1, -2/3])");
        List<String> wrong = new ArrayList<>();
        for (String s : valid) if (!same(s)) wrong.add(s);
        List<String> invalid = List.of("x :=", "x := y := 1", "x.end", ":= 1", "1 2", "def", "def f", "def f(x)", "def f(x) :=", "def f(x,) := 1", "(", ")", "[1,]",
                "[x for x]", "f(a =>)", "a < b < c", "x.", "x.1", "if x then 1", "if x 1 end", "for x do end", "for x from 1 do end",
                "for 1 in L do end", "<1|2>", "<1|2|3", "return return", "break 1", "1 +", "not", "x..", "end", "else", "elseif", ";end",
                "begin", "proc 1 end", "{1,}", "f(a => b => 1)", "x =", "x ! y", "\"", "<|0|> >");
        for (String s : invalid) if (same(s)) wrong.add(s);
        assertEquals(List.of(), wrong, "parsed otherwise than expected");
    }

    @Test
    void randomDerivationsOfTheGrammar() {
        Random random = new Random(23);
        int parsed = 0;
        for (int i = 0; i < 20_000; i++) {
            Derivation d = new Derivation(random);
            d.stmtList(0);
            if (same(d.out.toString())) parsed++;
        }
        assertTrue(parsed > 5_000, "parsed: " + parsed);
    }

    @Test
    void randomEditsOfTheCorpus() throws Exception {
        List<String> lines = new ArrayList<>();
        for (Path f : TestFiles.find(TestFiles.testGames(), ".cases")) {
            for (String l : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                int at = l.lastIndexOf(WorksheetCasesTest.ARROW);
                if (at > 0) lines.add(l.substring(0, at));
            }
        }
        assertTrue(lines.size() > 200, "lines: " + lines.size());
        Random random = new Random(29);
        String alphabet = "()[]{}<>|,;.:=-+*/%^&\"\\ \nxyz019_";
        int parsed = 0;
        for (int i = 0; i < 30_000; i++) {
            String s = TextEdits.edit(lines.get(random.nextInt(lines.size())), 1 + random.nextInt(3), alphabet, random);
            if (same(s)) parsed++;
        }
        assertTrue(parsed > 3_000, "parsed: " + parsed);
    }

    @Test
    void theLexersKeywordsAreTheGrammarsWords() {
        // WorksheetLexer spells its keywords out (reading the vocabulary would initialise CgxParser)
        Vocabulary v = CgxParser.VOCABULARY;
        Map<String, Integer> words = new HashMap<>();
        for (int t = 1; t <= v.getMaxTokenType(); t++) {
            String literal = v.getLiteralName(t);
            if (literal == null) continue;
            String w = literal.substring(1, literal.length() - 1);
            if (w.chars().allMatch(c -> Character.isLetter(c) || c == '_')) words.put(w, t);
        }
        assertEquals(words, WorksheetLexer.KEYWORDS);
    }

    /** A random text derived from the grammar's parser rules, nearly always a script (a newline in brackets is white space, so not every one is). */
    private static final class Derivation {
        final Random r;
        final StringBuilder out = new StringBuilder();

        Derivation(Random r) { this.r = r; }

        void t(String s) {
            out.append(s);
            switch (r.nextInt(40)) { // what the lexer skips between tokens: comments, a continued line
                case 0 -> out.append(" /* c */ ");
                case 1 -> out.append(" \\\n");
                case 2 -> out.append("\t");
                default -> out.append(r.nextInt(4) == 0 ? "" : " ");
            }
        }

        boolean chance(int inN) { return r.nextInt(inN) == 0; }

        void stmtList(int depth) {
            while (chance(4)) sep();
            if (chance(6)) { while (chance(3)) sep(); return; }
            statement(depth);
            while (chance(2) && depth < 3) {
                sep();
                while (chance(3)) sep();
                statement(depth);
            }
            while (chance(3)) sep();
        }

        void sep() { t(chance(2) ? ";" : new String[] {"\n", "\r\n", "\r", "// c\n"}[r.nextInt(4)]); }

        void statement(int depth) {
            switch (r.nextInt(12)) {
                case 0 -> { t(name()); t(":="); expr(depth); }
                case 1 -> { t("def"); t(name()); t("("); params(); t(")"); t(":="); expr(depth); }
                case 2 -> { t("def"); t(name()); t("("); params(); t(")"); stmtList(depth + 1); t("end"); }
                case 3 -> { t("return"); if (chance(2)) expr(depth); }
                case 4 -> t(chance(2) ? "break" : "continue");
                default -> expr(depth);
            }
        }

        void params() {
            if (chance(3)) return;
            t(name());
            while (chance(2)) { t(","); t(name()); }
        }

        String name() { return new String[] {"x", "y", "f", "Q", "L", "MisereQuotient", "a_1"}[r.nextInt(7)]; }

        void expr(int depth) {
            if (depth > 4) { primaryLeaf(); return; }
            switch (r.nextInt(14)) {
                case 0 -> { t("not"); expr(depth + 1); }
                case 1 -> { add(depth + 1); t(new String[] {"==", "!=", "<", "<=", ">", ">="}[r.nextInt(6)]); add(depth + 1); }
                case 2 -> { add(depth + 1); t(chance(2) ? "and" : "or"); add(depth + 1); }
                case 3 -> { add(depth + 1); t(".."); add(depth + 1); }
                case 4 -> { add(depth + 1); t("->"); expr(depth + 1); }
                default -> add(depth);
            }
        }

        void add(int depth) {
            unary(depth);
            while (chance(3) && depth < 5) { t(new String[] {"+", "-", "*", "/", "%"}[r.nextInt(5)]); unary(depth + 1); }
        }

        void unary(int depth) {
            if (chance(6)) t(chance(2) ? "-" : "+");
            postfix(depth);
            if (chance(8)) { t("^"); unary(depth + 1); }
        }

        void postfix(int depth) {
            primary(depth);
            while (chance(3) && depth < 5) {
                switch (r.nextInt(3)) {
                    case 0 -> { t("."); t(chance(5) ? "end" : name()); if (chance(2)) { t("("); args(depth + 1); t(")"); } }
                    case 1 -> { t("("); args(depth + 1); t(")"); }
                    default -> { t("["); expr(depth + 1); t("]"); }
                }
            }
        }

        void args(int depth) {
            if (chance(3)) return;
            do {
                if (chance(3)) { t(name()); t("=>"); }
                expr(depth);
            } while (chance(2) && tc(","));
        }

        boolean tc(String s) { t(s); return true; }

        void primaryLeaf() {
            String[] leaves = {"1", "23", "1.5", "0.76", "0.&8", "4.0F", "\"s\"", "\"a\\\"b\"", "true", "false", "nil", "*", "*2", "*2/320",
                    "*[4, 2]", "*(2/0)0", "*[4,2].Genus", "x", "Q", "[]", "()", "<|0|>"};
            t(leaves[r.nextInt(leaves.length)]);
        }

        void primary(int depth) {
            if (depth > 4) { primaryLeaf(); return; }
            switch (r.nextInt(16)) {
                case 0 -> { t("("); list(depth); t(")"); }
                case 1 -> { t("["); if (!chance(4)) { expr(depth + 1); if (chance(3)) { t("for"); t(name()); t("in"); expr(depth + 1); if (chance(2)) { t("where"); expr(depth + 1); } } else while (chance(2)) { t(","); expr(depth + 1); } } t("]"); }
                case 2 -> { t("{"); list(depth); t("}"); }
                case 3 -> { t("<"); side(depth); t("|"); add(depth + 1); t("|"); side(depth); t(">"); }
                case 4 -> { t("if"); expr(depth + 1); t("then"); stmtList(depth + 1); while (chance(3)) { t("elseif"); expr(depth + 1); t("then"); stmtList(depth + 1); } if (chance(2)) { t("else"); stmtList(depth + 1); } t("end"); }
                case 5 -> { t("for"); t(name()); t("in"); expr(depth + 1); if (chance(2)) { t("where"); expr(depth + 1); } t("do"); stmtList(depth + 1); t("end"); }
                case 6 -> { t("for"); t(name()); t("from"); expr(depth + 1); t("to"); expr(depth + 1); if (chance(2)) { t("by"); expr(depth + 1); } if (chance(2)) { t("where"); expr(depth + 1); } t("do"); stmtList(depth + 1); t("end"); }
                case 7 -> { t("while"); expr(depth + 1); t("do"); stmtList(depth + 1); t("end"); }
                case 8 -> { t("proc"); t("("); params(); t(")"); stmtList(depth + 1); t("end"); }
                case 9 -> { t("begin"); stmtList(depth + 1); t("end"); }
                default -> primaryLeaf();
            }
        }

        void list(int depth) {
            if (chance(3)) return;
            expr(depth + 1);
            while (chance(2)) { t(","); expr(depth + 1); }
        }

        void side(int depth) {
            if (chance(4)) { t("."); return; }
            if (chance(4)) return;
            add(depth + 1);
            while (chance(2)) { t(","); add(depth + 1); }
        }
    }
}
