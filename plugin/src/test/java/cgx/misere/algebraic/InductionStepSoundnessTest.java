package cgx.misere.algebraic;

import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * An empirical soundness test of the weight-form induction's step with pure powers of b
 * (docs/algebraic-periodicity.md, "Pure powers of b"): concrete sums G with a heap past the base
 * are mapped to the abstract state the docs define (the top heap M by level, an indexed heap
 * winning a tie; ρ, E and W mod 2, δ = W − β(λ_M) clipped to the window, the gap g from λ_M to the
 * other heaps' top index; the other heaps' types). For each sum it checks, through the very code
 * paths of {@link InductionStep} (its {@code State}):
 * <ul>
 * <li>M ≥ H_min, and the state is one the step checked (not skipped as unrealisable, nor the
 * pure-top g = 0 it skips);</li>
 * <li>every other heap's type exists and is allowed by g, and its options are the type's kinds;
 * M's bounded options are the representative's, and each split of M into two large parts has a
 * representative split;</li>
 * <li>(i) the real p(G), by the family's own product, is in the set {@code here} assigns;</li>
 * <li>(ii) for every option G′, the real p(G′) is in the set {@code afterTop} / {@code after}
 * assigns to the representative move;</li>
 * <li>(B) when p(G) fails, the step's reasoning finds a move it calls winning for certain among
 * G's heaps (otherwise the step passed the state only because a filter called the configuration
 * unrealisable, and G realises it), and the misère rule itself holds at G.</li>
 * </ul>
 * The sums deliberately include a pure top heap with an indexed holder at every small gap, ties of
 * levels, a third near indexed heap, heaps far below, small heaps, copies, and δ steered across the
 * window. {@code -Dcgx.soundnessSums=N} sets the number of random sums per game (CI: 800, besides some 500–3,000 systematic ones; a one-off
 * run: 200,000), {@code -Dcgx.soundnessSystematic=true} adds a denser systematic pass, {@code -Dcgx.soundnessFind=true} also reads
 * each family with {@code AlgebraicQuotient} (Q_85), {@code -Dcgx.soundnessMissed=true} lists the realisable states no sum hit, and
 * {@code -Dcgx.soundnessAll=true} runs every recorded certificate with pure powers of b (54 games).
 */
class InductionStepSoundnessTest {

    /** One proved game: its family, the step as FamilyProof runs it, and caches of heap data. */
    static final class Game {
        final String code;
        final AlgebraicFamily f;
        final WeightForm wf;
        final TakeAndBreakCode rules;
        final InductionStep s;
        final int base, hmin, period, h0, maxH;
        final InductionStep.View[] views;
        final int[] kMin;
        final long[] level, nu, w;
        final int[] e;
        final int[][][] opts;
        final FamilyElement[] phi;
        final TreeMap<Long, List<Integer>> byLevel = new TreeMap<>(); // heaps ≥ small by level
        final int totalStates;
        final Set<String> realisable = new HashSet<>(); // the states the step checked (not skipped as unrealisable)

