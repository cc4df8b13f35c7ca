package cgx.lang;

import cgx.families.Families;
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
    private static final Duration GUARD = Duration.ofSeconds(15);

    @Test
    void anEndlessComputationTypedAsTheArgumentStopsAtTheLimit() {
        Session s = new Session(Families.runtime(), line -> {});
        // both on one thread (the deadline is the thread's): the limit stops the loop, and is gone after
        String[] after = assertTimeoutPreemptively(GUARD, () -> {
            CgxException e = assertThrows(CgxException.class, () -> s.eval("TimeLimit(1/10, while true do end)"));
            return new String[] {e.getMessage(), s.show(s.eval("n := 0; while n < 300000 do n := n + 1 end; n"))};
        });
        assertTrue(after[0].contains("time limit reached"), after[0]);
        assertEquals("300000", after[1]);
    }

    @Test
    void anErrorInsideTheDeferredExpressionIsPlacedThere() {
        Session s = new Session(Families.runtime(), line -> {});
        CgxException e = assertThrows(CgxException.class, () -> s.eval("x := TimeLimit(10, 1/0)"));
        assertTrue(e.hasPosition() && e.line() == 1 && e.describe().contains("column 21"), e.describe());
    }

    @Test
    void theDeferredArgumentIsEvaluatedOnceInItsScope() {
        List<String> out = new ArrayList<>();
        Session s = new Session(Families.runtime(), out::add);
        assertEquals("[10, 1]", s.show(s.eval("n := 0; k := 10; r := TimeLimit(5, begin n := n + 1; print(\"ran\"); k end); [r, n]")));
        assertEquals(List.of("ran"), out);
        assertEquals("true", s.show(s.eval("T := Timed(begin n := n + 1; 7 end); T[1] == 7 and n == 2")));
    }

    @Test
    void aVariableNamedLikeTheFunctionIsCalledAsAValue() {
        Session s = new Session(Families.runtime(), line -> {});
        // a user's own TimeLimit gets its arguments evaluated, as any function value does
        assertEquals("6", s.show(s.eval("TimeLimit := (a, b) -> a * b; TimeLimit(2, 3)")));
    }
}
