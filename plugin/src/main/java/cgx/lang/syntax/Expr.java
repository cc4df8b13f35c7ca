package cgx.lang.syntax;

import java.util.List;
import java.util.Set;

/**
 * An expression of the worksheet language. {@link #pos()} is where it starts; nodes whose errors
 * are placed at an operator or a bracket carry that place too. Operator precedence and
 * associativity are settled by the grammar: the tree holds the result.
 */
public sealed interface Expr extends Body {
    Pos pos();

    /** A literal whose value the parser knows: a number (a {@link cgx.core.Rational}), a code or a string, true or false. */
    record Const(Pos pos, Object value) implements Expr {}

    /** {@code nil} */
    record NilLit(Pos pos) implements Expr {}

    /** A star literal ({@code *2/320}, {@code *(2/0)0}, {@code *[4,2]}), read by the plug-ins that own star literals. */
    record Star(Pos pos, String text) implements Expr {}

    /** Something that fails with {@code message} when evaluated (an integer literal too long, a malformed parameter list). */
    record Fail(Pos pos, String message) implements Expr {}

    /** A name: a variable, a registered constant or function, or a name a plug-in resolves. */
    record Name(Pos pos, String name) implements Expr {}

    /** {@code (e)}: kept so that a block in parentheses is part of an expression, not a statement's own. */
    record Paren(Pos pos, Expr inner) implements Expr {}

    /** {@code ()} or {@code (a, b, ...)}: only the parameters of a function ({@code (a, b) -> ...}); anywhere else it fails when evaluated. */
    record Tuple(Pos pos, List<Expr> items) implements Expr {
        public Tuple { items = List.copyOf(items); }
    }

    /** {@code a or b or ...} (short-circuit) */
    record Or(Pos pos, List<Expr> operands) implements Expr {
        public Or { operands = List.copyOf(operands); }
    }

    /** {@code a and b and ...} (short-circuit) */
    record And(Pos pos, List<Expr> operands) implements Expr {
        public And { operands = List.copyOf(operands); }
    }

    record Not(Pos pos, Expr operand) implements Expr {}

    /** {@code a op b} for op one of == != < <= > >=; errors are placed at the operator. */
    record Compare(Pos pos, Pos opPos, String op, Expr left, Expr right) implements Expr {}

    /** {@code a..b}: the list of integers from a to b. */
    record Range(Pos pos, Pos opPos, Expr from, Expr to) implements Expr {}

    /** {@code a op b} for op one of + - * / % ^; errors are placed at the operator. */
    record Arith(Pos pos, Pos opPos, String op, Expr left, Expr right) implements Expr {}

    /** {@code -a} or {@code +a}. */
    record Unary(Pos pos, String op, Expr operand) implements Expr {}

    /** An argument of a call: positional ({@code keyword} null) or {@code keyword => value}. */
    record Arg(Pos pos, String keyword, Expr value) {}

    /** {@code f(args)}: where {@code f} is a {@link Name}, a variable or a registered function, and errors are placed at the name; else at the '('. */
    record Call(Pos pos, Pos parenPos, Expr callee, List<Arg> args) implements Expr {
        public Call { args = List.copyOf(args); }
    }

    /** {@code x.name} or {@code x.name(args)} ({@code args} null without parentheses); errors at the '.' or the name. */
    record Member(Pos pos, Pos dotPos, Pos namePos, Expr target, String name, List<Arg> args) implements Expr {
        public Member { args = args == null ? null : List.copyOf(args); }
    }

    /** {@code x[i]}; errors at the '['. */
    record Index(Pos pos, Pos bracketPos, Expr target, Expr index) implements Expr {}

    /** {@code [a, b, c]} */
    record ListOf(Pos pos, List<Expr> items) implements Expr {
        public ListOf { items = List.copyOf(items); }
    }

    /** {@code [body for var in source where condition]} ({@code where} null when absent). */
    record Comprehension(Pos pos, Expr body, String var, Expr source, Expr where) implements Expr {}

    /** {@code {a, b, c}} */
    record SetOf(Pos pos, List<Expr> items) implements Expr {
        public SetOf { items = List.copyOf(items); }
    }

    /** A scoring game {@code <left | score | right>}, read by the plug-ins that own game literals. */
    record Game(Pos pos, List<Expr> left, Expr score, List<Expr> right) implements Expr {
        public Game { left = List.copyOf(left); right = List.copyOf(right); }
    }

    /**
     * A guaranteed scoring game {@code <left | right>} (two parts), read by the plug-ins that own
     * two-sided game literals. Each side is either its options or an adorned empty set {@code ^s}.
     */
    record Sided(Pos pos, Side left, Side right) implements Expr {}

    /** A side of {@link Sided}: {@code adornment} (the {@code s} of {@code ^s}) or, when it is null, {@code options}. */
    record Side(Pos pos, Expr adornment, List<Expr> options) {
        public Side { options = List.copyOf(options); }
    }

    /** {@code x -> body} or {@code (a, b) -> body}, with its text as typed and the names its body reads that are not parameters. */
    record Lambda(Pos pos, List<String> params, Expr body, String source, Set<String> freeNames) implements Expr {
        public Lambda { params = List.copyOf(params); freeNames = Set.copyOf(freeNames); }
    }

    /** {@code proc(params) ... end}, with its text as typed and the names its body reads that are not parameters. */
    record Proc(Pos pos, List<String> params, Block body, String source, Set<String> freeNames) implements Expr {
        public Proc { params = List.copyOf(params); freeNames = Set.copyOf(freeNames); }
    }

    /** {@code if c1 then b1 elseif c2 then b2 ... else b end}: {@code bodies} has one more element than {@code conditions} when there is an else. */
    record If(Pos pos, List<Expr> conditions, List<Block> bodies) implements Expr {
        public If { conditions = List.copyOf(conditions); bodies = List.copyOf(bodies); }
    }

    /** {@code for var in source where condition do body end} ({@code where} null when absent). */
    record ForIn(Pos pos, String var, Expr source, Expr where, Block body) implements Expr {}

    /** {@code for var from a to b by step where condition do body end} ({@code by}, {@code where} null when absent). */
    record ForFrom(Pos pos, String var, Expr from, Expr to, Expr by, Expr where, Block body) implements Expr {}

    /** {@code while condition do body end} */
    record While(Pos pos, Expr condition, Block body) implements Expr {}

    /** {@code begin body end} */
    record Begin(Pos pos, Block body) implements Expr {}

    /** Whether this is an {@code if}, a loop or a {@code begin}: a block whose statements may end it by return, break or continue. */
    default boolean isControl() {
        return this instanceof If || this instanceof ForIn || this instanceof ForFrom || this instanceof While || this instanceof Begin;
    }
}
