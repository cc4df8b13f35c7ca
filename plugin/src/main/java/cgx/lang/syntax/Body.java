package cgx.lang.syntax;

/** A function's body: an expression ({@code x -> x + 1}, {@code def f(x) := ...}) or a block of statements. */
public sealed interface Body permits Block, Expr {}
