package cgx.lang;

import cgx.grammar.CgxParser.*;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;

import static cgx.grammar.CgxLexer.*;

/**
 * The parser rules of Cgx.g4 written out as a recursive descent over {@link WorksheetLexer}'s
 * tokens: for a script without a syntax error it builds the tree ANTLR's generated CgxParser
 * builds (the same contexts, labelled alternatives included, the same children, start and stop
 * tokens; only the invoking ATN states, which nothing reads, are not kept), without ANTLR's ATN,
 * whose deserialisation and prediction cost a cold start 30-35 ms. At the first token no rule
 * can take it gives up, and {@link Parsing} parses again with CgxParser, whose messages say what
 * was expected. Its decisions are the generated parser's: one token of lookahead, except where
 * the grammar needs more (a statement's {@code x :=} and {@code def f(..) :=}, a keyword argument,
 * {@code for x in} against {@code for x from}, and separators before another statement), and
 * ANTLR's choice of the first alternative where two parse the same text (separators before the
 * first statement, the parentheses after {@code .name}).
 */
final class WorksheetParser {
    private final TokenStream in;
    private ParserRuleContext cur;
    private boolean matchedEOF;

    private WorksheetParser(TokenStream in) { this.in = in; }

    /** The script's tree, or null if the tokens are not a script (or nest too deeply for this thread's stack). */
    static ScriptContext parse(TokenStream in) {
        try {
            return new WorksheetParser(in).script();
        } catch (NoParse | StackOverflowError e) {
            return null;
        }
    }

    private static final class NoParse extends RuntimeException {
        NoParse() { super(null, null, false, false); }
    }

    private static final NoParse NO = new NoParse();

    // ---------------------------------------------------------------- the first tokens of rules

    private static final boolean[] PRIMARY = set(INT, DECIMAL, CODE, STRING, TRUE, FALSE, NIL, STAR_LIT, ID, LPAREN, LBRACK, LBRACE, LGAME,
            IF, FOR, WHILE, PROC, BEGIN);
    private static final boolean[] ADD_EXPR = union(PRIMARY, MINUS, PLUS);
    private static final boolean[] EXPR = union(ADD_EXPR, NOT);
    private static final boolean[] STATEMENT = union(EXPR, DEF, RETURN, BREAK, CONTINUE);
    private static final boolean[] CMP_OP = set(EQ, NE, LT, LE, GT, GE);

    private static boolean[] set(int... types) { return union(new boolean[0], types); }

    private static boolean[] union(boolean[] base, int... types) {
        int max = base.length - 1;
        for (int t : types) max = Math.max(max, t);
        boolean[] s = java.util.Arrays.copyOf(base, max + 1);
        for (int t : types) s[t] = true;
        return s;
    }

    private static boolean starts(boolean[] set, int type) { return type >= 0 && type < set.length && set[type]; }

    // ---------------------------------------------------------------- ANTLR's tree building

    private int la(int k) { return in.LA(k); }

    /** The current token, which must be of that type, as a child of the current rule (EOF is matched, not consumed). */
    private void match(int type) {
        Token t = in.LT(1);
        if (t.getType() != type) throw NO;
        if (type == Token.EOF) matchedEOF = true;
        else in.consume();
        cur.addChild(new TerminalNodeImpl(t));
    }

    /** Enters a rule (its context made with the current one as parent): its start token, and its place among the parent's children. */
    private <C extends ParserRuleContext> C enter(C c) {
        c.start = in.LT(1);
        if (cur != null) cur.addChild(c);
        cur = c;
        return c;
    }

    /** A labelled alternative's context takes the place of its rule's (copied from it). */
    private <C extends ParserRuleContext> C alt(C c) {
        ParserRuleContext parent = c.getParent();
        if (parent != null) {
            parent.removeLastChild();
            parent.addChild(c);
        }
        cur = c;
        return c;
    }

    /** Leaves the current rule: its stop token is the last one consumed (EOF once EOF is matched). */
    private void exit() {
        cur.stop = matchedEOF ? in.LT(1) : in.LT(-1);
        cur = cur.getParent();
    }

    // ---------------------------------------------------------------- the rules

    // script : stmtList EOF ;
    private ScriptContext script() {
        ScriptContext c = enter(new ScriptContext(null, -1));
        stmtList();
        match(Token.EOF);
        exit();
        return c;
    }

