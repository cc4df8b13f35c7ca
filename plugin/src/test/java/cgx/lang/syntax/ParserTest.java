package cgx.lang.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cgx.TestFiles;
import cgx.TextEdits;
import cgx.core.CgxException;
import cgx.grammar.CgxLexer;
import cgx.grammar.CgxParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.RuleStopState;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.atn.Transition;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.junit.jupiter.api.Test;

/**
 * The one parser ({@link Parsing}: ANTLR's, generated from {@code Cgx.g4}) and the syntax tree
 * built from it ({@link TreeBuilder}): on every case file and script (whole, line by line, and each
 * case's statement), the grammar's corners (with the trees they give), random derivations of the
 * grammar (walked on the parser's own ATN, so they follow the grammar wherever it changes), and
 * random edits of the corpus. Whatever the text, the parser gives a tree or a {@link SyntaxError}
 * (or refuses input nested too deeply), nothing else.
 */
class ParserTest {
    /** What separates a case's statement from its expected result in {@code *.cases} files. */
    static final String ARROW = "  ==>  ";

    /** The tree of {@code source} as text, or null where the parser refuses it with a syntax error. */
    static String parse(String source) {
        try {
            return TreeDump.of(Parsing.parse(source), true);
        } catch (SyntaxError e) {
            assertTrue(e.hasPosition(), () -> "a syntax error without a place: " + e.getMessage());
            return null;
        } catch (CgxException e) {
            assertTrue(e.getMessage().contains("nested more than"), () -> "parsing " + TextEdits.escape(source) + ": " + e);
            return null;
        } catch (RuntimeException e) {
            throw new AssertionError("parsing " + TextEdits.escape(source) + " threw " + e, e);
        }
    }

    /** {@link Parsing#check} (the worksheet's test of a complete statement) takes and refuses what {@link Parsing#parse} does, with the same message. */
    static String parseAndCheck(String source) {
        String tree = parse(source);
        assertEquals(errorOf(() -> Parsing.parse(source)), errorOf(() -> Parsing.check(source)),
                () -> "check and parse differ on " + TextEdits.escape(source));
        return tree;
    }

