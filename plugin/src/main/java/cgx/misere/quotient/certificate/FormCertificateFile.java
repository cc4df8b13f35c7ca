package cgx.misere.quotient.certificate;

/**
 * The text of a certificate of the misère quotient Q(cl A) of a closure of forms, which the
 * independent checker {@code scripts/misere-quotients/check-form-quotient.py} re-verifies from
 * the text alone: the forms of the closure (each in the paper's notation, with its options as
 * the numbers of earlier forms, 0 the zero game, and its value in Q), the P-portion and the
 * multiplication table of Q on its elements 0..|Q|-1 (0 the identity). Lines are
 * {@code key: value}; {@code #} starts a comment (the elements' words, for a reader).
 */
public final class FormCertificateFile {
    private FormCertificateFile() {}

    /** The script that checks the text. */
    public static final String CHECKER = "scripts/misere-quotients/check-form-quotient.py";

    /**
     * The certificate: {@code roots} the forms whose closure it is, {@code labels[1..n]} and
     * {@code options[1..n]} its forms, {@code phi[1..n]} their values, {@code names[x]} the word of
     * element x (a comment).
     */
    public static String write(String[] roots, String[] labels, int[][] options, int[] phi,
                               int order, int[] mul, boolean[] isP, String[] names) {
        int n = labels.length - 1;
        StringBuilder b = new StringBuilder();
        b.append("# certificate of the misère quotient of a closure of forms (cgx; docs/guide/misere-quotients.md, \"Certifying a quotient of forms\"); check with ").append(CHECKER).append('\n');
        b.append("closure: ").append(String.join("; ", roots)).append("   # the forms whose closure (themselves and every follower) is listed\n");
        b.append("forms: ").append(n).append("   # the non-zero forms of the closure; 0 is the zero game\n");
        b.append("order: ").append(order).append("   # |Q|: elements 0..").append(order - 1).append(", 0 the identity\n");
        for (int i = 1; i <= n; i++) {
            b.append("form ").append(i).append(": ").append(labels[i]).append("; options");
            for (int o : options[i]) b.append(' ').append(o);
            b.append("; value ").append(phi[i]).append("   # ").append(names[phi[i]]).append('\n');
        }
        b.append("P:");
        StringBuilder words = new StringBuilder();
        for (int x = 0; x < order; x++)
            if (isP[x]) {
                b.append(' ').append(x);
                words.append(words.length() == 0 ? "" : ", ").append(names[x]);
            }
        b.append("   # ").append(words).append('\n');
        for (int x = 0; x < order; x++) {
            b.append("row ").append(x).append(':');
            for (int y = 0; y < order; y++) b.append(' ').append(mul[x * order + y]);
            b.append("   # ").append(names[x]).append('\n');
        }
        return b.toString();
    }
}
