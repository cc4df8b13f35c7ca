package cgx.misere;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * CGSuite 2.2's REPL run from its jar as a black box (misère forms here; other families' tests
 * queue their own statements with {@link #line} and {@link #ask}): one process reads every statement (one a
 * line) from standard input; the answer to statement i is the text after its marker. Misère
 * forms are sent as variables {@code v<id>}, each defined from its options' variables, so a form
 * with many positions is sent in as many short lines.
 */
public final class CgsuiteRepl {
    private final List<String> lines = new ArrayList<>();
    private final List<Integer> queryLine = new ArrayList<>();
    private final HashSet<MisereGame> defined = new HashSet<>();

    /** The jar, from -Dcgsuite.jar, $CGSUITE_JAR, or ../shared/cgsuite/ above the working directory; null if absent. */
    public static File jar() {
        List<String> tries = new ArrayList<>();
        String p = System.getProperty("cgsuite.jar");
        if (p != null) tries.add(p);
        String e = System.getenv("CGSUITE_JAR");
        if (e != null) tries.add(e);
        File dir = new File("").getAbsoluteFile();
        for (int i = 0; i < 4 && dir != null; i++, dir = dir.getParentFile())
            tries.add(new File(dir, "../shared/cgsuite/cgsuite-core-2.2-beta2-with-dependencies.jar").getPath());
        for (String t : tries) if (new File(t).isFile()) return new File(t);
        return null;
    }

    /** The CGSuite variable naming g, defining it and its positions first. */
    String var(MisereGame g) {
        if (!defined.contains(g)) {
            List<MisereGame> ps = MisereTheory.positions(g, Integer.MAX_VALUE);
            ps.sort(Comparator.comparingInt(MisereGame::id));
            for (MisereGame p : ps) {
                if (!defined.add(p)) continue;
                StringBuilder b = new StringBuilder("mx").append(p.id()).append(" := *[");
                if (p.optionCount() == 1) b.append("[mx").append(p.option(0).id()).append("]");
                else for (int i = 0; i < p.optionCount(); i++) b.append(i > 0 ? "," : "").append("mx").append(p.option(i).id());
                lines.add(b.append("];").toString());
            }
        }
        return "mx" + g.id();
    }

    /** A CGSuite list literal of the forms' variables. */
    String list(List<MisereGame> gs) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < gs.size(); i++) b.append(i > 0 ? "," : "").append(var(gs.get(i)));
        return b.append("]").toString();
    }

    /** Queues a statement whose answer is not read (a definition). */
    public void line(String statement) { lines.add(statement); }

    /** Queues an expression; returns its index for {@link #run}'s answers. */
    public int ask(String expr) {
        int i = queryLine.size();
        queryLine.add(lines.size());
        lines.add("[\"@@" + i + "\"," + expr + "]");
        return i;
    }

    public int size() { return queryLine.size(); }

    /** Runs CGSuite once on all queued lines; answer i is the printed list after the marker, or "ERROR: …". */
    public List<String> run(long timeoutSeconds) throws IOException, InterruptedException {
        File jar = jar();
        Path in = Files.createTempFile("cgsuite-in", ".txt");
        Path out = Files.createTempFile("cgsuite-out", ".txt");
        try {
            Files.write(in, lines, StandardCharsets.UTF_8);
            Process p = new ProcessBuilder("java", "-Xmx2g", "-cp", jar.getPath(), "org.cgsuite.lang.Repl")
                    .redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectErrorStream(true).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("CGSuite took more than " + timeoutSeconds + " s");
            }
            // the REPL echoes each line after a prompt "> ", then prints the answer (if any) on the same line
            String full = Files.readString(out, StandardCharsets.UTF_8);
            List<String> answers = new ArrayList<>();
            int pos = 0;
            for (int i = 0; i < queryLine.size(); i++) {
                String line = lines.get(queryLine.get(i));
                int idx = full.indexOf(line, pos);
                if (idx < 0) { answers.add("ERROR: no output"); continue; }
                int after = idx + line.length();
                int next = full.indexOf("\n> ", after);
                String reply = full.substring(after, next < 0 ? full.length() : next);
                String tag = "[\"@@" + i + "\",";
                boolean ok = reply.startsWith(tag) && reply.strip().endsWith("]") && !reply.strip().contains("\n");
                answers.add(ok ? reply.strip().substring(tag.length(), reply.strip().length() - 1) : "ERROR: " + reply.strip());
                pos = after;
            }
            return answers;
        } finally {
            Files.deleteIfExists(in);
            Files.deleteIfExists(out);
        }
    }
}
