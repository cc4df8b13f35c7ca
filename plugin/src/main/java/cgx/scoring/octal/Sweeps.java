package cgx.scoring.octal;

import cgx.core.CgxException;
import cgx.core.Interrupts;
import cgx.core.Rational;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Conjecture sweeps over families of scoring octal games (Stewart, Lemma 13, Conjectures 14-16),
 * run on the sweep engine ({@link SweepRunner}: Apache Spark with the census module), reporting progress to the caller's sink, resumable from a checkpoint file and bounded by a case range
 * ({@code From}, {@code To}) and a heap bound ({@code MaxHeap}).
 *
 * <p>Each case has an index; a case's verdict is {@code ok}, {@code counterexample} or {@code open}
 * (no proven period within MaxHeap). The checkpoint file holds one line per finished case:
 * {@code index<TAB>verdict<TAB>text}; a rerun with the same file skips those cases and reports
 * their counterexamples again.
 */
final class Sweeps {
    private Sweeps() {}

    /** A case's outcome. */
    record Verdict(String kind, String text) implements java.io.Serializable {
        static Verdict ok() { return new Verdict("ok", ""); }
    }

    /** Options common to every sweep ({@code threads} is no longer used: the engine decides the parallelism). */
    record Options(int maxHeap, int from, int to, String checkpoint, boolean progress, int threads, java.util.function.Consumer<String> out) {}

