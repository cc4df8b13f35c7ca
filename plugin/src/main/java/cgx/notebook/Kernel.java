package cgx.notebook;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.RichDisplay;
import cgx.lang.Completion;
import cgx.lang.Evaluator;
import cgx.lang.Nil;
import cgx.lang.Session;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.zeromq.SocketType;
import org.zeromq.ZContext;
import org.zeromq.ZMQ;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The cgx Jupyter kernel (messaging protocol v5.3 over ZeroMQ): one {@link Session} kept
 * across cells; shell and control requests on the main thread, each cell evaluated on its own
 * thread so that {@code interrupt_request} (control channel) and SIGINT stop it while the
 * session and its variables stay. {@code print} goes to stdout, progress lines to stderr.
 */
public final class Kernel {
    private final JsonNode connection;
    private final Wire wire;
    private final Session session;
    private final Evaluator evaluator;
    private final Completion completion;
    private ZMQ.Socket shell, control, stdin, iopub;
    private int executionCount;
    private volatile Wire.Message currentParent;
    private volatile boolean running = true;

    private Kernel(JsonNode connection) {
        this.connection = connection;
        this.wire = new Wire(connection.path("key").asText(""), connection.path("signature_scheme").asText("hmac-sha256"));
        this.session = new Session(cgx.families.Families.runtime(), line -> stream("stdout", line + "\n"), line -> stream("stderr", line + "\n"));
        this.evaluator = new Evaluator(session, 0);
        this.completion = new Completion(session);
    }

    /** Runs the kernel for the connection file until a shutdown request; returns the exit code. */
    public static int run(Path connectionFile) throws IOException {
        JsonNode conn = Wire.JSON.readTree(Files.readString(connectionFile));
        new Kernel(conn).serve();
        return 0;
    }

    private String address(String port) {
        return connection.path("transport").asText("tcp") + "://" + connection.path("ip").asText("127.0.0.1") + ":" + connection.path(port).asInt();
    }

    private void serve() {
        try (ZContext ctx = new ZContext()) {
            ZMQ.Socket hb = ctx.createSocket(SocketType.REP);
            hb.bind(address("hb_port"));
            shell = ctx.createSocket(SocketType.ROUTER);
            shell.bind(address("shell_port"));
            control = ctx.createSocket(SocketType.ROUTER);
            control.bind(address("control_port"));
            stdin = ctx.createSocket(SocketType.ROUTER);
            stdin.bind(address("stdin_port"));
            iopub = ctx.createSocket(SocketType.PUB);
            iopub.bind(address("iopub_port"));
            Thread heart = new Thread(() -> heartbeat(hb), "cgx-heartbeat");
            heart.setDaemon(true);
            heart.start();
            installSigint();
            watchParent();
            status("starting", null);
            ZMQ.Poller poller = ctx.createPoller(3);
            poller.register(control, ZMQ.Poller.POLLIN);
            poller.register(shell, ZMQ.Poller.POLLIN);
            poller.register(stdin, ZMQ.Poller.POLLIN);
            while (running && !Thread.currentThread().isInterrupted()) {
                if (poller.poll(200) < 0) break;
                if (poller.pollin(0)) handle(control, wire.receive(control));
                if (running && poller.pollin(1)) handle(shell, wire.receive(shell));
                if (poller.pollin(2)) wire.receive(stdin); // no cgx function asks for input; replies are dropped
            }
        }
    }

