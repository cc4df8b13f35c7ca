package cgx.lang;

import cgx.core.CgxException;
import cgx.grammar.CgxParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Completion and inspection for every front end (the terminal worksheet, the notebook kernel).
 * After {@code x.} it offers the methods and properties of x's value, where x is a variable
 * (looked up) or a literal (evaluated only when it is literal syntax: numbers, strings, games,
 * stars, lists and sets of them); elsewhere it offers functions, constants, variables and
 * keywords. Nothing with side effects is evaluated.
 */
public final class Completion {
    public static final List<String> KEYWORDS = List.of("if", "then", "elseif", "else", "end", "for", "in", "from", "to",
            "by", "where", "do", "while", "def", "proc", "begin", "return", "break", "continue", "and", "or", "not",
            "true", "false", "nil");
    /** How far back from a dot a literal receiver is looked for. */
    private static final int MAX_RECEIVER = 400;

    /** One completion: the text, its kind ({@code method}, {@code function}, {@code variable}, {@code constant}, {@code keyword}) and its one-line doc. */
    public record Item(String text, String kind, String doc) {}

    /** The completions replacing {@code text[start, end)}. */
    public record Result(int start, int end, List<Item> items) {
        public List<String> texts() { return items.stream().map(Item::text).toList(); }
    }

    private final Session session;

    public Completion(Session session) { this.session = session; }

    /** Completions at {@code cursor} in {@code text}. */
    public Result complete(String text, int cursor) {
        cursor = Math.max(0, Math.min(cursor, text.length()));
        int start = identifierStart(text, cursor);
        String prefix = text.substring(start, cursor);
        int end = cursor;
        while (end < text.length() && isIdentifierPart(text.charAt(end))) end++;
        Map<String, Item> out = new TreeMap<>();
        if (start > 0 && text.charAt(start - 1) == '.' && !(start > 1 && text.charAt(start - 2) == '.')) {
            Object receiver = receiver(text, start - 1);
            Map<String, Runtime.Entry<NativeMethod<Object>>> methods = receiver != null
                    ? session.runtime().methodsOf(receiver.getClass()) : allMethods();
            methods.forEach((n, e) -> { if (n.startsWith(prefix)) out.put(n, new Item(n, "method", e.doc())); });
            return new Result(start, end, List.copyOf(out.values()));
        }
        Runtime rt = session.runtime();
        rt.functions().forEach((n, e) -> { if (n.startsWith(prefix)) out.put(n, new Item(n, "function", e.doc())); });
        rt.constants().forEach((n, v) -> { if (n.startsWith(prefix)) out.putIfAbsent(n, new Item(n, "constant", rt.show(v))); });
        for (String v : session.variableNames()) {
            if (v.startsWith(prefix)) out.put(v, new Item(v, "variable", rt.typeName(session.lookup(v))));
        }
        for (String k : KEYWORDS) if (k.startsWith(prefix)) out.putIfAbsent(k, new Item(k, "keyword", ""));
        return new Result(start, end, List.copyOf(out.values()));
    }

    /**
     * The help text of the name at {@code cursor}: a method of the receiver before its dot, a
     * function, a type, a variable (its type and methods), or a constant; null if none.
     */
    public String inspect(String text, int cursor) {
        cursor = Math.max(0, Math.min(cursor, text.length()));
        int start = identifierStart(text, cursor);
        int end = cursor;
        while (end < text.length() && isIdentifierPart(text.charAt(end))) end++;
        if (start == end) return null;
        String name = text.substring(start, end);
        Runtime rt = session.runtime();
        if (start > 0 && text.charAt(start - 1) == '.') {
            Object receiver = receiver(text, start - 1);
            if (receiver != null) {
                Runtime.Entry<NativeMethod<Object>> e = rt.methodsOf(receiver.getClass()).get(name);
                if (e != null) return rt.typeName(receiver) + "." + name + " - " + e.doc() + " [" + e.plugin() + "]";
            }
            StringBuilder b = new StringBuilder();
            rt.types().forEach((type, typeName) -> {
                Runtime.Entry<NativeMethod<Object>> e = rt.methodsOf(type).get(name);
                if (e != null) b.append(typeName).append('.').append(name).append(" - ").append(e.doc()).append('\n');
            });
            return b.isEmpty() ? null : b.toString().stripTrailing();
        }
        Object v = session.lookup(name);
        if (v != null) {
            String shown = rt.show(v);
            if (shown.length() > 200) shown = shown.substring(0, 197) + "...";
            return name + " = " + shown + "\n" + rt.methodHelp(v);
        }
        try {
            return rt.help(name);
        } catch (CgxException e) {
            return null;
        }
    }

