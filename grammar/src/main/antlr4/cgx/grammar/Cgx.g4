/*
 * The cgx worksheet language: CGScript-style statements and expressions, plus the
 * literals of the game families: scoring games <GL|GS|GR>, guaranteed scoring games
 * <GL|GR> (a side may be ^s, an adorned empty set), star literals (*2/320,
 * *(2/0)0, *[4,2]), take-and-break codes (0.15, 4.7, hexadecimal with &), positions [1,4,5].
 *
 * Two context-sensitive spots are settled in the lexer by looking at the previous token:
 *  - after a token that ends an operand (a number, a name, ')', ']', '}', '>' ...), '<' is
 *    "less than" and '*' is multiplication; elsewhere '<' opens a scoring game and '*'
 *    starts a star literal, which the lexer reads whole (it owns its '/', digits and brackets);
 *  - inside (), [], {} and <game> a newline is white space, not a statement separator.
 * Inside a game the options are additive expressions, so a '>' there always closes a game:
 * '>>' closes two.
 */
grammar Cgx;

@lexer::members {
    /** Kinds of open bracket: '(' '[' '{' and 'g' for a scoring game. */
    private final java.util.ArrayDeque<Character> brackets = new java.util.ArrayDeque<>();
    private int lastType = -1;

    private boolean operandEnded() {
        switch (lastType) {
            case INT: case DECIMAL: case CODE: case STRING: case ID: case STAR_LIT:
            case RPAREN: case RBRACK: case RBRACE: case GT: case TRUE: case FALSE: case NIL: case END:
                return true;
            default:
                return false;
        }
    }

    private boolean insideBrackets() { return !brackets.isEmpty(); }

    private boolean gameOnTop() { return !brackets.isEmpty() && brackets.peek() == 'g'; }

    private void open(char c) { brackets.push(c); }

    private void close() { if (!brackets.isEmpty()) brackets.pop(); }

    /**
     * Reads the body of a star literal after its '*': digits, '/', '&', hexadecimal letters
     * after '&', and balanced (), [], {}; inside brackets also ',', '+', '*' and spaces.
     * Stops at the first character that cannot continue it at depth 0.
     */
    private void scanStarBody() {
        int depth = 0;
        int prev = '*';
        while (true) {
            int c = _input.LA(1);
            if (c == org.antlr.v4.runtime.IntStream.EOF) return;
            boolean ok;
            if (c == '(' || c == '[' || c == '{') { depth++; ok = true; }
            else if (c == ')' || c == ']' || c == '}') { if (depth == 0) return; depth--; ok = true; }
            else if ((c >= '0' && c <= '9') || c == '/' || c == '&') ok = true;
            // a '.' belongs to the literal only before a digit, so *[2,2].Genus calls a method
            else if (c == '.') ok = Character.isDigit(_input.LA(2));
            else if (prev == '&' && Character.digit(c, 16) >= 0) ok = true;
            else if (depth > 0 && (c == ',' || c == '+' || c == '*' || c == ' ' || c == '-' || Character.isLetter(c))) ok = true;
            else ok = false;
            if (!ok) return;
            prev = c;
            getInterpreter().consume(_input);
        }
    }

    @Override
    public org.antlr.v4.runtime.Token nextToken() {
        org.antlr.v4.runtime.Token t = super.nextToken();
        int type = t.getType();
        switch (type) {
            case LPAREN: open('('); break;
            case LBRACK: open('['); break;
            case LBRACE: open('{'); break;
            case LGAME: open('g'); break;
            case RPAREN: case RBRACK: case RBRACE: close(); break;
            case GT: if (gameOnTop()) close(); break;
            default: break;
        }
        lastType = type;
        return t;
    }
}

// ---------------------------------------------------------------- parser

script      : stmtList EOF ;

stmtList    : sep* (statement (sep+ statement)*)? sep* ;

sep         : SEMI | NL ;

statement
    : ID ASSIGN expr                                              # assignStmt
    | DEF ID LPAREN params? RPAREN ASSIGN expr                    # defExprStmt
    | DEF ID LPAREN params? RPAREN stmtList END                   # defBlockStmt
    | RETURN expr?                                                # returnStmt
    | BREAK                                                       # breakStmt
    | CONTINUE                                                    # continueStmt
    | expr                                                        # exprStmt
    ;

params      : ID (COMMA ID)* ;

// A function x -> x + 1 or (a, b) -> a * b. The left side is read as an expression and
// checked to be a name or a parenthesised list of names, so that no long lookahead is needed.
expr        : orExpr (ARROW expr)? ;

orExpr      : andExpr (OR andExpr)* ;
andExpr     : notExpr (AND notExpr)* ;
notExpr     : NOT notExpr | cmpExpr ;
cmpExpr     : rangeExpr (cmpOp rangeExpr)? ;
cmpOp       : EQ | NE | LT | LE | GT | GE ;
rangeExpr   : addExpr (DOTDOT addExpr)? ;
addExpr     : mulExpr (addOp mulExpr)* ;
addOp       : PLUS | MINUS ;
mulExpr     : unaryExpr (mulOp unaryExpr)* ;
mulOp       : STAR | SLASH | PERCENT ;
unaryExpr   : MINUS unaryExpr | PLUS unaryExpr | powExpr ;
powExpr     : postfix (CARET unaryExpr)? ;

