package cgx.misere.lattice.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Game trees read from the form notation (Plambeck–Siegel §A.1), interned so that equal trees
 * (options as a set) get the same id; id 0 is the game 0. The forms are misère canonical, so
 * equal ids are equal games.
 *
 * <p>Notation: {@code 0}; or {@code *} and a body ({@code *} alone is {@code *1}). A body of one
 * item is that item's game, of two or more the game with those options. Items: a digit n (*n),
 * {@code {n}} (*n), {@code (body)}, and any item followed by {@code /} (the game with that one option).
 */
final class FormTrees {
    /** Largest nim-heap accepted, most nodes. */
    static final int MAX_NIM = 1000, MAX_NODES = 200_000;

    private final List<int[]> children = new ArrayList<>();
    private final Map<String, Integer> ids = new HashMap<>();
    private final List<Integer> nims = new ArrayList<>();

    FormTrees() {
        intern(new int[0]);
    }

    /** The id of the game whose options are the given ids (duplicates collapse). */
    int intern(int[] options) {
        int[] kids = Arrays.stream(options).sorted().distinct().toArray();
        String key = Arrays.toString(kids);
        Integer id = ids.get(key);
        if (id != null) return id;
        if (children.size() >= MAX_NODES) throw new IllegalArgumentException("more than " + MAX_NODES + " distinct subpositions");
        children.add(kids);
        ids.put(key, children.size() - 1);
        return children.size() - 1;
    }

    int[] options(int id) {
        return children.get(id);
    }

    /** The nim-heap *n: options *0..*(n-1). */
    int nimHeap(int n) {
        if (n > MAX_NIM) throw new IllegalArgumentException("nim-heap *" + n + " is too large (at most " + MAX_NIM + ")");
        while (nims.size() <= n) {
            int[] lower = new int[nims.size()];
            for (int i = 0; i < lower.length; i++) lower[i] = nims.get(i);
            nims.add(intern(lower));
        }
        return nims.get(n);
    }

    /** The id of a form in the notation; IllegalArgumentException with the reason if it is not one. */
    int parse(String form) {
        String s = form.replaceAll("\\s+", "");
        if (s.equals("0")) return 0;
        if (s.isEmpty() || s.charAt(0) != '*') throw new IllegalArgumentException("'" + form + "' is not a form: it must be 0 or start with *");
        if (s.length() == 1) return nimHeap(1);
        int[] pos = {1};
        int id = body(s, pos, false);
        if (pos[0] != s.length()) throw new IllegalArgumentException("'" + form + "': unexpected '" + s.charAt(pos[0]) + "' at position " + pos[0]);
        return id;
    }

    private int body(String s, int[] pos, boolean closing) {
        List<Integer> items = new ArrayList<>();
        while (pos[0] < s.length() && s.charAt(pos[0]) != ')') items.add(item(s, pos));
        if (closing) {
            if (pos[0] >= s.length()) throw new IllegalArgumentException("'" + s + "': missing ')'");
            pos[0]++;
        }
        if (items.isEmpty()) throw new IllegalArgumentException("'" + s + "': empty body at position " + pos[0]);
        if (items.size() == 1) return items.get(0);
        return intern(items.stream().mapToInt(Integer::intValue).toArray());
    }

    private int item(String s, int[] pos) {
        char c = s.charAt(pos[0]);
        int id;
        if (c >= '0' && c <= '9') {
            id = nimHeap(c - '0');
            pos[0]++;
        } else if (c == '{') {
            int close = s.indexOf('}', pos[0]);
            String digits = close < 0 ? "" : s.substring(pos[0] + 1, close);
            if (digits.isEmpty() || digits.length() > 6 || !digits.chars().allMatch(Character::isDigit))
                throw new IllegalArgumentException("'" + s + "': bad nim-heap {n} at position " + pos[0]);
            id = nimHeap(Integer.parseInt(digits));
            pos[0] = close + 1;
        } else if (c == '(') {
            pos[0]++;
            id = body(s, pos, true);
        } else {
            throw new IllegalArgumentException("'" + s + "': unexpected '" + c + "' at position " + pos[0]);
        }
        while (pos[0] < s.length() && s.charAt(pos[0]) == '/') {
            id = intern(new int[] {id});
            pos[0]++;
        }
        return id;
    }

    /** The non-zero subpositions of a game (itself included unless 0), added to {@code out}. */
    void subpositions(int id, Set<Integer> out) {
        List<Integer> stack = new ArrayList<>(List.of(id));
        while (!stack.isEmpty()) {
            int g = stack.remove(stack.size() - 1);
            if (g == 0 || !out.add(g)) continue;
            for (int h : children.get(g)) stack.add(h);
        }
    }

    /** The nim value n if the game is the nim-heap *n, else -1. */
    int nimValue(int id) {
        int[] kids = children.get(id);
        int n = kids.length;
        if (nims.size() < n) return -1;
        Set<Integer> want = new HashSet<>(nims.subList(0, n));
        for (int k : kids) if (!want.contains(k)) return -1;
        return n;
    }

    private static int nimValue(String item) {
        if (item.length() == 1 && Character.isDigit(item.charAt(0))) return item.charAt(0) - '0';
        if (item.startsWith("{") && item.endsWith("}")) return Integer.parseInt(item.substring(1, item.length() - 1));
        return -1;
    }

    /** The game in the notation (for messages). */
    String show(int id) {
        if (id == 0) return "0";
        String item = item(id);
        return "*" + (item.startsWith("(") ? item.substring(1, item.length() - 1) : item);
    }

    private String item(int id) {
        int n = nimValue(id);
        if (n >= 0) return n < 10 ? String.valueOf(n) : "{" + n + "}";
        int[] kids = children.get(id);
        if (kids.length == 1) return item(kids[0]) + "/";
        // non-nim-heaps first (longer first), then nim-heaps in decreasing order, as in the paper
        List<String> items = new ArrayList<>();
        for (int k : kids) items.add(item(k));
        items.sort((x, y) -> {
            int nx = nimValue(x), ny = nimValue(y);
            if ((nx < 0) != (ny < 0)) return nx < 0 ? -1 : 1;
            if (nx >= 0) return Integer.compare(ny, nx);
            return x.length() != y.length() ? Integer.compare(y.length(), x.length()) : x.compareTo(y);
        });
        return "(" + String.join("", items) + ")";
    }
}
