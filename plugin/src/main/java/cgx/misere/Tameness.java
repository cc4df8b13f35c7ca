package cgx.misere;

import cgx.core.Interrupts;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;

/**
 * Tame, restive and restless games (Winning Ways ch. 13; ONAG ch. 12; the definitions of
 * {@code shared/spec/misere-theory.md}, whose words CGSuite 2.2 uses, with CGSuite's answer
 * deciding where the definitions leave a doubt: test-games/misere/cgsuite-even-form-rule.txt).
 * Every predicate is a function of g⁺ and g⁻ of G and the same predicates of its options and
 * second options, so all of them are computed together, bottom-up over the positions of G
 * (options have smaller ids), once per form.
 *
 * <p><b>Up to the unit *.</b> Tame and generally tame games are closed under adding *; the
 * spec's hereditary restive, generally restive and restless are not ({@code *2/0} is restive,
 * {@code *2/0 + *} has the restive option {@code *2/0}). Like CGSuite 2.2 (and Winning Ways'
 * genus theory, which treats G and G + * together), {@link #isRestive}, {@link #isGenerallyRestive}
 * and {@link #isRestless} answer for the even one of G and {@code G + *} (the one born earlier),
 * on which the hereditary definitions are evaluated as they stand, the options' and second
 * options' flags included.
 */
public final class Tameness {
    private Tameness() {}

    /** Tame genus: {@code g⁺ = g⁻}, or {@code {g⁺, g⁻} = {0, 1}}. */
    public static boolean tameGenus(int plus, int minus) {
        return plus == minus || (plus <= 1 && minus <= 1);
    }

    /** Restive genus: not tame, {@code g⁺ ∈ {0, 1}}. */
    public static boolean restiveGenus(int plus, int minus) { return !tameGenus(plus, minus) && plus <= 1; }

    /** Restless genus: not tame, not restive, {@code g⁻ ∈ {0, 1}}. */
    public static boolean restlessGenus(int plus, int minus) {
        return !tameGenus(plus, minus) && !restiveGenus(plus, minus) && minus <= 1;
    }

    private static final int TAME = 1, GENERALLY_TAME = 2, RESTIVE = 4, GENERALLY_RESTIVE = 8, RESTLESS = 16, TAMEABLE = 32;
    private static final HashMap<MisereGame, Integer> FLAGS = new HashMap<>();

    public static boolean isTame(MisereGame g) { return (flags(g) & TAME) != 0; }
    public static boolean isGenerallyTame(MisereGame g) { return (flags(g) & GENERALLY_TAME) != 0; }
    /** Restive: the even one of G and G + * has restive genus and only tame options. */
    public static boolean isRestive(MisereGame g) { return (flags(MisereParts.evenOf(g)) & RESTIVE) != 0; }
    /** Generally restive: the even one of G and G + * is restive, or reversibly restive. */
    public static boolean isGenerallyRestive(MisereGame g) { return (flags(MisereParts.evenOf(g)) & GENERALLY_RESTIVE) != 0; }
    /** Restless: the even one of G and G + * has restless genus and only generally tame options. */
    public static boolean isRestless(MisereGame g) { return (flags(MisereParts.evenOf(g)) & RESTLESS) != 0; }
    /** Tameable (CGSuite 2.2's reading of the spec's): see {@link #compute}. */
    public static boolean isTameable(MisereGame g) { return (flags(g) & TAMEABLE) != 0; }

    /** Half-tame: G is not generally tame, and {@code G + G} is generally tame of genus {@code 0^0}. */
    public static boolean isHalfTame(MisereGame g) {
        if (isGenerallyTame(g)) return false;
        MisereGame d = g.plus(g);
        return isGenerallyTame(d) && d.normalGrundy() == 0 && d.misereGrundy() == 0;
    }

