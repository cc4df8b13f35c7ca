package cgx.misere.quotient;

import cgx.families.Families;
import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/** The engine's settings are passed down (not read from system properties by the kernel); progress goes to the given sink only. */
class EngineConfigTest {
    @Test void settingsReachTheEngineAndProgressTheSink() {
        List<String> lines = new ArrayList<>();
        EngineConfig c = EngineConfig.defaults().withLearnerThreads(1).withSearchBudget(2_000_000).withProgress(lines::add);
        PrintStream out = System.out, err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(captured));
            System.setErr(new PrintStream(captured));
            // 0.4107's heap 35 splits the quotient: the learner runs with this configuration
            MisereQuotient q = Quotients.ofHeaps(TakeAndBreakCode.parse("0.4107"), 40, c);
            assertEquals(1, new QuotientBuilder(c, 1000, null).config.learnerThreads());
            assertTrue(q.order() > 10);
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", captured.toString(), "nothing written to System.out or System.err");
        for (String l : lines) assertTrue(l.startsWith("MisereQuotient 0.4107: "), l);
    }

    @Test void badSettingsAreRefused() {
        assertThrows(CgxException.class, () -> EngineConfig.defaults().withLearnerThreads(0));
        assertThrows(CgxException.class, () -> EngineConfig.defaults().withSearchBudget(10));
        Session s = Families.session();
        assertEquals("42", s.show(s.eval("MisereQuotient(0.15, LearnerThreads => 1).Order")));
        CgxException e = assertThrows(CgxException.class, () -> s.eval("MisereQuotient(0.15, LearnerThreads => 0)"));
        assertTrue(e.getMessage().contains("LearnerThreads must be 1 to 256"), e.getMessage());
    }
}
