package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

/**
 * Derived invariants of misère canonical forms (Conway, ONAG ch. 12; Winning Ways ch. 13):
 * genus, the length of plays, mate, positions. All are functions of the canonical form (parts
 * are in {@link MisereParts}, tameness in {@link Tameness}).
 */
public final class MisereTheory {
    private MisereTheory() {}

    // ------------------------------------------------------------------ genus

    /**
     * Conway's genus {@code g^{γ0γ1γ2…}}, with the number of digits CGSuite 2.2 prints for the
     * game it came from ({@link #NIM_HEAP}, 1, or the Winning Ways length).
     */
    public record Genus(int normal, int[] gammas, int cgsuiteDigits) {
        /** A genus read from text: CGSuite's length follows from the digits (see {@link #toCGSuiteString}). */
        public Genus(int normal, int[] gammas) { this(normal, gammas, UNKNOWN); }

        /** {@link #cgsuiteDigits} of a nim-heap's genus, and of a genus read from text. */
        public static final int NIM_HEAP = -1, UNKNOWN = -2;

        /** γ_n for every n ≥ 0 (the stored sequence ends with the repeating pair). */
        public int gamma(int n) {
            int k = gammas.length;
            if (n < k) return gammas[n];
            return gammas[k - 2 + ((n - (k - 2)) & 1)];
        }

        /** Tame genera: 0^120, 1^031 (fickle), a^{a,a⊕2} (firm). */
        public boolean isTame() {
            if (normal == 0 && gamma(0) == 1 && gamma(1) == 2 && gamma(2) == 0 && gamma(3) == 2) return true;
            if (normal == 1 && gamma(0) == 0 && gamma(1) == 3 && gamma(2) == 1 && gamma(3) == 3) return true;
            return gamma(0) == normal && gamma(1) == (normal ^ 2) && gamma(2) == normal && gamma(3) == (normal ^ 2);
        }

        @Override public boolean equals(Object o) {
            return o instanceof Genus g && g.normal == normal && Arrays.equals(g.gammas, gammas);
        }

        @Override public int hashCode() { return normal * 31 + Arrays.hashCode(gammas); }

        /**
         * Winning Ways' and ONAG's form, cgx's printed form: {@code g^γ0γ1…} up to the first full
         * period of the final alternation ({@code 0^120}, {@code 1^431}); {@code g^(γ0,γ1,…)} if
         * some number has two digits.
         */
        @Override public String toString() { return write(gammas.length); }

        /**
         * CGSuite 2.2's form (found by running it, test-games/misere/cgsuite-genus.txt): a
         * nim-heap's genus is just g ({@code 0}, {@code 2}); a generally tame or generally
         * restive game's is {@code g^γ0} (the theory of those games gives the rest: {@code 0^0},
         * {@code 1^4}, {@code 4^4}); any other game's is Winning Ways' form ({@code 2^1420}).
         * So it depends on the game, not on the γ's alone ({@code 1^3} and {@code 1^31}). A genus
         * read from text is written short when its γ's are those of such a game.
         */
        public String toCGSuiteString() {
            if (cgsuiteDigits == NIM_HEAP) return String.valueOf(normal);
            if (cgsuiteDigits != UNKNOWN) return write(cgsuiteDigits);
            if (equals(nimGenus(normal))) return String.valueOf(normal);
            return equals(shortForm(normal, gammas[0])) ? write(1) : toString();
        }

        /**
         * The genus CGSuite's one-digit form {@code g^x} stands for: a tame genus ({@code x = g},
         * or {x, g} = {0, 1}: x, x⊕2 alternating), or a restive one ({@code g ≤ 1 < x}: x, then
         * x⊕2, x alternating if x ≤ 3, else g⊕2, g alternating); null for any other g, x.
         */
        static Genus shortForm(int g, int x) {
            if (x == g || (g <= 1 && x <= 1)) return new Genus(g, x == g ? new int[] {g, g ^ 2} : x == 1 ? new int[] {1, 2, 0} : new int[] {0, 3, 1});
            if (g <= 1) return new Genus(g, x <= 3 ? new int[] {x, x ^ 2} : new int[] {x, g ^ 2, g});
            return null;
        }

