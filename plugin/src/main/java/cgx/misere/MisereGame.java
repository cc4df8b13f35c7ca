package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;

/**
 * An impartial game in misère canonical form (Conway, ONAG ch. 12; Winning Ways ch. 13;
 * Plambeck–Siegel §2). Values are immutable and interned: two {@code MisereGame}s are equal
 * (in misère play, {@code o⁻(G+X) = o⁻(H+X)} for every X) iff they are the same object.
 *
 * <p><b>Canonical form.</b> Conway's simplest form (ONAG Theorems 73–76): options in canonical
 * form, and no option reversible. An option {@code D} of {@code G} is removable when it has an
 * option equal to the game left after the removal (Grundy–Smith), with the proviso that if that
 * game is {@code 0} then {@code G} must be a misère N-position. Because the canonical form of
 * {@code G} is obtained from {@code G} by deletions only, {@link #of} finds it as the option
 * {@code E} of some option of {@code G} whose options are a subset {@code T} of {@code G}'s, such
 * that every option of {@code G} outside {@code T} has {@code E} as an option (and, if
 * {@code T} is empty, some option of {@code G} is a P-position); if there is no such
 * {@code E}, {@code G} itself is canonical.
 *
 * <p><b>Intern table.</b> The table of forms (and the memo of sums) is a cache owned by this
 * class; it only grows and is guarded by one lock. Each form has an int id; options always have
 * smaller ids than the games they belong to. The table is bounded by {@link #MAX_FORMS} forms
 * and {@link #MAX_OPTION_ENTRIES} option entries in all: past either bound, the computation that
 * needed a new form stops with a {@link CgxException} rather than exhausting memory.
 */
public final class MisereGame implements cgx.core.LatexForm {
    /** The most distinct canonical forms the intern table may hold. */
    public static final int MAX_FORMS = 3_000_000;
    /** The most option entries (summed over all interned forms) the intern table may hold. */
    public static final long MAX_OPTION_ENTRIES = 60_000_000L;

    private final int id;
    private final MisereGame[] options; // sorted by id
    private final int birthday;
    private final boolean misereP;
    private final int nimHeap;        // n if this form is *n, else -1
    private final int normalGrundy;   // normal-play Grundy value g⁺
    private final int misereGrundy;   // misère Grundy value g⁻ (0 ↦ 1, else mex)
    private final int hash;

    private MisereGame(int id, MisereGame[] options) {
        this.id = id;
        this.options = options;
        int b = 0;
        boolean p = options.length > 0; // misère: no move ⇒ the player to move wins ⇒ N
        long gPlusSeen = 0;
        boolean[] seenPlus = new boolean[options.length + 1];
        boolean[] seenMinus = new boolean[options.length + 1];
        for (MisereGame o : options) {
            b = Math.max(b, o.birthday + 1);
            if (o.misereP) p = false;
            if (o.normalGrundy <= options.length) seenPlus[o.normalGrundy] = true;
            if (o.misereGrundy <= options.length) seenMinus[o.misereGrundy] = true;
        }
        this.birthday = b;
        this.misereP = p;
        int gp = 0;
        while (seenPlus[gp]) gp++;
        this.normalGrundy = gp;
        if (options.length == 0) this.misereGrundy = 1;
        else {
            int gm = 0;
            while (seenMinus[gm]) gm++;
            this.misereGrundy = gm;
        }
        // *n has exactly the options *0..*(n-1)
        boolean nim = true;
        for (int i = 0; i < options.length && nim; i++) if (options[i].nimHeap != i) nim = false;
        this.nimHeap = nim ? options.length : -1;
        this.hash = Integer.hashCode(id) * 0x9E3779B9;
    }

    // ------------------------------------------------------------------ intern table

    private static final Object LOCK = new Object();
    /** Per-thread budget of new forms for the current bounded computation (see {@link #withBudget}). */
    private static final ThreadLocal<long[]> BUDGET = ThreadLocal.withInitial(() -> new long[] {Long.MAX_VALUE, 0, Long.MAX_VALUE, 0});
    /** Sum steps allowed per new form of budget (bounds the work, not only the table). */
    private static final long WORK_PER_FORM = 10;
    private static final HashMap<OptionKey, MisereGame> INDEX = new HashMap<>();
    private static final HashMap<Long, MisereGame> SUMS = new HashMap<>();
    private static MisereGame[] byId = new MisereGame[1024];
    private static int count;
    private static long optionEntries;
    private static final ArrayList<MisereGame> NIMS = new ArrayList<>();

    /** The game with no options. */
    public static final MisereGame ZERO;

    static {
        synchronized (LOCK) {
            ZERO = internNew(new MisereGame[0]);
            NIMS.add(ZERO);
        }
    }

