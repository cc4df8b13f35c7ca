package cgx.lang;

import cgx.families.Families;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every printed value parses back to an equal value: numbers, strings, lists, outcomes, scoring games. */
class RoundTripTest {
    private final Session session = new Session(Families.runtime(), s -> {});
    private final Random rnd = new Random(5);

    private String randomValue(int depth) {
        int k = rnd.nextInt(depth > 0 ? 8 : 5);
        return switch (k) {
            case 0 -> String.valueOf(rnd.nextInt(2001) - 1000);
            case 1 -> (rnd.nextInt(41) - 20) + "/" + (1 + rnd.nextInt(12));
            case 2 -> rnd.nextBoolean() ? "true" : "false";
            case 3 -> List.of("\"\"", "\"ab\"", "\"a\\\"b\"", "\"back\\\\slash\"", "\"line\\nbreak\"", "\"tab\\t\"").get(rnd.nextInt(6));
            case 4 -> "LRNPT".charAt(rnd.nextInt(5)) + "";
            case 5 -> "[" + randomValue(depth - 1) + ", " + randomValue(depth - 1) + "]";
            default -> randomGame(depth);
        };
    }

    private String randomGame(int depth) {
        StringBuilder b = new StringBuilder("<");
        int nl = depth > 0 ? rnd.nextInt(3) : 0;
        for (int i = 0; i < nl; i++) b.append(i > 0 ? ", " : "").append(rnd.nextBoolean() ? randomGame(depth - 1) : String.valueOf(rnd.nextInt(9) - 4));
        b.append("|").append(rnd.nextInt(7) - 3).append(rnd.nextInt(4) == 0 ? "/2" : "").append("|");
        int nr = depth > 0 ? rnd.nextInt(3) : 0;
        for (int i = 0; i < nr; i++) b.append(i > 0 ? ", " : "").append(rnd.nextBoolean() ? randomGame(depth - 1) : "-" + rnd.nextInt(5));
        return b.append(">").toString();
    }

    @Test
    void printedFormsReadBack() {
        for (int i = 0; i < 2000; i++) {
            String src = randomValue(3);
            Object v = session.eval(src);
            String shown = session.show(v);
            Object back = session.eval(shown);
            assertTrue(session.runtime().valueEquals(v, back), src + " printed as " + shown + " read back as " + session.show(back));
            assertEquals(shown, session.show(back), "printing is stable for " + src);
        }
    }

    @Test
    void sumsOfGamesReadBack() {
        for (int i = 0; i < 200; i++) {
            String src = randomGame(2) + " + " + randomGame(1) + " - " + randomGame(1);
            Object v = session.eval(src);
            String shown = session.show(v);
            assertTrue(session.runtime().valueEquals(v, session.eval(shown)), src + " printed as " + shown);
        }
    }
}
