package cgx.census;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.lang.Args;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Registry;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The worksheet's {@code QuotientCensus(Digits => D, Timeout => S, ...)} on Spark, returning a
 * {@code CensusTable} (Rows, Classes, Summary). Loaded by ServiceLoader when the census module is
 * on the class path (./cgx adds it once it is built); it touches Spark only when called.
 */
public final class CensusPlugin implements Plugin {
    @Override public String name() { return "census"; }

    @Override public void register(Registry reg) {
        reg.type(CensusTable.class, "CensusTable");
        reg.printer(CensusTable.class, CensusForm::printed);
        reg.function("CensusTable", "CensusTable(\"DIR\"): the census a directory holds (./cgx census --out DIR, QuotientCensus(Out => DIR)); "
                        + "CensusTable(Digits => D, Prefix4 => B, Hex => B, Rows => [...]): a census from its rows (its printed form)",
                CensusPlugin::table);
        reg.function("QuotientCensus", "QuotientCensus(Digits => D, Timeout => S): misère quotients of every code of up to D digits on Spark "
                        + "(MaxHeap, MaxOrder, Verify, Master, Out => dir, Resume, Hex, Prefix4, Digits4 => K: 4.-codes of up to K digits, "
                        + "MaxDigit => M: digits 0..M, 3 for the quaternary games, Progress)",
                CensusPlugin::census);
        reg.type(FormsTable.class, "FormsTable");
        reg.printer(FormsTable.class, FormsTable::printed);
        reg.function("FormsTable", "FormsTable(\"DIR\"): the census of forms a directory holds (./cgx census --forms --out DIR, FormsCensus(Out => DIR))",
                a -> { a.count(1).keywords(); return FormsCensus.load(cgx.core.WorkingDirectory.resolve(a.string(0))); });
        reg.function("FormsCensus", "FormsCensus(Day => n): the misère quotient Q(cl G) of every canonical form G born by day n (n <= 5), |Q| <= MaxOrder (default "
                        + FormsCensus.DEFAULT_MAX_ORDER + "), Timeout seconds per form (default 2), on Spark (Master, Out => dir, Resume, Pieces, Slice => [i, j], "
                        + "ProveInfinite => S: S seconds of ProveInfinite on each form and minimal closure over the bound, status \"infinite\" when proved; Progress)",
                CensusPlugin::formsCensus);
        Class<FormsTable> F = FormsTable.class;
        reg.method(F, "Summary", "counts by status, the periods found, distinct quotients of order <= 20", (t, a) -> { a.count(0); return t.summary(); });
        reg.method(F, "Quotients", "the distinct quotients: [name, order, psize, tame, maxperiod, periods, forms, pairs, witness, presentation, pportion]",
                (t, a) -> {
                    a.count(0);
                    List<Object> out = new ArrayList<>();
                    for (FormsTable.Quotient q : t.quotients()) {
                        List<Object> row = new ArrayList<>();
                        String[] f = FormsTable.quotientRow(q);
                        row.add(f[0]);
                        for (int i = 1; i <= 2; i++) row.add(Rational.of(Long.parseLong(f[i])));
                        row.add(Boolean.valueOf(f[3]));
                        row.add(Rational.of(Long.parseLong(f[4])));
                        row.add(f[5]);
                        row.add(Rational.of(Long.parseLong(f[6])));
                        row.add(Rational.of(Long.parseLong(f[7])));
                        for (int i = 8; i < f.length; i++) row.add(f[i]);
                        out.add(CgxList.from(row));
                    }
                    return CgxList.from(out);
                });
        reg.method(F, "Periods", "for each element period found, [period, smallest order, witness]", (t, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>();
            t.periods().forEach((p, q) -> out.add(CgxList.from(List.of(Rational.of(p), Rational.of(q.shape().order()), q.witness()))));
            return CgxList.from(out);
        });
        reg.method(F, "OrderCounts", "OrderCounts(n): [order, number of distinct quotients] for orders up to n", (t, a) -> {
            a.count(1);
            List<Object> out = new ArrayList<>();
            t.ordersUpTo(a.natural(0, "order")).forEach((o, n) -> out.add(CgxList.from(List.of(Rational.of(o), Rational.of(n)))));
            return CgxList.from(out);
        });
        reg.method(F, "Count", "number of forms with a status (\"solved\", \"partial\", \"infinite\", \"failed\"), or a count of the summary (\"pruned by the order bound\", ...)",
                (t, a) -> { a.count(1); return Rational.of(t.count(a.string(0))); });
        reg.method(F, "Table", "the distinct quotients as a table (HTML in a notebook; period > 2 shaded)", (t, a) -> { a.count(0); return t.table(); });
        reg.method(F, "Plot", "|Q| against the largest element period, a point per distinct quotient", (t, a) -> { a.count(0); return t.picture(); });
        reg.method(F, "OrderPlot", "the number of distinct quotients of each order", (t, a) -> { a.count(0); return t.orderPicture(); });
        registerDistinct(reg);
        Class<CensusTable> T = CensusTable.class;
        reg.method(T, "Rows", "one row per code: [code, standard, rep, status, order, psize, period, preperiod, tame, maxheap, seconds, class]",
                (t, a) -> { a.count(0); return rows(t); });
        reg.method(T, "Classes", "isomorphism classes of the solved quotients: [class, order, psize, codes, presentation]",
                (t, a) -> { a.count(0); return classes(t); });
        reg.method(T, "Summary", "counts by status, largest quotients, slowest codes", (t, a) -> { a.count(0); return t.summary(); });
        reg.method(T, "Table", "the rows as a table, shaded by status (a notebook shows it as HTML, as it shows the census itself)",
                (t, a) -> { a.count(0); return t.table(); });
        reg.method(T, "Plot", "a picture of the P-portions: |P| against |Q| for each distinct game (solved tame, solved wild, partial)",
                (t, a) -> { a.count(0); return t.picture(); });
        reg.method(T, "Count", "number of codes with a status (\"solved\", \"partial\", \"infinite\", \"algebraic-proved\", \"algebraic-periodic\", \"failed\")",
                (t, a) -> { a.count(1); return Rational.of(t.count(a.string(0))); });
        reg.method(T, "Atlas", "Atlas(\"SITE\"): the census as a static site (index, a page per game, the paper's figures, findings; ./cgx atlas); "
                + "returns SITE/index.html (Seconds => S: time to compute a page's detail the census did not record, default 2)",
                (t, a) -> atlas(a, () -> List.of(CensusAtlas.Source.of(t.dir(), t))));
        reg.method(F, "Atlas", "Atlas(\"SITE\"): the census of forms as a static site (an index and a page per distinct quotient, the paper's figures, findings); returns SITE/index.html",
                (t, a) -> atlas(a, () -> List.of(CensusAtlas.Source.of(t.options().out(), t))));
    }