    private record OptionKey(int[] ids, int hash) {
        static OptionKey of(int[] ids) { return new OptionKey(ids, Arrays.hashCode(ids)); }
        @Override public boolean equals(Object o) { return o instanceof OptionKey k && k.hash == hash && Arrays.equals(k.ids, ids); }
        @Override public int hashCode() { return hash; }
    }

    private static int[] idsOf(MisereGame[] opts) {
        int[] ids = new int[opts.length];
        for (int i = 0; i < opts.length; i++) ids[i] = opts[i].id;
        return ids;
    }

    /**
     * Runs {@code body} allowing it to intern at most {@code maxNewForms} new canonical forms;
     * past that it stops with a {@link CgxException} naming {@code what}. Nested budgets keep the
     * tighter one.
     */
    public static <T> T withBudget(long maxNewForms, String what, java.util.function.Supplier<T> body) {
        long[] b = BUDGET.get();
        long savedLeft = b[0], savedUsed = b[1], savedWork = b[2], savedWorkUsed = b[3];
        b[0] = savedLeft == Long.MAX_VALUE ? maxNewForms : Math.min(maxNewForms, Math.max(0, savedLeft - savedUsed));
        b[1] = 0;
        long work = maxNewForms > Long.MAX_VALUE / WORK_PER_FORM ? Long.MAX_VALUE : maxNewForms * WORK_PER_FORM;
        b[2] = savedWork == Long.MAX_VALUE ? work : Math.min(work, Math.max(0, savedWork - savedWorkUsed));
        b[3] = 0;
        try {
            return body.get();
        } catch (CgxException e) {
            if (b[0] == -1) throw new CgxException(what + ": the misère canonical forms explode in size (more than "
                    + maxNewForms + " new forms or " + maxNewForms * WORK_PER_FORM + " sum steps needed); stopped");
            throw e;
        } finally {
            long used = b[1], workUsed = b[3];
            b[0] = savedLeft;
            b[1] = savedUsed + used;
            b[2] = savedWork;
            b[3] = savedWorkUsed + workUsed;
        }
    }

    /** Interns a new canonical form; caller holds LOCK and has checked it is absent and canonical. */
    private static MisereGame internNew(MisereGame[] sortedOptions) {
        long[] budget = BUDGET.get();
        if (budget[0] != Long.MAX_VALUE) {
            if (budget[1] >= budget[0]) {
                budget[0] = -1;
                throw new CgxException("misère canonical form computation exceeded its budget of new forms");
            }
            budget[1]++;
        }
        if (count >= MAX_FORMS || optionEntries + sortedOptions.length > MAX_OPTION_ENTRIES)
            throw new CgxException("misère canonical forms too large: the table of canonical forms is full ("
                    + count + " forms, " + optionEntries + " option entries; limits " + MAX_FORMS + " and "
                    + MAX_OPTION_ENTRIES + "); this computation explodes in size");
        MisereGame g = new MisereGame(count, sortedOptions);
        if (count == byId.length) byId = Arrays.copyOf(byId, count * 2);
        byId[count++] = g;
        optionEntries += sortedOptions.length;
        INDEX.put(OptionKey.of(idsOf(sortedOptions)), g);
        return g;
    }

    /** Number of forms interned so far (for diagnostics and benchmarks). */
    public static int internedCount() {
        synchronized (LOCK) { return count; }
    }

    // ------------------------------------------------------------------ construction

    /** The nim-heap {@code *n} (canonical in misère play). */
    public static MisereGame nim(int n) {
        if (n < 0) throw new CgxException("a nim-heap must be non-negative, got " + n);
        if (n > 100_000) throw new CgxException("nim-heap *" + n + " is too large for a canonical form (at most 100000)");
        synchronized (LOCK) {
            while (NIMS.size() <= n) {
                MisereGame[] opts = NIMS.toArray(new MisereGame[0]);
                OptionKey k = OptionKey.of(idsOf(opts));
                MisereGame g = INDEX.get(k);
                if (g == null) g = internNew(opts);
                NIMS.add(g);
            }
            return NIMS.get(n);
        }
    }

    /** The canonical form of the game whose options are the given games. */
    public static MisereGame of(Collection<MisereGame> options) {
        return of(options.toArray(new MisereGame[0]));
    }

    /** The canonical form of the game whose options are the given games. */
    public static MisereGame of(MisereGame... options) {
        MisereGame[] s = options.clone();
        for (MisereGame o : s) if (o == null) throw new NullPointerException("option");
        Arrays.sort(s, (a, b) -> Integer.compare(a.id, b.id));
        int k = 0;
        for (int i = 0; i < s.length; i++) if (k == 0 || s[k - 1] != s[i]) s[k++] = s[i];
        if (k < s.length) s = Arrays.copyOf(s, k);
        synchronized (LOCK) {
            return canonicalLocked(s);
        }
    }

