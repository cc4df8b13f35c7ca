package cgx.misere.quotient;

import cgx.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.*;

/**
 * bench/frontier-race.sh --report reads the two tools' stamped logs (milliseconds from the tool's
 * start, then the line): cgx's trace ("heap n changes Q_{n-1}"), its split lines and its result,
 * MisereSolver's "Presentation Changing at Heap n" and "|Q| = ..". The rows below are what the
 * race prints for such logs; a parse that ignored the trace lines would put cgx's time at its
 * first split line (1.0 s) or its result (40.4 s).
 */
class FrontierRaceScriptTest {
    private static List<String> report(Path logs, int seconds, String game) throws Exception {
        Path script = TestFiles.testGames().getParent().resolve("bench/frontier-race.sh");
        Process p = new ProcessBuilder("bash", script.toString(), "--report", "--seconds", String.valueOf(seconds), "--log", logs.toString(), game)
                .redirectErrorStream(true).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the script did not finish");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        return out.lines().toList();
    }

    /** Writes a stamped log, one line each. */
    private static void log(Path logs, String name, String... lines) throws Exception {
        Files.writeString(logs.resolve(name), lines.length == 0 ? "" : String.join("\n", lines) + "\n");
    }

    /** The words of the table's one row (after its header). */
    private static List<String> row(List<String> rows) {
        return List.of(rows.get(1).trim().split("\\s+"));
    }

    @Test void theTraceGivesWhenEachQuotientWasComplete(@TempDir Path logs) throws Exception {
        log(logs, "cgx-0.76.log",
                "262 MisereQuotient 0.76: heap 1 changes Q_0 (|Q| = 1) at 0.011 s",
                "375 MisereQuotient 0.76: heap 1, |Q| = 2 at 0.124 s",
                "410 MisereQuotient 0.76: heap 11 changes Q_10 (|Q| = 12) at 0.159 s",
                "514 MisereQuotient 0.76: heap 11, |Q| = 34 at 0.263 s",
                "516 MisereQuotient 0.76: heap 12 changes Q_11 (|Q| = 34) at 0.265 s",
                "1015 MisereQuotient 0.76: heap 12 splits Q_11 (|Q| = 34); learning Q_12: round 10: do the transitions of 75 classes commute; 10671 positions searched",
                "2515 MisereQuotient 0.76: heap 12 splits Q_11 (|Q| = 34); learning Q_12: round 12: do the transitions of 87 classes commute; 112495 positions searched",
                "40315 MisereQuotient 0.76: stopped at heap 12: time limit of 40 s; returning Q_11",
                "40420 cgx-result 11 34");
        log(logs, "solver-0.76.log",
                "980 --- Presentation Changing at Heap 1 ---",
                "1001 |Q| = 2; |P| = 1",
                "1200 === Presentation Changed at Heap 11 ===",
                "1210 |Q| = 34; |P| = 8",
                "1230 --- Presentation Changing at Heap 12 ---",
                "1300 Tried: |Q| = 60, |P| = 14; Failure = [3,12,12]",
                "55000 Tried: |Q| = 900, |P| = 150; Failure = [5,12,12,12]");
        List<String> rows = report(logs, 40, "0.76");
        assertEquals(2, rows.size(), rows.toString());
        // the last column: MisereSolver's time over cgx's for the same Q_11 (1200 / 516 ms = 2.3255...), cut to two decimals
        assertEquals(List.of("0.76", "Q_11", "34", "0.52s", "Q_11", "34", "1.20s", "Q_11", "Q_11", "2.32"), row(rows));
    }

    @Test void theLastColumnsCountOnlyWhatCameWithinTheLimit(@TempDir Path logs) throws Exception {
        // cgx went on past T (a split under way finishes first): Q_12 came at 41 s, after T = 40
        log(logs, "cgx-0.04.log",
                "900 MisereQuotient 0.04: heap 11 changes Q_10 (|Q| = 12) at 0.3 s",
                "30000 MisereQuotient 0.04: heap 11, |Q| = 34 at 29.4 s",
                "30001 MisereQuotient 0.04: heap 12 changes Q_11 (|Q| = 34) at 29.4 s",
                "41000 MisereQuotient 0.04: heap 12, |Q| = 52 at 40.4 s",
                "41001 MisereQuotient 0.04: heap 13 changes Q_12 (|Q| = 52) at 40.4 s",
                "41500 MisereQuotient 0.04: stopped at heap 13: time limit of 40 s; returning Q_12",
                "41600 cgx-result 12 52");
        log(logs, "solver-0.04.log");
        // (not the same Q_n: no ratio)
        assertEquals(List.of("0.04", "Q_12", "52", "41.00s", "Q_0", "?", "0.00s", "Q_11", "Q_0", "-"), row(report(logs, 40, "0.04")));
    }
}
