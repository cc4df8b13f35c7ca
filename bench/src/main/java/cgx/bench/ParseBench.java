package cgx.bench;

import cgx.lang.syntax.Parsing;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Parsing a worksheet script of 256 statements (about 38,000 characters): the lexer and the parser's prediction. */
@State(Scope.Benchmark)
public class ParseBench {
    private final String script;

    public ParseBench() {
        String statement = "Q := TimeLimit(2, () -> MisereQuotient(\"0.76\", MaxHeap => 1000, MaxOrder => 20000, Trace => true)); "
                + "print(\"cgx-result \", Q.MaxHeap, \" \", Q.Order)";
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 256; i++) b.append(i > 0 ? "; " : "").append(statement);
        script = b.toString();
    }

    @Benchmark
    public Object parseScript() {
        return Parsing.parse(script);
    }
}
