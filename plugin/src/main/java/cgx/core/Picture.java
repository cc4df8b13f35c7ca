package cgx.core;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A picture: an immutable SVG document. Plots and diagrams are returned as pictures, which a
 * notebook shows as {@code image/svg+xml}, the terminal prints as {@code Picture("<svg ...>")}
 * (reading back as an equal picture), and {@code .Save("f.svg")} writes to a file.
 */
public final class Picture implements RichDisplay {
    /** Larger SVG text is refused (a plot here is a few hundred kilobytes at most). */
    public static final int MAX_CHARS = 20_000_000;
    private static final Pattern SIZE = Pattern.compile("<svg\\b[^>]*?\\bwidth=\"([0-9.]+)\"[^>]*?\\bheight=\"([0-9.]+)\"");

    private final String svg;

    private Picture(String svg) { this.svg = svg; }

    /** The picture of an SVG document; fails unless the text holds one {@code <svg ...>...</svg>} element. */
    public static Picture ofSvg(String svg) {
        if (svg.length() > MAX_CHARS) throw new CgxException("a picture's SVG text is limited to " + MAX_CHARS + " characters");
        int open = svg.indexOf("<svg");
        int close = svg.lastIndexOf("</svg>");
        if (open < 0 || close < open) throw new CgxException("a picture needs SVG text: <svg ...> ... </svg>");
        return new Picture(svg);
    }

    /** The SVG text. */
    public String svg() { return svg; }

    /** Width and height in pixels from the root element, or {@code [0, 0]} if not given. */
    public double[] size() {
        Matcher m = SIZE.matcher(svg);
        return m.find() ? new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))} : new double[] {0, 0};
    }

    /** Writes the SVG to {@code file} (relative to the working directory); returns the absolute path. */
    public Path save(String file) {
        if (file.isBlank()) throw new CgxException("Save needs a file name such as \"plot.svg\"");
        Path path = WorkingDirectory.resolve(file);
        try {
            Files.writeString(path, svg, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new CgxException("could not write " + path + ": " + e.getMessage());
        }
        return path;
    }

    @Override public Map<String, String> mimeBundle() { return Map.of("image/svg+xml", svg); }

    @Override public boolean equals(Object o) { return o instanceof Picture p && p.svg.equals(svg); }

    @Override public int hashCode() { return svg.hashCode(); }

    @Override public String toString() { return "Picture(" + svg.length() + " characters of SVG)"; }
}
