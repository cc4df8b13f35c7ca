package cgx.notebook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Headless Chromium (Debian's {@code chromium}, which .ci/run installs) driven through the Chrome
 * DevTools Protocol over its WebSocket, with nothing but the JDK and Jackson: open a page, run
 * JavaScript in it, take a screenshot of a region, resize the window, collect the console's errors.
 * A test that needs it is skipped, saying why, where no Chromium is installed. Shared with the
 * census module's tests (the atlas) through this module's test jar.
 */
public final class Chromium implements AutoCloseable {
    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final String session;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<String> errors = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** The executable: {@code -Dcgx.chromium=PATH}, else chromium, chromium-browser or google-chrome on the PATH; skips the test without one. */
    public static String require() {
        String given = System.getProperty("cgx.chromium");
        if (given != null && Files.isExecutable(Path.of(given))) return given;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
            for (String name : List.of("chromium", "chromium-browser", "google-chrome"))
                if (Files.isExecutable(Path.of(dir, name))) return Path.of(dir, name).toString();
        Assumptions.assumeTrue(false, "skipped: no Chromium on the PATH (Debian: apt-get install chromium; .ci/run installs it)");
        return null;
    }

    /** Starts a headless Chromium with a fresh profile and an empty page of {@code width} x {@code height} CSS pixels. */
    public Chromium(String executable, int width, int height) throws Exception {
        profile = Files.createTempDirectory("cgx-chromium");
        // the flags that keep a headless Chromium quiet on a machine without a network or a session bus
        process = new ProcessBuilder(executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--allow-file-access-from-files",
                "--user-data-dir=" + profile, "--remote-debugging-port=0", "--window-size=" + width + "," + height, "about:blank")
                .redirectErrorStream(true).redirectOutput(profile.resolve("chromium.log").toFile()).start();
        Path port = profile.resolve("DevToolsActivePort");
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!(Files.exists(port) && Files.readAllLines(port).size() >= 2)) {
            if (!process.isAlive() || System.nanoTime() > until)
                throw new AssertionError("Chromium did not start:\n" + Files.readString(profile.resolve("chromium.log")));
            Thread.sleep(50);
        }
        List<String> lines = Files.readAllLines(port);
        socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + lines.get(0).strip() + lines.get(1).strip()), new Listener()).get(30, TimeUnit.SECONDS);
        String target = send(null, "Target.createTarget", Map.of("url", "about:blank")).path("targetId").asText();
        session = send(null, "Target.attachToTarget", Map.of("targetId", target, "flatten", true)).path("sessionId").asText();
        send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
    }

    /** Opens {@code url} and waits until the document has loaded. */
    public void open(String url) throws Exception {
        send("Page.enable", Map.of());
        send("Page.navigate", Map.of("url", url));
        waitFor("document.readyState === 'complete' && location.href !== 'about:blank'", 60);
    }

    /** Waits until a JavaScript expression is true, or fails after {@code seconds}. */
    public void waitFor(String condition, int seconds) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!evaluate(condition).asBoolean(false)) {
            if (System.nanoTime() > until) throw new AssertionError("the page never satisfied " + condition + " in " + seconds + " s");
            Thread.sleep(100);
        }
    }

    /** The value of a JavaScript expression in the page (a promise is awaited); a thrown error fails. */
    public JsonNode evaluate(String expression) throws Exception {
        JsonNode r = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
        if (r.has("exceptionDetails")) throw new AssertionError("JavaScript failed: " + r.path("exceptionDetails"));
        return r.path("result").path("value");
    }

    /** A PNG of the page's region at (x, y) of w x h CSS pixels, in page coordinates (scrolled into view as needed). */
    public byte[] screenshot(double x, double y, double w, double h) throws Exception {
        JsonNode r = send("Page.captureScreenshot", Map.of("format", "png", "captureBeyondViewport", true,
                "clip", Map.of("x", x, "y", y, "width", w, "height", h, "scale", 1)));
        return Base64.getDecoder().decode(r.path("data").asText());
    }

    /** The page's viewport becomes {@code width} x {@code height} CSS pixels (the page lays itself out again). */
    public void resize(int width, int height) throws Exception {
        send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
    }

    /**
     * From now on, the page's console errors, uncaught exceptions and failed loads (a missing
     * file, a refused request) are kept, a line each, for {@link #errors()}.
     */
    public void watchConsole() throws Exception {
        send("Runtime.enable", Map.of());
        send("Log.enable", Map.of());
    }

    /** The errors {@link #watchConsole()} kept since the last call, which forgets them. */
    public List<String> errors() {
        List<String> out = List.copyOf(errors);
        errors.removeAll(out);
        return out;
    }

    /** Keeps an event of {@link #watchConsole()}'s domains that reports an error. */
    private void event(JsonNode m) {
        JsonNode p = m.path("params");
        switch (m.path("method").asText()) {
            case "Runtime.consoleAPICalled" -> {
                if (p.path("type").asText().equals("error") || p.path("type").asText().equals("assert"))
                    errors.add("console." + p.path("type").asText() + ": " + p.path("args"));
            }
            case "Runtime.exceptionThrown" -> errors.add("exception: " + p.path("exceptionDetails"));
            case "Log.entryAdded" -> {
                if (p.path("entry").path("level").asText().equals("error"))
                    errors.add(p.path("entry").path("text").asText() + " " + p.path("entry").path("url").asText());
            }
            default -> { }
        }
    }

    private JsonNode send(String method, Map<String, ?> params) throws Exception { return send(session, method, params); }

    private JsonNode send(String sessionId, String method, Map<String, ?> params) throws Exception {
        int id = ids.incrementAndGet();
        ObjectNode msg = Wire.JSON.createObjectNode().put("id", id).put("method", method);
        msg.set("params", Wire.JSON.valueToTree(params));
        if (sessionId != null) msg.put("sessionId", sessionId);
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        socket.sendText(Wire.JSON.writeValueAsString(msg), true).get(30, TimeUnit.SECONDS);
        JsonNode r = reply.get(120, TimeUnit.SECONDS);
        if (r.has("error")) throw new AssertionError(method + " failed: " + r.path("error"));
        return r.path("result");
    }

    /** Replies to commands (by id), put together from their frames; events are ignored. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder frames = new StringBuilder();

        @Override public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            frames.append(data);
            if (last) {
                try {
                    JsonNode m = Wire.JSON.readTree(frames.toString());
                    CompletableFuture<JsonNode> f = m.has("id") ? pending.remove(m.path("id").asInt()) : null;
                    if (f != null) f.complete(m);
                    else if (m.has("method")) event(m);
                } catch (IOException e) {
                    pending.values().forEach(f -> f.completeExceptionally(e));
                }
                frames.setLength(0);
            }
            ws.request(1);
            return null;
        }

        @Override public void onError(WebSocket ws, Throwable error) { pending.values().forEach(f -> f.completeExceptionally(error)); }
    }

    @Override public void close() throws Exception {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // the browser goes anyway
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }
}
