package cgx.misere;

import cgx.core.CgxException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * cgx against CGSuite 2.2 on the questions about two games that {@link CgsuiteDifferentialTest}
 * asks of forms and of the deep sums only: {@code Link} and {@code Distinguisher} of pairs of the
 * random sums, and {@code MisereMinus} of a sum against games other than its first summand. The
 * games are that test's ({@link DifferentialGames}, seed 16): 1,000 forms of birthday ≤ 5 and the
 * 1,062 sums of two of them (12 to 179 positions, median 75). A class of its own so that each stays
 * near two minutes on the shared 2-core machine. Skipped, with the reason, when the jar is absent.
 *
 * <ul>
 * <li><b>Link and Distinguisher</b> on {@value #SUM_PAIRS} random pairs (A, B) of distinct sums with at
 *     most {@value #PAIR_CAP} positions together (880 of the sums have at most {@value #PAIR_CAP}), and
 *     for {@value #SAME_PAIRS} of those sums A the pairs (A, A) (linked; nothing distinguishes them),
 *     (A, A') for an option A' and (A + *, A) (neither linked: A' is an option of A, A of A + *): 100
 *     pairs, 60 linked. <i>Why the cap:</i> when no game born by day 4 links A and B, cgx builds a
 *     link from their options, and it grows with the pair: measured on random pairs of these sums, up to
 *     150,000 new forms for one pair (median 450, 90th percentile 13,600 with at most 110 positions
 *     together), and 300 pairs of up to 400 positions together filled cgx's table of 3,000,000 forms
 *     (shared by all tests of a run) after 41 s; CGSuite must then build {@code A + X} for every such
 *     link X to check it. With the cap, the pairs add about 230,000 forms. For every pair:
 *     {@code IsLinkedTo} must agree; where cgx finds a link or a distinguisher, CGSuite must confirm it
 *     (both sums P; outcomes that differ); CGSuite's own {@code Link} and {@code Distinguisher} must
 *     answer and be right by its own outcomes; where cgx says there is none (not linked; equal games),
 *     CGSuite must fail too. The two tools' answers are each checked, not compared (links are not
 *     unique, and cgx does not read CGSuite's printed notation of # and subscripts).</li>
 * <li><b>MisereMinus</b> of every sum S = A + B against its second summand B (answer A), A + *
 *     (answer B + *: a part that is no summand as written), S itself (0), S + * (answer *) and a
 *     random form (mostly no answer); and of the first {@value #MINUS_HARD} sums also against an
 *     option of S and a random other sum (mostly no answer; cgx's search for these costs 20 to 50 ms
 *     a sum, the others about 10 ms): 5,550 questions, 1,291 without an answer. Where cgx answers X,
 *     CGSuite's answer must be {@code === X}; where cgx says there is none (its worksheet method then
 *     fails with "no X with H + X = G"), CGSuite must fail too ("not subtractable").</li>
 * </ul>
 * Fails on any disagreement ({@code test-games/misere/cgsuite-disagreements.tsv} lists none). Two CGSuite processes, one for the pairs and
 * one for MisereMinus. Measured 2026-11-28 beside a Spark census on the 2-core machine: cgx 46 s (the pairs 8 s),
 * CGSuite 178 s (the pairs 53 s); 5,990 queries, 5,990 checks, no disagreement.
 */
class CgsuitePairsDifferentialTest {
    static final int SUM_PAIRS = 40, PAIR_CAP = 100, SAME_PAIRS = 20, MINUS_HARD = 120;

    private record Check(int query, String method, String game, String expected) {}

    @Test void pairsAgreeWithCgsuite() throws Exception {
        Assumptions.assumeTrue(CgsuiteRepl.jar() != null,
                "CGSuite's jar not found (-Dcgsuite.jar, $CGSUITE_JAR or ../shared/cgsuite/): differential test skipped");
        long t0 = System.nanoTime();
        int formsBefore = MisereGame.internedCount();
        DifferentialGames games = new DifferentialGames(16, CgsuiteDifferentialTest.FORMS, CgsuiteDifferentialTest.RANDOM_SUMS,
                CgsuiteDifferentialTest.SUBSET);
        Random rnd = new Random(1616);
        List<MisereGame> sums = games.sums, forms = games.forms;
        int sumPairs = Integer.getInteger("cgx.pairs.n", SUM_PAIRS), cap = Integer.getInteger("cgx.pairs.cap", PAIR_CAP);
        List<MisereGame> small = new ArrayList<>();
        for (MisereGame s : sums) if (DifferentialGames.positions(s) <= cap) small.add(s);
        List<MisereGame[]> pairs = new ArrayList<>();
        for (int tries = 0; pairs.size() < sumPairs && tries < 100 * sumPairs; tries++) {
            MisereGame a = small.get(rnd.nextInt(small.size())), b = small.get(rnd.nextInt(small.size()));
            if (a != b && DifferentialGames.positions(a) + DifferentialGames.positions(b) <= cap) pairs.add(new MisereGame[] {a, b});
        }
        int randomPairs = pairs.size();
        MisereGame star = MisereGame.nim(1);
        for (int i = 0; i < Math.min(Integer.getInteger("cgx.pairs.same", SAME_PAIRS), small.size()); i++) {
            MisereGame a = small.get(rnd.nextInt(small.size()));
            pairs.add(new MisereGame[] {a, a});
            pairs.add(new MisereGame[] {a, a.option(rnd.nextInt(a.optionCount()))});
            pairs.add(new MisereGame[] {a.plus(star), a});
        }

        CgsuiteRepl repl = new CgsuiteRepl();
        List<Check> checks = new ArrayList<>();
        int[] count = new int[8]; // linked, not linked, cgx links, cgx distinguishers, equal pairs, minus answered, minus none, give-ups
        for (MisereGame[] p : pairs) {
            MisereGame a = p[0], b = p[1];
            String va = repl.var(a), vb = repl.var(b), name = a + " | " + b;
            boolean linked = Linkage.isLinked(a, b);
            count[linked ? 0 : 1]++;
            checks.add(new Check(repl.ask(va + ".IsLinkedTo(" + vb + ")"), "IsLinkedTo", name, String.valueOf(linked)));
            if (linked) {
                MisereGame x;
                try { x = Linkage.link(a, b); } catch (CgxException e) { count[7]++; x = null; }
                if (x != null) {
                    count[2]++;
                    String vx = repl.var(x);
                    checks.add(new Check(repl.ask("(" + va + "+" + vx + ").MisereOutcomeClass,(" + vb + "+" + vx + ").MisereOutcomeClass"),
                            "Link", name + " = " + x, "P,P"));
                }
                checks.add(new Check(repl.ask("[[(" + va + "+x).MisereOutcomeClass,(" + vb + "+x).MisereOutcomeClass] for x in [" + va + ".Link(" + vb + ")]]"),
                        "Link (CGSuite's)", name, "[[P,P]]"));
            } else {
                checks.add(new Check(repl.ask(va + ".Link(" + vb + ")"), "Link", name, "ERROR"));
            }
            if (a == b) {
                count[4]++;
                checks.add(new Check(repl.ask(va + ".Distinguisher(" + vb + ")"), "Distinguisher", name, "ERROR"));
            } else {
                MisereGame d;
                try { d = Linkage.distinguisher(a, b); } catch (CgxException e) { count[7]++; d = null; }
                if (d != null) {
                    count[3]++;
                    String vd = repl.var(d);
                    checks.add(new Check(repl.ask("(" + va + "+" + vd + ").MisereOutcomeClass === (" + vb + "+" + vd + ").MisereOutcomeClass"),
                            "Distinguisher", name + " = " + d, "false"));
                }
                checks.add(new Check(repl.ask("[(" + va + "+x).MisereOutcomeClass === (" + vb + "+x).MisereOutcomeClass for x in [" + va + ".Distinguisher(" + vb + ")]]"),
                        "Distinguisher (CGSuite's)", name, "[false]"));
            }
        }
        long tLink = System.nanoTime();
        int formsAfterPairs = MisereGame.internedCount();
        List<Check> pairChecks = checks;
        CgsuiteRepl pairRepl = repl;
        repl = new CgsuiteRepl(); // a second CGSuite process: its table starts empty, and the two times are told apart
        checks = new ArrayList<>();
        // MisereMinus of each sum against games other than its first summand
        LinkedHashMap<String, Integer> minusKinds = new LinkedHashMap<>();
        int hard = Integer.getInteger("cgx.pairs.minusHard", MINUS_HARD);
        for (int si = 0; si < sums.size(); si++) {
            MisereGame s = sums.get(si);
            MisereGame a = games.summand.get(s), b = games.otherSummand.get(s);
            Map<String, MisereGame> against = new LinkedHashMap<>();
            against.put("second summand", b);
            against.put("first summand + *", a.plus(star));
            against.put("itself", s);
            against.put("itself + *", s.plus(star));
            against.put("a random form", forms.get(rnd.nextInt(forms.size())));
            if (si < hard) { // cgx's search for these costs 20 to 50 ms a sum, the others about 10 ms
                against.put("an option", s.option(rnd.nextInt(s.optionCount())));
                against.put("a random sum", sums.get(rnd.nextInt(sums.size())));
            }
            String vs = repl.var(s);
            for (Map.Entry<String, MisereGame> e : against.entrySet()) {
                MisereGame h = e.getValue();
                MisereGame m = MisereParts.minus(s, h);
                count[m == null ? 6 : 5]++;
                minusKinds.merge(e.getKey() + (m == null ? " (none)" : " (answered)"), 1, Integer::sum);
                String vh = repl.var(h);
                checks.add(new Check(repl.ask(m == null ? vs + ".MisereMinus(" + vh + ")" : vs + ".MisereMinus(" + vh + ") === " + repl.var(m)),
                        "MisereMinus", s + " - " + h, m == null ? "ERROR" : "true"));
            }
        }
        long cgxMs = (System.nanoTime() - t0) / 1_000_000, linkMs = (tLink - t0) / 1_000_000;
        long t1 = System.nanoTime();
        List<String> pairAnswers = pairRepl.run(900);
        long t2 = System.nanoTime();
        List<String> minusAnswers = repl.run(900);
        long cgsuitePairsMs = (t2 - t1) / 1_000_000, cgsuiteMinusMs = (System.nanoTime() - t2) / 1_000_000;

        List<String> bad = new ArrayList<>();
        TreeMap<String, Integer> byMethod = new TreeMap<>();
        compare(pairChecks, pairAnswers, bad, byMethod);
        compare(checks, minusAnswers, bad, byMethod);
        System.out.printf("CGSuite pairs differential: %d sums (%d with at most %d positions); %d pairs (%d random pairs of distinct sums, %d (A, A), "
                        + "(A, A') and (A + *, A)): %d linked, %d not; cgx found %d links and %d distinguishers (%d gave up); "
                        + "MisereMinus of %d sums against 5 games each and of %d against 2 more: %d answered, %d none %s; %d queries, checks %s; %d disagreements; "
                        + "cgx %d ms (pairs %d ms), CGSuite %d ms (pairs %d ms); %d new forms in cgx's table (%d for the pairs)%n",
                sums.size(), small.size(), cap, pairs.size(), randomPairs, pairs.size() - randomPairs, count[0], count[1], count[2], count[3], count[7],
                sums.size(), Math.min(hard, sums.size()), count[5], count[6], minusKinds, pairRepl.size() + repl.size(), byMethod, bad.size(), cgxMs, linkMs,
                cgsuitePairsMs + cgsuiteMinusMs, cgsuitePairsMs, MisereGame.internedCount() - formsBefore, formsAfterPairs - formsBefore);
        bad.stream().limit(10).forEach(x -> System.out.println("    " + x));
        assertTrue(count[7] == 0, count[7] + " links or distinguishers cgx gave up on");
        assertTrue(bad.isEmpty(), bad.size() + " disagreements with CGSuite, e.g. " + bad.subList(0, Math.min(5, bad.size())));
    }

    private static void compare(List<Check> checks, List<String> answers, List<String> bad, TreeMap<String, Integer> byMethod) {
        for (Check c : checks) {
            String got = answers.get(c.query());
            boolean ok = c.expected().equals("ERROR") ? got.startsWith("ERROR") : got.equals(c.expected());
            byMethod.merge(c.method(), 1, Integer::sum);
            if (!ok) bad.add(c.method() + "\t" + c.game() + "\t" + c.expected() + "\t" + got.lines().findFirst().orElse(""));
        }
    }
}
