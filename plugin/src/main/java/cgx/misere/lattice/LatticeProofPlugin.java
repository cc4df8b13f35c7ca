package cgx.misere.lattice;

import cgx.core.CgxException;
import cgx.core.Outcome;
import cgx.core.Rational;
import cgx.heap.HeapGame;
import cgx.heap.TakeAndBreakCode;
import cgx.lang.Args;
import cgx.lang.CgxList;
import cgx.lang.Plugin;
import cgx.lang.Printer;
import cgx.lang.Registry;
import cgx.core.EngineConfig;
import cgx.misere.MisereGame;
import cgx.misere.quotient.MisereQuotient;
import cgx.misere.quotient.Quotients;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Worksheet names for outcome lattices and proofs that a misère quotient is infinite
 * (docs/lattice-proofs.md): ProveInfinite, OutcomesOfMultiples, MultiplesPlot, CheckLatticeProof,
 * the methods of a LatticeProof, and Q.IsInfinite.
 */
public final class LatticeProofPlugin implements Plugin {
    /** Proofs made in this session, by lattice and box (the plug-in owns this cache). */
    private final Map<String, LatticeProof> proofs = new LinkedHashMap<>(16, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<String, LatticeProof> e) { return size() > 16; }
    };

    @Override public String name() { return "misere-lattices"; }

    private static Rational num(long n) { return Rational.of(n); }

    @Override public void register(Registry r) {
        r.type(LatticeProof.class, "LatticeProof");
        r.type(Unknown.class, "Unknown");
        r.constant("unknown", Unknown.UNKNOWN);
        r.printer(Unknown.class, u -> "unknown");
        r.printer(LatticeProof.class, p -> Printer.commented(p.summary(), call(p)));
        r.function("ProveInfinite", "ProveInfinite(G), ProveInfinite([G, H]) or ProveInfinite(code, MaxHeap => n): finds an outcome rule on the lattice of the closure "
                        + "(a table on a box and guarded shifts), proves it gives every misère outcome, searches an infinite family of pairwise distinguishable positions, "
                        + "and has an independent checker re-verify the certificate. Keywords: Box => [b_0, …] (one per generator; default: widened from 4 where the proof fails), "
                        + "Margin => m (data beyond the box, default " + LatticeProof.DEFAULT_MARGIN + "). .Proved is true, false (the quotient computed, finite) or unknown, never a guess",
                a -> prove(a));
        r.function("OutcomesOfMultiples", "OutcomesOfMultiples(G, N): the misère outcomes [o(0·G), o(1·G), …, o(N·G)] of a form G, through the lattice of cl(G) "
                        + "(the proved outcome rule of ProveInfinite(G) when there is one, else the quotient of cl(G) when it is finite, of order at most " + FINITE_ORDER + ": n·G is P iff Φ(G)^n is in P, "
                        + "else exact search for small N); a closure of more than " + MULTIPLES_RANK + " generators goes to its quotient first",
                a -> multiples(a));
        r.function("CheckLatticeProof", "CheckLatticeProof(\"f.proof\"): the independent checker's verdict on a certificate file (or on the certificate text itself): "
                        + "what it proved, or why it refused",
                a -> {
                    a.count(1);
                    String s = a.string(0);
                    String text = s;
                    if (!s.startsWith("cgx-lattice-proof")) {
                        java.nio.file.Path path = cgx.core.WorkingDirectory.resolve(s);
                        try {
                            text = cgx.misere.lattice.check.LatticeProofChecker.read(path);
                        } catch (java.io.IOException | RuntimeException e) {
                            throw new CgxException(a.callName() + ": could not read " + path + ": " + e.getMessage());
                        }
                    }
                    cgx.misere.lattice.check.LatticeProofChecker.Verdict v = cgx.misere.lattice.check.LatticeProofChecker.check(text);
                    return v.failure() == null ? v.summary() : "REFUSED: " + v.failure() + (v.valid() ? " (the outcome rule itself is proved)" : "");
                });
        r.function("MultiplesPlot", "MultiplesPlot(G, N): the picture of OutcomesOfMultiples(G, N), rows of fifty, a black square where n·G is P (N ≤ 5000)",
                a -> {
                    a.count(2);
                    if (a.natural(1, "N") > 5000) throw new CgxException(a.callName() + ": N must be at most 5000");
                    CgxList l = (CgxList) multiples(a);
                    boolean[] p = new boolean[l.size()];
                    for (int i = 0; i < p.length; i++) p[i] = l.get(i) == Outcome.P;
                    return LatticeGrids.multiples("outcomes of n·" + a.get(0) + ", n = 0.." + (p.length - 1) + " (black: P)", p);
                });
        Class<LatticeProof> L = LatticeProof.class;
        r.method(L, "Proved", "true if the quotient is proved infinite (an infinite family, re-verified by the independent checker), false if it was computed and is finite, else unknown",
                (p, a) -> { a.count(0); return truth(p.proved()); });
        r.method(MisereQuotient.class, "IsInfinite", "true, false or unknown: false for a quotient computed to the end (finite); for one that stopped at a bound, "
                        + "ProveInfinite of the next partial quotient (heaps ≤ n + 1) of a code (true if it is infinite, else unknown), of the closure asked for of forms",
                (q, a) -> {
                    a.count(0);
                    if (!q.stoppedEarly()) return Boolean.FALSE;
                    // forms: the closure asked for is finitely generated, so its own lattice answers (false: computed, finite)
                    if (q.closureAsked() != null) return truth(cached(LatticeGame.ofForms(q.closureAsked()), null, LatticeProof.DEFAULT_MARGIN, a).proved());
                    if (!(q.rules() instanceof TakeAndBreakCode code)) return Unknown.UNKNOWN;
                    LatticeGame g = LatticeGame.ofHeaps(HeapGame.of(code), q.maxGenerator() + 1);
                    String proved = cached(g, null, LatticeProof.DEFAULT_MARGIN, a).proved();
                    // Q_{n+1} infinite makes the quotient asked for infinite; Q_{n+1} finite says nothing of the heaps past n + 1
                    return proved.equals("false") ? Unknown.UNKNOWN : truth(proved);
                });
        r.method(L, "OutcomesProved", "true if the rule is proved to give the misère outcome of every position of the lattice", (p, a) -> { a.count(0); return p.outcomesProved(); });
        r.method(L, "Summary", "what was proved, in words", (p, a) -> { a.count(0); return p.summary(); });
        r.method(L, "Generators", "the lattice's generators: forms, or heap sizes", (p, a) -> { a.count(0); return generators(p.game()); });
        r.method(L, "Box", "the box of the rule's table", (p, a) -> { a.count(0); return ints(p.box()); });
        r.method(L, "Rule", "the rule: its box and its shifts, each with the number of cells of its guard", (p, a) -> { a.count(0); return ruleText(p); });
        r.method(L, "Certificate", "the certificate text (docs/lattice-proofs.md), which LatticeProofChecker re-verifies", (p, a) -> {
            a.count(0);
            if (p.certificate() == null) throw new CgxException("no rule was made, so there is no certificate: " + p.summary());
            return p.certificate();
        });
        r.method(L, "Save", "P.Save(\"f.proof\"): writes the certificate; returns the path", (p, a) -> {
            a.count(1);
            if (p.certificate() == null) throw new CgxException("no rule was made, so there is no certificate to save");
            return save(a.string(0), p.certificate());
        });
        r.method(L, "Log", "what was tried, line by line", (p, a) -> { a.count(0); return CgxList.from(p.log()); });
        r.method(L, "Seconds", "time taken (rounded to milliseconds)", (p, a) -> { a.count(0); return Rational.of(Math.round(p.seconds() * 1000), 1000); });
        r.method(L, "Witness", "Witness(k): the k-th position W_k of the infinite family (k ≥ 0): heaps, or the list of the forms it is the sum of", (p, a) -> position(p, family(p).witness(index(a, 0, "k"))));
        r.method(L, "WitnessVector", "WitnessVector(k): W_k as multiplicities of the generators", (p, a) -> ints(family(p).witness(index(a.count(1), 0, "k"))));
        r.method(L, "Distinguisher", "Distinguisher(i, j): a position X that tells W_i from W_j (i ≠ j), one of W_i + X, W_j + X a P-position and the other an N-position "
                + "(X_i, W_i + X P, when the family is two-sided): heaps, or the list of the forms it is the sum of", (p, a) -> {
            a.count(2);
            long i = index(a, 0, "i"), j = index(a, 1, "j");
            if (i == j) throw new CgxException("Distinguisher(i, j) needs i ≠ j; got " + i + " twice");
            return position(p, family(p).distinguisher(i, j));
        });
        r.method(L, "DistinguisherVector", "DistinguisherVector(i, j): the distinguisher as multiplicities of the generators", (p, a) -> {
            a.count(2);
            long i = index(a, 0, "i"), j = index(a, 1, "j");
            if (i == j) throw new CgxException("DistinguisherVector(i, j) needs i ≠ j; got " + i + " twice");
            return ints(family(p).distinguisher(i, j));
        });
        r.method(L, "Outcome", "Outcome([n_0, …]): the proved misère outcome of the position with these multiplicities of the generators", (p, a) -> {
            a.count(1);
            return p.isP(vector(a.list(0), p.game())) ? Outcome.P : Outcome.N;
        });
        r.method(L, "Grids", "Grids(Cols => l, Rows => m, First => [n_0, …]): the P-positions as Figure 12 of Plambeck–Siegel, one grid per value of the first generators "
                + "(below First, default the box; at most 64), a dot at (row m, column l) for the last two", (p, a) -> {
            a.count(0).keywords("Cols", "Rows", "First");
            int rk = p.game().rank();
            if (rk < 3) throw new CgxException("Grids: the lattice of " + p.game() + " has " + rk + " generators; grids need at least 3");
            int[] box = p.box();
            int cols = a.naturalKeyword("Cols", box[rk - 2]), rows = a.naturalKeyword("Rows", box[rk - 1]);
            List<int[]> prefixes = new ArrayList<>();
            int[] pre = new int[rk - 2];
            int[] radix = Arrays.copyOf(box, rk - 2);
            if (a.hasKeyword("First")) {
                if (!(a.keyword("First", null) instanceof CgxList l) || l.size() != rk - 2)
                    throw new CgxException("Grids: First must be a list of " + (rk - 2) + " bounds, one for each of the first generators");
                for (int i = 0; i < rk - 2; i++) radix[i] = small(l.get(i), "First");
            }
            long count = 1;
            for (int x : radix) count *= x;
            if (count > 64) throw new CgxException("the box has " + count + " grids; at most 64 are drawn");
            for (long i = 0; i < count; i++) {
                if (i > 0) RuleDiscovery.next(pre, radix);
                prefixes.add(pre.clone());
            }
            return LatticeGrids.of(p.game(), prefixes, cols, rows, p::isP);
        });
    }

    // ------------------------------------------------------------------ functions

    private LatticeProof prove(Args a) {
        a.count(1).keywords("MaxHeap", "Box", "Margin");
        LatticeGame game = lattice(a, a.get(0));
        int[] box = null;
        if (a.hasKeyword("Box")) {
            Object b = a.keyword("Box", null);
            if (!(b instanceof CgxList l)) throw new CgxException(a.callName() + ": Box must be a list of " + game.rank() + " positive integers");
            box = new int[l.size()];
            for (int i = 0; i < l.size(); i++) box[i] = small(l.get(i), "Box");
        }
        int margin = a.naturalKeyword("Margin", LatticeProof.DEFAULT_MARGIN);
        if (margin < 2 || margin > 40) throw new CgxException(a.callName() + ": Margin must be 2 to 40, got " + margin);
        return cached(game, box, margin, a);
    }

    private LatticeProof cached(LatticeGame game, int[] box, int margin, Args a) {
        String key = game.gameLine() + "|" + (box == null ? "auto" : Arrays.toString(box)) + "|" + margin;
        synchronized (proofs) {
            LatticeProof p = proofs.get(key);
            if (p != null) return p;
            // no box asked (IsInfinite, OutcomesOfMultiples): a proof of the same lattice on any box settles it
            // when it proved the quotient infinite (its rule then gives every outcome, re-verified by the checker)
            if (box == null && (p = provedBefore(game, margin)) != null) return p;
        }
        LatticeProof p = finiteOrUnknown(LatticeProof.prove(game, box, margin, a.progress()), a);
        synchronized (proofs) { proofs.put(key, p); }
        return p;
    }

    /** Quotients at most this large are computed when no infinite family was found, to answer false. */
    static final int FINITE_ORDER = LatticeProof.FINITE_ORDER;

    /** With no infinite family, the quotient computed exactly (order ≤ FINITE_ORDER): finite means Proved is false. */
    private static LatticeProof finiteOrUnknown(LatticeProof p, Args a) {
        if (!p.proved().equals("unknown")) return p;
        LatticeGame g = p.game();
        long t0 = System.nanoTime();
        try {
            a.progress().accept("no infinite family: computing the quotient, up to order " + FINITE_ORDER);
            MisereQuotient q = g.kind().equals("forms") ? Quotients.ofForms(g.givenForms(), FINITE_ORDER)
                    : Quotients.ofHeaps(g.heapGame().rules(), g.maxHeap(), EngineConfig.defaults().withMaxOrder(FINITE_ORDER).withProgress(a.progress()));
            if (q.stoppedEarly() || g.kind().equals("heaps") && !q.isComplete() && q.maxGenerator() < g.maxHeap()) return p;
            return p.withFiniteQuotient(q.order(), (System.nanoTime() - t0) / 1e9);
        } catch (cgx.core.Interrupts.Stopped stop) {
            throw stop;
        } catch (CgxException tooLarge) {
            return p;
        }
    }

    private Object multiples(Args a) {
        a.count(2);
        Object first = a.get(0) instanceof Rational q && q.signum() == 0 ? MisereGame.ZERO : a.get(0);
        if (!(first instanceof MisereGame g)) throw new CgxException(a.callName() + ": expected an impartial game in misère canonical form such as *(2/0)0, got " + a.typeName(a.get(0)) + " " + a.get(0));
        int n = a.natural(1, "N");
        if (n > 1_000_000) throw new CgxException(a.callName() + ": N must be at most 1000000, got " + n);
        if (g.isZero()) {
            Object[] out = new Object[n + 1];
            Arrays.fill(out, Outcome.N);
            return CgxList.wrap(out);
        }
        LatticeGame game = LatticeGame.ofForms(List.of(g));
        int top = game.rank() - 1; // G itself: the largest birthday
        Object[] out = new Object[n + 1];
        // a lattice of more generators than a proof's table takes: the quotient first (a rule, if any, was proved earlier in the session)
        boolean large = game.rank() > MULTIPLES_RANK;
        LatticeProof p = game.rank() == 1 && game.isStar(0) ? null : large ? provedBefore(game, -1) : cached(game, null, LatticeProof.DEFAULT_MARGIN, a);
        int[] v = new int[game.rank()];
        if (p != null && p.outcomesProved()) {
            for (int k = 0; k <= n; k++) {
                if ((k & 0x3ff) == 0) cgx.core.Interrupts.check();
                v[top] = k;
                out[k] = p.isP(v) ? Outcome.P : Outcome.N;
            }
            return CgxList.wrap(out);
        }
        // Q(cl G) finite and small: n·G is P iff Φ(G)^n is in P. A proof left "unknown" has already
        // computed the quotient to FINITE_ORDER and found it larger (finiteOrUnknown): not again
        MisereQuotient q = p != null && p.proved().equals("unknown") ? null : finiteQuotient(g, a);
        if (q != null) {
            int x = -1;
            for (int i = 1; i <= q.maxGenerator(); i++) if (q.generatorLabel(i).equals(g.toString())) x = q.phiOf(i);
            if (x < 0) throw new IllegalStateException("the quotient of cl(" + g + ") has no generator " + g);
            int y = 0; // the identity, Φ(0)
            for (int k = 0; k <= n; k++) {
                if ((k & 0x3ff) == 0) cgx.core.Interrupts.check();
                out[k] = q.inP(y) ? Outcome.P : Outcome.N;
                y = q.product(y, x);
            }
            return CgxList.wrap(out);
        }
        int[] size = new int[game.rank()];
        Arrays.fill(size, 1);
        size[top] = n + 1;
        LatticeOutcomes exact;
        try {
            exact = new LatticeOutcomes(game, size);
        } catch (CgxException tooLarge) {
            String rule = p != null ? "no outcome rule of cl(" + g + ") was proved (" + p.summary() + ")"
                    : "cl(" + g + ") has " + game.rank() + " generators, more than an outcome rule's table takes (" + MULTIPLES_RANK + ")";
            throw new CgxException(a.callName() + ": " + rule + ", its quotient has more than " + FINITE_ORDER + " elements, and exact search to N = " + n + " is too large: " + tooLarge.getMessage());
        }
        for (int k = 0; k <= n; k++) {
            v[top] = k;
            out[k] = exact.isP(v) ? Outcome.P : Outcome.N;
        }
        return CgxList.wrap(out);
    }

    /** Most generators for which OutcomesOfMultiples tries an outcome rule. */
    static final int MULTIPLES_RANK = LatticeProof.MAX_RANK;

    /** A proof of this lattice made earlier in the session, on any box, with this margin (any if negative), that proved it infinite (its rule gives every outcome), or null. */
    private LatticeProof provedBefore(LatticeGame game, int margin) {
        synchronized (proofs) {
            for (Map.Entry<String, LatticeProof> e : proofs.entrySet())
                if (e.getKey().startsWith(game.gameLine() + "|") && (margin < 0 || e.getKey().endsWith("|" + margin)) && e.getValue().proved().equals("true")) return e.getValue();
        }
        return null;
    }

    /** Q(cl G) computed to the end within FINITE_ORDER elements, or null when it has more. */
    private static MisereQuotient finiteQuotient(MisereGame g, Args a) {
        try {
            a.progress().accept("the quotient of cl(" + g + "), up to order " + FINITE_ORDER);
            return Quotients.ofForms(List.of(g), FINITE_ORDER);
        } catch (cgx.core.Interrupts.Stopped stop) {
            throw stop;
        } catch (CgxException tooLarge) {
            return null;
        }
    }

    // ------------------------------------------------------------------ helpers

    /** The lattice of a form, a list of forms, or a code with MaxHeap. */
    static LatticeGame lattice(Args a, Object o) {
        if (o instanceof MisereGame g) {
            if (a.hasKeyword("MaxHeap")) throw new CgxException(a.callName() + ": MaxHeap is for a heap game, not a form");
            if (g.isZero()) throw new CgxException(a.callName() + ": the closure of 0 is {0}: its quotient is trivial");
            return LatticeGame.ofForms(List.of(g));
        }
        if (o instanceof CgxList l) {
            List<MisereGame> gs = new ArrayList<>();
            for (Object x : l) {
                if (!(x instanceof MisereGame g)) throw new CgxException(a.callName() + ": a list must hold impartial games in misère canonical form, got " + a.typeName(x) + " " + x);
                if (!g.isZero()) gs.add(g);
            }
            if (gs.isEmpty()) throw new CgxException(a.callName() + ": the list has no non-zero form");
            return LatticeGame.ofForms(gs);
        }
        if (o instanceof Rational q && q.signum() == 0) throw new CgxException(a.callName() + ": the closure of 0 is {0}: its quotient is trivial");
        HeapGame h;
        if (o instanceof HeapGame hg) h = hg;
        else if (o instanceof String || o instanceof Rational) h = HeapGame.of(TakeAndBreakCode.parse(a.code(0)));
        else throw new CgxException(a.callName() + ": expected a form such as *(2/0)0, a list of forms, or a heap game with MaxHeap => n; got " + a.typeName(o) + " " + o);
        if (!a.hasKeyword("MaxHeap")) throw new CgxException(a.callName() + ": a heap game needs MaxHeap => n (the closure of the heaps 1..n)");
        return LatticeGame.ofHeaps(h, a.naturalKeyword("MaxHeap", 0));
    }

    static String call(LatticeProof p) {
        LatticeGame g = p.game();
        String box = ", Box => " + Arrays.toString(p.box());
        if (g.kind().equals("heaps")) return "ProveInfinite(" + Printer.quote(g.source()) + ", MaxHeap => " + g.maxHeap() + box + ")";
        List<MisereGame> fs = g.givenForms();
        String arg = fs.size() == 1 ? fs.get(0).toString() : fs.toString();
        return "ProveInfinite(" + arg + box + ")";
    }

    private static int small(Object o, String what) {
        if (o instanceof Rational q && q.isInteger() && q.signum() > 0 && q.compareTo(Rational.of(400)) <= 0) return q.numerator().intValueExact();
        throw new CgxException(what + ": entries must be integers 1 to 400, got " + o);
    }

    private static Object truth(String proved) {
        return switch (proved) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> Unknown.UNKNOWN;
        };
    }

    private static long index(Args a, int i, String what) {
        Object o = a.get(i);
        if (o instanceof Rational q && q.isInteger() && q.signum() >= 0 && q.numerator().bitLength() < 31) return q.numerator().longValue();
        throw new CgxException(a.callName() + ": " + what + " must be an integer 0 to 2^31 − 1, got " + o);
    }

    private static InfiniteFamily family(LatticeProof p) {
        if (p.family() == null || !p.proved().equals("true")) throw new CgxException("no proved infinite family: " + p.summary());
        return p.family();
    }

    private static Object position(LatticeProof p, int[] v) {
        LatticeGame g = p.game();
        if (g.kind().equals("heaps")) {
            List<Integer> hs = new ArrayList<>();
            for (int c = 0; c < v.length; c++) for (int k = 0; k < v[c]; k++) hs.add(g.heap(c));
            return g.heapGame().heaps(hs.stream().mapToInt(Integer::intValue).toArray());
        }
        // forms: the components of the sum, as a list (the canonical form of the sum is often too large to print)
        List<Object> parts = new ArrayList<>();
        for (int c = 0; c < v.length; c++) for (int k = 0; k < v[c]; k++) parts.add(g.forms().get(c));
        if (parts.size() > 100_000) throw new CgxException("the position " + g.describe(v) + " has more than 100000 components; use WitnessVector or DistinguisherVector");
        return CgxList.from(parts);
    }

    private static int[] vector(CgxList l, LatticeGame g) {
        if (l.size() != g.rank()) throw new CgxException("a position of " + g + " has " + g.rank() + " multiplicities (one per generator), got " + l.size());
        int[] v = new int[l.size()];
        for (int i = 0; i < v.length; i++) {
            Object o = l.get(i);
            if (!(o instanceof Rational q && q.isInteger() && q.signum() >= 0 && q.numerator().bitLength() < 31)) throw new CgxException("multiplicities must be integers 0 to 2^31 − 1, got " + o);
            v[i] = q.numerator().intValue();
        }
        return v;
    }

    private static CgxList ints(int[] v) {
        Object[] out = new Object[v.length];
        for (int i = 0; i < v.length; i++) out[i] = num(v[i]);
        return CgxList.wrap(out);
    }

    private static CgxList generators(LatticeGame g) {
        Object[] out = new Object[g.rank()];
        for (int i = 0; i < out.length; i++) out[i] = g.kind().equals("heaps") ? (Object) num(g.heap(i)) : g.forms().get(i);
        return CgxList.wrap(out);
    }

    static String ruleText(LatticeProof p) {
        LatticeRule rule = p.rule();
        if (rule == null) return "no rule: " + p.summary();
        LatticeGame g = p.game();
        StringBuilder sb = new StringBuilder("table on the box " + Arrays.toString(rule.box()) + " of " + g + "; shifts, first applicable first:");
        for (int i = 0; i < rule.shiftCount(); i++)
            sb.append("\n  ").append(g.describe(rule.shift(i))).append(" on ").append(rule.guardCells(i).cardinality()).append(" of ").append(rule.cellCount()).append(" cells");
        return sb.toString();
    }

    private static String save(String file, String text) {
        if (file.isBlank()) throw new CgxException("Save needs a file name such as \"star20.proof\"");
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        // a name ending in .gz is written gzip-compressed (a rule on a box of 7 generators is megabytes of text), as CheckLatticeProof reads it
        return cgx.core.AtomicFiles.write("Save", cgx.core.WorkingDirectory.resolve(file), out -> {
            if (!file.endsWith(".gz")) { out.write(bytes); return; }
            java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(out);
            z.write(bytes);
            z.finish();
        }).toString();
    }
}
