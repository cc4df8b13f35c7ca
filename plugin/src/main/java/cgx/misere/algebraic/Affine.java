package cgx.misere.algebraic;

/** An affine exponent k·v + l in one variable v (m, n or k), as in the paper's b^(2n+3). Immutable. */
public record Affine(int k, int l) {
    public int at(int v) { return Math.addExact(Math.multiplyExact(k, v), l); }

    /** Its value mod 2 at v (for exponents of a, a^2 = 1). */
    public int parity(int v) { return Math.floorMod(at(v), 2); }

    /** "2n+3", "n+1", "m", "4", "n-1". */
    public String text(String var) {
        if (k == 0) return "" + l;
        String s = (k == 1 ? "" : k == -1 ? "-" : "" + k) + var;
        return l == 0 ? s : l > 0 ? s + "+" + l : s + l;
    }

    /** As an exponent: "" for 1, "^3", "^(2n+3)"; null for 0 (the factor is absent). */
    String exponent(String var) {
        if (k == 0 && l == 0) return null;
        if (k == 0) return l == 1 ? "" : "^" + l;
        return k == 1 && l == 0 ? "^" + var : "^(" + text(var) + ")";
    }

    /** As an exponent of a (a^2 = 1): reduced mod 2. */
    Affine mod2() { return new Affine(Math.floorMod(k, 2), Math.floorMod(l, 2)); }
}