    /** The error {@code r} throws, with its place, or null. */
    private static String errorOf(Runnable r) {
        try {
            r.run();
            return null;
        } catch (CgxException e) {
            return e.describe();
        }
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
            parse(text);
            for (String line : text.split("\n", -1)) {
                int at = line.lastIndexOf(ARROW);
                for (String s : at < 0 ? List.of(line) : List.of(line, line.substring(0, at))) {
                    if (parseAndCheck(s) != null) parsed++;
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
                "<|0|>", "<.|0|.>", "<1|0|-1>", "<1|2>", "<^-1|3>", "<<1|2>|^-1/2>", "<^0|^1>", "<1, <^2|3>|4>", "<<^0|0>|<1|2|3>>", "<1, 2|0|-1, -2>", "<<1|0|-1>|3|4>", "if x then 1 end", "if x then 1 else 2 end",
                "if x then 1 elseif y then 2 elseif z then 3 else 4 end", "if x then end", "for x in L do x end",
                "for x in L where x > 1 do end", "for i from 1 to 10 do i end", "for i from 1 to 10 by 2 where i > 3 do i end",
                "while x do x := x - 1 end", "proc() 1 end", "proc(a, b) a; b end", "begin end", "begin 1; 2 end", "*2/320",
                "*2/320 + *3", "0.76", "\"s\"", "true", "false", "nil", "1.5", "[\n1,\n2\n]", "f(\n1\n)", "x := begin\n 1\n end",
                "if x then\n1\nelse\n2\nend\n", "a.b(c).d[e](f)", "Q := TimeLimit(40, () -> F(\"0.76\", MaxHeap => 11)); print(\"n \", Q.Order, [1, -2/3])");
        List<String> wrong = new ArrayList<>();
        for (String s : valid) if (parseAndCheck(s) == null) wrong.add(s);
        List<String> invalid = List.of("x :=", "x := y := 1", "x.end", ":= 1", "1 2", "def", "def f", "def f(x)", "def f(x) :=", "def f(x,) := 1", "(", ")", "[1,]",
                "[x for x]", "f(a =>)", "a < b < c", "x.", "x.1", "if x then 1", "if x 1 end", "for x do end", "for x from 1 do end",
                "for 1 in L do end", "<1|2|3", "<|2>", "<.|2>", "<1||2>", "<^1|2|3>", "<1|^2|3>", "<1|2|^3>", "<^|2>", "<1|2|3|4>", "<1|<|2>>", "return return", "break 1", "1 +", "not", "x..", "end", "else", "elseif", ";end",
                "begin", "proc 1 end", "{1,}", "f(a => b => 1)", "x =", "x ! y", "\"", "<|0|> >");
        for (String s : invalid) if (parseAndCheck(s) != null) wrong.add(s);
        assertEquals(List.of(), wrong, "parsed otherwise than expected");
    }

    /** Precedence, associativity, what a block and a statement hold, and where the parts start: the tree of each corner. */
    @Test
    void theTreesOfTheCorners() {
tree("2^3^4",
                "(Block [(ExprStmt (Arith \"^\" (Const 2) (Arith \"^\" (Const 3) (Const 4))))] [false])");
        tree("-2^2",
                "(Block [(ExprStmt (Unary \"-\" (Arith \"^\" (Const 2) (Const 2))))] [false])");
        tree("2^-3",
                "(Block [(ExprStmt (Arith \"^\" (Const 2) (Unary \"-\" (Const 3))))] [false])");
        tree("1 + 2 - 3 * 4 / 5 % 6",
                "(Block [(ExprStmt (Arith \"-\" (Arith \"+\" (Const 1) (Const 2)) (Arith \"%\" (Arith \"/\" (Arith \"*\" (Const 3) (Const 4)) (Const 5)) (Const 6))))] [false])");
        tree("a and b or c and d",
                "(Block [(ExprStmt (Or [(And [(Name \"a\") (Name \"b\")]) (And [(Name \"c\") (Name \"d\")])]))] [false])");
        tree("not x == y",
                "(Block [(ExprStmt (Not (Compare \"==\" (Name \"x\") (Name \"y\"))))] [false])");
        tree("-1..-2",
                "(Block [(ExprStmt (Range (Unary \"-\" (Const 1)) (Unary \"-\" (Const 2))))] [false])");
        tree("+-x",
                "(Block [(ExprStmt (Unary \"+\" (Unary \"-\" (Name \"x\"))))] [false])");
        tree("x -> x + 1",
                "(Block [(ExprStmt (Lambda [\"x\"] (Arith \"+\" (Name \"x\") (Const 1)) \"x -> x + 1\" []))] [false])");
        tree("(a, b) -> a * b",
                "(Block [(ExprStmt (Lambda [\"a\" \"b\"] (Arith \"*\" (Name \"a\") (Name \"b\")) \"(a, b) -> a * b\" []))] [false])");
        tree("f(x)(y)",
                "(Block [(ExprStmt (Call (Call (Name \"f\") [(Arg - (Name \"x\"))]) [(Arg - (Name \"y\"))]))] [false])");
        tree("a.b(c).d[e](f)",
                "(Block [(ExprStmt (Call (Index (Member (Member (Name \"a\") \"b\" [(Arg - (Name \"c\"))]) \"d\" -) (Name \"e\")) [(Arg - (Name \"f\"))]))] [false])");
        tree("x.f",
                "(Block [(ExprStmt (Member (Name \"x\") \"f\" -))] [false])");
        tree("x.f()",
                "(Block [(ExprStmt (Member (Name \"x\") \"f\" []))] [false])");
        tree("f(a => 1, b)",
                "(Block [(ExprStmt (Call (Name \"f\") [(Arg \"a\" (Const 1)) (Arg - (Name \"b\"))]))] [false])");
        tree("[x for x in L where x > 2]",
                "(Block [(ExprStmt (Comprehension (Name \"x\") \"x\" (Name \"L\") (Compare \">\" (Name \"x\") (Const 2))))] [false])");
        tree("<1, 2|0|-1, -2>",
                "(Block [(ExprStmt (Game [(Const 1) (Const 2)] (Const 0) [(Unary \"-\" (Const 1)) (Unary \"-\" (Const 2))]))] [false])");
        tree("<^-1|3, <1|^2>>",
                "(Block [(ExprStmt (Sided (Side (Unary \"-\" (Const 1)) []) (Side - [(Const 3) (Sided (Side - [(Const 1)]) (Side (Const 2) []))])))] [false])");
        tree("<.|0|.>",
                "(Block [(ExprStmt (Game [] (Const 0) []))] [false])");
        tree("if x then 1 elseif y then 2 else 3 end",
                "(Block [(ExprStmt (If [(Name \"x\") (Name \"y\")] [(Block [(ExprStmt (Const 1))] [false]) (Block [(ExprStmt (Const 2))] [false]) (Block [(ExprStmt (Const 3))] [false])]))] [false])");
        tree("for i from 1 to 10 by 2 where i > 3 do i end",
                "(Block [(ExprStmt (ForFrom \"i\" (Const 1) (Const 10) (Const 2) (Compare \">\" (Name \"i\") (Const 3)) (Block [(ExprStmt (Name \"i\"))] [false])))] [false])");
        tree("for x in L do x end",
                "(Block [(ExprStmt (ForIn \"x\" (Name \"L\") - (Block [(ExprStmt (Name \"x\"))] [false])))] [false])");
        tree("while x do x := x - 1 end",
                "(Block [(ExprStmt (While (Name \"x\") (Block [(Assign \"x\" (Arith \"-\" (Name \"x\") (Const 1)))] [false])))] [false])");
        tree("proc(a, b) a; b end",
                "(Block [(ExprStmt (Proc [\"a\" \"b\"] (Block [(ExprStmt (Name \"a\")) (ExprStmt (Name \"b\"))] [true false]) \"proc(a, b) a; b end\" []))] [false])");
        tree("def f(x) := x",
                "(Block [(Def \"f\" [\"x\"] (Name \"x\"))] [false])");
        tree("x := 1; y\nz;",
                "(Block [(Assign \"x\" (Const 1)) (ExprStmt (Name \"y\")) (ExprStmt (Name \"z\"))] [true false true])");
        tree("return",
                "(Block [(Return -)] [false])");
        tree("begin 1; 2 end",
                "(Block [(ExprStmt (Begin (Block [(ExprStmt (Const 1)) (ExprStmt (Const 2))] [true false])))] [false])");
        tree("(1)",
                "(Block [(ExprStmt (Paren (Const 1)))] [false])");
        tree("(1, 2)",
                "(Block [(ExprStmt (Tuple [(Const 1) (Const 2)]))] [false])");
        tree("() -> 1",
                "(Block [(ExprStmt (Lambda [] (Const 1) \"() -> 1\" []))] [false])");
        tree("((a)) -> 1",
                "(Block [(ExprStmt (Fail \"a function's parameters must be names\"))] [false])");
        tree("1 -> 2",
                "(Block [(ExprStmt (Fail \"the left side of -> must be a name or a list of names in parentheses\"))] [false])");
        tree("(a, a) -> a",
                "(Block [(ExprStmt (Fail \"parameter a appears twice\"))] [false])");
        tree("def f(x, x) := 1",
                "(Block [(ExprStmt (Fail \"parameter x appears twice\"))] [false])");
        tree("nil",
                "(Block [(ExprStmt (NilLit))] [false])");
        tree("\"a\\nb\"",
                "(Block [(ExprStmt (Const \"a\\nb\"))] [false])");
        tree("0.&F",
                "(Block [(ExprStmt (Const \"0.&F\"))] [false])");
        tree("*2/320 + *3",
                "(Block [(ExprStmt (Arith \"+\" (Star \"*2/320\") (Star \"*3\")))] [false])");
        tree("{1, 2}",
                "(Block [(ExprStmt (SetOf [(Const 1) (Const 2)]))] [false])");
        tree("f -> f(y).Order",
                "(Block [(ExprStmt (Lambda [\"f\"] (Member (Call (Name \"f\") [(Arg - (Name \"y\"))]) \"Order\" -) \"f -> f(y).Order\" [\"Order\" \"y\"]))] [false])");
    }

    private static void tree(String source, String expected) {
        assertEquals(expected, TreeDump.of(Parsing.parse(source)), source);
    }

    @Test
    void placesAreLineAndColumnFromOne() {
        assertEquals("(Block [(ExprStmt @2:3 (Arith @2:3 @2:5 \"+\" (Name @2:3 \"a\") (Member @2:7 @2:8 @2:9 (Name @2:7 \"b\") \"c\" -)))] [false])",
                TreeDump.of(Parsing.parse("\n  a + b.c"), true));
    }

    @Test
    void randomDerivationsOfTheGrammar() {
        Derivations d = new Derivations(new Random(23));
        int parsed = 0, n = 20_000;
        List<String> refused = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String s = d.script();
            if (parse(s) != null) parsed++;
            else if (refused.size() < 5) refused.add(TextEdits.escape(s));
        }
        // the lexer reads '<' after an operand as less-than and '*' as times: a derivation that puts a
        // game or a star literal there reads otherwise
        assertTrue(parsed > n * 9 / 10, "parsed " + parsed + " of " + n + "; refused, e.g.: " + refused);
    }

