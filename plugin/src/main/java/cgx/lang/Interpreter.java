package cgx.lang;

import cgx.core.Rational;
import cgx.core.Interrupts;
import cgx.core.CgxException;

import cgx.grammar.CgxParser;
import cgx.grammar.CgxParser.*;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Evaluates parse trees of the worksheet language against a {@link Runtime}. */
final class Interpreter {
    /** Largest list a range may build. */
    static final int MAX_RANGE = 5_000_000;
    /** Deepest chain of user-function calls. */
    static final int MAX_CALL_DEPTH = 20_000;

    private final Runtime rt;
    private final Consumer<String> out;
    private int callDepth;

    /**
     * How a statement ends other than by giving a value: {@code break}, {@code continue}, or
     * {@code return} with its value. Statements and blocks return it as their result, and loops,
     * function calls and the top level act on it: plain control flow. Only where a loop or an
     * {@code if} holding such a statement is part of a larger expression ({@code x := if c then
     * return 1 end}) does it travel as a {@link Signal} instead.
     */
    private static final class Jump {
        static final Jump BREAK = new Jump(null), CONTINUE = new Jump(null);
        final Object value; // a return's value

        private Jump(Object value) { this.value = value; }

        static Jump ofReturn(Object value) { return new Jump(value); }

        boolean isReturn() { return this != BREAK && this != CONTINUE; }

        Signal signal() { return this == BREAK ? BreakSignal.INSTANCE : this == CONTINUE ? ContinueSignal.INSTANCE : new ReturnSignal(value); }
    }

    /** A {@link Jump} out of a block evaluated inside a larger expression. */
    private static class Signal extends RuntimeException {
        Signal() { super(null, null, false, false); }
    }
    private static final class BreakSignal extends Signal { static final BreakSignal INSTANCE = new BreakSignal(); }
    private static final class ContinueSignal extends Signal { static final ContinueSignal INSTANCE = new ContinueSignal(); }
    private static final class ReturnSignal extends Signal {
        final Object value;
        ReturnSignal(Object v) { value = v; }
    }

    Interpreter(Runtime rt, Consumer<String> out) {
        this.rt = rt;
        this.out = out;
    }

    Runtime runtime() { return rt; }

    void print(String s) { out.accept(s); }

    // ------------------------------------------------------------------ statements

    /** Runs a top-level statement list; {@code each} receives each statement's value and whether it is silenced by ';'. */
    void runTop(StmtListContext list, Env env, StatementSink each) {
        List<StatementContext> stmts = list.statement();
        for (StatementContext s : stmts) {
            Interrupts.check();
            Object v;
            try {
                v = statement(s, env);
            } catch (BreakSignal | ContinueSignal e) {
                throw error(s, "break or continue outside a loop");
            } catch (ReturnSignal r) {
                v = r.value;
            }
            if (v instanceof Jump j) {
                if (!j.isReturn()) throw error(s, "break or continue outside a loop");
                v = j.value;
            }
            each.accept(s, v, followedBySemicolon(list, s));
        }
    }

    interface StatementSink {
        void accept(StatementContext s, Object value, boolean silent);
    }

    private static boolean followedBySemicolon(StmtListContext list, StatementContext s) {
        int idx = list.children.indexOf(s);
        for (int i = idx + 1; i < list.children.size(); i++) {
            var c = list.children.get(i);
            if (c instanceof SepContext sep) {
                if (sep.SEMI() != null) return true;
            } else {
                return false;
            }
        }
        return false;
    }

    /** Runs the statements in order: the last one's value, or the {@link Jump} that ended the block. */
    Object block(StmtListContext list, Env env) {
        Object last = Nil.NIL;
        for (StatementContext s : list.statement()) {
            Interrupts.check();
            last = statement(s, env);
            if (last instanceof Jump) return last;
        }
        return last;
    }

