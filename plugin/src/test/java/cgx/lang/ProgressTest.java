package cgx.lang;

import cgx.families.Families;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Progress lines of long computations reach the calling session's output, never System.out or System.err. */
class ProgressTest {
    @Test
    void sweepsAndConjecture10ReportToTheSession() {
        List<String> lines = new ArrayList<>();
        Session s = new Session(Families.runtime(), lines::add);
        PrintStream out = System.out, err = System.err;
        ByteArrayOutputStream stray = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(stray));
            System.setErr(new PrintStream(stray));
            s.eval("Lemma13Check(3, 40)");
            s.eval("AmalgamationConjecture10(MaxCount => 3)");
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", stray.toString(), "nothing written to System.out or System.err");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("progress: Lemma 13") && l.contains("finished 7 case(s)")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Conjecture 10: checked all <b1, b2, b3, b4> with odd b_i <= 3")), lines.toString());
    }

    @Test
    void eachSessionGetsItsOwnProgress() {
        List<String> a = new ArrayList<>(), b = new ArrayList<>();
        Session first = new Session(Families.runtime(), a::add);
        Session second = new Session(Families.runtime(), b::add);
        first.eval("Lemma13Check(2, 20)");
        assertTrue(a.stream().anyMatch(l -> l.startsWith("progress: Lemma 13")), a.toString());
        assertTrue(b.isEmpty(), b.toString());
        second.eval("Lemma13Check(2, 20, Progress => false)");
        assertTrue(b.isEmpty(), b.toString());
    }
}
