package cgx.scoring.octal;

import cgx.core.CgxException;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/** GsEngine's open-addressing table against java.util.HashMap on random keys, values and growth. */
class LongPairTableTest {
    private static final long ABSENT = Long.MIN_VALUE;

    /** A random key, never (0, 0); from a small range (many repeats and collisions) or the whole of long. */
    private static List<Long> key(Random r, boolean small) {
        long hi, lo;
        do {
            hi = small ? r.nextInt(64) : r.nextLong();
            lo = small ? r.nextInt(512) - 256 : r.nextLong();
        } while (hi == 0 && lo == 0);
        return List.of(hi, lo);
    }

    @Test
    void putAndGetAgreeWithHashMap() {
        for (long seed = 1; seed <= 6; seed++) {
            Random r = new Random(seed);
            boolean small = seed % 2 == 0;
            LongPairTable t = new LongPairTable(1, 4, 1 << 20, () -> new CgxException("full"));
            Map<List<Long>, Long> m = new HashMap<>();
            for (int op = 0; op < 60_000; op++) {
                List<Long> k = key(r, small);
                if (r.nextInt(3) == 0) {
                    long v = r.nextLong();
                    t.put(k.get(0), k.get(1), v);
                    m.put(k, v);
                } else {
                    assertEquals(m.getOrDefault(k, ABSENT), t.get(k.get(0), k.get(1), ABSENT), "seed " + seed + " op " + op);
                }
                assertEquals(m.size(), t.size());
            }
            for (Map.Entry<List<Long>, Long> e : m.entrySet()) {
                assertEquals(e.getValue(), t.get(e.getKey().get(0), e.getKey().get(1), ABSENT));
                int slot = t.find(e.getKey().get(0), e.getKey().get(1));
                assertTrue(slot >= 0);
                assertEquals(e.getValue(), t.value(slot, 0));
            }
            // (0, 1), (1, 0) and keys never put are absent
            for (int i = 0; i < 1000; i++) {
                List<Long> k = key(r, small);
                if (!m.containsKey(k)) {
                    assertEquals(-1, t.find(k.get(0), k.get(1)));
                    assertEquals(ABSENT, t.get(k.get(0), k.get(1), ABSENT));
                }
            }
        }
    }

    @Test
    void twoValuesAKeyAgreeWithHashMap() {
        for (long seed = 1; seed <= 4; seed++) {
            Random r = new Random(seed);
            boolean small = seed % 2 == 0;
            LongPairTable t = new LongPairTable(2, 2, 1 << 20, () -> new CgxException("full"));
            Map<List<Long>, long[]> m = new HashMap<>();
            for (int op = 0; op < 40_000; op++) {
                List<Long> k = key(r, small);
                int slot = t.find(k.get(0), k.get(1));
                assertEquals(m.containsKey(k), slot >= 0);
                if (slot < 0) {
                    slot = t.add(k.get(0), k.get(1));
                    assertEquals(0, t.value(slot, 0));
                    assertEquals(0, t.value(slot, 1));
                    m.put(k, new long[2]);
                }
                long[] v = m.get(k);
                int which = r.nextInt(2);
                long x = r.nextLong();
                t.setValue(slot, which, x);
                v[which] = x;
                assertEquals(m.size(), t.size());
            }
            for (Map.Entry<List<Long>, long[]> e : m.entrySet()) {
                int slot = t.find(e.getKey().get(0), e.getKey().get(1));
                assertEquals(e.getValue()[0], t.value(slot, 0));
                assertEquals(e.getValue()[1], t.value(slot, 1));
            }
        }
    }

    @Test
    void refusesToGrowPastItsMaximum() {
        LongPairTable t = new LongPairTable(1, 4, 16, () -> new CgxException("full"));
        Random r = new Random(7);
        CgxException e = assertThrows(CgxException.class, () -> {
            for (int i = 0; i < 100; i++) t.put(r.nextLong() | 1, r.nextLong(), i);
        });
        assertEquals("full", e.getMessage());
        assertTrue(t.size() <= 16 * 0.6);
    }
}
