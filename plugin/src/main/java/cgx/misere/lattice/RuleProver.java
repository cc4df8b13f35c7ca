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

    /** A proved rule (or the last failure), the data it came from and what was tried. */
    public record Attempt(LatticeRule rule, RuleVerifier.Result result, LatticeOutcomes data, List<String> log) {
        public boolean proved() { return result.proved(); }
    }

    public static Attempt prove(LatticeGame game, int[] box, int margin, Consumer<String> progress) {
        List<String> log = new ArrayList<>();
        RuleDiscovery.Found found = RuleDiscovery.find(game, box, margin);
        log.add("box " + java.util.Arrays.toString(box) + ", data " + found.data().points() + " points, " + found.rule().shiftCount() + " candidate shifts");
        progress.accept(log.get(log.size() - 1));
        Attempt a = repair(game, found, false, log, progress);
        return a.proved() ? a : repair(game, found, true, log, progress);
    }

    /** As {@link #prove}, mending failed joins only by dropping shifts (the fast way). */
    public static Attempt proveQuickly(LatticeGame game, int[] box, int margin, Consumer<String> progress) {
        List<String> log = new ArrayList<>();
        RuleDiscovery.Found found = RuleDiscovery.find(game, box, margin);
        log.add("box " + java.util.Arrays.toString(box) + ", data " + found.data().points() + " points, " + found.rule().shiftCount() + " candidate shifts");
        progress.accept(log.get(log.size() - 1));
        return repair(game, found, false, log, progress);
    }

    /**
     * Verify, and mend failed joins until proved or another condition fails: by dropping the later
     * shift of the first failed join, or ({@code shrink}) by removing every failed join's cell from
     * the later shift's guard.
     */
    private static Attempt repair(LatticeGame game, RuleDiscovery.Found found, boolean shrink, List<String> log, Consumer<String> progress) {
        LatticeRule rule = found.rule();
        while (true) {
            Interrupts.check();
            RuleVerifier.Result res = RuleVerifier.verify(game, rule, shrink);
            if (res.proved() || res.unjoined().isEmpty()) {
                log.add(res.proved() ? "proved with " + rule.shiftCount() + " shifts (" + res.representatives() + " representatives, " + res.directChecks() + " direct checks)"
                        : "not proved" + (shrink ? "" : " by dropping shifts") + ": " + res.failure());
                progress.accept(log.get(log.size() - 1));
                return new Attempt(rule, res, found.data(), log);
            }
            if (shrink) {
                log.add(res.unjoined().size() + " joins fail: the later shifts' guards shrunk there");
                rule = shrunk(rule, res.unjoined());
            } else {
                int drop = res.unjoined().get(0)[0];
                log.add("a join fails: shift " + java.util.Arrays.toString(rule.shift(drop)) + " dropped");
                java.util.List<int[]> all = new ArrayList<>();
                for (int c = 0; c < rule.cellCount(); c++) all.add(new int[] {drop, c});
                rule = shrunk(rule, all);
            }
            progress.accept(log.get(log.size() - 1));
        }
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
        BitSet table = new BitSet();
        for (int i = 0; i < rule.boxSize(); i++) if (rule.tableP(i)) table.set(i);
        return new LatticeRule(rule.box(), table, shifts, guards);
    }

}
