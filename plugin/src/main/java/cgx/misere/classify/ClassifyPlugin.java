package cgx.misere.classify;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.core.Rational;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Args;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Printer;
import cgx.lang.Registry;
import cgx.misere.quotient.Quotients;

/**
 * The worksheet's {@code Classify(code)}: what a heap game is, by the pipeline the census of codes
 * runs ({@link Classification}), and the methods of its answer.
 */
public final class ClassifyPlugin implements Plugin {
    @Override public String name() { return "misere-classify"; }

    @Override public void register(Registry r) {
        Class<Classification> C = Classification.class;
        r.type(C, "Classification");
        r.printer(C, c -> Printer.commented(c.summary(), call(c)));
        r.function("Classify", "Classify(code): what a take-and-break game is, as the census of codes answers it: its misère quotient within Timeout => s "
                        + "(default " + (int) Classification.DEFAULT_SECONDS + ") and Verify; else an algebraic-periodic family, proved or evidence (Algebraic => s, default "
                        + (int) Classification.DEFAULT_ALGEBRAIC + "; 0: not tried); else Q_(n+1) proved infinite (ProveInfinite => s, default "
                        + (int) Classification.DEFAULT_INFINITE + "; 0: not tried); else the partial quotient reached. MaxHeap, MaxOrder and Verify as the census's. "
                        + ".Status is \"solved\", \"algebraic-proved\", \"algebraic-periodic\" (evidence), \"infinite\", \"partial\" or \"failed\"; .Reason says why in one line",
                ClassifyPlugin::classify);
        r.method(C, "Status", "the census's status: \"solved\", \"algebraic-proved\", \"algebraic-periodic\" (evidence), \"infinite\", \"partial\" or \"failed\"",
                (c, a) -> { a.count(0); return c.status().token(); });
        r.method(C, "Words", "the status in words: \"finite (solved)\", \"algebraic (proved)\", \"algebraic (evidence)\", \"infinite (proved)\", \"open (partial)\" or \"failed\"",
                (c, a) -> { a.count(0); return Classification.words(c.status()); });
        r.method(C, "Reason", "why, in one line: the census's reason column (\"\" when solved)", (c, a) -> { a.count(0); return c.reason(); });
        r.method(C, "Summary", "what was found, in a few lines (the printed comment)", (c, a) -> { a.count(0); return c.summary(); });
        r.method(C, "Quotient", "the misère quotient reached: complete when solved, else the largest partial quotient Q_n (nil when failed)",
                (c, a) -> { a.count(0); return c.quotient() == null ? Nil.NIL : c.quotient(); });
        r.method(C, "Algebraic", "the family search's answer, an AlgebraicQuotient (found or not; .Proved, .Proof, .Certificate), or nil when it was not tried",
                (c, a) -> { a.count(0); return c.algebraic() == null ? Nil.NIL : c.algebraic(); });
        r.method(C, "InfiniteProof", "the LatticeProof of Q_(n+1) when one was made (.Proved true: the quotient is infinite), else nil",
                (c, a) -> { a.count(0); return c.infinite() == null || c.infinite().proof() == null ? Nil.NIL : c.infinite().proof(); });
        r.method(C, "MaxHeap", "the heap the answer speaks of: the family's checked heap for an algebraic status, else the largest heap of the quotient reached",
                (c, a) -> { a.count(0); return Rational.of(c.maxHeap()); });
        r.method(C, "Seconds", "time taken (rounded to milliseconds)", (c, a) -> { a.count(0); return Rational.of(Math.round(c.seconds() * 1000), 1000); });
    }

    /** The call that computes it again: the code, and the keywords that are not the defaults. */
    static String call(Classification c) {
        Classification.Budget b = c.budget();
        StringBuilder s = new StringBuilder("Classify(").append(Printer.quote(c.code()));
        if (b.seconds() != Classification.DEFAULT_SECONDS) s.append(", Timeout => ").append(num(b.seconds()));
        if (b.algebraic() != Classification.DEFAULT_ALGEBRAIC) s.append(", Algebraic => ").append(num(b.algebraic()));
        if (b.infinite() != Classification.DEFAULT_INFINITE) s.append(", ProveInfinite => ").append(num(b.infinite()));
        if (b.maxHeap() != 0) s.append(", MaxHeap => ").append(b.maxHeap());
        if (b.maxOrder() != Quotients.DEFAULT_MAX_ORDER) s.append(", MaxOrder => ").append(b.maxOrder());
        if (b.verify() != Classification.DEFAULT_VERIFY) s.append(", Verify => ").append(b.verify());
        return s.append(')').toString();
    }

    private static String num(double s) { return Rational.of(Math.round(s * 1000), 1000).toString(); }

    private static Classification classify(Args a) {
        a.count(1).keywords("Timeout", "Algebraic", "ProveInfinite", "MaxHeap", "MaxOrder", "Verify");
        Object o = a.get(0);
        if (!(o instanceof String) && !(o instanceof Rational))
            throw new CgxException(a.callName() + ": expected a take-and-break code (0.734 or \"0.734\"), got " + a.typeName(o) + " " + o);
        String code = TakeAndBreakCode.parse(a.code(0)).toString();
        int maxOrder = a.naturalKeyword("MaxOrder", Quotients.DEFAULT_MAX_ORDER);
        if (maxOrder < 2 || maxOrder > EngineConfig.MAX_TABLE_ORDER) throw new CgxException(a.callName() + ": MaxOrder must be 2 to " + EngineConfig.MAX_TABLE_ORDER);
        Classification.Budget b = new Classification.Budget(seconds(a, "Timeout", Classification.DEFAULT_SECONDS), a.naturalKeyword("MaxHeap", 0), maxOrder,
                a.naturalKeyword("Verify", Classification.DEFAULT_VERIFY), seconds(a, "Algebraic", Classification.DEFAULT_ALGEBRAIC),
                seconds(a, "ProveInfinite", Classification.DEFAULT_INFINITE));
        return Classification.of(code, b, EngineConfig.fromSystemProperties(), a.progress());
    }

    /** A keyword of seconds, 0 or more (0: no limit for Timeout, not tried for the others). */
    private static double seconds(Args a, String k, double dflt) {
        if (!a.hasKeyword(k)) return dflt;
        Rational s = a.rationalKeyword(k, Rational.ZERO);
        if (s.signum() < 0 || s.compareTo(Rational.of(10_000_000)) > 0) throw new CgxException(a.callName() + ": " + k + " must be 0 to 10^7 seconds, got " + s);
        return s.numerator().doubleValue() / s.denominator().doubleValue();
    }
}