    // stmtList : sep* (statement (sep+ statement)*)? sep* ;
    private void stmtList() {
        enter(new StmtListContext(cur, 0));
        while (isSep(la(1))) sep();
        if (starts(STATEMENT, la(1))) {
            statement();
            while (isSep(la(1)) && starts(STATEMENT, afterSeps())) {
                do sep(); while (isSep(la(1)));
                statement();
            }
        }
        while (isSep(la(1))) sep();
        exit();
    }

    private static boolean isSep(int t) { return t == SEMI || t == NL; }

    /** The token after the separators that start here. */
    private int afterSeps() {
        int k = 1;
        while (isSep(la(k))) k++;
        return la(k);
    }

    // sep : SEMI | NL ;
    private void sep() {
        enter(new SepContext(cur, 0));
        match(la(1) == SEMI ? SEMI : NL);
        exit();
    }

    // statement : ID ASSIGN expr | DEF ID LPAREN params? RPAREN ASSIGN expr | DEF ID LPAREN params? RPAREN stmtList END
    //           | RETURN expr? | BREAK | CONTINUE | expr ;
    private void statement() {
        StatementContext base = enter(new StatementContext(cur, 0));
        int t = la(1);
        if (t == ID && la(2) == ASSIGN) {
            alt(new AssignStmtContext(base));
            match(ID);
            match(ASSIGN);
            expr();
        } else if (t == DEF) {
            boolean byExpr = defByExpr();
            alt(byExpr ? new DefExprStmtContext(base) : new DefBlockStmtContext(base));
            match(DEF);
            match(ID);
            match(LPAREN);
            if (la(1) == ID) params();
            match(RPAREN);
            if (byExpr) {
                match(ASSIGN);
                expr();
            } else {
                stmtList();
                match(END);
            }
        } else if (t == RETURN) {
            alt(new ReturnStmtContext(base));
            match(RETURN);
            if (starts(EXPR, la(1))) expr();
        } else if (t == BREAK) {
            alt(new BreakStmtContext(base));
            match(BREAK);
        } else if (t == CONTINUE) {
            alt(new ContinueStmtContext(base));
            match(CONTINUE);
        } else if (starts(EXPR, t)) {
            alt(new ExprStmtContext(base));
            expr();
        } else {
            throw NO;
        }
        exit();
    }

    /** At DEF: whether {@code def f(params) :=} follows (else the block form). */
    private boolean defByExpr() {
        int k = 4; // DEF ID LPAREN, then the parameters
        if (la(k) == ID) {
            k++;
            while (la(k) == COMMA && la(k + 1) == ID) k += 2;
        }
        return la(k) == RPAREN && la(k + 1) == ASSIGN;
    }

    // params : ID (COMMA ID)* ;
    private void params() {
        enter(new ParamsContext(cur, 0));
        match(ID);
        while (la(1) == COMMA) {
            match(COMMA);
            match(ID);
        }
        exit();
    }

    // expr : orExpr (ARROW expr)? ;
    private void expr() {
        enter(new ExprContext(cur, 0));
        orExpr();
        if (la(1) == ARROW) {
            match(ARROW);
            expr();
        }
        exit();
    }

    // orExpr : andExpr (OR andExpr)* ;
    private void orExpr() {
        enter(new OrExprContext(cur, 0));
        andExpr();
        while (la(1) == OR) {
            match(OR);
            andExpr();
        }
        exit();
    }

    // andExpr : notExpr (AND notExpr)* ;
    private void andExpr() {
        enter(new AndExprContext(cur, 0));
        notExpr();
        while (la(1) == AND) {
            match(AND);
            notExpr();
        }
        exit();
    }

    // notExpr : NOT notExpr | cmpExpr ;
    private void notExpr() {
        enter(new NotExprContext(cur, 0));
        if (la(1) == NOT) {
            match(NOT);
            notExpr();
        } else {
            cmpExpr();
        }
        exit();
    }

    // cmpExpr : rangeExpr (cmpOp rangeExpr)? ;  cmpOp : EQ | NE | LT | LE | GT | GE ;
    private void cmpExpr() {
        enter(new CmpExprContext(cur, 0));
        rangeExpr();
        if (starts(CMP_OP, la(1))) {
            enter(new CmpOpContext(cur, 0));
            match(la(1));
            exit();
            rangeExpr();
        }
        exit();
    }

