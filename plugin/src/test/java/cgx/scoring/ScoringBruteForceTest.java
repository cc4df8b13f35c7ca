package cgx.scoring;

import cgx.families.Families;
import cgx.lang.Session;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Random scoring games checked through the worksheet against an independent brute force written
 * here: explicit trees (no interning), final scores by direct minimax, sums played component by
 * component without building the sum, Definition 6 as its union of intersections, Definition 7 on trees.
 */
class ScoringBruteForceTest {
    /** An explicit game tree with integer scores. */
    record T(int score, List<T> left, List<T> right) {
        String literal() {
            // always the full <..|..|..> form, exercising the parser's nesting
            return "<" + left.stream().map(T::literal).collect(Collectors.joining(", ")) + " | " + score + " | "
                    + right.stream().map(T::literal).collect(Collectors.joining(", ")) + ">";
        }
    }

    static Session session;

    @BeforeAll
    static void setUp() {
        session = new Session(Families.runtime(), s -> {});
    }

    static T random(Random rnd, int depth) {
        int s = rnd.nextInt(9) - 4;
        List<T> l = new ArrayList<>();
        List<T> r = new ArrayList<>();
        if (depth > 0) {
            int nl = rnd.nextInt(3);
            int nr = rnd.nextInt(3);
            for (int i = 0; i < nl; i++) l.add(random(rnd, depth - 1));
            for (int i = 0; i < nr; i++) r.add(random(rnd, depth - 1));
        }
        return new T(s, l, r);
    }

    /** A random impartial game: Right's options are the partners -(g - s) + s of Left's. */
    static T randomImpartial(Random rnd, int depth) {
        int s = rnd.nextInt(7) - 3;
        List<T> l = new ArrayList<>();
        if (depth > 0) {
            int n = rnd.nextInt(3);
            for (int i = 0; i < n; i++) l.add(randomImpartial(rnd, depth - 1));
        }
        List<T> r = new ArrayList<>();
        for (T g : l) r.add(shift(negate(shift(g, -s)), s));
        return new T(s, l, r);
    }

    static T shift(T g, int d) {
        return new T(g.score + d, g.left.stream().map(o -> shift(o, d)).toList(), g.right.stream().map(o -> shift(o, d)).toList());
    }

    static T negate(T g) {
        return new T(-g.score, g.right.stream().map(ScoringBruteForceTest::negate).toList(),
                g.left.stream().map(ScoringBruteForceTest::negate).toList());
    }

    /** Definition 4 on explicit trees. */
    static T sum(T g, T h) {
        List<T> l = new ArrayList<>();
        List<T> r = new ArrayList<>();
        for (T o : g.left) l.add(sum(o, h));
        for (T o : h.left) l.add(sum(g, o));
        for (T o : g.right) r.add(sum(o, h));
        for (T o : h.right) r.add(sum(g, o));
        return new T(g.score + h.score, l, r);
    }

    /** Game-tree equality with options as sets. */
    static boolean same(T a, T b) {
        return a.score == b.score && sameSet(a.left, b.left) && sameSet(a.right, b.right);
    }

    static boolean sameSet(List<T> x, List<T> y) {
        for (T a : x) if (y.stream().noneMatch(b -> same(a, b))) return false;
        for (T b : y) if (x.stream().noneMatch(a -> same(a, b))) return false;
        return true;
    }

    /** Definition 7 (both directions), on every subposition. */
    static boolean impartial(T g) {
        if (g.left.isEmpty() != g.right.isEmpty()) return false;
        for (T a : g.left) if (g.right.stream().noneMatch(b -> same(shift(a, -g.score), negate(shift(b, -g.score))))) return false;
        for (T b : g.right) if (g.left.stream().noneMatch(a -> same(shift(a, -g.score), negate(shift(b, -g.score))))) return false;
        return g.left.stream().allMatch(ScoringBruteForceTest::impartial) && g.right.stream().allMatch(ScoringBruteForceTest::impartial);
    }

    /** Final score of the sum of {@code comps}, {@code leftToMove}, by direct play (long rule). */
    static int play(List<T> comps, boolean leftToMove) {
        int best = 0;
        boolean any = false;
        for (int i = 0; i < comps.size(); i++) {
            T c = comps.get(i);
            for (T o : leftToMove ? c.left : c.right) {
                List<T> next = new ArrayList<>(comps);
                next.set(i, o);
                int v = play(next, !leftToMove);
                if (!any || (leftToMove ? v > best : v < best)) best = v;
                any = true;
            }
        }
        if (!any) return comps.stream().mapToInt(T::score).sum();
        return best;
    }