    private Object statement(StatementContext s, Env env) {
        try {
            if (s instanceof AssignStmtContext a) {
                Object v = expr(a.expr(), env);
                String name = a.ID().getText();
                env.assign(name, v);
                return v;
            }
            if (s instanceof DefExprStmtContext d) {
                UserFunction f = new UserFunction(d.ID().getText(), params(d.params()), d.expr(), env, this);
                env.assign(d.ID().getText(), f);
                return Nil.NIL;
            }
            if (s instanceof DefBlockStmtContext d) {
                UserFunction f = new UserFunction(d.ID().getText(), params(d.params()), d.stmtList(), env, this);
                env.assign(d.ID().getText(), f);
                return Nil.NIL;
            }
            if (s instanceof ReturnStmtContext r) return Jump.ofReturn(r.expr() == null ? Nil.NIL : expr(r.expr(), env));
            if (s instanceof BreakStmtContext) return Jump.BREAK;
            if (s instanceof ContinueStmtContext) return Jump.CONTINUE;
            ExprContext e = ((ExprStmtContext) s).expr();
            PrimaryContext p = bareControl(e);
            return p != null ? control(p, env) : expr(e, env);
        } catch (CgxException e) {
            throw e.at(line(s.start), col(s.start));
        }
    }


    private static List<String> params(ParamsContext p) {
        List<String> out = new ArrayList<>();
        if (p != null) for (TerminalNode id : p.ID()) {
            if (out.contains(id.getText())) throw new CgxException("parameter " + id.getText() + " appears twice");
            out.add(id.getText());
        }
        return out;
    }

    /** Calls a user function's body in its local scope. */
    Object invoke(UserFunction f, Env local, ParserRuleContext body) {
        if (++callDepth > MAX_CALL_DEPTH) {
            callDepth = 0;
            throw new CgxException("recursion deeper than " + MAX_CALL_DEPTH + " calls");
        }
        try {
            Object v = body instanceof StmtListContext sl ? block(sl, local) : statementExpr((ExprContext) body, local);
            if (v instanceof Jump j) {
                if (!j.isReturn()) throw new CgxException("break or continue outside a loop");
                return j.value;
            }
            return v;
        } catch (ReturnSignal r) {
            return r.value;
        } catch (BreakSignal | ContinueSignal e) {
            throw new CgxException("break or continue outside a loop");
        } finally {
            if (callDepth > 0) callDepth--;
        }
    }

    // ------------------------------------------------------------------ expressions

    /**
     * An expression in a statement's place (or a function's body): an {@code if}, loop or
     * {@code begin} alone there gives the {@link Jump} a statement inside it ends with; any other
     * expression its value.
     */
    private Object statementExpr(ExprContext e, Env env) {
        PrimaryContext p = bareControl(e);
        return p != null ? control(p, env) : expr(e, env);
    }

    /** The {@code if}, loop or {@code begin} an expression consists of alone, or null (cheap for the others: they start with another token). */
    private static PrimaryContext bareControl(ExprContext e) {
        int t = e.start.getType();
        if (t != CgxParser.IF && t != CgxParser.FOR && t != CgxParser.WHILE && t != CgxParser.BEGIN) return null;
        PrimaryContext p = e.ARROW() == null ? bareprimary(e.orExpr()) : null;
        return p != null && isControl(p) ? p : null;
    }

    private static boolean isControl(PrimaryContext p) {
        return p instanceof IfExprContext || p instanceof ForInExprContext || p instanceof ForFromExprContext
                || p instanceof WhileExprContext || p instanceof BeginExprContext;
    }

    Object expr(ExprContext e, Env env) {
        if (e.ARROW() == null) return or(e.orExpr(), env);
        return new UserFunction(null, lambdaParams(e.orExpr()), e.expr(), env, this, e);
    }

