package cgx.amalgamation;

import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.core.Rational;
import cgx.core.Outcome;
import cgx.lang.Registry;
import cgx.lang.Runtime;

import java.util.ArrayList;
import java.util.List;

/** Amalgamation Nim (Locke–Handley): positions, outcomes, the sets L(j) and their periods. */
public final class AmalgamationNimPlugin implements Plugin {
    @Override public String name() { return "amalgamation"; }

    @Override
    public void register(Registry r) {
        r.type(AmalgamationNim.class, "AmalgamationNim");
        r.type(AmalgamationL.class, "AmalgamationL");
        r.printer(AmalgamationNim.class, AmalgamationNim::toString);
        r.printer(AmalgamationL.class, AmalgamationL::toString);

        r.function("AmalgamationNim", "AmalgamationNim([a1, ..., ak]): the Amalgamation Nim position with these heaps (Locke-Handley)",
                args -> AmalgamationNim.of(heaps(args.count(1).keywords(new String[0]), 0, "heap")));
        r.function("AmalgamationNimCounts", "AmalgamationNimCounts([b1, ..., bk]): the position <b1, ..., bk> with bj heaps of height j",
                args -> AmalgamationNim.fromCounts(heaps(args.count(1).keywords(new String[0]), 0, "count")));
        r.function("AmalgamationL", "AmalgamationL(j, maxHeap): the three-heap P-positions [j, a, b] as L_1(j) and L_2(j) = S + pN, with the period proved",
                args -> {
                    args.count(1, 2).keywords("MaxHeap");
                    int j = args.intArg(0);
                    if (j < 1) throw new CgxException("AmalgamationL: j must be at least 1, got " + j);
                    int max = args.has(1) ? args.intArg(1) : args.naturalKeyword("MaxHeap", 20000);
                    if (max < 1) throw new CgxException("AmalgamationL: maxHeap must be at least 1, got " + max);
                    return new AmalgamationL(j, max, args.progress());
                });
        r.function("AmalgamationConjecture10", "AmalgamationConjecture10(MaxCount => B, Seconds => S, MaxStates => 20000000): checks Conjecture 10 for <b1,b2,b3,b4> with odd bi <= B, printing progress; returns the counterexamples found",
                args -> {
                    args.count(0, 1).keywords("MaxCount", "MaxStates", "Seconds");
                    int b = args.has(0) ? args.natural(0, "MaxCount") : args.naturalKeyword("MaxCount", 5);
                    int states = args.naturalKeyword("MaxStates", 20_000_000);
                    Rational sec = args.rationalKeyword("Seconds", Rational.ZERO);
                    if (sec.signum() < 0) throw new CgxException("AmalgamationConjecture10: Seconds must be non-negative, got " + sec);
                    // a time budget, not a result: a double is fine here
                    double secs = sec.numerator().doubleValue() / sec.denominator().doubleValue();
                    Conjecture10.Result res = Conjecture10.check(b, states, secs, args.progress());
                    return CgxList.from(res.counterexamples());
                });

        // positions
        r.method(AmalgamationNim.class, "Outcome", "normal-play outcome, P or N",
                (g, a) -> outcome(AmalgamationSolver.shared().isP(noArgs(g, a))));
        r.method(AmalgamationNim.class, "MisereOutcome", "misère-play outcome, P or N (§6)",
                (g, a) -> outcome(AmalgamationSolver.shared().isMisereP(noArgs(g, a))));
        r.method(AmalgamationNim.class, "OutcomeBySearch", "normal-play outcome by plain exhaustive search (no closed forms); for checking the lemmas",
                (g, a) -> outcome(AmalgamationSolver.plain().isP(noArgs(g, a))));
        r.method(AmalgamationNim.class, "Options", "the positions reachable in one move",
                (g, a) -> CgxList.from(AmalgamationSolver.options(noArgs(g, a))));
        r.method(AmalgamationNim.class, "WinningMoves", "the options that are P-positions (normal play)",
                (g, a) -> CgxList.from(winning(noArgs(g, a), false)));
        r.method(AmalgamationNim.class, "WinningMove", "an option that is a P-position (normal play), or nil",
                (g, a) -> first(winning(noArgs(g, a), false)));
        r.method(AmalgamationNim.class, "MisereWinningMoves", "the options that are misère P-positions",
                (g, a) -> CgxList.from(winning(noArgs(g, a), true)));
        r.method(AmalgamationNim.class, "MisereWinningMove", "an option that is a misère P-position, or nil",
                (g, a) -> first(winning(noArgs(g, a), true)));
        r.method(AmalgamationNim.class, "Heaps", "the heaps, ascending", (g, a) -> ints(noArgs(g, a).heaps()));
        r.method(AmalgamationNim.class, "HeapCounts", "the paper's <b1, ..., bk>: bj heaps of height j",
                (g, a) -> ints(noArgs(g, a).counts()));
        r.method(AmalgamationNim.class, "IsMirror", "Lemma 6: every height occurs an even number of times",
                (g, a) -> noArgs(g, a).isMirror());
        r.method(AmalgamationNim.class, "Coins", "total number of coins", (g, a) -> Rational.of(noArgs(g, a).coins()));
        r.method(AmalgamationNim.class, "Size", "number of non-empty heaps", (g, a) -> Rational.of(noArgs(g, a).size()));

        // L(j)
        r.method(AmalgamationL.class, "Preperiodic", "L_1(j): the pairs [a, b] not in the periodic part",
                (l, a) -> pairList(noArgs(l, a).preperiodic()));
        r.method(AmalgamationL.class, "Periodic", "S with L_2(j) = S + pN: the periodic part's generating pairs",
                (l, a) -> pairList(noArgs(l, a).periodic()));
        r.method(AmalgamationL.class, "Period", "the least period p of L_2(j) (nil if none found)",
                (l, a) -> noArgs(l, a).hasPeriod() ? Rational.of(l.period()) : Nil.NIL);
        r.method(AmalgamationL.class, "Start", "the first pair of L_2(j) (the paper's 'L_2(j) starts with')",
                (l, a) -> {
                    List<int[]> s = noArgs(l, a).periodic();
                    return s.isEmpty() ? Nil.NIL : CgxList.of(Rational.of(s.get(0)[0]), Rational.of(s.get(0)[1]));
                });
        r.method(AmalgamationL.class, "PeriodicFrom", "least a0 with partner(a + p) = partner(a) + p for all a >= a0",
                (l, a) -> noArgs(l, a).hasPeriod() ? Rational.of(l.periodStartIndex()) : Nil.NIL);
        r.method(AmalgamationL.class, "Certified", "true if the period is proved by a repeated recursion state",
                (l, a) -> noArgs(l, a).certified());
        r.method(AmalgamationL.class, "Certificate", "how the period was established", (l, a) -> noArgs(l, a).certificate());
        r.method(AmalgamationL.class, "CheckedTo", "the heap up to which the recursion ran", (l, a) -> Rational.of(noArgs(l, a).checkedTo()));
        r.method(AmalgamationL.class, "J", "the heap j", (l, a) -> Rational.of(noArgs(l, a).j()));
        r.method(AmalgamationL.class, "Partner", "Partner(a): the unique b with [j, a, b] a P-position (Theorem 1)",
                (l, a) -> Rational.of(l.partner(a.count(1).natural(0, "heap"))));
        r.method(AmalgamationL.class, "Plot", "Plot(n): a picture of the pairs (a, b) of L(j) with a <= n, L_1(j) and L_2(j) in two colours",
                (l, a) -> AmalgamationLPicture.of(l, a.count(1).keywords(new String[0]).natural(0, "bound")));
        r.method(AmalgamationL.class, "Pairs", "Pairs(n): the pairs [a, b] of L(j) with a <= n",
                (l, a) -> pairList(l.pairs(a.count(1).natural(0, "bound"))));
    }

