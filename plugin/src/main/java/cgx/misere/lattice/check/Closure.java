package cgx.misere.lattice.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The lattice of the certificate's game (docs "The lattice"): r generators and, for each, its
 * options as vectors w ∈ ℕ^r, recomputed from the game; the generator lines must list exactly
 * the generators the game has.
 */
final class Closure {
    final int r;
    /** options[g] = the distinct option vectors of generator g. */
    final int[][][] options;
    /** A short description of the game (for the summary). */
    final String description;

    private Closure(int r, int[][][] options, String description) {
        this.r = r;
        this.options = options;
        this.description = description;
    }

    static Closure of(Certificate cert) {
        return cert.kind.equals("forms") ? forms(cert) : heaps(cert);
    }

    /** Forms: generators = the non-zero subpositions; each option is 0 or one generator. */
    private static Closure forms(Certificate cert) {
        FormTrees trees = new FormTrees();
        Set<Integer> sub = new TreeSet<>();
        for (String f : cert.forms) {
            int id;
            try {
                id = trees.parse(f);
            } catch (IllegalArgumentException e) {
                throw CheckFailure.line(cert.gameLine, e.getMessage());
            }
            trees.subpositions(id, sub);
        }
        Map<Integer, Integer> index = new HashMap<>();
        for (int g = 0; g < cert.r; g++) {
            int n = cert.generatorLines[g];
            int id;
            try {
                id = trees.parse(cert.generators[g]);
            } catch (IllegalArgumentException e) {
                throw CheckFailure.line(n, e.getMessage());
            }
            if (id == 0) throw CheckFailure.line(n, "generator " + g + " is 0");
            if (index.containsKey(id)) throw CheckFailure.line(n, "generator " + g + " repeats generator " + index.get(id));
            if (!sub.contains(id)) throw CheckFailure.line(n, "generator " + g + " = " + trees.show(id) + " is not a subposition of the forms");
            index.put(id, g);
        }
        for (int id : sub)
            if (!index.containsKey(id))
                throw CheckFailure.line(cert.generatorLines[cert.r - 1], "the generators miss the subposition " + trees.show(id) + " of the forms");
        int[][][] options = new int[cert.r][][];
        for (int g = 0; g < cert.r; g++) {
            int[] kids = trees.options(trees.parse(cert.generators[g]));
            options[g] = new int[kids.length][];
            for (int j = 0; j < kids.length; j++) {
                int[] w = new int[cert.r];
                if (kids[j] != 0) w[index.get(kids[j])] = 1;
                options[g][j] = w;
            }
        }
        return new Closure(cert.r, options, "the forms " + String.join("; ", cert.forms));
    }

    /** Heaps: generators = the heaps 1..N with a move; an option counts the heaps left of each size. */
    private static Closure heaps(Certificate cert) {
        HeapCode code;
        try {
            code = HeapCode.parse(cert.code);
        } catch (IllegalArgumentException e) {
            throw CheckFailure.line(cert.gameLine, e.getMessage());
        }
        int n = cert.maxHeap;
        if (n > HeapCode.MAX_HEAP) throw CheckFailure.line(cert.gameLine, "the largest heap " + n + " exceeds " + HeapCode.MAX_HEAP);
        List<Integer> sizes = new ArrayList<>();
        for (int h = 1; h <= n; h++) if (code.hasMove(h)) sizes.add(h);
        if (sizes.size() != cert.r)
            throw CheckFailure.line(cert.gameLine, "heaps 1.." + n + " of " + cert.code + " have " + sizes.size() + " heaps with a move " + (sizes.size() <= 70 ? sizes.toString() : "") + ", but the certificate has " + cert.r + " generators");
        int[] gen = new int[n + 1];
        Arrays.fill(gen, -1);
        for (int g = 0; g < cert.r; g++) {
            int line = cert.generatorLines[g];
            int h = CertificateParser.number(line, cert.generators[g], "generator " + g + " (a heap size)");
            if (h != sizes.get(g)) throw CheckFailure.line(line, "generator " + g + " is heap " + h + ", expected heap " + sizes.get(g) + " (the heaps with a move, in increasing order: " + sizes + ")");
            gen[h] = g;
        }
        int[][][] options = new int[cert.r][][];
        for (int g = 0; g < cert.r; g++) {
            Map<String, int[]> distinct = new LinkedHashMap<>();
            CheckFailure.checkInterrupt();
            for (int[] move : code.moves(sizes.get(g))) {
                int[] w = new int[cert.r];
                for (int heap : move) if (gen[heap] >= 0) w[gen[heap]]++;  // heaps without a move are 0
                distinct.putIfAbsent(Arrays.toString(w), w);
            }
            options[g] = distinct.values().toArray(new int[0][]);
        }
        return new Closure(cert.r, options, "the heaps 1.." + n + " of " + cert.code);
    }
}