    /** {@code x.Atlas("SITE", Seconds => S)}: the site of the censuses, SITE/index.html. */
    private static Object atlas(Args a, java.util.function.Supplier<List<CensusAtlas.Source>> sources) {
        a.count(1).keywords("Seconds");
        Rational s = a.rationalKeyword("Seconds", Rational.of(2));
        if (s.signum() < 0) throw new CgxException("Atlas: Seconds must be 0 or more");
        String site = a.string(0);
        try {
            CensusAtlas.build(sources.get(), cgx.core.WorkingDirectory.resolve(site), s.numerator().doubleValue() / s.denominator().doubleValue(), a.progress());
        } catch (CgxException e) {
            throw new CgxException("Atlas: " + e.getMessage().replaceFirst("^atlas: ", ""));
        }
        return site.replaceFirst("/+$", "") + "/index.html";
    }

    /** DistinctQuotients("DIR", ...): the join of finished censuses of forms and of codes. */
    private static void registerDistinct(Registry reg) {
        Class<DistinctQuotients> D = DistinctQuotients.class;
        reg.type(D, "DistinctQuotients");
        reg.printer(D, DistinctQuotients::printed);
        reg.function("DistinctQuotients", "DistinctQuotients(\"DIR\", ...): one table of the distinct quotients (up to isomorphism, P onto P) that the censuses "
                + "of forms and of codes in the directories found (Out => dir writes quotients.tsv and distinct.json)", a -> {
                    a.keywords("Out");
                    if (a.size() == 0) throw new CgxException("DistinctQuotients: give one or more census directories, DistinctQuotients(\"forms5\", \"census3\")");
                    List<Path> dirs = new ArrayList<>();
                    for (int i = 0; i < a.size(); i++) dirs.add(cgx.core.WorkingDirectory.resolve(a.string(i)));
                    DistinctQuotients d = DistinctQuotients.of(dirs);
                    String out = string(a, "Out");
                    if (out != null) d.write(cgx.core.WorkingDirectory.resolve(out));
                    return d;
                });
        reg.method(D, "Summary", "how many distinct quotients, from forms, codes or both; the periods found; orders up to 20", (t, a) -> { a.count(0); return t.summary(); });
        reg.method(D, "Quotients", "the distinct quotients: [name, order, psize, tame, maxperiod, periods, forms, pairs, codes, form, code, sources, presentation, pportion]",
                (t, a) -> {
                    a.count(0);
                    List<Object> out = new ArrayList<>();
                    for (DistinctQuotients.Entry e : t.entries()) {
                        String[] f = DistinctQuotients.row(e);
                        List<Object> row = new ArrayList<>();
                        for (int i = 0; i < f.length; i++)
                            row.add(i == 3 ? (Object) Boolean.valueOf(f[i]) : i >= 1 && i <= 8 && i != 5 ? Rational.of(Long.parseLong(f[i])) : f[i]);
                        out.add(CgxList.from(row));
                    }
                    return CgxList.from(out);
                });
        reg.method(D, "Periods", "for each element period found, [period, smallest order, witness form or code]", (t, a) -> {
            a.count(0);
            List<Object> out = new ArrayList<>();
            t.periods().forEach((p, e) -> out.add(CgxList.from(List.of(Rational.of(p), Rational.of(e.shape().order()), DistinctQuotients.witness(e)))));
            return CgxList.from(out);
        });
        reg.method(D, "OrderCounts", "OrderCounts(n): [order, number of distinct quotients] for orders up to n", (t, a) -> {
            a.count(1);
            List<Object> out = new ArrayList<>();
            t.ordersUpTo(a.natural(0, "order")).forEach((o, n) -> out.add(CgxList.from(List.of(Rational.of(o), Rational.of(n)))));
            return CgxList.from(out);
        });
        reg.method(D, "Count", "Count(\"all\" | \"both\" | \"forms\" | \"codes\"): distinct quotients given by both, by forms only, by codes only",
                (t, a) -> { a.count(1); return Rational.of(t.count(a.string(0))); });
        reg.method(D, "Table", "the distinct quotients as a table (HTML in a notebook)", (t, a) -> { a.count(0); return t.table(); });
        reg.method(D, "Plot", "|P| against |Q|, a point per distinct quotient, coloured by what gives it", (t, a) -> { a.count(0); return t.picture(); });
        reg.method(D, "Atlas", "Atlas(\"SITE\"): the censuses joined, as one static site (./cgx atlas --out SITE DIR...); returns SITE/index.html",
                (t, a) -> atlas(a, () -> t.dirs().stream().map(CensusAtlas::load).toList()));
    }

