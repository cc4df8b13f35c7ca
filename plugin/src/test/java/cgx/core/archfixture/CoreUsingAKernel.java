package cgx.core.archfixture;

import cgx.scoring.ScoringGame;

/** A deliberately bad core class (it depends on a family), for LayersTest's own test. */
public final class CoreUsingAKernel {
    public static boolean terminal(ScoringGame g) { return g.isTerminal(); }
}
