package cgx.misere;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;

/**
 * The games of the CGSuite differential tests, the same in every test that uses them: {@code forms}
 * distinct random forms of birthday ≤ 5 (random option sets of the 22 forms born by day 4), and
 * the sums of two of them that are not among the forms ({@code randomSums} random pairs, then
 * every pair of the first {@code subset} forms, the "deep" sums), each with the first pair that
 * made it. {@link #rnd} is left where the generation stopped, so a test that goes on drawing from
 * it draws the same numbers every run.
 */
final class DifferentialGames {
    final Random rnd;
    final List<MisereGame> forms;
    final LinkedHashSet<MisereGame> formSet = new LinkedHashSet<>();
    /** The sums that are not forms, in the order first made. */
    final List<MisereGame> sums;
    final LinkedHashSet<MisereGame> sumSet = new LinkedHashSet<>(), deepSums = new LinkedHashSet<>();
    /** The summands a and b of the first pair (a, b) whose sum a + b is the key. */
    final HashMap<MisereGame, MisereGame> summand = new HashMap<>(), otherSummand = new HashMap<>();
    final int subset;

    DifferentialGames(long seed, int forms, int randomSums, int subset) {
        this.subset = subset;
        rnd = new Random(seed);
        List<MisereGame> day4 = MisereDays.bornBy(4);
        while (formSet.size() < forms) {
            List<MisereGame> opts = new ArrayList<>();
            double density = 0.05 + 0.3 * rnd.nextDouble();
            for (MisereGame d : day4) if (rnd.nextDouble() < density) opts.add(d);
            formSet.add(MisereGame.of(opts));
        }
        this.forms = new ArrayList<>(formSet);
        LinkedHashSet<List<MisereGame>> pairs = new LinkedHashSet<>();
        for (int i = 0; i < randomSums; i++) pairs.add(List.of(this.forms.get(rnd.nextInt(forms)), this.forms.get(rnd.nextInt(forms))));
        for (int i = 0; i < subset; i++) for (int j = i; j < subset; j++) pairs.add(List.of(this.forms.get(i), this.forms.get(j)));
        for (List<MisereGame> p : pairs) {
            MisereGame s = p.get(0).plus(p.get(1));
            if (this.forms.indexOf(p.get(0)) < subset && this.forms.indexOf(p.get(1)) < subset && !formSet.contains(s)) deepSums.add(s);
            if (formSet.contains(s) || !sumSet.add(s)) continue;
            summand.put(s, p.get(0));
            otherSummand.put(s, p.get(1));
        }
        sums = new ArrayList<>(sumSet);
    }

    static int positions(MisereGame g) { return MisereTheory.positions(g, Integer.MAX_VALUE).size(); }
}
