package cgx.scoring.guaranteed;

import cgx.core.Rational;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine against an independent brute force that shares nothing with it but the forms it
 * reads (through the public accessors): play by minimax on trees of its own, for single games,
 * for sums (a pair of positions, never the sum's form), with and without passes; the guaranteed
 * condition from the score sets; and the order by its definition (spec §5.1), G ≥ H iff
 * Ls(G + X) ≥ Ls(H + X) and Rs(G + X) ≥ Rs(H + X) for every X, over a family of contexts X.
 */
class GsBruteForceTest {
    /** A form as the brute force sees it: an adornment or options per side; ids are dense and unique per tree node. */
    static final class T {
        final Rational la, ra;
        final List<T> l = new ArrayList<>(), r = new ArrayList<>();
        final int id;

        T(Rational la, Rational ra, int id) { this.la = la; this.ra = ra; this.id = id; }
    }

    private final Map<GsGame, T> trees = new HashMap<>();
    private int ids;

    private T tree(GsGame g) {
        T t = trees.get(g);
        if (t != null) return t;
        if (ids >= (1 << 30) - 1) throw new IllegalStateException("too many tree nodes for the memo's keys");
        t = new T(g.leftAdornment(), g.rightAdornment(), ids++);
        for (GsGame o : g.leftOptions()) t.l.add(tree(o));
        for (GsGame o : g.rightOptions()) t.r.add(tree(o));
        trees.put(g, t);
        return t;
    }

    // ------------------------------------------------------------------ play on one game and on a pair

    /** Final score, both playing well, Left (or Right) to move in a + b; play ends when the mover has no move in either. */
    private final Map<Long, Rational> pairMemo = new HashMap<>();

    Rational play(T a, T b, boolean leftToMove) {
        long key = (((long) a.id << 31 | b.id) << 1) | (leftToMove ? 1 : 0); // ids < 2^30: one key per state
        Rational v = pairMemo.get(key);
        if (v != null) return v;
        List<T> ma = leftToMove ? a.l : a.r, mb = leftToMove ? b.l : b.r;
        if (ma.isEmpty() && mb.isEmpty()) {
            v = leftToMove ? a.la.add(b.la) : a.ra.add(b.ra);
        } else {
            for (T x : ma) v = better(v, play(x, b, !leftToMove), leftToMove);
            for (T y : mb) v = better(v, play(a, y, !leftToMove), leftToMove);
        }
        pairMemo.put(key, v);
        return v;
    }

    private static Rational better(Rational v, Rational x, boolean left) {
        if (v == null) return x;
        return left ? v.max(x) : v.min(x);
    }

    private final T zero = new T(Rational.ZERO, Rational.ZERO, (1 << 30) - 1);

    /** Play with passes: {@code passer} may pass any number of times when it is his turn; the other may not. */
    Rational playWithPasses(T g, boolean leftToMove, boolean leftPasses, Map<Long, Rational> memo) {
        long key = g.id * 2L + (leftToMove ? 1 : 0);
        Rational v = memo.get(key);
        if (v != null) return v;
        List<T> moves = leftToMove ? g.l : g.r;
        boolean mayPass = leftToMove == leftPasses;
        for (T x : moves) v = better(v, playWithPasses(x, !leftToMove, leftPasses, memo), leftToMove);
        if (mayPass) {
            // a pass hands the move over; the other cannot pass back, so this ends
            Rational other = otherTurnAfterPass(g, !leftToMove, leftPasses, memo);
            v = better(v, other, leftToMove);
        } else if (moves.isEmpty()) {
            v = leftToMove ? g.la : g.ra;
        }
        memo.put(key, v);
        return v;
    }

    private Rational otherTurnAfterPass(T g, boolean leftToMove, boolean leftPasses, Map<Long, Rational> memo) {
        List<T> moves = leftToMove ? g.l : g.r;
        if (moves.isEmpty()) return leftToMove ? g.la : g.ra;
        Rational v = null;
        for (T x : moves) v = better(v, playWithPasses(x, !leftToMove, leftPasses, memo), leftToMove);
        return v;
    }

    // ------------------------------------------------------------------ tests

    private static List<Rational> scores(int... s) {
        List<Rational> out = new ArrayList<>();
        for (int x : s) out.add(Rational.of(x));
        return out;
    }

    @Test
    void stopsAgreeWithPlayOnTheTree() {
        RandomGs random = new RandomGs(new Random(11), scores(-3, -1, 0, 1, 2, 4), 3);
        for (int i = 0; i < 400; i++) {
            GsGame g = random.game(i % 5);
            T t = tree(g);
            assertEquals(play(t, zero, true), g.leftStop(), () -> "Ls of " + g);
            assertEquals(play(t, zero, false), g.rightStop(), () -> "Rs of " + g);
            Map<Long, Rational> rightPasses = new HashMap<>(), leftPasses = new HashMap<>();
            assertEquals(playWithPasses(t, true, false, rightPasses), g.leftStopRightPasses(), () -> "Ls underlined of " + g);
            assertEquals(playWithPasses(t, false, false, rightPasses), g.rightStopRightPasses(), () -> "Rs underlined of " + g);
            assertEquals(playWithPasses(t, true, true, leftPasses), g.leftStopLeftPasses(), () -> "Ls overlined of " + g);
            assertEquals(playWithPasses(t, false, true, leftPasses), g.rightStopLeftPasses(), () -> "Rs overlined of " + g);
        }
    }

    @Test
    void theSumsFormPlaysAsThePairDoes() {
        RandomGs random = new RandomGs(new Random(12), scores(-2, 0, 1, 3), 2);
        for (int i = 0; i < 300; i++) {
            GsGame g = random.game(i % 4), h = random.game((i / 4) % 4);
            GsGame s = g.sum(h);
            assertTrue(s.isGuaranteed(), () -> "the sum of guaranteed " + g + " and " + h + " is not guaranteed");
            assertEquals(play(tree(g), tree(h), true), s.leftStop(), () -> "Ls of " + g + " + " + h);
            assertEquals(play(tree(g), tree(h), false), s.rightStop(), () -> "Rs of " + g + " + " + h);
            GsGame c = GsAlgebra.plus(g, h);
            assertEquals(s.leftStop(), c.leftStop(), () -> "the reduced sum changes Ls: " + g + " + " + h);
            assertEquals(s.rightStop(), c.rightStop(), () -> "the reduced sum changes Rs: " + g + " + " + h);
        }
    }

    /** Sc(H) of §2.1 collected by walking the tree, and the three conditions checked at every node. */
    private static boolean guaranteedByDefinition(T t) {
        java.util.Set<Rational> scoresBelowRight = new java.util.HashSet<>(), scoresBelowLeft = new java.util.HashSet<>();
        for (T o : t.r) collect(o, scoresBelowRight);
        for (T o : t.l) collect(o, scoresBelowLeft);
        if (t.la != null && t.ra != null && t.la.compareTo(t.ra) > 0) return false;
        if (t.la != null) for (Rational s : scoresBelowRight) if (t.la.compareTo(s) > 0) return false;
        if (t.ra != null) for (Rational s : scoresBelowLeft) if (t.ra.compareTo(s) < 0) return false;
        for (T o : t.l) if (!guaranteedByDefinition(o)) return false;
        for (T o : t.r) if (!guaranteedByDefinition(o)) return false;
        return true;
    }

    private static void collect(T t, java.util.Set<Rational> out) {
        if (t.la != null) out.add(t.la);
        if (t.ra != null) out.add(t.ra);
        for (T o : t.l) collect(o, out);
        for (T o : t.r) collect(o, out);
    }

    /** Any form, guaranteed or not: sides adorned at random with scores from a small range. */
    private static GsGame anyForm(Random random, int rank) {
        if (rank == 0) return GsGame.atom(Rational.of(random.nextInt(5) - 2), Rational.of(random.nextInt(5) - 2));
        boolean leftAdorned = random.nextInt(3) == 0, rightAdorned = !leftAdorned && random.nextInt(3) == 0;
        List<GsGame> l = new ArrayList<>(), r = new ArrayList<>();
        if (!leftAdorned) for (int i = 0; i <= random.nextInt(2); i++) l.add(anyForm(random, i == 0 ? rank - 1 : random.nextInt(rank)));
        if (!rightAdorned) for (int i = 0; i <= random.nextInt(2); i++) r.add(anyForm(random, i == 0 && leftAdorned ? rank - 1 : random.nextInt(rank)));
        return GsGame.of(leftAdorned ? Rational.of(random.nextInt(5) - 2) : null, l, rightAdorned ? Rational.of(random.nextInt(5) - 2) : null, r);
    }

    @Test
    void theGuaranteedConditionAsDefined() {
        Random random = new Random(13);
        int yes = 0, no = 0;
        for (int i = 0; i < 2000; i++) {
            GsGame g = anyForm(random, random.nextInt(4));
            boolean expected = guaranteedByDefinition(tree(g));
            assertEquals(expected, g.isGuaranteed(), () -> "guaranteed? " + g);
            if (expected) yes++; else no++;
            if (!expected) assertEquals(expected, g.conjugate().isGuaranteed(), () -> "conjugate of " + g);
        }
        assertTrue(yes > 200 && no > 200, "both kinds met: " + yes + " guaranteed, " + no + " not");
    }

    /** The lines of order-evidence.txt: {@code unrefuted :: G :: H} and {@code witness :: G :: H :: X}. */
    private static List<String[]> evidence() {
        List<String[]> out = new ArrayList<>();
        try {
            for (String line : java.nio.file.Files.readAllLines(cgx.TestFiles.testGames().resolve("scoring/guaranteed/order-evidence.txt"))) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] parts = line.split("\\s*::\\s*");
                boolean ok = parts[0].equals("unrefuted") ? parts.length == 3 : parts[0].equals("witness") && parts.length == 4;
                if (!ok) throw new IllegalStateException("order-evidence.txt: cannot read " + line);
                out.add(parts);
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    /** X refutes G >= H: Ls(G + X) < Ls(H + X) or Rs(G + X) < Rs(H + X). */
    private boolean refutes(GsGame x, GsGame g, GsGame h) {
        T tx = tree(x), tg = tree(g), th = tree(h);
        return play(tg, tx, true).compareTo(play(th, tx, true)) < 0 || play(tg, tx, false).compareTo(play(th, tx, false)) < 0;
    }

    /**
     * The second stage, for a pair the family does not refute: contexts built from the pair
     * itself, <P | Q> with P and Q among the subpositions of G and H, their conjugates, atoms
     * and chains of waiting moves (such as <G | -1 + 3^>, or <-1 - 3^ | -2 + 2^>), then sums
     * P + Q, then choices <P, Q | ^c> and <^c | P, Q>. The first that refutes G >= H, or null.
     */
    private GsGame refutationBuiltFrom(GsGame g, GsGame h) {
        java.util.Set<GsGame> pieces = new java.util.LinkedHashSet<>();
        for (GsGame x : subpositions(g, h)) {
            pieces.add(x);
            pieces.add(x.conjugate());
        }
        for (int a = -3; a <= 3; a++) for (int b = a; b <= 3; b++) pieces.add(GsGame.atom(Rational.of(a), Rational.of(b)));
        for (int n = 1; n <= 3; n++) {
            for (int c = -2; c <= 2; c++) {
                pieces.add(Waiting.left(Rational.of(c), n));
                pieces.add(Waiting.right(Rational.of(c), n));
            }
        }
        List<GsGame> ps = new ArrayList<>(pieces);
        for (GsGame p : ps) for (GsGame q : ps) if (refutes(GsGame.of(List.of(p), List.of(q)), g, h)) return GsGame.of(List.of(p), List.of(q));
        for (int i = 0; i < ps.size(); i++) for (int j = i; j < ps.size(); j++) if (refutes(ps.get(i).sum(ps.get(j)), g, h)) return ps.get(i).sum(ps.get(j));
        // a choice: Left (or Right) picks one of two pieces, the other side adorned
        for (int i = 0; i < ps.size(); i++) {
            for (int j = i + 1; j < ps.size(); j++) {
                for (int c = -3; c <= 3; c++) {
                    Rational q = Rational.of(c);
                    for (GsGame x : List.of(GsGame.rightEmpty(List.of(ps.get(i), ps.get(j)), q), GsGame.leftEmpty(q, List.of(ps.get(i), ps.get(j))))) {
                        if (x.isGuaranteed() && refutes(x, g, h)) return x;
                    }
                }
            }
        }
        return null;
    }

    private static java.util.Set<GsGame> subpositions(GsGame... gs) {
        java.util.Set<GsGame> out = new java.util.LinkedHashSet<>();
        java.util.ArrayDeque<GsGame> todo = new java.util.ArrayDeque<>(List.of(gs));
        while (!todo.isEmpty()) {
            GsGame x = todo.pop();
            if (!out.add(x)) continue;
            todo.addAll(x.leftOptions());
            todo.addAll(x.rightOptions());
        }
        return out;
    }

    /**
     * The order by its definition over a family of contexts: numbers, atoms as wide as
     * <∅^-10|∅^10>, chains of waiting moves s ± n^, Conway's ∗, ↑, small random games and random
     * games with scores from -10 to 10, and sums of these. Every "G ≥ H" of the criterion
     * survives every context (soundness on the family), and every "not G ≥ H" is refuted by one,
     * or by a context built from the pair ({@link #refutationBuiltFrom}), or is one of the pairs
     * order-evidence.txt lists as open (evidence that the criterion is not too strict).
     */
    @Test
    void theComparisonCriterionAgainstTheDefinition() {
        List<GsGame> contexts = new ArrayList<>();
        int[] wide = {-10, -3, -1, 0, 1, 3, 10};
        for (int a : wide) for (int b : wide) if (a <= b) contexts.add(GsGame.atom(Rational.of(a), Rational.of(b)));
        for (int s = -2; s <= 2; s++) {
            for (int n = 1; n <= 4; n++) {
                contexts.add(Waiting.left(Rational.of(s), n));
                contexts.add(Waiting.right(Rational.of(s), n));
            }
        }
        contexts.add(Conway.star(1));
        contexts.add(Conway.up());
        contexts.add(Conway.down());
        RandomGs small = new RandomGs(new Random(14), scores(-4, -1, 0, 2, 5), 2);
        for (int i = 0; i < 40; i++) contexts.add(small.game(1 + i % 2));
        // wide games: a refutation may need scores far outside the games' own (found so: the pair
        // <1|<<^-2|^1>|^1>,<<^-1|^1>|<^-1|^2>>> >= <<-2|<^-1|^0>>|<^-2|<^-2|^0>>> is refuted only
        // by contexts with scores near -10 and 5, e.g. <<^-10|<^-10|^-5>,-5,<^-10|^1>>,<^-1|<^-1|^3>>|<^-5|^2>>)
        RandomGs wideGames = new RandomGs(new Random(16), scores(-10, -5, -3, -2, -1, 0, 1, 2, 3, 5, 10), 3);
        for (int i = 0; i < 240; i++) contexts.add(wideGames.game(1 + i % 3));
        // and games that let Left choose who is stuck at the end, with scores close together: e.g.
        // <^-2|<<-2|^-2>|^0>> >= <^-2|-1,<^-2|^1>> is refuted by no context of rank <= 1 (all
        // 166,544 over scores -3..3 were tried) but by X = <0,<^2|2>|^2>: Rs(G + X) = 0 < 1 = Rs(H + X)
        contexts.add(GsText.parse("<0,<^2|2>|^2>"));
        RandomGs choices = new RandomGs(new Random(17), scores(-3, -2, -1, 0, 1, 2, 3), 3);
        for (int i = 0; i < 400; i++) contexts.add(choices.game(2 + i % 2));
        List<String[]> evidence = evidence();
        for (String[] w : evidence) {
            if (!w[0].equals("witness")) continue;
            GsGame x = GsText.parse(w[3]);
            assertTrue(refutes(x, GsText.parse(w[1]), GsText.parse(w[2])), () -> w[3] + " does not refute " + w[1] + " >= " + w[2]);
            contexts.add(x);
        }
        int n0 = contexts.size();
        for (int i = 0; i < 60; i++) contexts.add(contexts.get((i * 7) % n0).sum(contexts.get((i * 13 + 5) % n0)));

        RandomGs random = new RandomGs(new Random(15), scores(-2, -1, 0, 1, 2), 2);
        List<GsGame> games = new ArrayList<>();
        for (int i = 0; i < 60; i++) games.add(Canonical.of(random.game(i % 4)));
        games.add(GsGame.number(2));
        games.add(GsText.parse("<-2,<^-1|-1>|^1>"));
        games.add(GsGame.number(0));
        games.add(Conway.star(1));

        Rational[][][] stops = new Rational[games.size()][contexts.size()][];
        for (int i = 0; i < games.size(); i++) {
            for (int j = 0; j < contexts.size(); j++) {
                T g = tree(games.get(i)), x = tree(contexts.get(j));
                stops[i][j] = new Rational[] {play(g, x, true), play(g, x, false)};
            }
        }
        int geq = 0, notGeq = 0;
        List<String> unseen = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            for (int k = 0; k < games.size(); k++) {
                boolean criterion = GsOrder.geq(games.get(i), games.get(k));
                int refuting = -1;
                for (int j = 0; j < contexts.size() && refuting < 0; j++) {
                    if (stops[i][j][0].compareTo(stops[k][j][0]) < 0 || stops[i][j][1].compareTo(stops[k][j][1]) < 0) refuting = j;
                }
                GsGame g = games.get(i), h = games.get(k);
                if (criterion) {
                    geq++;
                    int j = refuting;
                    assertTrue(refuting < 0, () -> "the criterion says " + g + " >= " + h + ", but in the context " + contexts.get(j) + " it is not");
                } else {
                    notGeq++;
                    if (refuting < 0 && refutationBuiltFrom(g, h) == null) unseen.add(g + " >= " + h);
                }
            }
        }
        List<String> open = new ArrayList<>();
        for (String[] w : evidence) {
            GsGame g = GsText.parse(w[1]), h = GsText.parse(w[2]);
            assertTrue(!GsOrder.geq(g, h), () -> "the criterion now says " + w[1] + " >= " + w[2] + "; update order-evidence.txt");
            if (w[0].equals("unrefuted")) open.add(g + " >= " + h);
        }
        assertEquals(open, unseen, "'not >=' answers no context refutes, against those order-evidence.txt lists as open");
        assertTrue(geq > 100 && notGeq > 300, geq + " >= answers, " + notGeq + " not");
    }
}
