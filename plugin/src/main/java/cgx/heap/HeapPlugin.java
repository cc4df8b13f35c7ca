package cgx.heap;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Outcome;
import cgx.core.Rational;
import cgx.lang.Args;
import cgx.lang.Callable;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Printer;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;

/**
 * Worksheet names for heap games of any kind: {@code TakeAndBreak(0.77)},
 * {@code Subtraction([1, 2, 5])}, {@code Subtraction([1, 3], AllBut => true)},
 * {@code HeapRules(n -> [[n - k] for k in [1, 2, 5] where k <= n])}; heaps and sums of heaps as
 * positions, normal-play nim values ({@code NimValues(0.77, 200)}). The misère side of these
 * values (canonical forms, outcomes) is registered by the misère plug-in.
 */
public final class HeapPlugin implements Plugin {
    @Override public String name() { return "heap"; }

    private static Rational num(long n) { return Rational.of(n); }

    @Override public void register(Registry r) {
        r.type(HeapGame.class, "HeapRuleset");
        r.type(HeapPosition.class, "HeapPosition");
        r.type(NimSequence.class, "NimValues");
        r.printer(HeapGame.class, HeapGame::toString);
        r.printer(HeapPosition.class, HeapPosition::toString);
        r.printer(NimSequence.class, s -> Printer.commented(s.summary(), s.call()));

        r.function("TakeAndBreak", "TakeAndBreak(code): the take-and-break ruleset of an octal or hexadecimal code, e.g. 0.77 or \"4.7\"",
                a -> HeapGame.of(a.count(1).code(0)));
        r.function("Subtraction", "Subtraction([1, 2, 5]): take 1, 2 or 5 beans from a heap (the octal game 0.33003); "
                        + "Subtraction([1, 3], AllBut => true): take any number but 1 and 3",
                a -> {
                    a.count(1).keywords("AllBut");
                    Object all = a.keyword("AllBut", Boolean.FALSE);
                    if (!(all instanceof Boolean allBut)) throw new CgxException(a.callName() + ": AllBut must be true or false, got " + a.typeName(all));
                    return HeapGame.of(Subtraction.of(naturals(a.list(0), a, a.callName() + ": a subtraction set holds positive integers"), allBut));
                });
        r.function("HeapRules", "HeapRules(n -> moves): the heap game whose moves from a heap of n are the given lists of heaps left, "
                        + "e.g. HeapRules(n -> [[n - k] for k in [1, 2, 5] where k <= n]); empty heaps may be written or left out; "
                        + "variables the rule reads keep the values they had when the ruleset was made",
                a -> HeapGame.of(heapRules(a.count(1).callable(0).fixed(), a)));
        r.function("NimValues", "NimValues(code or ruleset, n): normal-play nim values of heaps 0..n with .Values, .Period, .Preperiod (Guy–Smith)",
                a -> {
                    a.count(2);
                    return ruleset(a, 0).nimValues(a.natural(1, "largest heap"));
                });

        // ---------------------------------------------------------- rulesets
        r.method(HeapGame.class, "Heap", "Heap(n): a heap of n as an impartial game", (t, a) -> t.heap(a.count(1).natural(0, "heap")));
        r.method(HeapGame.class, "Heaps", "Heaps([a, b, …]): a sum of heaps", (t, a) -> t.heaps(naturals(a.count(1).list(0), a, a.callName() + ": heaps must be non-negative integers")));
        r.method(HeapGame.class, "Code", "the take-and-break code as a string (for a subtraction game, its octal code)", (t, a) -> {
            a.count(0);
            if (t.code() == null) throw new CgxException(t + " has no finite take-and-break code");
            return t.code().toString();
        });
        r.method(HeapGame.class, "HeapOptions", "HeapOptions(n): the moves from a heap of n, each the list of non-empty heaps left", (t, a) ->
                moves(t.options(a.count(1).natural(0, "heap"))));
        r.method(HeapGame.class, "NimValue", "NimValue(n): normal-play Grundy value of a heap of n", (t, a) ->
                num(t.nimValue(a.count(1).natural(0, "heap"))));
        r.method(HeapGame.class, "NimValues", "NimValues(n): Grundy values of heaps 0..n with period", (t, a) ->
                t.nimValues(a.count(1).natural(0, "largest heap")));
        r.method(HeapGame.class, "IsPeriodicityCertifiable", "true if the Periodicity Theorem applies (octal games with finitely many non-zero code digits)",
                (t, a) -> { a.count(0); return t.rules().periodicityDigit() >= 0; });

        // ---------------------------------------------------------- positions
        r.method(HeapPosition.class, "Options", "the options, as positions", (p, a) -> CgxList.from(p.options()));
        r.method(HeapPosition.class, "NimValue", "normal-play Grundy value", (p, a) -> num(p.nimValue()));
        r.method(HeapPosition.class, "NormalOutcome", "normal-play outcome, P or N", (p, a) -> p.nimValue() == 0 ? Outcome.P : Outcome.N);
        r.method(HeapPosition.class, "Heaps", "the heap sizes", (p, a) -> {
            List<Object> l = new ArrayList<>();
            for (int h : p.heaps()) l.add(num(h));
            return CgxList.from(l);
        });
        r.method(HeapPosition.class, "Ruleset", "the ruleset", (p, a) -> p.ruleset());

        // ---------------------------------------------------------- NimValues
        r.method(NimSequence.class, "Values", "the nim values of heaps 0..n", (s, a) -> {
            List<Object> l = new ArrayList<>(s.size());
            for (int i = 0; i < s.size(); i++) l.add(num(s.value(i)));
            return CgxList.from(l);
        });
        r.method(NimSequence.class, "Period", "least period (Nil if none found)", (s, a) -> s.period() == 0 ? Nil.NIL : num(s.period()));
        r.method(NimSequence.class, "Preperiod", "preperiod n0 (Nil if none found)", (s, a) -> s.period() == 0 ? Nil.NIL : num(s.preperiod()));
        r.method(NimSequence.class, "IsCertified", "period certified by the Guy–Smith theorem", (s, a) -> s.certified());
        r.method(NimSequence.class, "Size", "number of values", (s, a) -> num(s.size()));
    }

