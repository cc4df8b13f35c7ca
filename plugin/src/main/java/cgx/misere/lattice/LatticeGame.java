package cgx.misere.lattice;

import cgx.core.CgxException;
import cgx.heap.HeapGame;
import cgx.misere.MisereGame;
import cgx.misere.Notation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A finitely generated closure as a lattice (docs/lattice-proofs.md, "The lattice"): generators
 * g_0..g_{r-1}, each a non-zero game whose options are sums of generators, so that a position is
 * a multiplicity vector v ∈ ℕ^r. Built from misère canonical forms (the generators are their
 * non-zero subpositions, by birthday: cl(*(2/0)0) gives A = *, B = *2, C = *2/, D = *2/0,
 * E = *(2/0)0 as in Plambeck–Siegel §A.7) or from the heaps 1..n of a heap game (the heaps
 * with a move; a heap without one is 0). Immutable.
 */
public final class LatticeGame {
    /** Most generators a lattice may have. */
    public static final int MAX_GENERATORS = 24;

    private final String kind;          // "forms" or "heaps"
    private final String source;        // the forms, "; "-separated, or the code
    private final int maxHeap;          // heaps: n; forms: 0
    private final String[] names;       // a generator's form, or its heap size
    private final int[][][] options;    // options[g] = the option vectors of g_g
    private final int[] birthdays;
    private final List<MisereGame> forms; // forms: the generators' forms; heaps: empty
    private final List<MisereGame> given; // forms: the forms asked for
    private final HeapGame heapGame;      // heaps: the game; forms: null

    private LatticeGame(String kind, String source, int maxHeap, String[] names, int[][][] options, int[] birthdays, List<MisereGame> forms,
                        List<MisereGame> given, HeapGame heapGame) {
        this.given = given;
        this.heapGame = heapGame;
        this.kind = kind;
        this.source = source;
        this.maxHeap = maxHeap;
        this.names = names;
        this.options = options;
        this.birthdays = birthdays;
        this.forms = forms;
    }

    /** The closure of the forms: its generators are their non-zero subpositions, by birthday then print order. */
    public static LatticeGame ofForms(List<MisereGame> given) {
        if (given.isEmpty()) throw new CgxException("a closure needs at least one form");
        LinkedHashSet<MisereGame> seen = new LinkedHashSet<>();
        ArrayList<MisereGame> stack = new ArrayList<>(given);
        while (!stack.isEmpty()) {
            MisereGame g = stack.remove(stack.size() - 1);
            if (g.isZero() || !seen.add(g)) continue;
            if (seen.size() > MAX_GENERATORS)
                throw new CgxException("the closure of " + text(given) + " has more than " + MAX_GENERATORS + " subpositions: too many generators for an outcome lattice");
            stack.addAll(g.options());
        }
        List<MisereGame> gens = new ArrayList<>(seen);
        gens.sort((a, b) -> a.birthday() != b.birthday() ? Integer.compare(a.birthday(), b.birthday()) : Notation.PRINT_ORDER.compare(b, a));
        Map<MisereGame, Integer> index = new HashMap<>();
        for (int i = 0; i < gens.size(); i++) index.put(gens.get(i), i);
        int r = gens.size();
        int[][][] opts = new int[r][][];
        String[] names = new String[r];
        int[] birthdays = new int[r];
        for (int i = 0; i < r; i++) {
            MisereGame g = gens.get(i);
            names[i] = g.toString();
            birthdays[i] = g.birthday();
            List<MisereGame> os = g.options();
            opts[i] = new int[os.size()][];
            for (int k = 0; k < os.size(); k++) {
                int[] w = new int[r];
                if (!os.get(k).isZero()) w[index.get(os.get(k))] = 1;
                opts[i][k] = w;
            }
        }
        List<MisereGame> sorted = List.copyOf(given);
        return new LatticeGame("forms", text(sorted), 0, names, opts, birthdays, List.copyOf(gens), sorted, null);
    }