        /** The genus of the nim-heap *g. */
        static Genus nimGenus(int g) { return genus(MisereGame.nim(g)); }

        private String write(int digits) {
            boolean small = normal < 10;
            for (int i = 0; i < digits; i++) if (gamma(i) >= 10) small = false;
            StringBuilder b = new StringBuilder().append(normal).append('^');
            if (small) for (int i = 0; i < digits; i++) b.append(gamma(i));
            else {
                b.append('(');
                for (int i = 0; i < digits; i++) b.append(i > 0 ? "," : "").append(gamma(i));
                b.append(')');
            }
            return b.toString();
        }

        /**
         * Reads {@code g} (a nim-heap's genus), {@code g^γ0γ1…} or {@code g^(γ0,γ1,…)} with the
         * last two repeating (Winning Ways), and CGSuite's {@code g^γ0} of a generally tame or
         * generally restive game ({@link #shortForm}); so every form either prints reads back.
         */
        public static Genus parse(String text) {
            String t = text.strip();
            try {
                int caret = t.indexOf('^');
                if (caret < 0) return nimGenus(Integer.parseInt(t));
                int g = Integer.parseInt(t.substring(0, caret));
                String e = t.substring(caret + 1);
                int[] gam;
                if (e.startsWith("(") && e.endsWith(")")) {
                    String[] parts = e.substring(1, e.length() - 1).split(",");
                    gam = new int[parts.length];
                    for (int i = 0; i < parts.length; i++) gam[i] = Integer.parseInt(parts[i].strip());
                } else {
                    gam = new int[e.length()];
                    for (int i = 0; i < gam.length; i++) {
                        if (!Character.isDigit(e.charAt(i))) throw new NumberFormatException();
                        gam[i] = e.charAt(i) - '0';
                    }
                }
                if (gam.length == 0 || g < 0) throw new NumberFormatException();
                if (gam.length == 1) {
                    // CGSuite's g^γ0 of a generally tame or generally restive game: the rest follows
                    Genus sf = shortForm(g, gam[0]);
                    if (sf == null) throw new CgxException("genus " + t + " is not a genus CGSuite writes with one digit (it does for "
                                + "tame genera g^g and restive ones 0^x, 1^x with x ≥ 2); write the whole genus, e.g. " + g + "^" + gam[0] + (g ^ 2) + g);
                    return sf;
                }
                int k = gam.length;
                for (int i = 0; i + 2 < k; i++)
                    if (gam[i] == gam[i + 2] && tailAlternates(gam, i))
                        throw new CgxException("genus " + t + ": the alternation starts at γ" + i + "; write " + new Genus(g, java.util.Arrays.copyOf(gam, i + 2)));
                return new Genus(g, gam);
            } catch (NumberFormatException e) {
                throw new CgxException("bad genus " + t + ": expected g, g^γ0γ1… or g^(γ0,γ1,…) with natural numbers");
            }
        }

        private static boolean tailAlternates(int[] gam, int from) {
            for (int i = from; i + 2 < gam.length; i++) if (gam[i] != gam[i + 2]) return false;
            return true;
        }
    }

    private static final HashMap<MisereGame, Genus> GENUS = new HashMap<>();

