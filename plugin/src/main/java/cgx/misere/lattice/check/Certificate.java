package cgx.misere.lattice.check;

import java.util.List;

/**
 * The parsed text of a {@code cgx-lattice-proof 1} certificate, before any mathematical check
 * (shapes and lengths are checked by {@link CertificateParser}). Each item keeps its line number.
 */
final class Certificate {
    /** {@code "forms"} or {@code "heaps"}. */
    String kind;
    int gameLine;
    /** forms: the forms of the game line, whitespace removed. */
    List<String> forms;
    /** heaps: the code text and the largest heap N. */
    String code;
    int maxHeap;

    int r;
    String[] generators;
    int[] generatorLines;

    int[] box;
    int boxLine;
    /** The table: {@link Rule#P} or {@link Rule#N} per cell of the box. */
    byte[] table;
    int tableLine;

    int[][] shifts;
    int[] shiftLines;
    boolean[][] guards;
    int[] guardLines;

    /** The family, or null when the certificate has none. */
    Family family;

    /** (F1) with (F2) or (F3) or both: W_a = w + aσ, X_a = x + aτ, σ + τ = s_k, and a ray path for each of (F2), (F3) given (the other null). */
    static final class Family {
        int[] w, sigma, x, tau;
        int shift;
        Path witnessRay, distinguisherRay;
        int line;
    }

    /** A ray path: period p and signed shift indices (sign[i] = +1 or -1). */
    static final class Path {
        int period;
        int[] sign;
        int[] shift;
        int line;
    }
}
