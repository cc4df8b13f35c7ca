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
 * genus, tameness, parity, mate, parts and partitions. All are functions of the canonical form.
 */
public final class MisereTheory {
    private MisereTheory() {}

    /** Largest number of positions for {@link #parts} (it tries all pairs of positions). */
    public static final int MAX_PARTS_POSITIONS = 400;

    // ------------------------------------------------------------------ genus

    /** Conway's genus {@code g^{γ0γ1γ2…}}. */
    public record Genus(int normal, int[] gammas) {
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

        /** {@code g^γ0γ1…}, the last two digits repeating (e.g. {@code 0^120}); {@code g^(γ0,γ1,…)} if some γ ≥ 10. */
        @Override public String toString() {
            boolean small = normal < 10;
            for (int x : gammas) if (x >= 10) small = false;
            StringBuilder b = new StringBuilder().append(normal).append('^');
            if (small) for (int x : gammas) b.append(x);
            else {
                b.append('(');
                for (int i = 0; i < gammas.length; i++) b.append(i > 0 ? "," : "").append(gammas[i]);
                b.append(')');
            }
            return b.toString();
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
        Genus r = new Genus(g.normalGrundy(), Arrays.copyOf(gam, Math.max(2, k + 2)));
        synchronized (GENUS) { GENUS.put(g, r); }
        return r;
    }

    /** Tame (Conway): every position of the canonical form has a tame genus. */
    public static boolean isTame(MisereGame g) {
        for (MisereGame p : positions(g, Integer.MAX_VALUE)) if (!genus(p).isTame()) return false;
        return true;
    }

    // ------------------------------------------------------------------ parity, mate

    /** Even: every play from G to the end has even length (0 is even; a nonzero G is even iff all options are odd). */
    public static boolean isEven(MisereGame g) { return parity(g) == 0; }

    /** Odd: every play from G to the end has odd length (G has options, all even). */
    public static boolean isOdd(MisereGame g) { return parity(g) == 1; }

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

    /**
     * The parts of G: the canonical forms H ≠ 0 for which G = H + K for some K, searched among
     * the positions of G's canonical form (pairs of positions H, K with H + K = G). Sorted in
     * printing order; includes G itself.
     */
    public static List<MisereGame> parts(MisereGame g) {
        List<MisereGame> ps = positions(g, MAX_PARTS_POSITIONS);
        HashSet<MisereGame> set = new HashSet<>(ps);
        ArrayList<MisereGame> out = new ArrayList<>();
        for (MisereGame h : ps) {
            if (h.isZero()) continue;
            for (MisereGame k : ps) {
                Interrupts.check();
                if (h.plus(k) == g) { out.add(h); break; }
            }
        }
        out.sort(Notation.PRINT_ORDER);
        assert set.contains(g);
        return out;
    }

    /** True if G ≠ 0 and its only parts are G itself (and 0). */
    public static boolean isPrime(MisereGame g) {
        if (g.isZero()) return false;
        List<MisereGame> p = parts(g);
        return p.size() == 1 && p.get(0) == g;
    }

    /**
     * The partitions of G into prime parts (among G's positions): each a list of primes, in
     * printing order, whose sum is G. The zero game has the single empty partition.
     */
    public static List<List<MisereGame>> partitions(MisereGame g) {
        List<List<MisereGame>> out = new ArrayList<>();
        if (g.isZero()) { out.add(List.of()); return out; }
        HashSet<List<MisereGame>> seen = new HashSet<>();
        partitionsInto(g, new ArrayList<>(), seen, out, 0);
        return out;
    }

    private static void partitionsInto(MisereGame g, ArrayList<MisereGame> acc, HashSet<List<MisereGame>> seen,
                                       List<List<MisereGame>> out, int depth) {
        if (depth > 64) throw new CgxException("too many parts for partitions");
        Interrupts.check();
        if (g.isZero()) {
            ArrayList<MisereGame> l = new ArrayList<>(acc);
            l.sort(Notation.PRINT_ORDER);
            if (seen.add(l)) out.add(List.copyOf(l));
            return;
        }
        List<MisereGame> ps = positions(g, MAX_PARTS_POSITIONS);
        for (MisereGame h : parts(g)) {
            if (!isPrime(h)) continue;
            for (MisereGame k : ps) {
                if (h.plus(k) == g) {
                    acc.add(h);
                    partitionsInto(k, acc, seen, out, depth + 1);
                    acc.remove(acc.size() - 1);
                }
            }
        }
    }
}
