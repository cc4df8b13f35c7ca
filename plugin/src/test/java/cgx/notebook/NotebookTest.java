package cgx.notebook;

import cgx.worksheet.Main;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The example notebook runs top to bottom with nbclient and shows its pictures; the kernel spec
 * lands where Jupyter looks. Skipped, saying why, where Python, nbclient or jupyter_client is missing.
 */
class NotebookTest {
    @Test
    void tourRunsTopToBottom(@TempDir Path dir) throws Exception {
        String py = Python.require("nbclient", "nbformat", "jupyter_client");
        Path script = dir.resolve("run_notebook.py");
        try (var in = NotebookTest.class.getResourceAsStream("/notebook/run_notebook.py")) {
            Files.copy(in, script);
        }
        Path tour = Path.of(System.getProperty("cgx.scripts"), "notebooks", "tour.ipynb");
        Path data = Python.kernelSpec(dir.resolve("jupyter"));
        Python.Run r = Python.run(py, List.of(script.toString(), tour.toString()), Map.of("JUPYTER_PATH", data.toString()), 300);
        assertEquals(0, r.exit(), "the notebook did not run:\n" + r.err());
        String out = r.out().strip();
        JsonNode cells = Wire.JSON.readTree(out.substring(out.lastIndexOf('\n') + 1));
        int svg = 0, html = 0, latex = 0;
        for (JsonNode c : cells) {
            assertTrue(c.path("outputs").size() > 0 || c.path("source").asText().endsWith(";"), "no output from " + c.path("source").asText());
            for (JsonNode o : c.path("outputs")) {
                if (o.toString().contains("image/svg+xml")) svg++;
                if (o.toString().contains("text/html")) html++;
                if (o.toString().contains("text/latex")) latex++;
                assertTrue(!o.toString().contains("error:"), c.path("source").asText() + ": " + o);
            }
        }
        assertEquals(7, svg, "seven pictures: a guaranteed game's tree and stops, Gs, Scoring Nim, L(j), the multiplication table, Φ: " + cells);
        assertTrue(latex >= 1, "the guaranteed game <^-1|3> - <^-1|3>, typeset");
        assertEquals(1, html, "the presentation table");
    }

    @Test
    void installKernelWritesWhereJupyterLooks(@TempDir Path dir) throws Exception {
        Path prefix = dir.resolve("prefix");
        assertEquals(0, Main.execute("--install-kernel", "--prefix", prefix.toString()));
        Path spec = prefix.resolve("share/jupyter/kernels/cgx/kernel.json");
        JsonNode json = Wire.JSON.readTree(Files.readString(spec));
        assertEquals("cgx", json.path("display_name").asText());
        assertEquals("cgx", json.path("language").asText());
        assertEquals("{connection_file}", json.path("argv").get(json.path("argv").size() - 1).asText());
        assertEquals("--kernel", json.path("argv").get(json.path("argv").size() - 2).asText());

        String py = Python.require("jupyter_client");
        // jupyter kernelspec finds a --prefix install through JUPYTER_PATH, and the --user directory is jupyter_core's data dir
        String check = "import json; from jupyter_client.kernelspec import KernelSpecManager; from jupyter_core.paths import jupyter_data_dir;"
                + "s = KernelSpecManager().get_kernel_spec('cgx'); print(json.dumps({'dir': s.resource_dir, 'name': s.display_name, 'user': jupyter_data_dir()}))";
        Python.Run r = Python.run(py, List.of("-c", check), Map.of("JUPYTER_PATH", prefix.resolve("share/jupyter").toString()), 60);
        assertEquals(0, r.exit(), r.err());
        JsonNode found = Wire.JSON.readTree(r.out().strip());
        assertEquals(spec.getParent().toRealPath().toString(), Path.of(found.path("dir").asText()).toRealPath().toString());
        assertEquals("cgx", found.path("name").asText());
        assertEquals(KernelSpec.dataDir(true, null).toString(), found.path("user").asText(), "--user writes into Jupyter's user data directory");
    }
}
