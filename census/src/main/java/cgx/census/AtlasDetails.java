package cgx.census;

import cgx.core.CgxException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * The detail of each game's page (Q_n's growth; a finite quotient's P-portion and Φ): as the
 * census recorded it, else computed again within {@code seconds} a game (0: not at all) on every core and kept
 * in the site's cache ({@code .cache/details.tsv}), so that the next build of an older census's
 * site reads it instead. An entry holds only when its census row (status, |Q|, n) is the same.
 */
final class AtlasDetails {
    /** A detail, or null with why not. */
    record Found(CodeResult.Detail detail, String note) {}

    private final Path cache;
    private final double seconds;
    private final Map<String, String[]> entries = new ConcurrentHashMap<>();
    private boolean changed;

    AtlasDetails(Path site, double seconds) {
        this.cache = site.resolve(".cache/details.tsv");
        this.seconds = seconds;
        if (!Files.isRegularFile(cache)) return;
        try {
            for (String line : Files.readAllLines(cache, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t", -1);
                if (f.length == 4) entries.put(f[0], f);
            }
        } catch (IOException e) {
            throw new CgxException("atlas: cannot read " + cache + ": " + e.getMessage());
        }
    }

    /** What a cached entry is keyed by: the row's answer, and for a failed recomputation the time it had. */
    private String key(CodeResult r, boolean failed) {
        return String.join("|", r.code(), r.status(), "" + r.order(), "" + r.maxheap(), failed ? String.format(Locale.ROOT, "%.1f s", seconds) : "");
    }

    /**
     * The details of the results (each a same-game class's representative), recomputing those
     * neither recorded nor cached; {@code maxOrder}: the census's order bound.
     */
    Map<String, Found> of(List<CodeResult> results, Map<String, Integer> maxOrder, Consumer<String> say) {
        Map<String, Found> out = new ConcurrentHashMap<>();
        List<CodeResult> todo = new ArrayList<>();
        for (CodeResult r : results) {
            if (r.detail() != null) out.put(r.code(), new Found(r.detail(), "recorded by the census"));
            else if (r.status().equals("failed")) out.put(r.code(), new Found(null, "the census failed on it"));
            else if (entries.containsKey(key(r, false))) {
                String[] f = entries.get(key(r, false));
                out.put(r.code(), new Found(CodeResult.Detail.parse(f[1], f[2], f[3]), "computed again for the atlas (the census did not record it)"));
            } else if (entries.containsKey(key(r, true))) out.put(r.code(), new Found(null, unfinished()));
            else if (seconds <= 0) out.put(r.code(), new Found(null, "the census did not record it (a census run by this version of cgx records it), and Seconds => 0 computes nothing"));
            else todo.add(r);
        }
        if (todo.isEmpty()) return out;
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        say.accept("atlas: computing the quotients of " + todo.size() + " games again (the census did not record their pages' detail), at most "
                + FormsCensus.seconds(seconds) + " s each on " + threads + " threads; kept in " + cache);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "atlas-detail");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (CodeResult r : todo)
                fs.add(pool.submit(() -> {
                    boolean complete = r.solved() || r.status().equals("partial") && r.period() > 0;
                    CodeResult.Detail d = QuotientEngine.recompute(r.code(), complete ? 0 : r.maxheap(), maxOrder.getOrDefault(r.code(), QuotientEngine.Budget.DEFAULT_MAX_ORDER), seconds);
                    int[][] g = d == null ? null : d.growth();
                    int reached = g == null || g.length == 0 ? 1 : g[g.length - 1][1];
                    if (d != null && reached != r.order()) d = null; // not the census's quotient: not shown
                    if (d == null) {
                        entries.put(key(r, true), new String[] {key(r, true), "", "", ""});
                        out.put(r.code(), new Found(null, unfinished()));
                    } else {
                        String[] f = d.fields();
                        entries.put(key(r, false), new String[] {key(r, false), f[0], f[1], f[2]});
                        out.put(r.code(), new Found(d, "computed again for the atlas (the census did not record it)"));
                    }
                    return null;
                }));
            for (Future<?> f : fs) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CgxException("atlas: interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new CgxException("atlas: " + e.getCause());
        } finally {
            pool.shutdownNow();
        }
        changed = true;
        return out;
    }

    private String unfinished() {
        return "the census did not record it, and computing it again took more than " + FormsCensus.seconds(seconds)
                + " s (a census run by this version of cgx records it; --seconds gives more time)";
    }

    /** Writes the cache if anything was added. */
    void save() {
        if (!changed) return;
        try {
            Files.createDirectories(cache.getParent());
            List<String> lines = new ArrayList<>();
            entries.values().stream().sorted((a, b) -> a[0].compareTo(b[0])).forEach(f -> lines.add(String.join("\t", f)));
            Files.write(cache, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CgxException("atlas: cannot write " + cache + ": " + e.getMessage());
        }
    }
}
