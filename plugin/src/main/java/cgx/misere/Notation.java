package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;

/**
 * The notation for misère canonical forms of Plambeck–Siegel §A.1 (after Conway, ONAG ch. 12),
 * read and written.
 *
 * <p><b>Paper notation.</b> A form is written {@code *} followed by a <i>body</i>; {@code 0} is
 * the zero game and {@code *} alone is {@code *1}. A body is a sequence of <i>items</i>; a body
 * of one item denotes that item's game, a body of two or more items denotes the game whose
 * options are the items' games. Items:
 * <ul>
 * <li>a digit {@code n}: the nim-heap {@code *n};</li>
 * <li>{@code {n}}: the nim-heap {@code *n} for any n (extension; printed for n ≥ 10), e.g.
 *     {@code *{12}}, {@code *{12}3/};</li>
 * <li>{@code (body)}: the game the body denotes (sub-options), e.g. {@code *(2/0)0};</li>
 * <li>{@code (body+body+…)}: the disjunctive sum of the games the bodies denote (extension,
 *     read only), e.g. {@code *(2+2)1} has options {@code *2+*2} and {@code *};</li>
 * <li>any item followed by {@code /}: the game whose only option is that item's game, so
 *     {@code *2/} has the single option {@code *2}, and {@code *2//} the single option {@code *2/}.</li>
 * </ul>
 * CGSuite's list notation is read as CGSuite 2.2 reads it: {@code *[4,2]} has options
 * {@code *4}, {@code *2}; in a list an integer {@code n} is {@code *n} (integers add first:
 * {@code *[1+1]} is {@code *2}), a list is the game with those options, a star form is itself,
 * {@code G + H} a sum and {@code -G} is G; a one-element list at the top is its element
 * ({@code *[2]} is {@code *2}, {@code *[[2]]} is {@code *2/}, {@code *[]}, {@code *[0]} and
 * {@code *[[]]} are 0); {@code *[[2],2,1,0]} is {@code *2/210}.
 *
 * <p><b>Printing</b> writes the canonical tree: nim-heaps as digits (or {@code {n}} for
 * n ≥ 10), a game with one option as that option's item followed by {@code /}, other games in
 * parentheses. Options are listed non-nim-heaps first (larger birthday first, then more
 * options first, then by their own options in this order), then nim-heaps in decreasing
 * order; this reproduces the paper's strings ({@code *2/320}, {@code *(2/210)(2/30)3/21},
 * {@code *(2/1)(2/0)4310}, {@code *(2/0)0}). Sums are printed as their canonical trees, so every
 * printed form reads back as the same form. Printing stops with an error past
 * {@link #MAX_PRINT_LENGTH} characters.
 */
public final class Notation {
    /** The longest printed form (characters). */
    public static final int MAX_PRINT_LENGTH = 5_000_000;

    private Notation() {}

    /** The order options are printed in (see the class comment); a total order on canonical forms. */
    public static final Comparator<MisereGame> PRINT_ORDER = Notation::compare;

