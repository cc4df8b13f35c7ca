package cgx.misere.algebraic;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.core.Interrupts;
import cgx.core.Outcome;
import cgx.core.Rational;
import cgx.heap.HeapGame;
import cgx.heap.HeapRuleset;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Args;
import cgx.lang.CgxList;
import cgx.lang.Plugin;
import cgx.lang.Printer;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;

/**
 * Worksheet names for algebraic periodicity (Plambeck–Siegel §A.5; docs/algebraic-periodicity.md):
 * AlgebraicQuotient and the methods of what it finds.
 */
public final class AlgebraicQuotientPlugin implements Plugin {
    @Override public String name() { return "misere-algebraic"; }

    @Override public void register(Registry r) {
        Class<AlgebraicQuotient> A = AlgebraicQuotient.class;
        r.type(A, "AlgebraicQuotient");
        r.printer(A, q -> Printer.commented(q.summary(), q.call()));
        r.function("AlgebraicQuotient", "AlgebraicQuotient(code) or AlgebraicQuotient(ruleset): reads from Q_N an algebraic-periodic family of the shape of Figures 8 "
                        + "and 9 of Plambeck–Siegel (generators a, b, maybe c, and x_0, x_1, … with relations affine in the indices), checks it against every Q_n, n ≤ N, "
                        + "and proves it for every heap when the weight-form induction applies; or says why not. Without MaxHeap, N is raised from "
                        + AlgebraicSearch.FIRST + " until a family reads and its proof holds, or the time budget (TimeLimit => seconds, default "
                        + (int) AlgebraicSearch.DEFAULT_SECONDS + ") ends; MaxHeap => N computes Q_N only. MaxOrder => n bounds Q_N",
                AlgebraicQuotientPlugin::find);
        r.method(A, "Found", "true if a family was found and agrees with every Q_n to MaxHeap", (q, a) -> { a.count(0); return q.found(); });
        r.method(A, "Reason", "why no family was found (\"\" if one was)", (q, a) -> { a.count(0); return q.reason(); });
        r.method(A, "Summary", "what was found, in the paper's notation", (q, a) -> { a.count(0); return q.summary(); });
        r.method(A, "Figure", "the family as a figure in the layout of Plambeck–Siegel's Figures 8 and 9: presentation, P-portion, the rows of Φ "
                + "(\"8+ c_0 ac_0 c_1 ab^3\"), then what is proved (or, plainly, not); print it to see it laid out. A.LaTeX gives it in LaTeX",
                (q, a) -> { a.count(0); return q.figure(); });
        r.method(A, "Presentation", "the family's presentation, as Figures 8 and 9 write it", (q, a) -> { a.count(0); return q.family().presentation(); });
        r.method(A, "PPortion", "the family's P-portion, as the figures write it", (q, a) -> { a.count(0); return q.family().pPortionText(); });
        r.method(A, "QuotientMap", "Φ: the words of the first heaps, then the periodic pattern", (q, a) -> { a.count(0); return q.family().phiText(); });
        r.method(A, "Phi", "Phi(n): Φ(H_n) as a word of the family, for any heap n", (q, a) -> { a.count(1); return exact(() -> q.family().word(q.family().phi(heap(a.get(0), a)))); });
        r.method(A, "Outcome", "Outcome([h_1, …]): the misère outcome of a sum of heaps, from the family (any heap sizes, 10^6 included)", (q, a) -> {
            a.count(1);
            return exact(() -> Outcome.valueOf(q.outcome(heaps(a))));
        });
        r.method(A, "IsP", "IsP(word): true if a word of the family (\"ab^3c_2\", \"d_10\") is in its P-portion", (q, a) -> {
            a.count(1);
            return exact(() -> q.family().isP(q.family().element(a.string(0))));
        });
        r.method(A, "Word", "Word([h_1, …]): the element of a sum of heaps as a word of the family", (q, a) -> {
            a.count(1);
            return exact(() -> q.family().word(q.family().of(heaps(a))));
        });
        r.method(A, "PartialOrder", "PartialOrder(n): |Q_n| as the family predicts it (n ≤ 400)", (q, a) -> {
            a.count(1);
            return Rational.of(q.partialOrder(a.natural(0, "n")));
        });
        r.method(A, "Orders", "the computed |Q_n|, n = 1, 2, … (to the heap checked, or where the family failed)", (q, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>();
            for (FamilyCheck.Row row : q.rows()) out.add(Rational.of(row.order()));
            return CgxList.from(out);
        });
        r.method(A, "CheckedTo", "the heap to which the family agrees with every computed Q_n (0 if none was found)", (q, a) -> { a.count(0); return Rational.of(q.checkedTo()); });
        r.method(A, "Proved", "true if the family is proved for every heap: the weight-form induction's step holds and the family agrees with every Q_n to its base "
                        + "(docs/algebraic-periodicity.md); false: evidence to CheckedTo only", (q, a) -> { a.count(0); return q.proved(); });
        r.method(A, "Proof", "what the weight-form induction gives: proved, or why not (its failing abstract states, or the base it needs)",
                (q, a) -> { a.count(0); return q.proofText(); });
        r.method(A, "Certificate", "the induction's certificate, for the independent checker scripts/misere-quotients/check-algebraic-proof.py",
                (q, a) -> { a.count(0); return q.proof().certificate(); });
        r.method(A, "Plot", "Plot or Plot(n): |Q_n| against n, computed and then as the family predicts it to heap n (default twice CheckedTo, at most 400)", (q, a) -> {
            int n = a.size() == 0 ? Math.min(400, 2 * q.checkedTo()) : a.count(1).natural(0, "n");
            if (n > 400) throw new CgxException("Plot: n must be at most 400");
            return q.plot(n);
        });
        r.method(A, "Search", "the bare call's search: what each N tried gave (\"Q_30: no family: …\", \"Q_62: a family, proved for every heap (base 62)\"), "
                + "and why it ended early, if it did; [] with MaxHeap", (q, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>(q.search());
            if (q.stop() != null) out.add("stopped: " + q.stop());
            return CgxList.from(out);
        });
        r.method(A, "Seconds", "time taken (rounded to milliseconds)", (q, a) -> { a.count(0); return Rational.of(Math.round(q.seconds() * 1000), 1000); });
    }