    @Test
    void randomEditsOfTheCorpus() throws Exception {
        List<String> lines = new ArrayList<>();
        for (Path f : TestFiles.find(TestFiles.testGames(), ".cases")) {
            for (String l : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                int at = l.lastIndexOf(ARROW);
                if (at > 0) lines.add(l.substring(0, at));
            }
        }
        assertTrue(lines.size() > 200, "lines: " + lines.size());
        Random random = new Random(29);
        String alphabet = "()[]{}<>|,;.:=-+*/%^&\"\\ \nxyz019_";
        int parsed = 0;
        for (int i = 0; i < 30_000; i++) {
            if (parse(TextEdits.edit(lines.get(random.nextInt(lines.size())), 1 + random.nextInt(3), alphabet, random)) != null) parsed++;
        }
        assertTrue(parsed > 3_000, "parsed: " + parsed);
    }

    @Test
    void theKeywordsAreTheGrammarsWords() {
        assertEquals(List.of("if", "then", "elseif", "else", "end", "for", "in", "from", "to", "by", "where", "do", "while", "def",
                "proc", "begin", "return", "break", "continue", "and", "or", "not", "true", "false", "nil"), Parsing.keywords());
    }

    /**
     * Random scripts derived from the parser's ATN: from the rule {@code script}, each decision
     * taken at random until the text is long enough, then the way with the fewest tokens to the
     * end; tokens with a text of their kind, separated by what the lexer skips (spaces, comments,
     * continued lines). A separating newline inside brackets, where the lexer skips it, is a ';'.
     */
    static final class Derivations {
        private static final int LONG_ENOUGH = 40;
        private final ATN atn = CgxParser._ATN;
        private final int[] fewest = new int[atn.states.size()];
        private final Random r;
        private StringBuilder out;
        private int tokens;
        private final Deque<Integer> open = new ArrayDeque<>();

