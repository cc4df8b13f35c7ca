package cgx.lang.syntax;

import java.util.List;

/** A statement of the worksheet language (the grammar's {@code statement} rule). */
public sealed interface Stmt {
    /** Where the statement starts: errors inside it that have no place of their own are placed here. */
    Pos pos();

    /** {@code name := value} */
    record Assign(Pos pos, String name, Expr value) implements Stmt {}

    /** {@code def name(params) := expr} or {@code def name(params) ... end} */
    record Def(Pos pos, String name, List<String> params, Body body) implements Stmt {
        public Def { params = List.copyOf(params); }
    }

    /** {@code return} or {@code return value}; value is null for a bare return. */
    record Return(Pos pos, Expr value) implements Stmt {}

    record Break(Pos pos) implements Stmt {}

    record Continue(Pos pos) implements Stmt {}

    /** An expression in a statement's place. */
    record ExprStmt(Pos pos, Expr expr) implements Stmt {}
}