    /** The parameters left of '->': a name, or a parenthesised list of names (possibly empty). */
    private static List<String> lambdaParams(OrExprContext left) {
        PrimaryContext p = bareprimary(left);
        List<String> names = new ArrayList<>();
        if (p instanceof NameRefContext n) {
            names.add(n.ID().getText());
            return names;
        }
        if (p instanceof ParenExprContext pe) {
            for (ExprContext x : pe.expr()) {
                PrimaryContext q = x.ARROW() == null ? bareprimary(x.orExpr()) : null;
                if (!(q instanceof NameRefContext n)) throw error(x, "a function's parameters must be names");
                if (names.contains(n.ID().getText())) throw error(x, "parameter " + n.ID().getText() + " appears twice");
                names.add(n.ID().getText());
            }
            return names;
        }
        throw error(left, "the left side of -> must be a name or a list of names in parentheses");
    }

    /** The primary an expression consists of alone (no operators or suffixes), or null. */
    private static PrimaryContext bareprimary(OrExprContext o) {
        if (o.andExpr().size() != 1) return null;
        AndExprContext a = o.andExpr(0);
        if (a.notExpr().size() != 1 || a.notExpr(0).NOT() != null) return null;
        CmpExprContext c = a.notExpr(0).cmpExpr();
        if (c.cmpOp() != null) return null;
        RangeExprContext r = c.rangeExpr(0);
        if (r.DOTDOT() != null) return null;
        AddExprContext ad = r.addExpr(0);
        if (ad.mulExpr().size() != 1) return null;
        MulExprContext m = ad.mulExpr(0);
        if (m.unaryExpr().size() != 1) return null;
        UnaryExprContext u = m.unaryExpr(0);
        if (u.powExpr() == null || u.powExpr().CARET() != null) return null;
        PostfixContext pf = u.powExpr().postfix();
        return pf.suffix().isEmpty() ? pf.primary() : null;
    }

    private Object or(OrExprContext c, Env env) {
        if (c.andExpr().size() == 1) return and(c.andExpr(0), env);
        for (AndExprContext a : c.andExpr()) if (truth(and(a, env), a)) return true;
        return false;
    }

    private Object and(AndExprContext c, Env env) {
        if (c.notExpr().size() == 1) return not(c.notExpr(0), env);
        for (NotExprContext n : c.notExpr()) if (!truth(not(n, env), n)) return false;
        return true;
    }

    private Object not(NotExprContext c, Env env) {
        if (c.NOT() != null) return !truth(not(c.notExpr(), env), c.notExpr());
        return cmp(c.cmpExpr(), env);
    }

    boolean truth(Object v, ParserRuleContext where) {
        if (v instanceof Boolean b) return b;
        throw error(where, "a condition must be true or false, got " + rt.typeName(v) + " " + rt.show(v));
    }

    private Object cmp(CmpExprContext c, Env env) {
        Object a = range(c.rangeExpr(0), env);
        if (c.cmpOp() == null) return a;
        Object b = range(c.rangeExpr(1), env);
        String op = c.cmpOp().getText();
        try {
            return compare(op, a, b);
        } catch (CgxException e) {
            throw e.at(line(c.cmpOp().start), col(c.cmpOp().start));
        }
    }

    private Object compare(String op, Object a, Object b) {
        if (op.equals("==") || op.equals("!=")) {
            boolean eq = rt.valueEquals(a, b);
            return op.equals("==") == eq;
        }
        if (rt.binaryOp(op, a, b) != null) return rt.applyBinary(op, a, b);
        int c;
        if (a instanceof Rational x && b instanceof Rational y) c = x.compareTo(y);
        else if (a instanceof String x && b instanceof String y) c = x.compareTo(y);
        else throw new CgxException("cannot compare " + rt.typeName(a) + " and " + rt.typeName(b) + " with " + op);
        return switch (op) {
            case "<" -> c < 0;
            case "<=" -> c <= 0;
            case ">" -> c > 0;
            default -> c >= 0;
        };
    }

