package cgx.scoring.octal;

import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.Plugin;
import cgx.core.Rational;
import cgx.lang.Registry;

import java.util.ArrayList;
import java.util.List;

/** Scoring octal games and the scoring Sprague–Grundy function Gs (Stewart, §3). */
public final class ScoringOctalPlugin implements Plugin {
    private static final String[] NONE = {};
    @Override public String name() { return "scoring-octal"; }

    @Override public void register(Registry reg) {
        reg.type(ScoringOctal.class, "ScoringOctal");
        reg.type(ScoringOctalHeap.class, "ScoringOctalHeap");
        reg.type(GsMove.class, "GsMove");
        reg.type(GsPeriod.class, "GsPeriod");
        reg.type(SweepReport.class, "SweepReport");

        reg.function("ScoringOctal", "ScoringOctal(code) or ScoringOctal(code, [p_1, ..., p_k]): a scoring octal game (Stewart, Definition 10); points default to p_i = i",
                args -> {
                    args.count(1, 2).keywords(NONE);
                    String code = args.code(0);
                    return args.has(1) ? ScoringOctal.of(code, args.list(1)) : ScoringOctal.of(code);
                });
        reg.method(ScoringOctal.class, "Gs", "R.Gs(n) or R.Gs([n, m, ...]): the scoring Sprague-Grundy value of a heap or of a long-rule sum of heaps",
                (r, args) -> {
                    args.count(1, 1).keywords(NONE);
                    Object a = args.get(0);
                    if (a instanceof CgxList l) return ScoringGs.gsSum(r, heapSizes(args, l));
                    return ScoringGs.gs(r, args.natural(0, "heap"));
                });
        reg.method(ScoringOctal.class, "GsTable", "R.GsTable(n): the list [Gs(0), ..., Gs(n)]",
                (r, args) -> ScoringGs.table(r, args.count(1, 1).keywords(NONE).natural(0, "n")));
        reg.method(ScoringOctal.class, "GsPlot", "R.GsPlot(n): a picture of Gs(0), ..., Gs(n) as bars",
                (r, args) -> GsPicture.of(r, args.count(1, 1).keywords(NONE).natural(0, "n")));
        reg.method(ScoringOctal.class, "Heap", "R.Heap(n): a heap of n beans of R, for mixed sums Gs([R.Heap(n), S.Heap(m)])",
                (r, args) -> new ScoringOctalHeap(r, args.count(1, 1).keywords(NONE).natural(0, "heap")));
        reg.method(ScoringOctal.class, "GsMoves", "R.GsMoves(n) or R.GsMoves([n, m]): every move with its value p_k - Gs(result), optimal ones marked",
                (r, args) -> CgxList.from(ScoringGs.moves(positionOf(r, args), false, false)));
        reg.method(ScoringOctal.class, "OptimalMoves", "R.OptimalMoves(n) or R.OptimalMoves([n, m]): the moves achieving Gs",
                (r, args) -> CgxList.from(ScoringGs.moves(positionOf(r, args), false, true)));
        reg.method(ScoringOctal.class, "GsPeriod", "R.GsPeriod, R.GsPeriod(m), R.GsPeriod(S.Heap(m)), MaxHeap => N: preperiod and period of n -> Gs(n + m), proven or evidence",
                (r, args) -> {
                    args.count(0, 1).keywords("MaxHeap");
                    ScoringOctal p = r;
                    int m = 0;
                    if (args.has(0)) {
                        if (args.get(0) instanceof ScoringOctalHeap h) {
                            p = h.rule();
                            m = h.size();
                        } else m = args.natural(0, "heap m");
                    }
                    boolean tnb = r.isTakingNoBreaking() && p.isTakingNoBreaking();
                    int max = args.naturalKeyword("MaxHeap", tnb ? 1 << 20 : 40);
                    if (max < 1) throw new CgxException("GsPeriod: MaxHeap must be at least 1");
                    return ScoringGs.period(r, p, m, max);
                });
        reg.method(ScoringOctal.class, "Code", "R.Code: the code as a string, e.g. \"0.3333\"", (r, args) -> r.code().toString());
        reg.method(ScoringOctal.class, "Points", "R.Points: the list [p_1, ..., p_k]", (r, args) -> r.pointsList());
        reg.method(ScoringOctal.class, "MaxTake", "R.MaxTake: the largest number of beans a move may take", (r, args) -> Rational.of(r.maxTake()));
        reg.method(ScoringOctal.class, "IsTakingNoBreaking", "R.IsTakingNoBreaking: true if no move leaves two or more heaps",
                (r, args) -> r.isTakingNoBreaking());
        reg.method(ScoringOctal.class, "IsSubtraction", "R.IsSubtraction: true if every non-zero digit is 3 (a subtraction game)",
                (r, args) -> r.isSubtraction());

        reg.method(ScoringOctalHeap.class, "Gs", "H.Gs: Gs of the single heap", (h, args) -> ScoringGs.gs(h.rule(), h.size()));
        reg.method(ScoringOctalHeap.class, "Size", "H.Size: the number of beans", (h, args) -> Rational.of(h.size()));
        reg.method(ScoringOctalHeap.class, "Ruleset", "H.Ruleset: the heap's scoring octal game", (h, args) -> h.rule());

        reg.function("Gs", "Gs([R.Heap(n), S.Heap(m), ...]): Gs of a long-rule sum of heaps of possibly different rulesets",
                args -> ScoringGs.gsMixed(mixed(args.count(1, 1).keywords(NONE), "Gs")));
        reg.function("GsMoves", "GsMoves([R.Heap(n), S.Heap(m)]): every move of a mixed sum with its value",
                args -> CgxList.from(ScoringGs.moves(mixed(args.count(1, 1).keywords(NONE), "GsMoves"), true, false)));
        reg.function("OptimalMoves", "OptimalMoves([R.Heap(n), S.Heap(m)]): the optimal moves of a mixed sum",
                args -> CgxList.from(ScoringGs.moves(mixed(args.count(1, 1).keywords(NONE), "OptimalMoves"), true, true)));

        reg.method(GsMove.class, "Take", "beans taken", (m, a) -> Rational.of(m.take()));
        reg.method(GsMove.class, "Heap", "the heap moved on", (m, a) -> Rational.of(m.heap()));
        reg.method(GsMove.class, "Leaves", "the heaps the move leaves in place of the heap", (m, a) -> m.leaves());
        reg.method(GsMove.class, "Points", "the points p_k the mover gains", (m, a) -> m.points());
        reg.method(GsMove.class, "Result", "the position after the move", (m, a) -> m.result());
        reg.method(GsMove.class, "ResultGs", "Gs of the position after the move", (m, a) -> m.resultGs());
        reg.method(GsMove.class, "Value", "Points - ResultGs", (m, a) -> m.value());
        reg.method(GsMove.class, "IsOptimal", "true if Value = Gs of the position", (m, a) -> m.optimal());

        reg.method(GsPeriod.class, "Preperiod", "first n from which the values repeat (nil if none found)", (g, a) -> g.preperiodValue());
        reg.method(GsPeriod.class, "Period", "least period (nil if none found)", (g, a) -> g.periodValue());
        reg.method(GsPeriod.class, "CheckedUpTo", "largest n computed", (g, a) -> Rational.of(g.checkedUpTo()));
        reg.method(GsPeriod.class, "Proven", "true if the period is proven (repeated window), false if evidence only", (g, a) -> g.proven());
        reg.method(GsPeriod.class, "Evidence", "the argument or evidence, as text", (g, a) -> g.evidence());

        reg.method(SweepReport.class, "Counterexamples", "the counterexamples found, each with its evidence", (r, a) -> r.counterexampleList());
        reg.method(SweepReport.class, "Undecided", "cases where no period was found within the bound", (r, a) -> r.openList());
        reg.method(SweepReport.class, "Checked", "number of cases checked", (r, a) -> Rational.of(r.checked()));
        reg.method(SweepReport.class, "Cases", "number of cases in the family", (r, a) -> Rational.of(r.cases()));

        Sweeps.register(reg);
    }