        Derivations(Random r) {
            this.r = r;
            Arrays.fill(fewest, Integer.MAX_VALUE / 4);
            for (boolean changed = true; changed; ) {
                changed = false;
                for (ATNState s : atn.states) {
                    if (s == null) continue;
                    int best = s instanceof RuleStopState ? 0 : fewest[s.stateNumber];
                    if (!(s instanceof RuleStopState)) for (Transition t : s.getTransitions()) best = Math.min(best, cost(t));
                    if (best < fewest[s.stateNumber]) {
                        fewest[s.stateNumber] = best;
                        changed = true;
                    }
                }
            }
        }

        /** The fewest tokens from taking {@code t} to the end of its rule. */
        private int cost(Transition t) {
            if (t instanceof RuleTransition rt) return fewest[rt.target.stateNumber] + fewest[rt.followState.stateNumber];
            return (t.isEpsilon() ? 0 : 1) + fewest[t.target.stateNumber];
        }

        String script() {
            out = new StringBuilder();
            tokens = 0;
            open.clear();
            walk(atn.ruleToStartState[CgxParser.RULE_script]);
            return out.toString();
        }

        private void walk(ATNState s) {
            while (!(s instanceof RuleStopState)) {
                Transition[] ts = s.getTransitions();
                Transition t = ts[0];
                if (ts.length > 1) {
                    if (tokens < LONG_ENOUGH) {
                        t = ts[r.nextInt(ts.length)];
                    } else {
                        for (Transition u : ts) if (cost(u) < cost(t)) t = u;
                    }
                }
                if (t instanceof RuleTransition rt) {
                    walk(rt.target);
                    s = rt.followState;
                } else {
                    if (!t.isEpsilon()) {
                        IntervalSet label = t.label();
                        List<Integer> types = label.toList();
                        token(types.get(r.nextInt(types.size())));
                    }
                    s = t.target;
                }
            }
        }

        private void token(int type) {
            if (type == Token.EOF) return;
            tokens++;
            String text = switch (type) {
                case CgxLexer.INT -> String.valueOf(r.nextInt(20));
                case CgxLexer.DECIMAL -> "0.15";
                case CgxLexer.CODE -> "0.&F";
                case CgxLexer.STRING -> "\"s\\\"t\"";
                case CgxLexer.ID -> List.of("x", "y", "f", "L", "Order").get(r.nextInt(5));
                case CgxLexer.STAR_LIT -> List.of("*", "*2", "*2/320", "*(2/0)0", "*[4,2]").get(r.nextInt(5));
                case CgxLexer.LGAME, CgxLexer.LT -> "<"; // no literal name: two rules read the one character
                case CgxLexer.NL -> open.isEmpty() ? List.of("\n", "\r\n", "// c\n").get(r.nextInt(3)) : ";";
                default -> {
                    String lit = CgxLexer.VOCABULARY.getLiteralName(type);
                    if (lit == null) throw new AssertionError("no text for token " + CgxLexer.VOCABULARY.getSymbolicName(type) + " (" + type + ")");
                    yield lit.substring(1, lit.length() - 1);
                }
            };
            switch (type) {
                case CgxLexer.LPAREN, CgxLexer.LBRACK, CgxLexer.LBRACE, CgxLexer.LGAME -> open.push(type);
                case CgxLexer.RPAREN, CgxLexer.RBRACK, CgxLexer.RBRACE -> open.poll();
                case CgxLexer.GT -> { if (!open.isEmpty() && open.peek() == CgxLexer.LGAME) open.pop(); }
                default -> { }
            }
            out.append(text);
            switch (r.nextInt(40)) { // what the lexer skips between tokens
                case 0 -> out.append(" /* c */ ");
                case 1 -> out.append(" \\\n");
                case 2 -> out.append("\t");
                default -> out.append(' ');
            }
        }
    }
}