    private static Object census(Args a) {
        a.count(0).keywords("Digits", "Timeout", "MaxHeap", "MaxOrder", "Verify", "ProveInfinite", "Algebraic", "Master", "Out", "Resume", "Hex", "Prefix4", "Digits4", "MaxDigit",
                "Progress");
        if (!a.hasKeyword("Digits")) throw new CgxException("QuotientCensus: Digits => D is required");
        CodeSpace.Space space = space(a);
        Rational t = a.rationalKeyword("Timeout", Rational.of(10));
        if (t.signum() < 0) throw new CgxException("QuotientCensus: Timeout must be 0 or more seconds");
        double timeout = t.numerator().doubleValue() / t.denominator().doubleValue();
        int maxHeap = a.naturalKeyword("MaxHeap", 0);
        int maxOrder = a.naturalKeyword("MaxOrder", QuotientEngine.Budget.DEFAULT_MAX_ORDER);
        if (maxOrder < 2 || maxOrder > cgx.core.EngineConfig.MAX_TABLE_ORDER)
            throw new CgxException("QuotientCensus: MaxOrder must be 2 to " + cgx.core.EngineConfig.MAX_TABLE_ORDER);
        int verify = a.naturalKeyword("Verify", 12);
        if (verify > 60) throw new CgxException("QuotientCensus: Verify must be at most 60");
        Rational pi = a.rationalKeyword("ProveInfinite", Rational.of((long) QuotientEngine.Budget.DEFAULT_PROVE_INFINITE));
        if (pi.signum() < 0 || pi.compareTo(Rational.of(10_000_000)) > 0) throw new CgxException("QuotientCensus: ProveInfinite must be 0 to 10^7 seconds");
        double proveInfinite = pi.numerator().doubleValue() / pi.denominator().doubleValue();
        String master = string(a, "Master");
        String out = string(a, "Out");
        Census.Options o = new Census.Options(space, new QuotientEngine.Budget(timeout, maxHeap, maxOrder, verify, proveInfinite, algebraic(a)), master, out == null ? null : cgx.core.WorkingDirectory.resolve(out), bool(a, "Resume", false), bool(a, "Progress", true));
        return new Census(o, Census.spark(master), a.progress()).run();
    }

