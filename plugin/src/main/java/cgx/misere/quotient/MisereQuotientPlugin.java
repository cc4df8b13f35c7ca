package cgx.misere.quotient;

import cgx.heap.HeapGame;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Printer;
import cgx.core.Rational;
import cgx.lang.Registry;
import cgx.misere.MisereGame;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Worksheet names for misère quotients and transition algebras (Plambeck–Siegel). */
public final class MisereQuotientPlugin implements Plugin {
    @Override public String name() { return "misere-quotient"; }

    private static Rational num(long n) { return Rational.of(n); }

    /** The quotients computed or used in this session (this plug-in instance is the session's), latest first: their words read back. */
    private final java.util.ArrayDeque<MisereQuotient> known = new java.util.ArrayDeque<>();
    private static final int KNOWN = 8;

    private MisereQuotient remember(MisereQuotient q) {
        synchronized (known) {
            known.remove(q);
            known.addFirst(q);
            while (known.size() > KNOWN) known.removeLast();
        }
        return q;
    }

    private static MisereQuotient quotientOf(MonoidWord w) {
        if (w.quotient == null) throw new CgxException("the word " + w.text() + " belongs to no quotient");
        return w.quotient;
    }

    /** The engine's settings from the call's keywords (MaxOrder, SearchBudget, LearnerThreads), progress to the session. */
    static EngineConfig config(Args a, Consumer<String> progress) {
        EngineConfig d = EngineConfig.fromSystemProperties();
        int budget = a.naturalKeyword("SearchBudget", d.searchBudget());
        if (budget < 1000) throw new CgxException(a.callName() + ": SearchBudget must be at least 1000 positions");
        int maxOrder = a.naturalKeyword("MaxOrder", Quotients.DEFAULT_MAX_ORDER);
        if (maxOrder < 2 || maxOrder > EngineConfig.MAX_TABLE_ORDER)
            throw new CgxException(a.callName() + ": MaxOrder must be 2 to " + EngineConfig.MAX_TABLE_ORDER + " (a quotient's table is one array of order² entries)");
        int threads = a.naturalKeyword("LearnerThreads", d.learnerThreads());
        if (threads < 1 || threads > 256) throw new CgxException(a.callName() + ": LearnerThreads must be 1 to 256");
        int level = a.naturalKeyword("CopiesLevel", d.copiesLevel());
        if (level < 1 || level > EngineConfig.MAX_COPIES_LEVEL) throw new CgxException(a.callName() + ": CopiesLevel must be 1 to " + EngineConfig.MAX_COPIES_LEVEL);
        boolean trace = a.booleanKeyword("Trace", false);
        return d.withSearchBudget(budget).withMaxOrder(maxOrder).withLearnerThreads(threads).withCopiesLevel(level).withProgress(progress).withTrace(trace);
    }

    static MisereQuotient quotient(Args a, Consumer<String> progress) {
        a.count(1).keywords("MaxHeap", "MaxOrder", "SearchBudget", "LearnerThreads", "CopiesLevel", "Trace");
        int maxHeap = a.naturalKeyword("MaxHeap", 0);
        EngineConfig config = config(a, progress);
        Object o = a.get(0);
        if (o instanceof MisereGame g) return Quotients.ofForms(List.of(g), maxHeap, config);
        if (o instanceof CgxList l) {
            List<MisereGame> gs = new ArrayList<>();
            for (Object x : l) {
                if (!(x instanceof MisereGame g)) throw new CgxException(a.callName() + ": a list must hold impartial games in misère canonical form, got " + a.typeName(x) + " " + x);
                gs.add(g);
            }
            return Quotients.ofForms(gs, maxHeap, config);
        }
        if (o instanceof HeapGame h) return Quotients.ofHeaps(h.rules(), maxHeap, config);
        if (o instanceof MsvFile m) {
            // MisereSolver's file: cgx's Q_toHeap must be the one recorded there; then cgx goes on to the full quotient
            TakeAndBreakCode code = m.code();
            String why = m.disagreement(Quotients.ofHeaps(code, m.toHeap(), config));
            if (why != null) throw new CgxException(a.callName() + ": cgx's partial quotient Q_" + m.toHeap() + " of " + code + " is not the one in " + m.path() + ": " + why);
            return Quotients.ofHeaps(code, maxHeap, config);
        }
        if (o instanceof String || o instanceof Rational) {
            TakeAndBreakCode code = TakeAndBreakCode.parse(a.code(0));
            return Quotients.ofHeaps(code, maxHeap, config);
        }
        throw new CgxException(a.callName() + ": expected a take-and-break code (0.15 or \"0.15\"), a heap ruleset such as Subtraction([1, 2, 5]), an impartial game such as *2/320, or a list of them; got " + a.typeName(o) + " " + o);
    }