    private Object range(RangeExprContext c, Env env) {
        Object a = add(c.addExpr(0), env);
        if (c.DOTDOT() == null) return a;
        Object b = add(c.addExpr(1), env);
        try {
            BigInteger lo = integer(a, "the start of a range");
            BigInteger hi = integer(b, "the end of a range");
            BigInteger n = hi.subtract(lo).add(BigInteger.ONE);
            if (n.signum() <= 0) return CgxList.EMPTY;
            if (n.compareTo(BigInteger.valueOf(MAX_RANGE)) > 0) {
                throw new CgxException("range " + lo + ".." + hi + " has more than " + MAX_RANGE + " elements; use for i from a to b do ... end");
            }
            Object[] items = new Object[n.intValue()];
            for (int i = 0; i < items.length; i++) items[i] = Rational.of(lo.add(BigInteger.valueOf(i)));
            return CgxList.wrap(items);
        } catch (CgxException e) {
            throw e.at(line(c.DOTDOT().getSymbol()), col(c.DOTDOT().getSymbol()));
        }
    }

    private BigInteger integer(Object v, String what) {
        return rt.integerArg(v, what);
    }

    private Object add(AddExprContext c, Env env) {
        Object acc = mul(c.mulExpr(0), env);
        for (int i = 1; i < c.mulExpr().size(); i++) acc = arithAt(c.addOp(i - 1).start, acc, mul(c.mulExpr(i), env));
        return acc;
    }

    private Object mul(MulExprContext c, Env env) {
        Object acc = unary(c.unaryExpr(0), env);
        for (int i = 1; i < c.unaryExpr().size(); i++) acc = arithAt(c.mulOp(i - 1).start, acc, unary(c.unaryExpr(i), env));
        return acc;
    }

    /** Applies the operator token {@code op}; an error is placed at the operator. */
    private Object arithAt(Token op, Object a, Object b) {
        try {
            return rt.applyArith(op.getText(), a, b);
        } catch (CgxException e) {
            throw e.at(line(op), col(op));
        }
    }

    private Object unary(UnaryExprContext c, Env env) {
        if (c.MINUS() != null) {
            Object v = unary(c.unaryExpr(), env);
            try {
                return v instanceof Rational r ? r.negate() : rt.applyUnary("-", v);
            } catch (CgxException e) {
                throw e.at(line(c.start), col(c.start));
            }
        }
        if (c.PLUS() != null) return unary(c.unaryExpr(), env);
        PowExprContext p = c.powExpr();
        Object base = postfix(p.postfix(), env);
        if (p.CARET() == null) return base;
        Object exp = unary(p.unaryExpr(), env);
        try {
            return rt.applyArith("^", base, exp);
        } catch (CgxException e) {
            throw e.at(line(p.CARET().getSymbol()), col(p.CARET().getSymbol()));
        }
    }

    private Object postfix(PostfixContext c, Env env) {
        List<SuffixContext> suffixes = c.suffix();
        PrimaryContext prim = c.primary();
        int start = 0;
        Object v;
        // A name called directly, f(x): a variable holding a function, else a registered function.
        if (prim instanceof NameRefContext n && !suffixes.isEmpty() && suffixes.get(0) instanceof CallSuffixContext call) {
            String name = n.ID().getText();
            Object var = env.lookup(name);
            Args args = arguments(name, call.arguments(), env, var == null ? rt.deferredArgument(name) : -1);
            try {
                if (var != null) v = callValue(var, args);
                else v = rt.callFunction(name, args);
            } catch (CgxException e) {
                throw e.at(line(n.start), col(n.start));
            } catch (StackOverflowError so) {
                throw new CgxException("computation nested too deeply (stack exhausted)").at(line(n.start), col(n.start));
            }
            start = 1;
        } else {
            v = primary(prim, env);
        }
        for (int i = start; i < suffixes.size(); i++) {
            SuffixContext s = suffixes.get(i);
            try {
                v = suffix(v, s, env);
            } catch (CgxException e) {
                throw e.at(line(s.start), col(s.start));
            }
        }
        return v;
    }

