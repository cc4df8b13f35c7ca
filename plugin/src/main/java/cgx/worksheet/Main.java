package cgx.worksheet;

import cgx.core.CgxException;
import cgx.families.Families;
import cgx.lang.CgxList;
import cgx.core.Interrupts;
import cgx.core.Rational;
import cgx.lang.Evaluator;
import cgx.lang.Session;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line: {@code cgx} (worksheet), {@code cgx -e '...'}, {@code cgx FILE.cgx [ARGS]}, {@code cgx --help}.
 * Read by hand (a library parser took a quarter of the start-up of {@code cgx -e}): options first;
 * the first other word is the script, and every word after it is one of its arguments.
 */
public final class Main {
    static final String USAGE = String.join("\n",
            "Usage: cgx [OPTIONS] [FILE.cgx [ARGS...]]",
            "A worksheet for combinatorial game theory: scoring play, Scoring Nim, Amalgamation Nim,",
            "misère canonical forms and quotients.",
            "",
            "  cgx                  start the interactive worksheet",
            "  cgx -e 'S1; S2'      evaluate statements, print each result not silenced by ';'",
            "  cgx FILE.cgx [ARGS]  run a worksheet script; ARGS is the list of its arguments",
            "  cgx --install-kernel [--user | --prefix DIR]   install the Jupyter kernel",
            "  cgx --reference [FILE.md]   write the reference of every function, type and method",
            "                       (default docs/reference.md), every example run; problems on stderr, exit 1",
            "",
            "Options:",
            "  -e, --eval STATEMENTS      evaluate these statements and exit",
            "      --timeout SECONDS      stop any single evaluation after this many seconds (default: none)",
            "      --kernel CONNECTION_FILE",
            "                             run as a Jupyter kernel (Jupyter starts it so)",
            "      --install-kernel       write the Jupyter kernel spec 'cgx' (system-wide unless --user or --prefix)",
            "      --user                 with --install-kernel: for this user only",
            "      --prefix DIR           with --install-kernel: under DIR/share/jupyter/kernels",
            "  -h, --help                 print this help and exit",
            "  -V, --version              print the version and exit",
            "An option's value may also follow an '=' (--timeout=60); '--' ends the options.",
            "");
    static final String VERSION = "cgx 0.1";

    String eval;
    double timeout;
    Path kernelConnection;
    boolean installKernel;
    boolean kernelUser;
    Path kernelPrefix;
    Path reference;
    Path file;
    List<String> scriptArgs = new ArrayList<>();

    public static void main(String[] args) {
        PrintStream utf8 = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(utf8);
        int code = execute(args);
        System.out.flush();
        // On JDK 21+ System.exit logs the exit, which starts the System.Logger back end and so
        // scans the whole class path for a LoggerFinder (0.1 s on the census class path, with
        // Spark's 138 jars). A run that succeeded and left no other non-daemon thread ends by
        // returning instead: the same shutdown, hooks included, and exit status 0.
        if (code == 0 && onlyDaemonsLeft()) return;
        System.exit(code);
    }