postfix     : primary suffix* ;

suffix
    : DOT name (LPAREN arguments? RPAREN)?                        # memberSuffix
    | LPAREN arguments? RPAREN                                    # callSuffix
    | LBRACK expr RBRACK                                          # indexSuffix
    ;

// keywords may follow a dot: L.End is a name there
name        : ID ;

arguments   : argument (COMMA argument)* ;
argument    : ID FATARROW expr                                    # keywordArg
            | expr                                                # positionalArg
            ;

primary
    : INT                                                         # intLit
    | DECIMAL                                                     # decimalLit
    | CODE                                                        # codeLit
    | STRING                                                      # stringLit
    | TRUE                                                        # trueLit
    | FALSE                                                       # falseLit
    | NIL                                                         # nilLit
    | STAR_LIT                                                    # starLit
    | ID                                                          # nameRef
    | LPAREN (expr (COMMA expr)*)? RPAREN                         # parenExpr
    | LBRACK (expr listTail)? RBRACK                              # listLit
    | LBRACE (expr (COMMA expr)*)? RBRACE                         # setLit
    | LGAME gameSide BAR gameSide (BAR gameSide)? GT             # gameLit
    | IF expr THEN stmtList (ELSEIF expr THEN stmtList)* (ELSE stmtList)? END   # ifExpr
    | FOR ID IN expr (WHERE expr)? DO stmtList END                # forInExpr
    | FOR ID FROM expr TO expr (BY expr)? (WHERE expr)? DO stmtList END        # forFromExpr
    | WHILE expr DO stmtList END                                  # whileExpr
    | PROC LPAREN params? RPAREN stmtList END                     # procExpr
    | BEGIN stmtList END                                          # beginExpr
    ;

// [a, b, c] or the comprehension [x^2 for x in L where x > 2], decided after the first expression
listTail
    : FOR ID IN expr (WHERE expr)?                                # comprehensionTail
    | (COMMA expr)*                                               # elementsTail
    ;

// a part of a game literal: '.' or nothing for no options, '^s' for an adorned empty set (a
// guaranteed scoring game's side), else additive expressions. <GL|GS|GR> (three parts) is
// Stewart's scoring game, <GL|GR> (two) a guaranteed scoring game; the syntax tree checks the
// parts each kind allows, so that no decision needs to look past a whole side.
gameSide    : DOT | CARET addExpr | (addExpr (COMMA addExpr)*)? ;

// ---------------------------------------------------------------- lexer

IF : 'if' ; THEN : 'then' ; ELSEIF : 'elseif' ; ELSE : 'else' ; END : 'end' ;
FOR : 'for' ; IN : 'in' ; FROM : 'from' ; TO : 'to' ; BY : 'by' ; WHERE : 'where' ;
DO : 'do' ; WHILE : 'while' ; DEF : 'def' ; PROC : 'proc' ; BEGIN : 'begin' ;
RETURN : 'return' ; BREAK : 'break' ; CONTINUE : 'continue' ;
AND : 'and' ; OR : 'or' ; NOT : 'not' ; TRUE : 'true' ; FALSE : 'false' ; NIL : 'nil' ;

ASSIGN : ':=' ; FATARROW : '=>' ; ARROW : '->' ;
EQ : '==' ; NE : '!=' ; LE : '<=' ; GE : '>=' ;
// the predicates stand after the character: one at a rule's start would be met by every token's
// start-state closure and keep the lexer from caching its DFA (each token simulated afresh)
LGAME : '<' {!operandEnded()}? ;
LT : '<' ;
GT : '>' ;
DOTDOT : '..' ;
DOT : '.' ;
COMMA : ',' ; SEMI : ';' ; BAR : '|' ;
PLUS : '+' ; MINUS : '-' ; SLASH : '/' ; PERCENT : '%' ; CARET : '^' ;
STAR_LIT : '*' {!operandEnded()}? { scanStarBody(); } ;
STAR : '*' ;
LPAREN : '(' ; RPAREN : ')' ; LBRACK : '[' ; RBRACK : ']' ; LBRACE : '{' ; RBRACE : '}' ;

// a take-and-break code in hexadecimal form, e.g. 0.&8 or 4.0&F (kept as text)
CODE    : [0-9]+ '.' [0-9]* '&' [0-9a-fA-F&]* ;
DECIMAL : [0-9]+ '.' [0-9]+ ;
INT     : [0-9]+ ;
ID      : [a-zA-Z_] [a-zA-Z_0-9]* ;
STRING  : '"' (~["\\\r\n] | '\\' .)* '"' ;

NL            : ('\r'? '\n' | '\r') { if (insideBrackets()) skip(); } ;
WS            : [ \t\f]+ -> skip ;
LINE_COMMENT  : '//' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
CONTINUATION  : '\\' [ \t]* ('\r'? '\n') -> skip ;
ERROR_CHAR    : . ;