    private Object suffix(Object v, SuffixContext s, Env env) {
        if (s instanceof MemberSuffixContext m) {
            String name = m.name().getText();
            Args args = arguments(name, m.arguments(), env);
            try {
                return rt.callMethod(v, name, args);
            } catch (CgxException e) {
                throw e.at(line(m.name().start), col(m.name().start));
            }
        }
        if (s instanceof CallSuffixContext call) {
            return callValue(v, arguments("function", call.arguments(), env));
        }
        IndexSuffixContext ix = (IndexSuffixContext) s;
        Object idx = expr(ix.expr(), env);
        return index(v, idx);
    }

    private Object index(Object v, Object idx) {
        int n;
        if (v instanceof CgxList l) n = l.size();
        else if (v instanceof String str) n = str.length();
        else throw new CgxException("cannot index " + rt.typeName(v) + " with [ ]");
        BigInteger i = integer(idx, "an index");
        if (i.signum() <= 0 || i.compareTo(BigInteger.valueOf(n)) > 0) {
            throw new CgxException("index " + i + " out of range 1.." + n);
        }
        int k = i.intValue() - 1;
        return v instanceof CgxList l ? l.get(k) : String.valueOf(((String) v).charAt(k));
    }

    Object callValue(Object f, Args args) {
        if (f instanceof Callable c) return c.call(args);
        throw new CgxException(rt.typeName(f) + " " + Printer.shortForm(rt.show(f)) + " is not a function");
    }

    private Args arguments(String callName, ArgumentsContext ac, Env env) { return arguments(callName, ac, env, -1); }

    /** The arguments of a call; the positional one at {@code deferred} (if any) unevaluated, as a {@link Deferred}. */
    private Args arguments(String callName, ArgumentsContext ac, Env env, int deferred) {
        List<Object> pos = new ArrayList<>();
        Map<String, Object> kw = null;
        if (ac != null) {
            for (ArgumentContext a : ac.argument()) {
                if (a instanceof KeywordArgContext k) {
                    if (kw == null) kw = new LinkedHashMap<>();
                    String key = k.ID().getText();
                    if (kw.containsKey(key)) throw error(k, "keyword " + key + " given twice");
                    kw.put(key, expr(k.expr(), env));
                } else {
                    if (kw != null) throw error(a, "positional arguments must come before keyword arguments");
                    ExprContext e = ((PositionalArgContext) a).expr();
                    pos.add(pos.size() == deferred ? new Deferred(e, env) : expr(e, env));
                }
            }
        }
        return new Args(callName, pos, kw, rt::typeName, out);
    }

    /**
     * An argument passed unevaluated ({@link Runtime#deferArgument}): called, it evaluates its
     * expression, and calls the value with no arguments if that is a function, so that
     * {@code TimeLimit(40, MisereQuotient(0.04))} and {@code TimeLimit(40, () -> MisereQuotient(0.04))}
     * both compute the quotient under the time limit.
     */
    private final class Deferred implements Callable {
        private final ExprContext e;
        private final Env env;

        Deferred(ExprContext e, Env env) { this.e = e; this.env = env; }

        @Override public Object call(Args args) {
            Object v = expr(e, env);
            return v instanceof Callable c ? c.call(args) : v;
        }

        @Override public String name() { return "expression"; }
    }

    // ------------------------------------------------------------------ primaries

    private Object primary(PrimaryContext p, Env env) {
        try {
            return primaryUnchecked(p, env);
        } catch (CgxException e) {
            throw e.at(line(p.start), col(p.start));
        }
    }

