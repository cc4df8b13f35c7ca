package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.core.Rational;
import cgx.lang.Registry;
import cgx.misere.MisereGame;

import java.util.ArrayList;
import java.util.List;

/** Worksheet names for misère quotients and transition algebras (Plambeck–Siegel). */
public final class MisereQuotientPlugin implements Plugin {
    @Override public String name() { return "misere-quotient"; }

    private static Rational num(long n) { return Rational.of(n); }

    static MisereQuotient quotient(Args a) {
        a.count(1).keywords("MaxHeap", "MaxOrder", "SearchBudget");
        int maxHeap = a.naturalKeyword("MaxHeap", 0);
        int budget = a.naturalKeyword("SearchBudget", QuotientBuilder.LEARN_BUDGET);
        if (budget < 1000) throw new CgxException(a.callName() + ": SearchBudget must be at least 1000 positions");
        int maxOrder = a.naturalKeyword("MaxOrder", Quotients.DEFAULT_MAX_ORDER);
        if (maxOrder < 2 || maxOrder > 20000) throw new CgxException(a.callName() + ": MaxOrder must be 2 to 20000");
        Object o = a.get(0);
        if (o instanceof MisereGame g) return Quotients.ofForms(List.of(g), maxOrder);
        if (o instanceof CgxList l) {
            List<MisereGame> gs = new ArrayList<>();
            for (Object x : l) {
                if (!(x instanceof MisereGame g)) throw new CgxException(a.callName() + ": a list must hold impartial games in misère canonical form, got " + a.typeName(x) + " " + x);
                gs.add(g);
            }
            return Quotients.ofForms(gs, maxOrder);
        }
        if (o instanceof String || o instanceof Rational) {
            TakeAndBreakCode code = TakeAndBreakCode.parse(a.code(0));
            return Quotients.ofCode(code, maxHeap, maxOrder, budget, true);
        }
        throw new CgxException(a.callName() + ": expected a take-and-break code (0.15 or \"0.15\"), an impartial game such as *2/320, or a list of them; got " + a.typeName(o) + " " + o);
    }

    @Override public void register(Registry r) {
        r.type(MisereQuotient.class, "MisereQuotient");
        r.type(MonoidWord.class, "MonoidWord");
        r.type(TransitionAlgebra.class, "TransitionAlgebra");
        r.printer(MisereQuotient.class, MisereQuotient::toString);
        r.printer(MonoidWord.class, MonoidWord::toString);
        r.printer(TransitionAlgebra.class, TransitionAlgebra::toString);

        r.function("MisereQuotient", "misère quotient of a code (MaxHeap => n for Q_n; SearchBudget => positions the growth step may search), a canonical form, or a list of forms",
                MisereQuotientPlugin::quotient);
        r.function("TransitionAlgebra", "transition algebra T(A) (Plambeck–Siegel §5) of a code, form or list of forms",
                a -> new TransitionAlgebra(quotient(a)));

        Class<MisereQuotient> Q = MisereQuotient.class;
        r.method(Q, "Order", "|Q|", (q, a) -> { a.count(0); return num(q.order()); });
        r.method(Q, "PPortion", "the P-portion as a list of words", (q, a) -> { a.count(0); return q.pPortion(); });
        r.method(Q, "Phi", "Φ(H_n) as a word", (q, a) -> { a.count(1); return q.phi(a.natural(0, "heap")); });
        r.method(Q, "Period", "misère period (certified by the Periodicity Theorem), or Nil", (q, a) -> { a.count(0); return q.period() > 0 ? num(q.period()) : Nil.NIL; });
        r.method(Q, "Preperiod", "misère preperiod, or Nil", (q, a) -> { a.count(0); return q.period() > 0 ? num(q.preperiod()) : Nil.NIL; });
        r.method(Q, "IsComplete", "true if the quotient is certified complete", (q, a) -> { a.count(0); return q.isComplete(); });
        r.method(Q, "MaxHeap", "the largest heap (generator) analysed", (q, a) -> { a.count(0); return num(q.maxGenerator()); });
        r.method(Q, "Presentation", "generators and relations", (q, a) -> { a.count(0); return q.presentation(); });
        r.method(Q, "Generators", "the presentation's generators", (q, a) -> { a.count(0); return q.generators(); });
        r.method(Q, "Elements", "all elements as words", (q, a) -> { a.count(0); return q.elements(); });
        r.method(Q, "IsTame", "isomorphic to some T_n", (q, a) -> { a.count(0); return q.isTame(); });
        r.method(Q, "Multiply", "product of two words", (q, a) -> { a.count(2); return q.multiply(a.get(0), a.get(1)); });
        r.method(Q, "Outcome", "misère outcome of a word (\"ab^2\") or a list of heaps", (q, a) -> { a.count(1); return cgx.core.Outcome.valueOf(q.outcome(a.get(0))); });
        r.method(Q, "MultiplicationTable", "rows of products, elements in the order of Q.Elements", (q, a) -> { a.count(0); return q.multiplicationTable(); });
        r.method(Q, "MultiplicationTablePlot", "a picture of the multiplication table, products in the P-portion shaded", (q, a) -> { a.count(0); return QuotientPictures.multiplicationTable(q); });
        r.method(Q, "PhiPlot", "PhiPlot(n): a picture of Φ(H_0), ..., Φ(H_n), P-heaps shaded", (q, a) -> { a.count(1); return QuotientPictures.phi(q, a.natural(0, "heap")); });
        r.method(Q, "PresentationTable", "generators, relations, P-portion and order as a table (HTML in a notebook)", (q, a) -> { a.count(0); return QuotientPictures.presentation(q); });
        r.method(Q, "Kernel", "the kernel zQ (§6)", (q, a) -> { a.count(0); return q.kernel(); });
        r.method(Q, "IsRegular", "|K ∩ P| = 1 (Definition 6.2)", (q, a) -> { a.count(0); return q.isRegular(); });
        r.method(Q, "IsNormal", "K ∩ P = {z} (Definition 6.2)", (q, a) -> { a.count(0); return q.isNormal(); });
        r.method(Q, "Idempotents", "elements with x^2 = x", (q, a) -> { a.count(0); return q.idempotents(); });
        r.method(Q, "ElementPeriod", "least k with x^(n+k) = x^n", (q, a) -> { a.count(1); return num(q.elementPeriod(a.get(0))); });
        r.method(Q, "Verify", "checks predictions against exhaustive misère search on all sums of heaps of total size ≤ n; returns the number of positions", (q, a) -> { a.count(1); return num(q.verify(a.natural(0, "size"))); });

        Class<TransitionAlgebra> T = TransitionAlgebra.class;
        r.method(T, "Quotient", "the misère quotient", (t, a) -> { a.count(0); return t.quotient(); });
        r.method(T, "Size", "|T|", (t, a) -> { a.count(0); return num(t.size()); });
        r.method(T, "Elements", "pairs [x, E]", (t, a) -> { a.count(0); return t.elements(); });
        r.method(T, "MeximalSet", "M_x (Definition 5.1)", (t, a) -> { a.count(1); return t.meximalSet(a.get(0)); });
        r.method(T, "Mex", "F(E) of the Generalized Mex Rule (Theorem 5.5), Nil where undefined", (t, a) -> { a.count(1); return t.mex(a.list(0)); });
        r.method(T, "LowerBounds", "antichain of minimal E with F(E) = x (Figure 3)", (t, a) -> { a.count(1); return t.lowerBounds(a.get(0)); });
    }
}