        Game(String code) {
            this.code = code;
            rules = TakeAndBreakCode.parse(code);
            String recorded = certificateText(code);
            AlgebraicFamily fromCert = family(recorded);
            FamilyProof proof = FamilyProof.of(fromCert, rules, code);
            assertTrue(proof.stepHolds(), proof.text());
            assertEquals(recorded, proof.certificate(), "the recorded certificate is the one the step writes for its family");
            if (Boolean.getBoolean("cgx.soundnessFind")) { // the family as AlgebraicQuotient reads and proves it (slow: Q_85)
                AlgebraicQuotient q = AlgebraicPeriodicTest.find(code, 85);
                assertTrue(q.proved(), q.proofText());
                assertEquals(fromCert, q.family());
                assertEquals(proof.base(), q.proof().base());
            }
            f = fromCert;
            wf = new WeightForm(f);
            base = proof.base();
            Matcher m = Pattern.compile("top level ≥ heap (\\d+),").matcher(proof.text());
            assertTrue(m.find(), proof.text());
            hmin = Integer.parseInt(m.group(1));
            s = new InductionStep(wf, rules);
            s.measure();
            assertTrue(s.run(hmin, why -> fail(code + ": " + why)));
            assertEquals(0, s.failures);
            assertEquals(proof.states(), s.states);
            totalStates = (int) s.states;
            period = s.period;
            h0 = s.h0;
            views = new InductionStep.View[period];
            kMin = new int[period];
            for (int rho = 0; rho < period; rho++) {
                views[rho] = s.view(rho, InductionStep.REP, why -> fail(code + ": " + why));
                assertNotNull(views[rho]);
                while (s.rep(rho, kMin[rho]) < hmin) kMin[rho]++;
            }
            maxH = s.rep(period - 1, 3 * InductionStep.REP) + 2 * period;
            level = new long[maxH + 1];
            nu = new long[maxH + 1];
            w = new long[maxH + 1];
            e = new int[maxH + 1];
            opts = new int[maxH + 1][][];
            phi = new FamilyElement[maxH + 1];
            for (int h = 1; h <= maxH; h++) {
                WeightForm.Weights x = wf.of(h);
                level[h] = wf.level(h);
                nu[h] = x.nu();
                w[h] = x.w();
                e[h] = x.e();
                phi[h] = f.phi(h);
                long lv = nu[h]; // the docs' level, recomputed: a pure heap from h0 on is at the largest index of the p heaps below it
                if (lv < 0 && h >= h0) for (int i = 1; i <= f.pattern.size(); i++) lv = Math.max(lv, wf.of(h - i).nu());
                assertEquals(lv, level[h], "the level of H_" + h);
                if (h >= s.small) byLevel.computeIfAbsent(level[h], k -> new ArrayList<>()).add(h);
            }
            for (int rho = 0; rho < period; rho++)
                for (int e = 0; e <= 1; e++)
                    for (int wp = 0; wp <= 1; wp++)
                        for (int dc = -s.window - 1; dc <= s.window + 1; dc++) {
                            int d = dc < -s.window ? InductionStep.NEG : dc > s.window ? InductionStep.POS : dc;
                            if (d != InductionStep.NEG && d != InductionStep.POS && ((d + wf.beta(views[rho].lambda())) & 1) != wp) continue; // W = β(λ) + δ
                            InductionStep.State st = s.new State(views[rho], rho, kMin[rho], e, wp, d);
                            for (int g = InductionStep.NONE; g <= s.gc; g++)
                                if (!(views[rho].pureTop() && g == 0) && st.realisable(g)) realisable.add(rho + " " + e + " " + wp + " " + d + " " + g);
                        }
        }

        int[][] options(int h) {
            if (opts[h] == null) opts[h] = rules.options(h);
            return opts[h];
        }

        FamilyElement product(List<Integer> heaps) {
            FamilyElement x = FamilyElement.ONE;
            for (int h : heaps) x = f.multiply(x, phi[h]);
            return x;
        }

        boolean realP(List<Integer> heaps) { return f.isP(product(heaps)); }

        /** p(rest + option), by the family's product: the rest's element times the option's heaps. */
        boolean realP(FamilyElement rest, int[] option) {
            FamilyElement x = rest;
            for (int h : option) x = f.multiply(x, phi[h]);
            return f.isP(x);
        }

        int cls(int h) { return Math.floorMod(h - h0, period); }
    }

    /** What the sampling found. */
    static final class Tally {
        long sums, evaluations, options, splitsByCover, bByM, bByOther, pSums, pureTops, holderSums, bReasoned;
        final Map<String, Integer> gaps = new TreeMap<>();
        final Set<String> statesHit = new HashSet<>();
        final Map<String, String> problems = new LinkedHashMap<>(); // kind -> first example
        final Map<String, Integer> problemCounts = new TreeMap<>();

        void problem(String kind, String detail) {
            problemCounts.merge(kind, 1, Integer::sum);
            problems.putIfAbsent(kind, detail);
        }
    }

    // ------------------------------------------------------------------ the abstract state of a sum

    static String gapText(int g) { return g == InductionStep.NONE ? "none" : g == InductionStep.FAR ? "far" : "" + g; }

    static String dcText(InductionStep s, int dc) { return dc == InductionStep.NEG ? "<-" + s.window : dc == InductionStep.POS ? ">" + s.window : "" + dc; }

    /** Checks one sum for every choice of its top heap M (a heap of highest level; an indexed heap wins a tie). */
    static void check(Game gm, int[] heaps, Tally t) {
        t.sums++;
        long top = Long.MIN_VALUE;
        for (int h : heaps) top = Math.max(top, gm.level[h]);
        boolean indexedAtTop = false;
        for (int h : heaps) if (gm.level[h] == top && gm.nu[h] >= 0) indexedAtTop = true;
        Set<Integer> tried = new HashSet<>();
        for (int i = 0; i < heaps.length; i++) {
            int h = heaps[i];
            if (gm.level[h] != top || (indexedAtTop && gm.nu[h] < 0) || !tried.add(h)) continue;
            checkWithTop(gm, heaps, i, t);
        }
    }

