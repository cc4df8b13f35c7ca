package cgx.lang.syntax;

import cgx.core.Rational;
import cgx.grammar.CgxParser;
import cgx.grammar.CgxParser.*;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.HashSet;
import java.util.function.Function;

/**
 * Builds the syntax tree ({@link Block}, {@link Stmt}, {@link Expr}) from ANTLR's parse tree of
 * the grammar {@code Cgx.g4}: the one place that reads ANTLR's contexts. The precedence levels
 * of the grammar (orExpr ... powExpr) collapse: a level with one operand is that operand.
 * What the language refuses only when it runs (a malformed parameter list, an integer literal too
 * long) becomes a {@link Expr.Fail} in its place, so that the statements before it still run.
 */
final class TreeBuilder {
    /** Integer literals longer than this fail when evaluated. */
    static final int MAX_INT_DIGITS = 100_000;

    private TreeBuilder() {}

    static Block script(ScriptContext script) { return block(script.stmtList()); }

    /** The statements of a list, each silenced when a ';' stands among the separators after it. */
    static Block block(StmtListContext list) {
        List<Stmt> stmts = new ArrayList<>();
        List<Boolean> silent = new ArrayList<>();
        for (int i = 0; i < list.getChildCount(); i++) {
            ParseTree c = list.getChild(i);
            if (c instanceof StatementContext s) {
                stmts.add(statement(s));
                silent.add(false);
            } else if (c instanceof SepContext sep && sep.SEMI() != null && !silent.isEmpty()) {
                silent.set(silent.size() - 1, true); // the separators after a statement are its own
            }
        }
        return new Block(stmts, silent);
    }

    private static Stmt statement(StatementContext s) {
        Pos pos = pos(s.start);
        if (s instanceof AssignStmtContext a) return new Stmt.Assign(pos, a.ID().getText(), expr(a.expr()));
        if (s instanceof DefExprStmtContext d) return def(pos, d.ID().getText(), d.params(), expr(d.expr()));
        if (s instanceof DefBlockStmtContext d) return def(pos, d.ID().getText(), d.params(), block(d.stmtList()));
        if (s instanceof ReturnStmtContext r) return new Stmt.Return(pos, r.expr() == null ? null : expr(r.expr()));
        if (s instanceof BreakStmtContext) return new Stmt.Break(pos);
        if (s instanceof ContinueStmtContext) return new Stmt.Continue(pos);
        return new Stmt.ExprStmt(pos, expr(((ExprStmtContext) s).expr()));
    }

    private static Stmt def(Pos pos, String name, ParamsContext p, Body body) {
        List<String> names = params(p);
        String twice = repeated(names);
        if (twice != null) return new Stmt.ExprStmt(pos, new Expr.Fail(pos, "parameter " + twice + " appears twice"));
        return new Stmt.Def(pos, name, names, body);
    }

    private static List<String> params(ParamsContext p) {
        List<String> out = new ArrayList<>();
        if (p != null) for (TerminalNode id : p.ID()) out.add(id.getText());
        return out;
    }

    /** A name that stands twice in {@code names}, or null. */
    private static String repeated(List<String> names) {
        for (int i = 0; i < names.size(); i++) if (names.indexOf(names.get(i)) < i) return names.get(i);
        return null;
    }

    // ------------------------------------------------------------------ expressions, by precedence

    static Expr expr(ExprContext e) {
        if (e.ARROW() == null) return or(e.orExpr());
        return lambda(e);
    }

    /** {@code x -> body} or {@code (a, b) -> body}: the left side was parsed as an expression and must be names. */
    private static Expr lambda(ExprContext e) {
        Expr left = or(e.orExpr());
        List<Expr> given;
        if (left instanceof Expr.Name) given = List.of(left);
        else if (left instanceof Expr.Paren p) given = List.of(p.inner());
        else if (left instanceof Expr.Tuple t) given = t.items();
        else return new Expr.Fail(left.pos(), "the left side of -> must be a name or a list of names in parentheses");
        List<String> names = new ArrayList<>();
        for (Expr x : given) {
            if (!(x instanceof Expr.Name n)) return new Expr.Fail(x.pos(), "a function's parameters must be names");
            if (names.contains(n.name())) return new Expr.Fail(x.pos(), "parameter " + n.name() + " appears twice");
            names.add(n.name());
        }
        return new Expr.Lambda(left.pos(), names, expr(e.expr()), text(e), freeNames(e.expr(), names));
    }

