package cgx.scoringnim;

import cgx.core.Picture;

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

/**
 * Scoring Nim (Oginuma–Shinoda): positions {@code ScoringNim([1, 4, 5])}, their exact payoff
 * functions of the bonus {@code b}, optimal moves, plots, and computational checks of the
 * paper's propositions.
 *
 * <p>Worksheet names: {@code ScoringNim}, {@code X.Payoff(b)}, {@code X.PayoffFunction},
 * {@code X.Breakpoints}, {@code X.Breakpoints(lo, hi)}, {@code X.OptimalMoves(b)} (a list of
 * positions), {@code X.OptimalMoveRegions}, {@code X.Options}, {@code X.Plot(lo, hi)},
 * {@code ScoringNimPlot([X, Y], lo, hi)}, {@code ScoringNimPositions(n)},
 * {@code ScoringNimCheckProposition31(n)} … {@code 61}, {@code ScoringNimBreakpointTable(n)}.
 */
public final class ScoringNimPlugin implements Plugin {
    @Override public String name() { return "scoringnim"; }

    @Override
    public void register(Registry r) {
        r.type(ScoringNim.class, "ScoringNim");
        r.type(PiecewiseLinear.class, "PiecewiseLinear");
        r.type(OptimalMoveRegion.class, "OptimalMoveRegion");
        r.type(PropositionCheck.class, "PropositionCheck");
        r.printer(ScoringNim.class, ScoringNim::toString);
        r.printer(PiecewiseLinear.class, PiecewiseLinear::toString);
        r.printer(OptimalMoveRegion.class, OptimalMoveRegion::toString);
        r.printer(PropositionCheck.class, PropositionCheck::toString);

        r.function("ScoringNim", "ScoringNim([1, 4, 5]): a Scoring Nim position (piles in any order; ScoringNim(1, 4, 5) also works)", a -> {
            plain(a);
            if (a.size() == 1 && a.get(0) instanceof CgxList l) return position(l, "ScoringNim");
            if (a.size() == 0) throw new CgxException("ScoringNim expects a list of pile sizes, e.g. ScoringNim([1, 4, 5])");
            return position(a.positional(), "ScoringNim");
        });
        r.function("PiecewiseLinear", "PiecewiseLinear(\"b <= -1: b + 2; b >= -1: -b\"): a piecewise-linear function of b from its pieces (the printed form of X.PayoffFunction)", a -> {
            plain(a.count(1));
            return PiecewiseLinear.parse(a.string(0));
        });
        r.function("OptimalMoveRegion", "OptimalMoveRegion(\"-1 < b < 1\", [[1, 4, 0]]): a region of the b-line with its optimal moves (the printed form of X.OptimalMoveRegions)", a -> {
            plain(a.count(2));
            List<ScoringNim> moves = new ArrayList<>();
            for (Object o : a.list(1)) {
                if (o instanceof ScoringNim x) moves.add(x);
                else if (o instanceof CgxList l) moves.add(position(l, "OptimalMoveRegion"));
                else throw new CgxException("OptimalMoveRegion: the moves must be positions such as [1, 4, 0], got " + Printer.shortForm(o));
            }
            return OptimalMoveRegion.parse(a.string(0), moves);
        });
        r.function("PropositionCheck", "PropositionCheck(\"summary\"): a check result read back from its printed summary", a -> {
            plain(a.count(1));
            return PropositionCheck.recorded(a.string(0));
        });
        r.function("ScoringNimPlot", "ScoringNimPlot([X, Y], lo, hi, File => \"name.svg\"): a picture of f(x; b) for lo <= b <= hi, several positions (File also saves it)", a -> {
            a.count(3, 3).keywords("File");
            List<ScoringNim> xs = new ArrayList<>();
            for (Object o : a.list(0)) {
                if (o instanceof ScoringNim x) xs.add(x);
                else if (o instanceof CgxList l) xs.add(position(l, "ScoringNimPlot"));
                else throw new CgxException("ScoringNimPlot: the first argument must be a list of ScoringNim positions, got " + Printer.shortForm(o));
            }
            return plot(xs, a, 1);
        });
        r.function("ScoringNimSvg", "ScoringNimSvg([X, Y], lo, hi): the SVG text of the plot, without writing a file", a -> {
            plain(a.count(3));
            List<ScoringNim> xs = new ArrayList<>();
            for (Object o : a.list(0)) {
                if (o instanceof ScoringNim x) xs.add(x);
                else if (o instanceof CgxList l) xs.add(position(l, "ScoringNimSvg"));
                else throw new CgxException("ScoringNimSvg: the first argument must be a list of ScoringNim positions, got " + Printer.shortForm(o));
            }
            return ScoringNimPlot.svg(xs, bonus(a, 1), bonus(a, 2));
        });
        r.function("ScoringNimPositions", "ScoringNimPositions(n): every position with at most n stones (piles decreasing), smallest first", a -> {
            plain(a.count(1));
            int n = a.natural(0, "the number of stones");
            if (n > 30) throw new CgxException("ScoringNimPositions: at most 30 stones (there are 28629 positions with at most 30), got " + n);
            List<Object> out = new ArrayList<>();
            for (int[] x : ScoringNimChecks.positionsUpTo(n)) {
                int[] d = new int[x.length];
                for (int i = 0; i < x.length; i++) d[i] = x[x.length - 1 - i];
                out.add(new ScoringNim(d));
            }
            return CgxList.from(out);
        });
        r.function("ScoringNimCheckProposition31", "ScoringNimCheckProposition31(n): checks Proposition 3.1 (continuity, integer breakpoints, slopes ±1, parity) for all |x| <= n",
                a -> ScoringNimChecks.proposition31(plain(a.count(1)).natural(0, "the number of stones")));
        r.function("ScoringNimCheckProposition42", "ScoringNimCheckProposition42(m): checks the two-pile formulas and greedy/Nim-winning moves for piles <= m",
                a -> ScoringNimChecks.proposition42(plain(a.count(1)).natural(0, "the largest pile")));
        r.function("ScoringNimCheckProposition51", "ScoringNimCheckProposition51(n): checks f(x + (1,1)) = f(x) for all |x| + 2 <= n",
                a -> ScoringNimChecks.proposition51(plain(a.count(1)).natural(0, "the number of stones")));
        r.function("ScoringNimCheckProposition52", "ScoringNimCheckProposition52(n): checks the payoff of symmetric positions with |x| <= n",
                a -> ScoringNimChecks.proposition52(plain(a.count(1)).natural(0, "the number of stones")));
        r.function("ScoringNimCheckProposition53", "ScoringNimCheckProposition53(n): checks the greedy payoff for -1 <= b <= 0, |x| <= n",
                a -> ScoringNimChecks.proposition53(plain(a.count(1)).natural(0, "the number of stones")));
        r.function("ScoringNimCheckProposition55", "ScoringNimCheckProposition55(n): checks the normal/misère Nim tails for large |b|, |x| <= n",
                a -> ScoringNimChecks.proposition55(plain(a.count(1)).natural(0, "the number of stones")));
        r.function("ScoringNimCheckProposition61", "ScoringNimCheckProposition61(m): checks f((a, a, c)) = c - 1 + |b + 1| for piles <= m",
                a -> ScoringNimChecks.proposition61(plain(a.count(1)).natural(0, "the largest pile")));
        r.function("ScoringNimBreakpointTable", "ScoringNimBreakpointTable(m): rows [a, c, number of breakpoints of f((1, a, c))] for 1 <= a <= c <= m (Section 6)", a -> {
            plain(a.count(1));
            List<Object> rows = new ArrayList<>();
            for (long[] row : ScoringNimChecks.breakpointTable(a.natural(0, "the largest pile"))) {
                rows.add(CgxList.of(Rational.of(row[0]), Rational.of(row[1]), Rational.of(row[2])));
            }
            return CgxList.from(rows);
        });

        // positions
        r.method(ScoringNim.class, "Payoff", "X.Payoff(b): f(x; b), exact, for a rational bonus b", (x, a) -> {
            plain(a.count(1));
            return x.payoff(bonus(a, 0));
        });
        r.method(ScoringNim.class, "PayoffFunction", "X.PayoffFunction: the whole function b -> f(x; b), exact and piecewise linear",
                (x, a) -> { plain(a.count(0)); return x.payoffFunction(); });
        r.method(ScoringNim.class, "Breakpoints", "X.Breakpoints or X.Breakpoints(lo, hi): the b where the slope of f(x; b) changes", (x, a) -> {
            plain(a.count(0, 2));
            return breakpoints(x.payoffFunction(), a);
        });
        r.method(ScoringNim.class, "OptimalMoves", "X.OptimalMoves(b): the positions reached by all optimal moves at bonus b", (x, a) -> {
            plain(a.count(1));
            return CgxList.from(x.optimalMoves(bonus(a, 0)));
        });
        r.method(ScoringNim.class, "OptimalMoveRegions", "X.OptimalMoveRegions: the b-line cut into intervals and points with their optimal moves",
                (x, a) -> { plain(a.count(0)); return CgxList.from(x.optimalMoveRegions()); });
        r.method(ScoringNim.class, "OptimalMoveTable", "X.OptimalMoveTable: the optimal moves on the b-line as text, one region a line (for print)", (x, a) -> {
            plain(a.count(0));
            StringBuilder sb = new StringBuilder();
            for (OptimalMoveRegion g : x.optimalMoveRegions()) sb.append(sb.length() > 0 ? "\n" : "").append(g.describe());
            return sb.toString();
        });
        r.method(ScoringNim.class, "Options", "X.Options: the positions one move away (one per multiset)", (x, a) -> {
            plain(a.count(0));
            List<Object> out = new ArrayList<>();
            for (ScoringNim.Move m : x.moves()) out.add(m.to());
            return CgxList.from(out);
        });
        r.method(ScoringNim.class, "Piles", "X.Piles: the pile sizes as a list", (x, a) -> {
            plain(a.count(0));
            List<Object> out = new ArrayList<>();
            for (int p : x.piles()) out.add(Rational.of(p));
            return CgxList.from(out);
        });
        r.method(ScoringNim.class, "Stones", "X.Stones: |x|, the number of stones", (x, a) -> { plain(a.count(0)); return Rational.of(x.stones()); });
        r.method(ScoringNim.class, "NimSum", "X.NimSum: the Nim-sum (xor) of the piles", (x, a) -> {
            plain(a.count(0));
            int s = 0;
            for (int p : x.piles()) s ^= p;
            return Rational.of(s);
        });
        r.method(ScoringNim.class, "Plot", "X.Plot(lo, hi, File => \"name.svg\"): a picture of f(x; b) for lo <= b <= hi (File also saves it; .Save(\"f.svg\") later)", (x, a) -> {
            a.count(2, 2).keywords("File");
            return plot(List.of(x), a, 0);
        });

        // payoff functions
        r.method(PiecewiseLinear.class, "Value", "F.Value(b): the value at b, exact", (f, a) -> { plain(a.count(1)); return f.value(bonus(a, 0)); });
        r.method(PiecewiseLinear.class, "Breakpoints", "F.Breakpoints or F.Breakpoints(lo, hi): where the slope changes", (f, a) -> {
            plain(a.count(0, 2));
            return breakpoints(f, a);
        });
        r.method(PiecewiseLinear.class, "LeftSlope", "F.LeftSlope(b): the slope just left of b", (f, a) -> { plain(a.count(1)); return Rational.of(f.leftSlope(bonus(a, 0))); });
        r.method(PiecewiseLinear.class, "RightSlope", "F.RightSlope(b): the slope just right of b", (f, a) -> { plain(a.count(1)); return Rational.of(f.rightSlope(bonus(a, 0))); });
        r.method(PiecewiseLinear.class, "LowerTail", "F.LowerTail: [slope, intercept] of the line followed as b -> -infinity", (f, a) -> {
            plain(a.count(0));
            return CgxList.of((Object[]) f.lowerTail());
        });
        r.method(PiecewiseLinear.class, "UpperTail", "F.UpperTail: [slope, intercept] of the line followed as b -> +infinity", (f, a) -> {
            plain(a.count(0));
            return CgxList.of((Object[]) f.upperTail());
        });
        r.method(PiecewiseLinear.class, "Max", "F.Max(G): the pointwise maximum", (f, a) -> {
            plain(a.count(1));
            return f.max(a.as(0, PiecewiseLinear.class, "a piecewise-linear function"));
        });
        r.method(PiecewiseLinear.class, "Pieces", "F.Pieces: the pieces as text, e.g. \"b <= -1: b + 2; b >= -1: -b\"", (f, a) -> { plain(a.count(0)); return f.pieces(); });
        r.method(PiecewiseLinear.class, "IsContinuous", "F.IsContinuous: whether the pieces meet at every breakpoint", (f, a) -> { plain(a.count(0)); return f.isContinuous(); });
        r.unary("-", PiecewiseLinear.class, PiecewiseLinear::negate);
        r.binary("+", PiecewiseLinear.class, Rational.class, (f, k) -> f.plus(k));
        r.binary("+", Rational.class, PiecewiseLinear.class, (k, f) -> f.plus(k));
        r.binary("-", PiecewiseLinear.class, Rational.class, (f, k) -> f.plus(k.negate()));
        r.binary("-", Rational.class, PiecewiseLinear.class, (k, f) -> f.negate().plus(k));
        r.binary("==", PiecewiseLinear.class, PiecewiseLinear.class, (f, g) -> f.equals(g));
        r.binary("!=", PiecewiseLinear.class, PiecewiseLinear.class, (f, g) -> !f.equals(g));
        r.binary("==", ScoringNim.class, ScoringNim.class, (x, y) -> x.equals(y));
        r.binary("==", OptimalMoveRegion.class, OptimalMoveRegion.class, (x, y) -> x.equals(y));
        r.binary("==", PropositionCheck.class, PropositionCheck.class, (x, y) -> x.equals(y));
        r.binary("!=", ScoringNim.class, ScoringNim.class, (x, y) -> !x.equals(y));

        // regions and checks
        r.method(OptimalMoveRegion.class, "Low", "R.Low: the left end (nil if -infinity)", (g, a) -> g.lo() == null ? Nil.NIL : g.lo());
        r.method(OptimalMoveRegion.class, "High", "R.High: the right end (nil if +infinity)", (g, a) -> g.hi() == null ? Nil.NIL : g.hi());
        r.method(OptimalMoveRegion.class, "Moves", "R.Moves: the positions the optimal moves lead to", (g, a) -> CgxList.from(g.moves()));
        r.method(OptimalMoveRegion.class, "Text", "R.Text: the region as the paper writes it, e.g. \"-1 < b < 1: [1, 4, 0]\"", (g, a) -> g.describe());
        r.method(OptimalMoveRegion.class, "Condition", "R.Condition: the condition on b as text", (g, a) -> g.condition());
        r.method(OptimalMoveRegion.class, "Contains", "R.Contains(b): whether b is in the region", (g, a) -> { a.count(1); return g.contains(bonus(a, 0)); });
        r.method(PropositionCheck.class, "Holds", "C.Holds: true if no counterexample was found", (c, a) -> c.holds());
        r.method(PropositionCheck.class, "Checked", "C.Checked: the number of cases checked", (c, a) -> Rational.of(c.checked()));
        r.method(PropositionCheck.class, "Counterexamples", "C.Counterexamples: the first counterexamples found", (c, a) -> CgxList.from(c.counterexamples()));
        r.method(PropositionCheck.class, "Findings", "C.Findings: further observations", (c, a) -> CgxList.from(c.findings()));
        r.method(PropositionCheck.class, "Summary", "C.Summary: the one-line result as text (for print)", (c, a) -> c.summary());
        r.method(PropositionCheck.class, "Statement", "C.Statement: the precise statement checked", (c, a) -> c.statement());
    }

