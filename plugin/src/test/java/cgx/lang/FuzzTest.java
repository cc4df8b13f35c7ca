package cgx.lang;

import cgx.families.Families;
import cgx.core.Outcome;
import cgx.core.Interrupts;
import cgx.core.CgxException;
import cgx.TextEdits;
import cgx.lang.syntax.SyntaxError;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Thousands of random strings and random token sequences fed to the parser and evaluator: each
 * must give a value or a clean {@link CgxException} (with a position for syntax errors), never
 * another exception, within a time bound.
 */
class FuzzTest {
    static final List<String> TOKENS = List.of("1", "2", "0", "-", "+", "*", "/", "^", "%", "(", ")", "[", "]", "{", "}",
            "<", ">", "|", ".", ",", ";", "\n", ":=", "=>", "->", "..", "==", "!=", "<=", ">=", "x", "y", "f", "G", "L",
            "if", "then", "else", "elseif", "end", "for", "in", "from", "to", "do", "while", "def", "proc", "begin",
            "return", "break", "continue", "and", "or", "not", "true", "false", "nil", "\"s\"", "2.5", "7/2", "*2/320",
            "*", "0.15", "print", "assert", "Max", "Size", "LeftFinal", "Outcome", "IsImpartial", "ImpartialScoringGames",
            "<|0|>", "<1|2|3>", "ScoringGame", "Help", "1..3", "x := 1", "f := x -> x", " ");

    static final String CHARS = "0123456789+-*/^%()[]{}<>|.,;:=!\n \"abxyzGLP_&#$\\'`~";

    private final Session session = new Session(Families.runtime(), s -> {});

    /** Evaluates on a fresh thread with a large stack and a 2 s time limit; fails on anything but a value or CgxException. */
    private void probe(String src) {
        AtomicReference<Throwable> bad = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            Interrupts.setTimeLimit(2);
            try {
                session.eval(src);
            } catch (SyntaxError e) {
                if (e.line() < 1 || e.column() < 1) bad.set(new AssertionError("syntax error without position: " + e.getMessage()));
            } catch (CgxException e) {
                if (e.getMessage() == null || e.getMessage().isBlank()) bad.set(new AssertionError("error without message"));
            } catch (Throwable e) {
                bad.set(e);
            }
        }, "fuzz", 512L << 20);
        t.start();
        try {
            t.join(30_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (t.isAlive()) {
            t.interrupt();
            fail("evaluation did not stop within 30 s: " + quote(src));
        }
        if (bad.get() != null) {
            AssertionError err = new AssertionError("input " + quote(src) + " threw " + bad.get());
            err.initCause(bad.get());
            throw err;
        }
    }

    private static String quote(String s) {
        String q = Printer.quote(s);
        return q.length() > 120 ? q.substring(0, 100) + "...(" + s.length() + " characters)" : q;
    }

    @Test
    void randomCharacterStrings() {
        Random rnd = new Random(1);
        for (int i = 0; i < 3000; i++) {
            StringBuilder b = new StringBuilder();
            int n = 1 + rnd.nextInt(30);
            for (int j = 0; j < n; j++) b.append(CHARS.charAt(rnd.nextInt(CHARS.length())));
            probe(b.toString());
        }
    }

    @Test
    void randomTokenSequences() {
        Random rnd = new Random(2);
        for (int i = 0; i < 3000; i++) {
            StringBuilder b = new StringBuilder();
            int n = 1 + rnd.nextInt(14);
            for (int j = 0; j < n; j++) b.append(TOKENS.get(rnd.nextInt(TOKENS.size()))).append(rnd.nextBoolean() ? " " : "");
            probe(b.toString());
        }
    }

    @Test
    void mutatedValidPrograms() {
        List<String> seeds = List.of(
                "G := <2, <11|4|-3> | 3 | 4, <9|2|-5>>; G.Outcome",
                "for i from 1 to 3 do print(i) end",
                "f := x -> if x > 1 then x * f(x - 1) else 1 end; f(5)",
                "L := ImpartialScoringGames(1, -1..1); [g.Outcome for g in L where g.IsImpartial]",
                "x := [1, 2, 3]; x[2] + Max(x)");
        Random rnd = new Random(3);
        for (int i = 0; i < 2000; i++) {
            String seed = seeds.get(rnd.nextInt(seeds.size()));
            probe(TextEdits.edit(seed, 1 + rnd.nextInt(3), CHARS, rnd));
        }
    }

    @Test
    void deepNestingGivesAnAnswerOrAClearError() {
        // thousands of levels evaluate on a large stack
        int n = 3000;
        String deep = "<".repeat(n) + "0" + "|0|>".repeat(n);
        Session s = new Session(Families.runtime(), x -> {});
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> result.set(s.show(s.eval("(" + deep + ").Birthday"))), "deep", 1L << 30);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        assertTrue(String.valueOf(n).equals(result.get()), "got " + result.get());
        // far deeper input is refused with a clear message, not a StackOverflowError
        probe("(".repeat(200_000) + "1" + ")".repeat(200_000));
        probe("[".repeat(9_000) + "]".repeat(9_000));
        probe("<".repeat(20_000) + "0" + "|0|>".repeat(20_000));
    }

    @Test
    void longRunningLoopsStopAtTheTimeLimit() {
        probe("while true do end");
        probe("def f(n) f(n + 1) end; f(0)");
        probe("x := 0; for i from 1 to 10^12 do x := x + 1 end");
    }
}