    /** The heaps 1..n of a heap game: generators are the heaps with a move. */
    public static LatticeGame ofHeaps(HeapGame game, int n) {
        if (n < 1) throw new CgxException("MaxHeap must be at least 1, got " + n);
        List<Integer> live = new ArrayList<>();
        for (int h = 1; h <= n; h++) {
            if (game.isDead(h)) continue;
            live.add(h);
            // stop at once: a large n (a census's partial quotient at heap 22778) must not generate every heap's moves
            if (live.size() > MAX_GENERATORS)
                throw new CgxException("the heaps up to " + n + " of " + game + " give more than " + MAX_GENERATORS + " generators (heap " + h
                        + " is the " + live.size() + "th with a move); an outcome lattice takes at most " + MAX_GENERATORS);
        }
        if (live.isEmpty()) throw new CgxException("no heap of " + game + " up to " + n + " has a move: every position is 0");
        int r = live.size();
        int[] index = new int[n + 1];
        Arrays.fill(index, -1);
        for (int i = 0; i < r; i++) index[live.get(i)] = i;
        int[][][] opts = new int[r][][];
        String[] names = new String[r];
        int[] birthdays = new int[r];
        for (int i = 0; i < r; i++) {
            int h = live.get(i);
            names[i] = Integer.toString(h);
            LinkedHashSet<List<Integer>> distinct = new LinkedHashSet<>();
            for (int[] left : game.options(h)) {
                Integer[] w = new Integer[r];
                Arrays.fill(w, 0);
                for (int x : left) if (x > 0 && index[x] >= 0) w[index[x]]++;
                distinct.add(List.of(w));
            }
            opts[i] = new int[distinct.size()][];
            int k = 0;
            int b = 0;
            for (List<Integer> w : distinct) {
                int[] v = new int[r];
                int bw = 0;
                for (int c = 0; c < r; c++) { v[c] = w.get(c); bw += v[c] * birthdays[c]; }
                opts[i][k++] = v;
                b = Math.max(b, bw + 1);
            }
            birthdays[i] = b; // birthday of a sum is the sum of the birthdays; options use smaller heaps only
        }
        String source = game.code() != null ? game.code().toString() : game.toString();
        return new LatticeGame("heaps", source, n, names, opts, birthdays, List.of(), List.of(), game);
    }

    private static String text(List<MisereGame> gs) {
        StringBuilder sb = new StringBuilder();
        for (MisereGame g : gs) sb.append(sb.length() == 0 ? "" : "; ").append(g);
        return sb.toString();
    }

    public int rank() { return names.length; }
    public String kind() { return kind; }
    public String source() { return source; }
    public int maxHeap() { return maxHeap; }
    public String name(int g) { return names[g]; }
    public int birthday(int g) { return birthdays[g]; }
    /** The option vectors of generator g (shared: do not modify). */
    public int[][] options(int g) { return options[g]; }
    /** The forms of the generators (forms lattices), in coordinate order. */
    public List<MisereGame> forms() { return forms; }

    /** The forms asked for (forms lattices). */
    public List<MisereGame> givenForms() { return given; }
    /** The heap game (heaps lattices), else null. */
    public HeapGame heapGame() { return heapGame; }
    /** The heap size of generator g (heaps lattices). */
    public int heap(int g) { return Integer.parseInt(names[g]); }

    /** True if generator g is * (its only option is 0), so that g + g = 0 canonically. */
    public boolean isStar(int g) { return options[g].length == 1 && Arrays.stream(options[g][0]).allMatch(x -> x == 0); }

    /** Birthday of the position v (the longest play). */
    public long birthday(int[] v) {
        long b = 0;
        for (int c = 0; c < v.length; c++) b += (long) v[c] * birthdays[c];
        return b;
    }

    /** The game line of a certificate. */
    public String gameLine() { return kind.equals("forms") ? "game forms " + source : "game heaps " + source + " " + maxHeap; }

    /** A position as a sum of generators, e.g. "3·*2/0 + 10·*(2/0)0" (forms) or "3·H4 + 10·H5" (heaps); 0 for the zero vector. */
    public String describe(int[] v) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < v.length; c++) {
            if (v[c] == 0) continue;
            if (sb.length() > 0) sb.append(" + ");
            if (v[c] > 1) sb.append(v[c]).append('·');
            sb.append(kind.equals("forms") ? names[c] : "H" + names[c]);
        }
        return sb.length() == 0 ? "0" : sb.toString();
    }

    @Override public String toString() { return kind.equals("forms") ? "cl(" + source + ")" : source + " heaps ≤ " + maxHeap; }
}
