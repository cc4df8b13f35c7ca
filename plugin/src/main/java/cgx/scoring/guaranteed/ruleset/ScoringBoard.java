package cgx.scoring.guaranteed.ruleset;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.scoring.guaranteed.Canonical;
import cgx.scoring.guaranteed.GsGame;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A position of one of the calculator's scoring rulesets (spec §10): the score accumulated so far
 * (positive is good for Left) and a board of characters, {@code l} a Left stone, {@code r} a Right
 * stone, {@code .} an empty cell and {@code x} a wall (in Dots-and-Boxes: a drawn line). Rows are
 * kept as strings; each ruleset checks its own shape and alphabet in its factory.
 *
 * <p>Immutable, with value equality (ruleset, score, rows). {@link #toString()} prints the call a
 * user can type back, e.g. {@code Kobber(["l..","rl.","l.r"])} or
 * {@code Kobber(["lr","rl"], Score => -1)}; the score is printed only when it is not zero.
 */
public abstract class ScoringBoard {
    /** Orders moves as §10.1 does before the ending-move rule: by score, then board (rows compared as strings). */
    static final Comparator<ScoringBoard> BY_SCORE_THEN_BOARD = (a, b) -> {
        int c = a.score.compareTo(b.score);
        if (c != 0) return c;
        for (int i = 0; i < Math.min(a.rows.size(), b.rows.size()); i++) {
            c = a.rows.get(i).compareTo(b.rows.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(a.rows.size(), b.rows.size());
    };

    private final Rational score;
    private final List<String> rows;

    ScoringBoard(Rational score, List<String> rows) {
        this.score = Objects.requireNonNull(score, "score");
        this.rows = List.copyOf(rows);
    }

    /** The ruleset's name, as in the printed call ({@code Kobber}, {@code DotsAndBoxes}, {@code Diskonnect}). */
    public abstract String ruleset();

    /** The positions after each of Left's moves, in the ruleset's generation order. */
    public abstract List<? extends ScoringBoard> leftMoves();

    /** The positions after each of Right's moves, in the ruleset's generation order. */
    public abstract List<? extends ScoringBoard> rightMoves();

    public Rational score() { return score; }

    public List<String> rows() { return rows; }

    public int rowCount() { return rows.size(); }

    /** The character at row {@code r}, column {@code c} (0-based). */
    public char at(int r, int c) { return rows.get(r).charAt(c); }

    /** True when every cell is empty ({@code .}): the board left by a move that ends the game (§10.1). */
    public boolean isBoardEmpty() {
        for (String row : rows) for (int i = 0; i < row.length(); i++) if (row.charAt(i) != '.') return false;
        return true;
    }

    /**
     * The game of this position, canonical (§10.1, {@code toGame}). Throws a {@link CgxException} when
     * the position has more than 200,000 positions, or when its game is not
     * guaranteed (then it has no canonical form).
     */
    public GsGame game() {
        GsGame raw = rawGame();
        if (!raw.isGuaranteed()) {
            throw new CgxException("the game of " + this + " is not a guaranteed scoring game, so it has no canonical form");
        }
        return Canonical.of(raw);
    }

    /** The game tree of §10.1 as built, before canonicalisation (may be non-guaranteed). */
    public GsGame rawGame() { return new GameBuilder().build(this); }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || o.getClass() != getClass()) return false;
        ScoringBoard b = (ScoringBoard) o;
        return score.equals(b.score) && rows.equals(b.rows);
    }

    @Override
    public int hashCode() { return (getClass().hashCode() * 31 + score.hashCode()) * 31 + rows.hashCode(); }

    @Override
    public String toString() {
        String board = rows.stream().map(r -> "\"" + r + "\"").collect(Collectors.joining(",", "[", "]"));
        return ruleset() + "(" + board + (score.signum() == 0 ? "" : ", Score => " + score) + ")";
    }

    // ------------------------------------------------------------------ input checks shared by the rulesets

    /** Rows non-empty, every character in {@code alphabet}; a {@link CgxException} naming row and column (1-based). */
    static void checkCharacters(String ruleset, List<String> rows, String alphabet, String described) {
        if (rows == null || rows.isEmpty()) throw new CgxException(ruleset + ": the board needs at least one row");
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row == null || row.isEmpty()) throw new CgxException(ruleset + ": row " + (r + 1) + " is empty");
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (alphabet.indexOf(ch) < 0) {
                    throw new CgxException(ruleset + ": row " + (r + 1) + ", column " + (c + 1) + ": unexpected character '"
                            + ch + "' (allowed: " + described + ")");
                }
            }
        }
    }

    /** All rows as long as the first (Kobber, Diskonnect). */
    static void checkRectangular(String ruleset, List<String> rows) {
        int width = rows.get(0).length();
        for (int r = 1; r < rows.size(); r++) {
            int len = rows.get(r).length();
            if (len != width) {
                throw new CgxException(ruleset + ": row " + (r + 1) + ", column " + (Math.min(len, width) + 1) + ": row has "
                        + len + " cells but row 1 has " + width + " (rows must have equal length)");
            }
        }
    }

    static Rational requireScore(String ruleset, Rational score) {
        if (score == null) throw new CgxException(ruleset + ": the score is missing");
        return score;
    }
}
