package cgx.misere.quotient;

import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The learner's packed outcome table against a plain map, across growth, at each packing width and with positions that do not pack. */
class PositionMemoTest {
    @Test
    void agreesWithAMap() {
        Random r = new Random(7);
        PositionMemo m = new PositionMemo();
        HashMap<List<Integer>, Boolean> ref = new HashMap<>();
        for (int i = 0; i < 300_000; i++) {
            int len = r.nextInt(24);
            // every width: up to 63 (20 pack), 127 (17 pack), 255 (15 pack), and generators past 255 (none pack)
            int max = switch (r.nextInt(8)) { case 0 -> 127; case 1 -> 255; case 2 -> 400; default -> 63; };
            int[] x = new int[len];
            for (int j = 0; j < len; j++) x[j] = 1 + r.nextInt(max);
            Arrays.sort(x);
            List<Integer> key = Arrays.stream(x).boxed().toList();
            if (r.nextBoolean()) {
                boolean p = r.nextBoolean();
                m.put(x, p);
                ref.put(key, p);
            } else {
                Boolean want = ref.get(key);
                if (want == null) assertNull(m.get(x), key.toString());
                else assertEquals(want, m.get(x), key.toString());
            }
        }
        assertEquals(ref.size(), m.size());
        for (var e : ref.entrySet()) assertEquals(e.getValue(), m.get(e.getKey().stream().mapToInt(Integer::intValue).toArray()));
    }

    @Test
    void widthsDoNotCollide() {
        // the same bits at different widths: [1, 1] at 6 bits and [65] at 7 are both 65; [2, 2] at 6 bits and [130] at 8 are both 130
        PositionMemo m = new PositionMemo();
        m.put(new int[] {1, 1}, true);
        m.put(new int[] {130}, true);
        assertNull(m.get(new int[] {65}));
        assertNull(m.get(new int[] {2, 2}));
        m.put(new int[] {65}, false);
        m.put(new int[] {2, 2}, false);
        assertEquals(true, m.get(new int[] {1, 1}));
        assertEquals(false, m.get(new int[] {65}));
        assertEquals(true, m.get(new int[] {130}));
        assertEquals(false, m.get(new int[] {2, 2}));
        assertEquals(4, m.size());
    }
}
