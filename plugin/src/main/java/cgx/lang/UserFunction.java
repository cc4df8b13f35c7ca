package cgx.lang;

import cgx.core.CgxException;

import org.antlr.v4.runtime.ParserRuleContext;

import java.util.List;

/** A function written in the worksheet: {@code x -> x + 1}, {@code proc(x) ... end}, {@code def f(x) ... end}. */
final class UserFunction implements Callable {
    private final String name;
    private final List<String> params;
    private final ParserRuleContext body; // an ExprContext or a StmtListContext
    private final Env closure;
    private final Interpreter interpreter;

    UserFunction(String name, List<String> params, ParserRuleContext body, Env closure, Interpreter interpreter) {
        this.name = name;
        this.params = params;
        this.body = body;
        this.closure = closure;
        this.interpreter = interpreter;
    }

    @Override
    public String name() { return name == null ? "(" + String.join(", ", params) + ") -> ..." : name; }

    @Override
    public Object call(Args args) {
        String label = name == null ? "function" : name;
        if (args.size() > params.size()) {
            throw new CgxException(label + " expects " + params.size() + " argument" + (params.size() == 1 ? "" : "s") + ", got " + args.size());
        }
        Env local = new Env(closure);
        for (int i = 0; i < args.size(); i++) local.define(params.get(i), args.get(i));
        for (var kw : args.keywords().entrySet()) {
            if (!params.contains(kw.getKey())) throw new CgxException(label + " has no parameter " + kw.getKey());
            local.define(kw.getKey(), kw.getValue());
        }
        for (String p : params) {
            if (!local.names().contains(p)) throw new CgxException(label + ": missing argument " + p);
        }
        return interpreter.invoke(this, local, body);
    }
}
