package cgx.scoring.guaranteed;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.core.RichDisplay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A form of a guaranteed scoring game (Larsson–Neto–Nowakowski–Santos; spec §1.1):
 * {@code <G^L | G^R>} where each side is either a non-empty list of options or an adorned empty
 * set {@code ∅^s} (the player to move there has no move, and play ends with score {@code s}).
 * The atom {@code <∅^s|∅^s>} is the number {@code s}.
 *
 * <p>Forms are immutable and hash-consed (equal forms are the same object); a side's options keep
 * the order they were given in (a canonical form lists them in {@link FormOrder}), duplicates
 * dropped. The rank, the extreme scores of the tree (for the guaranteed condition), the six stops
 * and whether the form is guaranteed are computed once, when the form is made. The intern table
 * is a cache owned by this class: it holds forms weakly (a long session does not keep every form
 * it ever made) and at most {@link #MAX_NODES} live ones.
 */
public final class GsGame implements RichDisplay, cgx.core.LatexForm {
    /** Most distinct forms the intern table holds before construction refuses to go on. */
    public static final int MAX_NODES = 2_000_000;

    /** Weak: a form no one holds any more is forgotten; ids are never reused, so the id-keyed memos stay sound. */
    private static final Map<GsGame, java.lang.ref.WeakReference<GsGame>> INTERN = new java.util.WeakHashMap<>();
    private static final AtomicInteger IDS = new AtomicInteger();
    private static final GsGame[] NONE = new GsGame[0];

    /** The adornment of an empty side, or null when the side has options. */
    final Rational leftAdornment;
    final Rational rightAdornment;
    final GsGame[] left;
    final GsGame[] right;
    private final int hash;

    int id;
    int rank;
    /** The least and greatest score anywhere in the tree (Sc(G), spec §2.1). */
    Rational minScore;
    Rational maxScore;
    boolean guaranteed;
    /** Ls, Rs (§3.1); Ls and Rs underlined (Right may pass) and overlined (Left may pass), §3.2. */
    Rational ls, rs, lsUnder, rsUnder, lsOver, rsOver;
    // memoised, benign races only (immutable results)
    volatile GsGame conjugate;
    volatile GsGame canonical;

    private GsGame(Rational la, GsGame[] l, Rational ra, GsGame[] r) {
        this.leftAdornment = la;
        this.rightAdornment = ra;
        this.left = l;
        this.right = r;
        long h = la == null ? 17 : la.hashCode();
        for (GsGame g : l) h = (h + g.id) * 0x9E3779B97F4A7C15L;
        h = (h + (ra == null ? 0x5bd1e995L : ra.hashCode())) * 0xC2B2AE3D27D4EB4FL;
        for (GsGame g : r) h = (h + g.id) * 0x9E3779B97F4A7C15L;
        this.hash = (int) (h ^ (h >>> 32));
    }

    // ------------------------------------------------------------------ construction

    /** The number {@code s} = {@code <∅^s|∅^s>}. */
    public static GsGame number(Rational s) { return atom(s, s); }

    public static GsGame number(long s) { return number(Rational.of(s)); }

    /** The purely atomic game {@code <∅^l|∅^r>} (a number when {@code l = r}). */
    public static GsGame atom(Rational l, Rational r) { return intern(new GsGame(l, NONE, r, NONE)); }

    /** {@code <∅^l | right>}. */
    public static GsGame leftEmpty(Rational l, List<GsGame> right) { return make(l, NONE, null, options(right, "Right")); }

    /** {@code <left | ∅^r>}. */
    public static GsGame rightEmpty(List<GsGame> left, Rational r) { return make(null, options(left, "Left"), r, NONE); }

    /** {@code <left | right>}, both sides with options. */
    public static GsGame of(List<GsGame> left, List<GsGame> right) {
        return make(null, options(left, "Left"), null, options(right, "Right"));
    }

    /** A form from its sides: a side is its adornment when that is non-null, else its options (non-empty). */
    public static GsGame of(Rational la, List<GsGame> left, Rational ra, List<GsGame> right) {
        return make(la, la != null ? NONE : options(left, "Left"), ra, ra != null ? NONE : options(right, "Right"));
    }

    static GsGame make(Rational la, GsGame[] l, Rational ra, GsGame[] r) {
        return intern(new GsGame(la, l, ra, r));
    }

    private static GsGame[] options(List<GsGame> opts, String side) {
        if (opts.isEmpty()) throw new CgxException(side + " side of a guaranteed scoring game needs options or an adornment ^s");
        List<GsGame> out = new ArrayList<>(opts.size());
        for (GsGame g : opts) if (!out.contains(g)) out.add(g);
        return out.toArray(NONE);
    }

    private static GsGame intern(GsGame g) {
        synchronized (INTERN) {
            java.lang.ref.WeakReference<GsGame> ref = INTERN.get(g);
            GsGame old = ref == null ? null : ref.get();
            if (old != null) return old;
            if (INTERN.size() >= MAX_NODES) {
                // what only the sum memo holds can go: drop it, let the collector run, count again
                Sums.forget();
                System.gc();
            }
            if (INTERN.size() >= MAX_NODES) {
                throw new CgxException("guaranteed scoring games too large: more than " + MAX_NODES + " distinct subpositions alive at once");
            }
            g.summarise();
            g.id = IDS.getAndIncrement();
            INTERN.put(g, new java.lang.ref.WeakReference<>(g));
            return g;
        }
    }

    /** Rank, extreme scores, the guaranteed condition (§2.1) and the six stops (§3), from the options'. */
    private void summarise() {
        int rk = -1;
        Rational lo = null, hi = null;
        boolean ok = true;
        for (GsGame[] side : new GsGame[][] {left, right}) {
            for (GsGame o : side) {
                rk = Math.max(rk, o.rank);
                lo = lo == null ? o.minScore : lo.min(o.minScore);
                hi = hi == null ? o.maxScore : hi.max(o.maxScore);
                ok &= o.guaranteed;
            }
        }
        rank = rk + 1;
        for (Rational a : new Rational[] {leftAdornment, rightAdornment}) {
            if (a == null) continue;
            lo = lo == null ? a : lo.min(a);
            hi = hi == null ? a : hi.max(a);
        }
        minScore = lo;
        maxScore = hi;
        if (leftAdornment != null && rightAdornment != null) ok &= leftAdornment.compareTo(rightAdornment) <= 0;
        else if (leftAdornment != null) ok &= leftAdornment.compareTo(minScore(Arrays.asList(right))) <= 0;
        else if (rightAdornment != null) ok &= rightAdornment.compareTo(maxScore(Arrays.asList(left))) >= 0;
        guaranteed = ok;

        Rational maxRsL = null, maxRsUnderL = null, maxRsOverL = null;
        for (GsGame o : left) {
            maxRsL = maxRsL == null ? o.rs : maxRsL.max(o.rs);
            maxRsUnderL = maxRsUnderL == null ? o.rsUnder : maxRsUnderL.max(o.rsUnder);
            maxRsOverL = maxRsOverL == null ? o.rsOver : maxRsOverL.max(o.rsOver);
        }
        Rational minLsR = null, minLsUnderR = null, minLsOverR = null;
        for (GsGame o : right) {
            minLsR = minLsR == null ? o.ls : minLsR.min(o.ls);
            minLsUnderR = minLsUnderR == null ? o.lsUnder : minLsUnderR.min(o.lsUnder);
            minLsOverR = minLsOverR == null ? o.lsOver : minLsOverR.min(o.lsOver);
        }
        ls = leftAdornment != null ? leftAdornment : maxRsL;
        rs = rightAdornment != null ? rightAdornment : minLsR;
        // underlined: Right may pass
        lsUnder = leftAdornment != null ? leftAdornment : maxRsUnderL;
        if (leftAdornment != null) rsUnder = leftAdornment;
        else if (rightAdornment != null) rsUnder = maxRsUnderL;
        else rsUnder = maxRsUnderL.min(minLsUnderR);
        // overlined: Left may pass
        rsOver = rightAdornment != null ? rightAdornment : minLsOverR;
        if (rightAdornment != null) lsOver = rightAdornment;
        else if (leftAdornment != null) lsOver = minLsOverR;
        else lsOver = maxRsOverL.max(minLsOverR);
    }

    /** The least score anywhere in these options' trees (null for none). */
    static Rational minScore(List<GsGame> options) {
        Rational m = null;
        for (GsGame o : options) m = m == null ? o.minScore : m.min(o.minScore);
        return m;
    }

    /** The greatest score anywhere in these options' trees (null for none). */
    static Rational maxScore(List<GsGame> options) {
        Rational m = null;
        for (GsGame o : options) m = m == null ? o.maxScore : m.max(o.maxScore);
        return m;
    }

    // ------------------------------------------------------------------ the form

    public boolean isLeftAdorned() { return leftAdornment != null; }

    public boolean isRightAdorned() { return rightAdornment != null; }

    /** The adornment {@code s} of an empty Left side {@code ∅^s}, or null. */
    public Rational leftAdornment() { return leftAdornment; }

    public Rational rightAdornment() { return rightAdornment; }

    /** The Left options in their order (empty for an adorned side). */
    public List<GsGame> leftOptions() { return List.of(left); }

    public List<GsGame> rightOptions() { return List.of(right); }

    public int leftCount() { return left.length; }

    public int rightCount() { return right.length; }

    public GsGame leftOption(int i) { return left[i]; }

    public GsGame rightOption(int i) { return right[i]; }

    /** Both sides adorned: {@code <∅^l|∅^r>}. */
    public boolean isAtom() { return leftAdornment != null && rightAdornment != null; }

    /** The atom {@code <∅^s|∅^s>}. */
    public boolean isNumber() { return isAtom() && leftAdornment.equals(rightAdornment); }

    /** An id unique among live forms (equal forms share it). */
    public int id() { return id; }

    /** Rank (birthday) of the form as given, spec §1.3: 0 for atoms, else 1 + the options' greatest rank. */
    public int rank() { return rank; }

    /** Spec §2.1: every subposition's empty side is adorned with a score no better for its owner than any score still reachable. */
    public boolean isGuaranteed() { return guaranteed; }

    /** The least and greatest score anywhere in the tree. */
    public Rational minScore() { return minScore; }

    public Rational maxScore() { return maxScore; }

    /** The distinct subpositions, the form included. */
    public java.util.Set<GsGame> subpositions() {
        java.util.Set<GsGame> seen = new java.util.LinkedHashSet<>();
        java.util.ArrayDeque<GsGame> todo = new java.util.ArrayDeque<>(List.of(this));
        while (!todo.isEmpty()) {
            GsGame g = todo.pop();
            if (!seen.add(g)) continue;
            for (GsGame o : g.left) todo.push(o);
            for (GsGame o : g.right) todo.push(o);
        }
        return seen;
    }

    /** The number of distinct subpositions, the form included. */
    public int subpositionCount() { return subpositions().size(); }

    /** The error a computation that needs a guaranteed game gives for this one, naming the first failing subposition. */
    public void requireGuaranteed(String what) {
        if (!guaranteed) throw new CgxException(what + " needs a guaranteed scoring game; " + this + " is not: " + Guaranteed.why(this));
    }

    // ------------------------------------------------------------------ stops (§3)

    /** Ls(G): the final score when Left moves first and both play well. */
    public Rational leftStop() { return ls; }

    /** Rs(G): the final score when Right moves first. */
    public Rational rightStop() { return rs; }

    /** Ls̲(G): Left moves first, Right may pass (the underlined stop, §3.2). */
    public Rational leftStopRightPasses() { return lsUnder; }

    /** Rs̲(G): Right moves first and may pass. */
    public Rational rightStopRightPasses() { return rsUnder; }

    /** Ls̄(G): Left moves first and may pass (the overlined stop). */
    public Rational leftStopLeftPasses() { return lsOver; }

    /** Rs̄(G): Right moves first, Left may pass. */
    public Rational rightStopLeftPasses() { return rsOver; }

    // ------------------------------------------------------------------ conjugate and sum (§4)

    /** The conjugate −G (§4.2): players swapped and every score negated; an involution on forms. */
    public GsGame conjugate() {
        GsGame c = conjugate;
        if (c != null) return c;
        GsGame[] l = new GsGame[right.length];
        for (int i = 0; i < l.length; i++) l[i] = right[i].conjugate();
        GsGame[] r = new GsGame[left.length];
        for (int i = 0; i < r.length; i++) r[i] = left[i].conjugate();
        c = make(rightAdornment == null ? null : rightAdornment.negate(), l,
                leftAdornment == null ? null : leftAdornment.negate(), r);
        conjugate = c;
        c.conjugate = this;
        return c;
    }

    /** The disjunctive sum as a form (§4.1, the calculator's {@code #}): no simplification. */
    public GsGame sum(GsGame h) { return Sums.sum(this, h); }

    // ------------------------------------------------------------------ identity and printing

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof GsGame g) || g.hash != hash) return false;
        return java.util.Objects.equals(leftAdornment, g.leftAdornment) && java.util.Objects.equals(rightAdornment, g.rightAdornment)
                && sameIds(left, g.left) && sameIds(right, g.right);
    }

    private static boolean sameIds(GsGame[] a, GsGame[] b) {
        if (a.length != b.length) return false;
        for (int i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
        return true;
    }

    @Override
    public int hashCode() { return hash; }

    /** The spec's text syntax (§1.2) with exact scores: {@code 3}, {@code <^-1|3>}, {@code <<1|2>|^-1/2>}. */
    @Override
    public String toString() { return GsText.print(this); }

    /** In math, the papers' notation: {@code $\langle -3 \mid \emptyset^{12} \rangle$}. */
    @Override
    public String latex() { return "$" + GsText.latex(this) + "$"; }

    /** A notebook shows the form typeset: {@code text/latex}. */
    @Override
    public Map<String, String> mimeBundle() { return Map.of("text/latex", "$" + GsText.latex(this) + "$"); }

    /** Sides as arrays, for the kernels of this package. */
    GsGame[] left() { return left; }

    GsGame[] right() { return right; }

    static GsGame[] copy(List<GsGame> l) { return l.toArray(NONE); }

    static GsGame[] none() { return NONE; }
}
