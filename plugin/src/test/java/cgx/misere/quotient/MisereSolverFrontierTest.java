package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Partial quotients of frontier games against MisereSolver's recorded answers
 * (test-games/misere-quotients/misere-solver-frontier.txt): the same |Q_n|, |P| and Φ of every
 * heap up to n, in cgx's names (MisereSolver's {@code Ab2} is cgx's {@code αb^2}).
 */
class MisereSolverFrontierTest {
    record Row(String code, int n, int order, int pSize, String[] phi) {
        @Override public String toString() { return "Q_" + n + "(" + code + ")"; }
    }

    static Stream<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        for (String line : Files.readAllLines(MisereQuotientTest.games().resolve("misere-solver-frontier.txt"))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\|");
            out.add(new Row(f[0].strip(), Integer.parseInt(f[1].strip()), Integer.parseInt(f[2].strip()),
                    Integer.parseInt(f[3].strip()), f[4].strip().split("\\s+")));
        }
        assertFalse(out.isEmpty());
        return out.stream();
    }

    @ParameterizedTest @MethodSource("rows")
    void agreesWithMisereSolver(Row r) {
        assertEquals(r.n() + 1, r.phi().length, r + ": Φ of heaps 0.." + r.n());
        MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(r.code()), r.n(), 20000);
        assertNull(q.stopped, r + ": " + q.stopped);
        assertEquals(r.order(), q.order(), r + " |Q|");
        assertEquals(r.pSize(), q.pPortion().size(), r + " |P|");
        for (int h = 1; h <= r.n(); h++) assertEquals(cgxWord(r.phi()[h]), q.phi(h).toString(), r + " Φ(H_" + h + ")");
    }

    /**
     * MisereSolver's word in cgx's names: its generators are a..z then A..Z, cgx's a..z then Greek
     * letters ({@code BipartiteMonoid.generatorName}); its exponents follow the letter (ab2 = ab^2).
     */
    static String cgxWord(String w) {
        if (w.equals("1")) return w;
        StringBuilder sb = new StringBuilder();
        for (char c : w.toCharArray()) {
            if (Character.isDigit(c)) {
                if (sb.length() > 0 && !Character.isDigit(sb.charAt(sb.length() - 1))) sb.append('^');
                sb.append(c);
            } else {
                sb.append(cgx.misere.quotient.monoid.BipartiteMonoid.generatorName(c >= 'a' ? c - 'a' : 26 + c - 'A'));
            }
        }
        return sb.toString();
    }
}