    // rangeExpr : addExpr (DOTDOT addExpr)? ;
    private void rangeExpr() {
        enter(new RangeExprContext(cur, 0));
        addExpr();
        if (la(1) == DOTDOT) {
            match(DOTDOT);
            addExpr();
        }
        exit();
    }

    // addExpr : mulExpr (addOp mulExpr)* ;  addOp : PLUS | MINUS ;
    private void addExpr() {
        enter(new AddExprContext(cur, 0));
        mulExpr();
        while (la(1) == PLUS || la(1) == MINUS) {
            enter(new AddOpContext(cur, 0));
            match(la(1));
            exit();
            mulExpr();
        }
        exit();
    }

    // mulExpr : unaryExpr (mulOp unaryExpr)* ;  mulOp : STAR | SLASH | PERCENT ;
    private void mulExpr() {
        enter(new MulExprContext(cur, 0));
        unaryExpr();
        while (la(1) == STAR || la(1) == SLASH || la(1) == PERCENT) {
            enter(new MulOpContext(cur, 0));
            match(la(1));
            exit();
            unaryExpr();
        }
        exit();
    }

    // unaryExpr : MINUS unaryExpr | PLUS unaryExpr | powExpr ;
    private void unaryExpr() {
        enter(new UnaryExprContext(cur, 0));
        if (la(1) == MINUS || la(1) == PLUS) {
            match(la(1));
            unaryExpr();
        } else {
            powExpr();
        }
        exit();
    }

    // powExpr : postfix (CARET unaryExpr)? ;
    private void powExpr() {
        enter(new PowExprContext(cur, 0));
        postfix();
        if (la(1) == CARET) {
            match(CARET);
            unaryExpr();
        }
        exit();
    }

    // postfix : primary suffix* ;
    private void postfix() {
        enter(new PostfixContext(cur, 0));
        primary();
        while (la(1) == DOT || la(1) == LPAREN || la(1) == LBRACK) suffix();
        exit();
    }

    // suffix : DOT name (LPAREN arguments? RPAREN)? | LPAREN arguments? RPAREN | LBRACK expr RBRACK ;  name : ID ;
    // After DOT name a '(' is always the member's call (ANTLR's first alternative of an ambiguity).
    private void suffix() {
        SuffixContext base = enter(new SuffixContext(cur, 0));
        switch (la(1)) {
            case DOT -> {
                alt(new MemberSuffixContext(base));
                match(DOT);
                enter(new NameContext(cur, 0));
                match(ID);
                exit();
                if (la(1) == LPAREN) callArguments();
            }
            case LPAREN -> {
                alt(new CallSuffixContext(base));
                callArguments();
            }
            case LBRACK -> {
                alt(new IndexSuffixContext(base));
                match(LBRACK);
                expr();
                match(RBRACK);
            }
            default -> throw NO;
        }
        exit();
    }

    /** LPAREN arguments? RPAREN */
    private void callArguments() {
        match(LPAREN);
        if (starts(EXPR, la(1))) arguments();
        match(RPAREN);
    }

    // arguments : argument (COMMA argument)* ;  argument : ID FATARROW expr | expr ;
    private void arguments() {
        enter(new ArgumentsContext(cur, 0));
        argument();
        while (la(1) == COMMA) {
            match(COMMA);
            argument();
        }
        exit();
    }

    private void argument() {
        ArgumentContext base = enter(new ArgumentContext(cur, 0));
        if (la(1) == ID && la(2) == FATARROW) {
            alt(new KeywordArgContext(base));
            match(ID);
            match(FATARROW);
        } else {
            alt(new PositionalArgContext(base));
        }
        expr();
        exit();
    }

