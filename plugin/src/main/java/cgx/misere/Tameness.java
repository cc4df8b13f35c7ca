package cgx.misere;

import cgx.core.Interrupts;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;

/**
 * Tame, restive and restless games (Winning Ways ch. 13; ONAG ch. 12; the definitions of
 * {@code shared/spec/misere-theory.md}, whose words CGSuite 2.2 uses). Every predicate is a
 * function of g⁺ and g⁻ of G and the same predicates of its options and second options, so
 * all of them are computed together, bottom-up over the positions of G (options have smaller
 * ids), once per form.
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
    public static boolean isRestive(MisereGame g) { return (flags(g) & RESTIVE) != 0; }
    public static boolean isGenerallyRestive(MisereGame g) { return (flags(g) & GENERALLY_RESTIVE) != 0; }
    public static boolean isRestless(MisereGame g) { return (flags(g) & RESTLESS) != 0; }
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

    /** Caller holds FLAGS; every option's flags are known. */
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
        boolean generallyTame = tame || (tameG && reversible(g, GENERALLY_TAME, GENERALLY_TAME));
        if (generallyTame) r |= GENERALLY_TAME;
        boolean restiveG = restiveGenus(plus, minus);
        boolean restive = restiveG && allTame;
        if (restive) r |= RESTIVE;
        if (restive || (restiveG && reversible(g, GENERALLY_TAME, GENERALLY_TAME | GENERALLY_RESTIVE))) r |= GENERALLY_RESTIVE;
        if (restlessGenus(plus, minus) && allGenerallyTame) r |= RESTLESS;
        if (generallyTame || (tameG && tameableOptions(g))) r |= TAMEABLE;
        return r;
    }

    /**
     * Reversibly tame (or restive): every option lacking {@code keep} has second options with
     * {@code through} and G's g⁺, and with {@code through} and G's g⁻; and the options with
     * {@code keep}, valued as tame games, give G's own g⁺ and g⁻.
     */
    private static boolean reversible(MisereGame g, int keep, int through) {
        int plus = g.normalGrundy(), minus = g.misereGrundy();
        long seenPlus = 0, seenMinus = 0;
        for (MisereGame o : g.optionsById()) {
            int f = FLAGS.get(o);
            if ((f & keep) != 0) {
                if (o.normalGrundy() < 64) seenPlus |= 1L << o.normalGrundy();
                if (o.misereGrundy() < 64) seenMinus |= 1L << o.misereGrundy();
                continue;
            }
            if (!hasSecondOption(o, through, plus, true) || !hasSecondOption(o, through, minus, false)) return false;
        }
        int mexPlus = Long.numberOfTrailingZeros(~seenPlus);
        int mexMinus = Long.numberOfTrailingZeros(~seenMinus); // no kept option: 0, as CGSuite has it
        return mexPlus == plus && mexMinus == minus;
    }

    private static boolean hasSecondOption(MisereGame o, int through, int value, boolean normal) {
        for (MisereGame s : o.optionsById()) {
            if ((FLAGS.get(s) & through) == 0) continue;
            if ((normal ? s.normalGrundy() : s.misereGrundy()) == value) return true;
        }
        return false;
    }

    /** Every option that is not generally tame is tameable, with tameable second options of G's g⁺ and of G's g⁻. */
    private static boolean tameableOptions(MisereGame g) {
        int plus = g.normalGrundy(), minus = g.misereGrundy();
        for (MisereGame o : g.optionsById()) {
            int f = FLAGS.get(o);
            if ((f & GENERALLY_TAME) != 0) continue;
            if ((f & TAMEABLE) == 0) return false;
            if (!hasSecondOption(o, TAMEABLE, plus, true) || !hasSecondOption(o, TAMEABLE, minus, false)) return false;
        }
        return true;
    }
}