    private static Object formsCensus(Args a) {
        a.count(0).keywords("Day", "MaxOrder", "Timeout", "Pieces", "Slice", "ProveInfinite", "Master", "Out", "Resume", "Progress");
        if (!a.hasKeyword("Day")) throw new CgxException("FormsCensus: Day => n is required (1 to 5)");
        int day = a.naturalKeyword("Day", 5);
        if (day < 1 || day > cgx.misere.MisereDays.MAX_COUNT_DAY)
            throw new CgxException("FormsCensus: day " + day + " is not enumerable: the forms born by day 1 to " + cgx.misere.MisereDays.MAX_COUNT_DAY + " are");
        int maxOrder = a.naturalKeyword("MaxOrder", FormsCensus.DEFAULT_MAX_ORDER);
        Rational t = a.rationalKeyword("Timeout", Rational.of((long) FormsCensus.DEFAULT_TIMEOUT));
        if (t.signum() < 0) throw new CgxException("FormsCensus: Timeout must be 0 or more seconds");
        int pieces = a.naturalKeyword("Pieces", 0);
        String out = string(a, "Out");
        FormsCensus.Options o = new FormsCensus.Options(day, maxOrder, t.numerator().doubleValue() / t.denominator().doubleValue(),
                pieces == 0 ? FormsCensus.defaultPieces(day) : pieces, string(a, "Master"), out == null ? null : cgx.core.WorkingDirectory.resolve(out), bool(a, "Resume", false), bool(a, "Progress", true));
        Rational pi = a.rationalKeyword("ProveInfinite", Rational.ZERO);
        if (pi.signum() < 0 || pi.compareTo(Rational.of(1_000_000)) > 0) throw new CgxException("FormsCensus: ProveInfinite must be 0 to 10^6 seconds");
        o = o.withProveInfinite(pi.numerator().doubleValue() / pi.denominator().doubleValue());
        Object slice = a.keyword("Slice", null);
        if (slice != null) {
            if (!(slice instanceof CgxList l) || l.size() != 2 || !(l.get(0) instanceof Rational f) || !(l.get(1) instanceof Rational t2) || !f.isInteger() || !t2.isInteger())
                throw new CgxException("FormsCensus: Slice must be [from, to], pieces from to to - 1");
            o = o.slice(f.intValueExact("a piece"), t2.intValueExact("a piece"));
        }
        try {
            return new FormsCensus(o, FormsCensus.spark(o.master()), a.progress()).run();
        } catch (CgxException e) {
            throw new CgxException("FormsCensus: " + e.getMessage().replaceFirst("^forms census: ", ""));
        }
    }