    static int[] heapSizes(Args args, CgxList l) {
        int[] s = new int[l.size()];
        for (int i = 0; i < s.length; i++) {
            Object o = l.get(i);
            if (!(o instanceof Rational r) || !r.isInteger())
                throw new CgxException(args.callName() + ": heap " + (i + 1) + " must be a non-negative integer, got " + o);
            int v = r.intValueExact(args.callName() + ": heap " + (i + 1));
            if (v < 0) throw new CgxException(args.callName() + ": a heap must be non-negative, got " + v);
            s[i] = v;
        }
        return s;
    }

    static List<ScoringOctalHeap> positionOf(ScoringOctal r, Args args) {
        args.count(1, 1).keywords(NONE);
        Object a = args.get(0);
        if (a instanceof CgxList l) return ScoringGs.heapsOf(r, heapSizes(args, l));
        return ScoringGs.heapsOf(r, new int[] {args.natural(0, "heap")});
    }

    static List<ScoringOctalHeap> mixed(Args args, String name) {
        CgxList l = args.list(0);
        List<ScoringOctalHeap> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            Object o = l.get(i);
            if (!(o instanceof ScoringOctalHeap h))
                throw new CgxException(name + ": element " + (i + 1) + " must be a heap such as R.Heap(5) for R := ScoringOctal(\"0.45\"), got " + o);
            out.add(h);
        }
        if (out.isEmpty()) throw new CgxException(name + ": the list of heaps is empty; use R.Gs([]) for a ruleset R");
        return out;
    }
}
