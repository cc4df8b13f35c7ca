package cgx.misere.quotient;

import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A long split keeps saying what the learner does: a line every 2 s with the heap, |Q| of the
 * quotient that splits, the phase, and the positions searched (0.04's heap 44, stopped after 15 s).
 */
class LearnerProgressTest {
    @Test void aLongSplitReportsItsPhaseEveryFewSeconds() {
        List<String> lines = new ArrayList<>();
        List<Long> at = new ArrayList<>();
        EngineConfig c = EngineConfig.defaults().withProgress(l -> {
            synchronized (lines) { lines.add(l); at.add(System.nanoTime()); }
        });
        MisereQuotient q;
        Interrupts.setTimeLimit(15);
        try {
            q = Quotients.ofHeaps(TakeAndBreakCode.parse("0.04"), 60, c);
        } finally {
            Interrupts.setTimeLimit(0);
        }
        assertTrue(q.stopped != null && q.stopped.contains("time limit"), String.valueOf(q.stopped));
        List<Integer> learning = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(" splits Q_")) learning.add(i);
        assertTrue(learning.size() >= 2, lines.toString());
        for (int i : learning)
            assertTrue(lines.get(i).matches("MisereQuotient 0\\.04: heap \\d+ splits Q_\\d+ \\(\\|Q\\| = \\d+\\); learning Q_\\d+: .+; \\d+ positions searched"), lines.get(i));
        // the split of the last heap: no silence longer than a few seconds
        int last = learning.get(learning.size() - 1);
        String heap = lines.get(last).replaceAll(".*: heap (\\d+) splits.*", "$1");
        long prev = -1;
        for (int i : learning) {
            if (!lines.get(i).contains("heap " + heap + " splits")) continue;
            if (prev >= 0) assertTrue(at.get(i) - prev < 4_000_000_000L, "a gap of " + (at.get(i) - prev) / 1e9 + " s: " + lines);
            prev = at.get(i);
        }
    }
}
