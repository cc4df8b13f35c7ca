package cgx.lang;

import cgx.core.CgxException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * TimeLimit(seconds, expr) and Timed(expr): the computation typed as the argument runs inside the
 * call, under its budget, not before it (where an endless one never returned, and a finite one
 * then failed with "must be a function"). The preemptive timeout only guards the build against a
 * regression that would hang; the limits asserted are the worksheet's own.
 */
class DeferredArgumentTest {
    private static final Duration GUARD = Duration.ofSeconds(60);

    @Test
    void anEndlessComputationTypedAsTheArgumentStopsAtTheLimit() {
        Session s = new Session(Runtime.withAllPlugins(), line -> {});
        CgxException e = assertTimeoutPreemptively(GUARD, () -> assertThrows(CgxException.class, () -> s.eval("TimeLimit(1/10, while true do end)")));
        assertTrue(e.getMessage().contains("time limit reached"), e.getMessage());
        // the session goes on, without the limit
        assertEquals("3", s.show(s.eval("1 + 2")));
    }

    @Test
    void theDeferredArgumentIsEvaluatedOnceInItsScope() {
        List<String> out = new ArrayList<>();
        Session s = new Session(Runtime.withAllPlugins(), out::add);
        assertEquals("[10, 1]", s.show(s.eval("n := 0; k := 10; r := TimeLimit(5, begin n := n + 1; print(\"ran\"); k end); [r, n]")));
        assertEquals(List.of("ran"), out);
        assertEquals("true", s.show(s.eval("T := Timed(begin n := n + 1; 7 end); T[1] == 7 and n == 2")));
    }

    @Test
    void aVariableNamedLikeTheFunctionIsCalledAsAValue() {
        Session s = new Session(Runtime.withAllPlugins(), line -> {});
        // a user's own TimeLimit gets its arguments evaluated, as any function value does
        assertEquals("6", s.show(s.eval("TimeLimit := (a, b) -> a * b; TimeLimit(2, 3)")));
    }
}