    private static int compare(MisereGame a, MisereGame b) {
        if (a == b) return 0;
        boolean an = a.isNimHeap(), bn = b.isNimHeap();
        if (an && bn) return Integer.compare(b.nimHeap(), a.nimHeap());
        if (an) return 1;
        if (bn) return -1;
        if (a.birthday() != b.birthday()) return Integer.compare(b.birthday(), a.birthday());
        if (a.optionCount() != b.optionCount()) return Integer.compare(b.optionCount(), a.optionCount());
        List<MisereGame> ao = sorted(a), bo = sorted(b);
        for (int i = 0; i < ao.size(); i++) {
            int c = compare(ao.get(i), bo.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(a.id(), b.id()); // not reached for distinct canonical forms
    }

    private static List<MisereGame> sorted(MisereGame g) { return g.options(); }

    // ------------------------------------------------------------------ printing

    /** The printed form of {@code g}. */
    public static String format(MisereGame g) {
        if (g.isZero()) return "0";
        if (g.isNimHeap()) return g.nimHeap() == 1 ? "*" : "*" + heapItem(g.nimHeap());
        return "*" + body(g, new HashMap<>());
    }

    /** The item a form prints as among the options of another: a digit for a nim-heap, else its {@code x/} or {@code (...)} item. */
    public static String item(MisereGame g) { return g.isNimHeap() ? heapItem(g.nimHeap()) : item(g, new HashMap<>()); }

    private static String heapItem(int n) { return n <= 9 ? String.valueOf(n) : "{" + n + "}"; }

    /** The body of a non-nim form: its item if it has one option, else its options' items. */
    private static String body(MisereGame g, HashMap<MisereGame, String> memo) {
        if (g.optionCount() == 1) return item(g, memo);
        StringBuilder sb = new StringBuilder();
        for (MisereGame o : sorted(g)) {
            sb.append(item(o, memo));
            if (sb.length() > MAX_PRINT_LENGTH) throw tooLong();
        }
        return sb.toString();
    }

    /**
     * The item for {@code g}. Bottom-up over the forms reachable from {@code g} (options have
     * smaller ids), so deep forms need no deep recursion.
     */
    private static String item(MisereGame g, HashMap<MisereGame, String> memo) {
        String done = memo.get(g);
        if (done != null) return done;
        // collect reachable non-nim forms not yet printed
        ArrayList<MisereGame> todo = new ArrayList<>();
        ArrayList<MisereGame> stack = new ArrayList<>();
        java.util.HashSet<MisereGame> seen = new java.util.HashSet<>();
        stack.add(g);
        seen.add(g);
        while (!stack.isEmpty()) {
            MisereGame x = stack.remove(stack.size() - 1);
            if (x.isNimHeap() || memo.containsKey(x)) continue;
            todo.add(x);
            for (MisereGame o : x.optionsById()) if (seen.add(o)) stack.add(o);
        }
        todo.sort((x, y) -> Integer.compare(x.id(), y.id()));
        int steps = 0;
        for (MisereGame x : todo) {
            if ((++steps & 0x3ff) == 0) Interrupts.check();
            String s;
            if (x.optionCount() == 1) {
                s = itemOf(x.optionsById()[0], memo) + "/";
            } else {
                StringBuilder sb = new StringBuilder("(");
                for (MisereGame o : sorted(x)) {
                    sb.append(itemOf(o, memo));
                    if (sb.length() > MAX_PRINT_LENGTH) throw tooLong();
                }
                s = sb.append(')').toString();
            }
            memo.put(x, s);
        }
        return itemOf(g, memo);
    }

    private static String itemOf(MisereGame o, HashMap<MisereGame, String> memo) {
        if (o.isNimHeap()) return heapItem(o.nimHeap());
        String s = memo.get(o);
        if (s == null) throw new IllegalStateException("unprinted option");
        return s;
    }

    private static CgxException tooLong() {
        return new CgxException("misère canonical form too large to print (more than " + MAX_PRINT_LENGTH + " characters)");
    }

    // ------------------------------------------------------------------ parsing

    /** Reads a form: {@code 0}, {@code *}, {@code *n}, the paper's notation, or {@code *[...]}. */
    public static MisereGame parse(String text) {
        if (text == null) throw new CgxException("no misère form given");
        String t = text.strip();
        if (t.equals("0")) return MisereGame.ZERO;
        if (!t.startsWith("*")) throw new CgxException("a misère form starts with '*': " + text);
        Parser p = new Parser(t, 1);
        if (t.length() == 1) return MisereGame.nim(1);
        MisereGame g;
        if (t.charAt(1) == '[') {
            g = p.topList();
        } else {
            g = p.body(false);
        }
        p.skipSpaces();
        if (p.pos != t.length()) throw p.error("unexpected '" + t.charAt(p.pos) + "'");
        return g;
    }

    private static final class Parser {
        final String s;
        int pos;
        int depth;

        Parser(String s, int pos) { this.s = s; this.pos = pos; }

        CgxException error(String what) {
            return new CgxException("bad misère form " + s + ": " + what + " at position " + (pos + 1));
        }

        void skipSpaces() { while (pos < s.length() && s.charAt(pos) == ' ') pos++; }

        void enter() {
            if (++depth > 10_000) throw error("nesting too deep");
        }

        /** A body: items up to the end, ')' or '+'. */
        MisereGame body(boolean nested) {
            List<MisereGame> items = new ArrayList<>();
            while (true) {
                if (nested) skipSpaces();
                if (pos >= s.length()) break;
                char c = s.charAt(pos);
                if (c == ')' || c == '+') {
                    if (!nested) throw error("unmatched '" + c + "'");
                    break;
                }
                items.add(item());
            }
            if (items.isEmpty()) throw error(pos >= s.length() ? "missing options (unexpected end)" : "empty body");
            if (items.size() == 1) return items.get(0);
            return MisereGame.of(items);
        }

        MisereGame item() {
            char c = s.charAt(pos);
            MisereGame g;
            if (c >= '0' && c <= '9') {
                g = MisereGame.nim(c - '0');
                pos++;
            } else if (c == '{') {
                pos++;
                int start = pos;
                while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
                if (pos == start) throw error("expected a heap size after '{'");
                if (pos >= s.length() || s.charAt(pos) != '}') throw error("expected '}'");
                String digits = s.substring(start, pos);
                pos++;
                if (digits.length() > 6) throw error("nim-heap {" + digits + "} too large");
                g = MisereGame.nim(Integer.parseInt(digits));
            } else if (c == '(') {
                pos++;
                enter();
                MisereGame acc = body(true);
                skipSpaces();
                while (pos < s.length() && s.charAt(pos) == '+') {
                    pos++;
                    MisereGame next = body(true);
                    acc = acc.plus(next);
                    skipSpaces();
                }
                if (pos >= s.length() || s.charAt(pos) != ')') throw error("missing ')'");
                pos++;
                depth--;
                g = acc;
            } else if (c == '[') {
                g = list();
            } else if (c == '/') {
                throw error("'/' must follow an option");
            } else {
                throw error("unexpected '" + c + "'");
            }
            while (pos < s.length() && s.charAt(pos) == '/') {
                pos++;
                g = MisereGame.of(g);
            }
            return g;
        }

        /**
         * CGSuite's {@code *[...]} at the top: the game of a one-element list is its element
         * ({@code *[2]} is {@code *2}, {@code *[0]} and {@code *[[]]} are 0), an empty list is
         * 0, and a longer list is the game with those options.
         */
        MisereGame topList() {
            List<MisereGame> elems = elements();
            if (elems.isEmpty()) return MisereGame.ZERO;
            if (elems.size() == 1) return elems.get(0);
            return MisereGame.of(elems);
        }

        /** A list inside a list (or after an item): the game whose options are its elements. */
        MisereGame list() { return MisereGame.of(elements()); }

        /** {@code [e, e, ...]}: each e an element expression (see {@link #element}). */
        List<MisereGame> elements() {
            if (s.charAt(pos) != '[') throw error("expected '['");
            pos++;
            enter();
            List<MisereGame> opts = new ArrayList<>();
            skipSpaces();
            if (pos < s.length() && s.charAt(pos) == ']') {
                pos++;
                depth--;
                return opts;
            }
            while (true) {
                opts.add(asGame(element()));
                skipSpaces();
                if (pos >= s.length()) throw error("missing ']'");
                char c = s.charAt(pos);
                if (c == ',') { pos++; continue; }
                if (c == ']') { pos++; break; }
                throw error("expected ',' or ']'");
            }
            depth--;
            return opts;
        }

        private MisereGame asGame(Object v) {
            if (v instanceof MisereGame g) return g;
            long n = (Long) v;
            if (n < 0) throw error("a nim-heap must be non-negative, got " + n);
            if (n > 100_000) throw error("nim-heap " + n + " too large");
            return MisereGame.nim((int) n);
        }

        /**
         * An element as CGSuite evaluates it: integers (with + and -) stand for nim-heaps, a list
         * for the game of its options, a star form for itself; {@code G + H} is the sum and
         * {@code -G} is G (impartial). An integer added to a game is an error, as in CGSuite.
         */
        Object element() {
            Object acc = term();
            while (true) {
                skipSpaces();
                if (pos >= s.length()) return acc;
                char c = s.charAt(pos);
                if (c != '+' && c != '-') return acc;
                pos++;
                Object next = term();
                if (acc instanceof Long a && next instanceof Long b) acc = c == '+' ? Math.addExact(a, b) : Math.subtractExact(a, b);
                else if (acc instanceof MisereGame a && next instanceof MisereGame b && c == '+') acc = a.plus(b);
                else if (c == '-') throw error("'-' between games: use G.MisereMinus(H)");
                else throw error("an element must be an integer or a misère form, not a sum of both");
            }
        }

        private Object term() {
            skipSpaces();
            if (pos >= s.length()) throw error("missing ']'");
            char c = s.charAt(pos);
            if (c == '-') {
                pos++;
                Object v = term();
                return v instanceof Long n ? (Object) (-n) : v;
            }
            if (c == '(') {
                pos++;
                enter();
                Object v = element();
                skipSpaces();
                if (pos >= s.length() || s.charAt(pos) != ')') throw error("missing ')'");
                pos++;
                depth--;
                return v;
            }
            if (c == '[') return list();
            if (Character.isDigit(c)) {
                int start = pos;
                while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
                if (pos < s.length() && (s.charAt(pos) == '.' || s.charAt(pos) == '/'))
                    throw error("an element must be an integer or a misère form");
                String digits = s.substring(start, pos);
                if (digits.length() > 9) throw error("nim-heap " + digits + " too large");
                return Long.parseLong(digits);
            }
            if (c == '*') {
                // a star form inside a list, e.g. [*2/, 1] or [*[4] + *[2]]: up to ',', ']', '+', '-' or a space at depth 0
                int start = pos;
                int d = 0;
                while (pos < s.length()) {
                    char x = s.charAt(pos);
                    if (x == '(' || x == '[' || x == '{') d++;
                    else if (x == ')' || x == ']' || x == '}') { if (d == 0) break; d--; }
                    else if (d == 0 && (x == ',' || x == '+' || x == '-' || x == ' ')) break;
                    pos++;
                }
                enter();
                MisereGame g = parse(s.substring(start, pos));
                depth--;
                return g;
            }
            if (Character.isLetter(c))
                throw error("names are not read inside a *[...] literal; build the form with MisereGame([...])");
            throw error("unexpected '" + c + "' in a list");
        }
    }
}
