package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Differences, parts, partitions and parity of misère canonical forms (ONAG ch. 12).
 *
 * <p><b>Difference.</b> {@code minus(G, H)} is the X with {@code H + X = G}, unique when it exists
 * (misère impartial forms cancel). The canonical options of {@code H + X} are some of
 * {@code H' + X} and {@code H + X'} (simplification only deletes), and an option deleted from
 * {@code H + X} has an option equal to {@code G}. So either some option of {@code G} is
 * {@code H' + X}, and X is {@code minus(G', H')}; or every option of {@code G} is {@code H + X'},
 * the options of X are all {@code minus(G', H)} and some of the {@code minus(G, H')}: a search
 * over the latter only.
 *
 * <p><b>Parts.</b> H is a part of G if {@code G = H + X} for some X. If {@code G = H + X} and G
 * has options, one of them is {@code H + X'} (H is a part of it) or {@code H' + X} (X is), so
 * the parts of G are found among the parts of its options and their differences from G:
 * bottom-up over the positions of G, without searching for games that are not parts.
 */
public final class MisereParts {
    private MisereParts() {}

    /** Most second-kind candidates {@link #minus} tries subsets of (2^n sums). */
    public static final int MAX_SUBSET_CANDIDATES = 16;

    private static final Object NONE = new Object();
    private static final HashMap<Long, Object> MINUS = new HashMap<>();
    private static final HashMap<MisereGame, List<MisereGame>> ALL_PARTS = new HashMap<>();

    private static long key(MisereGame a, MisereGame b) { return ((long) a.id() << 32) | (b.id() & 0xffffffffL); }

    /** Even (ONAG): G is born earlier than {@code G + *}. */
    public static boolean isEven(MisereGame g) { return g.birthday() < g.plus(MisereGame.nim(1)).birthday(); }

    /** Odd: not even, i.e. {@code G + *} is born earlier than G. */
    public static boolean isOdd(MisereGame g) { return !isEven(g); }

    /** Of G and {@code G + *}, the even one. */
    public static MisereGame evenOf(MisereGame g) { return isEven(g) ? g : g.plus(MisereGame.nim(1)); }

    /** The X with {@code H + X = G}, or null if there is none. */
    public static MisereGame minus(MisereGame g, MisereGame h) {
        if (h.isZero()) return g;
        if (g == h) return MisereGame.ZERO;
        long k = key(g, h);
        synchronized (MINUS) {
            Object known = MINUS.get(k);
            if (known != null) return known == NONE ? null : (MisereGame) known;
        }
        Interrupts.check();
        MisereGame x = compute(g, h);
        synchronized (MINUS) { MINUS.put(k, x == null ? NONE : x); }
        return x;
    }

    private static MisereGame compute(MisereGame g, MisereGame h) {
        // some option of G is H' + X
        Set<MisereGame> tried = new LinkedHashSet<>();
        for (MisereGame gOpt : g.optionsById())
            for (MisereGame hOpt : h.optionsById()) {
                MisereGame x = minus(gOpt, hOpt);
                if (x != null && tried.add(x) && h.plus(x) == g) return x;
            }
        // every option of G is H + X'
        List<MisereGame> first = new ArrayList<>();
        for (MisereGame gOpt : g.optionsById()) {
            MisereGame y = minus(gOpt, h);
            if (y == null) return null;
            first.add(y);
        }
        LinkedHashSet<MisereGame> second = new LinkedHashSet<>();
        for (MisereGame hOpt : h.optionsById()) {
            MisereGame y = minus(g, hOpt);
            if (y != null && !first.contains(y)) second.add(y);
        }
        if (second.size() > MAX_SUBSET_CANDIDATES)
            throw new CgxException("difference of misère forms: " + second.size() + " candidate options to combine (at most "
                    + MAX_SUBSET_CANDIDATES + ")");
        MisereGame[] cand = second.toArray(new MisereGame[0]);
        for (int mask = 0; mask < 1 << cand.length; mask++) {
            Interrupts.check();
            List<MisereGame> opts = new ArrayList<>(first);
            for (int i = 0; i < cand.length; i++) if ((mask & 1 << i) != 0) opts.add(cand[i]);
            MisereGame x = MisereGame.of(opts);
            if (x.optionCount() != new LinkedHashSet<>(opts).size()) continue; // reduced: another subset is its form
            if (!tried.add(x)) continue;
            if (h.plus(x) == g) return x;
        }
        return null;
    }

