package cgx.notebook;

import cgx.Python;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Python for the notebook tests (through {@link Python}): a test is skipped, saying why, where Python or a module is missing. */
final class Jupyter {
    private Jupyter() {}

    /** Skips the calling test unless Python and every module are there. */
    static String require(String... modules) throws Exception {
        String py = Python.executable();
        Assumptions.assumeTrue(py != null, "skipped: no python3 on PATH (the notebook tests drive the kernel with Python's jupyter_client)");
        for (String m : modules) {
            Python.Run r = Python.run(py, List.of("-c", "import " + m), Map.of(), 60);
            Assumptions.assumeTrue(r.exit() == 0, "skipped: the Python module " + m + " is not installed (pip install " + m + "; .ci/run installs it)");
        }
        return py;
    }

    /** A kernel spec that starts this test run's classes: java -cp CLASSPATH cgx.worksheet.Main --kernel FILE. */
    static Path kernelSpec(Path dataDir) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        KernelSpec.write(dataDir, List.of(java, "-Xss16m", "-Xmx1g", "-cp", System.getProperty("java.class.path"), "cgx.worksheet.Main", "--kernel", "{connection_file}"));
        return dataDir;
    }
}