    /**
     * The genus of {@code g}: {@code g⁺} and {@code γ_n = g⁻(G + n·*2)} (misère Grundy values).
     * The γ sequence is computed for n up to birthday + 4 and written up to the point after which
     * it alternates between its last two values over the whole computed range.
     */
    public static Genus genus(MisereGame g) {
        synchronized (GENUS) {
            Genus known = GENUS.get(g);
            if (known != null) return known;
        }
        int limit = Math.max(4, g.birthday() + 4);
        int[] gam = new int[limit + 1];
        MisereGame two = MisereGame.nim(2);
        MisereGame x = g;
        for (int n = 0; n <= limit; n++) {
            Interrupts.check();
            gam[n] = x.misereGrundy();
            if (n < limit) x = x.plus(two);
        }
        // smallest k with gam[m+2] == gam[m] for all m ≥ k
        int k = limit - 1;
        while (k > 0 && gam[k + 1] == gam[k - 1]) k--;
        // keep gammas 0..k+1 (the last two repeat)
        int[] kept = Arrays.copyOf(gam, Math.max(2, k + 2));
        int digits = g.isNimHeap() ? Genus.NIM_HEAP
                : Tameness.isGenerallyTame(g) || Tameness.isGenerallyRestive(g) ? 1 : kept.length;
        Genus r = new Genus(g.normalGrundy(), kept, digits);
        synchronized (GENUS) { GENUS.put(g, r); }
        return r;
    }

    // ------------------------------------------------------------------ parity, mate

    /**
     * Every play from G to the end has even length (0 does; a nonzero G iff all its options'
     * plays are odd). Not ONAG's "even" ({@link MisereParts#isEven}).
     */
    public static boolean allPlaysEven(MisereGame g) { return parity(g) == 0; }

    /** Every play from G to the end has odd length (G has options, all of whose plays are even). */
    public static boolean allPlaysOdd(MisereGame g) { return parity(g) == 1; }

    private static final HashMap<MisereGame, Integer> PARITY = new HashMap<>();

    /** 0 even, 1 odd, 2 neither; bottom-up over positions (options have smaller ids). */
    private static int parity(MisereGame g) {
        synchronized (PARITY) {
            Integer known = PARITY.get(g);
            if (known != null) return known;
            List<MisereGame> ps = positions(g, Integer.MAX_VALUE);
            ps.sort((a, b) -> Integer.compare(a.id(), b.id()));
            for (MisereGame p : ps) {
                if (PARITY.containsKey(p)) continue;
                int r;
                if (p.isZero()) r = 0;
                else {
                    boolean allOdd = true, allEven = true;
                    for (MisereGame o : p.optionsById()) {
                        int q = PARITY.get(o);
                        if (q != 1) allOdd = false;
                        if (q != 0) allEven = false;
                    }
                    r = allOdd ? 0 : allEven ? 1 : 2;
                }
                PARITY.put(p, r);
            }
            return PARITY.get(g);
        }
    }

    /** Conway's mate: {@code 0⁻ = *}, and {@code G⁻ = {G'⁻}} for G ≠ 0 (canonical form). */
    public static MisereGame mate(MisereGame g) {
        List<MisereGame> ps = positions(g, Integer.MAX_VALUE);
        ps.sort((a, b) -> Integer.compare(a.id(), b.id()));
        HashMap<MisereGame, MisereGame> m = new HashMap<>();
        for (MisereGame p : ps) {
            Interrupts.check();
            if (p.isZero()) { m.put(p, MisereGame.nim(1)); continue; }
            MisereGame[] o = p.optionsById();
            MisereGame[] mo = new MisereGame[o.length];
            for (int i = 0; i < o.length; i++) mo[i] = m.get(o[i]);
            m.put(p, MisereGame.of(mo));
        }
        return m.get(g);
    }

    // ------------------------------------------------------------------ positions, parts

    /** All positions of the canonical form (G included), in no particular order. */
    public static List<MisereGame> positions(MisereGame g, int max) {
        ArrayList<MisereGame> out = new ArrayList<>();
        HashSet<MisereGame> seen = new HashSet<>();
        ArrayList<MisereGame> stack = new ArrayList<>();
        stack.add(g);
        seen.add(g);
        while (!stack.isEmpty()) {
            MisereGame x = stack.remove(stack.size() - 1);
            out.add(x);
            if (out.size() > max)
                throw new CgxException("misère form has more than " + max + " positions; too large for this computation");
            for (MisereGame o : x.optionsById()) if (seen.add(o)) stack.add(o);
        }
        return out;
    }
}
