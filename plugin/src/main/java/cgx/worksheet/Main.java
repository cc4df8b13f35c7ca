package cgx.worksheet;

import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.core.Interrupts;
import cgx.core.Rational;
import cgx.lang.Evaluator;
import cgx.lang.Session;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** The command line: {@code cgx} (worksheet), {@code cgx -e '...'}, {@code cgx FILE.cgx [ARGS]}, {@code cgx --help}. */
@Command(name = "cgx", mixinStandardHelpOptions = true, version = "cgx 0.1",
        description = {
            "A worksheet for combinatorial game theory: scoring play, Scoring Nim, Amalgamation Nim,",
            "misère canonical forms and quotients.",
            "",
            "  cgx                  start the interactive worksheet",
            "  cgx -e 'S1; S2'      evaluate statements, print each result not silenced by ';'",
            "  cgx FILE.cgx [ARGS]  run a worksheet script; ARGS is the list of its arguments",
            "  cgx --install-kernel [--user | --prefix DIR]   install the Jupyter kernel",
            ""})
public final class Main implements Callable<Integer> {
    @Option(names = {"-e", "--eval"}, paramLabel = "STATEMENTS", description = "evaluate these statements and exit")
    String eval;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "stop any single evaluation after this many seconds (default: none)")
    double timeout;

    @Option(names = "--kernel", paramLabel = "CONNECTION_FILE", description = "run as a Jupyter kernel (Jupyter starts it so)")
    Path kernelConnection;

    @Option(names = "--install-kernel", description = "write the Jupyter kernel spec 'cgx' (system-wide unless --user or --prefix)")
    boolean installKernel;

    @Option(names = "--user", description = "with --install-kernel: for this user only")
    boolean kernelUser;

    @Option(names = "--prefix", paramLabel = "DIR", description = "with --install-kernel: under DIR/share/jupyter/kernels")
    Path kernelPrefix;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE.cgx", description = "a worksheet script to run")
    Path file;

    @Parameters(index = "1..*", paramLabel = "ARGS", description = "arguments for the script, available as ARGS")
    List<String> scriptArgs = new ArrayList<>();

    public static void main(String[] args) {
        PrintStream utf8 = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(utf8);
        int code = new CommandLine(new Main()).execute(args);
        System.out.flush();
        System.exit(code);
    }

    @Override
    public Integer call() throws IOException {
        try {
            return run();
        } catch (CgxException e) {
            // e.g. two plug-ins registering the same name: the session cannot start
            System.err.println("error: " + e.getMessage());
            return 2;
        }
    }

    private Integer run() throws IOException {
        if (kernelConnection != null) return cgx.notebook.Kernel.run(kernelConnection);
        if (installKernel) {
            Path dir = cgx.notebook.KernelSpec.install(kernelUser, kernelPrefix);
            System.out.println("installed the Jupyter kernel spec cgx in " + dir);
            return 0;
        }
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
        return new Worksheet(new Evaluator(new Session(), timeout)).loop();
    }

    /** Runs a whole text (from -e or a file): prints results not silenced by ';'; exit 0, or 1 on the first error. */
    private int runText(String text, String fileName) {
        Session session = new Session();
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

    private static Object asValue(String a) {
        try {
            return Rational.parse(a);
        } catch (CgxException e) {
            return a;
        }
    }
}
