package cgx.misere.quotient;

import cgx.core.EngineConfig;
import cgx.heap.StandardForm;
import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The closing fields of MisereSolver's output (misere-solver-summary.txt, recorded from the jar on
 * every code of Figures 4 and 7) against cgx: period, preperiod, |Q|, |P|, tameness, StdForm,
 * LastRogue, and the tame quotient T_k at each heap where MisereSolver's presentation changed.
 */
class MisereSolverFieldsTest {
    record Row(String code, int period, int preperiod, int order, int pSize, boolean tame, String stdForm, int lastRogue, int solvedAt, String[] changes) {
        @Override public String toString() { return code; }
    }

    static Stream<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        for (String line : Files.readAllLines(MisereQuotientTest.games().resolve("misere-solver-summary.txt"))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\|");
            out.add(new Row(f[0].strip(), Integer.parseInt(f[1].strip()), Integer.parseInt(f[2].strip()), Integer.parseInt(f[3].strip()),
                    Integer.parseInt(f[4].strip()), f[5].strip().equals("Yes"), f[6].strip(), Integer.parseInt(f[7].strip()),
                    Integer.parseInt(f[8].strip()), f[9].strip().split("\\s+")));
        }
        return out.stream();
    }

    @ParameterizedTest @MethodSource("rows")
    void agreesWithMisereSolversClosingLines(Row r) {
        TakeAndBreakCode code = TakeAndBreakCode.parse(r.code());
        MisereQuotient q = Quotients.ofCode(code, 0, 4096);
        assertEquals(r.period(), q.period(), r + " period");
        assertEquals(r.preperiod(), q.preperiod(), r + " preperiod (both count heap 0)");
        assertEquals(r.order(), q.order(), r + " |Q|");
        assertEquals(r.pSize(), q.pPortion().size(), r + " |P|");
        assertEquals(r.tame(), q.isTame(), r + " tame");
        assertEquals(r.stdForm(), StandardForm.of(code).toString(), r + " StdForm");
        // LastRogue: the largest heap up to where MisereSolver found its solution whose Φ-value is outside the kernel
        List<Integer> rogues = q.analysis().rogueHeaps(r.solvedAt());
        assertFalse(rogues.isEmpty(), r + " rogues");
        assertEquals(r.lastRogue(), rogues.get(rogues.size() - 1), r + " LastRogue");
        Integer last = q.analysis().lastRogue();
        if (last != null) assertEquals(r.lastRogue(), last, r + ": rogues end, so LastRogue is theirs");
    }

    /** At each heap where MisereSolver's presentation changed, Q_h is the T_k it printed, or wild where it printed a presentation. */
    @ParameterizedTest @MethodSource("rows")
    void partialQuotientsAreTameWhereMisereSolverSaysSo(Row r) {
        if (r.order() > 100) return; // 0.4107: its partial quotients take seconds each
        TakeAndBreakCode code = TakeAndBreakCode.parse(r.code());
        for (String c : r.changes()) {
            int h = Integer.parseInt(c.substring(0, c.indexOf(':')));
            String what = c.substring(c.indexOf(':') + 1);
            Integer k = Quotients.ofHeaps(code, h, EngineConfig.defaults()).analysis().tameIndex();
            assertEquals(what.equals("wild") ? null : Integer.valueOf(what.substring(1)), k, r + " Q_" + h);
        }
    }
}
