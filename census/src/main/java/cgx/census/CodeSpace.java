package cgx.census;

import cgx.heap.StandardForm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The space of a census: take-and-break codes {@code p.d1...dk} with prefix p in {0, 4}, k ≤ D
 * digits (0-7, or 0-15 with hexadecimal), the last one non-zero ({@code 4.0}, splitting only, is
 * the one code with k = 0). Codes are kept as digit arrays {@code d[0..k]}.
 *
 * <p>Two rules relate codes (see {@code test-games/misere-quotients/census-same-game.txt}):
 * <ul>
 * <li>{@link #sameGameKey}: codes whose heaps have the same options once heaps without a move
 *     (which are the game 0) are dropped define the same game on every heap (induction on n), so
 *     a census computes one of them, the representative;</li>
 * <li>{@link #standardForm}: while a heap of 1 has no move, H_n = H'_{n-1} for the shifted code
 *     (MisereSolver's "StdForm"): same quotient, Φ shifted by one heap.</li>
 * </ul>
 */
public final class CodeSpace {
    private CodeSpace() {}

    /**
     * A space of codes: {@code 0.d1..dk} with k ≤ {@code digits}, {@code 4.d1..dk} with
     * k ≤ {@code digits4} (none when negative), every digit at most {@code maxDigit} (3: the
     * quaternary games, which never split a heap, so no 4.-codes; 7: octal; 15 with {@code hex}).
     * MisereSolver's {@code --search4D} covers {@link #SEARCH_4D}: 0.dddd and 4.ddd.
     */
    public record Space(int digits, int digits4, boolean hex, int maxDigit) {
        public static final Space SEARCH_4D = new Space(4, 3, false, 7);

        public Space {
            int top = hex ? 15 : 7;
            if (maxDigit < 1 || maxDigit > top) throw new cgx.core.CgxException("the largest digit must be 1 to " + top + ", got " + maxDigit);
            if (digits < 1 || digits > (hex ? 4 : 6)) throw new cgx.core.CgxException("digits must be 1 to " + (hex ? 4 : 6) + ", got " + digits);
            if (maxDigit < 4 || digits4 < 0) digits4 = -1;
            if (digits4 > digits) throw new cgx.core.CgxException("4.-codes of " + digits4 + " digits are longer than the 0.-codes (" + digits + ")");
        }

        /** Up to {@code digits} digits after 0. (and after 4. too with {@code prefix4}), every digit. */
        public static Space of(int digits, boolean prefix4, boolean hex) { return new Space(digits, prefix4 ? digits : -1, hex, hex ? 15 : 7); }

        public boolean prefix4() { return digits4 >= 0; }

        /** {@code cgx-census digits=D prefix4=B hex=B}, then {@code digits4=K} and {@code maxdigit=M} where they are not the default. */
        public String text() {
            return "cgx-census digits=" + digits + " prefix4=" + prefix4() + " hex=" + hex
                    + (prefix4() && digits4 != digits ? " digits4=" + digits4 : "") + (maxDigit != (hex ? 15 : 7) ? " maxdigit=" + maxDigit : "");
        }

        private static final java.util.regex.Pattern TEXT = java.util.regex.Pattern.compile(
                "cgx-census digits=(\\d) prefix4=(true|false) hex=(true|false)( digits4=(\\d))?( maxdigit=(\\d+))?");

        /** Reads {@link #text}, or says what it expected. */
        public static Space parse(String text) {
            java.util.regex.Matcher m = TEXT.matcher(text);
            if (!m.matches())
                throw new cgx.core.CgxException("not a census space: " + text + " (expected cgx-census digits=D prefix4=true|false hex=true|false"
                        + " [digits4=K] [maxdigit=M])");
            int digits = Integer.parseInt(m.group(1));
            boolean prefix4 = Boolean.parseBoolean(m.group(2)), hex = Boolean.parseBoolean(m.group(3));
            if (!prefix4 && m.group(5) != null) throw new cgx.core.CgxException("not a census space: " + text + " (digits4 without prefix4)");
            int max = m.group(7) == null ? (hex ? 15 : 7) : Integer.parseInt(m.group(7));
            Space s = new Space(digits, !prefix4 ? -1 : m.group(5) == null ? digits : Integer.parseInt(m.group(5)), hex, max);
            if (!s.text().equals(text)) throw new cgx.core.CgxException("not a census space: " + text + " (written " + s.text() + ")");
            return s;
        }

        /** Every code of the space in census order: prefix, then length, then digits. */
        public List<int[]> codes() {
            int base = maxDigit + 1;
            List<int[]> out = new ArrayList<>();
            for (int p : prefix4() ? new int[] {0, 4} : new int[] {0}) {
                if (p == 4) out.add(new int[] {4});
                for (int k = 1; k <= (p == 0 ? digits : digits4); k++) {
                    int[] d = new int[k + 1];
                    d[0] = p;
                    long count = (base - 1) * (long) Math.pow(base, k - 1);
                    for (long i = 0; i < count; i++) {
                        long x = i;
                        for (int j = k - 1; j >= 1; j--) { d[j] = (int) (x % base); x /= base; }
                        // digits vary fastest at the end: 0.11, 0.12, ... in numeric order of d1..d(k-1), last digit below
                        d[k] = 1 + (int) (x % (base - 1));
                        out.add(d.clone());
                    }
                }
            }
            out.sort(CodeSpace::compare);
            return out;
        }
    }

    /** Every code of {@link Space#of}{@code (maxDigits, prefix4, hex)} in census order. */
    public static List<int[]> codes(int maxDigits, boolean prefix4, boolean hex) { return Space.of(maxDigits, prefix4, hex).codes(); }

    /** Census order: prefix, length, then the digits left to right. */
    public static int compare(int[] a, int[] b) {
        if (a[0] != b[0]) return Integer.compare(a[0], b[0]);
        if (a.length != b.length) return Integer.compare(a.length, b.length);
        return Arrays.compare(a, b);
    }

    /** {@code 0.15}, {@code 4.7}, {@code 4.0}, {@code 0.&F2} (the syntax of TakeAndBreakCode). */
    public static String text(int[] d) {
        StringBuilder b = new StringBuilder().append(digit(d[0])).append('.');
        for (int k = 1; k < d.length; k++) b.append(digit(d[k]));
        if (d.length == 1) b.append('0');
        return b.toString();
    }

    private static String digit(int x) { return x <= 9 ? String.valueOf(x) : "&" + Character.toUpperCase(Character.forDigit(x, 16)); }

    /** Reads what {@link #text} writes. */
    public static int[] parse(String s) {
        List<Integer> ds = new ArrayList<>();
        int dot = s.indexOf('.');
        if (dot < 0) throw new IllegalArgumentException("not a code: " + s);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.') continue;
            if (c == '&') ds.add(Character.digit(s.charAt(++i), 16));
            else ds.add(Character.digit(c, 10));
        }
        int[] d = ds.stream().mapToInt(Integer::intValue).toArray();
        int last = d.length - 1;
        while (last > 0 && d[last] == 0) last--;
        return Arrays.copyOf(d, last + 1);
    }


    static boolean hasMove(int[] d, int n) { return StandardForm.hasMove(d, n); }

    /** True if only bit 1 of d_1.. is used (and d_0 = 0): every heap but finitely many has no move. */
    private static boolean takeAllOnly(int[] d) {
        if ((d[0] & 12) != 0) return false;
        for (int k = 1; k < d.length; k++) if ((d[k] & ~1) != 0) return false;
        return true;
    }

    /**
     * The heaps with no move (each the game 0). Finite unless {@link #takeAllOnly}: every heap
     * of n ≥ |d| + 2 has a move (bit 2, 4 or 8 of some digit), so this checks n ≤ |d| + 2.
     */
    static TreeSet<Integer> emptyHeaps(int[] d) {
        TreeSet<Integer> e = new TreeSet<>();
        for (int n = 1; n <= d.length + 2; n++) if (!hasMove(d, n)) e.add(n);
        return e;
    }

    private static TreeSet<Integer> plus(TreeSet<Integer> a, TreeSet<Integer> b) {
        TreeSet<Integer> s = new TreeSet<>();
        for (int x : a) for (int y : b) s.add(x + y);
        return s;
    }

    private static TreeSet<Integer> bits(int[] d, int bit, int from) {
        TreeSet<Integer> s = new TreeSet<>();
        for (int k = from; k < d.length; k++) if ((d[k] & bit) != 0) s.add(k);
        return s;
    }

    /**
     * A key equal for two codes exactly when, for every n, the heap of n has the same set of
     * options, each option the multiset of its heaps that have a move (E = heaps without one).
     * With K_b = {k : d_k has bit b} (k ≥ 1 for bits 1 and 2) and ⊕ the sumset, an option is
     * <ul>
     * <li>nothing, from heap n ∈ J1 = K1 ∪ (K2 ⊕ E) ∪ (K4 ⊕ E ⊕ E) ∪ (K8 ⊕ E ⊕ E ⊕ E);</li>
     * <li>one heap n - j ∉ E, for j ∈ J2 = K2 ∪ (K4 ⊕ E) ∪ (K8 ⊕ E ⊕ E);</li>
     * <li>two heaps a + b = n - j, both ∉ E, for j ∈ J3 = K4 ∪ (K8 ⊕ E);</li>
     * <li>three heaps, for j ∈ J4 = K8.</li>
     * </ul>
     * So (E, J1, J2, J3, J4) determines every heap's options, and conversely (for large n every
     * family shows, and the sum of an option's heaps gives j). When every heap past the code's
     * length is empty (digits 0 and 1 only) the code is its own key.
     */
    public static String sameGameKey(int[] d) {
        if (takeAllOnly(d)) return "take-all " + text(d);
        TreeSet<Integer> e = emptyHeaps(d);
        TreeSet<Integer> k1 = bits(d, 1, 1), k2 = bits(d, 2, 1), k4 = bits(d, 4, 0), k8 = bits(d, 8, 0);
        TreeSet<Integer> ee = plus(e, e), eee = plus(ee, e);
        TreeSet<Integer> j1 = new TreeSet<>(k1);
        j1.addAll(plus(k2, e));
        j1.addAll(plus(k4, ee));
        j1.addAll(plus(k8, eee));
        TreeSet<Integer> j2 = new TreeSet<>(k2);
        j2.addAll(plus(k4, e));
        j2.addAll(plus(k8, ee));
        TreeSet<Integer> j3 = new TreeSet<>(k4);
        j3.addAll(plus(k8, e));
        return "E" + e + " J1" + j1 + " J2" + j2 + " J3" + j3 + " J4" + k8;
    }

    /** Each code's representative: the first code of the list with the same {@link #sameGameKey}. */
    public static Map<String, String> representatives(List<int[]> codes) {
        Map<String, String> firstOfKey = new LinkedHashMap<>();
        Map<String, String> rep = new LinkedHashMap<>();
        for (int[] d : codes) {
            String t = text(d);
            rep.put(t, firstOfKey.computeIfAbsent(sameGameKey(d), x -> t));
        }
        return rep;
    }

    /** MisereSolver's standard form ({@link StandardForm}). */
    public static int[] standardForm(int[] code) { return StandardForm.of(code); }
}