    private static int flags(MisereGame g) {
        synchronized (FLAGS) {
            Integer f = FLAGS.get(g);
            if (f != null) return f;
            List<MisereGame> ps = MisereTheory.positions(g, Integer.MAX_VALUE);
            ps.sort(Comparator.comparingInt(MisereGame::id));
            int steps = 0;
            for (MisereGame p : ps) {
                if ((++steps & 0xff) == 0) Interrupts.check();
                if (!FLAGS.containsKey(p)) FLAGS.put(p, compute(p));
            }
            return FLAGS.get(g);
        }
    }

    /**
     * Caller holds FLAGS; every option's flags are known. RESTIVE, GENERALLY_RESTIVE and RESTLESS
     * are the spec's hereditary definitions on this very form (the public predicates read them
     * on the even form). TAMEABLE: generally tame, or tame genus and every option either tameable
     * (kept) or reversible through tameable second options of G's g⁺ and of G's g⁻, the kept
     * options giving G's g⁺ and g⁻ as mexes, nothing kept read as the game 0 (g⁺ 0, g⁻ 1):
     * CGSuite 2.2's answer on every one of 19,652 forms tried.
     */
    private static int compute(MisereGame g) {
        int plus = g.normalGrundy(), minus = g.misereGrundy();
        boolean tameG = tameGenus(plus, minus);
        boolean allTame = true, allGenerallyTame = true;
        for (MisereGame o : g.optionsById()) {
            int f = FLAGS.get(o);
            if ((f & TAME) == 0) allTame = false;
            if ((f & GENERALLY_TAME) == 0) allGenerallyTame = false;
        }
        int r = 0;
        boolean tame = g.isNimHeap() || (tameG && allTame);
        if (tame) r |= TAME;
        boolean generallyTame = tame || (tameG && reversible(g, GENERALLY_TAME, GENERALLY_TAME, 0));
        if (generallyTame) r |= GENERALLY_TAME;
        boolean restiveG = restiveGenus(plus, minus);
        boolean restive = restiveG && allTame;
        if (restive) r |= RESTIVE;
        if (restive || (restiveG && reversible(g, GENERALLY_TAME, GENERALLY_TAME | GENERALLY_RESTIVE, 0))) r |= GENERALLY_RESTIVE;
        if (restlessGenus(plus, minus) && allGenerallyTame) r |= RESTLESS;
        if (generallyTame || (tameG && reversible(g, TAMEABLE, TAMEABLE, 1))) r |= TAMEABLE;
        return r;
    }

    /**
     * Reversibly tame (or restive, or tameable): every option lacking {@code keep} has second
     * options with {@code through} and G's g⁺, and with {@code through} and G's g⁻; and the
     * options with {@code keep}, valued as tame games, give G's own g⁺ and g⁻ as mexes. With no
     * kept option the g⁻ wanted is {@code emptyMinus}: CGSuite 2.2 reads it as 0 for generally
     * tame and restive (a plain mex), as 1 for tameable (the genus of the game 0).
     */
    private static boolean reversible(MisereGame g, int keep, int through, int emptyMinus) {
        int plus = g.normalGrundy(), minus = g.misereGrundy();
        long seenPlus = 0, seenMinus = 0;
        boolean kept = false;
        for (MisereGame o : g.optionsById()) {
            int f = FLAGS.get(o);
            if ((f & keep) != 0) {
                kept = true;
                if (o.normalGrundy() < 64) seenPlus |= 1L << o.normalGrundy();
                if (o.misereGrundy() < 64) seenMinus |= 1L << o.misereGrundy();
                continue;
            }
            if (!hasSecondOption(o, through, plus, true) || !hasSecondOption(o, through, minus, false)) return false;
        }
        int mexPlus = Long.numberOfTrailingZeros(~seenPlus);
        int mexMinus = kept ? Long.numberOfTrailingZeros(~seenMinus) : emptyMinus;
        return mexPlus == plus && mexMinus == minus;
    }

    private static boolean hasSecondOption(MisereGame o, int through, int value, boolean normal) {
        for (MisereGame s : o.optionsById()) {
            if ((FLAGS.get(s) & through) == 0) continue;
            if ((normal ? s.normalGrundy() : s.misereGrundy()) == value) return true;
        }
        return false;
    }
}
