package cgx.misere;

import cgx.heap.HeapGame;
import cgx.heap.HeapPosition;
import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.core.Outcome;
import cgx.lang.Plugin;
import cgx.core.Rational;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;

/**
 * Worksheet names for misère canonical forms ({@code *2/320}, {@code G.MisereOutcome},
 * {@code G.Genus}, …) and the misère side of heap games ({@code TakeAndBreak("0.15").Heap(5).MisereCanonicalForm};
 * the heap games themselves are {@link cgx.heap.HeapPlugin}'s).
 */
public final class MiserePlugin implements Plugin {
    @Override public String name() { return "misere"; }

    private static Rational num(long n) { return Rational.of(n); }

    private static CgxList games(List<MisereGame> gs) { return CgxList.from(gs); }

    @Override public void register(Registry r) {
        r.type(MisereGame.class, "MisereGame");
        r.type(MisereTheory.Genus.class, "Genus");

        r.starLiteral(text -> bounded("misère form " + text, () -> Notation.parse(text)));
        r.printer(MisereGame.class, MisereGame::toString);
        r.printer(MisereTheory.Genus.class, MisereTheory.Genus::toString);

        // ---------------------------------------------------------- operators
        r.binary("+", MisereGame.class, MisereGame.class, (a, b) -> bounded("sum of misère forms", () -> a.plus(b)));
        r.binary("+", HeapPosition.class, HeapPosition.class, (a, b) -> sumPositions(a, b));
        r.binary("+", HeapPosition.class, MisereGame.class, (a, b) -> bounded("sum", () -> form(a).plus(b)));
        r.binary("+", MisereGame.class, HeapPosition.class, (a, b) -> bounded("sum", () -> a.plus(form(b))));
        r.binary("+", MisereGame.class, Rational.class, (a, b) -> a.plus(zeroOnly(b)));
        r.binary("+", Rational.class, MisereGame.class, (a, b) -> zeroOnly(a).plus(b));
        r.binary("==", MisereGame.class, MisereGame.class, (a, b) -> a == b);
        r.binary("!=", MisereGame.class, MisereGame.class, (a, b) -> a != b);
        r.binary("==", MisereGame.class, Rational.class, (a, b) -> a.isZero() && b.signum() == 0);
        r.binary("==", Rational.class, MisereGame.class, (a, b) -> b.isZero() && a.signum() == 0);
        r.binary("!=", MisereGame.class, Rational.class, (a, b) -> !(a.isZero() && b.signum() == 0));
        r.binary("!=", Rational.class, MisereGame.class, (a, b) -> !(b.isZero() && a.signum() == 0));
        r.binary("==", HeapPosition.class, MisereGame.class, (a, b) -> form(a) == b);
        r.binary("==", MisereGame.class, HeapPosition.class, (a, b) -> a == form(b));
        r.binary("==", HeapPosition.class, HeapPosition.class, (a, b) -> a.equals(b));

        // ---------------------------------------------------------- functions
        r.function("MisereCanonicalForm", "MisereCanonicalForm(x): the misère canonical form of a heap position, a form, or a list of options",
                a -> bounded("MisereCanonicalForm", () -> toGame(a.count(1).get(0), a)));
        r.function("MisereGame", "MisereGame(options): the canonical form of the game with the given options (forms, positions or integers n for *n)",
                a -> bounded("MisereGame", () -> toGame(a.count(1).list(0), a)));
        r.function("Nim", "Nim(n): the nim-heap *n as a misère canonical form", a -> MisereGame.nim(a.count(1).natural(0, "heap")));

        // ---------------------------------------------------------- MisereGame
        r.method(MisereGame.class, "MisereOutcome", "misère outcome, P or N", (g, a) -> outcome(g.isMisereP()));
        r.method(MisereGame.class, "NormalOutcome", "normal-play outcome, P or N", (g, a) -> outcome(g.normalGrundy() == 0));
        r.method(MisereGame.class, "Birthday", "birthday of the canonical form", (g, a) -> num(g.birthday()));
        r.method(MisereGame.class, "Options", "canonical options, as a list", (g, a) -> games(g.options()));
        r.method(MisereGame.class, "OptionCount", "number of canonical options", (g, a) -> num(g.optionCount()));
        r.method(MisereGame.class, "IsNimHeap", "true if the form is a nim-heap *n", (g, a) -> g.isNimHeap());
        r.method(MisereGame.class, "NimValue", "n if the form is the nim-heap *n", (g, a) -> {
            if (!g.isNimHeap()) throw new CgxException(g + " is not a nim-heap; see .NormalNimValue and .MisereNimValue");
            return num(g.nimHeap());
        });
        r.method(MisereGame.class, "NormalNimValue", "normal-play Grundy value g+", (g, a) -> num(g.normalGrundy()));
        r.method(MisereGame.class, "MisereNimValue", "misère Grundy value g- (1 for 0, else mex of options)", (g, a) -> num(g.misereGrundy()));
        r.method(MisereGame.class, "Genus", "Conway's genus g^γ0γ1…, last two digits repeating", (g, a) -> bounded("genus", () -> MisereTheory.genus(g)));
        r.method(MisereGame.class, "IsTame", "every position has a tame genus (0^120, 1^031, a^(a,a+2))", (g, a) -> bounded("IsTame", () -> MisereTheory.isTame(g)));
        r.method(MisereGame.class, "IsWild", "not tame", (g, a) -> bounded("IsWild", () -> !MisereTheory.isTame(g)));
        r.method(MisereGame.class, "IsEven", "every play has even length", (g, a) -> MisereTheory.isEven(g));
        r.method(MisereGame.class, "IsOdd", "every play has odd length", (g, a) -> MisereTheory.isOdd(g));
        r.method(MisereGame.class, "Mate", "Conway's mate: 0 -> *, G -> {mates of options}", (g, a) -> bounded("mate", () -> MisereTheory.mate(g)));
        r.method(MisereGame.class, "Parts", "parts H of G (G = H + K), among G's positions", (g, a) -> bounded("parts", () -> games(MisereTheory.parts(g))));
        r.method(MisereGame.class, "IsPrime", "G is not 0 and has no part but itself", (g, a) -> bounded("IsPrime", () -> MisereTheory.isPrime(g)));
        r.method(MisereGame.class, "Partitions", "ways to write G as a sum of prime parts", (g, a) -> {
            List<Object> out = new ArrayList<>();
            for (List<MisereGame> p : bounded("partitions", () -> MisereTheory.partitions(g))) out.add(games(p));
            return CgxList.from(out);
        });
        r.method(MisereGame.class, "Positions", "number of distinct positions of the canonical form", (g, a) ->
                num(MisereTheory.positions(g, Integer.MAX_VALUE).size()));
        r.method(MisereGame.class, "MisereCanonicalForm", "the form itself", (g, a) -> g);

        // ---------------------------------------------------------- Genus
        r.method(MisereTheory.Genus.class, "IsTame", "tame genus", (x, a) -> x.isTame());
        r.method(MisereTheory.Genus.class, "NormalValue", "g+", (x, a) -> num(x.normal()));
        r.method(MisereTheory.Genus.class, "Gamma", "Gamma(n): g-(G + n*2)", (x, a) -> num(x.gamma(a.count(1).natural(0, "n"))));

        // ---------------------------------------------------------- heap games (any ruleset)
        r.method(HeapGame.class, "MisereCanonicalForm", "MisereCanonicalForm(n): canonical form of a heap of n", (t, a) ->
                HeapForms.of(t).misereCanonicalForm(a.count(1).natural(0, "heap")));
        r.method(HeapGame.class, "MisereOutcome", "MisereOutcome(n or [heaps]): misère outcome of a heap or a sum of heaps", (t, a) -> {
            a.count(1);
            Object o = a.get(0);
            if (o instanceof CgxList l) return outcome(HeapForms.of(t).misereP(naturals(l, a)));
            return outcome(HeapForms.of(t).misereP(a.natural(0, "heap")));
        });
        r.method(HeapPosition.class, "MisereOutcome", "misère outcome, P or N", (p, a) -> outcome(HeapForms.of(p.ruleset()).misereP(p.heaps())));
        r.method(HeapPosition.class, "MisereCanonicalForm", "misère canonical form", (p, a) -> bounded("canonical form of " + p, () -> form(p)));
    }