    /** {@code s}: canonical options, sorted by id, distinct. Caller holds LOCK. */
    private static MisereGame canonicalLocked(MisereGame[] s) {
        int[] ids = idsOf(s);
        MisereGame found = INDEX.get(OptionKey.of(ids));
        if (found != null) return found;
        MisereGame e = reversalTarget(s, ids);
        if (e != null) return e;
        return internNew(s);
    }

    /**
     * The canonical form {@code E} that {@code {s}} reduces to by deleting reversible options,
     * or null if no option of {@code {s}} is reversible (then {@code {s}} is canonical).
     */
    // scratch for reversalTarget (guarded by LOCK): counts per form id, valid where stamp matches
    private static int[] scratchCount = new int[1024];
    private static int[] scratchStamp = new int[1024];
    private static int stampNow;

    private static MisereGame reversalTarget(MisereGame[] s, int[] ids) {
        boolean someP = false;
        for (MisereGame d : s) if (d.misereP) { someP = true; break; }
        // cnt[E] = number of options D of {s} having E as an option. E = {T} is the target iff
        // T ⊆ s and every D in s \ T has E (no D in T can have E: E has D as an option), that is
        // iff T ⊆ s and cnt[E] = |s| - |T|.
        if (scratchCount.length < count) {
            scratchCount = new int[Math.max(count, 2 * scratchCount.length)];
            scratchStamp = new int[scratchCount.length];
        }
        if (++stampNow == Integer.MAX_VALUE) { Arrays.fill(scratchStamp, 0); stampNow = 1; }
        int stamp = stampNow;
        for (MisereGame d : s) {
            for (MisereGame e : d.options) {
                int i = e.id;
                if (scratchStamp[i] != stamp) { scratchStamp[i] = stamp; scratchCount[i] = 1; }
                else scratchCount[i]++;
            }
        }
        for (MisereGame d : s) {
            for (MisereGame e : d.options) {
                int t = e.options.length;
                if (t >= s.length || scratchCount[e.id] != s.length - t) continue;
                if (t == 0 && !someP) continue; // the proviso
                if (isSubset(e.options, ids)) return e;
            }
        }
        return null;
    }

    /** True if every id of {@code t} (sorted by id) is in {@code ids} (sorted). */
    private static boolean isSubset(MisereGame[] t, int[] ids) {
        int j = 0;
        for (MisereGame x : t) {
            while (j < ids.length && ids[j] < x.id) j++;
            if (j == ids.length || ids[j] != x.id) return false;
            j++;
        }
        return true;
    }

