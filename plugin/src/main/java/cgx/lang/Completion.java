package cgx.lang;

import cgx.core.CgxException;
import cgx.lang.syntax.Block;
import cgx.lang.syntax.Expr;
import cgx.lang.syntax.Parsing;
import cgx.lang.syntax.Stmt;
import cgx.lang.syntax.SyntaxError;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Completion and inspection for every front end (the terminal worksheet, the notebook kernel).
 * After {@code x.} it offers the methods and properties of x's value, where x is a variable
 * (looked up) or a literal (evaluated only when it is literal syntax: numbers, strings, games,
 * stars, lists and sets of them); elsewhere it offers functions, constants, variables and
 * keywords. Nothing with side effects is evaluated: inspection shows the reference's entries with
 * their examples' inputs, not run.
 */
public final class Completion {
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
        for (String k : Parsing.keywords()) if (k.startsWith(prefix)) out.putIfAbsent(k, new Item(k, "keyword", ""));
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
        Reference ref = Reference.of(rt);
        if (start > 0 && text.charAt(start - 1) == '.') {
            Object receiver = receiver(text, start - 1);
            if (receiver != null && rt.methodsOf(receiver.getClass()).containsKey(name)) {
                return ref.help(ref.typeKeyOf(receiver.getClass(), name) + "." + name, false);
            }
            try {
                return ref.help(name, false);
            } catch (CgxException e) {
                return null;
            }
        }
        Object v = session.lookup(name);
        if (v != null) {
            String shown = rt.show(v);
            if (shown.length() > 200) shown = shown.substring(0, 197) + "...";
            return name + " = " + shown + "\n" + ref.helpOf(v, false);
        }
        try {
            return ref.help(name, false);
        } catch (CgxException e) {
            return null;
        }
    }

    /** Whether {@code text} is a complete statement list, needs more lines, or is invalid. */
    public static String isComplete(String text) {
        if (text.isBlank()) return "complete";
        try {
            Parsing.check(text);
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
            if (!Parsing.keywords().contains(name)) return session.lookup(name);
        }
        // the longest text ending at the dot that is a single literal
        for (int from = Math.max(0, i - MAX_RECEIVER); from < i; from++) {
            String candidate = text.substring(from, i);
            if (candidate.isBlank() || Character.isWhitespace(candidate.charAt(0))) continue;
            Block tree;
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

    /**
     * True if the script is one expression statement whose value is one literal primary (a
     * literal, or a list, set, game or parenthesised expression) built of literals and operators
     * on them only: no names, calls, comparisons, ranges, functions or blocks.
     */
    private static boolean isSingleLiteral(Block tree) {
        if (tree.statements().size() != 1 || !(tree.statements().get(0) instanceof Stmt.ExprStmt st)) return false;
        Expr e = st.expr();
        boolean primary = e instanceof Expr.Const || e instanceof Expr.NilLit || e instanceof Expr.Star
                || e instanceof Expr.Paren || e instanceof Expr.Tuple || e instanceof Expr.ListOf || e instanceof Expr.SetOf || e instanceof Expr.Game || e instanceof Expr.Sided;
        return primary && literalOnly(e);
    }

    private static boolean literalOnly(Expr e) {
        if (e instanceof Expr.Const || e instanceof Expr.NilLit || e instanceof Expr.Star) return true;
        if (e instanceof Expr.Paren p) return literalOnly(p.inner());
        if (e instanceof Expr.ListOf l) return l.items().stream().allMatch(Completion::literalOnly);
        if (e instanceof Expr.Tuple t) return t.items().stream().allMatch(Completion::literalOnly);
        if (e instanceof Expr.SetOf s) return s.items().stream().allMatch(Completion::literalOnly);
        if (e instanceof Expr.Game g) {
            return g.left().stream().allMatch(Completion::literalOnly) && literalOnly(g.score())
                    && g.right().stream().allMatch(Completion::literalOnly);
        }
        if (e instanceof Expr.Sided g) return literalOnly(g.left()) && literalOnly(g.right());
        if (e instanceof Expr.Arith a) return literalOnly(a.left()) && literalOnly(a.right());
        if (e instanceof Expr.Unary u) return literalOnly(u.operand());
        if (e instanceof Expr.Not n) return literalOnly(n.operand());
        if (e instanceof Expr.And a) return a.operands().stream().allMatch(Completion::literalOnly);
        if (e instanceof Expr.Or o) return o.operands().stream().allMatch(Completion::literalOnly);
        return false;
    }

    private static boolean literalOnly(Expr.Side s) {
        return s.adornment() != null ? literalOnly(s.adornment()) : s.options().stream().allMatch(Completion::literalOnly);
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