    /** A family's exponents past 2^31 as a clear error. */
    private static <T> T exact(java.util.function.Supplier<T> f) {
        try {
            return f.get();
        } catch (ArithmeticException e) {
            throw new CgxException("an exponent of the family passes 2^31: heaps or exponents too large for this word");
        }
    }

    /** The first argument, a list of heap sizes. */
    private static int[] heaps(Args a) {
        CgxList l = a.list(0);
        int[] hs = new int[l.size()];
        for (int i = 0; i < hs.length; i++) hs[i] = heap(l.get(i), a);
        return hs;
    }

    private static int heap(Object o, Args a) {
        if (o instanceof Rational q && q.isInteger() && q.signum() >= 0 && q.numerator().bitLength() <= 31) return q.numerator().intValue();
        throw new CgxException(a.callName() + ": a heap must be an integer 0 to 2^31 − 1, got " + a.typeName(o) + " " + o);
    }

    private static AlgebraicQuotient find(Args a) {
        a.count(1).keywords("MaxHeap", "MaxOrder", "TimeLimit");
        double seconds = AlgebraicSearch.DEFAULT_SECONDS;
        if (a.hasKeyword("TimeLimit")) {
            Rational s = a.rationalKeyword("TimeLimit", Rational.ZERO);
            if (s.signum() <= 0) throw new CgxException(a.callName() + ": TimeLimit must be a positive number of seconds, got " + s);
            seconds = s.numerator().doubleValue() / s.denominator().doubleValue(); // a time budget, not a result: a double is fine here
        }
        EngineConfig config = EngineConfig.defaults();
        if (a.hasKeyword("MaxOrder")) {
            int mo = a.naturalKeyword("MaxOrder", 0);
            if (mo < 2 || mo > EngineConfig.MAX_TABLE_ORDER) throw new CgxException(a.callName() + ": MaxOrder must be 2 to " + EngineConfig.MAX_TABLE_ORDER + ", got " + mo);
            config = config.withMaxOrder(mo);
        }
        Object o = a.get(0);
        HeapRuleset rules;
        String source, argument;
        if (o instanceof HeapGame h) {
            rules = h.rules();
            source = h.toString();
            argument = h.toString();
        } else if (o instanceof String || o instanceof Rational) {
            TakeAndBreakCode code = TakeAndBreakCode.parse(a.code(0));
            rules = code;
            source = a.code(0);
            argument = Printer.quote(a.code(0));
        } else throw new CgxException(a.callName() + ": expected a take-and-break code (0.26 or \"0.26\") or a heap ruleset, got " + a.typeName(o) + " " + o);
        // without MaxHeap, N is raised until a family reads and its proof holds, within the time budget
        if (!a.hasKeyword("MaxHeap")) return AlgebraicSearch.run(rules, source, argument, seconds, config, a.progress());
        int maxHeap = a.naturalKeyword("MaxHeap", 0);
        if (!a.hasKeyword("TimeLimit")) return AlgebraicQuotient.find(rules, source, argument, maxHeap, config, a.progress());
        long outer = Interrupts.deadline();
        Interrupts.setDeadline(Math.min(outer, AlgebraicSearch.deadline(seconds)));
        try {
            return AlgebraicQuotient.find(rules, source, argument, maxHeap, config, a.progress());
        } finally {
            Interrupts.setDeadline(outer);
        }
    }
}
