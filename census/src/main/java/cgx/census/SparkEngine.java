package cgx.census;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaSparkContext;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;
import scala.util.Try;

import java.io.File;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Apache Spark as the engine of every sweep: one Spark context per JVM (embedded {@code local[*]}
 * by default, or any master URL, e.g. {@code spark://host:7077}), and jobs whose tasks are single
 * cases, each result handed to the driver as soon as its task finishes.
 */
public final class SparkEngine {
    private SparkEngine() {}

    /** The master used when none is given: system property cgx.spark.master, env CGX_SPARK_MASTER, spark.master (spark-submit), local[*]. */
    public static String defaultMaster() {
        String m = System.getProperty("cgx.spark.master");
        if (m == null) m = System.getenv("CGX_SPARK_MASTER");
        if (m == null) m = System.getProperty("spark.master");
        return m == null ? "local[*]" : m;
    }

    private static JavaSparkContext context;
    private static String contextMaster;

    /** The JVM's Spark context for {@code master} (a context for another master is stopped first). */
    public static synchronized JavaSparkContext context(String master) {
        String m = master == null ? defaultMaster() : master;
        if (context != null && !context.sc().isStopped() && m.equals(contextMaster)) return context;
        stop();
        checkReachable(m);
        SparkConf conf = new SparkConf().setAppName("cgx census").setMaster(m)
                .set("spark.ui.enabled", System.getProperty("spark.ui.enabled", "false"))
                .set("spark.ui.showConsoleProgress", "false");
        if (!m.startsWith("local") && !conf.contains("spark.jars") && !conf.contains("spark.executor.extraClassPath")) {
            String jars = String.join(",", codeJars());
            if (!jars.isEmpty()) conf.set("spark.jars", jars);
        }
        context = new JavaSparkContext(conf);
        context.setLogLevel(System.getProperty("cgx.spark.logLevel", "WARN"));
        contextMaster = m;
        return context;
    }

    /** Seconds to wait for a standalone master's port before giving up. */
    static final int CONNECT_SECONDS = 3;

    /**
     * For a standalone master {@code spark://host:port[,host:port...]}: one of its hosts must accept
     * a connection within {@value #CONNECT_SECONDS} s, else a one-line error says which master
     * could not be reached and why (Spark itself would retry for a minute and end in a stack trace).
     */
    static void checkReachable(String master) {
        if (!master.startsWith("spark://")) return;
        String why = null;
        for (String hp : master.substring("spark://".length()).split(",")) {
            int colon = hp.lastIndexOf(':');
            String host = colon < 0 ? hp : hp.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 7077 : Integer.parseInt(hp.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new CgxException("cannot use the Spark master " + master + ": " + hp.substring(colon + 1) + " is not a port number");
            }
            try (java.net.Socket s = new java.net.Socket()) {
                s.connect(new java.net.InetSocketAddress(host, port), CONNECT_SECONDS * 1000);
                return;
            } catch (java.net.UnknownHostException e) {
                why = "unknown host " + host;
            } catch (java.net.SocketTimeoutException e) {
                why = "no answer from " + host + ":" + port + " within " + CONNECT_SECONDS + " s";
            } catch (java.net.ConnectException e) {
                why = "connection refused by " + host + ":" + port + " (is a master running there? sbin/start-master.sh starts one)";
            } catch (java.io.IOException e) {
                why = (e.getMessage() == null ? e.toString() : e.getMessage()) + " (" + host + ":" + port + ")";
            } catch (IllegalArgumentException e) {
                why = e.getMessage();
            }
        }
        throw new CgxException("cannot reach the Spark master " + master + ": " + why);
    }

    /** Stops the context (at exit, or to change master). */
    public static synchronized void stop() {
        if (context != null) context.stop();
        context = null;
        contextMaster = null;
    }

    /** The jars holding cgx's classes (for executors on a cluster), if cgx runs from jars. */
    static List<String> codeJars() {
        Set<String> out = new LinkedHashSet<>();
        for (Class<?> c : new Class<?>[] {SparkEngine.class, cgx.core.Interrupts.class}) {
            try {
                File f = new File(c.getProtectionDomain().getCodeSource().getLocation().toURI());
                if (f.isFile()) out.add(f.getAbsolutePath());
            } catch (Exception e) {
                // no code source: executors must have the classes on their class path
            }
        }
        return new ArrayList<>(out);
    }

    /** A case: shipped to the executors. */
    @FunctionalInterface
    public interface Task<T, R> extends Serializable {
        R apply(T item);
    }

    /** One partition holds one item: apply the task to it. */
    private static final class One<T, R> extends AbstractFunction1<Iterator<T>, R> implements Serializable {
        private final Task<T, R> task;
        One(Task<T, R> task) { this.task = task; }
        @Override public R apply(Iterator<T> it) { return task.apply(it.next()); }
    }

    /**
     * Runs {@code task} on every item, one task per item, calling {@code sink(i, result)} on the
     * driver as item i finishes and {@code tick} about every 200 ms while waiting. Interrupting the
     * calling thread, or its deadline passing, cancels the job.
     */
    public static <T extends Serializable, R extends Serializable> void run(String master, List<T> items, Task<T, R> task,
                                                                              BiConsumer<Integer, R> sink, Runnable tick) {
        if (items.isEmpty()) return;
        JavaSparkContext jsc = context(master);
        SparkContext sc = jsc.sc();
        var rdd = jsc.parallelize(items, items.size()).rdd();
        List<Object> parts = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) parts.add(i);
        AbstractFunction2<Object, R, BoxedUnit> handler = new AbstractFunction2<>() {
            @Override public BoxedUnit apply(Object index, R r) {
                sink.accept((Integer) index, r);
                return BoxedUnit.UNIT;
            }
        };
        AbstractFunction0<BoxedUnit> unit = new AbstractFunction0<>() {
            @Override public BoxedUnit apply() { return BoxedUnit.UNIT; }
        };
        jsc.setLocalProperty("spark.job.interruptOnCancel", "true"); // cancelling interrupts the tasks' threads (Interrupts.check stops them)
        jsc.setJobDescription(items.size() + " cases");
        SimpleFutureAction<BoxedUnit> job = sc.submitJob(rdd, new One<>(task),
                scala.jdk.javaapi.CollectionConverters.asScala(parts).toSeq(), handler, unit);
        try {
            while (!job.isCompleted()) {
                Thread.sleep(200);
                if (tick != null) tick.run();
                Interrupts.check();
            }
        } catch (InterruptedException e) {
            job.cancel();
            throw new Interrupts.Stopped("interrupted");
        } catch (RuntimeException e) {
            job.cancel();
            throw e;
        }
        Try<BoxedUnit> t = job.value().get();
        if (t.isFailure()) {
            Throwable c = t.failed().get();
            while (c.getCause() != null && !(c instanceof CgxException)) c = c.getCause();
            if (c instanceof CgxException ce) throw ce;
            throw new CgxException("Spark job failed: " + c);
        }
    }
}