    private Object primaryUnchecked(PrimaryContext p, Env env) {
        if (p instanceof IntLitContext i) {
            String t = i.INT().getText();
            if (t.length() > 100_000) throw new CgxException("integer literal longer than 100000 digits");
            return Rational.of(new BigInteger(t));
        }
        if (p instanceof DecimalLitContext d) return Rational.parse(d.DECIMAL().getText());
        if (p instanceof CodeLitContext c) return c.CODE().getText();
        if (p instanceof StringLitContext s) return unescape(s.STRING().getText());
        if (p instanceof TrueLitContext) return true;
        if (p instanceof FalseLitContext) return false;
        if (p instanceof NilLitContext) return Nil.NIL;
        if (p instanceof StarLitContext s) return rt.makeStar(s.STAR_LIT().getText());
        if (p instanceof NameRefContext n) {
            String name = n.ID().getText();
            Object v = env.lookup(name);
            if (v != null) return v;
            do {
                Object k = rt.constant(name);
                if (k != null) return k;
                Runtime.Entry<NativeFunction> f = rt.functionEntry(name);
                if (f != null) return new NativeCallable(rt, f);
                Object r = rt.resolveName(name);
                if (r != null) return r;
            } while (rt.installAll()); // a plug-in still waiting whose index is outdated
            throw new CgxException("unknown name " + name);
        }
        if (p instanceof ParenExprContext pe) {
            if (pe.expr().size() != 1) throw new CgxException("a parenthesised list of names is only allowed before ->");
            return expr(pe.expr(0), env);
        }
        if (p instanceof ListLitContext l) {
            if (l.listTail() instanceof ComprehensionTailContext ct) return comprehension(l.expr(), ct, env);
            List<ExprContext> es = new ArrayList<>();
            if (l.expr() != null) {
                es.add(l.expr());
                es.addAll(((ElementsTailContext) l.listTail()).expr());
            }
            Object[] items = new Object[es.size()];
            for (int i = 0; i < items.length; i++) items[i] = expr(es.get(i), env);
            return CgxList.wrap(items);
        }
        if (p instanceof SetLitContext s) {
            List<Object> items = new ArrayList<>();
            for (ExprContext e : s.expr()) items.add(expr(e, env));
            return CgxSet.from(items);
        }
        if (p instanceof GameLitContext g) {
            List<Object> left = side(g.gameSide(0), env);
            Object score = add(g.addExpr(), env);
            List<Object> right = side(g.gameSide(1), env);
            return rt.makeGame(left, score, right);
        }
        if (isControl(p)) {
            // inside a larger expression: a jump out of it travels as a signal
            Object v = control(p, env);
            if (v instanceof Jump j) throw j.signal();
            return v;
        }
        if (p instanceof ProcExprContext pr) return new UserFunction(null, params(pr.params()), pr.stmtList(), env, this, pr);
        throw new IllegalStateException("unhandled primary " + p.getClass().getSimpleName());
    }

    /** An {@code if}, loop or {@code begin} block: its value, or the {@link Jump} (return, or break/continue outside its loops) it ends with. */
    private Object control(PrimaryContext p, Env env) {
        if (p instanceof IfExprContext ie) {
            List<ExprContext> conds = ie.expr();
            List<StmtListContext> bodies = ie.stmtList();
            for (int i = 0; i < conds.size(); i++) {
                if (truth(expr(conds.get(i), env), conds.get(i))) return block(bodies.get(i), env);
            }
            return bodies.size() > conds.size() ? block(bodies.get(bodies.size() - 1), env) : Nil.NIL;
        }
        if (p instanceof ForInExprContext f) {
            String var = f.ID().getText();
            ExprContext where = f.expr().size() > 1 ? f.expr(1) : null;
            for (Object x : iterable(expr(f.expr(0), env))) {
                Interrupts.check();
                env.assign(var, x);
                if (where != null && !truth(expr(where, env), where)) continue;
                Jump j = round(f.stmtList(), env);
                if (j == Jump.BREAK) break;
                if (j != null) return j;
            }
            return Nil.NIL;
        }
        if (p instanceof ForFromExprContext f) return forFrom(f, env);
        if (p instanceof WhileExprContext w) {
            while (truth(expr(w.expr(), env), w.expr())) {
                Interrupts.check();
                Jump j = round(w.stmtList(), env);
                if (j == Jump.BREAK) break;
                if (j != null) return j;
            }
            return Nil.NIL;
        }
        if (p instanceof BeginExprContext b) return block(b.stmtList(), env);
        throw new IllegalStateException("unhandled control expression " + p.getClass().getSimpleName());
    }