    static void checkWithTop(Game gm, int[] heaps, int mi, Tally t) {
        InductionStep s = gm.s;
        t.evaluations++;
        int hM = heaps[mi];
        String sum = Arrays.toString(heaps);
        if (hM < gm.hmin) { t.problem("top heap below H_min", gm.code + " " + sum + ": M = " + hM + " < H_min = " + gm.hmin); return; }
        long lam = gm.level[hM];
        int rhoM = gm.cls(hM);
        InductionStep.View v = gm.views[rhoM];
        boolean pureTop = gm.nu[hM] < 0;
        if (pureTop != v.pureTop()) { t.problem("class of M", sum); return; }
        List<Integer> others = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) if (i != mi) others.add(heaps[i]);
        long nOther = -1, wSum = 0;
        int eSum = 0;
        for (int h : heaps) { wSum += gm.w[h]; eSum ^= gm.e[h]; }
        for (int h : others) nOther = Math.max(nOther, gm.nu[h]);
        int g = nOther < 0 ? InductionStep.NONE : lam - nOther > s.gc ? InductionStep.FAR : (int) (lam - nOther);
        if (pureTop) t.pureTops++;
        long delta = wSum - gm.wf.beta(lam);
        int dc = delta < -s.window ? InductionStep.NEG : delta > s.window ? InductionStep.POS : (int) delta;
        int wp = (int) (wSum & 1);
        String state = gm.code + " " + sum + " (M = H_" + hM + (pureTop ? ", pure" : "") + ", level " + lam + "; state: class " + rhoM + ", e = " + eSum + ", W ≡ " + wp
                + ", δ = " + delta + " (" + dcText(s, dc) + "), g = " + gapText(g) + ")";
        if (pureTop && g == 0) { t.problem("pure top heap with an indexed heap at its level", state); return; }
        InductionStep.State st = s.new State(v, rhoM, gm.kMin[rhoM], eSum, wp, dc);
        t.statesHit.add(rhoM + " " + eSum + " " + wp + " " + dc + " " + g);
        t.gaps.merge((pureTop ? "pure M, g = " : "indexed M, g = ") + gapText(g), 1, Integer::sum);
        if (!st.realisable(g)) t.problem("a real sum in a state skipped as unrealisable", state);
        if (st.failure(g) != null) t.problem("a failing state (the step should have failed)", state + ": " + st.failure(g));

        // the other heaps' types
        InductionStep.Type[] types = new InductionStep.Type[others.size()];
        for (int j = 0; j < others.size(); j++) {
            int y = others.get(j);
            String key;
            if (y < s.small) key = "H_" + y;
            else {
                long gap = lam - gm.level[y];
                if (gap < 0) { t.problem("another heap above M's level", state + ": H_" + y); return; }
                key = gap <= s.gc ? "gap " + gm.cls(y) + " " + gap : "far " + gm.cls(y);
            }
            InductionStep.Type ty = v.types().get(key);
            if (ty == null) { t.problem("no type for a heap", state + ": H_" + y + " as " + key); return; }
            types[j] = ty;
            if (!st.allowed(ty, g)) t.problem("a heap whose type g does not allow", state + ": H_" + y + " (" + ty.name() + ")");
            Set<InductionStep.Kind> actual = new HashSet<>();
            for (int[] o : gm.options(y)) actual.add(repKind(gm, ty, kind(gm, y, o, lam)));
            if (!actual.equals(ty.kinds())) {
                Set<InductionStep.Kind> missing = new HashSet<>(actual), extra = new HashSet<>(ty.kinds());
                missing.removeAll(ty.kinds());
                extra.removeAll(actual);
                if (!missing.isEmpty()) t.problem("a heap with an option its type lacks", state + ": H_" + y + " (" + ty.name() + ") " + missing);
                if (!extra.isEmpty()) t.problem("a type with an option the heap lacks", state + ": H_" + y + " (" + ty.name() + ") " + extra);
            }
        }

        // (i) the state's own value
        boolean p = gm.realP(Arrays.stream(heaps).boxed().toList());
        if (p) t.pSums++;
        Set<Boolean> here = st.here(g);
        if (!here.contains(p)) t.problem("(i) p(G) outside the state's set", state + ": p(G) = " + p + ", here = " + here);

