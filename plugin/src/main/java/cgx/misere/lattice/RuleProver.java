package cgx.misere.lattice;

import cgx.core.Interrupts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Consumer;

/**
 * Finds a rule and proves it (docs/lattice-proofs.md): {@link RuleDiscovery} on a box, then
 * {@link RuleVerifier}; where two shifts fail to join (an accidental invariance, true on the data
 * only because both sides are N there) the shift valid on fewer cells is dropped and the rule
 * checked again.
 */
public final class RuleProver {
    private RuleProver() {}

    /** A proved rule, or the last one tried with its failure. */
    public record Attempt(LatticeRule rule, RuleVerifier.Result result) {
        public boolean proved() { return result.proved(); }
    }

    /**
     * Discovery on the box, then verification, mending failed joins by dropping shifts and, if that
     * does not prove the rule and {@code alsoShrink}, by shrinking guards instead (slower).
     */
    public static Attempt prove(LatticeGame game, int[] box, int margin, boolean alsoShrink, Consumer<String> progress) {
        return prove(game, box, margin, alsoShrink, LatticeOutcomes.defaultLimit(), progress);
    }

    /** As above, the data's table at most {@code maxTable} bytes. */
    public static Attempt prove(LatticeGame game, int[] box, int margin, boolean alsoShrink, long maxTable, Consumer<String> progress) {
        RuleDiscovery.Found found = RuleDiscovery.find(game, box, margin, maxTable);
        progress.accept("box " + java.util.Arrays.toString(box) + ", data " + found.data().points() + " points, " + found.rule().shiftCount() + " candidate shifts");
        Attempt a = repair(game, found.rule(), false, progress);
        if (!a.proved() && alsoShrink) a = repair(game, found.rule(), true, progress);
        return a;
    }

    /** Verifications of a pruning at most this many representatives each (a few seconds on 2 cores). */
    static final long PRUNE_REPRESENTATIVES = 3_000_000L;

    /**
     * A proved rule without the shifts it does not need: each shift, the last first, dropped when
     * the rule without it is still proved (a smaller certificate, the same outcomes). Skipped on
     * large lattices, where each verification is long.
     */
    public static Attempt pruned(LatticeGame game, Attempt a, Consumer<String> progress) {
        if (a.result().representatives() > PRUNE_REPRESENTATIVES) return a;
        LatticeRule rule = a.rule();
        RuleVerifier.Result result = a.result();
        int before = rule.shiftCount();
        for (int i = rule.shiftCount() - 1; i >= 0 && rule.shiftCount() > 1; i--) {
            Interrupts.check();
            LatticeRule without = without(rule, i);
            RuleVerifier.Result res = RuleVerifier.verify(game, without);
            if (res.proved()) { rule = without; result = res; }
        }
        if (rule.shiftCount() < before) progress.accept("pruned to " + rule.shiftCount() + " of " + before + " shifts, still proved (" + result.representatives() + " representatives)");
        return new Attempt(rule, result);
    }

    /**
     * Verify, and mend failed joins until proved or another condition fails: by dropping the later
     * shift of the first failed join, or ({@code shrink}) by removing every failed join's cell from
     * the later shift's guard.
     */
    private static Attempt repair(LatticeGame game, LatticeRule rule, boolean shrink, Consumer<String> progress) {
        while (true) {
            Interrupts.check();
            RuleVerifier.Result res = RuleVerifier.verify(game, rule, shrink);
            if (res.proved() || res.unjoined().isEmpty()) {
                progress.accept(res.proved() ? "proved with " + rule.shiftCount() + " shifts (" + res.representatives() + " representatives, " + res.directChecks() + " direct checks)"
                        : "not proved" + (shrink ? "" : " by dropping shifts") + ": " + res.failure());
                return new Attempt(rule, res);
            }
            if (shrink) {
                progress.accept(res.unjoined().size() + " joins fail: the later shifts' guards shrunk there");
                rule = shrunk(rule, res.unjoined());
            } else {
                int drop = res.unjoined().get(0)[0];
                progress.accept("a join fails: shift " + java.util.Arrays.toString(rule.shift(drop)) + " dropped");
                rule = without(rule, drop);
            }
        }
    }

    /** The rule without shift i (every cell of its guard removed). */
    static LatticeRule without(LatticeRule rule, int i) {
        List<int[]> all = new ArrayList<>();
        for (int c = 0; c < rule.cellCount(); c++) all.add(new int[] {i, c});
        return shrunk(rule, all);
    }

    /** The rule with cell c removed from Γ_j for each (j, c); shifts left with no cell dropped. */
    static LatticeRule shrunk(LatticeRule rule, List<int[]> cells) {
        BitSet[] g = new BitSet[rule.shiftCount()];
        for (int i = 0; i < g.length; i++) g[i] = rule.guardCells(i);
        for (int[] jc : cells) g[jc[0]].clear(jc[1]);
        List<int[]> shifts = new ArrayList<>();
        List<BitSet> guards = new ArrayList<>();
        for (int i = 0; i < g.length; i++) {
            if (g[i].isEmpty()) continue;
            shifts.add(rule.shift(i));
            guards.add(g[i]);
        }
        return new LatticeRule(rule.box(), rule.table(), shifts, guards);
    }

}