    private static <T> T noArgs(T self, Args a) {
        a.count(0).keywords(new String[0]);
        return self;
    }

    private static int[] heaps(Args args, int i, String what) {
        CgxList l = args.list(i);
        int[] h = new int[l.size()];
        for (int t = 0; t < h.length; t++) {
            Object o = l.get(t);
            if (!(o instanceof Rational q) || !q.isInteger()) {
                throw new CgxException(args.callName() + ": each " + what + " must be a non-negative integer, got " + args.typeName(o) + " " + o);
            }
            if (q.signum() < 0) throw new CgxException(args.callName() + ": " + what + "s must be non-negative, got " + q);
            h[t] = q.intValueExact(args.callName() + ": " + what);
        }
        return h;
    }

    private static List<AmalgamationNim> winning(AmalgamationNim g, boolean misere) {
        AmalgamationSolver s = AmalgamationSolver.shared();
        List<AmalgamationNim> out = new ArrayList<>();
        for (AmalgamationNim o : AmalgamationSolver.options(g)) if (misere ? s.isMisereP(o) : s.isP(o)) out.add(o);
        return out;
    }

    private static Outcome outcome(boolean isP) { return isP ? Outcome.P : Outcome.N; }

    private static Object first(List<AmalgamationNim> l) { return l.isEmpty() ? Nil.NIL : l.get(0); }

    private static CgxList pairList(List<int[]> pairs) {
        Object[] items = new Object[pairs.size()];
        for (int i = 0; i < items.length; i++) items[i] = ints(pairs.get(i));
        return CgxList.wrap(items);
    }

    private static CgxList ints(int[] v) {
        Object[] o = new Object[v.length];
        for (int i = 0; i < v.length; i++) o[i] = Rational.of(v[i]);
        return CgxList.wrap(o);
    }
}