    /** Whether {@code text} is a complete statement list, needs more lines, or is invalid. */
    public static String isComplete(String text) {
        if (text.isBlank()) return "complete";
        try {
            Parsing.parse(text);
            return "complete";
        } catch (SyntaxError e) {
            return e.incomplete() ? "incomplete" : "invalid";
        } catch (CgxException e) {
            return "invalid";
        }
    }

    private TreeMap<String, Runtime.Entry<NativeMethod<Object>>> allMethods() {
        TreeMap<String, Runtime.Entry<NativeMethod<Object>>> all = new TreeMap<>();
        for (Class<?> t : session.runtime().types().keySet()) session.runtime().methodsOf(t).forEach(all::putIfAbsent);
        return all;
    }

    /** The value before the dot at {@code dot}: a variable by lookup, or a literal by evaluating literal syntax only; null if unknown. */
    private Object receiver(String text, int dot) {
        int i = dot;
        while (i > 0 && Character.isWhitespace(text.charAt(i - 1))) i--;
        int idStart = identifierStart(text, i);
        if (idStart < i && !Character.isDigit(text.charAt(idStart)) && (idStart == 0 || text.charAt(idStart - 1) != '.')) {
            String name = text.substring(idStart, i);
            if (!KEYWORDS.contains(name)) return session.lookup(name);
        }
        // the longest text ending at the dot that is a single literal
        for (int from = Math.max(0, i - MAX_RECEIVER); from < i; from++) {
            String candidate = text.substring(from, i);
            if (candidate.isBlank() || Character.isWhitespace(candidate.charAt(0))) continue;
            CgxParser.ScriptContext tree;
            try {
                tree = Parsing.parse(candidate);
            } catch (CgxException e) {
                continue;
            }
            if (!isSingleLiteral(tree)) continue;
            try {
                return session.eval(candidate);
            } catch (CgxException | StackOverflowError e) {
                return null;
            }
        }
        return null;
    }

    /** True if the script is one expression statement whose value is one literal primary, built of literals only. */
    private static boolean isSingleLiteral(CgxParser.ScriptContext tree) {
        CgxParser.StmtListContext list = tree.stmtList();
        if (list.statement().size() != 1 || !(list.statement(0) instanceof CgxParser.ExprStmtContext st)) return false;
        ParseTree t = st.expr();
        // down the precedence chain: every level must have exactly one child
        while (!(t instanceof CgxParser.PostfixContext)) {
            if (t.getChildCount() != 1) return false;
            t = t.getChild(0);
        }
        CgxParser.PostfixContext post = (CgxParser.PostfixContext) t;
        return post.suffix().isEmpty() && literalOnly(post.primary());
    }

    private static boolean literalOnly(ParseTree t) {
        if (t instanceof TerminalNode) return true;
        if (t instanceof CgxParser.PrimaryContext p) {
            if (!(p instanceof CgxParser.IntLitContext || p instanceof CgxParser.DecimalLitContext || p instanceof CgxParser.CodeLitContext
                    || p instanceof CgxParser.StringLitContext || p instanceof CgxParser.TrueLitContext || p instanceof CgxParser.FalseLitContext
                    || p instanceof CgxParser.NilLitContext || p instanceof CgxParser.StarLitContext || p instanceof CgxParser.ParenExprContext
                    || p instanceof CgxParser.ListLitContext || p instanceof CgxParser.SetLitContext || p instanceof CgxParser.GameLitContext)) return false;
        }
        if (t instanceof CgxParser.ComprehensionTailContext || t instanceof CgxParser.SuffixContext) return false;
        if (t instanceof CgxParser.CmpExprContext c && c.cmpOp() != null) return false;
        if (t instanceof CgxParser.RangeExprContext r && r.DOTDOT() != null) return false;
        if (t instanceof CgxParser.ExprContext e && e.ARROW() != null) return false;
        for (int k = 0; k < t.getChildCount(); k++) if (!literalOnly(t.getChild(k))) return false;
        return t instanceof ParserRuleContext || t instanceof TerminalNode;
    }

    private static int identifierStart(String text, int cursor) {
        int i = cursor;
        while (i > 0 && isIdentifierPart(text.charAt(i - 1))) i--;
        return i;
    }

    private static boolean isIdentifierPart(char c) { return Character.isLetterOrDigit(c) || c == '_'; }

    /** For front ends that list candidates: every completion's text. */
    public List<String> texts(String text, int cursor) { return new ArrayList<>(complete(text, cursor).texts()); }
}