    /** New canonical forms one worksheet operation may create before it stops with a message. */
    public static final long MAX_NEW_FORMS_PER_OPERATION = 1_000_000;

    private static <T> T bounded(String what, java.util.function.Supplier<T> body) {
        return MisereGame.withBudget(MAX_NEW_FORMS_PER_OPERATION, what, body);
    }

    private static Outcome outcome(boolean p) { return p ? Outcome.P : Outcome.N; }

    private static MisereGame zeroOnly(Rational r) {
        if (r.signum() != 0) throw new CgxException("only 0 can be added to a misère form, got " + r);
        return MisereGame.ZERO;
    }

    private static Object sumPositions(HeapPosition a, HeapPosition b) {
        if (a.ruleset() == b.ruleset()) return a.plus(b);
        return bounded("sum of heaps of different rulesets", () -> form(a).plus(form(b)));
    }

    /** The misère canonical form of a position of heaps. */
    private static MisereGame form(HeapPosition p) { return HeapForms.of(p.ruleset()).misereCanonicalForm(p.heaps()); }

    private static int[] naturals(CgxList l, Args a) {
        int[] r = new int[l.size()];
        for (int i = 0; i < r.length; i++) {
            Object o = l.get(i);
            if (!(o instanceof Rational q) || !q.isInteger() || q.signum() < 0)
                throw new CgxException(a.callName() + ": heaps must be non-negative integers, got " + a.typeName(o));
            r[i] = q.intValueExact("heap");
        }
        return r;
    }

    /** A form from a form, a heap position, an integer (nim-heap) or a list of options. */
    static MisereGame toGame(Object o, Args a) {
        if (o instanceof MisereGame g) return g;
        if (o instanceof HeapPosition p) return form(p);
        if (o instanceof Rational q && q.isInteger() && q.signum() >= 0) return MisereGame.nim(q.intValueExact("nim-heap"));
        if (o instanceof CgxList l) {
            List<MisereGame> opts = new ArrayList<>();
            for (Object x : l) opts.add(toGame(x, a));
            return MisereGame.of(opts);
        }
        throw new CgxException(a.callName() + ": expected a misère form, a heap position, an integer or a list, got " + a.typeName(o));
    }
}
