package cgx.misere.formcensus;

import cgx.core.CgxException;
import cgx.misere.OptionSets;
import cgx.misere.lattice.LatticeGame;
import cgx.misere.lattice.LatticeProof;
import cgx.misere.quotient.Quotients;
import cgx.core.Interrupts;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The minimal closed sets outside a {@link ClosureDownSet} whose quotient is proved infinite
 * (ProveInfinite, docs/lattice-proofs.md: a rule for every outcome and a family of pairwise
 * distinguishable positions, re-verified by the independent checker). If cl A ⊆ cl B then Q(cl A)
 * is the reduction of a submonoid of Q(cl B) (Plambeck–Siegel, Lemma 4.6), so Q(cl B) is infinite
 * when Q(cl A) is: every form whose closure contains a set proved here has an infinite quotient.
 * Immutable.
 */
public record InfiniteClosures(double seconds, Map<Long, String> proved, Map<Long, String> notProved) implements Serializable {
    private static final long serialVersionUID = 1L;

    public InfiniteClosures {
        proved = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(proved));
        notProved = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(notProved));
    }

    /**
     * Tries each minimal set outside {@code down} (smallest closure first), within {@code seconds}
     * each: its quotient computed when it is finite and small, else ProveInfinite when its lattice
     * has at most {@link #MAX_RANK} generators.
     */
    public static InfiniteClosures prove(OptionSets sets, ClosureDownSet down, double seconds, Consumer<String> progress) {
        if (!(seconds > 0) || seconds > 1e6) throw new CgxException("the seconds to prove a closure infinite must be above 0 and at most 10^6, got " + seconds);
        List<Long> order = new ArrayList<>(down.outside().keySet());
        order.sort((a, b) -> Long.bitCount(a) != Long.bitCount(b) ? Integer.compare(Long.bitCount(a), Long.bitCount(b)) : Long.compare(a, b));
        Map<Long, String> proved = new LinkedHashMap<>(), not = new LinkedHashMap<>();
        int k = 0;
        for (long w : order) {
            k++;
            String text = FormRange.setText(sets, sets.maximal(w));
            LatticeProof.Attempt a = attempt(sets.members(sets.maximal(w)), seconds, true);
            (a.proved() ? proved : not).put(w, a.text());
            if (progress != null) progress.accept("infinite closures " + k + "/" + order.size() + ": cl " + text + (a.proved() ? " is infinite (proved)" : ": " + a.text()));
        }
        return new InfiniteClosures(seconds, proved, not);
    }

    /** Most generators of a closure's lattice tried: beyond, the default box's outcome table passes a gigabyte. */
    public static final int MAX_RANK = LatticeProof.MAX_RANK;

    /** Quotients at most this large are computed before a proof is tried: one computed to the end is finite. */
    public static final int FINITE_ORDER = LatticeProof.FINITE_ORDER;

    /** Most seconds of that computation (an infinite quotient spends them all): the 87 finite minimal closures of day 5 take about a second each. */
    static final double FINITE_SECONDS = 15;

    /**
     * Q(cl forms) within {@code seconds}: first the quotient itself (a quarter of the time, at most
     * {@link #FINITE_SECONDS}, order at most {@link #FINITE_ORDER}), which, computed to the end, is finite ("finite: …"); else
     * ProveInfinite. Proved with the proof's summary, or why not ("not tried: …", "not proved: …",
     * "not finished in …"), in one line. A closure of more than {@link #MAX_RANK} generators gets
     * neither unless {@code anyRank}, and then only the quotient.
     */
    public static LatticeProof.Attempt attempt(List<cgx.misere.MisereGame> forms, double seconds, boolean anyRank) {
        LatticeGame g;
        try {
            g = LatticeGame.ofForms(forms);
        } catch (CgxException e) {
            return new LatticeProof.Attempt(false, "not tried: " + e.getMessage().replace('\n', ' ').replace('\t', ' '));
        }
        String tooMany = g.rank() + " generators (an outcome lattice of more than " + MAX_RANK + " is too large)";
        if (g.rank() > MAX_RANK && !anyRank) return new LatticeProof.Attempt(false, "not tried: " + tooMany);
        double share = Math.min(seconds / 4, FINITE_SECONDS);
        int order = finiteOrder(forms, share);
        if (order > 0) return new LatticeProof.Attempt(false, "finite: |Q| = " + order + " (computed to the end)");
        if (g.rank() > MAX_RANK) return new LatticeProof.Attempt(false, "not tried: more than " + FINITE_ORDER + " elements or " + cgx.core.Texts.seconds(share) + " s, and " + tooMany);
        // tables of at most 256 MB (an eighth of the heap if less): a census tries many closures, and a larger table costs more to allocate than the bound allows
        LatticeProof.Attempt a = LatticeProof.attempt(g, seconds, Math.min(256L << 20, Runtime.getRuntime().maxMemory() / 8));
        return a.proved() || a.text().startsWith("not ") ? a : new LatticeProof.Attempt(false, "not proved: " + a.text());
    }

    /** As {@link #attempt(List, double, boolean)} for at most {@link #MAX_RANK} generators. */
    public static LatticeProof.Attempt attempt(List<cgx.misere.MisereGame> forms, double seconds) { return attempt(forms, seconds, false); }

    /** |Q(cl forms)| when the quotient engine computes it to the end within {@code seconds} and {@link #FINITE_ORDER}, else -1. */
    static int finiteOrder(List<cgx.misere.MisereGame> forms, double seconds) {
        long before = Interrupts.deadline();
        try {
            Interrupts.setDeadline(Math.min(before, System.nanoTime() + (long) (seconds * 1e9)));
            return Quotients.ofForms(forms, FINITE_ORDER).order();
        } catch (Interrupts.Stopped e) {
            if (e.byInterrupt() || Thread.currentThread().isInterrupted()) throw e;
            return -1;
        } catch (CgxException | OutOfMemoryError e) { // the order bound, or an engine limit
            return -1;
        } finally {
            Interrupts.setDeadline(before);
        }
    }

    /** The minimal sets not proved infinite whose quotient was computed, finite: their texts "finite: |Q| = k …". */
    public Map<Long, String> finite() {
        Map<Long, String> out = new LinkedHashMap<>();
        notProved.forEach((w, t) -> { if (t.startsWith("finite")) out.put(w, t); });
        return out;
    }

    /** A set proved infinite whose closure lies in {@code closed} (the fewest forms first), or -1. */
    public long witness(long closed) {
        long best = -1;
        for (long w : proved.keySet())
            if ((w & ~closed) == 0 && (best < 0 || Long.bitCount(w) < Long.bitCount(best))) best = w;
        return best;
    }
}
