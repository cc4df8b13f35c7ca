package cgx.lang.syntax;

/** A place in the source: line and column, both from 1. */
public record Pos(int line, int col) {}