    /**
     * Runs cases {@code from..to} of {@code check} on the sweep engine ({@link SweepRunner}: Apache
     * Spark when the census module is present); results in index order. The calling thread's
     * deadline is handed to each case as the time it has left.
     */
    static SweepReport run(String title, int cases, Options opt, SweepRunner.Task<Verdict> check, String bound) {
        Map<Integer, Verdict> done = new TreeMap<>();
        Path cp = opt.checkpoint() == null ? null : cgx.core.WorkingDirectory.resolve(opt.checkpoint());
        if (cp != null && Files.exists(cp)) {
            try {
                for (String line : Files.readAllLines(cp, StandardCharsets.UTF_8)) {
                    String[] f = line.split("\t", 3);
                    if (f.length < 2) continue;
                    try {
                        done.put(Integer.parseInt(f[0]), new Verdict(f[1], f.length > 2 ? f[2] : ""));
                    } catch (NumberFormatException e) {
                        throw new CgxException(title + ": checkpoint file " + cp + " has a bad line: " + line);
                    }
                }
            } catch (IOException e) {
                throw new CgxException(title + ": cannot read checkpoint file " + cp + ": " + e.getMessage());
            }
        }
        List<Integer> todo = new ArrayList<>();
        for (int i = opt.from(); i <= opt.to(); i++) if (!done.containsKey(i)) todo.add(i);
        Map<Integer, Verdict> results = new TreeMap<>();
        for (Map.Entry<Integer, Verdict> e : done.entrySet())
            if (e.getKey() >= opt.from() && e.getKey() <= opt.to()) results.put(e.getKey(), e.getValue());
        int[] finished = {0}, bad = {0};
        long[] last = {System.nanoTime()};
        long deadline = Interrupts.deadline();
        double left = deadline == Long.MAX_VALUE ? 0 : Math.max(1e-3, (deadline - System.nanoTime()) / 1e9);
        SweepRunner.Task<Verdict> task = idx -> {
            if (left > 0) Interrupts.setTimeLimit(left);
            try {
                return check.apply(idx);
            } catch (OutOfMemoryError e) {
                return new Verdict("error", "case " + idx + ": out of memory; lower MaxHeap");
            } catch (CgxException e) {
                return new Verdict("error", "case " + idx + ": " + e.getMessage());
            }
        };
        BufferedWriter out = null;
        try {
            if (cp != null) out = Files.newBufferedWriter(cp, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            final BufferedWriter w = out;
            SweepRunner.find().run(title, todo.stream().mapToInt(Integer::intValue).toArray(), task, (idx, v) -> {
                if (v.kind().equals("error")) throw new CgxException(title + ": " + v.text());
                synchronized (results) {
                    results.put(idx, v);
                    if (!v.kind().equals("ok")) bad[0]++;
                    finished[0]++;
                    if (w != null) {
                        try {
                            w.write(idx + "\t" + v.kind() + "\t" + v.text().replace('\n', ' ') + "\n");
                            w.flush();
                        } catch (IOException e) {
                            throw new CgxException(title + ": cannot write checkpoint: " + e.getMessage());
                        }
                    }
                    if (opt.progress() && System.nanoTime() - last[0] > 5_000_000_000L) {
                        last[0] = System.nanoTime();
                        opt.out().accept("progress: " + title + ": " + finished[0] + " of " + todo.size() + " cases done, "
                                + bad[0] + " counterexample(s) or undecided so far");
                    }
                }
            });
        } catch (IOException e) {
            throw new CgxException(title + ": cannot open checkpoint file " + cp + ": " + e.getMessage());
        } finally {
            if (out != null) try { out.close(); } catch (IOException ignored) { }
        }
        List<String> ce = new ArrayList<>(), open = new ArrayList<>();
        for (Map.Entry<Integer, Verdict> e : results.entrySet()) {
            if (e.getValue().kind().equals("counterexample")) ce.add(e.getValue().text());
            else if (e.getValue().kind().equals("open")) open.add(e.getValue().text());
        }
        int checked = results.size();
        String range = (opt.from() == 1 && opt.to() == cases) ? "" : " (cases " + opt.from() + ".." + opt.to() + ")";
        if (opt.progress()) {
            opt.out().accept("progress: " + title + ": finished " + checked + " case(s)" + range);
        }
        return new SweepReport(title + range, cases, checked, ce, open, bound);
    }

    // ---------------------------------------------------------------- families

    /** The subtraction game with set = the bits of {@code mask} (bit i-1 for i), p_i = i. */
    static ScoringOctal subtraction(int mask) {
        int k = 32 - Integer.numberOfLeadingZeros(mask);
        StringBuilder code = new StringBuilder("0.");
        for (int i = 1; i <= k; i++) code.append((mask >> (i - 1) & 1) != 0 ? '3' : '0');
        return ScoringOctal.of(code.toString());
    }

    static String setText(int mask) {
        StringBuilder b = new StringBuilder("{");
        for (int i = 1; i <= 31; i++)
            if ((mask >> (i - 1) & 1) != 0) b.append(b.length() > 1 ? ", " : "").append(i);
        return b.append('}').toString();
    }

    /** Conjecture 14: for a subtraction set S with k = max S, Gs(n + 2k) = Gs(n) for all large n. */
    static Verdict conjecture14(int mask, int maxHeap) {
        ScoringOctal r = subtraction(mask);
        int k = r.maxTake();
        GsPeriod g = ScoringGs.tnbPeriod(r, r, 0, maxHeap, "Gs(n)");
        String what = "S = " + setText(mask) + " (" + r + ")";
        if (!g.found()) return new Verdict("open", what + ": " + g);
        if ((2 * k) % g.period() == 0) return Verdict.ok();
        return new Verdict("counterexample", what + ": least period " + g.period() + " does not divide 2k = " + (2 * k)
                + " (preperiod " + g.preperiod() + ", proven: " + g.evidence() + ")");
    }

    /** Lemma 13: Gs(s + 2ik) = k - Gs(s + (2i-1)k) for s in S, i >= 1, s + 2ik <= n. */
    static Verdict lemma13(int mask, int n) {
        ScoringOctal r = subtraction(mask);
        int k = r.maxTake();
        long[] g = r.isTakingNoBreaking() ? TakingNoBreaking.table(r, n, null) : null;
        for (int s = 1; s <= k; s++) {
            if ((mask >> (s - 1) & 1) == 0) continue;
            for (int i = 1; s + 2L * i * k <= n; i++) {
                int a = s + 2 * i * k, b = s + (2 * i - 1) * k;
                if (g[a] != k - g[b])
                    return new Verdict("counterexample", "S = " + setText(mask) + ": Gs(" + a + ") = " + g[a] + " but k - Gs(" + b + ") = "
                            + (k - g[b]));
            }
        }
        return Verdict.ok();
    }

    /** Taking-no-breaking codes with digits 0-3 of length exactly {@code len} (last digit non-zero), as digit arrays, in order. */
    static int[] tnbCode(int len, int index) {
        // index 0 .. 3 * 4^(len-1) - 1: last digit 1..3, others 0..3
        int[] d = new int[len + 1];
        int x = index;
        for (int i = 1; i < len; i++) { d[i] = x % 4; x /= 4; }
        d[len] = 1 + x % 3;
        return d;
    }

    static int tnbCount(int len) { return 3 * (1 << (2 * (len - 1))); }

    static String codeText(int[] d) {
        StringBuilder b = new StringBuilder("0.");
        for (int i = 1; i < d.length; i++) b.append(d[i]);
        return b.toString();
    }

    /** Case index (1-based) over all codes of length 1..maxLen to (length, index). */
    static int[] codeOfCase(int maxLen, int caseIndex) {
        int c = caseIndex - 1;
        for (int len = 1; len <= maxLen; len++) {
            int n = tnbCount(len);
            if (c < n) return tnbCode(len, c);
            c -= n;
        }
        throw new IllegalArgumentException("case " + caseIndex);
    }

    static int codeCases(int maxLen) {
        int n = 0;
        for (int len = 1; len <= maxLen; len++) n += tnbCount(len);
        return n;
    }

    /**
     * Conjecture 15: O taking-no-breaking with p_i = i and some digit 2 or 3, k the largest i with
     * n_i in {2, 3}: Gs(n + 2k + m) = Gs(n + m) for large n, for every fixed heap m (m <= maxM, of O).
     */
    static Verdict conjecture15(int[] d, int[] dp, int maxM, int maxHeap) {
        int k = 0;
        for (int i = 1; i < d.length; i++) if (d[i] >= 2) k = i;
        if (k == 0) return new Verdict("skip", "");
        ScoringOctal o = ScoringOctal.of(codeText(d));
        ScoringOctal p = dp == null ? o : ScoringOctal.of(codeText(dp));
        GsPeriod[] ps = ScoringGs.tnbPeriods(o, p, maxM, maxHeap, "");
        for (int m = 0; m <= maxM; m++) {
            GsPeriod g = ps[m];
            String what = o + (dp == null ? "" : " with P = " + p) + ", m = " + m;
            if (!g.found()) return new Verdict("open", what + ": " + g);
            if ((2 * k) % g.period() != 0)
                return new Verdict("counterexample", what + ": least period of Gs(n + m) is " + g.period()
                        + ", which does not divide 2k = " + (2 * k) + " (preperiod " + g.preperiod() + "; proven: " + g.evidence() + ")");
        }
        return Verdict.ok();
    }

    /** Conjecture 16: taking-no-breaking with arbitrary points: Gs(n + t + m) = Gs(n + m) for some t and large n. */
    static Verdict conjecture16(int[] d, Rational[] pts, int maxM, int maxHeap) {
        List<Object> pl = new ArrayList<>();
        for (int i = 1; i < d.length; i++) pl.add(pts[i]);
        ScoringOctal o = ScoringOctal.of(codeText(d), pl);
        GsPeriod[] ps = ScoringGs.tnbPeriods(o, o, maxM, maxHeap, "");
        for (int m = 0; m <= maxM; m++)
            if (!ps[m].found()) return new Verdict("open", o + ", m = " + m + ": no period found for n <= " + ps[m].checkedUpTo());
        return Verdict.ok();
    }
}
