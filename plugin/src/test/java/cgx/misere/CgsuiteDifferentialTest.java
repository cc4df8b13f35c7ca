package cgx.misere;

import cgx.core.CgxException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * cgx against CGSuite 2.2, its REPL run from the jar as a black box: one process reads every
 * query (one a line, about 19,000 per run) and its answers are compared with cgx's. Skipped, with
 * the reason, when the jar is absent. What is covered (the figures are printed at the end):
 *
 * <ul>
 * <li><b>Games.</b> {@value #FORMS} distinct random forms of birthday ≤ 5 (random option sets of
 *     the 22 forms born by day 4), and the sums of two of them that are not among the forms:
 *     {@value #RANDOM_SUMS} random pairs, and every pair (a form with itself included) of the
 *     first {@value #SUBSET} forms, the "deep" sums (1,062 sums, 65 of them deep, the rest equal a form or
 *     repeat).</li>
 * <li><b>Every game</b> (forms and sums): the 17 properties {@code IsEven} … {@code Genus} (the
 *     genus compared exactly in CGSuite's form, and both printed forms read back), {@code Mate}
 *     and {@code Options}; except that
 *     {@code IsExtraverted}, {@code IsHalfTame}, {@code IsIntroverted} and {@code IsPrime}, whose
 *     searches cost cgx about 0.1 s a sum, are asked of the forms and the deep sums only, and so
 *     are {@code Parts} and {@code Partitions} (as sets).</li>
 * <li><b>Pairs</b>: {@value #FORMS} random pairs of forms (a quarter of them {@code (b + small, b)}),
 *     and for every sum {@code a + b} three pairs: with its summand a, with a random form and with
 *     a random sum. {@code IsLinkedTo} on every pair; {@code MisereMinus} on the pairs of forms,
 *     every (sum, summand) pair and every pair of a deep sum; {@code Link} and
 *     {@code Distinguisher} on the pairs of forms and of deep sums with at most {@value #LINK_CAP}
 *     positions together. cgx's links and distinguishers are checked in CGSuite (both sums P;
 *     outcomes differ); where cgx says there is none, CGSuite must fail too. Pairs of the random sums,
 *     and MisereMinus of sums against other games: {@link CgsuitePairsDifferentialTest}.</li>
 * </ul>
 * Fails on any disagreement, except one listed with its evidence in
 * {@code test-games/misere/cgsuite-disagreements.tsv} (method, game in cgx notation, cgx's
 * answer, CGSuite's), counted and printed; the file lists none (its three former rows were
 * CGSuite's even-form reading of the restive family, which cgx has adopted:
 * cgsuite-even-form-rule.txt, {@link CgsuiteEvenFormRuleTest}). A listed disagreement that no
 * longer occurs is reported too. About 2.5 minutes on the shared 2-core machine (cgx 60-90 s, CGSuite about 80 s; 17,323
 * queries, 46,327 comparisons).
 */
class CgsuiteDifferentialTest {
    static final int FORMS = 1000, RANDOM_SUMS = 1000, SUBSET = 12, LINK_CAP = 400;
    /** Asked of the sums of the subset only (their search grows fast with the sum: 0.3 s a sum). */
    private static final List<String> PARTS_METHODS = List.of("IsExtraverted", "IsHalfTame", "IsIntroverted", "IsPrime");
    private static final boolean PROFILE = Boolean.getBoolean("cgx.diff.profile");
    private static final long[] PROP_NS = new long[17];

    /** Query index, the method, the game (or pair) it is about, and cgx's answer. */
    private record Check(int query, int part, int parts, String method, String game, String expected) {
        Check(int query, String method, String game, String expected) { this(query, -1, 0, method, game, expected); }
    }

    private static final String[] PROPS = {"IsEven", "IsExtraverted", "IsGenerallyRestive", "IsGenerallyTame", "IsHalfTame",
            "IsIntroverted", "IsNimHeap", "IsPrime", "IsRestive", "IsRestless", "IsTame", "IsTameable", "Birthday",
            "MisereNimValue", "NimValue", "MisereOutcomeClass", "Genus"};

    private static String prop(int i, MisereGame g) {
        return switch (i) {
            case 0 -> str(MisereParts.isEven(g));
            case 1 -> str(MisereParts.isExtraverted(g));
            case 2 -> str(Tameness.isGenerallyRestive(g));
            case 3 -> str(Tameness.isGenerallyTame(g));
            case 4 -> str(Tameness.isHalfTame(g));
            case 5 -> str(MisereParts.isIntroverted(g));
            case 6 -> str(g.isNimHeap());
            case 7 -> str(MisereParts.isPrime(g));
            case 8 -> str(Tameness.isRestive(g));
            case 9 -> str(Tameness.isRestless(g));
            case 10 -> str(Tameness.isTame(g));
            case 11 -> str(Tameness.isTameable(g));
            case 12 -> String.valueOf(g.birthday());
            case 13 -> String.valueOf(g.misereGrundy());
            case 14 -> String.valueOf(g.normalGrundy());
            case 15 -> g.misereOutcome();
            default -> MisereTheory.genus(g).toCGSuiteString();
        };
    }

    @Test void agreesWithCgsuite() throws Exception {
        Assumptions.assumeTrue(CgsuiteRepl.jar() != null,
                "CGSuite's jar not found (-Dcgsuite.jar, $CGSUITE_JAR or ../shared/cgsuite/): differential test skipped");
        long t0 = System.nanoTime();
        int subset = Integer.getInteger("cgx.diff.subset", SUBSET);
        DifferentialGames games = new DifferentialGames(16, FORMS, Integer.getInteger("cgx.diff.sums", RANDOM_SUMS), subset);
        Random rnd = games.rnd;
        List<MisereGame> forms = games.forms, sums = games.sums;
        LinkedHashSet<MisereGame> set = games.formSet, sumSet = games.sumSet, deepSums = games.deepSums;
        HashMap<MisereGame, MisereGame> summand = games.summand;

        CgsuiteRepl repl = new CgsuiteRepl();
        List<Check> checks = new ArrayList<>();
        List<MisereGame> all = new ArrayList<>(forms);
        all.addAll(sums);
        long[] phase = new long[8];
        List<String> unreadable = new ArrayList<>();
        for (MisereGame g : all) {
            String v = repl.var(g), name = g.toString();
            long ta = System.nanoTime();
            boolean small = !sumSet.contains(g) || deepSums.contains(g);
            List<Integer> asked = new ArrayList<>();
            for (int i = 0; i < PROPS.length; i++) if (small || !PARTS_METHODS.contains(PROPS[i])) asked.add(i);
            StringBuilder e = new StringBuilder();
            for (int i : asked) e.append(e.length() > 0 ? "," : "").append(v).append('.').append(PROPS[i]);
            int q = repl.ask(e.toString());
            for (int k = 0; k < asked.size(); k++) {
                int i = asked.get(k);
                long tp = System.nanoTime();
                checks.add(new Check(q, k, asked.size(), PROPS[i], name, prop(i, g)));
                if (PROFILE) PROP_NS[i] += System.nanoTime() - tp;
            }
            long tb = System.nanoTime();
            MisereTheory.Genus gen = MisereTheory.genus(g); // both printed forms read back as this genus
            for (String text : List.of(gen.toString(), gen.toCGSuiteString()))
                if (!MisereTheory.Genus.parse(text).equals(gen)) unreadable.add(name + " " + text);
            checks.add(new Check(repl.ask(v + ".Mate === " + repl.var(MisereTheory.mate(g))), "Mate", name, "true"));
            checks.add(new Check(repl.ask(v + ".Options.ToSet === " + repl.list(g.options()) + ".ToSet"), "Options", name, "true"));
            if (!small) { phase[1] += tb - ta; continue; }
            checks.add(new Check(repl.ask(v + ".Parts.ToSet === " + repl.list(MisereParts.parts(g)) + ".ToSet"), "Parts", name, "true"));
            List<String> ps = new ArrayList<>();
            for (List<MisereGame> p : MisereParts.partitions(g)) ps.add("[" + p.size() + "," + repl.list(p) + ".ToSet]");
            checks.add(new Check(repl.ask("[[p.Length, p.ToSet] for p in " + v + ".Partitions].ToSet === [" + String.join(",", ps) + "].ToSet"),
                    "Partitions", name, "true"));
            phase[forms.contains(g) ? 0 : 1] += tb - ta;
            phase[forms.contains(g) ? 2 : 3] += System.nanoTime() - tb;
        }
        if (PROFILE) {
            int[] sz = sums.stream().mapToInt(CgsuiteDifferentialTest::positions).sorted().toArray();
            if (sz.length > 0) System.out.printf("profile: sum positions quartiles %d %d %d %d %d%n", sz[0], sz[sz.length / 4], sz[sz.length / 2], sz[3 * sz.length / 4], sz[sz.length - 1]);
            System.out.printf("profile: forms props %d ms, sums props %d ms, forms rest %d ms, sums rest %d ms%n", phase[0] / 1000000, phase[1] / 1000000, phase[2] / 1000000, phase[3] / 1000000);
            for (int i = 0; i < PROPS.length; i++) System.out.printf("  %s %d ms%n", PROPS[i], PROP_NS[i] / 1000000);
        }
        long tpairs = System.nanoTime();
        // pairs of games: random pairs of forms, then each sum against its summand, a form, another sum
        List<MisereGame[]> gamePairs = new ArrayList<>();
        for (int i = 0; i < FORMS; i++) {
            MisereGame b = forms.get(rnd.nextInt(FORMS));
            MisereGame a = i % 4 == 0 ? b.plus(MisereDays.bornBy(3).get(rnd.nextInt(5))) : forms.get(rnd.nextInt(FORMS));
            gamePairs.add(new MisereGame[] {a, b});
        }
        int formPairs = gamePairs.size();
        for (MisereGame s : sums) {
            gamePairs.add(new MisereGame[] {s, summand.get(s)});
            gamePairs.add(new MisereGame[] {s, forms.get(rnd.nextInt(FORMS))});
            gamePairs.add(new MisereGame[] {s, sums.get(rnd.nextInt(sums.size()))});
        }
        int linkChecks = 0, distChecks = 0, minusChecks = 0, noLink = 0;
        for (MisereGame[] p : gamePairs) {
            MisereGame a = p[0], b = p[1];
            String va = repl.var(a), vb = repl.var(b), name = a + " | " + b;
            boolean linked = Linkage.isLinked(a, b);
            checks.add(new Check(repl.ask(va + ".IsLinkedTo(" + vb + ")"), "IsLinkedTo", name, str(linked)));
            boolean deep = !sumSet.contains(a) || deepSums.contains(a);
            if (!deep && b != summand.get(a)) { noLink++; continue; }
            minusChecks++;
            MisereGame m = MisereParts.minus(a, b);
            checks.add(new Check(repl.ask(m == null ? va + ".MisereMinus(" + vb + ")" : va + ".MisereMinus(" + vb + ") === " + repl.var(m)),
                    "MisereMinus", name, m == null ? "ERROR" : "true"));
            if (!linked) {
                checks.add(new Check(repl.ask(va + ".Link(" + vb + ")"), "Link", name, "ERROR"));
                linkChecks++;
            }
            if (a == b) {
                checks.add(new Check(repl.ask(va + ".Distinguisher(" + vb + ")"), "Distinguisher", name, "ERROR"));
                distChecks++;
            }
            if ((linked || a != b) && (!deep || positions(a) + positions(b) > LINK_CAP)) { noLink++; continue; }
            if (linked || a != b) {
                    if (linked) {
                    MisereGame x;
                    try { x = Linkage.link(a, b); } catch (CgxException e) { noLink++; continue; }
                    checks.add(new Check(repl.ask("(" + va + "+" + repl.var(x) + ").MisereOutcomeClass,(" + vb + "+" + repl.var(x) + ").MisereOutcomeClass"),
                            "Link", name + " = " + x, "P,P"));
                    linkChecks++;
                }
                if (a != b) {
                    MisereGame d;
                    try { d = Linkage.distinguisher(a, b); } catch (CgxException e) { noLink++; continue; }
                    checks.add(new Check(repl.ask("(" + va + "+" + repl.var(d) + ").MisereOutcomeClass === (" + vb + "+" + repl.var(d) + ").MisereOutcomeClass"),
                            "Distinguisher", name + " = " + d, "false"));
                    distChecks++;
                }
            }
        }
        if (PROFILE) System.out.printf("profile: pairs %d ms%n", (System.nanoTime() - tpairs) / 1000000);
        long cgxMs = (System.nanoTime() - t0) / 1_000_000;
        long t1 = System.nanoTime();
        List<String> answers = repl.run(900);
        long cgsuiteMs = (System.nanoTime() - t1) / 1_000_000;

        Map<String, Map<String, String>> known = knownDisagreements();
        List<String> bad = new ArrayList<>();
        TreeMap<String, List<String>> byMethod = new TreeMap<>();
        TreeMap<String, Integer> knownSeen = new TreeMap<>();
        HashMap<Integer, String[]> split = new HashMap<>();
        for (Check c : checks) {
            String answer = answers.get(c.query()), got = answer;
            if (c.part() >= 0 && !got.startsWith("ERROR")) {
                // one query answers several properties; a genus g^(a,b,…) has commas, and it is last
                String[] t = split.computeIfAbsent(c.query(), k -> answer.split(",", c.parts()));
                got = t.length == c.parts() ? t[c.part()] : got;
            }
            boolean ok = c.expected().equals("ERROR") ? got.startsWith("ERROR") : got.equals(c.expected());
            if (ok) continue;
            String theirs = got.lines().findFirst().orElse("");
            Map<String, String> k = known.get(c.method());
            if (k != null && theirs.equals(k.get(c.game() + "\t" + c.expected()))) {
                knownSeen.merge(c.method(), 1, Integer::sum);
                continue;
            }
            String line = c.method() + "\t" + c.game() + "\t" + c.expected() + "\t" + theirs;
            bad.add(line);
            byMethod.computeIfAbsent(c.method(), x -> new ArrayList<>()).add(line);
        }
        int knownTotal = known.values().stream().mapToInt(Map::size).sum(), knownHit = knownSeen.values().stream().mapToInt(i -> i).sum();
        System.out.printf("CGSuite differential: %d forms (birthday <= 5), %d sums of two (%d random pairs, all pairs of %d forms: %d sums); "
                        + "%d games x %d properties (%d sums without %s), Mate, Options; Parts and Partitions of %d games; "
                        + "%d pairs of games (%d of forms, %d with a sum): IsLinkedTo on all, MisereMinus on %d, %d Link and %d Distinguisher checks "
                        + "(%d pairs without Link or Distinguisher); %d queries, %d comparisons; %d disagreements, %d known %s; cgx %d ms, CGSuite %d ms%n",
                forms.size(), sums.size(), RANDOM_SUMS, subset, deepSums.size(), all.size(), PROPS.length, sums.size() - deepSums.size(), PARTS_METHODS,
                forms.size() + deepSums.size(), gamePairs.size(), formPairs, gamePairs.size() - formPairs, minusChecks, linkChecks, distChecks, noLink,
                repl.size(), checks.size(), bad.size(), knownHit, knownSeen, cgxMs, cgsuiteMs);
        if (knownHit < knownTotal) System.out.println("  " + (knownTotal - knownHit) + " listed disagreements did not occur in this run");
        byMethod.forEach((m, l) -> {
            System.out.println("  " + m + ": " + l.size() + " disagreements");
            l.stream().limit(4).forEach(x -> System.out.println("    " + x));
        });
        String dump = System.getProperty("cgx.diff.dump");
        if (dump != null) Files.write(Path.of(dump), bad, StandardCharsets.UTF_8);
        assertTrue(unreadable.isEmpty(), "genus printed forms that do not read back: " + unreadable.subList(0, Math.min(5, unreadable.size())));
        assertTrue(bad.isEmpty(), bad.size() + " disagreements with CGSuite, e.g. " + bad.subList(0, Math.min(5, bad.size())));
    }

    private static int positions(MisereGame g) { return MisereTheory.positions(g, Integer.MAX_VALUE).size(); }

    /** method → (game TAB cgx's answer → CGSuite's answer), from test-games/misere/cgsuite-disagreements.tsv. */
    private static Map<String, Map<String, String>> knownDisagreements() {
        Map<String, Map<String, String>> m = new HashMap<>();
        for (String line : TestGames.lines("cgsuite-disagreements.tsv")) {
            String[] f = line.split("\t");
            m.computeIfAbsent(f[0], k -> new HashMap<>()).put(f[1] + "\t" + f[2], f[3]);
        }
        return m;
    }

    private static String str(boolean b) { return String.valueOf(b); }
}
