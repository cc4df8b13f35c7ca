package cgx.misere;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * cgx's tame family against CGSuite 2.2 on positions of sums, where the two readings that cgx
 * took from CGSuite matter (test-games/misere/cgsuite-even-form-rule.txt): {@code IsRestive},
 * {@code IsGenerallyRestive} and {@code IsRestless} answer for the even one of G and {@code G + *}
 * ({@code *2/0 + *} is restive although its option {@code *2/0} is restive, not tame), and
 * {@code IsTameable} keeps its tameable options and lets the others reverse (the kept ones giving
 * G's g⁺ and g⁻ as mexes); CGSuite's genus print follows ({@code g^γ0} for the generally tame or
 * generally restive). Skipped without the jar.
 *
 * <p>Games: every position of the first {@value #SUMS} sums of {@link DifferentialGames}, of the
 * games once listed as disagreements (and of the games of the transcripts), and {@code P + *} for
 * each position P (about 4,300 forms), and from the other sums' positions (and their + *) those
 * tameable through a reversing option that is not tameable, with their options, each asked the six predicates and Genus in one CGSuite
 * process; any disagreement fails. The former disagreements are asked first thing and again at
 * the end: CGSuite's answers do not depend on the session. CGSuite about 25 s on the shared
 * 2-core machine, cgx under 1 s.
 */
class CgsuiteEvenFormRuleTest {
    static final int SUMS = 150;
    private static final String[] PROPS = {"IsTame", "IsGenerallyTame", "IsRestive", "IsGenerallyRestive", "IsRestless", "IsTameable", "Genus"};
    /**
     * The games of cgsuite-disagreements.tsv before cgx adopted CGSuite's readings (IsRestless,
     * IsGenerallyRestive and Genus of odd games), and those of the transcripts of
     * cgsuite-even-form-rule.txt (b, c, d, e, a), in CGSuite's notation.
     */
    static final List<String> FORMER = List.of("*[[[2],3,2],[[2],2],0] + *[1]", "*[[[2],3,2,1],[[2],3,2,0],[[2],3,1],[[2],3,0],[[2]],1] + *[1]",
            "*[[[2],3],[[2],0],1]", "*[[[2],3,2],[[2],2,1],0]", "*[[[2],2,1],[[2],3],3,0]", "*[[2],0]", "*[[[2],3,0],[[2],2],1]");

    private static String cgx(int i, MisereGame g) {
        return switch (i) {
            case 0 -> String.valueOf(Tameness.isTame(g));
            case 1 -> String.valueOf(Tameness.isGenerallyTame(g));
            case 2 -> String.valueOf(Tameness.isRestive(g));
            case 3 -> String.valueOf(Tameness.isGenerallyRestive(g));
            case 4 -> String.valueOf(Tameness.isRestless(g));
            case 5 -> String.valueOf(Tameness.isTameable(g));
            default -> MisereTheory.genus(g).toCGSuiteString();
        };
    }

    /** The spec's hereditary reading on G itself would answer otherwise (restive, restless: G's own options). */
    private static boolean evenFormMatters(int i, MisereGame g) {
        boolean all = true;
        for (int k = 0; k < g.optionCount(); k++) all &= i == 2 ? Tameness.isTame(g.option(k)) : Tameness.isGenerallyTame(g.option(k));
        boolean own = all && (i == 2 ? Tameness.restiveGenus(g.normalGrundy(), g.misereGrundy()) : Tameness.restlessGenus(g.normalGrundy(), g.misereGrundy()));
        return own != (i == 2 ? Tameness.isRestive(g) : Tameness.isRestless(g));
    }

    /** Tameable by CGSuite's reading although an option is neither generally tame nor tameable (it reverses). */
    private static boolean tameableThroughReversal(MisereGame g) {
        if (!Tameness.isTameable(g) || Tameness.isGenerallyTame(g)) return false;
        for (int k = 0; k < g.optionCount(); k++) if (!Tameness.isTameable(g.option(k))) return true;
        return false;
    }

    @Test void cgsuiteAgreesOnPositionsOfSums() throws Exception {
        Assumptions.assumeTrue(CgsuiteRepl.jar() != null,
                "CGSuite's jar not found (-Dcgsuite.jar, $CGSUITE_JAR or ../shared/cgsuite/): CGSuite tame-family test skipped");
        long t0 = System.nanoTime();
        List<MisereGame> listed = new ArrayList<>();
        for (String text : FORMER) {
            MisereGame g = MisereGame.ZERO;
            for (String part : text.split(" \\+ ")) g = g.plus(MisereGame.parse(part));
            listed.add(g);
        }
        CgsuiteRepl repl = new CgsuiteRepl();
        List<Integer> first = new ArrayList<>();
        for (MisereGame g : listed) first.add(repl.ask(props(repl, g)));

        DifferentialGames games = new DifferentialGames(16, CgsuiteDifferentialTest.FORMS, CgsuiteDifferentialTest.RANDOM_SUMS,
                CgsuiteDifferentialTest.SUBSET);
        int nSums = Integer.getInteger("cgx.rule.sums", SUMS);
        TreeMap<Integer, MisereGame> all = new TreeMap<>();
        List<MisereGame> roots = new ArrayList<>(listed);
        roots.addAll(games.sums.subList(0, Math.min(nSums, games.sums.size())));
        MisereGame star = MisereGame.nim(1);
        for (MisereGame r : roots)
            for (MisereGame p : MisereTheory.positions(r, Integer.MAX_VALUE))
                for (MisereGame q : List.of(p, p.plus(star))) all.put(q.id(), q);
        // and from the other sums, the positions tameable through a reversing non-tameable option (rare), with their options
        int extra = 0;
        for (MisereGame r : games.sums.subList(Math.min(nSums, games.sums.size()), games.sums.size()))
            for (MisereGame p : MisereTheory.positions(r, Integer.MAX_VALUE))
                for (MisereGame q : List.of(p, p.plus(star)))
                    if (tameableThroughReversal(q) && !all.containsKey(q.id())) {
                        extra++;
                        all.put(q.id(), q);
                        for (MisereGame o : q.options()) all.put(o.id(), o);
                    }
        List<MisereGame> asked = new ArrayList<>(all.values());
        List<Integer> queries = new ArrayList<>();
        for (MisereGame g : asked) queries.add(repl.ask(props(repl, g)));
        List<Integer> last = new ArrayList<>();
        for (MisereGame g : listed) last.add(repl.ask(props(repl, g)));
        long cgxMs = (System.nanoTime() - t0) / 1_000_000;
        long t1 = System.nanoTime();
        List<String> answers = repl.run(900);
        long cgsuiteMs = (System.nanoTime() - t1) / 1_000_000;

        for (int i = 0; i < listed.size(); i++)
            assertEquals(answers.get(first.get(i)), answers.get(last.get(i)), "CGSuite's answers for " + listed.get(i) + " asked first and last");
        TreeMap<String, Integer> yes = new TreeMap<>();
        int restiveMatters = 0, restlessMatters = 0, reversedTameable = 0;
        List<String> disagreements = new ArrayList<>();
        for (int k = 0; k < asked.size(); k++) {
            MisereGame g = asked.get(k);
            String[] theirs = answers.get(queries.get(k)).split(",", PROPS.length);
            assertEquals(PROPS.length, theirs.length, "CGSuite's answer for " + g + ": " + answers.get(queries.get(k)));
            for (int i = 0; i < PROPS.length; i++) {
                String ours = cgx(i, g);
                if (!theirs[i].equals(ours)) disagreements.add(PROPS[i] + " " + g + ": CGSuite " + theirs[i] + ", cgx " + ours);
                if (ours.equals("true")) yes.merge(PROPS[i], 1, Integer::sum);
            }
            if (evenFormMatters(2, g)) restiveMatters++;
            if (evenFormMatters(4, g)) restlessMatters++;
            if (tameableThroughReversal(g)) reversedTameable++;
        }
        System.out.printf("CGSuite's tame family: %d forms (positions of %d games and their + *, %d more tameable ones from the other sums and their options) x %d properties; %d disagreements; "
                        + "true answers %s; the even form decides IsRestive on %d, IsRestless on %d; tameable through a reversing non-tameable option %d; "
                        + "%d former disagreements asked first and last (same answers); cgx %d ms, CGSuite %d ms%n",
                asked.size(), roots.size(), extra, PROPS.length, disagreements.size(), yes, restiveMatters, restlessMatters, reversedTameable,
                listed.size(), cgxMs, cgsuiteMs);
        disagreements.stream().limit(10).forEach(x -> System.out.println("    " + x));
        assertTrue(disagreements.isEmpty(), disagreements.size() + " disagreements with CGSuite, e.g. " + disagreements.subList(0, Math.min(5, disagreements.size())));
        assertTrue(restiveMatters > 0 && restlessMatters > 0 && reversedTameable > 0, "the games no longer exercise the readings taken from CGSuite");
    }

    private static String props(CgsuiteRepl repl, MisereGame g) {
        String v = repl.var(g);
        StringBuilder b = new StringBuilder();
        for (String p : PROPS) b.append(b.length() > 0 ? "," : "").append(v).append('.').append(p);
        return b.toString();
    }
}
