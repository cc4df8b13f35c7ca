package cgx.misere;

import cgx.core.CgxException;
import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Misère canonical forms by birthday. A form born by day n has its options among the forms born
 * by day n - 1, and every set S of those is the option set of a canonical form exactly when no
 * option of S reverses (the rule of {@link MisereGame}): so the forms born by day n are counted
 * as those sets, without building them. Born by day n: 1, 2, 3, 5, 22, 4171780 for n = 0..5
 * (ONAG ch. 12). CGSuite's {@code DayN(n)} lists the even ones (one of each pair H, H + *);
 * since {@code H ↦ H + *} maps the even forms born by day n - 1 onto the odd forms born by day n,
 * those number {@code bornBy(n) - evenBornBy(n - 1)}: 1, 1, 2, 3, 19, 4171761.
 */
public final class MisereDays {
    private MisereDays() {}

    /** Largest n for which {@link #bornBy} lists the forms. */
    public static final int MAX_LIST_DAY = 4;
    /** Largest n for which {@link #countBornBy} counts them (day 5 has 2^22 option sets to check). */
    public static final int MAX_COUNT_DAY = 5;

    /** All forms born by day n (n ≤ 4), in printing order. */
    public static List<MisereGame> bornBy(int n) {
        if (n < 0) throw new CgxException("a day must be non-negative, got " + n);
        if (n > MAX_LIST_DAY) throw new CgxException("day " + n + " has too many forms to list (4171780 by day 5); count them instead");
        List<MisereGame> day = List.of(MisereGame.ZERO);
        for (int d = 1; d <= n; d++) {
            LinkedHashSet<MisereGame> next = new LinkedHashSet<>();
            for (int mask = 0; mask < 1 << day.size(); mask++) {
                List<MisereGame> opts = new ArrayList<>();
                for (int i = 0; i < day.size(); i++) if ((mask & 1 << i) != 0) opts.add(day.get(i));
                next.add(MisereGame.of(opts));
            }
            day = new ArrayList<>(next);
        }
        ArrayList<MisereGame> out = new ArrayList<>(day);
        out.sort(Notation.PRINT_ORDER);
        return out;
    }

    /** The forms born on day n exactly. */
    public static List<MisereGame> bornOn(int n) {
        List<MisereGame> out = new ArrayList<>();
        for (MisereGame g : bornBy(n)) if (g.birthday() == n) out.add(g);
        return out;
    }

    /** The even forms born by day n (CGSuite's {@code DayN(n)}). */
    public static List<MisereGame> evenBornBy(int n) {
        List<MisereGame> out = new ArrayList<>();
        for (MisereGame g : bornBy(n)) if (MisereParts.isEven(g)) out.add(g);
        return out;
    }

    /** Number of forms born by day n (n ≤ 5), counted as canonical option sets. */
    public static long countBornBy(int n) {
        if (n < 0) throw new CgxException("a day must be non-negative, got " + n);
        if (n > MAX_COUNT_DAY) throw new CgxException("day " + n + ": too many forms to count (more than 2^4171780)");
        if (n <= MAX_LIST_DAY) return bornBy(n).size();
        OptionSets sets = OptionSets.ofDay(n);
        long count = 0;
        for (long s = 0; s < sets.count(); s++) {
            if ((s & 0xfffff) == 0) Interrupts.check();
            if (sets.isCanonical(s)) count++;
        }
        return count;
    }

    /** Number of forms born on day n exactly. */
    public static long countBornOn(int n) { return n == 0 ? 1 : countBornBy(n) - countBornBy(n - 1); }

    /** Number of even forms born by day n (CGSuite's {@code DayN(n).Size}). */
    public static long countEvenBornBy(int n) {
        if (n == 0) return 1;
        return countBornBy(n) - countEvenBornBy(n - 1);
    }
}
