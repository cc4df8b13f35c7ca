package cgx.misere.quotient;

import cgx.families.Families;
import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Session;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * {@code Trace => true}: a line, with the time, as each heap that changes the quotient starts to
 * change it ("heap n changes Q_{n-1}", MisereSolver's "Presentation Changing at Heap n") and as
 * it ends ("heap n, |Q| = .."). The heaps named are checked against the quotients Q_1, Q_2, ...
 * computed one by one: exactly those where |Q_n| > |Q_{n-1}|, with both orders.
 */
class TraceTest {
    private static final Pattern CHANGES = Pattern.compile("MisereQuotient (\\S+): heap (\\d+) changes Q_(\\d+) \\(\\|Q\\| = (\\d+)\\) at (\\d+)\\.(\\d{3}) s");
    private static final Pattern DONE = Pattern.compile("MisereQuotient (\\S+): heap (\\d+), \\|Q\\| = (\\d+) at (\\d+)\\.(\\d{3}) s");

    private static List<String> trace(String code, int maxHeap) {
        List<String> lines = new ArrayList<>();
        Quotients.ofHeaps(TakeAndBreakCode.parse(code), maxHeap, EngineConfig.defaults().withProgress(lines::add).withTrace(true));
        return lines;
    }

    @Test void theTraceNamesEveryHeapThatChangesTheQuotient() {
        for (String code : new String[] {"0.76", "0.3102", "0.07"}) {
            int top = code.equals("0.07") ? 20 : 11;
            List<String> lines = trace(code, top);
            // heap -> [order before, order after], and the times never go back
            TreeMap<Integer, int[]> traced = new TreeMap<>();
            long lastMillis = -1;
            int open = -1;
            for (String l : lines) {
                Matcher c = CHANGES.matcher(l), d = DONE.matcher(l);
                if (c.matches()) {
                    assertEquals(code, c.group(1), l);
                    int g = Integer.parseInt(c.group(2));
                    assertEquals(g - 1, Integer.parseInt(c.group(3)), l);
                    assertEquals(-1, open, "a change starts before the last one ended: " + lines);
                    open = g;
                    traced.put(g, new int[] {Integer.parseInt(c.group(4)), -1});
                    long ms = Long.parseLong(c.group(5)) * 1000 + Long.parseLong(c.group(6));
                    assertTrue(ms >= lastMillis, lines.toString());
                    lastMillis = ms;
                } else if (d.matches()) {
                    int g = Integer.parseInt(d.group(2));
                    assertEquals(open, g, "an end without its start: " + lines);
                    open = -1;
                    traced.get(g)[1] = Integer.parseInt(d.group(3));
                    long ms = Long.parseLong(d.group(4)) * 1000 + Long.parseLong(d.group(5));
                    assertTrue(ms >= lastMillis, lines.toString());
                    lastMillis = ms;
                }
            }
            assertEquals(-1, open, lines.toString());
            // the quotients one by one: the heaps where the order grows, and the orders
            TreeMap<Integer, int[]> expected = new TreeMap<>();
            int before = 1;
            for (int g = 1; g <= top; g++) {
                int order = Quotients.ofHeaps(TakeAndBreakCode.parse(code), g, EngineConfig.defaults()).order();
                if (order != before) expected.put(g, new int[] {before, order});
                before = order;
            }
            assertFalse(expected.isEmpty());
            assertEquals(expected.keySet(), traced.keySet(), code + ": " + lines);
            for (int g : expected.keySet()) assertArrayEquals(expected.get(g), traced.get(g), code + " heap " + g);
        }
    }

    @Test void noTraceWithoutTheKeyword() {
        List<String> lines = new ArrayList<>();
        Quotients.ofHeaps(TakeAndBreakCode.parse("0.76"), 11, EngineConfig.defaults().withProgress(lines::add));
        assertTrue(lines.stream().noneMatch(l -> l.contains(" changes Q_")), lines.toString());
    }

    @Test void theWorksheetKeyword() {
        List<String> progress = new ArrayList<>();
        Session s = new Session(Families.runtime(), x -> {}, progress::add);
        assertEquals("34", s.show(s.eval("MisereQuotient(0.76, MaxHeap => 11, Trace => true).Order")));
        assertTrue(progress.stream().anyMatch(l -> l.startsWith("MisereQuotient 0.76: heap 11 changes Q_10 (|Q| = 12) at ")), progress.toString());
        assertTrue(progress.stream().anyMatch(l -> l.startsWith("MisereQuotient 0.76: heap 11, |Q| = 34 at ")), progress.toString());
        CgxException e = assertThrows(CgxException.class, () -> s.eval("MisereQuotient(0.76, Trace => 1)"));
        assertTrue(e.getMessage().contains("Trace must be true or false"), e.getMessage());
    }
}