    /** {@code [e for x in L where c]}: the variable is local to the comprehension. */
    private Object comprehension(ExprContext body, ComprehensionTailContext ct, Env env) {
        Env inner = new Env(env);
        List<Object> items = new ArrayList<>();
        String var = ct.ID().getText();
        ExprContext where = ct.expr().size() > 1 ? ct.expr(1) : null;
        for (Object x : iterable(expr(ct.expr(0), env))) {
            Interrupts.check();
            inner.define(var, x);
            if (where != null && !truth(expr(where, inner), where)) continue;
            items.add(expr(body, inner));
        }
        return CgxList.from(items);
    }

    private Object forFrom(ForFromExprContext f, Env env) {
        List<ExprContext> es = f.expr();
        Rational from = number(expr(es.get(0), env), "the start of a for loop");
        Rational to = number(expr(es.get(1), env), "the end of a for loop");
        int k = 2;
        Rational step = Rational.ONE;
        if (f.BY() != null) step = number(expr(es.get(k++), env), "the step of a for loop");
        if (step.signum() == 0) throw error(f, "the step of a for loop must not be 0");
        ExprContext where = f.WHERE() != null ? es.get(k) : null;
        String var = f.ID().getText();
        for (Rational i = from; step.signum() > 0 ? i.compareTo(to) <= 0 : i.compareTo(to) >= 0; i = i.add(step)) {
            Interrupts.check();
            env.assign(var, i);
            if (where != null && !truth(expr(where, env), where)) continue;
            Jump j = round(f.stmtList(), env);
            if (j == Jump.BREAK) break;
            if (j != null) return j;
        }
        return Nil.NIL;
    }

    /** Runs one round of a loop's body: null to go on (continue just ends the round), {@link Jump#BREAK} to stop, or a return's jump. */
    private Jump round(StmtListContext body, Env env) {
        Object v;
        try {
            v = block(body, env);
        } catch (BreakSignal b) {
            return Jump.BREAK;
        } catch (ContinueSignal c) {
            return null;
        }
        return v instanceof Jump j && j != Jump.CONTINUE ? j : null;
    }

    private Rational number(Object v, String what) {
        if (v instanceof Rational r) return r;
        throw new CgxException(what + " must be a number, got " + rt.typeName(v));
    }

    Iterable<Object> iterable(Object v) {
        if (v instanceof CgxList l) return l;
        if (v instanceof CgxSet s) return s;
        if (v instanceof String s) {
            List<Object> cs = new ArrayList<>();
            for (char ch : s.toCharArray()) cs.add(String.valueOf(ch));
            return cs;
        }
        if (v instanceof Collection<?> c) return new ArrayList<>(c);
        throw new CgxException("cannot iterate over " + rt.typeName(v));
    }

    private List<Object> side(GameSideContext s, Env env) {
        List<Object> out = new ArrayList<>();
        for (AddExprContext a : s.addExpr()) out.add(add(a, env));
        return out;
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

    // ------------------------------------------------------------------ positions

    static int line(Token t) { return t.getLine(); }
    static int col(Token t) { return t.getCharPositionInLine() + 1; }

    private static CgxException error(ParserRuleContext where, String msg) {
        return new CgxException(msg).at(line(where.start), col(where.start));
    }

    /** A registered function used as a value, e.g. passed to Map. */
    record NativeCallable(Runtime rt, Runtime.Entry<NativeFunction> fn) implements Callable {
        @Override public String name() { return fn.name(); }
        @Override public Object call(Args args) { return rt.call(fn, args.renamed(fn.name())); }
    }

}