    /** Rejects every keyword argument ({@code keywords()} with no names would be the map getter). */
    private static Args plain(Args a) { return a.keywords(new String[0]); }

    /** A bonus argument: any exact number; anything else is a clear error. */
    private static Rational bonus(Args a, int i) {
        Object o = a.get(i);
        if (!(o instanceof Rational r)) {
            throw new CgxException(a.callName() + ": the bonus b must be a number (integer, decimal or fraction), got "
                    + a.typeName(o) + " " + Printer.shortForm(o));
        }
        return r;
    }

    private static CgxList breakpoints(PiecewiseLinear f, Args a) {
        if (a.size() == 0) return CgxList.from(f.breakpoints());
        if (a.size() != 2) throw new CgxException(a.callName() + " expects no arguments or two (lo, hi)");
        Rational lo = bonus(a, 0), hi = bonus(a, 1);
        return CgxList.from(f.breakpoints(lo, hi));
    }

    /** The plot as a picture; with {@code File => "f.svg"} also written to that file. */
    private static Picture plot(List<ScoringNim> xs, Args a, int first) {
        Rational lo = bonus(a, first), hi = bonus(a, first + 1);
        Object file = a.keyword("File", null);
        if (file != null && !(file instanceof String)) throw new CgxException(a.callName() + ": File must be a string such as \"plot.svg\"");
        Picture p = Picture.ofSvg(ScoringNimPlot.svg(xs, lo, hi));
        if (file != null) p.save((String) file);
        return p;
    }

    /** A position from worksheet values (pile sizes), with clear errors. */
    private static ScoringNim position(List<?> values, String call) {
        int[] p = new int[values.size()];
        for (int i = 0; i < p.length; i++) {
            Object v = values.get(i);
            if (!(v instanceof Rational r) || !r.isInteger()) {
                throw new CgxException(call + ": pile sizes must be non-negative integers, got " + Printer.shortForm(v));
            }
            if (r.signum() < 0) throw new CgxException(call + ": pile sizes must be non-negative, got " + r);
            p[i] = r.intValueExact(call + ": a pile size");
        }
        return new ScoringNim(p);
    }
}