    private static Expr or(OrExprContext c) {
        if (c.andExpr().size() == 1) return and(c.andExpr(0));
        List<Expr> xs = new ArrayList<>();
        for (AndExprContext a : c.andExpr()) xs.add(and(a));
        return new Expr.Or(pos(c.start), xs);
    }

    private static Expr and(AndExprContext c) {
        if (c.notExpr().size() == 1) return not(c.notExpr(0));
        List<Expr> xs = new ArrayList<>();
        for (NotExprContext n : c.notExpr()) xs.add(not(n));
        return new Expr.And(pos(c.start), xs);
    }

    private static Expr not(NotExprContext c) {
        if (c.NOT() != null) return new Expr.Not(pos(c.start), not(c.notExpr()));
        CmpExprContext cmp = c.cmpExpr();
        Expr a = range(cmp.rangeExpr(0));
        if (cmp.cmpOp() == null) return a;
        return new Expr.Compare(pos(cmp.start), pos(cmp.cmpOp().start), cmp.cmpOp().getText(), a, range(cmp.rangeExpr(1)));
    }

    private static Expr range(RangeExprContext c) {
        Expr a = add(c.addExpr(0));
        if (c.DOTDOT() == null) return a;
        return new Expr.Range(pos(c.start), pos(c.DOTDOT().getSymbol()), a, add(c.addExpr(1)));
    }

    static Expr add(AddExprContext c) { return leftFold(c, c.mulExpr(), c.addOp(), TreeBuilder::mul); }

    private static Expr mul(MulExprContext c) { return leftFold(c, c.unaryExpr(), c.mulOp(), TreeBuilder::unary); }

    /** {@code a op b op c ...} as {@code ((a op b) op c) ...}: the operators of one level are left-associative. */
    private static <C extends ParserRuleContext> Expr leftFold(ParserRuleContext whole, List<C> operands,
            List<? extends ParserRuleContext> ops, Function<C, Expr> operand) {
        Expr acc = operand.apply(operands.get(0));
        for (int i = 1; i < operands.size(); i++) {
            Token op = ops.get(i - 1).start;
            acc = new Expr.Arith(pos(whole.start), pos(op), op.getText(), acc, operand.apply(operands.get(i)));
        }
        return acc;
    }

    private static Expr unary(UnaryExprContext c) {
        if (c.MINUS() != null) return new Expr.Unary(pos(c.start), "-", unary(c.unaryExpr()));
        if (c.PLUS() != null) return new Expr.Unary(pos(c.start), "+", unary(c.unaryExpr()));
        PowExprContext p = c.powExpr();
        Expr base = postfix(p.postfix());
        if (p.CARET() == null) return base;
        return new Expr.Arith(pos(p.start), pos(p.CARET().getSymbol()), "^", base, unary(p.unaryExpr()));
    }

    private static Expr postfix(PostfixContext c) {
        Pos start = pos(c.start);
        Expr v = primary(c.primary());
        for (SuffixContext s : c.suffix()) {
            Pos at = pos(s.start);
            if (s instanceof MemberSuffixContext m) {
                List<Expr.Arg> args = m.LPAREN() == null ? null : arguments(m.arguments());
                v = new Expr.Member(start, at, pos(m.name().start), v, m.name().getText(), args);
            } else if (s instanceof CallSuffixContext call) {
                v = new Expr.Call(start, at, v, arguments(call.arguments()));
            } else {
                v = new Expr.Index(start, at, v, expr(((IndexSuffixContext) s).expr()));
            }
        }
        return v;
    }

