package cgx.census.atlas;

/**
 * What is known about a game's misère quotient, as the atlas's index colours it: finite (the
 * Periodicity Theorem certified it, Plambeck–Siegel Fact 2.2), algebraic periodic (§A.5) proved
 * by the weight-form induction or only evidence, infinite (a lattice proof the independent
 * checker re-verified, §A.7), or open.
 */
public enum Status {
    FINITE("finite", "finite: the whole quotient, certified by the Periodicity Theorem (Fact 2.2) and checked by Verify"),
    ALGEBRAIC_PROVED("algebraic, proved", "algebraic periodic (§A.5), proved for every heap by the weight-form induction; the certificate is re-verified by an independent checker"),
    ALGEBRAIC_EVIDENCE("algebraic, evidence", "algebraic periodic (§A.5) as far as checked: a family of the shape of Figures 8 and 9 agrees with every Q_n computed; not a proof"),
    INFINITE_PROVED("infinite, proved", "infinite: a partial quotient proved infinite by a lattice proof (§A.7) the independent checker re-verified"),
    OPEN("open", "open: the largest partial quotient Q_n reached within the census's bounds; nothing is known past it");

    private final String label, meaning;

    Status(String label, String meaning) {
        this.label = label;
        this.meaning = meaning;
    }

    /** As the index shows it: "finite", "algebraic, proved", ... */
    public String label() { return label; }

    /** One sentence: what the status means. */
    public String meaning() { return meaning; }

    /** The CSS class of its colour: {@code st-finite}, {@code st-algebraic-proved}, ... */
    public String css() { return "st-" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'); }
}
