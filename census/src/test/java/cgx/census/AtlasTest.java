package cgx.census;

import cgx.census.atlas.Site;
import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.heap.TakeAndBreakCode;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;
import cgx.notebook.Chromium;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The atlas (issue 53), built from a one-digit census computed here and a census of the forms
 * born by day 3: a game's page shows the presentation, P-portion, Φ and orders that
 * MisereQuotient(code) prints, and the |Q_n| its Trace prints; an older census (without the pages'
 * detail) gets the same pages, computed again and cached, and a rebuild writes nothing; a bad or
 * missing folder is a one-line error and nothing is written; and in headless Chromium every page
 * renders without a console error, every link and asset resolves (on disk: nothing from the
 * network), formulas are typeset, the index sorts and filters, and pictures fit their boxes
 * (screenshots in target/atlas-screenshots).
 */
class AtlasTest {
    private static final int MAX_ORDER = 2000;
    private static Path dir, census, site;
    private static CensusTable table;
    private static Site.Result built;

    @BeforeAll
    static void build() throws Exception {
        dir = Files.createTempDirectory("cgx-atlas");
        census = dir.resolve("census1");
        table = new Census(new Census.Options(1, true, false, new QuotientEngine.Budget(1, 0, MAX_ORDER, 12), null, census, false, false),
                Census.SEQUENTIAL, s -> { }).run();
        Path forms = dir.resolve("forms3");
        new FormsCensus(new FormsCensus.Options(3, 128, 0, 1, null, forms, false, false), FormsCensus.SEQUENTIAL, s -> { }).run();
        site = dir.resolve("site");
        built = CensusAtlas.build(List.of(CensusAtlas.load(census), CensusAtlas.load(forms)), site, 2, s -> { });
    }

    private static String page(Path site, String id) throws Exception { return Files.readString(site.resolve("games/" + id + ".html")); }

    private static List<String> all(String html, String regex) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile(regex).matcher(html);
        while (m.find()) out.add(m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&"));
        return out;
    }

    /** The |Q_n| that MisereQuotient's Trace prints, as "n:|Q_n|" (its lines "heap n, |Q| = q at ..."). */
    private static List<String> traced(String code, int maxHeap) {
        List<String> lines = new ArrayList<>(), out = new ArrayList<>();
        Quotients.ofHeaps(TakeAndBreakCode.parse(code), maxHeap, EngineConfig.defaults().withMaxOrder(MAX_ORDER).withProgress(lines::add).withTrace(true));
        for (String l : lines) {
            Matcher m = Pattern.compile(": heap (\\d+), \\|Q\\| = (\\d+) at ").matcher(l);
            if (m.find()) out.add(m.group(1) + ":" + m.group(2));
        }
        return out;
    }

    private static List<String> pictured(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<title>heap (\\d+): \\|Q_\\d+\\| = (\\d+), ").matcher(html);
        while (m.find()) out.add(m.group(1) + ":" + m.group(2));
        return out;
    }

    @Test
    void aFiniteGamesPageShowsWhatMisereQuotientPrints() throws Exception {
        int pages = 0;
        for (CensusTable.Row r : table.rows()) {
            if (!r.code().equals(r.rep()) || !r.result().solved()) continue;
            MisereQuotient q = Quotients.ofHeaps(TakeAndBreakCode.parse(r.code()), 0, EngineConfig.defaults().withMaxOrder(MAX_ORDER));
            List<String> printed = q.toString().lines().toList(); // "Misère quotient of ...", "|Q| = 40, |P| = 9", "Q = <...>", "P = {...}", "Φ:", rows
            String html = page(site, r.code());
            Matcher orders = Pattern.compile("\\|Q\\| = (\\d+), \\|P\\| = (\\d+)").matcher(printed.get(1));
            assertTrue(orders.matches(), printed.get(1));
            assertTrue(html.contains("<tr><th>|Q|</th><td>" + orders.group(1) + "</td></tr>"), r.code() + ": |Q|");
            assertTrue(html.contains("<tr><th>|P|</th><td>" + orders.group(2) + "</td></tr>"), r.code() + ": |P|");
            assertTrue(html.contains("<tr><th>Period</th><td>" + q.period() + "</td></tr>"), r.code() + ": period");
            assertEquals(List.of(printed.get(2).substring("Q = ".length())), all(html, "class=\"pres\" data-text=\"([^\"]*)\""), r.code() + ": presentation");
            assertEquals(List.of(printed.get(3).substring("P = ".length())), all(html, "class=\"set\" data-text=\"([^\"]*)\""), r.code() + ": P-portion");
            List<String> phi = new ArrayList<>();
            for (String row : printed.subList(5, printed.size())) phi.addAll(List.of(row.strip().split(" +")).subList(1, row.strip().split(" +").length));
            assertEquals(phi, all(html, "<td(?: class=\"p\")?><math alttext=\"([^\"]*)\">"), r.code() + ": Φ as Figure 2");
            assertEquals(traced(r.code(), 0), pictured(html), r.code() + ": |Q_n| as Trace prints it");
            pages++;
        }
        assertTrue(pages >= 8, pages + " pages");
        // a partial quotient's page: |Q_n| and its growth to the heap the census reached
        CodeResult partial = table.rows().stream().map(CensusTable.Row::result).filter(x -> x.status().equals("partial")).min(java.util.Comparator.comparingInt(CodeResult::order)).orElseThrow();
        String html = page(site, partial.code());
        assertTrue(html.contains("<tr><th>|Q_n|, the largest partial quotient</th><td>" + partial.order() + "</td></tr>"), html);
        assertEquals(traced(partial.code(), partial.maxheap()), pictured(html), partial.code() + ": Q_n's growth");
    }

