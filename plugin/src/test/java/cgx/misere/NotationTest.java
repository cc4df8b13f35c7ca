package cgx.misere;

import cgx.core.CgxException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

class NotationTest {
    static Stream<String> examples() { return TestGames.lines("notation.txt").stream(); }

    static Stream<String> bad() { return TestGames.lines("bad-notation.txt").stream(); }

    @ParameterizedTest @MethodSource("examples")
    void readsAndPrints(String line) {
        String[] f = line.split("\\|", -1);
        MisereGame g = MisereGame.parse(f[0].strip());
        assertEquals(f[1].strip(), g.toString(), "printed form of " + f[0]);
        List<String> opts = new ArrayList<>();
        for (MisereGame o : g.options()) opts.add(o.toString());
        assertEquals(f[2].strip(), String.join(";", opts), "options of " + f[0]);
        assertEquals(f[3].strip(), g.misereOutcome(), "outcome of " + f[0]);
        assertSame(g, MisereGame.parse(g.toString()), "round trip of " + g);
    }

    @ParameterizedTest @MethodSource("bad")
    void rejectsBadInput(String text) {
        CgxException e = assertThrows(CgxException.class, () -> MisereGame.parse(text.strip()));
        assertTrue(e.getMessage().length() > 10, e.getMessage());
    }

    @Test void paperOptionStructure() {
        // *(2/0)0: the option *(2/0) is the game with options *2/ and 0
        MisereGame g = MisereGame.parse("*(2/0)0");
        MisereGame sub = g.options().get(0);
        assertEquals(List.of(MisereGame.of(MisereGame.nim(2)), MisereGame.ZERO), sub.options());
        // *2/320 has four options: *2/, *3, *2, 0
        assertEquals(4, MisereGame.parse("*2/320").optionCount());
    }

    /** Random forms built from options, sums and big heaps: printing always reads back to the same form. */
    @Test void roundTripsRandomForms() {
        Random rnd = new Random(7);
        List<MisereGame> pool = new ArrayList<>(List.of(MisereGame.ZERO, MisereGame.nim(1), MisereGame.nim(2), MisereGame.nim(11)));
        for (int i = 0; i < 300; i++) {
            MisereGame g;
            int kind = rnd.nextInt(4);
            MisereGame a = pool.get(rnd.nextInt(pool.size())), c = pool.get(rnd.nextInt(pool.size()));
            if (kind == 0 && a.birthday() + c.birthday() <= 7) {
                g = a.plus(c);
            } else if (kind == 1) {
                g = MisereGame.of(pool.get(rnd.nextInt(pool.size())));
            } else {
                List<MisereGame> opts = new ArrayList<>();
                int k = 1 + rnd.nextInt(4);
                for (int j = 0; j < k; j++) opts.add(pool.get(rnd.nextInt(pool.size())));
                if (rnd.nextInt(5) == 0) opts.add(MisereGame.nim(10 + rnd.nextInt(5)));
                g = MisereGame.of(opts);
            }
            if (g.toString().length() < 2000) pool.add(g);
            assertSame(g, MisereGame.parse(g.toString()), "round trip of " + g);
        }
    }
}