    /** Argument {@code i} as a heap game: a ruleset, or a code (0.77 or "0.77"). */
    public static HeapGame ruleset(Args a, int i) {
        Object o = a.get(i);
        if (o instanceof HeapGame g) return g;
        return HeapGame.of(a.code(i));
    }

    private static CgxList moves(int[][] options) {
        List<Object> out = new ArrayList<>(options.length);
        for (int[] o : options) {
            List<Object> l = new ArrayList<>(o.length);
            for (int h : o) l.add(num(h));
            out.add(CgxList.from(l));
        }
        return CgxList.from(out);
    }

    /** A rule written in the worksheet, called once per heap size (under {@link Interrupts}), its answers converted and checked. */
    private static HeapRules heapRules(Callable f, Args a) {
        // prints as the function's source, so it reads back as an equal ruleset where the values it reads are the same
        String text = "HeapRules(" + (f.source() != null ? f.source() : f.name()) + ")";
        Object identity = f.source() == null ? null : List.of(text, f.freeValues());
        return new HeapRules(n -> {
            Interrupts.check();
            Object moves = f.call(a.derive(f.name(), num(n)));
            if (!(moves instanceof CgxList l))
                throw new CgxException(text + ": for heap " + n + " the rule must give a list of moves, each the list of heaps left "
                        + "(e.g. [[n - 1]] where n >= 1), got " + a.typeName(moves) + " " + moves);
            int[][] out = new int[l.size()][];
            for (int i = 0; i < out.length; i++) {
                Object m = l.get(i);
                if (!(m instanceof CgxList hs))
                    throw new CgxException(text + ": for heap " + n + " move " + (i + 1) + " must be the list of heaps it leaves, e.g. [" + m + "], got " + a.typeName(m) + " " + m);
                out[i] = naturals(hs, a, text + ": for heap " + n + " move " + (i + 1) + " must list non-negative integers");
            }
            return out;
        }, text, identity);
    }

    private static int[] naturals(CgxList l, Args a, String rule) {
        int[] r = new int[l.size()];
        for (int i = 0; i < r.length; i++) {
            Object o = l.get(i);
            if (!(o instanceof Rational q) || !q.isInteger() || q.signum() < 0 || q.numerator().bitLength() > 31)
                throw new CgxException(rule + ", got " + a.typeName(o) + " " + o);
            r[i] = q.intValueExact("heap");
        }
        return r;
    }
}
