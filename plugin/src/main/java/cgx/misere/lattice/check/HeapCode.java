package cgx.misere.lattice.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A take-and-break code {@code d0.d1d2…} (each digit 0-9 or {@code &X}, X hexadecimal; the
 * leading {@code 0.} may be omitted). Digit d_k allows removing k tokens from a heap of size
 * h ≥ k and leaving exactly j non-empty heaps when bit 2^j of d_k is set (for k = 0 only j ≥ 2).
 */
final class HeapCode {
    /** Largest heap accepted. */
    static final int MAX_HEAP = 100_000;

    private final int[] digits;

    private HeapCode(int[] digits) {
        this.digits = digits;
    }

    /** Reads a code; IllegalArgumentException with the reason if it is not one. */
    static HeapCode parse(String text) {
        String t = text.strip();
        int dot = t.indexOf('.');
        String before = dot < 0 ? "" : t.substring(0, dot);
        String after = dot < 0 ? t : t.substring(dot + 1);
        List<Integer> d = new ArrayList<>();
        List<Integer> first = readDigits(before, text);
        if (first.size() > 1) throw new IllegalArgumentException("code '" + text + "': one digit is allowed before the point");
        d.add(first.isEmpty() ? 0 : first.get(0));
        d.addAll(readDigits(after, text));
        if (d.size() == 1) throw new IllegalArgumentException("code '" + text + "' has no digits after the point");
        return new HeapCode(d.stream().mapToInt(Integer::intValue).toArray());
    }

    private static List<Integer> readDigits(String part, String whole) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            int v;
            if (c == '&') {
                v = i + 1 < part.length() ? Character.digit(part.charAt(++i), 16) : -1;
                if (v < 0) throw new IllegalArgumentException("code '" + whole + "': '&' must be followed by a hexadecimal digit");
            } else {
                v = c >= '0' && c <= '9' ? c - '0' : -1;
                if (v < 0) throw new IllegalArgumentException("code '" + whole + "': '" + c + "' is not a digit");
            }
            out.add(v);
        }
        return out;
    }

    /** True if a heap of size h has at least one move. */
    boolean hasMove(int h) {
        for (int k = 0; k < digits.length && k <= h; k++)
            for (int j = k == 0 ? 2 : 0; j < 4; j++)
                if ((digits[k] >> j & 1) != 0 && (j == 0 ? h == k : h - k >= j)) return true;
        return false;
    }

    /**
     * The moves from a heap of size h: each the sorted multiset of non-empty heaps left
     * (distinct multisets only).
     */
    List<int[]> moves(int h) {
        Map<String, int[]> out = new LinkedHashMap<>();
        for (int k = 0; k < digits.length && k <= h; k++) {
            for (int j = k == 0 ? 2 : 0; j < 4; j++) {
                if ((digits[k] >> j & 1) == 0) continue;
                int rest = h - k;
                if (j == 0) {
                    if (rest == 0) out.putIfAbsent("[]", new int[0]);
                } else if (rest >= j) {
                    partitions(rest, j, 1, new int[j], 0, out);
                }
            }
        }
        return new ArrayList<>(out.values());
    }

    /** Partitions of n into exactly `parts` parts (slot..end), each ≥ min, non-decreasing. */
    private static void partitions(int n, int parts, int min, int[] acc, int slot, Map<String, int[]> out) {
        if (parts == 1) {
            if (n >= min) {
                acc[slot] = n;
                int[] p = acc.clone();
                out.putIfAbsent(Arrays.toString(p), p);
            }
            return;
        }
        for (int a = min; a * parts <= n; a++) {
            acc[slot] = a;
            partitions(n - a, parts - 1, a, acc, slot + 1, out);
        }
    }
}
