package cgx.census;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A real Spark standalone cluster: a master and one worker, each a JVM of its own running Spark's
 * classes ({@code org.apache.spark.deploy.master.Master}, {@code ...worker.Worker}) on 127.0.0.1.
 * The worker's {@code SPARK_HOME/jars} holds the third-party jars of the test's class path (Spark
 * and its dependencies, as a Spark distribution does) and none of cgx's classes. On it:
 * <ol>
 * <li>a small census runs from this JVM through {@code spark://127.0.0.1:PORT} (its tasks in an
 *     executor JVM the worker starts) and equals the sequential engine;</li>
 * <li>the guide's {@code spark-submit} command (docs/guide/spark.md) is run as written, through
 *     {@code org.apache.spark.deploy.SparkSubmit} (the class the {@code spark-submit} script runs)
 *     in a JVM whose class path is Spark's jars only, with the jars it names ({@code cgx.jar},
 *     {@code cgx-census.jar}) packed from the build's class folders; its {@code census.tsv}
 *     equals the sequential engine's table;</li>
 * <li>the census of forms: day 4, then a slice of day 5 during which the Worker daemon is killed
 *     and a replacement Worker joins, both equal to the sequential engine's answers;</li>
 * <li>the aimed search (issue 52 part 3): its round 1, the Worker killed mid-run and replaced, equal
 *     to the sequential engine's rows.</li>
 * </ol>
 * Everything is stopped afterwards, also when a test fails.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StandaloneClusterTest {
    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) { return s.getLocalPort(); }
    }

    static Process start(Path log, Map<String, String> env, List<String> classPath, Path workDir, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Jvm.java(), "-Xmx512m"));
        cmd.addAll(Jvm.sparkOpens());
        cmd.addAll(List.of("-cp", String.join(File.pathSeparator, classPath)));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        if (workDir != null) pb.directory(workDir.toFile());
        pb.environment().putAll(env);
        return pb.start();
    }

    static void stop(Process p) throws InterruptedException {
        if (p == null) return;
        List<ProcessHandle> kids = p.descendants().toList(); // the worker's executor JVMs
        p.destroy();
        if (!p.waitFor(20, TimeUnit.SECONDS)) p.destroyForcibly().waitFor();
        for (ProcessHandle h : kids) {
            h.destroy();
            try {
                h.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                h.destroyForcibly();
            }
        }
    }

    static void awaitPort(int port, Process p, Path log) throws Exception {
        long until = System.nanoTime() + 300_000_000_000L;
        while (System.nanoTime() < until) {
            assertTrue(p.isAlive(), "the Spark master exited: " + Files.readString(log));
            try (Socket s = new Socket("127.0.0.1", port)) { return; } catch (IOException e) { Thread.sleep(200); }
        }
        fail("the Spark master did not open port " + port + ": " + Files.readString(log));
    }

    // ---------------------------------------------------------------- the cluster

    private Path dir;
    private Process master, worker;
    private String url;
    private Path home;
    private Map<String, String> env;
    /** The test's class path split: cgx's own classes (folders or jars under a target/ folder) and everything else (Spark and the like). */
    private final List<String> cgxEntries = new ArrayList<>(), sparkJars = new ArrayList<>();

    @BeforeAll
    void startCluster(@TempDir Path tmp) throws Exception {
        dir = tmp;
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (e.isBlank()) continue;
            Path p = Path.of(e).toAbsolutePath();
            boolean ours = Files.isDirectory(p) || p.toString().contains(File.separator + "target" + File.separator);
            if (ours) cgxEntries.add(p.toString());
            else if (p.toString().endsWith(".jar")) sparkJars.add(p.toString());
        }
        // a Spark "distribution" for the worker and its executors: SPARK_HOME/jars with Spark's jars, without cgx's classes
        home = Files.createDirectories(dir.resolve("spark-home"));
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String j : sparkJars) {
            Path link = jars.resolve(Path.of(j).getFileName());
            if (!Files.exists(link)) Files.createSymbolicLink(link, Path.of(j));
        }
        int port = freePort();
        url = "spark://127.0.0.1:" + port;
        env = Map.of("SPARK_HOME", home.toString(), "SPARK_SCALA_VERSION", "2.13", "SPARK_LOCAL_IP", "127.0.0.1", "SPARK_LOG_DIR", dir.toString());
        master = start(dir.resolve("master.log"), env, sparkJars, null, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                "--port", "" + port, "--webui-port", "" + freePort());
        awaitPort(port, master, dir.resolve("master.log"));
        worker = startWorker("work");
    }

    /** A Worker daemon of 2 cores registered with the master, its executors' folders in {@code dir/work}, its log in {@code dir/work.log}. */
    private Process startWorker(String work) throws IOException {
        return start(dir.resolve(work + ".log"), env, sparkJars, null, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                "--cores", "2", "--memory", "1g", "--work-dir", Files.createDirectories(dir.resolve(work)).toString(),
                "--webui-port", "" + freePort(), url);
    }

    @AfterAll
    void stopCluster() throws Exception {
        SparkEngine.stop();
        stop(worker);
        stop(master);
        assertFalse(master.isAlive() || worker.isAlive());
    }

    private String logs() throws IOException {
        return "\nmaster: " + Files.readString(dir.resolve("master.log")) + "\nworker: " + Files.readString(dir.resolve("work.log"))
                + (Files.exists(dir.resolve("work2.log")) ? "\nsecond worker: " + Files.readString(dir.resolve("work2.log")) : "");
    }

    // ---------------------------------------------------------------- a census from this JVM

    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void aCensusRunsOnAStandaloneMasterAndWorker() throws Exception {
        onCluster(() -> {
            QuotientEngine.Budget b = CensusSparkTest.BUDGET;
            CensusTable remote = new Census(new Census.Options(1, true, false, b, url, dir.resolve("out"), false, false), Census.spark(url), s -> { }).run();
            assertEquals(url, SparkEngine.context(url).master());
            // the tasks ran in an executor the worker started, not in this JVM
            assertTrue(SparkEngine.context(url).sc().getExecutorMemoryStatus().size() >= 2, "driver and one executor");
            CensusTable seq = new Census(new Census.Options(1, true, false, b, null, null, false, false), Census.SEQUENTIAL, s -> { }).run();
            CensusSparkTest.assertSameRows(CensusSparkTest.answers(seq), CensusSparkTest.answers(remote));
            try (var apps = Files.list(dir.resolve("work"))) { // the worker's folder for the executor it started
                assertTrue(apps.anyMatch(a -> a.getFileName().toString().startsWith("app-")), "an application folder in the worker's work dir");
            }
            return null;
        });
    }

    // ---------------------------------------------------------------- the census of forms on the cluster

    /** Sets the driver's properties for the cluster (this JVM's classes for the executors), runs {@code body}, and clears them. */
    private void onCluster(java.util.concurrent.Callable<Void> body) throws Exception {
        List<String> keys = List.of("spark.driver.host", "spark.driver.bindAddress", "spark.executor.extraClassPath", "spark.executor.memory",
                "spark.executor.extraJavaOptions");
        try {
            System.setProperty("spark.driver.host", "127.0.0.1");
            System.setProperty("spark.driver.bindAddress", "127.0.0.1");
            System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path")); // cgx's classes from the build's folders
            System.setProperty("spark.executor.memory", "768m");
            System.setProperty("spark.executor.extraJavaOptions", "-Xss64m");
            body.call();
        } finally {
            SparkEngine.stop(); // frees the worker's cores for the next application
            for (String k : keys) System.clearProperty(k);
        }
    }

    /** True for an executor JVM (its command line, read from /proc where ProcessHandle gives none, names CoarseGrainedExecutorBackend). */
    static boolean isExecutor(ProcessHandle h) {
        String cmd = h.info().commandLine().orElse("") + " " + String.join(" ", h.info().arguments().orElse(new String[0]));
        try {
            cmd += " " + new String(Files.readAllBytes(Path.of("/proc/" + h.pid() + "/cmdline"))).replace('\0', ' ');
        } catch (IOException | RuntimeException e) {
            // no /proc: what ProcessHandle gives
        }
        return cmd.contains("CoarseGrainedExecutorBackend");
    }

    /**
     * The census of forms born by day 4, and a slice of day 5 during which the Worker daemon is
     * killed (SIGKILL; its executor goes with it) and a new Worker joins: both equal the sequential
     * engine's answers.
     */
    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void theFormsCensusRunsOnTheClusterAndKillingTheWorkerMidRunLosesNothing() throws Exception {
        FormsCensus.Options o = FormsCensusTest.options(5, 24, 1024, url, null, false).slice(200, 210);
        List<String> expected = new FormsCensus(o, FormsCensus.SEQUENTIAL, x -> { }).run().answers();
        onCluster(() -> {
            FormsCensus.Options d4 = FormsCensusTest.options(4, 128, 4, url, dir.resolve("forms4"), false);
            FormsTable day4 = new FormsCensus(d4, FormsCensus.spark(url), x -> { }).run();
            assertTrue(SparkEngine.context(url).sc().getExecutorMemoryStatus().size() >= 2, "driver and one executor");
            assertEquals(new FormsCensus(FormsCensusTest.options(4, 128, 4, null, null, false), FormsCensus.SEQUENTIAL, x -> { }).run().answers(), day4.answers());
            SparkEngine.stop(); // a new application: its executor is the one killed below
            Set<Long> before = new HashSet<>();
            worker.descendants().filter(StandaloneClusterTest::isExecutor).forEach(h -> before.add(h.pid()));
            java.util.concurrent.atomic.AtomicReference<Object> result = new java.util.concurrent.atomic.AtomicReference<>();
            Thread t = new Thread(() -> {
                try {
                    result.set(new FormsCensus(o, FormsCensus.spark(url), x -> { }).run());
                } catch (Throwable e) {
                    result.set(e);
                }
            });
            t.start();
            // once the worker's executor runs the pieces, kill the Worker daemon (SIGKILL), as a machine of the cluster is lost
            ProcessHandle executor = null;
            long until = System.nanoTime() + 120_000_000_000L;
            while (executor == null && System.nanoTime() < until) {
                Thread.sleep(500);
                executor = worker.descendants().filter(h -> !before.contains(h.pid()) && isExecutor(h)).findFirst().orElse(null);
            }
            assertNotNull(executor, "the worker started an executor" + logs());
            Thread.sleep(1000);
            assertTrue(t.isAlive(), "the census is still running when the worker is killed");
            worker.destroyForcibly().waitFor();
            worker = startWorker("work2"); // a replacement joins: the master gives the application an executor there
            t.join(600_000);
            executor.destroyForcibly(); // the lost worker's executor exits by itself (Spark's WorkerWatcher); if it lingers, not after the test
            assertFalse(t.isAlive(), "the census finished after the worker was lost");
            if (result.get() instanceof Throwable e) throw new AssertionError("the census failed after the worker was killed" + logs(), e);
            assertEquals(expected, ((FormsTable) result.get()).answers(), "the same answers as without the kill");
            try (var apps = Files.list(dir.resolve("work2"))) {
                assertTrue(apps.anyMatch(a -> a.getFileName().toString().startsWith("app-")), "the replacement worker ran an executor" + logs());
            }
            return null;
        });
    }

    /**
     * The aimed search (issue 52 part 3): its round 1 at |Q| <= 200 (no time bound, so the answers are the
     * engine's alone) on the cluster, in pieces of one member, the current Worker daemon killed (SIGKILL)
     * while its executor computes and a new Worker joining: the rows equal the sequential engine's.
     */
    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void theAimedSearchRunsOnTheClusterAndKillingTheWorkerMidRunLosesNothing() throws Exception {
        AimedSearch.Options o = new AimedSearch.Options(200, 0, 1, 1, url, dir.resolve("aimed"), false, false).slice(0, 111);
        List<String> expected = AimedSearchTest.answers(new AimedSearch(new AimedSearch.Options(200, 0, 1, 1, null, null, false, false).slice(0, 111),
                AimedSearch.SEQUENTIAL, x -> { }).run().rows());
        onCluster(() -> {
            Set<Long> before = new HashSet<>();
            worker.descendants().filter(StandaloneClusterTest::isExecutor).forEach(h -> before.add(h.pid()));
            java.util.concurrent.atomic.AtomicReference<Object> result = new java.util.concurrent.atomic.AtomicReference<>();
            Thread t = new Thread(() -> {
                try {
                    result.set(new AimedSearch(o, AimedSearch.spark(url), x -> { }).run());
                } catch (Throwable e) {
                    result.set(e);
                }
            });
            t.start();
            // once the worker's executor has finished a few pieces (the checkpoint has them), kill the Worker daemon
            Path ckpt = dir.resolve("aimed").resolve("aimed.ckpt");
            ProcessHandle executor = null;
            long until = System.nanoTime() + 120_000_000_000L;
            while (System.nanoTime() < until && t.isAlive()) {
                Thread.sleep(100);
                if (executor == null) executor = worker.descendants().filter(h -> !before.contains(h.pid()) && isExecutor(h)).findFirst().orElse(null);
                if (executor != null && Files.exists(ckpt) && Files.readAllLines(ckpt).size() - 1 >= 3) break;
            }
            assertNotNull(executor, "the worker started an executor" + logs());
            assertTrue(t.isAlive(), "the search is still running when the worker is killed");
            int done = Files.readAllLines(ckpt).size() - 1;
            worker.destroyForcibly().waitFor();
            worker = startWorker("work-aimed"); // a replacement joins
            t.join(600_000);
            executor.destroyForcibly();
            assertFalse(t.isAlive(), "the search finished after the worker was lost");
            if (result.get() instanceof Throwable e) throw new AssertionError("the search failed after the worker was killed" + logs(), e);
            assertEquals(expected, AimedSearchTest.answers(((AimedSearch.Result) result.get()).rows()), "the same rows as without the kill");
            assertTrue(done < 94, "killed mid-run: " + done + " of 94 pieces done");
            try (var apps = Files.list(dir.resolve("work-aimed"))) {
                assertTrue(apps.anyMatch(a -> a.getFileName().toString().startsWith("app-")), "the replacement worker ran an executor" + logs());
            }
            return null;
        });
    }

    // ---------------------------------------------------------------- spark-submit, as the guide says

    /** The guide's spark-submit command (docs/guide/spark.md, its code block on standalone clusters), as words, continuation lines joined. */
    static List<String> readmeSubmitCommand() throws IOException {
        Path readme = Path.of(System.getProperty("cgx.testGames")).resolve("../docs/guide/spark.md").normalize();
        List<String> lines = Files.readAllLines(readme);
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).trim().startsWith("spark-submit ")) continue;
            StringBuilder b = new StringBuilder();
            for (int j = i; j < lines.size(); j++) {
                String l = lines.get(j).trim();
                boolean more = l.endsWith("\\");
                b.append(' ').append(more ? l.substring(0, l.length() - 1) : l);
                if (!more) break;
            }
            return List.of(b.toString().trim().split("\\s+"));
        }
        throw new AssertionError("no line starting with 'spark-submit ' in " + readme);
    }

    /** Packs a jar from class folders and jars (first entry of a name wins), as the build packs its own. */
    static void pack(Path jar, List<String> from) throws IOException {
        Files.createDirectories(jar.getParent());
        Set<String> seen = new HashSet<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String f : from) {
                Path p = Path.of(f);
                if (Files.isDirectory(p)) {
                    try (Stream<Path> s = Files.walk(p)) {
                        for (Path x : s.filter(Files::isRegularFile).sorted().toList()) {
                            String name = p.relativize(x).toString().replace(File.separatorChar, '/');
                            if (seen.add(name)) copy(out, name, Files.readAllBytes(x));
                        }
                    }
                } else if (f.endsWith(".jar")) {
                    try (JarFile j = new JarFile(p.toFile())) {
                        for (JarEntry e : java.util.Collections.list(j.entries())) {
                            if (!e.isDirectory() && seen.add(e.getName())) copy(out, e.getName(), j.getInputStream(e).readAllBytes());
                        }
                    }
                }
            }
        }
    }

    private static void copy(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }

    private static String location(Class<?> c) throws Exception {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toAbsolutePath().toString();
    }

    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void theGuidesSparkSubmitCommandRunsTheCensusOnTheCluster() throws Exception {
        List<String> words = new ArrayList<>(readmeSubmitCommand());
        assertEquals("spark-submit", words.get(0));
        assertTrue(words.containsAll(List.of("--master", "spark://host:7077", "--deploy-mode", "client", "--class", "cgx.census.CensusMain")), "" + words);
        // the guide's relative paths, under a folder of our own: the jars it names, packed from the build's classes
        Path root = Files.createDirectories(dir.resolve("clone"));
        String censusClasses = location(CensusMain.class), testClasses = location(StandaloneClusterTest.class);
        List<String> plugin = new ArrayList<>(cgxEntries);
        plugin.removeAll(List.of(censusClasses, testClasses));
        String cgxJar = words.stream().filter(w -> w.endsWith("/cgx.jar")).findFirst().orElseThrow(() -> new AssertionError("no cgx.jar in " + words));
        String censusJar = words.stream().filter(w -> w.endsWith("/cgx-census.jar")).findFirst().orElseThrow(() -> new AssertionError("no cgx-census.jar in " + words));
        pack(root.resolve(cgxJar), plugin);
        pack(root.resolve(censusJar), List.of(censusClasses));
        assertNull(new java.net.URLClassLoader(new java.net.URL[] {root.resolve(censusJar).toUri().toURL()}, null).findResource("cgx/core/CgxException.class"),
                "the census jar alone lacks cgx's classes: --jars ships them");
        // spark-submit is SparkSubmit on Spark's jars (without a distribution: java -cp 'census/target/lib/*' org.apache.spark.deploy.SparkSubmit)
        List<String> args = new ArrayList<>(words.subList(1, words.size()));
        args.replaceAll(w -> w.equals("spark://host:7077") ? url : w);
        List<String> cmd = new ArrayList<>();
        cmd.add("org.apache.spark.deploy.SparkSubmit");
        cmd.addAll(args);
        Path log = dir.resolve("submit.log");
        Process p = start(log, env, sparkJars, root, cmd.toArray(String[]::new));
        try {
            assertTrue(p.waitFor(600, TimeUnit.SECONDS), "spark-submit did not finish in 10 minutes: " + Files.readString(log));
        } finally {
            stop(p);
        }
        assertEquals(0, p.exitValue(), "spark-submit failed: " + Files.readString(log) + logs());
        String out = args.get(args.indexOf("--out") + 1);
        List<String> tsv = Files.readAllLines(root.resolve(out).resolve("census.tsv"));
        String submitted = Files.readString(log);
        assertTrue(submitted.contains("Census of digits=1 prefix4=true hex=false: 15 codes"), "the summary is printed: " + submitted);
        assertTrue(submitted.contains(url), "the driver connected to the cluster's master: " + submitted);

        // the same census (its options after the jar) on the sequential engine
        Map<String, String> opts = new java.util.HashMap<>();
        List<String> after = args.subList(args.indexOf(censusJar) + 1, args.size());
        for (int i = 0; i < after.size(); i += 2) opts.put(after.get(i), after.get(i + 1));
        assertEquals(new TreeSet<>(List.of("--digits", "--timeout", "--max-heap", "--max-order", "--verify", "--out")), new TreeSet<>(opts.keySet()),
                "the guide's census options are the ones compared here");
        assertEquals("0", opts.get("--timeout"), "no time limit: the answers do not depend on the clock (or on the load of the machine)");
        CensusTable seq = new Census(new Census.Options(Integer.parseInt(opts.get("--digits")), true, false, new QuotientEngine.Budget(0,
                Integer.parseInt(opts.get("--max-heap")), Integer.parseInt(opts.get("--max-order")), Integer.parseInt(opts.get("--verify"))),
                null, null, false, false), Census.SEQUENTIAL, s -> { }).run();
        List<String> expected = CensusSparkTest.answers(seq);
        assertEquals(String.join("\t", Census.COLUMNS), tsv.get(0));
        List<String> got = tsv.subList(1, tsv.size()).stream().map(StandaloneClusterTest::withoutTime).toList();
        CensusSparkTest.assertSameRows(expected, got);
        assertTrue(seq.count("solved") > 0 && seq.count("partial") > 0, "solved and partial codes both compared");
        try (var apps = Files.list(dir.resolve("work"))) {
            assertTrue(apps.filter(a -> a.getFileName().toString().startsWith("app-")).count() >= 1, "the worker ran the application's executor");
        }
    }

    /** A census.tsv row without its time (as {@link CensusTable#answer}). */
    static String withoutTime(String tsvRow) {
        String[] f = tsvRow.split("\t", -1);
        f[10] = "";
        return String.join("\t", f);
    }
}