    /** Definition 6, written as the paper's unions of intersections. */
    static String outcome(int lf, int rf) {
        boolean lg = lf > 0, ll = lf < 0, le = lf == 0, rg = rf > 0, rl = rf < 0, re = rf == 0;
        if ((lg && rg) || (lg && re) || (le && rg)) return "L";
        if ((ll && rl) || (ll && re) || (le && rl)) return "R";
        if (lg && rl) return "N";
        if (ll && rg) return "P";
        if (le && re) return "T";
        throw new AssertionError("no outcome class");
    }

    String eval(String expr) {
        return session.show(session.eval(expr));
    }

    @Test
    void singleGames() {
        Random rnd = new Random(20261121);
        for (int i = 0; i < 300; i++) {
            T g = random(rnd, 1 + rnd.nextInt(3));
            session.eval("G := " + g.literal());
            int lf = play(List.of(g), true);
            int rf = play(List.of(g), false);
            String what = g.literal();
            assertEquals(String.valueOf(lf), eval("G.LeftFinal"), what);
            assertEquals(String.valueOf(rf), eval("G.RightFinal"), what);
            assertEquals(outcome(lf, rf), eval("G.Outcome"), what);
            assertEquals(String.valueOf(impartial(g)), eval("G.IsImpartial"), what);
            assertEquals("true", eval("-(-G) == G"), what);
            assertEquals(String.valueOf(play(List.of(negate(g)), true)), eval("(-G).LeftFinal"), what);
        }
    }

    @Test
    void sumsPlayedComponentByComponent() {
        Random rnd = new Random(7);
        for (int i = 0; i < 200; i++) {
            int k = 2 + rnd.nextInt(2);
            List<T> comps = new ArrayList<>();
            for (int j = 0; j < k; j++) comps.add(random(rnd, k == 2 ? 1 + rnd.nextInt(2) : 1));
            String expr = comps.stream().map(T::literal).collect(Collectors.joining(" + "));
            session.eval("S := " + expr);
            int lf = play(comps, true);
            int rf = play(comps, false);
            assertEquals(String.valueOf(lf), eval("S.LeftFinal"), expr);
            assertEquals(String.valueOf(rf), eval("S.RightFinal"), expr);
            assertEquals(outcome(lf, rf), eval("S.Outcome"), expr);
            // the engine's sum is the tree of Definition 4
            T tree = comps.get(0);
            for (int j = 1; j < k; j++) tree = sum(tree, comps.get(j));
            if (tree.literal().length() < 20_000) assertEquals("true", eval("S == " + tree.literal()), expr);
            if (k == 2) assertEquals("true", eval("S == " + comps.get(1).literal() + " + " + comps.get(0).literal()), expr);
        }
    }

    @Test
    void impartialGamesAndTheirSums() {
        Random rnd = new Random(11);
        for (int i = 0; i < 150; i++) {
            T g = randomImpartial(rnd, 1 + rnd.nextInt(3));
            T h = randomImpartial(rnd, 1 + rnd.nextInt(2));
            assertEquals(true, impartial(g));
            session.eval("G := " + g.literal() + "; H := " + h.literal());
            assertEquals("true", eval("G.IsImpartial"), g.literal());
            assertEquals(String.valueOf(impartial(sum(g, h))), eval("(G + H).IsImpartial"), g.literal() + " + " + h.literal());
            // Theorem 12-style symmetry for impartial games: G_F^SL - s = -(G_F^SR - s) at score 0
            int lf = play(List.of(g, h), true);
            assertEquals(String.valueOf(lf), eval("(G + H).LeftFinal"));
        }
    }

    @Test
    void enumerationMatchesBruteForceFilter() {
        // every game of birthday <= 1 with scores in {-1, 0, 1}, filtered by the brute-force Definition 7
        List<T> terminals = List.of(new T(-1, List.of(), List.of()), new T(0, List.of(), List.of()), new T(1, List.of(), List.of()));
        Set<String> expected = new HashSet<>();
        for (T t : terminals) expected.add(canonical(t));
        for (int s = -1; s <= 1; s++) {
            for (int lm = 0; lm < 8; lm++) {
                for (int rm = 0; rm < 8; rm++) {
                    List<T> l = new ArrayList<>();
                    List<T> r = new ArrayList<>();
                    for (int b = 0; b < 3; b++) {
                        if ((lm >> b & 1) != 0) l.add(terminals.get(b));
                        if ((rm >> b & 1) != 0) r.add(terminals.get(b));
                    }
                    T g = new T(s, l, r);
                    if (impartial(g)) expected.add(canonical(g));
                }
            }
        }
        Object list = session.eval("ImpartialScoringGames(1, -1..1)");
        Set<String> got = new HashSet<>();
        for (Object o : (List<?>) list) got.add(session.show(session.eval("(" + session.show(o) + ") + 0")));
        Set<String> exp = new HashSet<>();
        for (String e : expected) exp.add(session.show(session.eval(e)));
        assertEquals(exp, got);
        assertEquals(exp.size(), ((List<?>) list).size());
    }

    private static String canonical(T g) { return g.literal(); }
}
