package cgx.heap;

import cgx.core.CgxException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * A take-and-break code {@code d0.d1d2d3...} (octal, or hexadecimal where a digit exceeds 7),
 * in the standard meaning (Winning Ways ch. 4; Stewart, Definition 10): removing {@code k}
 * beans from a heap is allowed when {@code d_k != 0}, and bit {@code 2^j} of {@code d_k} says
 * the rest may be left as exactly {@code j} non-empty heaps. {@code d_0}, the digit before the
 * point, is for removing no beans: it only splits a heap (as in 4.7).
 *
 * <p>Text: digits {@code 0-9}; {@code &X} is one hexadecimal digit {@code X} (0-F), so
 * {@code 0.&F} has {@code d_1 = 15}; a leading {@code 0.} may be omitted ({@code "3333"} is
 * {@code 0.3333}, the paper's form). Immutable.
 */
public final class TakeAndBreakCode implements HeapRuleset {
    private final int[] digits; // digits[k] = d_k, k = 0..maxTake
    private final String text;

    private TakeAndBreakCode(int[] digits) {
        int last = digits.length - 1;
        while (last > 0 && digits[last] == 0) last--;
        this.digits = Arrays.copyOf(digits, last + 1);
        this.text = format(this.digits);
    }

    /** Builds a code from its digits {@code d_0, d_1, ...} (each 0 to 15). */
    public static TakeAndBreakCode ofDigits(int... digits) {
        if (digits.length == 0) throw new CgxException("a take-and-break code needs at least one digit");
        for (int d : digits) if (d < 0 || d > 15) throw new CgxException("a take-and-break digit must be 0 to 15, got " + d);
        return new TakeAndBreakCode(digits.clone());
    }

    /** Reads {@code "0.15"}, {@code "4.7"}, {@code ".26"}, {@code "3333"} (= 0.3333), {@code "0.&F3"}. */
    public static TakeAndBreakCode parse(String s) {
        String t = s.trim();
        if (t.isEmpty()) throw new CgxException("empty take-and-break code");
        String before;
        String after;
        int dot = t.indexOf('.');
        if (dot < 0) {
            before = "0";
            after = t;
        } else {
            before = t.substring(0, dot).isEmpty() ? "0" : t.substring(0, dot);
            after = t.substring(dot + 1);
        }
        List<Integer> ds = new ArrayList<>();
        int d0 = readDigits(before, s, new ArrayList<>(), true);
        ds.add(d0);
        readDigits(after, s, ds, false);
        if (ds.size() == 1 && d0 == 0) throw new CgxException("take-and-break code " + s + " has no digits after the point");
        int[] digits = new int[ds.size()];
        for (int i = 0; i < digits.length; i++) digits[i] = ds.get(i);
        return ofDigits(digits);
    }

    private static int readDigits(String part, String whole, List<Integer> out, boolean single) {
        List<Integer> local = single ? new ArrayList<>() : out;
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            int d;
            if (c == '&') {
                if (i + 1 >= part.length()) throw new CgxException("take-and-break code " + whole + ": '&' must be followed by a hexadecimal digit");
                d = Character.digit(part.charAt(++i), 16);
                if (d < 0) throw new CgxException("take-and-break code " + whole + ": '" + part.charAt(i) + "' is not a hexadecimal digit");
            } else {
                d = Character.digit(c, 10);
                if (d < 0) throw new CgxException("take-and-break code " + whole + ": '" + c + "' is not a digit");
            }
            local.add(d);
        }
        if (single) {
            if (local.size() != 1) throw new CgxException("take-and-break code " + whole + ": one digit is allowed before the point");
            return local.get(0);
        }
        return 0;
    }

    private static String format(int[] d) {
        StringBuilder b = new StringBuilder();
        b.append(digitText(d[0])).append('.');
        for (int k = 1; k < d.length; k++) b.append(digitText(d[k]));
        if (d.length == 1) b.append('0');
        return b.toString();
    }

    private static String digitText(int d) {
        return d <= 9 ? String.valueOf(d) : "&" + Character.toUpperCase(Character.forDigit(d, 16));
    }

    /** {@code d_k}, 0 beyond the last digit. */
    public int digit(int k) { return k < digits.length ? digits[k] : 0; }

    /** The largest number of beans a move may take (the index of the last non-zero digit). */
    public int maxTake() { return digits.length - 1; }

    /** The most heaps any move may leave (1 for taking-no-breaking codes, 2 for octal, up to 3 for hexadecimal). */
    public int maxHeapsLeft() {
        int m = 0;
        for (int d : digits) m = Math.max(m, 31 - Integer.numberOfLeadingZeros(Math.max(d, 1)));
        return m;
    }

    /** True if removing {@code k} beans may leave exactly {@code heaps} non-empty heaps. */
    public boolean mayLeave(int k, int heaps) { return heaps < 4 && (digit(k) >> heaps & 1) != 0; }

    /** True if no move splits a heap (every digit is 0 to 3). */
    public boolean isTakingNoBreaking() {
        for (int d : digits) if (d > 3) return false;
        return digits[0] == 0;
    }

    /** True if some digit exceeds 7. */
    public boolean isHexadecimal() {
        for (int d : digits) if (d > 7) return true;
        return false;
    }

    /**
     * Calls {@code sink} once for each distinct option of a heap of {@code n}: the heaps left,
     * sorted ascending (empty array: nothing left). {@code take} is not reported; see
     * {@link #forEachMove} for that. Options reached by several moves are reported once each way
     * they arise for different {@code k}; callers that need a set deduplicate.
     */
    public void forEachOption(int n, Consumer<int[]> sink) {
        forEachMove(n, (k, heaps) -> sink.accept(heaps));
    }

    /** A move's visitor: {@code take} beans removed, {@code heaps} left (sorted ascending, non-empty heaps). */
    @FunctionalInterface
    public interface MoveSink {
        void accept(int take, int[] heaps);
    }

    /** Calls {@code sink} for each legal move from a heap of {@code n}: each (beans taken, heaps left) once. */
    public void forEachMove(int n, MoveSink sink) {
        if (n < 0) throw new CgxException("a heap must be non-negative, got " + n);
        for (int k = 0; k <= Math.min(n, maxTake()); k++) {
            int d = digit(k);
            if (d == 0) continue;
            int r = n - k;
            if ((d & 1) != 0 && r == 0 && k > 0) sink.accept(k, new int[0]);
            if ((d & 2) != 0 && r >= 1 && k > 0) sink.accept(k, new int[] {r});
            if ((d & 4) != 0) for (int a = 1; 2 * a <= r; a++) sink.accept(k, new int[] {a, r - a});
            if ((d & 8) != 0)
                for (int a = 1; 3 * a <= r; a++)
                    for (int b = a; a + 2 * b <= r; b++) sink.accept(k, new int[] {a, b, r - a - b});
        }
    }

    /** The distinct options of a heap of {@code n} (see {@link HeapRuleset#options}): no two moves leave the same heaps, since the heaps left by taking {@code k} sum to {@code n - k}. */
    @Override public int[][] options(int n) {
        List<int[]> out = new ArrayList<>(2 * n + 4);
        forEachOption(n, out::add);
        return out.toArray(new int[0][]);
    }

    /**
     * {@code d} of the Periodicity Theorem (Plambeck–Siegel, Fact 2.2, and Guy–Smith in normal
     * play), stated and proved for octal games: every code whose moves leave at most two heaps
     * (digits 0 to 7, a digit before the point included, as in 4.7). Hexadecimal codes, whose moves
     * may leave three heaps, are outside its hypotheses: -1.
     */
    @Override public int periodicityDigit() { return maxHeapsLeft() <= 2 ? maxTake() : -1; }

    @Override public String periodicityObstacle() {
        return periodicityDigit() >= 0 ? null
                : text() + " is hexadecimal: a move may leave three heaps";
    }

    /** {@code TakeAndBreak("0.15")}: the worksheet text of the ruleset. */
    @Override public String text() { return "TakeAndBreak(\"" + text + "\")"; }

    @Override public boolean equals(Object o) { return o instanceof TakeAndBreakCode c && Arrays.equals(digits, c.digits); }
    @Override public int hashCode() { return Arrays.hashCode(digits); }

    /** The code's text, e.g. {@code 0.15}, {@code 4.7}, {@code 0.&F}. */
    @Override public String toString() { return text; }
}
