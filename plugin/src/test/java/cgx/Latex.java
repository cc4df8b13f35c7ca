package cgx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Finds pdflatex and compiles documents with it, for the tests of LaTeX output
 * ({@code cgx.display.LatexTest}, {@code cgx.misere.algebraic.AlgebraicFigureTest}). pdflatex is
 * Debian's texlive-latex-base, which .ci/run installs; without it the tests check the documents
 * written and are skipped at the end.
 */
public final class Latex {
    private Latex() {}

    /** True if pdflatex answers. */
    public static boolean available() {
        try {
            Process p = new ProcessBuilder("pdflatex", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /**
     * Compiles {@code tex} with pdflatex in its folder: it must finish within 120 s and succeed, the
     * PDF must be written, and no font may be substituted (its log has no undefined font shape).
     */
    public static void compile(Path tex) throws Exception {
        Path dir = tex.toAbsolutePath().getParent();
        String name = tex.getFileName().toString().replaceFirst("\\.tex$", "");
        Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", tex.getFileName().toString())
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), name + ": pdflatex ran over 120 s");
        assertEquals(0, p.exitValue(), name + ": pdflatex failed:\n" + out);
        assertTrue(Files.size(dir.resolve(name + ".pdf")) > 1000, name + ": no PDF");
        String log = Files.readString(dir.resolve(name + ".log"), StandardCharsets.ISO_8859_1); // any bytes: the check is on ASCII words
        assertFalse(log.contains("Font shape") && log.contains("undefined"), name + ": a font was substituted:\n" + log);
    }

    /** Skips the test (after its other checks) when pdflatex is missing. */
    public static void assumeCompiled(boolean available) {
        org.junit.jupiter.api.Assumptions.assumeTrue(available,
                "pdflatex is not installed (Debian: texlive-latex-base): the documents were written, not compiled");
    }
}