    private static Object table(Args a) {
        if (a.size() == 1) {
            a.count(1).keywords();
            return CensusForm.load(a.string(0));
        }
        a.count(0).keywords("Digits", "Prefix4", "Hex", "Digits4", "MaxDigit", "Rows");
        if (!a.hasKeyword("Digits") || !a.hasKeyword("Rows"))
            throw new CgxException("CensusTable: give a directory, CensusTable(\"census3\"), or Digits => D and Rows => [...]");
        Object rows = a.keyword("Rows", null);
        if (!(rows instanceof CgxList l)) throw new CgxException("CensusTable: Rows must be a list of rows");
        return CensusForm.fromRows(space(a), l);
    }

    /** Digits, Prefix4, Hex, Digits4 (digits of the 4.-codes, default Digits) and MaxDigit (3: quaternary; default 7, or 15 with Hex). */
    private static CodeSpace.Space space(Args a) {
        int digits = a.naturalKeyword("Digits", 1);
        boolean hex = bool(a, "Hex", false), prefix4 = bool(a, "Prefix4", true);
        if (!prefix4 && a.hasKeyword("Digits4")) throw new CgxException(a.callName() + ": Digits4 needs Prefix4 => true");
        try {
            return new CodeSpace.Space(digits, prefix4 ? a.naturalKeyword("Digits4", digits) : -1, hex, a.naturalKeyword("MaxDigit", hex ? 15 : 7));
        } catch (CgxException e) {
            throw new CgxException(a.callName() + ": " + e.getMessage());
        }
    }

    /** Algebraic => true (the default seconds), false (not tried) or S seconds (0: not tried). */
    private static double algebraic(Args a) {
        Object v = a.keyword("Algebraic", false);
        if (v instanceof Boolean b) return b ? QuotientEngine.Budget.DEFAULT_ALGEBRAIC : 0;
        if (v instanceof Rational r && r.signum() >= 0 && r.compareTo(Rational.of(10_000_000)) <= 0) return r.numerator().doubleValue() / r.denominator().doubleValue();
        throw new CgxException(a.callName() + ": Algebraic must be true, false or 0 to 10^7 seconds");
    }

    private static boolean bool(Args a, String k, boolean dflt) {
        Object v = a.keyword(k, dflt);
        if (!(v instanceof Boolean b)) throw new CgxException(a.callName() + ": " + k + " must be true or false");
        return b;
    }

    private static String string(Args a, String k) {
        Object v = a.keyword(k, null);
        if (v != null && !(v instanceof String)) throw new CgxException(a.callName() + ": " + k + " must be a string");
        return (String) v;
    }

    private static Object num(int x, boolean present) { return present ? Rational.of(x) : Nil.NIL; }

    static CgxList rows(CensusTable t) {
        List<Object> out = new ArrayList<>();
        for (CensusTable.Row r : t.rows()) {
            CodeResult x = r.result();
            boolean f = x == null || x.status().equals("failed");
            List<Object> row = new ArrayList<>(List.of(r.code(), r.standard(), r.rep(), r.status(), num(f ? 0 : x.order(), !f), num(f ? 0 : x.psize(), !f),
                    num(x == null ? 0 : x.period(), x != null && x.period() > 0), num(x == null ? 0 : x.preperiod(), x != null && x.period() > 0)));
            row.add(x == null || x.tame() == null ? Nil.NIL : x.tame());
            row.add(num(f ? 0 : x.maxheap(), !f));
            row.add(x == null ? Nil.NIL : CensusForm.seconds(x.seconds()));
            row.add(r.cls());
            out.add(CgxList.from(row));
        }
        return CgxList.from(out);
    }

    static CgxList classes(CensusTable t) {
        List<Object> out = new ArrayList<>();
        for (CensusTable.QClass c : t.classes())
            out.add(CgxList.from(List.of(c.name(), Rational.of(c.first().order()), Rational.of(c.first().psize()),
                    CgxList.from(new ArrayList<>(c.codes())), c.first().presentation())));
        return CgxList.from(out);
    }
}
