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

/** The learner's packed outcome table against a plain map, across growth and with positions that do not pack. */
class PositionMemoTest {
    @Test
    void agreesWithAMap() {
        Random r = new Random(7);
        PositionMemo m = new PositionMemo();
        HashMap<List<Integer>, Boolean> ref = new HashMap<>();
        for (int i = 0; i < 300_000; i++) {
            int len = r.nextInt(24);
            int max = r.nextInt(10) == 0 ? 100 : 63; // some do not pack (a generator past 63, or more than 20)
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
}