    @Test
    void everyKindOfRowHasItsPage() throws Exception {
        Path kinds = dir.resolve("site-kinds");
        CensusAtlas.build(List.of(new CensusAtlas.Source("kinds", CensusPrintedFormTest.everyKindOfRow(), null)), kinds, 0, s -> { });
        String index = Files.readString(kinds.resolve("index.html"));
        assertFalse(index.contains(">4.3</a>"), "a code not computed has no row");
        String infinite = page(kinds, "0.5");
        assertTrue(infinite.contains("<span class=\"badge st-infinite-proved\">infinite, proved</span>"), infinite);
        assertTrue(infinite.contains("<li>Q_5 is infinite, proved by ProveInfinite(&quot;0.31011&quot;, MaxHeap =&gt; 5) in 40 s: ...</li>"), infinite);
        assertTrue(infinite.contains("./cgx -e 'ProveInfinite(&quot;0.31011&quot;, MaxHeap =&gt; 5)'"), infinite);
        String algebraic = page(kinds, "4.4"); // 4.6 is the game 4.4
        assertTrue(algebraic.contains("st-algebraic-evidence") && algebraic.contains("data-text=\"&lt;a, b, c_n | a^2 = 1&gt;\""), algebraic);
        String failed = page(kinds, "0.7");
        assertTrue(failed.contains("st-open") && failed.contains("out of memory (raise the JVM"), failed);
        assertTrue(page(kinds, "0.6").contains("the census did not record it"), "a row without its detail says so");
    }

