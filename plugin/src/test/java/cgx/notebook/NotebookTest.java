package cgx.notebook;

import cgx.Python;
import cgx.worksheet.Main;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The example notebook runs top to bottom with nbclient and shows its pictures; exported to HTML
 * with nbconvert and opened in headless Chromium, every picture and rich display is drawn (a
 * screenshot of each, in target/notebook-screenshots/, is not blank and has the expected size)
 * and its LaTeX is typeset; the kernel spec lands where Jupyter looks. Skipped, saying why, where
 * Python, nbclient, jupyter_client, nbconvert, Chromium or MathJax is missing.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NotebookTest {
    /** MathJax 2 as Debian's libjs-mathjax installs it (nbconvert's own default is a CDN, out of reach here). */
    static final Path MATHJAX = Path.of(System.getProperty("cgx.mathjax", "/usr/share/javascript/mathjax/MathJax.js"));

    private Path dir;
    private Python.Run run;
    private boolean exported;

    /** The tour run once for the class (exported to tour.html where nbconvert and MathJax are there). */
    private Python.Run tour() throws Exception {
        if (run != null) return run;
        String py = Jupyter.require("nbclient", "nbformat", "jupyter_client");
        dir = Files.createTempDirectory("cgx-notebook");
        Path script = dir.resolve("run_notebook.py");
        try (var in = NotebookTest.class.getResourceAsStream("/notebook/run_notebook.py")) {
            Files.copy(in, script);
        }
        Path tour = Path.of(System.getProperty("cgx.scripts"), "notebooks", "tour.ipynb");
        Path data = Jupyter.kernelSpec(dir.resolve("jupyter"));
        List<String> args = new java.util.ArrayList<>(List.of(script.toString(), tour.toString()));
        exported = Python.run(py, List.of("-c", "import nbconvert"), Map.of(), 60).exit() == 0 && Files.isRegularFile(MATHJAX);
        if (exported) args.addAll(List.of("--html", dir.resolve("tour.html").toString(), MATHJAX.toUri() + "?config=TeX-AMS_CHTML-full"));
        run = Python.run(py, args, Map.of("JUPYTER_PATH", data.toString()), 300);
        return run;
    }

    @AfterAll
    void removeTheRun() throws Exception {
        if (dir == null) return;
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    @Test
    void tourRunsTopToBottom() throws Exception {
        Python.Run r = tour();
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
        assertEquals(3, latex, "two guaranteed games and the quotient, typeset: " + cells);
        assertEquals(1, html, "the quotient's tables: " + cells);
    }

    /** An output the page shows, as the browser laid it out (CSS pixels, page coordinates). */
    record Shown(String mime, String source, double x, double y, double w, double h, double boxW,
                 double declaredW, double declaredH, int typeset, int mathErrors, String text) {}

    /** Every picture and rich display of the tour, as a person sees it in the exported HTML. */
    @Test
    void tourDrawsEveryPictureAndRichDisplayInABrowser() throws Exception {
        Python.Run r = tour();
        assertEquals(0, r.exit(), "the notebook did not run:\n" + r.err());
        Assumptions.assumeTrue(exported, "skipped: nbconvert (pip install nbconvert) or MathJax (" + MATHJAX
                + ", Debian's libjs-mathjax) is missing; .ci/run installs both");
        String chromium = Chromium.require();
        Path shots = Files.createDirectories(Path.of("target", "notebook-screenshots"));
        try (Chromium browser = new Chromium(chromium, 1000, 900)) {
            browser.open(dir.resolve("tour.html").toUri().toString());
            browser.waitFor("!!(window.MathJax && MathJax.Hub && MathJax.isReady)", 60);
            browser.waitFor("Array.from(document.images).every(i => i.complete)", 60);
            assertTrue(browser.evaluate("new Promise(done => MathJax.Hub.Queue(() => done(true)))").asBoolean(), "MathJax did not finish");
            JsonNode found = Wire.JSON.readTree(browser.evaluate(OUTPUTS).asText());
            List<Shown> shown = new java.util.ArrayList<>();
            for (JsonNode o : found) shown.add(Wire.JSON.treeToValue(o, Shown.class));
            assertEquals(7, shown.stream().filter(s -> s.mime().equals("image/svg+xml")).count(), "pictures: " + shown);
            assertEquals(1, shown.stream().filter(s -> s.mime().equals("text/html")).count(), "HTML displays: " + shown);
            assertEquals(2, shown.stream().filter(s -> s.mime().equals("text/latex")).count(), "LaTeX displays (the quotient shows its HTML): " + shown);
            for (int i = 0; i < shown.size(); i++) {
                Shown s = shown.get(i);
                String what = s.mime() + " of `" + s.source() + "`";
                assertTrue(s.w() >= 40 && s.h() >= 16, what + " is drawn too small: " + s);
                if (s.mime().equals("image/svg+xml")) {
                    // at the size the picture declares, within the output area (a wider one would be cut off)
                    assertTrue(s.declaredW() > 0 && Math.abs(s.w() - s.declaredW()) < 1.5 && Math.abs(s.h() - s.declaredH()) < 1.5,
                            what + " is not drawn at its own size " + s.declaredW() + " x " + s.declaredH() + ": " + s);
                    assertTrue(s.w() <= s.boxW(), what + " is wider than the notebook's output area (" + s.boxW() + " px): " + s);
                }
                if (s.mime().equals("text/latex")) {
                    assertTrue(s.typeset() > 0 && s.mathErrors() == 0, what + " is not typeset: " + s);
                    assertFalse(s.text().contains("\\") || s.text().contains("$$"), what + " shows raw TeX: " + s.text());
                }
                if (s.mime().equals("text/html"))
                    assertTrue(s.text().contains("Generators") && s.text().contains("P-portion") && s.text().contains("Φ(H_n)") && s.text().contains("10+"),
                            what + ": the presentation, P-portion and Φ table are not all there: " + s.text());
                byte[] png = browser.screenshot(s.x(), s.y(), Math.ceil(s.w()), Math.ceil(s.h()));
                Path file = shots.resolve(String.format("%02d-%s.png", i + 1, s.mime().replaceAll("[^a-z]+", "-")));
                Files.write(file, png);
                java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png));
                assertEquals(Math.ceil(s.w()), img.getWidth(), 1.5, what + ": the screenshot's width");
                assertEquals(Math.ceil(s.h()), img.getHeight(), 1.5, what + ": the screenshot's height");
                double inked = inked(img);
                assertTrue(inked > 0.01, what + " looks blank (" + String.format("%.4f", inked) + " of its pixels differ from the background): " + file);
            }
        }
    }

    /** The outputs of the exported page that are pictures or rich displays, with their boxes, as JSON text. */
    private static final String OUTPUTS = """
            JSON.stringify(Array.from(document.querySelectorAll('.jp-OutputArea-output[data-mime-type]'))
              .filter(e => ['image/svg+xml', 'text/html', 'text/latex'].includes(e.dataset.mimeType))
              .map(e => {
                const box = e.getBoundingClientRect();
                const img = e.querySelector('img, svg');
                let c = (img || e).getBoundingClientRect();
                if (!img) { // the drawn part: the union of the tables or typeset formulas, not the empty width beside them
                  const parts = Array.from(e.querySelectorAll('table, .MathJax_Display, .MathJax_CHTML')).map(p => p.getBoundingClientRect());
                  if (parts.length) {
                    const l = Math.min(...parts.map(p => p.left)), t = Math.min(...parts.map(p => p.top));
                    c = {left: l, top: t, width: Math.max(...parts.map(p => p.right)) - l, height: Math.max(...parts.map(p => p.bottom)) - t};
                  }
                }
                const cell = e.closest('.jp-Cell');
                const input = cell && cell.querySelector('.jp-InputArea pre');
                return {mime: e.dataset.mimeType, source: input ? input.innerText.trim() : '',
                        x: c.left + window.scrollX, y: c.top + window.scrollY, w: c.width, h: c.height, boxW: box.width,
                        declaredW: img && img.naturalWidth ? img.naturalWidth : 0, declaredH: img && img.naturalHeight ? img.naturalHeight : 0,
                        typeset: e.querySelectorAll('.MathJax_CHTML, .MathJax').length,
                        mathErrors: e.querySelectorAll('.MathJax_Error, .mjx-merror, merror').length,
                        text: e.innerText};
              }))""";

    /** The share of pixels that differ clearly from the image's most common colour (its background). */
    static double inked(java.awt.image.BufferedImage img) {
        Map<Integer, Integer> counts = new java.util.HashMap<>();
        int w = img.getWidth(), h = img.getHeight();
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) counts.merge(img.getRGB(x, y) & 0xFFFFFF, 1, Integer::sum);
        int bg = counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        long differ = 0;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int c = img.getRGB(x, y) & 0xFFFFFF;
                int d = Math.abs((c >> 16) - (bg >> 16)) + Math.abs(((c >> 8) & 255) - ((bg >> 8) & 255)) + Math.abs((c & 255) - (bg & 255));
                if (d > 60) differ++;
            }
        return (double) differ / ((long) w * h);
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

        String py = Jupyter.require("jupyter_client");
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