    private static boolean hasOption(MisereGame g, MisereGame x) {
        MisereGame[] o = g.options;
        int lo = 0, hi = o.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Integer.compare(o[mid].id, x.id);
            if (c == 0) return true;
            if (c < 0) lo = mid + 1; else hi = mid - 1;
        }
        return false;
    }

    // ------------------------------------------------------------------ sums

    /** The canonical form of the disjunctive sum {@code this + h}. */
    public MisereGame plus(MisereGame h) {
        if (this == ZERO) return h;
        if (h == ZERO) return this;
        synchronized (LOCK) {
            return sumLocked(this, h);
        }
    }

    /** The canonical form of a sum of several games. */
    public static MisereGame sum(Collection<MisereGame> games) {
        MisereGame acc = ZERO;
        for (MisereGame g : games) acc = acc.plus(g);
        return acc;
    }

    private static long sumKey(MisereGame a, MisereGame b) {
        int x = Math.min(a.id, b.id), y = Math.max(a.id, b.id);
        // multiplying by an odd constant is a bijection on longs: keys stay distinct, and the
        // bits get mixed so that Long.hashCode (high ^ low word) does not collide on x ^ y
        return (((long) x << 32) | (y & 0xffffffffL)) * 0x9E3779B97F4A7C15L;
    }

    /** Iterative (explicit stack) so that deep forms cannot overflow the Java stack. Caller holds LOCK. */
    private static MisereGame sumLocked(MisereGame a0, MisereGame b0) {
        MisereGame cached = lookupSum(a0, b0);
        if (cached != null) return cached;
        ArrayList<MisereGame[]> stack = new ArrayList<>();
        stack.add(new MisereGame[] {a0, b0});
        int steps = 0;
        long[] budget = BUDGET.get();
        while (!stack.isEmpty()) {
            if ((++steps & 0xfff) == 0) Interrupts.check();
            if (budget[2] != Long.MAX_VALUE && ++budget[3] > budget[2]) {
                budget[0] = -1;
                throw new CgxException("misère canonical form computation exceeded its budget of work");
            }
            MisereGame[] top = stack.get(stack.size() - 1);
            MisereGame a = top[0], b = top[1];
            if (lookupSum(a, b) != null) { stack.remove(stack.size() - 1); continue; }
            // collect the sums of options; push the first missing ones
            int before = stack.size();
            MisereGame[] opts = new MisereGame[a.options.length + b.options.length];
            int k = 0;
            for (MisereGame ao : a.options) {
                MisereGame r = lookupSum(ao, b);
                if (r == null) stack.add(new MisereGame[] {ao, b}); else opts[k++] = r;
            }
            for (MisereGame bo : b.options) {
                MisereGame r = lookupSum(a, bo);
                if (r == null) stack.add(new MisereGame[] {a, bo}); else opts[k++] = r;
            }
            if (stack.size() > before) continue;
            Arrays.sort(opts, (x, y) -> Integer.compare(x.id, y.id));
            int m = 0;
            for (int i = 0; i < opts.length; i++) if (m == 0 || opts[m - 1] != opts[i]) opts[m++] = opts[i];
            MisereGame g = canonicalLocked(m == opts.length ? opts : Arrays.copyOf(opts, m));
            SUMS.put(sumKey(a, b), g);
            stack.remove(stack.size() - 1);
        }
        return lookupSum(a0, b0);
    }

    private static MisereGame lookupSum(MisereGame a, MisereGame b) {
        if (a == ZERO) return b;
        if (b == ZERO) return a;
        return SUMS.get(sumKey(a, b));
    }

    // ------------------------------------------------------------------ properties

    /** This form's int id in the intern table (stable for the life of the JVM). */
    public int id() { return id; }

    private volatile List<MisereGame> printOrdered;

    /** The canonical options, as an unmodifiable list (in printing order; computed once). */
    public List<MisereGame> options() {
        List<MisereGame> l = printOrdered;
        if (l == null) {
            MisereGame[] o = options.clone();
            Arrays.sort(o, Notation.PRINT_ORDER);
            printOrdered = l = Collections.unmodifiableList(Arrays.asList(o));
        }
        return l;
    }

    /** The canonical options in id order (internal array: do not modify). */
    MisereGame[] optionsById() { return options; }

    /** The i-th canonical option in id order (0 ≤ i < {@link #optionCount()}); no copying, for hot loops. */
    public MisereGame option(int i) { return options[i]; }

    public int optionCount() { return options.length; }

    /** The birthday (height of the canonical game tree). */
    public int birthday() { return birthday; }

    /** True if the player who just moved wins in misère play (o⁻(G) = P). */
    public boolean isMisereP() { return misereP; }

    /** {@code "P"} or {@code "N"}: the misère outcome o⁻(G). */
    public String misereOutcome() { return misereP ? "P" : "N"; }

    /** {@code "P"} or {@code "N"}: the normal-play outcome o⁺(G). */
    public String normalOutcome() { return normalGrundy == 0 ? "P" : "N"; }

    /** The normal-play Grundy value g⁺(G) (invariant under misère equality). */
    public int normalGrundy() { return normalGrundy; }

    /** The misère Grundy value g⁻(G): 1 for 0, else the mex of the options' values (Conway's γ₀). */
    public int misereGrundy() { return misereGrundy; }

    /** n if this form is the nim-heap *n, else -1. */
    public int nimHeap() { return nimHeap; }

    public boolean isNimHeap() { return nimHeap >= 0; }

    public boolean isZero() { return this == ZERO; }

    /** True if {@code x} is an option of this canonical form. */
    public boolean hasOption(MisereGame x) { return hasOption(this, x); }

    @Override public boolean equals(Object o) { return this == o; }

    @Override public int hashCode() { return hash; }

    /** The paper's notation (see {@link Notation}). */
    @Override public String toString() { return Notation.format(this); }

    /** The notation in math: {@code $\ast 2/320$}, braces escaped. */
    @Override public String latex() {
        StringBuilder b = new StringBuilder("$");
        for (char c : toString().toCharArray()) {
            if (c == '*') b.append("\\ast ");
            else if (c == '{' || c == '}' || c == '#' || c == '&') b.append('\\').append(c);
            else if (c == ')') b.append(")\\allowbreak "); // a long form may break across lines
            else b.append(c);
        }
        return b.append('$').toString();
    }

    /** Reads the paper's notation or CGSuite's list notation (see {@link Notation}). */
    public static MisereGame parse(String text) { return Notation.parse(text); }
}
