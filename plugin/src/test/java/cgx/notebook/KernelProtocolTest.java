package cgx.notebook;

import cgx.Python;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kernel driven by the real jupyter_client (Python), as Jupyter front ends drive it: one
 * session of execute, print, progress, a plot as SVG, a table as HTML, an error, completion
 * after a dot, inspection, is_complete, interrupts (message and SIGINT) keeping the state,
 * restart and shutdown. Skipped, saying why, where Python or jupyter_client is missing.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KernelProtocolTest {
    private JsonNode seen;

    @BeforeAll
    void drive(@TempDir Path dir) throws Exception {
        String py = Jupyter.require("jupyter_client");
        Path script = dir.resolve("drive_kernel.py");
        try (var in = KernelProtocolTest.class.getResourceAsStream("/notebook/drive_kernel.py")) {
            Files.copy(in, script);
        }
        Path data = Jupyter.kernelSpec(dir.resolve("jupyter"));
        Python.Run r = Python.run(py, List.of(script.toString()), Map.of("JUPYTER_PATH", data.toString()), 240);
        assertEquals(0, r.exit(), "the driver failed:\n" + r.err());
        String out = r.out().strip();
        seen = Wire.JSON.readTree(out.substring(out.lastIndexOf("\n") + 1));
    }

    private List<JsonNode> outputs(String key, String type) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode o : seen.path(key).path("outputs")) if (o.path("type").asText().equals(type)) out.add(o.path("content"));
        return out;
    }

    private String result(String key) {
        List<JsonNode> r = outputs(key, "execute_result");
        assertEquals(1, r.size(), key + ": " + seen.path(key));
        return r.get(0).path("data").path("text/plain").asText();
    }

    @Test
    void kernelInfo() {
        JsonNode info = seen.path("kernel_info");
        assertEquals("5.3", info.path("protocol_version").asText());
        assertEquals("cgx", info.path("language_info").path("name").asText());
    }

    @Test
    void executeKeepsStateAcrossCells() {
        assertEquals("ok", seen.path("define").path("reply").path("status").asText());
        assertEquals("L", result("define"));
        assertEquals(1, seen.path("define").path("reply").path("execution_count").asInt());
        assertEquals("<2, <11|4|-3>|3|4, <9|2|-5>>", result("state"));
        assertEquals(2, seen.path("state").path("reply").path("execution_count").asInt());
        assertEquals(1, outputs("state", "execute_input").size());
    }

    @Test
    void printIsStdoutAndProgressIsStderr() {
        List<JsonNode> streams = outputs("print", "stream");
        assertEquals(1, streams.size());
        assertEquals("stdout", streams.get(0).path("name").asText());
        assertEquals("hello 1/2\n", streams.get(0).path("text").asText());
        assertEquals("7", result("print"));
        List<JsonNode> progress = outputs("progress", "stream");
        assertFalse(progress.isEmpty());
        assertTrue(progress.stream().allMatch(s -> s.path("name").asText().equals("stderr")));
        assertTrue(progress.get(0).path("text").asText().startsWith("Conjecture 10: checked"));
    }

    @Test
    void plotsAreSvgAndTablesHtml() {
        JsonNode data = outputs("plot", "execute_result").get(0).path("data");
        assertTrue(data.path("image/svg+xml").asText().contains("<svg"), data.toString());
        assertTrue(data.path("image/svg+xml").asText().contains("x = [1, 4, 5]"));
        assertTrue(data.path("text/plain").asText().startsWith("Picture("));
        JsonNode table = outputs("table", "execute_result").get(0).path("data");
        assertTrue(table.path("text/html").asText().startsWith("<table>"), table.toString());
        assertTrue(table.path("text/plain").asText().contains("P-portion"));
    }

    @Test
    void errorsAreErrorMessages() {
        JsonNode reply = seen.path("error").path("reply");
        assertEquals("error", reply.path("status").asText());
        assertEquals("line 1, column 10: division by zero", reply.path("evalue").asText());
        List<JsonNode> errors = outputs("error", "error");
        assertEquals(1, errors.size());
        assertEquals("CgxError", errors.get(0).path("ename").asText());
        assertEquals("error: line 1, column 10: division by zero", errors.get(0).path("traceback").get(0).asText());
        assertTrue(outputs("error", "execute_result").isEmpty());
    }

    @Test
    void completionAndInspection() {
        JsonNode dot = seen.path("complete_dot");
        assertEquals(List.of("Outcome"), texts(dot.path("matches")));
        assertEquals(2, dot.path("cursor_start").asInt());
        assertEquals(4, dot.path("cursor_end").asInt());
        assertTrue(texts(seen.path("complete_literal").path("matches")).contains("Outcome"));
        assertEquals(List.of("ScoringNimPlot", "ScoringNimPositions"), texts(seen.path("complete_name").path("matches")));
        JsonNode inspect = seen.path("inspect");
        assertTrue(inspect.path("found").asBoolean());
        // Shift-Tab shows the reference's entries (Help("ScoringNim")): the function's, then the type's, examples shown, not run
        String help = inspect.path("data").path("text/plain").asText();
        assertTrue(help.startsWith("function ScoringNim [scoringnim]\nScoringNim([1, 4, 5])"), inspect.toString());
        assertTrue(help.contains("\ntype ScoringNim [scoringnim]") && help.contains("- Implements: "), help);
        assertEquals("incomplete", seen.path("is_complete_incomplete_for").path("status").asText());
        assertEquals("  ", seen.path("is_complete_incomplete_for").path("indent").asText());
        assertEquals("incomplete", seen.path("is_complete_incomplete_game").path("status").asText());
        assertEquals("complete", seen.path("is_complete_complete").path("status").asText());
        assertEquals("invalid", seen.path("is_complete_invalid").path("status").asText());
    }

    @Test
    void interruptStopsTheCellAndKeepsTheSession() {
        for (String how : List.of("message", "signal")) {
            JsonNode reply = seen.path("interrupt_" + how).path("reply");
            assertEquals("error", reply.path("status").asText(), how);
            assertEquals("Interrupted", reply.path("ename").asText(), how);
            assertTrue(seen.path("interrupt_" + how).path("seconds").asDouble() < 10, how + " stopped promptly");
            assertEquals("[<2, <11|4|-3>|3|4, <9|2|-5>>, true]", result("after_interrupt_" + how), how);
        }
    }

    @Test
    void restartStartsAFreshSessionAndShutdownEnds() {
        assertEquals("error", seen.path("after_restart").path("reply").path("status").asText(), "variables are gone after a restart");
        assertEquals("2", result("after_restart_ok"));
        assertFalse(seen.path("alive_after_shutdown").asBoolean());
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
