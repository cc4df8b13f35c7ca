package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.QuotientBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The splits' progress lines, beaten by one shared thread: each split's own lines, none after its end. */
class HeartbeatTest {
    /** Records the lines; each takes {@code millis} to write. */
    private static QuotientBuilder.Progress recorder(List<String> lines, long millis) {
        return new QuotientBuilder.Progress() {
            @Override public void report(int generator, int order, int tSize) {}

            @Override public void learning(int generator, int order, String activity, long positions) {
                lines.add("start " + generator + " " + activity);
                try {
                    Thread.sleep(millis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                lines.add("end " + generator);
            }
        };
    }

    @Test
    void twoSplitsBeatAtOnceAndNoLineComesAfterTheirEnd() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        Heartbeat a = new Heartbeat(7, 12, () -> 100), b = new Heartbeat(9, 30, () -> 200);
        a.doing("round 1");
        b.doing("round 2");
        a.start(recorder(lines, 0));
        b.start(recorder(lines, 0));
        Thread.sleep(Heartbeat.FIRST_MILLIS + 400);
        assertTrue(lines.contains("start 7 round 1") && lines.contains("start 9 round 2"), lines.toString());
        a.stop();
        b.stop();
        int n = lines.size();
        Thread.sleep(Heartbeat.SECONDS * 1000 + 300);
        assertEquals(n, lines.size(), "no line after the split's end: " + lines);
    }

    @Test
    void aLineBeingWrittenIsFinishedBeforeStopReturns() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        Heartbeat h = new Heartbeat(5, 6, () -> 1);
        h.start(recorder(lines, 400));
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (lines.isEmpty() && System.nanoTime() < deadline) Thread.sleep(5);
        h.stop(); // while the first line is being written
        assertEquals(List.of("start 5 starting", "end 5"), lines);
        Thread.sleep(Heartbeat.SECONDS * 1000 + 300);
        assertEquals(2, lines.size(), lines.toString());
    }
}
