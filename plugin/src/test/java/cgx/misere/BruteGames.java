package cgx.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Independent brute force for the tests (shares no code with the engine): impartial game
 * trees hash-consed as int ids (no simplification at all), and misère outcomes of sums of trees
 * by exhaustive search memoised on the sorted multiset of component ids.
 */
final class BruteGames {
    final List<int[]> options = new ArrayList<>(); // id -> sorted distinct option ids
    private final HashMap<String, Integer> index = new HashMap<>();
    private final HashMap<String, Boolean> outcomes = new HashMap<>();

    BruteGames() {
        tree(new int[0]); // id 0: the empty game
    }

    /** The tree with these options (ids). */
    int tree(int... opts) {
        int[] o = Arrays.stream(opts).distinct().sorted().toArray();
        String k = Arrays.toString(o);
        Integer id = index.get(k);
        if (id != null) return id;
        options.add(o);
        index.put(k, options.size() - 1);
        return options.size() - 1;
    }

    int nim(int n) {
        int[] o = new int[n];
        for (int i = 0; i < n; i++) o[i] = nim(i);
        return tree(o);
    }

    /** All trees born by day {@code d} (as ids), day 0 = {0}. */
    List<Integer> bornBy(int d) {
        List<Integer> cur = new ArrayList<>(List.of(0));
        for (int day = 1; day <= d; day++) {
            List<Integer> next = new ArrayList<>();
            int m = cur.size();
            for (int mask = 0; mask < (1 << m); mask++) {
                int[] o = new int[Integer.bitCount(mask)];
                int k = 0;
                for (int i = 0; i < m; i++) if ((mask >> i & 1) != 0) o[k++] = cur.get(i);
                next.add(tree(o));
            }
            cur = next;
        }
        return cur;
    }

    /** True if the sum of the trees is a misère P-position (last player to move loses). */
    boolean misereP(int... comps) {
        int[] c = Arrays.stream(comps).filter(x -> x != 0).sorted().toArray();
        String k = Arrays.toString(c);
        Boolean known = outcomes.get(k);
        if (known != null) return known;
        boolean anyMove = false;
        boolean p = true;
        for (int i = 0; i < c.length && p; i++) {
            if (i > 0 && c[i] == c[i - 1]) continue;
            for (int o : options.get(c[i])) {
                anyMove = true;
                int[] next = c.clone();
                next[i] = o;
                if (misereP(next)) { p = false; break; }
            }
        }
        boolean r = anyMove && p;
        outcomes.put(k, r);
        return r;
    }

    private final HashMap<String, Integer> misereGrundy = new HashMap<>();
    private final HashMap<Integer, Integer> normalGrundy = new HashMap<>();

    /** Misère Grundy value of a sum of trees: 1 if there is no move, else the mex of the options' values. */
    int misereGrundy(int... comps) {
        int[] c = Arrays.stream(comps).filter(x -> x != 0).sorted().toArray();
        String k = Arrays.toString(c);
        Integer known = misereGrundy.get(k);
        if (known != null) return known;
        java.util.HashSet<Integer> seen = new java.util.HashSet<>();
        boolean anyMove = false;
        for (int i = 0; i < c.length; i++) {
            if (i > 0 && c[i] == c[i - 1]) continue;
            for (int o : options.get(c[i])) {
                anyMove = true;
                int[] next = c.clone();
                next[i] = o;
                seen.add(misereGrundy(next));
            }
        }
        int v = 0;
        if (!anyMove) v = 1;
        else while (seen.contains(v)) v++;
        misereGrundy.put(k, v);
        return v;
    }

    /** Normal-play Grundy value of a tree. */
    int normalGrundy(int g) {
        Integer known = normalGrundy.get(g);
        if (known != null) return known;
        java.util.HashSet<Integer> seen = new java.util.HashSet<>();
        for (int o : options.get(g)) seen.add(normalGrundy(o));
        int v = 0;
        while (seen.contains(v)) v++;
        normalGrundy.put(g, v);
        return v;
    }

    /** The engine's canonical form of a tree (built bottom-up with MisereGame.of). */
    MisereGame toCanonical(int id, HashMap<Integer, MisereGame> memo) {
        MisereGame g = memo.get(id);
        if (g != null) return g;
        int[] o = options.get(id);
        MisereGame[] os = new MisereGame[o.length];
        for (int i = 0; i < o.length; i++) os[i] = toCanonical(o[i], memo);
        g = MisereGame.of(os);
        memo.put(id, g);
        return g;
    }

    /** The tree of a canonical form (structure copied, for brute-force sums). */
    int fromCanonical(MisereGame g) {
        List<MisereGame> os = g.options();
        int[] o = new int[os.size()];
        for (int i = 0; i < o.length; i++) o[i] = fromCanonical(os.get(i));
        return tree(o);
    }

    int birthday(int id) {
        int b = 0;
        for (int o : options.get(id)) b = Math.max(b, birthday(o) + 1);
        return b;
    }
}