    private static List<Expr.Arg> arguments(ArgumentsContext ac) {
        List<Expr.Arg> out = new ArrayList<>();
        if (ac == null) return out;
        for (ArgumentContext a : ac.argument()) {
            if (a instanceof KeywordArgContext k) out.add(new Expr.Arg(pos(k.start), k.ID().getText(), expr(k.expr())));
            else out.add(new Expr.Arg(pos(a.start), null, expr(((PositionalArgContext) a).expr())));
        }
        return out;
    }

    // ------------------------------------------------------------------ primaries

    private static Expr primary(PrimaryContext p) {
        Pos pos = pos(p.start);
        if (p instanceof NameRefContext n) return new Expr.Name(pos, n.ID().getText());
        if (p instanceof IntLitContext i) {
            String t = i.INT().getText();
            if (t.length() > MAX_INT_DIGITS) return new Expr.Fail(pos, "integer literal longer than " + MAX_INT_DIGITS + " digits");
            return new Expr.Const(pos, Rational.of(new BigInteger(t)));
        }
        if (p instanceof DecimalLitContext d) return new Expr.Const(pos, Rational.parse(d.DECIMAL().getText()));
        if (p instanceof CodeLitContext c) return new Expr.Const(pos, c.CODE().getText());
        if (p instanceof StringLitContext s) return new Expr.Const(pos, unescape(s.STRING().getText()));
        if (p instanceof TrueLitContext) return new Expr.Const(pos, Boolean.TRUE);
        if (p instanceof FalseLitContext) return new Expr.Const(pos, Boolean.FALSE);
        if (p instanceof NilLitContext) return new Expr.NilLit(pos);
        if (p instanceof StarLitContext s) return new Expr.Star(pos, s.STAR_LIT().getText());
        if (p instanceof ParenExprContext pe) {
            return pe.expr().size() == 1 ? new Expr.Paren(pos, expr(pe.expr(0))) : new Expr.Tuple(pos, exprs(pe.expr()));
        }
        if (p instanceof ListLitContext l) {
            if (l.listTail() instanceof ComprehensionTailContext ct) {
                return new Expr.Comprehension(pos, expr(l.expr()), ct.ID().getText(), expr(ct.expr(0)),
                        ct.expr().size() > 1 ? expr(ct.expr(1)) : null);
            }
            List<Expr> items = new ArrayList<>();
            if (l.expr() != null) {
                items.add(expr(l.expr()));
                for (ExprContext e : ((ElementsTailContext) l.listTail()).expr()) items.add(expr(e));
            }
            return new Expr.ListOf(pos, items);
        }
        if (p instanceof SetLitContext s) return new Expr.SetOf(pos, exprs(s.expr()));
        if (p instanceof GameLitContext g) return gameLiteral(pos, g.gameSide());
        if (p instanceof IfExprContext ie) {
            List<Block> bodies = new ArrayList<>();
            for (StmtListContext b : ie.stmtList()) bodies.add(block(b));
            return new Expr.If(pos, exprs(ie.expr()), bodies);
        }
        if (p instanceof ForInExprContext f) {
            return new Expr.ForIn(pos, f.ID().getText(), expr(f.expr(0)), f.expr().size() > 1 ? expr(f.expr(1)) : null, block(f.stmtList()));
        }
        if (p instanceof ForFromExprContext f) {
            List<ExprContext> es = f.expr();
            int k = 2;
            Expr by = f.BY() != null ? expr(es.get(k++)) : null;
            Expr where = f.WHERE() != null ? expr(es.get(k)) : null;
            return new Expr.ForFrom(pos, f.ID().getText(), expr(es.get(0)), expr(es.get(1)), by, where, block(f.stmtList()));
        }
        if (p instanceof WhileExprContext w) return new Expr.While(pos, expr(w.expr()), block(w.stmtList()));
        if (p instanceof BeginExprContext b) return new Expr.Begin(pos, block(b.stmtList()));
        if (p instanceof ProcExprContext pr) {
            List<String> ps = params(pr.params());
            String twice = repeated(ps);
            if (twice != null) return new Expr.Fail(pos, "parameter " + twice + " appears twice");
            return new Expr.Proc(pos, ps, block(pr.stmtList()), text(pr), freeNames(pr.stmtList(), ps));
        }
        throw new IllegalStateException("unhandled primary " + p.getClass().getSimpleName());
    }

