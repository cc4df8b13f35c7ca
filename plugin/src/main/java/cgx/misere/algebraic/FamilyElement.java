package cgx.misere.algebraic;

/**
 * An element a^ε b^j c^s x_n of an algebraic-periodic family ({@link AlgebraicFamily}): {@code a}
 * is ε ∈ {0, 1}, {@code b} the exponent j ≥ 0, {@code c} which sporadic generator c_i (i ≥ 1), or 0
 * for none (only alone: c_i·b, c_i·c_k and c_i·x_n rewrite), {@code x} the index n of the family generator, or −1 for
 * none. Immutable; equal elements have equal fields once normalised by the family.
 */
public record FamilyElement(int a, int b, int c, int x) {
    public static final FamilyElement ONE = new FamilyElement(0, 0, 0, -1);

    public FamilyElement {
        if (a < 0 || a > 1 || b < 0 || c < 0 || c > 8 || x < -1) throw new IllegalArgumentException("not an element: " + a + " " + b + " " + c + " " + x);
    }

    /** A pure element a^ε b^j. */
    public static FamilyElement pure(int a, int b) { return new FamilyElement(a & 1, b, 0, -1); }

    public boolean isPure() { return c == 0 && x < 0; }
}