    /** Argument {@code i} as an element of {@code q}: a word ({@code "ab^2"} or a MonoidWord) or a list of heaps. */
    private static CgxList words(MisereQuotient q, List<Integer> xs) {
        List<Object> out = new ArrayList<>();
        for (int x : xs) out.add(q.word(x));
        return CgxList.from(out);
    }

    static int element(MisereQuotient q, Args a, int i) { return element(q, a.get(i), a); }

    static int element(MisereQuotient q, Object o, Args a) {
        if (o instanceof MonoidWord w) return q.element(w);
        if (o instanceof String s) return q.element(s);
        if (o instanceof Rational r && r.equals(Rational.of(1))) return 0; // the identity, printed 1
        if (o instanceof CgxList l) {
            int[] heaps = new int[l.size()];
            for (int j = 0; j < heaps.length; j++) {
                Object h = l.get(j);
                if (!(h instanceof Rational r) || !r.isInteger() || r.signum() < 0)
                    throw new CgxException(a.callName() + ": a heap must be a non-negative integer, got " + a.typeName(h) + " " + h);
                heaps[j] = r.intValueExact("heap");
            }
            return q.element(heaps);
        }
        throw new CgxException(a.callName() + ": expected a word (ab^2, \"ab^2\" or 1) or a list of heaps, got " + a.typeName(o) + " " + o);
    }

    /** A method of a quotient (or of what it belongs to): using it makes the quotient the latest, the first its words read back in. */
    private <T> void method(Registry r, Class<T> type, java.util.function.Function<T, MisereQuotient> quotient, String name, String doc, cgx.lang.NativeMethod<T> m) {
        r.method(type, name, doc, (self, a) -> {
            remember(quotient.apply(self));
            return m.apply(self, a);
        });
    }

