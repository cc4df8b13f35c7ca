package cgx.census;

import cgx.core.CgxException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code ./cgx census --digits D [--timeout S] [--max-heap N] [--max-order N] [--verify N]
 * [--prove-infinite S] [--algebraic [S]] [--master URL] [--out DIR] [--resume] [--hex] [--no-prefix4] [--digits4 K] [--max-digit M] [--search4d] [--quiet]}; also the main class for
 * {@code spark-submit}.
 */
public final class CensusMain {
    private CensusMain() {}

    static final Consumer<String> STDERR = System.err::println;

    static final String USAGE = """
            usage: cgx census --digits D [options]
                   cgx census --forms --day N [--max-order B] [--timeout S] [--pieces P] [--slice I:J] [--prove-infinite S] [--master URL] [--out DIR] [--resume] [--quiet]
                   cgx census --join DIR DIR... [--out DIR]
                   cgx census --aimed [--max-order B] [--timeout S] [--chunk C] [--rounds R] [--slice I:J] [--master URL] [--out DIR] [--resume] [--quiet]
              --forms --day N  every misère canonical form born by day N (N <= 5; 4171780 by day 5): Q(cl G) with |Q| <= B
                               (--max-order, default 64), S seconds per form (--timeout, default 2), in P pieces (default 2^m / 65536);
                               --slice I:J computes pieces I..J-1 only (--resume adds the rest later); --prove-infinite S
                               tries S seconds to prove each minimal closure outside the bound infinite: a form whose closure
                               contains one is 'infinite', as is a form over the bound proved so (a bound of the census:
                               a resumed one keeps it)
              --join DIR...    one table of the distinct quotients the censuses in DIR... found (of forms and of codes, up to
                               isomorphism, P onto P): quotients.tsv and distinct.json in --out (default distinct)
              --aimed          the aimed search beyond day 5 (issue 52 part 3, docs/periods.md): closures of the forms with a
                               period > 2 with nim-heaps *2..*16, pairs, triples, and the new forms {F, X}, {F, X, 0}; Q(cl)
                               with |Q| <= B (default 4096), S s each (default 3), C members per piece (default 4); --rounds 1:
                               the sums only; --slice I:J members I..J-1 only (--resume adds the rest); writes aimed.tsv and aimed.ckpt in --out (default aimed)
              --digits D       codes 0.d1..dk (and 4.d1..dk) with k <= D digits, last digit non-zero
              --timeout S      seconds per code (default 10; 0 = none)
              --max-heap N     stop each code at heap N (default: until its period is certified)
              --max-order N    order bound of a quotient (default from the memory, as MisereQuotient's): larger is 'partial'
              --prove-infinite S  seconds to prove a partial code's next quotient Q_(n+1) infinite (ProveInfinite;
                               status 'infinite'; default 0 = not tried)
              --algebraic [S]  S seconds (default 60) to find a partial code's algebraic-periodic family: without
                               --max-heap the bare call AlgebraicQuotient(code) raises N and proves the family where it can
                               (status 'algebraic-proved', proved for every heap; 'algebraic-periodic', evidence to heap N);
                               with it, the family is read from Q_maxheap
              --verify N       Verify a solved quotient on every sum of heaps of total size <= N (default 12)
              --master URL     Spark master (default local[*], embedded; spark://host:7077 for a cluster)
              --out DIR        output folder (default census<D>): census.tsv, classes.tsv, census.json
              --resume         keep the codes DIR already holds and compute the rest
              --hex            hexadecimal digits (0-F) instead of octal
              --no-prefix4     only 0.-codes
              --digits4 K      4.-codes of up to K digits only (default D)
              --max-digit M    digits 0..M only: 3 gives the quaternary games (which never split a heap, so no 4.-codes)
              --search4d       MisereSolver's --search4D space: 0.dddd and 4.ddd (--digits 4 --digits4 3)
              --quiet          no progress bar""";

    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (CgxException e) {
            System.err.println("cgx census: " + e.getMessage());
            code = 1;
        } finally {
            SparkEngine.stop();
        }
        System.exit(code);
    }

    static int run(String[] args) {
        if (java.util.Arrays.asList(args).contains("--forms")) return forms(args);
        if (java.util.Arrays.asList(args).contains("--join")) return join(args);
        if (java.util.Arrays.asList(args).contains("--aimed")) return aimed(args);
        int digits = -1, digits4 = -1, maxDigit = -1, maxHeap = 0, maxOrder = QuotientEngine.Budget.DEFAULT_MAX_ORDER, verify = 12;
        double timeout = 10, proveInfinite = QuotientEngine.Budget.DEFAULT_PROVE_INFINITE;
        String master = null, out = null;
        double algebraic = 0;
        boolean resume = false, hex = false, prefix4 = true, quiet = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--digits" -> { digits = nat(a, v, 1, 8); i++; }
                case "--timeout" -> { timeout = num(a, v); i++; }
                case "--max-heap" -> { maxHeap = nat(a, v, 0, 1_000_000); i++; }
                case "--max-order" -> { maxOrder = nat(a, v, 2, cgx.core.EngineConfig.MAX_TABLE_ORDER); i++; }
                case "--verify" -> { verify = nat(a, v, 0, 60); i++; }
                case "--prove-infinite" -> { proveInfinite = num(a, v); i++; }
                case "--master" -> { master = str(a, v); i++; }
                case "--out" -> { out = str(a, v); i++; }
                case "--resume" -> resume = true;
                case "--algebraic" -> {
                    // an optional number of seconds
                    if (v != null && v.matches("[0-9]+(\\.[0-9]+)?")) { algebraic = num(a, v); i++; }
                    else algebraic = QuotientEngine.Budget.DEFAULT_ALGEBRAIC;
                }
                case "--hex" -> hex = true;
                case "--no-prefix4" -> prefix4 = false;
                case "--digits4" -> { digits4 = nat(a, v, 0, 6); i++; }
                case "--max-digit" -> { maxDigit = nat(a, v, 1, 15); i++; }
                case "--search4d" -> { digits = 4; digits4 = 3; }
                case "--quiet" -> quiet = true;
                case "--help", "-h" -> { System.out.println(USAGE); return 0; }
                default -> throw new CgxException("unknown option " + a + "\n" + USAGE);
            }
        }
        if (digits < 0) throw new CgxException("--digits D is required\n" + USAGE);
        if (digits > (hex ? 4 : 6)) throw new CgxException("--digits " + digits + " is too many codes" + (hex ? " with --hex (at most 4)" : " (at most 6)"));
        if (!prefix4 && digits4 >= 0) throw new CgxException("--digits4 and --no-prefix4 contradict each other");
        if (maxDigit > (hex ? 15 : 7)) throw new CgxException("--max-digit " + maxDigit + " is not a digit" + (hex ? "" : " of an octal code (use --hex for 8 to 15)"));
        CodeSpace.Space space = new CodeSpace.Space(digits, !prefix4 ? -1 : digits4 >= 0 ? digits4 : digits, hex, maxDigit > 0 ? maxDigit : hex ? 15 : 7);
        Path dir = Path.of(out == null ? "census" + digits : out);
        Census.Options o = new Census.Options(space, new QuotientEngine.Budget(timeout, maxHeap, maxOrder, verify, proveInfinite, algebraic), master, dir,
                resume, !quiet);
        CensusTable t = new Census(o, Census.spark(master), STDERR).run();
        System.out.println(t.summary());
        System.out.println("wrote " + dir.resolve("census.tsv") + ", " + dir.resolve("classes.tsv") + ", " + dir.resolve("census.json"));
        return 0;
    }

    /** {@code --forms --day N}: the census of forms ({@link FormsCensus}). */
    static int forms(String[] args) {
        int day = -1, maxOrder = FormsCensus.DEFAULT_MAX_ORDER, pieces = 0, from = -1, to = -1;
        double timeout = FormsCensus.DEFAULT_TIMEOUT, proveInfinite = 0;
        String master = null, out = null;
        boolean resume = false, quiet = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--forms" -> { }
                case "--day" -> { day = nat(a, v, 0, 1_000_000); i++; }
                case "--max-order" -> { maxOrder = nat(a, v, 0, Integer.MAX_VALUE); i++; }
                case "--timeout" -> { timeout = num(a, v); i++; }
                case "--pieces" -> { pieces = nat(a, v, 1, 65536); i++; }
                case "--prove-infinite" -> { proveInfinite = num(a, v); i++; }
                case "--slice" -> { int[] ft = slice(a, v, "pieces", 65536); from = ft[0]; to = ft[1]; i++; }
                case "--master" -> { master = str(a, v); i++; }
                case "--out" -> { out = str(a, v); i++; }
                case "--resume" -> resume = true;
                case "--quiet" -> quiet = true;
                case "--help", "-h" -> { System.out.println(USAGE); return 0; }
                default -> throw new CgxException("unknown option " + a + " for --forms (it takes --day, --max-order, --timeout, --pieces, --slice, --prove-infinite, --master, --out, --resume, --quiet)");
            }
        }
        if (day < 0) throw new CgxException("--forms needs --day N (1 to 5)");
        Path dir = Path.of(out == null ? "forms" + day : out);
        FormsCensus.Options o = new FormsCensus.Options(day, maxOrder, timeout, pieces == 0 ? FormsCensus.defaultPieces(day) : pieces, master, dir, resume, !quiet);
        if (from >= 0) o = o.slice(from, to);
        o = o.withProveInfinite(proveInfinite);
        FormsTable t = new FormsCensus(o, FormsCensus.spark(master), STDERR).run();
        System.out.println(t.summary());
        System.out.println("wrote " + dir.resolve("forms.tsv") + ", " + dir.resolve("pairs.tsv") + ", " + dir.resolve("quotients.tsv") + ", " + dir.resolve("census.json"));
        return 0;
    }

    /** {@code --aimed}: the aimed search beyond day 5 ({@link AimedSearch}). */
    static int aimed(String[] args) {
        int maxOrder = AimedSearch.DEFAULT_MAX_ORDER, chunk = AimedSearch.DEFAULT_CHUNK, rounds = 2, from = -1, to = -1;
        double timeout = AimedSearch.DEFAULT_TIMEOUT;
        Run run = new Run();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--aimed" -> { }
                case "--max-order" -> { maxOrder = nat(a, v, 2, FormsCensus.MAX_ORDER); i++; }
                case "--timeout" -> { timeout = num(a, v); i++; }
                case "--chunk" -> { chunk = nat(a, v, 1, 1000); i++; }
                case "--rounds" -> { rounds = nat(a, v, 1, 2); i++; }
                case "--slice" -> { int[] ft = slice(a, v, "members", 1_000_000); from = ft[0]; to = ft[1]; i++; }
                default -> {
                    int used = run.option(a, v);
                    if (used == 2) { System.out.println(USAGE); return 0; }
                    if (used < 0) throw new CgxException("unknown option " + a + " for --aimed (it takes --max-order, --timeout, --chunk, --rounds, --slice, --master, --out, --resume, --quiet)");
                    i += used;
                }
            }
        }
        Path dir = Path.of(run.out == null ? "aimed" : run.out);
        AimedSearch.Options o = new AimedSearch.Options(maxOrder, timeout, chunk, rounds, run.master, dir, run.resume, !run.quiet);
        if (from >= 0) o = o.slice(from, to);
        AimedSearch.Result r = new AimedSearch(o, AimedSearch.spark(run.master), STDERR).run();
        System.out.println(r.summary());
        System.out.println("wrote " + dir.resolve("aimed.tsv"));
        return 0;
    }

    /** The options every run of pieces takes: --master, --out, --resume, --quiet (and --help). */
    private static final class Run {
        String master, out;
        boolean resume, quiet;

        /** Takes option {@code a} (value {@code v}): the values it used (0 or 1), 2 for --help, -1 if it is not one of these. */
        int option(String a, String v) {
            switch (a) {
                case "--master" -> { master = str(a, v); return 1; }
                case "--out" -> { out = str(a, v); return 1; }
                case "--resume" -> { resume = true; return 0; }
                case "--quiet" -> { quiet = true; return 0; }
                case "--help", "-h" -> { return 2; }
                default -> { return -1; }
            }
        }
    }

    /** {@code --join DIR... [--out DIR]}: the distinct quotients of finished censuses ({@link DistinctQuotients}). */
    static int join(String[] args) {
        List<Path> dirs = new ArrayList<>();
        String out = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--join")) continue;
            if (args[i].equals("--out")) out = str("--out", i + 1 < args.length ? args[++i] : null);
            else if (args[i].startsWith("--")) throw new CgxException("unknown option " + args[i] + " for --join (it takes census directories and --out DIR)");
            else dirs.add(Path.of(args[i]));
        }
        if (dirs.isEmpty()) throw new CgxException("--join needs one or more census directories (./cgx census --out DIR or --forms --out DIR wrote them)");
        DistinctQuotients d = DistinctQuotients.of(dirs);
        Path dir = Path.of(out == null ? "distinct" : out);
        d.write(dir);
        System.out.println(d.summary());
        System.out.println("wrote " + dir.resolve("quotients.tsv") + ", " + dir.resolve("distinct.json"));
        return 0;
    }

    /** {@code --slice FROM:TO}: {FROM, TO}, each at most {@code max}. */
    private static int[] slice(String opt, String v, String what, int max) {
        String[] ft = str(opt, v).split(":");
        if (ft.length != 2) throw new CgxException(opt + " needs FROM:TO (" + what + " FROM to TO-1), got " + v);
        return new int[] {nat(opt, ft[0], 0, max), nat(opt, ft[1], 1, max)};
    }

    private static String str(String opt, String v) {
        if (v == null) throw new CgxException(opt + " needs a value");
        return v;
    }

    private static int nat(String opt, String v, int lo, int hi) {
        try {
            int x = Integer.parseInt(str(opt, v));
            if (x < lo || x > hi) throw new CgxException(opt + " must be " + lo + " to " + hi + ", got " + x);
            return x;
        } catch (NumberFormatException e) {
            throw new CgxException(opt + " needs a whole number, got " + v);
        }
    }

    private static double num(String opt, String v) {
        try {
            double x = Double.parseDouble(str(opt, v));
            if (!(x >= 0) || x > 1e7) throw new CgxException(opt + " must be 0 or more seconds, got " + v);
            return x;
        } catch (NumberFormatException e) {
            throw new CgxException(opt + " needs a number of seconds, got " + v);
        }
    }
}