        // M's options
        Set<InductionStep.TopMove> bounded = new HashSet<>();
        boolean anyP = false, moves = false;
        Map<Object, Set<Boolean>> cache = new HashMap<>();
        FamilyElement othersProduct = gm.product(others);
        int sample = 0;
        for (int[] o : gm.options(hM)) {
            moves = true;
            t.options++;
            boolean p2 = gm.realP(othersProduct, o);
            if (sample++ % 97 == 0) { // the product taken whole, now and then: the same value
                List<Integer> g2 = new ArrayList<>(others);
                for (int x : o) g2.add(x);
                assertEquals(gm.realP(g2), p2);
            }
            anyP |= p2;
            InductionStep.TopMove tm = topMove(gm, hM, o, lam);
            boolean big = s.isSplit(o);
            Set<Boolean> claimed = cache.computeIfAbsent(List.of("M", tm, big), k -> st.afterTop(tm, big, g));
            if (!big) bounded.add(tm);
            else if (!v.big().contains(tm)) {
                // a split the representative lacks (a smaller M's split whose smaller part holds the index, or a larger
                // M's deeper split): some representative split must give a superset of its values in this state
                boolean covered = false;
                for (InductionStep.TopMove r : v.big())
                    if (cache.computeIfAbsent(List.of("M", r, true), k -> st.afterTop(r, true, g)).containsAll(claimed)) { covered = true; break; }
                if (!covered) t.problem("a split of M no representative split covers", state + ": " + Arrays.toString(o) + " " + tm + ", values " + claimed);
                t.splitsByCover++;
            }
            if (!claimed.contains(p2)) {
                t.problem("(ii) an option of M outside its set" + (big ? " (a split)" : ""), state + ": M → " + Arrays.toString(o) + " " + tm
                        + ": p(G′) = " + p2 + ", claimed " + claimed);
            }
        }
        if (!bounded.equals(v.bounded())) {
            Set<InductionStep.TopMove> missing = new HashSet<>(bounded), extra = new HashSet<>(v.bounded());
            missing.removeAll(v.bounded());
            extra.removeAll(bounded);
            t.problem("M's bounded moves are not the representative's", state + ": missing " + missing + ", extra " + extra);
        }