    @Test
    void anOlderCensusGetsTheSamePagesComputedAgainAndARebuildWritesNothing() throws Exception {
        Path old = dir.resolve("older/census1");
        Files.createDirectories(old);
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(census.resolve("census.ckpt"))) { // as cgx wrote it before the atlas: 14 fields, no detail
            String[] f = l.split("\t", -1);
            lines.add(f.length == 17 ? String.join("\t", List.of(f).subList(0, 13)) + "\tend" : l);
        }
        Files.write(old.resolve("census.ckpt"), lines);
        Path site2 = dir.resolve("site-older");
        CensusAtlas.build(List.of(CensusAtlas.load(old)), site2, 5, s -> { });
        assertTrue(Files.isRegularFile(site2.resolve(".cache/details.tsv")));
        for (CensusTable.Row row : table.rows()) {
            if (!row.code().equals(row.rep()) || !row.result().solved()) continue;
            String a = page(site, row.code()).replaceAll("<p class=\"note\">.*</p>", "").replaceAll("<tr><th>Census</th>.*</tr>", "");
            String b = page(site2, row.code()).replaceAll("<p class=\"note\">.*</p>", "").replaceAll("<tr><th>Census</th>.*</tr>", "");
            assertEquals(a, b, row.code() + ": the page computed again is the page the census recorded");
        }
        assertEquals(0, CensusAtlas.build(List.of(CensusAtlas.load(old)), site2, 5, s -> { }).written(), "a rebuild from the cache writes nothing");
        assertEquals(0, CensusAtlas.build(List.of(CensusAtlas.load(census), CensusAtlas.load(dir.resolve("forms3"))), site, 2, s -> { }).written(),
                "a rebuild of an unchanged census writes nothing");
    }

    @Test
    void aBadOrMissingFolderIsAOneLineErrorAndNothingIsWritten() throws Exception {
        Path out = dir.resolve("not-written");
        for (String bad : List.of(dir.resolve("missing").toString(), dir.toString())) {
            Process p = new ProcessBuilder(Jvm.java(), "-cp", System.getProperty("java.class.path"), "cgx.census.AtlasMain", "--out", out.toString(), census.toString(), bad)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(1, p.exitValue(), err);
            assertEquals(1, err.lines().count(), err);
            assertTrue(err.startsWith("cgx atlas: " + bad + (bad.endsWith("missing") ? " does not exist" : " holds no census")), err);
            assertFalse(Files.exists(out), "nothing written");
        }
        CgxException e = assertThrows(CgxException.class, () -> CensusAtlas.build(List.of(CensusAtlas.load(census)), dir, 2, s -> { }));
        assertTrue(e.getMessage().contains("is not empty and holds no atlas"), e.getMessage());
    }

    @Test
    void inChromiumEveryPageRendersLinksResolveFormulasAreTypesetTablesSortAndFilterAndPicturesFit() throws Exception {
        String chromium = Chromium.require();
        Path shots = Path.of("target/atlas-screenshots");
        Files.createDirectories(shots);
        everyKindOfRowHasItsPage(); // its site too: an infinite, an algebraic-periodic and a failed code's pages
        List<Path> pages = new ArrayList<>();
        for (Path root : List.of(site, dir.resolve("site-kinds")))
            try (Stream<Path> s = Files.walk(root)) {
                pages.addAll(s.filter(p -> p.toString().endsWith(".html")).sorted().toList());
            }
        assertTrue(pages.size() > 20, pages.toString());
        ObjectMapper json = new ObjectMapper();
        int formulas = 0, raised = 0, pictures = 0;
        try (Chromium b = new Chromium(chromium, 1100, 900)) {
            b.watchConsole();
            for (Path p : pages) {
                b.open(p.toUri().toString());
                b.waitFor("document.querySelector('footer') !== null", 30);
                String where = dir.relativize(p).toString();
                // every link and asset: a file of the site (nothing from the network), and a fragment names an element of its page
                for (JsonNode u : json.readTree(b.evaluate("JSON.stringify([...document.querySelectorAll('a[href], link[href], script[src], img[src]')].map(e => e.href || e.src))").asText())) {
                    URI uri = URI.create(u.asText());
                    assertEquals("file", uri.getScheme(), where + " links to " + uri);
                    Path target = Path.of(new URI("file", null, uri.getPath(), null));
                    assertTrue(Files.isRegularFile(target), where + " links to " + uri + ", which is not there");
                    if (uri.getFragment() != null && !uri.getFragment().isEmpty())
                        assertTrue(Files.readString(target).contains("id=\"" + uri.getFragment() + "\""), where + ": no element " + uri);
                }
                assertTrue(b.evaluate("typeof sortBy === 'function' && getComputedStyle(document.querySelector('header')).backgroundColor !== 'rgba(0, 0, 0, 0)'").asBoolean(),
                        where + ": the stylesheet or the script did not load");
                // formulas typeset: every formula laid out, every superscript raised above its base
                JsonNode m = json.readTree(b.evaluate("""
                        JSON.stringify((() => {
                          const bad = [];
                          const all = [...document.querySelectorAll('math')];
                          for (const e of all) { const r = e.getBoundingClientRect(); if (!(r.width > 0 && r.height > 0)) bad.push('not laid out: ' + e.outerHTML.slice(0, 120)); }
                          const sups = [...document.querySelectorAll('msup')];
                          for (const e of sups) {
                            const base = e.children[0].getBoundingClientRect(), sup = e.children[1].getBoundingClientRect();
                            if (!(sup.top < base.top - 0.5 && sup.bottom < base.bottom - 0.5)) bad.push('not raised: ' + e.outerHTML.slice(0, 120) + ' ' + JSON.stringify([base.top, base.height, sup.top, sup.height]));
                          }
                          return {formulas: all.length, raised: sups.length, bad: bad.slice(0, 5)};
                        })())""").asText());
                assertEquals(0, m.path("bad").size(), where + ": " + m.path("bad"));
                formulas += m.path("formulas").asInt();
                raised += m.path("raised").asInt();
                pictures += fit(b, json, where);
                assertEquals(List.of(), b.errors(), where + ": console errors");
            }
            assertTrue(formulas > 300 && raised > 100, formulas + " formulas, " + raised + " superscripts");
            assertTrue(pictures >= 10, pictures + " pictures");
            sortAndFilter(b, json);
            b.open(site.resolve("games/4.4.html").toUri().toString());
            b.waitFor("document.querySelector('footer') !== null", 30);
            shot(b, shots.resolve("game-4.4.png"));
            b.resize(420, 900); // a phone's width: the pictures shrink to their boxes
            fit(b, json, "games/4.4.html at 420 px");
            assertTrue(b.evaluate("document.querySelector('figure.picture svg').getBoundingClientRect().width <= 420").asBoolean());
            shot(b, shots.resolve("game-4.4-narrow.png"));
            b.resize(1100, 900);
            for (String s : List.of("index", "figures/figure-12", "figures/figure-8", "findings")) {
                b.open(site.resolve(s + ".html").toUri().toString());
                b.waitFor("document.querySelector('footer') !== null", 30);
                shot(b, shots.resolve(s.replace("figures/", "") + ".png"));
            }
            assertEquals(List.of(), b.errors());
        }
    }

    /** Every picture lies within its box (its figure, within the page's main column); the number of pictures. */
    private static int fit(Chromium b, ObjectMapper json, String where) throws Exception {
        JsonNode r = json.readTree(b.evaluate("""
                JSON.stringify([...document.querySelectorAll('figure.picture svg')].map(s => {
                  const a = s.getBoundingClientRect(), f = s.closest('figure').getBoundingClientRect(), m = document.querySelector('main').getBoundingClientRect();
                  return {ok: a.width > 50 && a.height > 50 && a.left >= f.left - 1 && a.right <= f.right + 1 && a.right <= m.right + 1 && a.right <= window.innerWidth, w: a.width, box: f.width};
                }))""").asText());
        for (JsonNode x : r) assertTrue(x.path("ok").asBoolean(), where + ": a picture outside its box " + x);
        return r.size();
    }

    private static void sortAndFilter(Chromium b, ObjectMapper json) throws Exception {
        b.open(site.resolve("index.html").toUri().toString());
        b.waitFor("document.getElementById('shown').textContent !== ''", 30);
        String column = """
                (() => { const th = [...document.querySelectorAll('#games th')].find(h => h.textContent === '|Q|');
                  const i = [...th.parentNode.children].indexOf(th);
                  return JSON.stringify([...document.querySelectorAll('#games tbody tr')].map(r => r.cells[i].textContent.trim())); })()""";
        b.evaluate("[...document.querySelectorAll('#games th')].find(h => h.textContent === '|Q|').click()");
        List<String> up = values(json, b.evaluate(column).asText());
        b.evaluate("[...document.querySelectorAll('#games th')].find(h => h.textContent === '|Q|').click()");
        List<String> down = values(json, b.evaluate(column).asText());
        List<Integer> a = up.stream().filter(v -> !v.isEmpty()).map(Integer::valueOf).toList(), d = down.stream().filter(v -> !v.isEmpty()).map(Integer::valueOf).toList();
        assertEquals(a.stream().sorted().toList(), a, "ascending |Q|");
        assertEquals(d.stream().sorted(java.util.Comparator.reverseOrder()).toList(), d, "descending |Q|");
        assertTrue(a.size() > 10 && a.get(0) < a.get(a.size() - 1));
        // filter by text, then by status
        b.evaluate("const f = document.getElementById('filter'); f.value = '4.'; f.dispatchEvent(new Event('input'))");
        JsonNode shown = json.readTree(b.evaluate("JSON.stringify([...document.querySelectorAll('#games tbody tr')].filter(r => !r.hidden).map(r => r.textContent))").asText());
        assertTrue(shown.size() > 3, shown.toString());
        for (JsonNode r : shown) assertTrue(r.asText().contains("4."), r.asText());
        assertEquals(shown.size() + " of " + b.evaluate("document.querySelectorAll('#games tbody tr').length").asInt() + " shown", b.evaluate("document.getElementById('shown').textContent").asText());
        b.evaluate("document.getElementById('filter').value = ''; const s = document.getElementById('status'); s.value = 'open'; s.dispatchEvent(new Event('change'))");
        JsonNode open = json.readTree(b.evaluate("JSON.stringify([...document.querySelectorAll('#games tbody tr')].filter(r => !r.hidden).map(r => r.dataset.status))").asText());
        assertTrue(open.size() > 0);
        for (JsonNode s : open) assertEquals("open", s.asText());
        shot(b, Path.of("target/atlas-screenshots/index-filtered.png"));
    }

    private static List<String> values(ObjectMapper json, String array) throws Exception {
        List<String> out = new ArrayList<>();
        for (JsonNode v : json.readTree(array)) out.add(v.asText());
        return out;
    }

    private static void shot(Chromium b, Path file) throws Exception {
        double w = b.evaluate("document.documentElement.clientWidth").asDouble(), h = Math.min(4000, b.evaluate("document.documentElement.scrollHeight").asDouble());
        Files.write(file, b.screenshot(0, 0, w, h));
    }
}