    @Override public void register(Registry r) {
        r.type(MisereQuotient.class, "MisereQuotient");
        r.type(MonoidWord.class, "MonoidWord");
        r.type(TransitionAlgebra.class, "TransitionAlgebra");
        // a quotient prints as its description, in a comment, and the call that computes it again
        r.printer(MisereQuotient.class, q -> Printer.commented(q.description(false), q.call()));
        r.printer(MonoidWord.class, MonoidWord::text);
        // a word prints as its generators (ab^2): read back in this session by the quotients it computed, latest first
        r.nameResolver(name -> {
            synchronized (known) {
                for (MisereQuotient q : known) {
                    MonoidWord w = q.spelled(name);
                    if (w != null) return w;
                }
            }
            return null;
        });
        r.binary("^", MonoidWord.class, Rational.class, (w, k) -> {
            if (!k.isInteger() || k.signum() < 0) throw new CgxException("a word's exponent must be a non-negative integer, got " + k);
            return quotientOf(w).power(w, k.intValueExact("exponent"));
        });
        r.binary("*", MonoidWord.class, MonoidWord.class, (x, y) -> {
            MisereQuotient q = quotientOf(x);
            if (quotientOf(y) != q) throw new CgxException("cannot multiply words of two quotients: " + x.text() + " and " + y.text());
            return q.multiply(q.element(x), q.element(y));
        });
        r.binary("==", MonoidWord.class, Rational.class, (w, n) -> w.element == 0 && n.equals(Rational.of(1)));
        r.binary("==", Rational.class, MonoidWord.class, (n, w) -> w.element == 0 && n.equals(Rational.of(1)));
        r.binary("!=", MonoidWord.class, Rational.class, (w, n) -> !(w.element == 0 && n.equals(Rational.of(1))));
        r.binary("!=", Rational.class, MonoidWord.class, (n, w) -> !(w.element == 0 && n.equals(Rational.of(1))));
        r.printer(TransitionAlgebra.class, t -> Printer.commented(t.summary(), t.call()));

        // (the keywords and their defaults, some derived from this JVM's memory, are in the reference entry: misere-quotient.ref)
        r.function("MisereQuotient", "MisereQuotient(G): the misère quotient of a code or heap ruleset, a canonical form, or a list of forms; "
                        + "MaxHeap => n for Q_n, MaxOrder, SearchBudget, LearnerThreads, CopiesLevel, Trace; stopped by a bound, memory or time, "
                        + "it returns the partial quotient reached and says why",
                a -> remember(quotient(a, a.progress())));
        r.function("TransitionAlgebra", "transition algebra T(A) (Plambeck–Siegel §5) of a code, form or list of forms",
                a -> new TransitionAlgebra(remember(quotient(a, a.progress()))));

        Class<MisereQuotient> Q = MisereQuotient.class;
        method(r, Q, q -> q, "Order", "|Q|", (q, a) -> { a.count(0); return num(q.order()); });
        method(r, Q, q -> q, "PPortion", "the P-portion as a list of words", (q, a) -> { a.count(0); return CgxList.from(q.pPortion()); });
        method(r, Q, q -> q, "Phi", "Φ(H_n) as a word", (q, a) -> { a.count(1); return q.phi(a.natural(0, "heap")); });
        method(r, Q, q -> q, "Period", "misère period (certified by the Periodicity Theorem), or Nil", (q, a) -> { a.count(0); return q.period() > 0 ? num(q.period()) : Nil.NIL; });
        method(r, Q, q -> q, "Preperiod", "misère preperiod, or Nil", (q, a) -> { a.count(0); return q.period() > 0 ? num(q.preperiod()) : Nil.NIL; });
        method(r, Q, q -> q, "IsComplete", "true for the full quotient (certified by the Periodicity Theorem; for forms, their closure), false for a partial quotient Q_n: Q.Certificate says what was checked of it", (q, a) -> { a.count(0); return q.isComplete(); });
        method(r, Q, q -> q, "MaxHeap", "the largest heap (generator) analysed: n of Q_n", (q, a) -> { a.count(0); return num(q.maxGenerator()); });
        method(r, Q, q -> q, "Orders", "[n, |Q_n|, |P_n|] at each heap n that changes the quotient, to Q.MaxHeap (Plambeck–Siegel §2's partial quotients)", (q, a) -> {
            a.count(0);
            List<Object> rows = new ArrayList<>();
            for (int[] row : q.partialOrders()) rows.add(CgxList.from(List.of(num(row[0]), num(row[1]), num(row[2]))));
            return CgxList.from(rows);
        });
        method(r, Q, q -> q, "Presentation", "generators and relations", (q, a) -> { a.count(0); return q.presentation(); });
        method(r, Q, q -> q, "Generators", "the presentation's generators", (q, a) -> { a.count(0); return CgxList.from(q.generators()); });
        method(r, Q, q -> q, "Elements", "all elements as words", (q, a) -> { a.count(0); return CgxList.from(q.elements()); });
        method(r, Q, q -> q, "IsTame", "isomorphic to some T_n", (q, a) -> { a.count(0); return q.isTame(); });
        method(r, Q, q -> q, "Multiply", "product of two words", (q, a) -> { a.count(2); return q.multiply(element(q, a, 0), element(q, a, 1)); });
        method(r, Q, q -> q, "Outcome", "misère outcome of a word (\"ab^2\") or a list of heaps", (q, a) -> { a.count(1); return cgx.core.Outcome.valueOf(q.outcome(element(q, a, 0))); });
        method(r, Q, q -> q, "MultiplicationTable", "rows of products, elements in the order of Q.Elements", (q, a) -> {
            a.count(0);
            List<Object> rows = new ArrayList<>();
            for (List<MonoidWord> row : q.multiplicationTable()) rows.add(CgxList.from(row));
            return CgxList.from(rows);
        });
        method(r, Q, q -> q, "MultiplicationTablePlot", "a picture of the multiplication table, products in the P-portion shaded", (q, a) -> { a.count(0); return QuotientPictures.multiplicationTable(q); });
        method(r, Q, q -> q, "PhiPlot", "PhiPlot(n): a picture of Φ(H_0), ..., Φ(H_n), P-heaps shaded", (q, a) -> { a.count(1); return QuotientPictures.phi(q, a.natural(0, "heap")); });
        method(r, Q, q -> q, "PresentationTable", "generators, relations, P-portion and order as a table (HTML in a notebook)", (q, a) -> { a.count(0); return QuotientPictures.presentation(q); });
        method(r, Q, q -> q, "Kernel", "the kernel zQ (§6)", (q, a) -> { a.count(0); return CgxList.from(q.kernel()); });
        method(r, Q, q -> q, "IsRegular", "|K ∩ P| = 1 (Definition 6.2)", (q, a) -> { a.count(0); return q.isRegular(); });
        method(r, Q, q -> q, "IsNormal", "K ∩ P = {z} (Definition 6.2)", (q, a) -> { a.count(0); return q.isNormal(); });
        method(r, Q, q -> q, "Idempotents", "elements with x^2 = x", (q, a) -> { a.count(0); return CgxList.from(q.idempotents()); });
        method(r, Q, q -> q, "Analysis", "MisereSolver's --analyze: per idempotent its maximal subgroup's order, archimedean component's size, lower covers and P-positions in the maximal subgroup (* the kernel identity), as a table", (q, a) -> { a.count(0); return q.analysis().table(); });
        method(r, Q, q -> q, "MutualDivisibilityClassCount", "the number of classes of x ~ y iff x | y and y | x", (q, a) -> { a.count(0); return num(q.analysis().mutualDivisibilityClassCount()); });
        method(r, Q, q -> q, "MaxSubgroupOrder", "MaxSubgroupOrder(e): the order of the maximal subgroup of the idempotent e", (q, a) -> { a.count(1); return num(q.analysis().maxSubgroupOrder(element(q, a, 0))); });
        method(r, Q, q -> q, "MaximalSubgroups", "for each idempotent e (in the order of Q.Elements), its maximal subgroup H_e: the abelian group in invariant-factor form (Z2 x Z6), its order and P ∩ H_e; the periods of Q are the orders of their elements", (q, a) -> {
            a.count(0);
            return CgxList.from(new ArrayList<Object>(MaximalSubgroup.all(q)));
        });
        method(r, Q, q -> q, "MaximalSubgroup", "MaximalSubgroup(e): the maximal subgroup H_e of the idempotent e, as Q.MaximalSubgroups gives it", (q, a) -> { a.count(1); return MaximalSubgroup.of(q, element(q, a, 0)); });
        method(r, Q, q -> q, "ArchimedeanComponentSize", "ArchimedeanComponentSize(e): the number of x whose idempotent power is e", (q, a) -> { a.count(1); return num(q.analysis().archimedeanComponentSize(element(q, a, 0))); });
        method(r, Q, q -> q, "LowerCovers", "LowerCovers(e): the idempotents just below e (f = ef, none between)", (q, a) -> { a.count(1); return words(q, q.analysis().lowerCovers(element(q, a, 0))); });
        method(r, Q, q -> q, "MaxSubgroupPPortion", "MaxSubgroupPPortion(e): the P-positions in the maximal subgroup of e", (q, a) -> { a.count(1); return words(q, q.analysis().maxSubgroupPPortion(element(q, a, 0))); });
        method(r, Q, q -> q, "RogueHeaps", "RogueHeaps(n): the heaps up to n whose Φ-value lies outside the kernel", (q, a) -> {
            a.count(1);
            List<Object> out = new ArrayList<>();
            for (int h : q.analysis().rogueHeaps(a.natural(0, "heap"))) out.add(num(h));
            return CgxList.from(out);
        });
        method(r, Q, q -> q, "LastRogue", "MisereSolver's LastRogue: the largest heap whose Φ-value lies outside the kernel (-1 if none); nil when such heaps recur in the periodic part", (q, a) -> {
            a.count(0);
            Integer h = q.analysis().lastRogue();
            return h == null ? Nil.NIL : num(h);
        });
        method(r, Q, q -> q, "TameIndex", "k when the quotient is the tame quotient T_k (MisereSolver's (Q,P) = Tk), else nil", (q, a) -> {
            a.count(0);
            Integer k = q.analysis().tameIndex();
            return k == null ? Nil.NIL : num(k);
        });
        r.method(HeapGame.class, "TameIndices", "TameIndices(n): for heaps 1..n, k when the partial quotient Q_h is T_k, nil where it is wild", (t, a) -> {
            int n = a.count(1).natural(0, "heap");
            if (n > 200) throw new CgxException("TameIndices: at most 200 heaps (one partial quotient each), got " + n);
            List<Object> out = new ArrayList<>();
            for (int h = 1; h <= n; h++) {
                Integer k = Quotients.ofHeaps(t.rules(), h, config(a, a.progress())).analysis().tameIndex();
                out.add(k == null ? Nil.NIL : num(k));
            }
            return CgxList.from(out);
        });
        r.method(HeapGame.class, "StdForm", "MisereSolver's standard form of a take-and-break code: heaps shifted down while a heap of 1 has no move", (t, a) -> {
            a.count(0);
            if (!(t.rules() instanceof TakeAndBreakCode c)) throw new CgxException("StdForm is defined for take-and-break codes; " + t + " is not one");
            return HeapGame.of(cgx.heap.StandardForm.of(c));
        });
        r.type(MsvFile.class, "MsvFile");
        r.function("ReadMsv", "ReadMsv(\"q-TakeAndBreak(0.15).msv\"): MisereSolver's .msv file (what --persist writes); MisereQuotient(ReadMsv(f)) checks cgx's partial quotient against it and goes on", a -> {
            a.count(1);
            return MsvFile.read(cgx.core.WorkingDirectory.resolve(a.string(0)));
        });
        r.method(MsvFile.class, "Rules", "the rules recorded, e.g. TakeAndBreak(0.15)", (m, a) -> { a.count(0); return m.rules(); });
        r.method(MsvFile.class, "ToHeap", "the last heap the file's quotient covers", (m, a) -> { a.count(0); return num(m.toHeap()); });
        r.method(MsvFile.class, "Order", "|Q| of the recorded quotient", (m, a) -> { a.count(0); return num(m.order()); });
        r.method(MsvFile.class, "PPortionSize", "|P| of the recorded quotient", (m, a) -> { a.count(0); return num(m.pSize()); });
        method(r, Q, q -> q, "SaveMsv", "SaveMsv(\"f.msv\", ToHeap => n): MisereSolver's .msv format (a zip holding quotient.xml), for a quotient of a take-and-break code, Φ to heap n (default: the heaps analysed); returns the path", (q, a) -> {
            a.count(1).keywords("ToHeap");
            if (!(q.rules() instanceof TakeAndBreakCode c)) throw new CgxException("SaveMsv: MisereSolver's format records take-and-break codes; this quotient is not of one");
            int toHeap = a.naturalKeyword("ToHeap", q.maxGenerator());
            if (toHeap > q.maxGenerator() && !(q.isComplete() && q.period() > 0)) {
                throw new CgxException("SaveMsv: Φ is known to heap " + q.maxGenerator() + " only (a partial quotient)");
            }
            return MsvFile.write(q, "TakeAndBreak(" + c + ")", toHeap, cgx.core.WorkingDirectory.resolve(a.string(0))).toString();
        });
        method(r, Q, q -> q, "ElementPeriod", "least k with x^(n+k) = x^n", (q, a) -> { a.count(1); return num(q.elementPeriod(element(q, a, 0))); });
        method(r, Q, q -> q, "ElementPeriods", "the period of every element (least k with x^(n+k) = x^n), in the order of Q.Elements", (q, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>();
            for (int p : q.elementPeriods()) out.add(num(p));
            return CgxList.from(out);
        });
        method(r, Q, q -> q, "MaxElementPeriod", "the largest period of an element (§A.6: 6 in Q(*(2/210)(2/30)3/21), 4 in Q(*(2/1)(2/0)4310))", (q, a) -> { a.count(0); return num(q.maxElementPeriod()); });
        method(r, Q, q -> q, "Verify", "checks predictions against exhaustive misère search on all sums of heaps of total size ≤ n; returns the number of positions", (q, a) -> { a.count(1); return num(q.verify(a.natural(0, "size"))); });

        Class<MaximalSubgroup> H = MaximalSubgroup.class;
        r.type(H, "MaximalSubgroup");
        // prints as its summary, in a comment, and the call that gives it again
        r.printer(H, h -> Printer.commented(h.summary(), h.call()));
        method(r, H, MaximalSubgroup::quotient, "Quotient", "the misère quotient it lies in", (h, a) -> { a.count(0); return h.quotient(); });
        method(r, H, MaximalSubgroup::quotient, "Idempotent", "its identity e", (h, a) -> { a.count(0); return h.idempotent(); });
        method(r, H, MaximalSubgroup::quotient, "Structure", "the group in invariant-factor form, \"Z2 x Z6\" (Z_d1 x ... x Z_dt, d1 | ... | dt)", (h, a) -> { a.count(0); return h.structure(); });
        method(r, H, MaximalSubgroup::quotient, "InvariantFactors", "d1, ..., dt with H ≅ Z_d1 x ... x Z_dt and 1 < d1 | d2 | ... | dt", (h, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>();
            for (int d : h.invariantFactors()) out.add(num(d));
            return CgxList.from(out);
        });
        method(r, H, MaximalSubgroup::quotient, "Order", "|H_e|", (h, a) -> { a.count(0); return num(h.order()); });
        method(r, H, MaximalSubgroup::quotient, "Exponent", "the largest order of an element (d_t): the largest period of an element whose idempotent power is e", (h, a) -> { a.count(0); return num(h.exponent()); });
        method(r, H, MaximalSubgroup::quotient, "Elements", "its elements as words", (h, a) -> { a.count(0); return CgxList.from(h.elements()); });
        method(r, H, MaximalSubgroup::quotient, "PPortion", "P ∩ H_e as words", (h, a) -> { a.count(0); return CgxList.from(h.pPortion()); });
        method(r, H, MaximalSubgroup::quotient, "PStabilizer", "the s in H_e with s(P ∩ H_e) = P ∩ H_e (a subgroup; P ∩ H_e is a union of its cosets)", (h, a) -> { a.count(0); return CgxList.from(h.pStabilizer()); });
        method(r, H, MaximalSubgroup::quotient, "IsKernel", "whether e is the kernel identity (H_e is then the kernel K)", (h, a) -> { a.count(0); return h.isKernel(); });

        Class<TransitionAlgebra> T = TransitionAlgebra.class;
        method(r, T, TransitionAlgebra::quotient, "Quotient", "the misère quotient", (t, a) -> { a.count(0); return t.quotient(); });
        method(r, T, TransitionAlgebra::quotient, "Size", "|T|", (t, a) -> { a.count(0); return num(t.size()); });
        method(r, T, TransitionAlgebra::quotient, "Elements", "pairs [x, E]", (t, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>();
            for (TransitionAlgebra.Element e : t.elements()) out.add(CgxList.of(e.x(), CgxList.from(e.options())));
            return CgxList.from(out);
        });
        method(r, T, TransitionAlgebra::quotient, "MeximalSet", "M_x (Definition 5.1)", (t, a) -> { a.count(1); return CgxList.from(t.meximalSet(element(t.quotient(), a, 0))); });
        method(r, T, TransitionAlgebra::quotient, "Mex", "F(E) of the Generalized Mex Rule (Theorem 5.5), Nil where undefined", (t, a) -> {
            a.count(1);
            CgxList l = a.list(0);
            int[] xs = new int[l.size()];
            for (int i = 0; i < xs.length; i++) xs[i] = element(t.quotient(), l.get(i), a);
            MonoidWord w = t.mex(xs);
            return w == null ? Nil.NIL : w;
        });
        method(r, T, TransitionAlgebra::quotient, "LowerBounds", "antichain of minimal E with F(E) = x (Figure 3)", (t, a) -> {
            a.count(1);
            List<Object> out = new ArrayList<>();
            for (List<MonoidWord> e : t.lowerBounds(element(t.quotient(), a, 0))) out.add(CgxList.from(e));
            return CgxList.from(out);
        });
    }
}
