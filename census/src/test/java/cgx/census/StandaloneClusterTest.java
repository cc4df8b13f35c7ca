package cgx.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A real Spark standalone cluster: a master and one worker, each a JVM of its own running Spark's
 * classes ({@code org.apache.spark.deploy.master.Master}, {@code ...worker.Worker}) on 127.0.0.1
 * with the test's class path; a small census runs through {@code spark://127.0.0.1:PORT} (its
 * tasks in an executor JVM the worker starts) and equals the sequential engine. Everything is
 * stopped afterwards, also when the test fails.
 */
class StandaloneClusterTest {
    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) { return s.getLocalPort(); }
    }

    static Process start(Path log, Map<String, String> env, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Jvm.java(), "-Xmx512m"));
        cmd.addAll(Jvm.sparkOpens());
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path")));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
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

    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void aCensusRunsOnAStandaloneMasterAndWorker(@TempDir Path dir) throws Exception {
        int port = freePort();
        Path home = Files.createDirectories(dir.resolve("spark-home"));
        Files.createDirectories(home.resolve("jars")); // executors' class path: the test's, given by spark.executor.extraClassPath
        Map<String, String> env = Map.of("SPARK_HOME", home.toString(), "SPARK_SCALA_VERSION", "2.13", "SPARK_LOCAL_IP", "127.0.0.1",
                "SPARK_LOG_DIR", dir.toString());
        Process master = null, worker = null;
        String url = "spark://127.0.0.1:" + port;
        List<String> keys = List.of("spark.driver.host", "spark.driver.bindAddress", "spark.executor.extraClassPath", "spark.executor.memory",
                "spark.executor.extraJavaOptions");
        try {
            master = start(dir.resolve("master.log"), env, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", "" + port,
                    "--webui-port", "" + freePort());
            awaitPort(port, master, dir.resolve("master.log"));
            worker = start(dir.resolve("worker.log"), env, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "2",
                    "--memory", "1g", "--work-dir", Files.createDirectories(dir.resolve("work")).toString(), "--webui-port", "" + freePort(), url);
            System.setProperty("spark.driver.host", "127.0.0.1");
            System.setProperty("spark.driver.bindAddress", "127.0.0.1");
            System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path"));
            System.setProperty("spark.executor.memory", "768m");
            System.setProperty("spark.executor.extraJavaOptions", "-Xss64m");
            QuotientEngine.Budget b = CensusSparkTest.BUDGET;
            CensusTable onCluster = new Census(new Census.Options(1, true, false, b, url, dir.resolve("out"), false, false), Census.spark(url), s -> { }).run();
            assertEquals(url, SparkEngine.context(url).master());
            // the tasks ran in an executor the worker started, not in this JVM
            assertTrue(SparkEngine.context(url).sc().getExecutorMemoryStatus().size() >= 2, "driver and one executor");
            CensusTable seq = new Census(new Census.Options(1, true, false, b, null, null, false, false), Census.SEQUENTIAL, s -> { }).run();
            CensusSparkTest.assertSameRows(CensusSparkTest.answers(seq), CensusSparkTest.answers(onCluster));
            try (var apps = Files.list(dir.resolve("work"))) { // the worker's folder for the executor it started
                assertTrue(apps.anyMatch(a -> a.getFileName().toString().startsWith("app-")), "an application folder in the worker's work dir");
            }
        } finally {
            SparkEngine.stop();
            for (String k : keys) System.clearProperty(k);
            stop(worker);
            stop(master);
        }
        assertFalse(master.isAlive() || worker.isAlive());
    }
}
