package cgx.lang;

import cgx.core.Rational;
import cgx.core.Interrupts;
import cgx.core.CgxException;

import cgx.lang.syntax.Block;
import cgx.lang.syntax.Body;
import cgx.lang.syntax.Expr;
import cgx.lang.syntax.Pos;
import cgx.lang.syntax.Stmt;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Evaluates syntax trees of the worksheet language ({@link cgx.lang.syntax}) against a {@link Runtime}. */
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
    void runTop(Block list, Env env, StatementSink each) {
        List<Stmt> stmts = list.statements();
        for (int i = 0; i < stmts.size(); i++) {
            Stmt s = stmts.get(i);
            Interrupts.check();
            Object v;
            try {
                v = statement(s, env);
            } catch (BreakSignal | ContinueSignal e) {
                throw error(s.pos(), "break or continue outside a loop");
            } catch (ReturnSignal r) {
                v = r.value;
            }
            if (v instanceof Jump j) {
                if (!j.isReturn()) throw error(s.pos(), "break or continue outside a loop");
                v = j.value;
            }
            each.accept(s, v, list.silent().get(i));
        }
    }

    interface StatementSink {
        void accept(Stmt s, Object value, boolean silent);
    }

    /** Runs the statements in order: the last one's value, or the {@link Jump} that ended the block. */
    Object block(Block list, Env env) {
        Object last = Nil.NIL;
        for (Stmt s : list.statements()) {
            Interrupts.check();
            last = statement(s, env);
            if (last instanceof Jump) return last;
        }
        return last;
    }

    private Object statement(Stmt s, Env env) {
        try {
            if (s instanceof Stmt.ExprStmt e) return statementExpr(e.expr(), env);
            if (s instanceof Stmt.Assign a) {
                Object v = expr(a.value(), env);
                env.assign(a.name(), v);
                return v;
            }
            if (s instanceof Stmt.Def d) {
                env.assign(d.name(), new UserFunction(d.name(), d.params(), d.body(), env, this));
                return Nil.NIL;
            }
            if (s instanceof Stmt.Return r) return Jump.ofReturn(r.value() == null ? Nil.NIL : expr(r.value(), env));
            if (s instanceof Stmt.Break) return Jump.BREAK;
            if (s instanceof Stmt.Continue) return Jump.CONTINUE;
            throw new IllegalStateException("unhandled statement " + s.getClass().getSimpleName());
        } catch (CgxException e) {
            throw at(e, s.pos());
        }
    }

    /** Calls a user function's body in its local scope. */
    Object invoke(UserFunction f, Env local, Body body) {
        if (++callDepth > MAX_CALL_DEPTH) {
            callDepth = 0;
            throw new CgxException("recursion deeper than " + MAX_CALL_DEPTH + " calls");
        }
        try {
            Object v = body instanceof Block b ? block(b, local) : statementExpr((Expr) body, local);
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
    private Object statementExpr(Expr e, Env env) {
        return e.isControl() ? control(e, env) : expr(e, env);
    }

    /** The value of an expression. Each kind of node places its own errors: at its operator, bracket or name, else where it starts. */
    Object expr(Expr e, Env env) {
        if (e instanceof Expr.Name n) return name(n, env);
        if (e instanceof Expr.Const c) return c.value();
        if (e instanceof Expr.Arith a) return arith(a.opPos(), a.op(), expr(a.left(), env), expr(a.right(), env));
        if (e instanceof Expr.Call c) return call(c, env);
        if (e instanceof Expr.Member m) return member(m, env);
        if (e instanceof Expr.Compare c) return compare(c, env);
        if (e instanceof Expr.Index ix) return index(ix, env);
        if (e instanceof Expr.And a) {
            for (Expr x : a.operands()) if (!truth(expr(x, env), x)) return false;
            return true;
        }
        if (e instanceof Expr.Or o) {
            for (Expr x : o.operands()) if (truth(expr(x, env), x)) return true;
            return false;
        }
        if (e instanceof Expr.Not n) return !truth(expr(n.operand(), env), n.operand());
        if (e instanceof Expr.Unary u) {
            Object v = expr(u.operand(), env);
            if (u.op().equals("+")) return v;
            try {
                return v instanceof Rational r ? r.negate() : rt.applyUnary("-", v);
            } catch (CgxException x) {
                throw at(x, u.pos());
            }
        }
        if (e instanceof Expr.Range r) return range(r, env);
        if (e instanceof Expr.Lambda l) return new UserFunction(null, l.params(), l.body(), env, this, l.source(), l.freeNames());
        return primary(e, env);
    }

    /** The literals, collections, games and blocks: errors placed where they start. */
    private Object primary(Expr e, Env env) {
        try {
            if (e instanceof Expr.Paren p) return expr(p.inner(), env);
            if (e instanceof Expr.ListOf l) {
                Object[] items = new Object[l.items().size()];
                for (int i = 0; i < items.length; i++) items[i] = expr(l.items().get(i), env);
                return CgxList.wrap(items);
            }
            if (e instanceof Expr.Star s) return rt.makeStar(s.text());
            if (e instanceof Expr.NilLit) return Nil.NIL;
            if (e instanceof Expr.Game g) {
                List<Object> left = values(g.left(), env);
                Object score = expr(g.score(), env);
                List<Object> right = values(g.right(), env);
                return rt.makeGame(left, score, right);
            }
            if (e instanceof Expr.Sided g) return rt.makeSidedGame(side(g.left(), env), side(g.right(), env));
            if (e instanceof Expr.SetOf s) return CgxSet.from(values(s.items(), env));
            if (e instanceof Expr.Comprehension c) return comprehension(c, env);
            if (e.isControl()) {
                // inside a larger expression: a jump out of it travels as a signal
                Object v = control(e, env);
                if (v instanceof Jump j) throw j.signal();
                return v;
            }
            if (e instanceof Expr.Proc p) return new UserFunction(null, p.params(), p.body(), env, this, p.source(), p.freeNames());
            if (e instanceof Expr.Fail f) throw new CgxException(f.message());
            if (e instanceof Expr.Tuple) throw new CgxException("a parenthesised list of names is only allowed before ->");
            throw new IllegalStateException("unhandled expression " + e.getClass().getSimpleName());
        } catch (CgxException x) {
            throw at(x, e.pos());
        }
    }

    /** A name's value: a variable, a constant, a registered function, or what a plug-in resolves it to; errors placed at the name. */
    private Object name(Expr.Name n, Env env) {
        String name = n.name();
        Object v = env.lookup(name);
        if (v != null) return v;
        try {
            do {
                Object k = rt.constant(name);
                if (k != null) return k;
                Runtime.Entry<NativeFunction> f = rt.functionEntry(name);
                if (f != null) return new NativeCallable(rt, f);
                Object r = rt.resolveName(name);
                if (r != null) return r;
            } while (rt.installAll()); // a plug-in still waiting whose index is outdated
            throw new CgxException("unknown name " + name);
        } catch (CgxException x) {
            throw at(x, n.pos());
        }
    }

    boolean truth(Object v, Expr where) {
        if (v instanceof Boolean b) return b;
        throw error(where.pos(), "a condition must be true or false, got " + rt.typeName(v) + " " + rt.show(v));
    }

    private Object compare(Expr.Compare c, Env env) {
        Object a = expr(c.left(), env);
        Object b = expr(c.right(), env);
        String op = c.op();
        try {
            if (op.equals("==") || op.equals("!=")) return op.equals("==") == rt.valueEquals(a, b);
            if (rt.binaryOp(op, a, b) != null) return rt.applyBinary(op, a, b);
            int k;
            if (a instanceof Rational x && b instanceof Rational y) k = x.compareTo(y);
            else if (a instanceof String x && b instanceof String y) k = x.compareTo(y);
            else throw new CgxException("cannot compare " + rt.typeName(a) + " and " + rt.typeName(b) + " with " + op);
            return switch (op) {
                case "<" -> k < 0;
                case "<=" -> k <= 0;
                case ">" -> k > 0;
                default -> k >= 0;
            };
        } catch (CgxException e) {
            throw at(e, c.opPos());
        }
    }

    private Object range(Expr.Range r, Env env) {
        Object a = expr(r.from(), env);
        Object b = expr(r.to(), env);
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
            throw at(e, r.opPos());
        }
    }

    private BigInteger integer(Object v, String what) {
        return rt.integerArg(v, what);
    }

    /** Applies an arithmetic operator; an error is placed at the operator. */
    private Object arith(Pos op, String symbol, Object a, Object b) {
        try {
            return rt.applyArith(symbol, a, b);
        } catch (CgxException e) {
            throw at(e, op);
        }
    }

    /** {@code f(args)}: a name called directly is a variable holding a function, else a registered function. */
    private Object call(Expr.Call c, Env env) {
        if (c.callee() instanceof Expr.Name n) {
            String name = n.name();
            Object var = env.lookup(name);
            Args args = arguments(name, c.args(), env, var == null ? rt.deferredArgument(name) : -1);
            try {
                return var != null ? callValue(var, args) : rt.callFunction(name, args);
            } catch (CgxException e) {
                throw at(e, n.pos());
            } catch (StackOverflowError so) {
                throw at(new CgxException("computation nested too deeply (stack exhausted)"), n.pos());
            }
        }
        Object f = expr(c.callee(), env);
        try {
            return callValue(f, arguments("function", c.args(), env, -1));
        } catch (CgxException e) {
            throw at(e, c.parenPos());
        }
    }

    /** {@code x.name(args)}: errors in the arguments placed at the '.', the method's own at its name. */
    private Object member(Expr.Member m, Env env) {
        Object target = expr(m.target(), env);
        try {
            Args args = arguments(m.name(), m.args(), env, -1);
            try {
                return rt.callMethod(target, m.name(), args);
            } catch (CgxException x) {
                throw at(x, m.namePos());
            }
        } catch (CgxException x) {
            throw at(x, m.dotPos());
        }
    }

    /** {@code x[i]}: errors placed at the '['. */
    private Object index(Expr.Index ix, Env env) {
        Object target = expr(ix.target(), env);
        try {
            return index(target, expr(ix.index(), env));
        } catch (CgxException x) {
            throw at(x, ix.bracketPos());
        }
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

    /** The arguments of a call; the positional one at {@code deferred} (if any) unevaluated, as a {@link Deferred}. */
    private Args arguments(String callName, List<Expr.Arg> given, Env env, int deferred) {
        List<Object> pos = new ArrayList<>();
        Map<String, Object> kw = null;
        if (given != null) {
            for (Expr.Arg a : given) {
                if (a.keyword() != null) {
                    if (kw == null) kw = new LinkedHashMap<>();
                    if (kw.containsKey(a.keyword())) throw error(a.pos(), "keyword " + a.keyword() + " given twice");
                    kw.put(a.keyword(), expr(a.value(), env));
                } else {
                    if (kw != null) throw error(a.pos(), "positional arguments must come before keyword arguments");
                    pos.add(pos.size() == deferred ? new Deferred(a.value(), env) : expr(a.value(), env));
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
        private final Expr e;
        private final Env env;

        Deferred(Expr e, Env env) { this.e = e; this.env = env; }

        @Override public Object call(Args args) {
            Object v = expr(e, env);
            return v instanceof Callable c ? c.call(args) : v;
        }

        @Override public String name() { return "expression"; }
    }

    private SidedGameLiteralFactory.Side side(Expr.Side s, Env env) {
        if (s.adornment() != null) return new SidedGameLiteralFactory.Side(expr(s.adornment(), env), List.of());
        return new SidedGameLiteralFactory.Side(null, values(s.options(), env));
    }

    private List<Object> values(List<Expr> es, Env env) {
        List<Object> out = new ArrayList<>(es.size());
        for (Expr x : es) out.add(expr(x, env));
        return out;
    }

    // ------------------------------------------------------------------ blocks

    /** An {@code if}, loop or {@code begin} block: its value, or the {@link Jump} (return, or break/continue outside its loops) it ends with. */
    private Object control(Expr e, Env env) {
        if (e instanceof Expr.If ie) {
            List<Expr> conds = ie.conditions();
            List<Block> bodies = ie.bodies();
            for (int i = 0; i < conds.size(); i++) {
                if (truth(expr(conds.get(i), env), conds.get(i))) return block(bodies.get(i), env);
            }
            return bodies.size() > conds.size() ? block(bodies.get(bodies.size() - 1), env) : Nil.NIL;
        }
        if (e instanceof Expr.ForIn f) {
            for (Object x : iterable(expr(f.source(), env))) {
                Interrupts.check();
                env.assign(f.var(), x);
                if (f.where() != null && !truth(expr(f.where(), env), f.where())) continue;
                Jump j = round(f.body(), env);
                if (j == Jump.BREAK) break;
                if (j != null) return j;
            }
            return Nil.NIL;
        }
        if (e instanceof Expr.ForFrom f) return forFrom(f, env);
        if (e instanceof Expr.While w) {
            while (truth(expr(w.condition(), env), w.condition())) {
                Interrupts.check();
                Jump j = round(w.body(), env);
                if (j == Jump.BREAK) break;
                if (j != null) return j;
            }
            return Nil.NIL;
        }
        if (e instanceof Expr.Begin b) return block(b.body(), env);
        throw new IllegalStateException("unhandled control expression " + e.getClass().getSimpleName());
    }

    /** {@code [e for x in L where c]}: the variable is local to the comprehension. */
    private Object comprehension(Expr.Comprehension c, Env env) {
        Env inner = new Env(env);
        List<Object> items = new ArrayList<>();
        for (Object x : iterable(expr(c.source(), env))) {
            Interrupts.check();
            inner.define(c.var(), x);
            if (c.where() != null && !truth(expr(c.where(), inner), c.where())) continue;
            items.add(expr(c.body(), inner));
        }
        return CgxList.from(items);
    }

    private Object forFrom(Expr.ForFrom f, Env env) {
        Rational from = number(expr(f.from(), env), "the start of a for loop");
        Rational to = number(expr(f.to(), env), "the end of a for loop");
        Rational step = f.by() == null ? Rational.ONE : number(expr(f.by(), env), "the step of a for loop");
        if (step.signum() == 0) throw error(f.pos(), "the step of a for loop must not be 0");
        for (Rational i = from; step.signum() > 0 ? i.compareTo(to) <= 0 : i.compareTo(to) >= 0; i = i.add(step)) {
            Interrupts.check();
            env.assign(f.var(), i);
            if (f.where() != null && !truth(expr(f.where(), env), f.where())) continue;
            Jump j = round(f.body(), env);
            if (j == Jump.BREAK) break;
            if (j != null) return j;
        }
        return Nil.NIL;
    }

    /** Runs one round of a loop's body: null to go on (continue just ends the round), {@link Jump#BREAK} to stop, or a return's jump. */
    private Jump round(Block body, Env env) {
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

    // ------------------------------------------------------------------ positions

    private static CgxException at(CgxException e, Pos p) { return e.at(p.line(), p.col()); }

    private static CgxException error(Pos p, String msg) { return at(new CgxException(msg), p); }

    /** A registered function used as a value, e.g. passed to Map. */
    record NativeCallable(Runtime rt, Runtime.Entry<NativeFunction> fn) implements Callable {
        @Override public String name() { return fn.name(); }
        @Override public Object call(Args args) { return rt.call(fn, args.renamed(fn.name())); }
    }

}
