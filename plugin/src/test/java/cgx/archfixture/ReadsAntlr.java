package cgx.archfixture;

/** A class outside cgx.lang.syntax that reads ANTLR's parse tree: LayersTest must catch it. */
public final class ReadsAntlr {
    public static int line(org.antlr.v4.runtime.Token t) { return t.getLine(); }

    public static int rule() { return cgx.grammar.CgxParser.RULE_expr; }
}