    private static List<Expr> exprs(List<ExprContext> es) {
        List<Expr> out = new ArrayList<>();
        for (ExprContext e : es) out.add(expr(e));
        return out;
    }

    /**
     * {@code <GL|GS|GR>}, Stewart's scoring game (three parts: the score is one expression and no
     * side is adorned), or {@code <GL|GR>}, a guaranteed scoring game (two parts, each options or
     * {@code ^s}, never empty). The grammar reads both as parts between bars; the kinds are told
     * apart here, and a part the kind does not allow is a syntax error at that part.
     */
    private static Expr gameLiteral(Pos pos, List<GameSideContext> parts) {
        checkParts(parts);
        if (parts.size() == 3) return new Expr.Game(pos, side(parts.get(0)), add(parts.get(1).addExpr(0)), side(parts.get(2)));
        return new Expr.Sided(pos, sided(parts.get(0)), sided(parts.get(1)));
    }

    /** The syntax errors of game literals, in the order the tree would meet them ({@link Parsing#check} builds no tree). */
    static void checkGameLiterals(ParseTree t) {
        if (t instanceof GameLitContext g) checkParts(g.gameSide());
        for (int i = 0; i < t.getChildCount(); i++) checkGameLiterals(t.getChild(i));
    }

    private static void checkParts(List<GameSideContext> parts) {
        if (parts.size() == 3) {
            GameSideContext score = parts.get(1);
            if (score.addExpr().size() != 1 || score.CARET() != null) {
                throw error(score.getStart(), "the score of a scoring game <GL|GS|GR> must be one expression");
            }
            for (GameSideContext s : List.of(parts.get(0), parts.get(2))) {
                if (s.CARET() != null) {
                    throw error(s.getStart(), "^s (an adorned empty side) belongs to a guaranteed scoring game <GL|GR>; "
                            + "Stewart's <GL|GS|GR> has options or '.' on its sides");
                }
            }
            return;
        }
        for (GameSideContext s : parts) {
            if (s.CARET() == null && s.addExpr().isEmpty()) {
                throw error(s.getStart(), "a side of a guaranteed scoring game <GL|GR> needs options or ^s (an empty set adorned "
                        + "with the score s), e.g. <^0|3>; Stewart's scoring games have three parts, <GL|GS|GR>");
            }
        }
    }

    private static Expr.Side sided(GameSideContext s) {
        Pos pos = pos(s.getStart());
        if (s.CARET() != null) return new Expr.Side(pos, add(s.addExpr(0)), List.of());
        return new Expr.Side(pos, null, side(s));
    }

    private static SyntaxError error(Token at, String message) {
        return new SyntaxError(message, at.getLine(), at.getCharPositionInLine() + 1, false, null);
    }

    private static List<Expr> side(GameSideContext s) {
        List<Expr> out = new ArrayList<>();
        for (AddExprContext a : s.addExpr()) out.add(add(a));
        return out;
    }

    /** The names (identifiers anywhere in it, member names included) a function's body reads that are not its parameters. */
    private static Set<String> freeNames(ParseTree body, List<String> params) {
        Set<String> out = new HashSet<>();
        collectNames(body, params, out);
        return out;
    }

    private static void collectNames(ParseTree t, List<String> params, Set<String> out) {
        if (t instanceof TerminalNode n) {
            if (n.getSymbol().getType() == CgxParser.ID && !params.contains(n.getText())) out.add(n.getText());
            return;
        }
        for (int i = 0; i < t.getChildCount(); i++) collectNames(t.getChild(i), params, out);
    }

    /** The text of a context as typed. */
    private static String text(ParserRuleContext c) {
        return c.start.getInputStream().getText(Interval.of(c.start.getStartIndex(), c.stop.getStopIndex()));
    }

    static String unescape(String quoted) {
        String s = quoted.substring(1, quoted.length() - 1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                switch (n) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    default -> b.append(n);
                }
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static Pos pos(Token t) { return new Pos(t.getLine(), t.getCharPositionInLine() + 1); }
}