    /** Every H with {@code G = H + X} for some X, G, 0, * and {@code G + *} included (in id order). */
    public static List<MisereGame> allParts(MisereGame g) {
        synchronized (ALL_PARTS) {
            List<MisereGame> known = ALL_PARTS.get(g);
            if (known != null) return known;
        }
        List<MisereGame> ps = MisereTheory.positions(g, Integer.MAX_VALUE);
        ps.sort(Comparator.comparingInt(MisereGame::id));
        for (MisereGame p : ps) {
            boolean done;
            synchronized (ALL_PARTS) { done = ALL_PARTS.containsKey(p); }
            if (done) continue;
            Interrupts.check();
            LinkedHashSet<MisereGame> out = new LinkedHashSet<>();
            out.add(MisereGame.ZERO);
            out.add(p);
            MisereGame star = MisereGame.nim(1);
            out.add(star);
            out.add(p.plus(star));
            for (MisereGame o : p.optionsById()) {
                List<MisereGame> sub;
                synchronized (ALL_PARTS) { sub = ALL_PARTS.get(o); }
                for (MisereGame k : sub) {
                    MisereGame x = minus(p, k);
                    if (x != null) { out.add(k); out.add(x); }
                }
            }
            ArrayList<MisereGame> l = new ArrayList<>(out);
            l.sort(Comparator.comparingInt(MisereGame::id));
            synchronized (ALL_PARTS) { ALL_PARTS.put(p, List.copyOf(l)); }
        }
        synchronized (ALL_PARTS) { return ALL_PARTS.get(g); }
    }

    private static boolean isUnit(MisereGame h) { return h.isZero() || h == MisereGame.nim(1); }

    /**
     * The proper parts as CGSuite lists them: every part H of G except 0, *, G and {@code G + *},
     * and of each pair H, {@code H + *} only the even one; in printing order.
     */
    public static List<MisereGame> parts(MisereGame g) {
        MisereGame star = MisereGame.nim(1);
        MisereGame gStar = g.plus(star);
        LinkedHashSet<MisereGame> out = new LinkedHashSet<>();
        for (MisereGame h : allParts(g)) {
            if (isUnit(h) || h == g || h == gStar) continue;
            out.add(evenOf(h));
        }
        ArrayList<MisereGame> l = new ArrayList<>(out);
        l.sort(Notation.PRINT_ORDER);
        return l;
    }

    /** Prime: not 0 or * and no proper part ({@code G + *} is prime exactly when G is). */
    public static boolean isPrime(MisereGame g) {
        return !isUnit(g) && parts(g).isEmpty();
    }

    /**
     * The partitions of G: the multisets of even primes, with * added when G is odd, whose sum
     * is G (CGSuite's lists; 0 has the empty partition, * the partition [*]). Each partition in
     * printing order.
     */
    public static List<List<MisereGame>> partitions(MisereGame g) {
        List<List<MisereGame>> out = new ArrayList<>();
        collect(g, Integer.MIN_VALUE, new ArrayList<>(), out, 0);
        return out;
    }

    private static void collect(MisereGame g, int minId, ArrayList<MisereGame> acc, List<List<MisereGame>> out, int depth) {
        if (depth > 256) throw new CgxException("partitions: more than 256 parts");
        Interrupts.check();
        if (isUnit(g)) {
            ArrayList<MisereGame> l = new ArrayList<>(acc);
            if (!g.isZero()) l.add(g);
            l.sort(Notation.PRINT_ORDER);
            out.add(List.copyOf(l));
            return;
        }
        for (MisereGame p : allParts(g)) {
            if (p.id() < minId || isUnit(p) || !isEven(p) || !isPrime(p)) continue;
            MisereGame rest = minus(g, p);
            acc.add(p);
            collect(rest, p.id(), acc, out, depth + 1);
            acc.remove(acc.size() - 1);
        }
    }

    /** Extraverted: G is a part of {G}. */
    public static boolean isExtraverted(MisereGame g) { return minus(MisereGame.of(g), g) != null; }

    /** Introverted: G is a part of each of its options. */
    public static boolean isIntroverted(MisereGame g) {
        for (MisereGame o : g.optionsById()) if (minus(o, g) == null) return false;
        return true;
    }
}
