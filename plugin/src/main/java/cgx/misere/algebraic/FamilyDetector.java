package cgx.misere.algebraic;

import cgx.misere.quotient.MisereQuotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Finds an algebraic-periodic family ({@link AlgebraicFamily}) in a computed partial quotient Q_N,
 * without being told one: a, b are its first two generators, the next s (s = 0 to
 * {@link AlgebraicFamily#MAX_SPORADIC}) are sporadic, and every later generator is a member x_0,
 * x_1, … of the family, in order. Every parameter is read off Q_N far
 * below heap N (where Q_N's words are those of the family): Φ's pattern, the collapse exponent
 * b^(n+t)·x_n, the products x_m·x_n, c's products and the parities of P. What is read is only a
 * guess: {@link FamilyCheck} then compares the family with every Q_n, n ≤ N.
 */
public final class FamilyDetector {
    private FamilyDetector() {}

    /** The longest period of Φ's pattern tried. */
    public static final int MAX_PERIOD = 12;

    /** The family read from {@code q} (Q_N of a heap game), or null with the reason sent to {@code why}. */
    public static AlgebraicFamily detect(MisereQuotient q, Consumer<String> why) {
        int g = q.generatorCount();
        if (g < 4) { why.accept("Q_" + q.maxGenerator() + " has " + g + " generators: too few for a family a, b, x_0, x_1, …"); return null; }
        for (int s = 0; s <= AlgebraicFamily.MAX_SPORADIC && s + 3 <= g; s++) { // at least one member x_0
            String[] reason = new String[1];
            AlgebraicFamily f = new Reader(q, s).read(r -> reason[0] = r);
            if (f != null) return f;
            why.accept(withSporadic(s) + ": " + reason[0]);
        }
        return null;
    }

    /** "without a sporadic c", "with a sporadic c", "with sporadic c, d". */
    static String withSporadic(int s) {
        if (s == 0) return "without a sporadic c";
        if (s == 1) return "with a sporadic c";
        StringBuilder b = new StringBuilder("with sporadic ");
        for (int i = 1; i <= s; i++) b.append(i > 1 ? ", " : "").append(AlgebraicFamily.sporadicLetter(i));
        return b.toString();
    }

    /** Reads the parameters from Q_N with a given choice of sporadic generator. */
    private static final class Reader {
        final MisereQuotient q;
        final int sporadic;  // how many sporadic generators: generators 2 .. 1 + sporadic
        final int first;     // the generator that is x_0
        final int[] gen;     // element of each generator
        final int members;   // how many family members Q_N has
        final int stable;    // indices below this are read (far below heap N)

        Reader(MisereQuotient q, int sporadic) {
            this.q = q;
            this.sporadic = sporadic;
            this.first = 2 + sporadic;
            int g = q.generatorCount();
            gen = new int[g];
            Arrays.fill(gen, -1);
            for (int x = 0; x < q.order(); x++) {
                int[] e = q.exponents(x);
                int nz = 0, at = -1;
                for (int i = 0; i < e.length; i++) if (e[i] != 0) { nz++; at = i; }
                if (nz == 1 && e[at] == 1) gen[at] = x;
            }
            members = g - first;
            stable = members - Math.max(2, members / 4);
        }

        int x(int n) { return gen[first + n]; }
        int b(int j) { int y = 0; for (int i = 0; i < j; i++) y = q.product(y, gen[1]); return y; }

        /** Q_N's element as a family element, or null if its word is not of the family's shape. */
        FamilyElement decode(int y) {
            int[] e = q.exponents(y);
            if (e[0] > 1) return null;
            int c = 0, n = -1;
            for (int i = 2; i < first; i++) {
                if (e[i] == 0) continue;
                if (e[i] > 1 || c > 0) return null;
                c = i - 1;
            }
            for (int i = first; i < e.length; i++) {
                if (e[i] == 0) continue;
                if (e[i] > 1 || n >= 0) return null;
                n = i - first;
            }
            if (c > 0 && (n >= 0 || e[1] > 0)) return null;
            return new FamilyElement(e[0], e[1], c, n);
        }

        AlgebraicFamily read(Consumer<String> why) {
            for (int i = 0; i < gen.length; i++) if (gen[i] < 0) { why.accept("generator " + i + " of Q_N is not an element"); return null; }
            if (q.product(gen[0], gen[0]) != 0) { why.accept("its first generator a has a^2 ≠ 1"); return null; }
            if (stable < 4) { why.accept("too few family members below the top of Q_N (" + members + "): compute more heaps"); return null; }
            // the shape's P on pure elements: a, b^2, b^4 in P; 1, b, ab not
            if (!q.inP(gen[0]) || !q.inP(b(2)) || !q.inP(b(4)) || q.inP(0) || q.inP(gen[1]) || q.inP(q.product(gen[0], gen[1]))) {
                why.accept("P on a and the powers of b is not {a, b^2, b^4, …}"); return null;
            }
            // the collapse: the least j with b^j x_n pure is n + t
            // read at the first indices only: Q_N identifies elements of the family with large exponents
            // (it is reduced), but the smallest ones keep their words
            int t = -1, read = Math.min(stable, 4);
            int[] alpha = new int[read], beta = new int[read];
            for (int n = 0; n < read; n++) {
                int j = 0;
                FamilyElement d;
                while (true) {
                    d = decode(q.product(b(j), x(n)));
                    if (d == null) { why.accept("b^" + j + "x_" + n + " is not a word of the family's shape"); return null; }
                    if (d.isPure()) break;
                    if (d.x() != n || d.b() != j) { why.accept("b^" + j + "x_" + n + " is " + q.multiply(b(j), x(n))); return null; }
                    if (++j > n + 8) { why.accept("b^j x_" + n + " does not collapse to a power of b by j = " + j); return null; }
                }
                if (n == 0) t = j;
                else if (j - n != t) { why.accept("b^(n+t)x_n: t is " + t + " at n = 0 and " + (j - n) + " at n = " + n); return null; }
                alpha[n] = d.a();
                beta[n] = d.b();
            }
            Affine collapseA = new Affine(Math.floorMod(alpha[1] - alpha[0], 2), alpha[0]);
            Affine collapseB = new Affine(beta[1] - beta[0], beta[0]);
            for (int n = 2; n < read; n++)
                if (collapseA.parity(n) != alpha[n] || collapseB.at(n) != beta[n]) { why.accept("the collapse of b^(n+t)x_n is not affine in n"); return null; }
            // the products x_m x_n, m ≤ n, read with n a little above m
            int top = Math.min(stable - 1, 6);
            FamilyElement p0 = decode(q.product(x(0), x(top))), p1 = decode(q.product(x(1), x(top)));
            if (p0 == null || p1 == null || p0.x() != top || p1.x() != top) { why.accept("x_m x_n is not a^i b^j x_n"); return null; }
            Affine productA = new Affine(Math.floorMod(p1.a() - p0.a(), 2), p0.a());
            Affine productB = new Affine(p1.b() - p0.b(), p0.b());
            // the sporadic generators' products: c_i·x_n read, then b·c_i and c_i·c_k as they must be
            int[] cA = new int[sporadic], cB = new int[sporadic];
            for (int i = 1; i <= sporadic; i++) {
                String ci = AlgebraicFamily.sporadicLetter(i);
                FamilyElement cx = decode(q.product(gen[1 + i], x(top)));
                if (cx == null || cx.x() != top || cx.b() < 1) { why.accept(ci + "x_n is not a^ε b^j x_n with j ≥ 1"); return null; }
                cA[i - 1] = cx.a();
                cB[i - 1] = cx.b();
                FamilyElement cb = decode(q.product(gen[1 + i], gen[1]));
                if (!FamilyElement.pure(cx.a(), cx.b() + 1).equals(cb)) { why.accept("b" + ci + " is " + q.multiply(gen[1 + i], gen[1]) + ", not a^ε b^(j+1) for " + ci + "x_n = a^ε b^j x_n"); return null; }
                for (int k = 1; k <= i; k++) {
                    FamilyElement ck = decode(q.product(gen[1 + i], gen[1 + k]));
                    if (!FamilyElement.pure(cA[i - 1] ^ cA[k - 1], cB[i - 1] + cB[k - 1]).equals(ck)) {
                        why.accept(ci + AlgebraicFamily.sporadicLetter(k) + " is " + q.multiply(gen[1 + i], gen[1 + k]) + ", not the product of their weights"); return null;
                    }
                }
                if (q.inP(gen[1 + i]) || q.inP(q.product(gen[0], gen[1 + i]))) { why.accept(ci + " or a" + ci + " is P"); return null; }
            }
            String bad = AlgebraicFamily.inconsistency(t, collapseA, collapseB, productA, productB);
            if (bad != null) { why.accept("the relations read do not define a monoid: " + bad); return null; }
            // P's parities on a^ε b^m x_n, m < n + u: u the least with no P at m ≥ n + u (m < n + t)
            int u = 0;
            for (int n = 1; n < stable; n++)
                for (int e = 0; e <= 1; e++)
                    for (int m = n + u; m < n + t; m++)
                        if (q.inP(q.product(e == 1 ? gen[0] : 0, q.product(b(m), x(n))))) u = m - n + 1;
            boolean[] pIdx = new boolean[8];
            boolean[] seen = new boolean[8];
            for (int n = 1; n < stable; n++)
                for (int e = 0; e <= 1; e++)
                    for (int m = 0; m < n + t; m++) {
                        int y = q.product(e == 1 ? gen[0] : 0, q.product(b(m), x(n)));
                        boolean p = q.inP(y);
                        if (m >= n + u) continue; // not P, by the choice of u

                        int k = e * 4 + (m & 1) * 2 + (n & 1);
                        if (seen[k] && pIdx[k] != p) { why.accept("P on a^ε b^m x_n does not follow the parities of m and n"); return null; }
                        seen[k] = true;
                        pIdx[k] = p;
                    }
            // Φ: the shortest period whose pattern holds from some heap up to the stable members
            int lastHeap = 0;
            List<FamilyElement> phi = new ArrayList<>();
            phi.add(FamilyElement.ONE);
            for (int h = 1; h <= q.maxGenerator(); h++) {
                FamilyElement d = decode(q.phiOf(h));
                if (d == null || d.x() >= stable) break;
                phi.add(d);
                lastHeap = h;
            }
            for (int p = 1; p <= MAX_PERIOD; p++) {
                AlgebraicFamily f = withPattern(phi, lastHeap, p, t, collapseA, collapseB, productA, productB, cA, cB, pIdx, u);
                if (f != null) return f;
            }
            why.accept("no periodic pattern of Φ with period ≤ " + MAX_PERIOD + " up to heap " + lastHeap);
            return null;
        }

        private AlgebraicFamily withPattern(List<FamilyElement> phi, int lastHeap, int p, int t, Affine collapseA, Affine collapseB, Affine productA,
                                            Affine productB, int[] cA, int[] cB, boolean[] pIdx, int pu) {
            // the least h0 with at least three periods after it, every term of one shape
            int h0 = lastHeap + 1;
            while (h0 - 1 >= 1 && fits(phi, h0 - 1, lastHeap, p)) h0--;
            if (lastHeap - h0 + 1 < 3 * p) return null;
            List<AlgebraicFamily.Term> pattern = new ArrayList<>();
            for (int r = 0; r < p; r++) {
                FamilyElement u = phi.get(h0 + r), v = phi.get(h0 + p + r);
                pattern.add(u.x() < 0 ? new AlgebraicFamily.Term(u.a(), new Affine(v.b() - u.b(), u.b()), null)
                        : new AlgebraicFamily.Term(u.a(), new Affine(0, u.b()), new Affine(v.x() - u.x(), u.x())));
            }
            try {
                return new AlgebraicFamily(AlgebraicFamily.sporadicLetter(sporadic + 1), cA, cB, t, collapseA, collapseB, productA, productB, pIdx, pu,
                        phi.subList(1, h0), h0, pattern);
            } catch (RuntimeException e) {
                return null;
            }
        }

        /**
         * True if heaps h..last follow one period-p pattern: each term a^ε b^j x_n with ε, j fixed
         * and n in arithmetic progression (step ≥ 1), or a pure a^ε b^j with ε fixed and j in one.
         */
        private static boolean fits(List<FamilyElement> phi, int h, int last, int p) {
            if (h + 2 * p > last) return true; // too short to tell: extended by the caller only with evidence
            for (int i = h; i <= last; i++) {
                FamilyElement u = phi.get(i);
                if (u.c() != 0) return false;
                if (i + p > last) continue;
                FamilyElement v = phi.get(i + p);
                if (v.c() != 0 || v.a() != u.a() || (v.x() < 0) != (u.x() < 0)) return false;
                if (u.x() >= 0 ? v.b() != u.b() || v.x() <= u.x() : v.b() < u.b()) return false;
                if (i + 2 * p <= last) {
                    FamilyElement w = phi.get(i + 2 * p);
                    if (u.x() >= 0 ? w.x() - v.x() != v.x() - u.x() : w.x() >= 0 || w.b() - v.b() != v.b() - u.b()) return false;
                }
            }
            return true;
        }
    }
}