    // primary : the literals, ID, ( ), [ ], { }, a game < | | >, if, for, while, proc, begin
    private void primary() {
        PrimaryContext base = enter(new PrimaryContext(cur, 0));
        switch (la(1)) {
            case INT -> literal(new IntLitContext(base), INT);
            case DECIMAL -> literal(new DecimalLitContext(base), DECIMAL);
            case CODE -> literal(new CodeLitContext(base), CODE);
            case STRING -> literal(new StringLitContext(base), STRING);
            case TRUE -> literal(new TrueLitContext(base), TRUE);
            case FALSE -> literal(new FalseLitContext(base), FALSE);
            case NIL -> literal(new NilLitContext(base), NIL);
            case STAR_LIT -> literal(new StarLitContext(base), STAR_LIT);
            case ID -> literal(new NameRefContext(base), ID);
            case LPAREN -> {
                alt(new ParenExprContext(base));
                bracketed(LPAREN, RPAREN);
            }
            case LBRACK -> {
                alt(new ListLitContext(base));
                match(LBRACK);
                if (starts(EXPR, la(1))) {
                    expr();
                    listTail();
                }
                match(RBRACK);
            }
            case LBRACE -> {
                alt(new SetLitContext(base));
                bracketed(LBRACE, RBRACE);
            }
            case LGAME -> {
                alt(new GameLitContext(base));
                match(LGAME);
                gameSide();
                match(BAR);
                addExpr();
                match(BAR);
                gameSide();
                match(GT);
            }
            case IF -> ifExpr(base);
            case FOR -> forExpr(base);
            case WHILE -> {
                alt(new WhileExprContext(base));
                match(WHILE);
                expr();
                match(DO);
                stmtList();
                match(END);
            }
            case PROC -> {
                alt(new ProcExprContext(base));
                match(PROC);
                match(LPAREN);
                if (la(1) == ID) params();
                match(RPAREN);
                stmtList();
                match(END);
            }
            case BEGIN -> {
                alt(new BeginExprContext(base));
                match(BEGIN);
                stmtList();
                match(END);
            }
            default -> throw NO;
        }
        exit();
    }

    private void literal(PrimaryContext c, int type) {
        alt(c);
        match(type);
    }

    /** open (expr (COMMA expr)*)? close */
    private void bracketed(int open, int close) {
        match(open);
        if (starts(EXPR, la(1))) {
            expr();
            while (la(1) == COMMA) {
                match(COMMA);
                expr();
            }
        }
        match(close);
    }

    // IF expr THEN stmtList (ELSEIF expr THEN stmtList)* (ELSE stmtList)? END
    private void ifExpr(PrimaryContext base) {
        alt(new IfExprContext(base));
        match(IF);
        expr();
        match(THEN);
        stmtList();
        while (la(1) == ELSEIF) {
            match(ELSEIF);
            expr();
            match(THEN);
            stmtList();
        }
        if (la(1) == ELSE) {
            match(ELSE);
            stmtList();
        }
        match(END);
    }

    // FOR ID IN expr (WHERE expr)? DO stmtList END | FOR ID FROM expr TO expr (BY expr)? (WHERE expr)? DO stmtList END
    private void forExpr(PrimaryContext base) {
        boolean overList = la(2) == ID && la(3) == IN;
        alt(overList ? new ForInExprContext(base) : new ForFromExprContext(base));
        match(FOR);
        match(ID);
        if (overList) {
            match(IN);
            expr();
        } else {
            match(FROM);
            expr();
            match(TO);
            expr();
            if (la(1) == BY) {
                match(BY);
                expr();
            }
        }
        if (la(1) == WHERE) {
            match(WHERE);
            expr();
        }
        match(DO);
        stmtList();
        match(END);
    }

    // listTail : FOR ID IN expr (WHERE expr)? | (COMMA expr)* ;
    private void listTail() {
        ListTailContext base = enter(new ListTailContext(cur, 0));
        if (la(1) == FOR) {
            alt(new ComprehensionTailContext(base));
            match(FOR);
            match(ID);
            match(IN);
            expr();
            if (la(1) == WHERE) {
                match(WHERE);
                expr();
            }
        } else if (la(1) == COMMA || la(1) == RBRACK) {
            alt(new ElementsTailContext(base));
            while (la(1) == COMMA) {
                match(COMMA);
                expr();
            }
        } else {
            throw NO;
        }
        exit();
    }

    // gameSide : DOT | (addExpr (COMMA addExpr)*)? ;
    private void gameSide() {
        enter(new GameSideContext(cur, 0));
        if (la(1) == DOT) {
            match(DOT);
        } else if (starts(ADD_EXPR, la(1))) {
            addExpr();
            while (la(1) == COMMA) {
                match(COMMA);
                addExpr();
            }
        }
        exit();
    }
}
