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
        // Genus("1^431"): Winning Ways' g^γ0γ1… inside the call that reads it back (1^431 alone is the number 1)
        r.printer(MisereTheory.Genus.class, g -> "Genus(\"" + g + "\")");

        // ---------------------------------------------------------- operators
        r.binary("+", MisereGame.class, MisereGame.class, (a, b) -> bounded("sum of misère forms", () -> a.plus(b)));
        r.binary("+", HeapPosition.class, HeapPosition.class, (a, b) -> sumPositions(a, b));
        r.binary("+", HeapPosition.class, MisereGame.class, (a, b) -> bounded("sum", () -> form(a).plus(b)));
        r.binary("+", MisereGame.class, HeapPosition.class, (a, b) -> bounded("sum", () -> a.plus(form(b))));
        r.binary("+", MisereGame.class, Rational.class, (a, b) -> a.plus(zeroOnly(b)));
        r.binary("+", Rational.class, MisereGame.class, (a, b) -> zeroOnly(a).plus(b));
        r.unary("-", MisereGame.class, g -> g); // impartial: -G = G (as CGSuite)
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
        r.function("Genus", "Genus(\"1^431\"): a genus read from Winning Ways' form or CGSuite's (\"2\", \"0^0\", \"1^4\")",
                a -> MisereTheory.Genus.parse(a.count(1).string(0)));
        r.function("MisereDayN", "MisereDayN(n): the misère canonical forms born by day n (n <= 4; 1, 2, 3, 5, 22 of them); On => true: born on day n; Even => true: the even ones only, one of each pair H, H + * (CGSuite's DayN: 1, 1, 2, 3, 19)",
                a -> {
                    a.count(1).keywords("On", "Even");
                    int n = a.natural(0, "day");
                    List<MisereGame> l = Boolean.TRUE.equals(a.keyword("Even", false)) ? MisereDays.evenBornBy(n) : MisereDays.bornBy(n);
                    if (Boolean.TRUE.equals(a.keyword("On", false))) l = l.stream().filter(g -> g.birthday() == n).toList();
                    return games(l);
                });
        r.function("MisereDayCount", "MisereDayCount(n): how many misère canonical forms are born by day n (n <= 5; 1, 2, 3, 5, 22, 4171780), counted without listing; On => true: born on day n; Even => true: even ones (CGSuite's DayN(n).Size: 1, 1, 2, 3, 19, 4171761)",
                a -> {
                    a.count(1).keywords("On", "Even");
                    int n = a.natural(0, "day");
                    boolean even = Boolean.TRUE.equals(a.keyword("Even", false)), on = Boolean.TRUE.equals(a.keyword("On", false));
                    if (!even) return num(on ? MisereDays.countBornOn(n) : MisereDays.countBornBy(n));
                    return num(on ? MisereDays.countEvenBornBy(n) - (n == 0 ? 0 : MisereDays.countEvenBornBy(n - 1)) : MisereDays.countEvenBornBy(n));
                });
        r.function("Nim", "Nim(n): the nim-heap *n as a misère canonical form", a -> MisereGame.nim(a.count(1).natural(0, "heap")));

        // ---------------------------------------------------------- MisereGame
        r.method(MisereGame.class, "MisereOutcome", "misère outcome, P or N", (g, a) -> outcome(g.isMisereP()));
        r.method(MisereGame.class, "NormalOutcome", "normal-play outcome, P or N", (g, a) -> outcome(g.normalGrundy() == 0));
        r.method(MisereGame.class, "Birthday", "birthday of the canonical form", (g, a) -> num(g.birthday()));
        r.method(MisereGame.class, "Options", "canonical options, as a list", (g, a) -> games(g.options()));
        r.method(MisereGame.class, "OptionCount", "number of canonical options", (g, a) -> num(g.optionCount()));
        r.method(MisereGame.class, "IsNimHeap", "true if the form is a nim-heap *n", (g, a) -> g.isNimHeap());
        r.method(MisereGame.class, "NimValue", "normal-play nim value g+ (as CGSuite; n for *n)", (g, a) -> num(g.normalGrundy()));
        r.method(MisereGame.class, "NormalNimValue", "normal-play Grundy value g+", (g, a) -> num(g.normalGrundy()));
        r.method(MisereGame.class, "MisereNimValue", "misère Grundy value g- (1 for 0, else mex of options)", (g, a) -> num(g.misereGrundy()));
        r.method(MisereGame.class, "MisereOutcomeClass", "misère outcome, P or N (CGSuite's name for MisereOutcome)", (g, a) -> outcome(g.isMisereP()));
        r.method(MisereGame.class, "Genus", "Conway's genus g^γ0γ1…, γn = g-(G + n·*2), written to the first full period of the final alternation (Winning Ways: 1^431); .CGSuiteForm gives CGSuite's (g^γ0 for generally tame or restive games: 1^4)", (g, a) -> bounded("genus", () -> MisereTheory.genus(g)));
        r.method(MisereGame.class, "IsTame", "hereditarily tame: a nim-heap, or tame genus (g+ = g-, or {g+, g-} = {0, 1}) and every option tame", (g, a) -> bounded("IsTame", () -> Tameness.isTame(g)));
        r.method(MisereGame.class, "IsWild", "not (hereditarily) tame", (g, a) -> bounded("IsWild", () -> !Tameness.isTame(g)));
        r.method(MisereGame.class, "IsGenerallyTame", "tame, or tame genus with every other option reversible through generally tame second options", (g, a) -> bounded("IsGenerallyTame", () -> Tameness.isGenerallyTame(g)));
        r.method(MisereGame.class, "IsRestive", "restive genus (not tame, g+ in {0, 1}) and every option tame; invariant under adding *: evaluated on the even one of G and G + *, as CGSuite 2.2 does (so *2/0 + * is restive; the hereditary reading on G itself is not offered: test-games/misere/cgsuite-even-form-rule.txt)", (g, a) -> bounded("IsRestive", () -> Tameness.isRestive(g)));
        r.method(MisereGame.class, "IsGenerallyRestive", "restive, or restive genus with every other option reversible through restive-or-tame second options; invariant under adding *: evaluated on the even one of G and G + *, as CGSuite 2.2 does (test-games/misere/cgsuite-even-form-rule.txt)", (g, a) -> bounded("IsGenerallyRestive", () -> Tameness.isGenerallyRestive(g)));
        r.method(MisereGame.class, "IsRestless", "restless genus (not tame or restive, g- in {0, 1}) and every option generally tame; invariant under adding *: evaluated on the even one of G and G + *, as CGSuite 2.2 does (test-games/misere/cgsuite-even-form-rule.txt)", (g, a) -> bounded("IsRestless", () -> Tameness.isRestless(g)));
        r.method(MisereGame.class, "IsTameable", "generally tame, or tame genus with every option either tameable (kept) or reversible through tameable second options of G's g+ and of G's g-, the kept options giving G's g+ and g- as mexes (none kept: g+ 0, g- 1, the genus of 0); CGSuite 2.2's reading of the spec's wording (test-games/misere/cgsuite-even-form-rule.txt)", (g, a) -> bounded("IsTameable", () -> Tameness.isTameable(g)));
        r.method(MisereGame.class, "IsHalfTame", "not generally tame, and G + G generally tame of genus 0^0", (g, a) -> bounded("IsHalfTame", () -> Tameness.isHalfTame(g)));
        r.method(MisereGame.class, "IsEven", "even (ONAG): born earlier than G + * (0, *2, *2/ even; *, *3 odd)", (g, a) -> bounded("IsEven", () -> MisereParts.isEven(g)));
        r.method(MisereGame.class, "IsOdd", "odd (ONAG): not even, G + * is born earlier than G", (g, a) -> bounded("IsOdd", () -> MisereParts.isOdd(g)));
        r.method(MisereGame.class, "AllPlaysEven", "every play from G to the end has even length", (g, a) -> MisereTheory.allPlaysEven(g));
        r.method(MisereGame.class, "AllPlaysOdd", "every play from G to the end has odd length", (g, a) -> MisereTheory.allPlaysOdd(g));
        r.method(MisereGame.class, "Mate", "Conway's mate: 0 -> *, G -> {mates of options}", (g, a) -> bounded("mate", () -> MisereTheory.mate(g)));
        r.method(MisereGame.class, "Parts", "parts H of G (G = H + X for some X), leaving out 0, *, G, G + * and the odd one of each pair H, H + * (as CGSuite)", (g, a) -> bounded("parts", () -> games(MisereParts.parts(g))));
        r.method(MisereGame.class, "IsPrime", "not 0 or * and no proper part (G + * is prime when G is)", (g, a) -> bounded("IsPrime", () -> MisereParts.isPrime(g)));
        r.method(MisereGame.class, "Partitions", "the ways to write G as a sum of even primes, plus * when G is odd (as CGSuite)", (g, a) -> {
            List<Object> out = new ArrayList<>();
            for (List<MisereGame> p : bounded("partitions", () -> MisereParts.partitions(g))) out.add(games(p));
            return CgxList.from(out);
        });
        r.method(MisereGame.class, "IsExtraverted", "G is a part of {G}, the game whose only option is G", (g, a) -> bounded("IsExtraverted", () -> MisereParts.isExtraverted(g)));
        r.method(MisereGame.class, "IsIntroverted", "G is a part of each of its options (only 0 and * are)", (g, a) -> bounded("IsIntroverted", () -> MisereParts.isIntroverted(g)));
        r.method(MisereGame.class, "MisereMinus", "MisereMinus(H): the X with H + X = G; an error if there is none", (g, a) -> bounded("MisereMinus", () -> {
            MisereGame h = other(g, a);
            MisereGame x = MisereParts.minus(g, h);
            if (x == null) throw new CgxException("MisereMinus: no X with " + h + " + X = " + g + " (" + h + " is not a part of " + g + ")");
            return x;
        }));
        r.method(MisereGame.class, "IsLinkedTo", "IsLinkedTo(H): some X makes G + X and H + X both misère P-positions", (g, a) -> Linkage.isLinked(g, other(g, a)));
        r.method(MisereGame.class, "Link", "Link(H): an X with G + X and H + X both misère P-positions; an error if G and H are not linked", (g, a) -> bounded("Link", () -> {
            MisereGame h = other(g, a);
            MisereGame x = Linkage.link(g, h);
            if (x == null) throw new CgxException("Link: " + g + " and " + h + " are not linked (an option of one equals the other)");
            return x;
        }));
        r.method(MisereGame.class, "Distinguisher", "Distinguisher(H): an X with o-(G + X) != o-(H + X); an error if G == H", (g, a) -> bounded("Distinguisher", () -> {
            MisereGame h = other(g, a);
            MisereGame x = Linkage.distinguisher(g, h);
            if (x == null) throw new CgxException("Distinguisher: " + g + " and " + h + " are equal; nothing distinguishes them");
            return x;
        }));
        r.method(MisereGame.class, "Positions", "number of distinct positions of the canonical form", (g, a) ->
                num(MisereTheory.positions(g, Integer.MAX_VALUE).size()));
        r.method(MisereGame.class, "MisereCanonicalForm", "the form itself", (g, a) -> g);
        numberHints(r);

        // ---------------------------------------------------------- Genus
        r.method(MisereTheory.Genus.class, "IsTame", "tame genus (0^120, 1^031 or a^(a, a+2))", (x, a) -> x.isTame());
        r.method(MisereTheory.Genus.class, "CGSuiteForm", "the genus as CGSuite 2.2 writes it, a string: g for a nim-heap, g^γ0 for a generally tame or generally restive game (0^0, 1^4), else Winning Ways' form", (x, a) -> x.toCGSuiteString());
        r.method(MisereTheory.Genus.class, "MisereValue", "g- (γ0)", (x, a) -> num(x.gamma(0)));
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

    /**
     * The misère names a number may be asked for by mistake ({@code (0).Genus}): each answers
     * with how to write the misère form. Only names no other family gives numbers.
     */
    static final List<String> NUMBER_HINTS = List.of("Genus", "MisereNimValue", "NormalNimValue", "IsNimHeap", "IsTame", "IsWild",
            "IsGenerallyTame", "IsGenerallyRestive", "IsRestive", "IsRestless", "IsHalfTame", "IsTameable", "IsExtraverted",
            "IsIntroverted", "Mate", "Parts", "Partitions", "Distinguisher", "IsLinkedTo", "Link", "MisereMinus",
            "MisereOutcome", "MisereOutcomeClass", "AllPlaysEven", "AllPlaysOdd");

    private static void numberHints(Registry r) {
        for (String name : NUMBER_HINTS)
            r.method(Rational.class, name, "(a misère method: numbers are not misère forms; write *0 for the misère zero, *n for a nim-heap)", (x, a) -> {
                String star = x.isInteger() && x.signum() >= 0 ? "*" + x : "*0";
                throw new CgxException(x + " is a number, not a misère form: write " + star + " for "
                        + (x.signum() == 0 ? "the misère zero game" : "a nim-heap") + ", e.g. (" + star + ")." + name);
            });
    }

    private static MisereGame other(MisereGame g, Args a) {
        Object o = a.count(1).get(0);
        if (o instanceof Rational q && q.signum() == 0) return MisereGame.ZERO;
        return toGame(o, a);
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
