package cgx.core;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A value that writes itself in LaTeX, ready for a paper: {@link #latex()} is text-mode LaTeX
 * (math in {@code $...$}, tables as {@code tabular}) needing only {@code amsmath};
 * {@link #save} writes a document that compiles with a stock LaTeX.
 */
public interface LatexForm {
    String latex();

    /** A whole document around a body. */
    static String document(String body) {
        return "\\documentclass{article}\n\\usepackage{amsmath}\n\\usepackage[utf8]{inputenc}\n\\begin{document}\n"
                + body + "\n\\end{document}\n";
    }

    /** Writes {@link #document} of this value to {@code file} (through a temporary file, so a failure leaves the old one); the path written. */
    default Path save(String file) {
        return AtomicFiles.write("Save", WorkingDirectory.resolve(file), out -> out.write(document(latex()).getBytes(StandardCharsets.UTF_8)));
    }

    /** Text escaped for LaTeX's text mode. */
    static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> b.append("\\textbackslash{}");
                case '{', '}', '$', '&', '#', '_', '%' -> b.append('\\').append(c);
                case '^' -> b.append("\\^{}");
                case '~' -> b.append("\\~{}");
                case '|' -> b.append("\\textbar{}");
                case '<' -> b.append("\\textless{}");
                case '>' -> b.append("\\textgreater{}");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
