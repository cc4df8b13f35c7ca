package cgx.scoring.guaranteed.ruleset;

import cgx.core.Rational;
import cgx.scoring.guaranteed.GsGame;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Stops of random small positions against a direct minimax that shares no code with the rulesets
 * and does not use GsGame: its own move generators, Left or Right moves first, both play optimally,
 * the game ends as the ruleset says (Kobber: the player to move has no move; Dots-and-Boxes: no free
 * edge, a player who completes a box draws again; Diskonnect: the player to move has no capture and
 * is charged her dead stones — on an empty board nobody moves).
 *
 * <p>The ending-move rule of §10.1 (an ending move on one side becomes that side's adornment; if both
 * first moves end the game, the number given by Left's) does not change the stops for these
 * rulesets: an adornment ∅^s and a move to the number s give the same stop; the rule fires only in
 * Diskonnect, where a player's ending move is her only move, so no other option is dropped; and when
 * both players' moves are ending moves, neither has a capture, so no stone is dead and both end at
 * the current score — Right's ending score, which the number drops, is the same as Left's. (In a
 * ruleset where the two ending scores could differ, the true game would be the atom ⟨∅^a|∅^b⟩ and
 * the calculator's number a would have the wrong right stop; likewise a side with several moves
 * whose first one clears the board would lose its other moves.) The test checks this on every
 * sample, and also that both ending moves agree when they occur.
 *
 * <p>A Diskonnect game need not be guaranteed (test-games/scoring/guaranteed/rulesets.txt has an
 * example: a capture can make more than one stone dead, so a later penalty falls below an
 * adornment); game() then throws, and the stops of the uncanonicalised form are compared instead.
 */
class RulesetBruteForceTest {
    private static final int SAMPLES = 150;

    @Test
    void kobberStops() {
        Random rnd = new Random(20240611L);
        for (int n = 0; n < SAMPLES; n++) {
            List<String> rows = randomStones(rnd, 1 + rnd.nextInt(3), 1 + rnd.nextInt(4));
            Rational s = Rational.of(rnd.nextInt(5) - 2);
            Map<String, Integer> memo = new HashMap<>();
            compare(Kobber.of(rows, s), s.add(Rational.of(kobber(rows, true, memo))), s.add(Rational.of(kobber(rows, false, memo))));
        }
    }

    @Test
    void diskonnectStops() {
        Random rnd = new Random(777L);
        int guaranteed = 0;
        for (int n = 0; n < SAMPLES; n++) {
            List<String> rows = randomStones(rnd, 1 + rnd.nextInt(3), 2 + rnd.nextInt(3));
            Rational s = Rational.of(rnd.nextInt(5) - 2);
            Map<String, Integer> memo = new HashMap<>();
            Diskonnect p = Diskonnect.of(rows, s);
            if (compare(p, s.add(Rational.of(diskonnect(rows, true, memo))), s.add(Rational.of(diskonnect(rows, false, memo))))) guaranteed++;
            checkEndingMovesAgree(p, new HashSet<>());
        }
        assertTrue(guaranteed > SAMPLES / 2, "few guaranteed samples: " + guaranteed);
    }

    @Test
    void dotsStops() {
        Random rnd = new Random(4242L);
        for (int n = 0; n < SAMPLES; n++) {
            int width = 1 + rnd.nextInt(3), height = 1 + rnd.nextInt(2);
            List<String> rows = new ArrayList<>();
            int free = 0;
            for (int r = 0; r <= 2 * height; r++) {
                StringBuilder b = new StringBuilder();
                for (int c = 0; c < (r % 2 == 0 ? width : width + 1); c++) {
                    boolean open = free < 9 && rnd.nextInt(3) == 0;
                    if (open) free++;
                    b.append(open ? '.' : 'x');
                }
                rows.add(b.toString());
            }
            Rational s = Rational.of(rnd.nextInt(5) - 2);
            Map<String, Integer> memo = new HashMap<>();
            compare(DotsAndBoxes.of(rows, s), s.add(Rational.of(dots(rows, true, memo))), s.add(Rational.of(dots(rows, false, memo))));
        }
    }

    /**
     * The stops of the position's game against the minimax ones; false when the game is not
     * guaranteed (then the stops of the uncanonicalised form are compared).
     */
    private static boolean compare(ScoringBoard p, Rational ls, Rational rs) {
        GsGame raw = p.rawGame();
        assertEquals(ls, raw.leftStop(), () -> "left stop of the form of " + p);
        assertEquals(rs, raw.rightStop(), () -> "right stop of the form of " + p);
        if (!raw.isGuaranteed()) return false;
        GsGame g = p.game();
        assertEquals(ls, g.leftStop(), () -> "left stop of " + p + " = " + g);
        assertEquals(rs, g.rightStop(), () -> "right stop of " + p + " = " + g);
        return true;
    }

    /** Wherever both players' moves end the game, the two ending scores are equal (see the class comment). */
    private static void checkEndingMovesAgree(ScoringBoard p, Set<ScoringBoard> seen) {
        if (!seen.add(p)) return;
        List<? extends ScoringBoard> l = p.leftMoves(), r = p.rightMoves();
        if (l.size() == 1 && r.size() == 1 && l.get(0).isBoardEmpty() && r.get(0).isBoardEmpty()) {
            assertEquals(l.get(0).score(), r.get(0).score(), () -> "ending scores of " + p);
        }
        for (ScoringBoard q : l) checkEndingMovesAgree(q, seen);
        for (ScoringBoard q : r) checkEndingMovesAgree(q, seen);
    }

    private static List<String> randomStones(Random rnd, int height, int width) {
        List<String> rows = new ArrayList<>();
        String cells = "lr.l r.x";
        for (int r = 0; r < height; r++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < width; c++) {
                char ch = cells.charAt(rnd.nextInt(cells.length()));
                b.append(ch == ' ' ? '.' : ch);
            }
            rows.add(b.toString());
        }
        return rows;
    }

    // ------------------------------------------------------------------ independent minimax

    private static final int[][] DIRS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private record Move(char[][] board, int gain) {}

    private static char[][] grid(List<String> rows) {
        char[][] g = new char[rows.size()][];
        for (int i = 0; i < g.length; i++) g[i] = rows.get(i).toCharArray();
        return g;
    }

    private static List<String> rows(char[][] g) {
        List<String> out = new ArrayList<>();
        for (char[] row : g) out.add(new String(row));
        return out;
    }

    private static char[][] copy(char[][] g) {
        char[][] c = new char[g.length][];
        for (int i = 0; i < g.length; i++) c[i] = g[i].clone();
        return c;
    }

    private static boolean in(char[][] g, int r, int c) { return r >= 0 && r < g.length && c >= 0 && c < g[r].length; }

    /** Jumps of {@code me}'s stones over an enemy into an empty cell, continuing straight; gain = stones taken. */
    private static List<Move> jumps(char[][] g, char me) {
        char enemy = me == 'l' ? 'r' : 'l';
        List<Move> out = new ArrayList<>();
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[r].length; c++) {
                if (g[r][c] != me) continue;
                for (int[] d : DIRS) {
                    char[][] b = g;
                    int cr = r, cc = c;
                    for (int k = 1; in(b, cr + 2 * d[0], cc + 2 * d[1]) && b[cr + d[0]][cc + d[1]] == enemy
                            && b[cr + 2 * d[0]][cc + 2 * d[1]] == '.'; k++) {
                        b = copy(b);
                        b[cr][cc] = '.';
                        b[cr + d[0]][cc + d[1]] = '.';
                        cr += 2 * d[0];
                        cc += 2 * d[1];
                        b[cr][cc] = me;
                        out.add(new Move(b, k));
                    }
                }
            }
        }
        return out;
    }

    /** Kobber: future score change with {@code left} to move (steps gain 1, jumps 0). */
    private static int kobber(List<String> rows, boolean left, Map<String, Integer> memo) {
        String key = left + String.join("/", rows);
        Integer v = memo.get(key);
        if (v != null) return v;
        char[][] g = grid(rows);
        char me = left ? 'l' : 'r', enemy = left ? 'r' : 'l';
        List<Move> moves = new ArrayList<>();
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[r].length; c++) {
                if (g[r][c] != me) continue;
                for (int[] d : DIRS) {
                    if (!in(g, r + d[0], c + d[1]) || g[r + d[0]][c + d[1]] != enemy) continue;
                    char[][] b = copy(g);
                    b[r][c] = '.';
                    b[r + d[0]][c + d[1]] = me;
                    moves.add(new Move(b, 1));
                }
            }
        }
        for (Move m : jumps(g, me)) moves.add(new Move(m.board(), 0));
        int best = 0;
        boolean first = true;
        for (Move m : moves) {
            int x = (left ? m.gain() : -m.gain()) + kobber(rows(m.board()), !left, memo);
            if (first || (left ? x > best : x < best)) best = x;
            first = false;
        }
        memo.put(key, best);
        return best;
    }

    /** Diskonnect: future score change with {@code left} to move. */
    private static int diskonnect(List<String> rows, boolean left, Map<String, Integer> memo) {
        String key = left + String.join("/", rows);
        Integer v = memo.get(key);
        if (v != null) return v;
        char[][] g = grid(rows);
        char me = left ? 'l' : 'r';
        int best;
        if (rows.stream().allMatch(r -> r.chars().allMatch(ch -> ch == '.'))) {
            best = 0; // nobody moves on an empty board
        } else {
            List<Move> moves = jumps(g, me);
            if (moves.isEmpty()) {
                int dead = dead(g, me); // the game ends, the player to move is charged her dead stones
                best = left ? -dead : dead;
            } else {
                best = left ? Integer.MIN_VALUE : Integer.MAX_VALUE;
                for (Move m : moves) {
                    int x = (left ? m.gain() : -m.gain()) + diskonnect(rows(m.board()), !left, memo);
                    best = left ? Math.max(best, x) : Math.min(best, x);
                }
            }
        }
        memo.put(key, best);
        return best;
    }

    /** Stones of {@code me} that the opponent, capturing again and again alone, takes in some line of play. */
    private static int dead(char[][] start, char me) {
        char enemy = me == 'l' ? 'r' : 'l';
        boolean[][] taken = new boolean[start.length][];
        for (int r = 0; r < start.length; r++) taken[r] = new boolean[start[r].length];
        collect(start, start, enemy, me, taken);
        int n = 0;
        for (boolean[] row : taken) for (boolean t : row) if (t) n++;
        return n;
    }

    private static void collect(char[][] start, char[][] g, char enemy, char me, boolean[][] taken) {
        for (Move m : jumps(g, enemy)) {
            for (int r = 0; r < start.length; r++) {
                for (int c = 0; c < start[r].length; c++) if (start[r][c] == me && m.board()[r][c] != me) taken[r][c] = true;
            }
            collect(start, m.board(), enemy, me, taken);
        }
    }

    /** Dots-and-Boxes, one edge at a time: future score change with {@code left} to move. */
    private static int dots(List<String> rows, boolean left, Map<String, Integer> memo) {
        String key = left + String.join("/", rows);
        Integer v = memo.get(key);
        if (v != null) return v;
        char[][] g = grid(rows);
        int before = boxes(g), best = 0;
        boolean first = true;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[r].length; c++) {
                if (g[r][c] != '.') continue;
                char[][] b = copy(g);
                b[r][c] = 'x';
                int gain = boxes(b) - before;
                boolean again = gain > 0; // completing a box: the same player draws again (if any edge is free)
                int x = (left ? gain : -gain) + dots(rows(b), again == left, memo);
                if (first || (left ? x > best : x < best)) best = x;
                first = false;
            }
        }
        memo.put(key, best);
        return best;
    }

    /** Completed boxes: box (i, j) has edges rows[2i][j], rows[2i+2][j], rows[2i+1][j], rows[2i+1][j+1]. */
    private static int boxes(char[][] g) {
        int n = 0;
        for (int i = 0; 2 * i + 2 < g.length; i++) {
            for (int j = 0; j < g[2 * i].length; j++) {
                if (g[2 * i][j] == 'x' && g[2 * i + 2][j] == 'x' && g[2 * i + 1][j] == 'x' && g[2 * i + 1][j + 1] == 'x') n++;
            }
        }
        return n;
    }
}
