package cgx.misere.algebraic;

import cgx.TestFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Every proof recorded in test-games/misere-quotients/algebraic-proofs.tsv is found again: the
 * family read from Q_N agrees with every Q_n to N (the induction's base, re-checked here), the
 * step holds, and the certificate is the recorded file (which {@link WeightFormProofTest} has
 * the independent checker re-verify).
 */
class AlgebraicProofsTest {
    record Row(String code, int maxHeap, int base, long states, String presentation, List<String> games) {
        @Override public String toString() { return code + " (base " + base + ")"; }
    }

    static List<Row> rows() throws Exception {
        List<Row> out = new ArrayList<>();
        for (String l : Files.readAllLines(TestFiles.testGames().resolve("misere-quotients/algebraic-proofs.tsv"))) {
            if (l.startsWith("#") || l.startsWith("code\t") || l.isBlank()) continue;
            String[] f = l.split("\t", -1);
            out.add(new Row(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]), Long.parseLong(f[3]), f[5], List.of(f[4].split(" "))));
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everyRecordedProofHoldsAgain(Row r) throws Exception {
        AlgebraicQuotient q = AlgebraicPeriodicTest.find(r.code(), r.maxHeap());
        assertTrue(q.proved(), q.proofText());
        assertEquals(r.base(), q.proof().base());
        assertEquals(r.states(), q.proof().states());
        assertEquals(r.presentation(), q.family().presentation());
        Path cert = TestFiles.testGames().resolve("misere-quotients/proofs/" + r.code() + "-algebraic.txt");
        assertEquals(Files.readString(cert), q.proof().certificate());
    }
}