        // the other heaps' options
        boolean stepWins = false; // a move the step calls winning for certain, among G's heaps
        for (InductionStep.TopMove m : v.bounded()) if (st.afterTop(m, false, g).equals(Set.of(true))) stepWins = true;
        boolean byM = stepWins;
        for (int j = 0; j < others.size(); j++) {
            int y = others.get(j);
            InductionStep.Type ty = types[j];
            List<Integer> rest = new ArrayList<>(others);
            rest.remove(j);
            rest.add(hM);
            FamilyElement restProduct = gm.product(rest);
            for (InductionStep.Kind k : ty.kinds()) if (cache.computeIfAbsent(List.of("y", ty.name(), k), x -> st.after(ty, k, g)).equals(Set.of(true))) stepWins = true;
            for (int[] o : gm.options(y)) {
                moves = true;
                t.options++;
                boolean p2 = gm.realP(restProduct, o);
                anyP |= p2;
                InductionStep.Kind k = repKind(gm, ty, kind(gm, y, o, lam));
                if (!ty.kinds().contains(k)) continue; // reported above
                Set<Boolean> claimed = cache.computeIfAbsent(List.of("y", ty.name(), k), x -> st.after(ty, k, g));
                if (!claimed.contains(p2))
                    t.problem("(ii) an option of another heap outside its set", state + ": H_" + y + " (" + ty.name() + ") → " + Arrays.toString(o) + " " + k
                            + ": p(G′) = " + p2 + ", claimed " + claimed);
            }
        }
        if (p != (moves && !anyP)) t.problem("the misère rule fails at G", state + ": p(G) = " + p + ", a P-option: " + anyP);
        if (!p) {
            t.bReasoned++;
            if (!stepWins) t.problem("(B) a realised state without a certain winning move, passed by a filter", state);
            else if (byM) t.bByM++;
            else t.bByOther++;
        }
        if (pureTop && g >= 0) t.holderSums++;
    }

    /** An option of another heap y as {@link InductionStep#kinds} sees it, relative to λ. */
    static InductionStep.Kind kind(Game gm, int y, int[] o, long lam) {
        WeightForm.Weights q = gm.wf.of(o);
        long rel = q.nu() < 0 ? InductionStep.RNONE : q.nu() - lam < -(gm.s.gc + 1) ? InductionStep.RFAR : q.nu() - lam;
        return new InductionStep.Kind((q.e() - gm.e[y]) & 1, q.w() - gm.w[y], rel);
    }

    /**
     * The kind of the type's representative that stands for this one: the same, except that a far
     * heap's option whose index comes within gc + 1 of λ (a far heap just past the gaps) is the
     * representative's far option (its value is the far lemma's there).
     */
    static InductionStep.Kind repKind(Game gm, InductionStep.Type ty, InductionStep.Kind k) {
        if (ty.gap() == InductionStep.FAR && k.rel() != InductionStep.RNONE && k.rel() != InductionStep.RFAR) return new InductionStep.Kind(k.de(), k.dw(), InductionStep.RFAR);
        return k;
    }

    /** An option of M as {@link InductionStep#view} sees it. */
    static InductionStep.TopMove topMove(Game gm, int hM, int[] o, long lam) {
        InductionStep s = gm.s;
        WeightForm.Weights q = gm.wf.of(o);
        long zc = Integer.MIN_VALUE;
        for (int x : o) if (gm.nu[x] < 0) zc = Math.max(zc, gm.w[x] - lam);
        boolean near = s.isSplit(o) ? q.nu() >= 0 : s.nearIndex(q.nu(), lam);
        return new InductionStep.TopMove((q.e() - gm.e[hM]) & 1, q.w() - gm.w[hM], near ? q.nu() - lam : null, zc + s.gc + 1 - s.t >= 0);
    }

    /** The recorded certificate of a game (test-games/misere-quotients/proofs). */
    static String certificateText(String code) {
        try {
            return Files.readString(cgx.TestFiles.testGames().resolve("misere-quotients/proofs/" + code + "-algebraic.txt"));
        } catch (java.io.IOException x) {
            throw new java.io.UncheckedIOException(x);
        }
    }

    /** The family a certificate describes (its lines as {@link FamilyProof#certificate} writes them). */
    static AlgebraicFamily family(String cert) {
        Map<String, String> kv = new HashMap<>();
        for (String l : cert.split("\n")) {
            l = l.split("#", 2)[0].trim();
            if (l.isEmpty()) continue;
            int c = l.indexOf(':');
            kv.put(l.substring(0, c).trim(), l.substring(c + 1).trim());
        }
        int t = Integer.parseInt(kv.get("t"));
        int[] al = nums(kv.get("alpha")), be = nums(kv.get("beta")), pb = nums(kv.get("P"));
        String[] cs = kv.containsKey("c") ? kv.get("c").split(";") : new String[0];
        int[] cA = new int[cs.length], cB = new int[cs.length];
        for (int i = 0; i < cs.length; i++) { int[] x = nums(cs[i]); cA[i] = x[0]; cB[i] = x[1]; }
        int u = kv.containsKey("u") ? Integer.parseInt(kv.get("u")) : 0;
        boolean[] pIdx = new boolean[8];
        for (int i = 0; i < 8; i++) pIdx[i] = pb[i] == 1;
        List<FamilyElement> prefix = new ArrayList<>();
        for (String w : kv.get("prefix").split(";")) {
            int[] x = nums(w);
            prefix.add(new FamilyElement(x[0], x[1], x[2], x[3]));
        }
        List<AlgebraicFamily.Term> pattern = new ArrayList<>();
        for (String w : kv.get("pattern").split(";")) {
            w = w.trim();
            if (w.startsWith("pure")) {
                int[] x = nums(w.substring(4));
                pattern.add(new AlgebraicFamily.Term(x[0], new Affine(x[1], x[2]), null));
            } else {
                int[] x = nums(w);
                pattern.add(new AlgebraicFamily.Term(x[0], new Affine(0, x[1]), new Affine(x[2], x[3])));
            }
        }
        Affine a = new Affine(al[0], al[1]), b = new Affine(be[0], be[1]);
        return new AlgebraicFamily(AlgebraicFamily.sporadicLetter(cs.length + 1), cA, cB, t, a, b,
                a, new Affine(be[0] - 1, be[1] - t), pIdx, u, prefix, prefix.size() + 1, pattern);
    }

    static int[] nums(String s) { return Arrays.stream(s.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray(); }

    // ------------------------------------------------------------------ the sums

    /** A heap of the given level (≥ small) in a random class, with or without an index; 0 if none. */
    static int atLevel(Game gm, Random rnd, long level, int indexed) {
        List<Integer> hs = gm.byLevel.get(level);
        if (hs == null) return 0;
        List<Integer> ok = new ArrayList<>();
        for (int h : hs) if (indexed < 0 || (indexed == 1) == (gm.nu[h] >= 0)) ok.add(h);
        return ok.isEmpty() ? 0 : ok.get(rnd.nextInt(ok.size()));
    }

    static int[] sample(Game gm, Random rnd) {
        InductionStep s = gm.s;
        List<Integer> hs = new ArrayList<>();
        int span = rnd.nextInt(10) < 7 ? 40 * gm.period : rnd.nextInt(3) < 2 ? s.rep(0, InductionStep.REP + 2) - gm.base : gm.maxH - gm.base - 2 * gm.period;
        int top = gm.base + 1 + rnd.nextInt(Math.max(1, span));
        if (rnd.nextInt(3) > 0) { // a pure top heap, most often
            int tries = 0;
            while (gm.nu[top] >= 0 && tries++ < 40) top++;
        }
        hs.add(top);
        long lam = gm.level[top];
        boolean pureTop = gm.nu[top] < 0;
        // near heaps: an indexed holder at a small gap, maybe a third indexed heap, pure ties and near pure heaps, copies
        if (rnd.nextInt(4) > 0) {
            int g = (pureTop ? 1 : 0) + rnd.nextInt(s.gc + 3);
            int y = atLevel(gm, rnd, lam - g, 1);
            if (y > 0) hs.add(y);
            if (rnd.nextInt(3) == 0) {
                int z = atLevel(gm, rnd, lam - g - rnd.nextInt(s.gc + 2), 1);
                if (z > 0) hs.add(z);
            }
            if (rnd.nextInt(5) == 0 && y > 0) hs.add(y);
        }
        int nearPure = rnd.nextInt(3);
        for (int i = 0; i < nearPure; i++) {
            int y = atLevel(gm, rnd, lam - rnd.nextInt(s.gc + 2), 0);
            if (y > 0) hs.add(y);
        }
        if (rnd.nextInt(6) == 0) hs.add(top);
        // heaps far below
        int far = rnd.nextInt(3);
        for (int i = 0; i < far; i++) {
            int y = s.small + rnd.nextInt(Math.max(1, top - s.small));
            if (gm.level[y] < lam - s.gc) hs.add(y);
        }
        // steer δ = W − β(λ) towards a target across the window with small (and far) heaps
        long target = rnd.nextInt(2 * s.window + 9) - s.window - 4;
        long wSum = 0;
        for (int h : hs) wSum += gm.w[h];
        int added = 0;
        if (rnd.nextInt(8) > 0)
            while (wSum - gm.wf.beta(lam) < target && added < 40) {
                long need = target - (wSum - gm.wf.beta(lam));
                int y;
                if (need > 12 && rnd.nextBoolean()) {
                    y = s.small + rnd.nextInt(Math.max(1, top - s.small));
                    if (gm.level[y] >= lam - s.gc || gm.w[y] > need + 2) continue;
                } else y = 1 + rnd.nextInt(s.small - 1);
                hs.add(y);
                wSum += gm.w[y];
                added++;
            }
        int extra = rnd.nextInt(3);
        for (int i = 0; i < extra; i++) hs.add(1 + rnd.nextInt(s.small - 1));
        return hs.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A sum aimed at one abstract state: M of a random class and size, the other heaps' top index at
     * a chosen gap (none, far, or exact with an indexed holder, maybe a third near indexed heap), pure
     * near heaps and ties, then heaps that keep that gap, added until δ reaches a target across the
     * window, and maybe H_1-like heaps of weight 0 that toggle e.
     */
    static int[] sampleTargeted(Game gm, Random rnd) {
        InductionStep s = gm.s;
        int rhoM = rnd.nextInt(gm.period);
        int kTop = (s.rep(gm.period - 1, 3 * InductionStep.REP) - gm.h0) / gm.period;
        int k = gm.kMin[rhoM] + (rnd.nextInt(4) > 0 ? rnd.nextInt(12) : rnd.nextInt(Math.max(1, kTop - gm.kMin[rhoM])));
        int hM = s.rep(rhoM, k);
        while (hM <= gm.base) hM += gm.period;
        long lam = gm.level[hM];
        boolean pureTop = gm.nu[hM] < 0;
        List<Integer> hs = new ArrayList<>(List.of(hM));
        int choice = rnd.nextInt(s.gc + 4); // 0: none, 1: far, 2..: exact gap choice − 2
        int g = choice == 0 ? InductionStep.NONE : choice == 1 ? InductionStep.FAR : choice - 2;
        if (pureTop && g == 0) g = 1 + rnd.nextInt(s.gc);
        final int gg = g;
        if (g >= 0) {
            int y = atLevel(gm, rnd, lam - g, 1);
            if (y == 0) return null;
            hs.add(y);
            if (rnd.nextInt(3) == 0) {
                int z = atLevel(gm, rnd, lam - g - rnd.nextInt(s.gc + 2 - g), 1);
                if (z > 0) hs.add(z);
            }
            if (rnd.nextInt(6) == 0) hs.add(y);
        } else if (g == InductionStep.FAR) {
            int y = 1 + rnd.nextInt(Math.max(1, hM - 1));
            for (int i = 0; i < 200 && !(gm.nu[y] >= 0 && gm.nu[y] < lam - s.gc); i++) y = 1 + rnd.nextInt(Math.max(1, hM - 1));
            if (!(gm.nu[y] >= 0 && gm.nu[y] < lam - s.gc)) return null;
            hs.add(y);
        }
        for (int i = rnd.nextInt(3); i > 0; i--) {
            int y = atLevel(gm, rnd, lam - rnd.nextInt(s.gc + 2), 0);
            if (y > 0) hs.add(y);
        }
        if (rnd.nextInt(8) == 0) hs.add(hM);
        // heaps that keep the gap: none without an index; far: indices below λ − gc; exact: indices ≤ λ − g
        java.util.function.IntPredicate keeps = y -> gm.nu[y] < 0 ? gm.level[y] <= lam
                : gg == InductionStep.NONE ? false : gg == InductionStep.FAR ? gm.nu[y] < lam - s.gc : gm.nu[y] <= lam - gg;
        long target = rnd.nextInt(2 * s.window + 7) - s.window - 3;
        long wSum = 0;
        for (int h : hs) wSum += gm.w[h];
        for (int guard = 0; guard < 400 && wSum - gm.wf.beta(lam) < target; guard++) {
            long need = target - (wSum - gm.wf.beta(lam));
            int y = need > 10 && rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(hM - 1) : 1 + rnd.nextInt(s.small - 1);
            if (!keeps.test(y) || gm.w[y] > need || gm.w[y] == 0 || gm.level[y] > lam) continue;
            hs.add(y);
            wSum += gm.w[y];
        }
        for (int i = rnd.nextInt(3); i > 0; i--) { // weightless heaps (such as a): e toggles
            int y = 1 + rnd.nextInt(s.small - 1);
            if (gm.w[y] == 0 && keeps.test(y)) hs.add(y);
        }
        if (rnd.nextInt(4) == 0) { // small heaps of any kind the gap allows
            int y = 1 + rnd.nextInt(s.small - 1);
            if (keeps.test(y)) hs.add(y);
        }
        return hs.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Sums built around the hard configurations of the docs, at every gap and δ, for every class of M. */
    static void systematic(Game gm, Tally t) {
        List<Integer> tops = new ArrayList<>();
        for (int rhoM = 0; rhoM < gm.period; rhoM++)
            for (int k : new int[] {gm.kMin[rhoM], gm.kMin[rhoM] + 1, gm.kMin[rhoM] + 5, InductionStep.REP + 3}) {
                int hM = gm.s.rep(rhoM, k);
                if (hM > gm.base && hM <= gm.maxH) tops.add(hM);
            }
        sweep(gm, t, tops, new Random(7), 1, 2, 1, 400, true);
    }

    /** A light pass of the systematic sums for CI: the least top heaps of every class, every gap, with and without a third heap. */
    static void systematicLight(Game gm, Tally t) {
        List<Integer> tops = new ArrayList<>();
        for (int rhoM = 0; rhoM < gm.period; rhoM++) {
            int hM = gm.s.rep(rhoM, gm.kMin[rhoM]);
            while (hM <= gm.base) hM += gm.period;
            tops.add(hM);
        }
        sweep(gm, t, tops, new Random(5), 2, 1, 3, 200, false);
    }

    /**
     * For each top heap M, each gap g to a heap y at level λ − g, and no third heap or one at
     * level λ − g − third (third from 0 to gc + 1 − (thirdStep − 1), every thirdStep): sums padded
     * with small heaps until δ reaches each target of [−L − margin, L + margin] (every targetStep);
     * {@code stray} adds, now and then, a small heap of any weight.
     */
    private static void sweep(Game gm, Tally t, List<Integer> tops, Random rnd, int thirdStep, int margin, int targetStep, int guardMax, boolean stray) {
        InductionStep s = gm.s;
        for (int hM : tops) {
            long lam = gm.level[hM];
            for (int g = 0; g <= s.gc + 1; g++)
                for (int y : gm.byLevel.getOrDefault(lam - g, List.of())) {
                    if (gm.nu[y] < 0 && gm.nu[hM] >= 0) continue;
                    for (int third = -1; third <= s.gc + 2 - thirdStep; third += thirdStep) {
                        List<Integer> hs = new ArrayList<>(List.of(hM, y));
                        if (third >= 0) {
                            int z = atLevel(gm, rnd, lam - g - third, 1);
                            if (z == 0) continue;
                            hs.add(z);
                        }
                        long w0 = 0;
                        for (int h : hs) w0 += gm.w[h];
                        for (long target = -s.window - margin; target <= s.window + margin; target += targetStep) {
                            List<Integer> sum = new ArrayList<>(hs);
                            long wSum = w0;
                            int guard = 0;
                            while (wSum - gm.wf.beta(lam) < target && guard++ < guardMax) {
                                int x = 1 + rnd.nextInt(s.small - 1);
                                if (gm.w[x] > 0 && gm.w[x] <= target - (wSum - gm.wf.beta(lam)) + 1) { sum.add(x); wSum += gm.w[x]; }
                                else if (stray && rnd.nextInt(20) == 0) sum.add(x);
                            }
                            check(gm, sum.stream().mapToInt(Integer::intValue).toArray(), t);
                        }
                    }
                }
        }
    }

    static final Map<String, Game> GAMES = new HashMap<>();

    static synchronized Game game(String code) { return GAMES.computeIfAbsent(code, Game::new); }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"0.734", "0.175", "0.516"})
    void theStepsSetsContainTheRealValuesOfSampledSums(String code) {
        run(game(code), Integer.getInteger("cgx.soundnessSums", 800));
    }

    /** Every recorded certificate with pure powers of b (54 games), for a one-off run: -Dcgx.soundnessAll=true. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("pureCertificates")
    @EnabledIfSystemProperty(named = "cgx.soundnessAll", matches = "true")
    void everyPureCertificate(String code) {
        run(new Game(code), Integer.getInteger("cgx.soundnessSums", 1000));
    }

    static List<String> pureCertificates() throws java.io.IOException {
        List<String> out = new ArrayList<>();
        try (var files = Files.list(cgx.TestFiles.testGames().resolve("misere-quotients/proofs"))) {
            for (java.nio.file.Path p : files.sorted().toList())
                if (p.getFileName().toString().endsWith("-algebraic.txt") && Files.readString(p).contains("pure "))
                    out.add(p.getFileName().toString().replace("-algebraic.txt", ""));
        }
        return out;
    }

    static void run(Game gm, int n) {
        String code = gm.code;
        Tally t = new Tally();
        long t0 = System.nanoTime();
        systematicLight(gm, t);
        Random rnd = new Random(Long.getLong("cgx.soundnessSeed", 11));
        for (int i = 0; i < n; i++) {
            int[] hs = i % 3 == 0 ? sample(gm, rnd) : sampleTargeted(gm, rnd);
            if (hs != null) check(gm, hs, t);
        }
        if (Boolean.getBoolean("cgx.soundnessSystematic")) systematic(gm, t);
        String summary = code + ": " + t.sums + " sums (" + t.evaluations + " choices of M, " + t.pureTops + " with a pure M, " + t.holderSums + " of those with an exact gap), "
                + t.options + " options (" + t.splitsByCover + " splits of M matched by cover), " + t.pSums + " P-positions, " + t.bReasoned + " N-positions (the step's winning move: M's in " + t.bByM + ", another heap's only in " + t.bByOther + "); " + t.statesHit.size() + " of " + gm.totalStates
                + " abstract states (" + gm.realisable.size() + " realisable, W's parity agreeing with an exact δ) hit; H_min = " + gm.hmin + ", B = " + gm.base + ", gc = " + gm.s.gc + ", L = " + gm.s.window + "; gaps " + t.gaps
                + String.format("; %.1f s", (System.nanoTime() - t0) / 1e9);
        System.out.println(summary);
        if (Boolean.getBoolean("cgx.soundnessMissed")) {
            Map<String, Integer> missed = new TreeMap<>();
            for (String k : gm.realisable)
                if (!t.statesHit.contains(k)) {
                    String[] f = k.split(" ");
                    int rho = Integer.parseInt(f[0]), dc = Integer.parseInt(f[3]);
                    String d = dc == InductionStep.NEG ? "NEG" : dc == InductionStep.POS ? "POS" : dc < gm.wf.midFrom() ? "lt" : dc < 0 ? "mid" : "ge";
                    missed.merge((gm.views[rho].pureTop() ? "pure " : "indexed ") + "g=" + gapText(Integer.parseInt(f[4])) + " d=" + d, 1, Integer::sum);
                }
            System.out.println("  missed realisable states: " + missed);
        }
        StringBuilder why = new StringBuilder();
        t.problems.forEach((k, d) -> why.append("\n  ").append(k).append(" (").append(t.problemCounts.get(k)).append("×), e.g. ").append(d));
        System.out.println(why.length() == 0 ? "  no problems" : why.toString());
        assertTrue(t.problems.isEmpty(), summary + why);
        assertTrue(t.pSums > t.sums / 50, "P-positions sampled: " + t.pSums);
    }
}
