package cgx.scoring.octal;

import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Printer;
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
        reg.printer(GsMove.class, ScoringOctalPlugin::printed);
        reg.printer(GsPeriod.class, ScoringOctalPlugin::printed);
        reg.printer(SweepReport.class, ScoringOctalPlugin::printed);
        reg.function("SweepReport", "SweepReport(title, cases, checked, counterexamples, undecided, bound): a sweep's report from its parts (its printed form)",
                args -> {
                    args.count(6, 6).keywords(NONE);
                    return new SweepReport(args.string(0), args.natural(1, "cases"), args.natural(2, "checked"),
                            strings(args, 3), strings(args, 4), args.string(5));
                });

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
                (r, args) -> CgxList.from(ScoringGs.table(r, args.count(1, 1).keywords(NONE).natural(0, "n"))));
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
        reg.method(ScoringOctal.class, "Points", "R.Points: the list [p_1, ..., p_k]", (r, args) -> CgxList.from(r.pointList()));
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

        reg.method(GsMove.class, "Text", "the move and its value in words, e.g. 13 -> 9: take 4 from 13, 4 - Gs(9) = 4 - 1 = 3 (optimal)", (m, a) -> m.toString());
        reg.method(GsMove.class, "Take", "beans taken", (m, a) -> Rational.of(m.take()));
        reg.method(GsMove.class, "Heap", "the heap moved on", (m, a) -> Rational.of(m.heap()));
        reg.method(GsMove.class, "Leaves", "the heaps the move leaves in place of the heap", (m, a) -> CgxList.from(m.leaves()));
        reg.method(GsMove.class, "Points", "the points p_k the mover gains", (m, a) -> m.points());
        reg.method(GsMove.class, "Result", "the position after the move", (m, a) -> CgxList.from(m.result()));
        reg.method(GsMove.class, "ResultGs", "Gs of the position after the move", (m, a) -> m.resultGs());
        reg.method(GsMove.class, "Value", "Points - ResultGs", (m, a) -> m.value());
        reg.method(GsMove.class, "IsOptimal", "true if Value = Gs of the position", (m, a) -> m.optimal());

        reg.method(GsPeriod.class, "Preperiod", "first n from which the values repeat (nil if none found)", (g, a) -> g.found() ? Rational.of(g.preperiod()) : Nil.NIL);
        reg.method(GsPeriod.class, "Period", "least period (nil if none found)", (g, a) -> g.found() ? Rational.of(g.period()) : Nil.NIL);
        reg.method(GsPeriod.class, "CheckedUpTo", "largest n computed", (g, a) -> Rational.of(g.checkedUpTo()));
        reg.method(GsPeriod.class, "Proven", "true if the period is proven (repeated window), false if evidence only", (g, a) -> g.proven());
        reg.method(GsPeriod.class, "Text", "the period and its evidence in words", (g, a) -> g.toString());
        reg.method(GsPeriod.class, "Evidence", "the argument or evidence, as text", (g, a) -> g.evidence());

        reg.method(SweepReport.class, "Counterexamples", "the counterexamples found, each with its evidence", (r, a) -> CgxList.from(r.counterexamples()));
        reg.method(SweepReport.class, "Undecided", "cases where no period was found within the bound", (r, a) -> CgxList.from(r.open()));
        reg.method(SweepReport.class, "Text", "the report in words", (r, a) -> r.toString());
        reg.method(SweepReport.class, "Checked", "number of cases checked", (r, a) -> Rational.of(r.checked()));
        reg.method(SweepReport.class, "Cases", "number of cases in the family", (r, a) -> Rational.of(r.cases()));

        SweepFunctions.register(reg);
    }

    /** A move: its explanation, then the element of the list of its position's moves it is. */
    static String printed(GsMove m) {
        List<ScoringOctalHeap> p = m.position();
        String list;
        if (m.mixed()) list = "GsMoves(" + p + ")";
        else if (p.size() == 1) list = p.get(0).rule() + ".GsMoves(" + p.get(0).size() + ")";
        else list = p.get(0).rule() + ".GsMoves(" + ScoringGs.positionText(p, false, true) + ")";
        return Printer.commented(m.toString(), list + "[" + (m.index() + 1) + "]");
    }

    /** A period: its evidence, then the call that computes it. */
    static String printed(GsPeriod g) {
        GsPeriod.Source s = g.source();
        if (s == null) return g.toString();
        String column = s.p().equals(s.o()) ? (s.m() == 0 ? "" : s.m() + ", ") : s.p() + ".Heap(" + s.m() + "), ";
        return Printer.commented(g.toString(), s.o() + ".GsPeriod(" + column + "MaxHeap => " + s.maxHeap() + ")");
    }

    /** A sweep's report: its text, then its parts (reading them back does not rerun the sweep). */
    static String printed(SweepReport r) {
        return Printer.commented(r.toString(), "SweepReport(" + Printer.quote(r.title()) + ", " + r.cases() + ", " + r.checked() + ", "
                + quoted(r.counterexamples()) + ", " + quoted(r.open()) + ", " + Printer.quote(r.bound()) + ")");
    }

    private static String quoted(List<String> l) {
        StringBuilder b = new StringBuilder("[");
        for (String s : l) b.append(b.length() > 1 ? ", " : "").append(Printer.quote(s));
        return b.append(']').toString();
    }

    private static List<String> strings(Args args, int i) {
        List<String> out = new ArrayList<>();
        for (Object o : args.list(i)) {
            if (!(o instanceof String s)) throw new CgxException(args.callName() + ": argument " + (i + 1) + " must be a list of strings, got " + args.typeName(o));
            out.add(s);
        }
        return out;
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

    /**
     * The conjecture sweeps' worksheet functions: reads their arguments and hands
     * {@link Sweeps} plain values and the session's progress sink.
     */
    static final class SweepFunctions {
        private SweepFunctions() {}

        static Sweeps.Options options(Args args, int dfltMaxHeap, int cases) {
            int max = args.naturalKeyword("MaxHeap", dfltMaxHeap);
            int from = args.naturalKeyword("From", 1);
            int to = args.naturalKeyword("To", cases);
            if (from < 1) from = 1;
            to = Math.min(to, cases);
            Object cp = args.keyword("Checkpoint", null);
            if (cp != null && !(cp instanceof String)) throw new CgxException(args.callName() + ": Checkpoint must be a file name (a string)");
            Object pr = args.keyword("Progress", Boolean.TRUE);
            if (!(pr instanceof Boolean)) throw new CgxException(args.callName() + ": Progress must be true or false");
            int threads = args.naturalKeyword("Threads", Runtime.getRuntime().availableProcessors());
            return new Sweeps.Options(max, from, to, (String) cp, (Boolean) pr, Math.max(1, threads), args.progress());
        }

        static final String[] KEYWORDS = {"MaxHeap", "From", "To", "Checkpoint", "Progress", "Threads"};

        static void register(Registry reg) {
            reg.function("Lemma13Check", "Lemma13Check(k, n): checks Lemma 13 for every subtraction set inside {1..k} for heaps up to n (parallel; Checkpoint, From, To, Progress)",
                    args -> {
                        args.count(2, 2).keywords(KEYWORDS);
                        int k = args.natural(0, "k");
                        int n = args.natural(1, "n");
                        if (k < 1 || k > 20) throw new CgxException("Lemma13Check: k must be 1 to 20, got " + k);
                        int cases = (1 << k) - 1;
                        Sweeps.Options o = options(args, n, cases);
                        return Sweeps.run("Lemma 13, subtraction sets inside {1.." + k + "}, p_i = i", cases, o, mask -> Sweeps.lemma13(mask, n),
                                "n = " + n);
                    });
            reg.function("SweepConjecture14", "SweepConjecture14(k): Conjecture 14 for every subtraction set inside {1..k}: least period divides 2 max S (MaxHeap, Checkpoint, From, To, Progress, Threads)",
                    args -> {
                        args.count(1, 1).keywords(KEYWORDS);
                        int k = args.natural(0, "k");
                        if (k < 1 || k > 20) throw new CgxException("SweepConjecture14: k must be 1 to 20, got " + k);
                        int cases = (1 << k) - 1;
                        Sweeps.Options o = options(args, 1 << 16, cases);
                        int maxHeap = o.maxHeap(); // cases are shipped to the sweep engine: they capture plain values
                        return Sweeps.run("Conjecture 14, subtraction sets inside {1.." + k + "}, p_i = i", cases, o,
                                mask -> Sweeps.conjecture14(mask, maxHeap), "the bound n <= " + o.maxHeap() + " (every period found is proven by a repeated window)");
                    });
            reg.function("SweepConjecture15", "SweepConjecture15(digits, MaxM => m, Pairs => false): Conjecture 15 for every taking-no-breaking code O of up to `digits` digits with p_i = i and fixed heaps m' <= m of O (or, with Pairs => true, of every such P)",
                    args -> {
                        args.count(1, 1).keywords(concat(KEYWORDS, "MaxM", "Pairs"));
                        int len = args.natural(0, "digits");
                        if (len < 1 || len > 10) throw new CgxException("SweepConjecture15: digits must be 1 to 10, got " + len);
                        int maxM = args.naturalKeyword("MaxM", 4);
                        Object pairsArg = args.keyword("Pairs", Boolean.FALSE);
                        if (!(pairsArg instanceof Boolean)) throw new CgxException("SweepConjecture15: Pairs must be true or false");
                        boolean pairs = (Boolean) pairsArg;
                        int codes = Sweeps.codeCases(len);
                        long total = pairs ? (long) codes * codes : codes;
                        if (total > 50_000_000) throw new CgxException("SweepConjecture15: " + total + " cases is too many; use fewer digits");
                        int cases = (int) total;
                        Sweeps.Options o = options(args, 1 << 16, cases);
                        int maxHeap = o.maxHeap();
                        return Sweeps.run("Conjecture 15, taking-no-breaking codes of up to " + len + " digits" + (pairs ? " (every pair O, P)" : "")
                                        + ", p_i = i, m <= " + maxM, cases, o,
                                c -> pairs ? Sweeps.conjecture15(Sweeps.codeOfCase(len, (c - 1) / codes + 1), Sweeps.codeOfCase(len, (c - 1) % codes + 1), maxM, maxHeap)
                                        : Sweeps.conjecture15(Sweeps.codeOfCase(len, c), null, maxM, maxHeap),
                                "the bound n <= " + o.maxHeap() + " (every period found is proven by a repeated window)");
                    });
            reg.function("SweepConjecture16", "SweepConjecture16(digits, pointValues, MaxM => m): Conjecture 16 for every taking-no-breaking code of up to `digits` digits with every choice of points from pointValues",
                    args -> {
                        args.count(2, 2).keywords(concat(KEYWORDS, "MaxM"));
                        int len = args.natural(0, "digits");
                        if (len < 1 || len > 8) throw new CgxException("SweepConjecture16: digits must be 1 to 8, got " + len);
                        CgxList vals = args.list(1);
                        if (vals.isEmpty()) throw new CgxException("SweepConjecture16: the list of point values is empty");
                        Rational[] pv = new Rational[vals.size()];
                        for (int i = 0; i < pv.length; i++) {
                            if (!(vals.get(i) instanceof Rational r)) throw new CgxException("SweepConjecture16: point values must be numbers, got " + vals.get(i));
                            pv[i] = r;
                        }
                        int maxM = args.naturalKeyword("MaxM", 2);
                        int codes = Sweeps.codeCases(len);
                        long per = 1;
                        for (int i = 0; i < len; i++) per *= pv.length;
                        long total = codes * per;
                        if (total > 50_000_000) throw new CgxException("SweepConjecture16: " + total + " cases is too many; use fewer digits or point values");
                        int cases = (int) total;
                        long perF = per;
                        Sweeps.Options o = options(args, 1 << 14, cases);
                        int maxHeap = o.maxHeap();
                        String[] pvText = new String[pv.length]; // Rational is not serializable: cases get the values' text
                        for (int i = 0; i < pv.length; i++) pvText[i] = pv[i].toString();
                        return Sweeps.run("Conjecture 16, taking-no-breaking codes of up to " + len + " digits, points from " + vals + ", m <= " + maxM,
                                cases, o, c -> {
                                    int code = (int) ((c - 1) / perF) + 1;
                                    long pick = (c - 1) % perF;
                                    int[] d = Sweeps.codeOfCase(len, code);
                                    Rational[] pts = new Rational[d.length];
                                    for (int i = 1; i < d.length; i++) {
                                        pts[i] = Rational.parse(pvText[(int) (pick % pvText.length)]);
                                        pick /= pvText.length;
                                    }
                                    // points of lengths beyond this code repeat other cases: skip them
                                    if (pick != 0) return new Sweeps.Verdict("skip", "");
                                    return Sweeps.conjecture16(d, pts, maxM, maxHeap);
                                }, "the bound n <= " + o.maxHeap() + " (every period found is proven by a repeated window)");
                    });
        }

        static String[] concat(String[] a, String... b) {
            String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
            System.arraycopy(b, 0, r, a.length, b.length);
            return r;
        }
    }
}