    private static void heartbeat(ZMQ.Socket hb) {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                byte[] ping = hb.recv(0);
                if (ping == null) return;
                hb.send(ping, 0);
            }
        } catch (RuntimeException e) {
            // the context closed: the kernel is shutting down
        }
    }

    /** Ends the kernel when the Jupyter process that started it (JPY_PARENT_PID) is gone, so no kernel is left orphaned. */
    private static void watchParent() {
        String pid = System.getenv("JPY_PARENT_PID");
        if (pid == null || !pid.matches("[0-9]+")) return;
        java.util.Optional<ProcessHandle> parent = ProcessHandle.of(Long.parseLong(pid));
        if (parent.isEmpty()) return;
        Thread t = new Thread(() -> {
            while (parent.get().isAlive()) {
                try {
                    Thread.sleep(2000);
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.err.println("cgx kernel: the Jupyter process " + pid + " is gone; exiting");
            System.exit(0);
        }, "cgx-parent-watch");
        t.setDaemon(true);
        t.start();
    }

    /** SIGINT (interrupt_mode "signal", or Ctrl-C in a terminal) stops the running cell, not the kernel. */
    private void installSigint() {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), s -> evaluator.interrupt());
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            System.err.println("cgx kernel: SIGINT cannot be handled here; use interrupt_request");
        }
    }

    private void handle(ZMQ.Socket socket, Wire.Message m) {
        if (m == null) return;
        status("busy", m);
        try {
            switch (m.type()) {
                case "kernel_info_request" -> reply(socket, m, "kernel_info_reply", kernelInfo());
                case "execute_request" -> execute(socket, m);
                case "complete_request" -> reply(socket, m, "complete_reply", complete(m.content()));
                case "inspect_request" -> reply(socket, m, "inspect_reply", inspect(m.content()));
                case "is_complete_request" -> reply(socket, m, "is_complete_reply", isComplete(m.content()));
                case "history_request" -> reply(socket, m, "history_reply", ok().set("history", Wire.JSON.createArrayNode()));
                case "comm_info_request" -> reply(socket, m, "comm_info_reply", ok().set("comms", Wire.JSON.createObjectNode()));
                default -> {
                    if (!controlRequest(socket, m)) System.err.println("cgx kernel: ignored " + m.type());
                }
            }
        } finally {
            status("idle", m);
        }
    }

    private static ObjectNode ok() {
        ObjectNode c = Wire.JSON.createObjectNode();
        c.put("status", "ok");
        return c;
    }

    private void reply(ZMQ.Socket socket, Wire.Message m, String type, ObjectNode content) {
        wire.send(socket, m.identities(), type, content, m);
    }

    private void publish(String type, ObjectNode content, Wire.Message parent) {
        wire.send(iopub, List.of(type.getBytes(java.nio.charset.StandardCharsets.UTF_8)), type, content, parent);
    }

    private void status(String state, Wire.Message parent) {
        ObjectNode c = Wire.JSON.createObjectNode();
        c.put("execution_state", state);
        publish("status", c, parent);
    }

    private void stream(String name, String text) {
        Wire.Message parent = currentParent;
        if (parent == null) {
            (name.equals("stderr") ? System.err : System.out).print(text);
            return;
        }
        flushPendingResult();
        ObjectNode c = Wire.JSON.createObjectNode();
        c.put("name", name);
        c.put("text", text);
        publish("stream", c, parent);
    }

    private ObjectNode kernelInfo() {
        ObjectNode c = ok();
        c.put("protocol_version", Wire.PROTOCOL_VERSION);
        c.put("implementation", "cgx");
        c.put("implementation_version", "0.1");
        ObjectNode lang = c.putObject("language_info");
        lang.put("name", "cgx");
        lang.put("version", "0.1");
        lang.put("mimetype", "text/x-cgx");
        lang.put("file_extension", ".cgx");
        lang.put("codemirror_mode", "text");
        c.put("banner", "cgx: combinatorial game theory (scoring play, Scoring Nim, Amalgamation Nim, misère quotients), plugins "
                + String.join(", ", session.runtime().plugins()) + ". Help() lists functions.");
        c.putArray("help_links");
        return c;
    }

    // ------------------------------------------------------------------ execution

    private Object pendingResult;

    /** A cell's results: each non-silenced statement's value; all but the last as display_data, the last as execute_result. */
    private synchronized void result(Object value) {
        flushPendingResult();
        pendingResult = value;
    }

    private synchronized void flushPendingResult() {
        if (pendingResult == null) return;
        Object v = pendingResult;
        pendingResult = null;
        ObjectNode c = Wire.JSON.createObjectNode();
        c.set("data", mimeBundle(v));
        c.putObject("metadata");
        publish("display_data", c, currentParent);
    }

    private ObjectNode mimeBundle(Object value) {
        ObjectNode data = Wire.JSON.createObjectNode();
        if (value instanceof RichDisplay rich) {
            data.put("text/plain", value.toString());
            for (Map.Entry<String, String> e : rich.mimeBundle().entrySet()) data.put(e.getKey(), e.getValue());
        } else {
            data.put("text/plain", session.show(value));
        }
        return data;
    }

    private void execute(ZMQ.Socket socket, Wire.Message m) {
        String code = m.content().path("code").asText("");
        boolean silent = m.content().path("silent").asBoolean(false);
        boolean store = m.content().path("store_history").asBoolean(true) && !silent;
        if (store) executionCount++;
        int count = executionCount;
        if (!silent) {
            ObjectNode in = Wire.JSON.createObjectNode();
            in.put("code", code);
            in.put("execution_count", count);
            publish("execute_input", in, m);
        }
        currentParent = m;
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread cell = new Thread(() -> {
            try {
                evaluator.run(code, (value, quiet) -> {
                    if (!quiet && !silent && !(value instanceof Nil)) result(value);
                });
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "cgx-cell");
        cell.start();
        // while the cell runs, the control channel still answers (interrupt, shutdown, kernel info)
        while (cell.isAlive()) {
            try {
                cell.join(50);
            } catch (InterruptedException e) {
                evaluator.interrupt();
            }
            while (control.getEvents() != 0 && (control.getEvents() & ZMQ.Poller.POLLIN) != 0) {
                Wire.Message c = wire.receive(control);
                if (c != null) handleDuringExecution(c);
            }
        }
        Throwable e = failure.get();
        ObjectNode reply = Wire.JSON.createObjectNode();
        if (e == null) {
            Object last;
            synchronized (this) {
                last = pendingResult;
                pendingResult = null;
            }
            if (last != null) {
                ObjectNode c = Wire.JSON.createObjectNode();
                c.put("execution_count", count);
                c.set("data", mimeBundle(last));
                c.putObject("metadata");
                publish("execute_result", c, m);
            }
            reply.put("status", "ok");
            reply.putArray("payload");
            reply.putObject("user_expressions");
        } else {
            flushPendingResult();
            String ename = e instanceof Interrupts.Stopped ? "Interrupted" : e instanceof CgxException ? "CgxError" : e.getClass().getSimpleName();
            String evalue = e instanceof Interrupts.Stopped s ? s.getMessage() + (s.hasPosition() ? " (at line " + s.line() + ")" : "")
                    : e instanceof CgxException ce ? ce.describe() : String.valueOf(e.getMessage());
            ObjectNode err = Wire.JSON.createObjectNode();
            err.put("ename", ename);
            err.put("evalue", evalue);
            err.putArray("traceback").add("error: " + evalue);
            publish("error", err.deepCopy(), m);
            reply.put("status", "error");
            reply.setAll(err);
        }
        currentParent = null;
        reply.put("execution_count", count);
        reply(socket, m, "execute_reply", reply);
    }

    private void handleDuringExecution(Wire.Message c) {
        if (c.type().equals("kernel_info_request")) reply(control, c, "kernel_info_reply", kernelInfo());
        else if (!controlRequest(control, c)) System.err.println("cgx kernel: ignored " + c.type() + " during execution");
    }

    /** Interrupt and shutdown, answered at any time; false for other requests. */
    private boolean controlRequest(ZMQ.Socket socket, Wire.Message m) {
        switch (m.type()) {
            case "interrupt_request" -> {
                evaluator.interrupt();
                reply(socket, m, "interrupt_reply", ok());
                return true;
            }
            case "shutdown_request" -> {
                evaluator.interrupt();
                ObjectNode r = ok();
                r.put("restart", m.content().path("restart").asBoolean(false));
                reply(socket, m, "shutdown_reply", r);
                running = false;
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    // ------------------------------------------------------------------ completion, inspection

    private ObjectNode complete(JsonNode content) {
        String code = content.path("code").asText("");
        int cursor = cursor(code, content.path("cursor_pos").asInt(code.length()));
        Completion.Result r = completion.complete(code, cursor);
        ObjectNode c = ok();
        ArrayNode matches = c.putArray("matches");
        ArrayNode types = Wire.JSON.createArrayNode();
        for (Completion.Item item : r.items()) {
            matches.add(item.text());
            types.addObject().put("text", item.text()).put("type", item.kind()).put("signature", item.doc())
                    .put("start", codePoints(code, r.start())).put("end", codePoints(code, r.end()));
        }
        c.put("cursor_start", codePoints(code, r.start()));
        c.put("cursor_end", codePoints(code, r.end()));
        c.putObject("metadata").set("_jupyter_types_experimental", types);
        return c;
    }

    private ObjectNode inspect(JsonNode content) {
        String code = content.path("code").asText("");
        String help = completion.inspect(code, cursor(code, content.path("cursor_pos").asInt(code.length())));
        ObjectNode c = ok();
        c.put("found", help != null);
        ObjectNode data = c.putObject("data");
        if (help != null) data.put("text/plain", help);
        c.putObject("metadata");
        return c;
    }

    private static ObjectNode isComplete(JsonNode content) {
        String status = Completion.isComplete(content.path("code").asText(""));
        ObjectNode c = Wire.JSON.createObjectNode();
        c.put("status", status);
        if (status.equals("incomplete")) c.put("indent", "  ");
        return c;
    }

    /** Jupyter counts cursor positions in Unicode code points; Java strings in UTF-16 units. */
    private static int cursor(String code, int codePoints) {
        int cp = Math.max(0, Math.min(codePoints, code.codePointCount(0, code.length())));
        return code.offsetByCodePoints(0, cp);
    }

    private static int codePoints(String code, int index) { return code.codePointCount(0, index); }
}
