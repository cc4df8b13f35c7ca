package cgx.census;

import cgx.census.atlas.Game;
import cgx.census.atlas.Repository;
import cgx.census.atlas.Site;
import cgx.census.atlas.Status;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The atlas of finished censuses (issue 53): their codes grouped into distinct games (the
 * censuses' same-game classes, joined across censuses), each with what the census found and the
 * detail of its page ({@link AtlasDetails}), joined with the repository's proofs and MisereSolver's
 * runs ({@link AtlasEvidence}), and the distinct quotients of censuses of forms; written as a
 * static site by {@link Site}.
 */
public final class CensusAtlas {
    private CensusAtlas() {}

    /** A census to show: of codes or of forms (the other null), by name (its folder's). */
    public record Source(String name, CensusTable codes, FormsTable forms) {
        static Source of(Path dir, CensusTable t) { return new Source(name(dir, "census"), t, null); }

        static Source of(Path dir, FormsTable t) { return new Source(name(dir, "forms"), null, t); }

        private static String name(Path dir, String otherwise) {
            Path f = dir == null ? null : dir.toAbsolutePath().normalize().getFileName();
            return f == null ? otherwise : f.toString();
        }
    }

    /** The census a folder holds (of codes or of forms), or a one-line error. */
    public static Source load(Path dir) {
        if (!java.nio.file.Files.exists(dir)) throw new cgx.core.CgxException("atlas: " + dir + " does not exist");
        if (!java.nio.file.Files.isDirectory(dir)) throw new cgx.core.CgxException("atlas: " + dir + " is not a folder");
        if (java.nio.file.Files.isRegularFile(dir.resolve("census.ckpt"))) return Source.of(dir, Census.load(dir));
        if (java.nio.file.Files.isRegularFile(dir.resolve("forms.ckpt"))) return Source.of(dir, FormsCensus.load(dir));
        throw new cgx.core.CgxException("atlas: " + dir + " holds no census (no census.ckpt or forms.ckpt; ./cgx census --out DIR writes one)");
    }

    /** Builds the site in {@code out}; {@code seconds}: the time to compute a page's detail again where its census did not record it. */
    public static Site.Result build(List<Source> sources, Path out, double seconds, Consumer<String> say) {
        Site.prepare(out);
        Repository repo = Repository.find();
        AtlasEvidence evidence = new AtlasEvidence(repo);
        List<String> described = new ArrayList<>();
        List<Game> games = new ArrayList<>(codeGames(sources, out, seconds, evidence, described, say));
        boolean severalForms = sources.stream().filter(s -> s.forms() != null).count() > 1;
        for (Source s : sources) {
            if (s.forms() == null) continue;
            FormsCensus.Options o = s.forms().options();
            described.add(s.name() + ": misère forms born by day " + o.day() + ", |Q| ≤ " + o.maxOrder() + ": " + s.forms().quotients().size() + " distinct quotients of closures");
            for (FormsTable.Quotient q : s.forms().quotients()) games.add(formsGame(s, q, severalForms, o.day()));
        }
        return Site.write(out, new Site.Input(games, described, repo, CensusAtlas::byCode));
    }

    /** The distinct games of the censuses of codes: codes joined by the same-game rule of any census holding them. */
    private static List<Game> codeGames(List<Source> sources, Path out, double seconds, AtlasEvidence ev, List<String> described, Consumer<String> say) {
        Map<String, String> parent = new HashMap<>();
        Map<String, CensusTable.Row> best = new HashMap<>();
        Map<String, List<String>> where = new HashMap<>();
        Map<String, Integer> maxOrder = new HashMap<>();
        Map<String, CensusTable.QClass> classOf = new HashMap<>();
        for (Source s : sources) {
            CensusTable t = s.codes();
            if (t == null) continue;
            described.add(s.name() + ": codes " + t.spaceText() + (t.budget() == null ? "" : " (" + t.budget() + ")") + ": " + t.rows().size() + " codes, "
                    + t.count("solved") + " solved, " + t.count("partial") + " partial, " + t.count("infinite") + " infinite, " + t.count("algebraic-proved")
                    + " algebraic-proved, " + t.count("algebraic-periodic") + " algebraic-periodic, " + t.count("failed") + " failed" + (t.count("missing") > 0 ? ", " + t.count("missing") + " not computed" : ""));
            QuotientEngine.Budget budget = t.budget() == null ? null : QuotientEngine.Budget.parse(t.budget());
            for (CensusTable.QClass c : t.classes()) for (String code : c.codes()) classOf.putIfAbsent(code, c);
            for (CensusTable.Row r : t.rows()) {
                if (r.result() == null) continue;
                union(parent, r.code(), r.rep());
                where.computeIfAbsent(r.code(), k -> new ArrayList<>()).add(s.name());
                CensusTable.Row old = best.get(r.code());
                if (old == null || better(r.result(), old.result())) {
                    best.put(r.code(), r);
                    if (budget != null) maxOrder.put(r.code(), budget.maxOrder());
                }
            }
        }
        Map<String, List<String>> groups = new TreeMap<>(CensusAtlas::byCode);
        for (String code : best.keySet()) groups.computeIfAbsent(find(parent, code), k -> new ArrayList<>()).add(code);
        List<List<String>> classes = new ArrayList<>();
        for (List<String> g : groups.values()) {
            g.sort(CensusAtlas::byCode);
            classes.add(g);
        }
        classes.sort(Comparator.comparing(g -> g.get(0), CensusAtlas::byCode));
        // each game's result: the best among its codes' (one computation per census and class)
        List<CodeResult> results = new ArrayList<>();
        Map<String, Integer> bounds = new HashMap<>();
        for (List<String> g : classes) {
            CodeResult r = null;
            for (String c : g) if (r == null || better(best.get(c).result(), r)) r = best.get(c).result();
            results.add(r);
            bounds.put(r.code(), maxOrder.getOrDefault(r.code(), QuotientEngine.Budget.DEFAULT_MAX_ORDER));
        }
        AtlasDetails details = new AtlasDetails(out, seconds);
        Map<String, AtlasDetails.Found> found = details.of(results, bounds, say);
        details.save();
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < classes.size(); i++) {
            List<String> codes = classes.get(i);
            CodeResult r = results.get(i);
            List<String> srcs = new ArrayList<>();
            for (String c : codes) for (String s : where.get(c)) if (!srcs.contains(s)) srcs.add(s);
            games.add(ev.game(codes, best, r, found.get(r.code()), classOf.get(r.code()), srcs, maxOrder.get(r.code())));
        }
        return games;
    }

    /** Solved before algebraic, infinite, partial, failed; then the larger heap reached; then one with its page's detail recorded. */
    static boolean better(CodeResult a, CodeResult b) {
        int ra = rank(a.status()), rb = rank(b.status());
        return ra != rb ? ra < rb : a.maxheap() != b.maxheap() ? a.maxheap() > b.maxheap() : a.detail() != null && b.detail() == null;
    }

    private static int rank(String status) {
        return switch (status) { case "solved" -> 0; case "algebraic-proved", "algebraic-periodic" -> 1; case "infinite" -> 2; case "partial" -> 3; default -> 4; };
    }

    static int byCode(String a, String b) { return CodeSpace.compare(CodeSpace.parse(a), CodeSpace.parse(b)); }

    private static String find(Map<String, String> parent, String x) {
        String p = parent.getOrDefault(x, x);
        if (p.equals(x)) return x;
        String root = find(parent, p);
        parent.put(x, root);
        return root;
    }

    /** Joins two classes, the smaller code the root. */
    private static void union(Map<String, String> parent, String a, String b) {
        String x = find(parent, a), y = find(parent, b);
        if (x.equals(y)) return;
        if (byCode(x, y) < 0) parent.put(y, x);
        else parent.put(x, y);
    }

    /** A distinct quotient of a census of forms. */
    private static Game formsGame(Source s, FormsTable.Quotient q, boolean prefixed, int day) {
        String[] f = FormsTable.quotientRow(q); // name, order, psize, tame, maxperiod, periods, forms, pairs, witness, presentation, pportion
        String id = prefixed ? s.name() + "-" + f[0] : f[0];
        String p = f[10];
        List<String> words = p.length() > 2 ? List.of(p.substring(1, p.length() - 1).split(", ")) : List.of();
        Game.Numbers n = new Game.Numbers(Integer.parseInt(f[1]), Integer.parseInt(f[2]), -1, -1, -1, Integer.parseInt(f[4]), Boolean.valueOf(f[3]), -1, 0);
        Game.Quotient quotient = new Game.Quotient(f[9], words, List.of(), null, "the quotient of the closure of its smallest form, as the census of forms found it");
        List<String> related = List.of("the quotient Q(cl G) of " + f[6] + " forms born by day " + day + (Long.parseLong(f[7]) > 0 ? " and of " + f[7] + " pairs of forms" : "")
                + "; its element periods (period:count): " + f[5]);
        Game.Evidence e = new Game.Evidence("", "./cgx -e 'MisereQuotient(" + f[8] + ")'", List.of(), List.of(), List.of(), List.of(), related, f[8]);
        return new Game(id, "forms", List.of(), Status.FINITE, n, quotient, e, List.of(s.name()));
    }
}