    /** Whether every live thread but this one is a daemon (the JVM ends when main returns). */
    static boolean onlyDaemonsLeft() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) root = root.getParent();
        Thread[] threads = new Thread[root.activeCount() + 16];
        int n = root.enumerate(threads, true);
        if (n == threads.length) return false; // more than we could see: take the sure way
        for (int i = 0; i < n; i++) {
            Thread t = threads[i];
            if (t != Thread.currentThread() && t.isAlive() && !t.isDaemon()) return false;
        }
        return true;
    }

    /** Runs the command line {@code args}; the exit code (0 done, 1 an evaluation failed, 2 a usage or start-up error). */
    public static int execute(String... args) {
        Main m = new Main();
        String usageError = m.parse(args);
        if (usageError != null) {
            if (usageError.isEmpty()) return 0; // --help or --version, printed
            System.err.println("error: " + usageError);
            System.err.println("(cgx --help lists the options)");
            return 2;
        }
        try {
            return m.call();
        } catch (IOException e) {
            System.err.println("error: " + e.getMessage());
            return 2;
        }
    }

    /** Reads {@code args} into the fields: null when they are fine, "" after --help or --version, else what is wrong. */
    private String parse(String[] args) {
        java.util.ArrayDeque<String> words = new java.util.ArrayDeque<>();
        for (String a : args) words.add(a); // (not the copying constructor: its lambda would start the JDK's method handles, 5 ms)
        boolean optionsEnded = false;
        while (!words.isEmpty()) {
            String arg = words.poll();
            if (file != null) { scriptArgs.add(arg); continue; }
            if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) { file = Path.of(arg); continue; }
            // --name=value, -eSTATEMENTS and -e=STATEMENTS carry their value; otherwise it is the next word
            String name = arg, attached = null;
            int eq = arg.indexOf('=');
            if (arg.startsWith("--") && eq > 0) { name = arg.substring(0, eq); attached = arg.substring(eq + 1); }
            else if (arg.startsWith("-e") && arg.length() > 2) { name = "-e"; attached = arg.substring(arg.charAt(2) == '=' ? 3 : 2); }
            boolean takesValue = switch (name) {
                case "-e", "--eval", "--timeout", "--kernel", "--prefix" -> true;
                default -> false;
            };
            if (takesValue && attached == null) {
                if (words.isEmpty()) return "option '" + name + "' needs a value";
                attached = words.poll();
            } else if (!takesValue && attached != null) {
                return "option '" + name + "' takes no value";
            }
            switch (name) {
                case "--" -> optionsEnded = true;
                case "-h", "--help" -> { System.out.print(USAGE); return ""; }
                case "-V", "--version" -> { System.out.println(VERSION); return ""; }
                case "-e", "--eval" -> eval = attached;
                case "--timeout" -> {
                    try {
                        timeout = Double.parseDouble(attached);
                    } catch (NumberFormatException e) {
                        timeout = Double.NaN;
                    }
                    if (!(timeout >= 0) || Double.isInfinite(timeout)) return "--timeout takes a number of seconds, got '" + attached + "'";
                }
                case "--kernel" -> kernelConnection = Path.of(attached);
                case "--prefix" -> kernelPrefix = Path.of(attached);
                case "--install-kernel" -> installKernel = true;
                case "--user" -> kernelUser = true;
                case "--reference" -> {
                    if (attached == null && !words.isEmpty() && words.peek().endsWith(".md")) attached = words.poll();
                    reference = attached != null ? Path.of(attached)
                            : Path.of(System.getProperty("cgx.home", "."), "docs", "reference.md");
                }
                default -> { return "unknown option '" + arg + "'"; }
            }
        }
        return null;
    }

    private int call() throws IOException {
        try {
            return run();
        } catch (CgxException e) {
            // e.g. two plug-ins registering the same name: the session cannot start
            System.err.println("error: " + e.getMessage());
            return 2;
        }
    }

    private int run() throws IOException {
        if (kernelConnection != null) return cgx.notebook.Kernel.run(kernelConnection);
        if (installKernel) {
            Path dir = cgx.notebook.KernelSpec.install(kernelUser, kernelPrefix);
            System.out.println("installed the Jupyter kernel spec cgx in " + dir);
            return 0;
        }
        if (reference != null) return writeReference(reference);
        if (eval != null) return runText(eval, null);
        if (file != null) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                System.err.println("error: cannot read " + file + ": " + e.getMessage());
                return 2;
            }
            return runText(text, file.toString());
        }
        return new Worksheet(new Evaluator(Families.session(), timeout)).loop();
    }

    /** Runs a whole text (from -e or a file): prints results not silenced by ';'; exit 0, or 1 on the first error. */
    private int runText(String text, String fileName) {
        Session session = Families.session();
        List<Object> argv = new ArrayList<>();
        for (String a : scriptArgs) argv.add(asValue(a));
        session.define("ARGS", CgxList.from(argv));
        Evaluator ev = new Evaluator(session, timeout);
        try {
            ev.runPrinting(text, System.out::println);
            return 0;
        } catch (CgxException e) {
            System.out.flush();
            String where = e instanceof Interrupts.Stopped ? e.getMessage() + (e.hasPosition() ? " (at line " + e.line() + ")" : "")
                    : e.describe();
            System.err.println("error: " + (fileName != null && e.hasPosition() ? fileName + ", " : "") + where);
            return 1;
        }
    }

    /** {@code --reference}: writes the reference with every example run; each problem on stderr, exit 1 if any. */
    private static int writeReference(Path target) throws IOException {
        Path out = target;
        List<String> problems = new ArrayList<>();
        out = out.toAbsolutePath();
        // examples that Save write into a temporary folder, not where cgx was started
        String userDir = System.getProperty("user.dir");
        Path scratch = Files.createTempDirectory("cgx-reference");
        String text;
        try {
            System.setProperty("user.dir", scratch.toString());
            text = cgx.lang.Reference.of(Families.runtime()).markdown(problems);
        } finally {
            System.setProperty("user.dir", userDir);
        }
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(out, text, StandardCharsets.UTF_8);
        for (String p : problems) System.err.println("reference: " + p);
        System.err.println("wrote " + out + (problems.isEmpty() ? "" : " (" + problems.size() + " problems)"));
        return problems.isEmpty() ? 0 : 1;
    }

    private static Object asValue(String a) {
        try {
            return Rational.parse(a);
        } catch (CgxException e) {
            return a;
        }
    }
}
