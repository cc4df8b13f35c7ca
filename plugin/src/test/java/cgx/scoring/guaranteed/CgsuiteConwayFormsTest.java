package cgx.scoring.guaranteed;

import cgx.core.Rational;
import cgx.misere.CgsuiteRepl;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Conway's games inside GS against CGSuite 2.2 (its jar in ../shared/cgsuite/, run as a black
 * box): for random normal-play forms F, the GS canonical form C of F's embedding is again an
 * embedded Conway form, CGSuite says F = C, and C is CGSuite's canonical form node by node: at
 * every subposition N of C, CGSuite's canonical form of N has exactly N's options (as many, and
 * equal as games). By induction from the leaves, C is then CGSuite's canonical form of F. The
 * sums are sent as sums of their parts, so CGSuite's own sum is checked against cgx's too.
 */
class CgsuiteConwayFormsTest {
    /** A random Conway form of this rank as its embedding: an empty set of options is ∅^0. */
    private static GsGame conway(Random random, int rank) {
        if (rank == 0) return GsGame.number(0);
        List<GsGame> l = new ArrayList<>(), r = new ArrayList<>();
        int nl = random.nextInt(3), nr = random.nextInt(3);
        if (nl + nr == 0) nl = 1;
        for (int i = 0; i < nl; i++) l.add(conway(random, i == 0 ? rank - 1 : random.nextInt(rank)));
        for (int i = 0; i < nr; i++) r.add(conway(random, i == 0 && nl == 0 ? rank - 1 : random.nextInt(rank)));
        return GsGame.of(l.isEmpty() ? Rational.ZERO : null, l, r.isEmpty() ? Rational.ZERO : null, r);
    }

    @Test
    void canonicalFormsOfEmbeddedConwayGamesAreCgsuites() throws Exception {
        Assumptions.assumeTrue(CgsuiteRepl.jar() != null, "CGSuite's jar is not in ../shared/cgsuite/ (nor -Dcgsuite.jar, $CGSUITE_JAR): skipped");
        Random random = new Random(31);
        List<GsGame> forms = new ArrayList<>();
        List<String> texts = new ArrayList<>(); // each form as CGSuite reads it
        for (int i = 0; i < 160; i++) forms.add(conway(random, 1 + i % 4));
        for (GsGame f : forms) texts.add(Conway.braces(f));
        // sums go to CGSuite as sums of their parts' forms: the expanded tree of *3 + ↑ + 3/4 is a
        // 121 KB literal that CGSuite 2.2 takes 110 s to read (the same value either way)
        sum(forms, texts, Conway.star(3), Conway.up(), Conway.dyadic(Rational.of(3, 4)));
        forms.add(Conway.parseBraces("{1|{0|-1}}"));
        texts.add("{1|{0|-1}}");
        sum(forms, texts, Conway.up(), Conway.up(), Conway.star(1));

        CgsuiteRepl repl = new CgsuiteRepl();
        List<int[]> equalities = new ArrayList<>();
        Set<GsGame> nodes = new LinkedHashSet<>();
        for (int i = 0; i < forms.size(); i++) {
            GsGame f = forms.get(i);
            GsGame c = Canonical.of(f);
            String text = texts.get(i);
            assertTrue(Conway.isConway(c), () -> "the canonical form " + c + " of the embedded " + text + " is not an embedded Conway game");
            equalities.add(new int[] {repl.ask("(" + texts.get(i) + ") == " + Conway.braces(c))});
            nodes.addAll(c.subpositions());
        }
        List<GsGame> nodeList = new ArrayList<>(nodes);
        List<Integer> structure = new ArrayList<>();
        for (GsGame n : nodeList) {
            String b = Conway.braces(n);
            structure.add(repl.ask("[" + b + ".LeftOptions.Size," + b + ".RightOptions.Size,"
                    + same(b + ".LeftOptions", n.leftOptions()) + "," + same(b + ".RightOptions", n.rightOptions()) + "]"));
        }
        List<String> answers = repl.run(600);
        for (int i = 0; i < forms.size(); i++) {
            GsGame f = forms.get(i);
            assertEquals("true", answers.get(equalities.get(i)[0]), "CGSuite: " + texts.get(i) + " == its GS canonical form");
        }
        for (int i = 0; i < nodeList.size(); i++) {
            GsGame n = nodeList.get(i);
            assertEquals("[" + n.leftCount() + "," + n.rightCount() + ",true,true]", answers.get(structure.get(i)),
                    "CGSuite's canonical form of " + Conway.braces(n) + " has other options than cgx's " + n);
        }
        assertTrue(nodeList.size() > 30, "distinct canonical subpositions compared: " + nodeList.size());
    }

    /** The sum of the parts (cgx's sum of their embeddings), and its text for CGSuite: the parts' forms added. */
    private static void sum(List<GsGame> forms, List<String> texts, GsGame... parts) {
        GsGame s = parts[0];
        StringBuilder t = new StringBuilder(Conway.braces(parts[0]));
        for (int i = 1; i < parts.length; i++) {
            s = s.sum(parts[i]);
            t.append(" + ").append(Conway.braces(parts[i]));
        }
        forms.add(s);
        texts.add(t.toString());
    }

    /** CGSuite's test that a set of options equals these (a set literal; an empty side is checked by its size). */
    private static String same(String options, List<GsGame> mine) {
        if (mine.isEmpty()) return "true";
        StringBuilder b = new StringBuilder(options).append(" == {");
        for (int i = 0; i < mine.size(); i++) b.append(i > 0 ? "," : "").append(Conway.braces(mine.get(i)));
        return b.append("}").toString();
    }
}
