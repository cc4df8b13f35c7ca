package cgx.misere.quotient;

import cgx.families.Families;
import cgx.misere.quotient.engine.*;
import cgx.misere.quotient.learner.*;
import cgx.misere.quotient.monoid.*;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.Session;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The directives of test-games/misere-quotients/isomorphisms.txt (format described there), run
 * in order in one worksheet session. Isomorphisms found by the engine are verified element by
 * element here; non-isomorphism is certified independently of the engine (brute force over the
 * bijections 1 ↦ 1, P → P when there are few, else a differing invariant computed here).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class QuotientIsomorphismTest {
    private static final Session session = Families.session();

    static Stream<String> directives() throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(MisereQuotientTest.games().resolve("isomorphisms.txt"))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            out.add(line.strip());
        }
        return out.stream();
    }

    private static MisereQuotient q(String name) {
        Object o = session.eval(name);
        assertInstanceOf(MisereQuotient.class, o, name + " is not a quotient");
        return (MisereQuotient) o;
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("directives")
    void directive(String line) {
        String[] w = line.split("\\s+");
        switch (w[0]) {
            case "let" -> session.eval(line.substring(4));
            case "iso" -> iso(q(w[1]), q(w[2]), w[1], w[2]);
            case "noniso" -> noniso(q(w[1]), q(w[2]), w[1], w[2]);
            case "tame" -> tame(q(w[1]));
            case "expect" -> {
                String[] parts = line.substring(7).split("\\s*==>\\s*", 2);
                assertEquals(parts[1].strip(), session.show(session.eval(parts[0])), parts[0]);
            }
            case "error" -> {
                String[] parts = line.substring(6).split("\\s*==>\\s*", 2);
                CgxException e = assertThrows(CgxException.class, () -> session.eval(parts[0]), parts[0]);
                assertTrue(e.getMessage().contains(parts[1].strip()), "message was: " + e.getMessage());
            }
            default -> fail("unknown directive " + w[0]);
        }
    }

    private static void iso(MisereQuotient a, MisereQuotient b, String an, String bn) {
        assertEquals("true", session.show(session.eval(an + ".IsIsomorphic(" + bn + ")")));
        int[] f = BipartiteIsomorphism.find(a.monoid(), b.monoid());
        assertNotNull(f);
        int n = a.order;
        assertEquals(n, b.order);
        boolean[] hit = new boolean[n];
        for (int x = 0; x < n; x++) {
            assertFalse(hit[f[x]], "not injective");
            hit[f[x]] = true;
            assertEquals(a.isP[x], b.isP[f[x]], "P not preserved");
            for (int y = 0; y < n; y++) assertEquals(f[a.mul[x * n + y]], b.mul[f[x] * n + f[y]], "not a homomorphism");
        }
        assertEquals(0, f[0]);
        Object pairs = session.eval(an + ".Isomorphism(" + bn + ")");
        assertInstanceOf(CgxList.class, pairs);
        assertEquals(a.genElements.length, ((CgxList) pairs).size());
    }

    private static void noniso(MisereQuotient a, MisereQuotient b, String an, String bn) {
        assertEquals("false", session.show(session.eval(an + ".IsIsomorphic(" + bn + ")")));
        assertEquals("nil", session.show(session.eval(an + ".Isomorphism(" + bn + ")")));
        String why = Brute.differingInvariant(a.order, a.mul, a.isP, b.order, b.mul, b.isP);
        if (why != null) return;
        long perms = Brute.pPreservingBijections(a.order, a.isP);
        assertTrue(perms <= 2_000_000, "cannot certify " + an + " ≇ " + bn + " independently (" + perms + " bijections, equal invariants)");
        assertFalse(Brute.isomorphic(a.order, a.mul, a.isP, b.mul, b.isP), "brute force finds an isomorphism");
    }

    /** IsTame agrees with isomorphism to T_n, |T_n| = |Q| (T_0, T_1 of orders 1, 2; 2^n + 2 for n ≥ 2). */
    private static void tame(MisereQuotient a) {
        int n = -1;
        for (int k = 0; k <= 12; k++) if ((k == 0 ? 1 : k == 1 ? 2 : (1 << k) + 2) == a.order) n = k;
        boolean iso = n >= 0 && BipartiteIsomorphism.find(a.monoid(), MonoidPresentation.tame(n)) != null;
        assertEquals(iso, a.isTame());
    }

    /** Independent checks (sharing no code with the engine). */
    static final class Brute {
        /** A description of a differing invariant, or null if these all agree. */
        static String differingInvariant(int na, int[] ma, boolean[] pa, int nb, int[] mb, boolean[] pb) {
            if (na != nb) return "orders";
            long[] ia = inv(na, ma, pa), ib = inv(nb, mb, pb);
            if (!sortedEqual(ia, ib)) return "element invariants";
            if (!sortedEqual(refined(na, ma, pa, ia), refined(nb, mb, pb, ib))) return "refined element invariants";
            return null;
        }

        private static boolean sortedEqual(long[] a, long[] b) {
            long[] x = a.clone(), y = b.clone();
            Arrays.sort(x);
            Arrays.sort(y);
            return Arrays.equals(x, y);
        }

        /** Per element: in P, idempotent, number of y with xy ∈ P, number of y with xy = x, |x^2 Q|, number of y ∈ P with xy ∈ P. */
        private static long[] inv(int n, int[] m, boolean[] p) {
            long[] out = new long[n];
            for (int x = 0; x < n; x++) {
                int inP = 0, fix = 0, pp = 0;
                java.util.Set<Integer> ideal = new java.util.HashSet<>();
                int x2 = m[x * n + x];
                for (int y = 0; y < n; y++) {
                    if (p[m[x * n + y]]) { inP++; if (p[y]) pp++; }
                    if (m[x * n + y] == x) fix++;
                    ideal.add(m[x2 * n + y]);
                }
                out[x] = java.util.Objects.hash(p[x], x2 == x, inP, fix, ideal.size(), pp);
            }
            return out;
        }

        /** Per element x: the multiset of (invariant of y, xy ∈ P, invariant of xy) over all y. */
        private static long[] refined(int n, int[] m, boolean[] p, long[] base) {
            long[] out = new long[n];
            for (int x = 0; x < n; x++) {
                long[] row = new long[n];
                for (int y = 0; y < n; y++) row[y] = java.util.Objects.hash(base[y], p[m[x * n + y]], base[m[x * n + y]]);
                Arrays.sort(row);
                out[x] = 31L * Arrays.hashCode(row) + base[x];
            }
            return out;
        }

        static long pPreservingBijections(int n, boolean[] p) {
            int k = 0;
            for (int x = 1; x < n; x++) if (p[x]) k++;
            double d = (double) fact(k) * fact(n - 1 - k);
            return d > 1e15 ? Long.MAX_VALUE : fact(k) * fact(n - 1 - k);
        }

        private static long fact(int k) {
            long f = 1;
            for (int i = 2; i <= k; i++) { f *= i; if (f > 1L << 40) return f; }
            return f;
        }

        /** Tries every bijection with 1 ↦ 1 and P → P (as all-permutations of the rest). */
        static boolean isomorphic(int n, int[] ma, boolean[] pa, int[] mb, boolean[] pb) {
            int[] f = new int[n];
            boolean[] used = new boolean[n];
            f[0] = 0;
            used[0] = true;
            return perm(1, n, f, used, ma, pa, mb, pb);
        }

        private static boolean perm(int x, int n, int[] f, boolean[] used, int[] ma, boolean[] pa, int[] mb, boolean[] pb) {
            if (x == n) {
                for (int u = 0; u < n; u++)
                    for (int v = 0; v < n; v++) if (f[ma[u * n + v]] != mb[f[u] * n + f[v]]) return false;
                return true;
            }
            for (int y = 1; y < n; y++) {
                if (used[y] || pa[x] != pb[y]) continue;
                used[y] = true;
                f[x] = y;
                if (perm(x + 1, n, f, used, ma, pa, mb, pb)) return true;
                used[y] = false;
            }
            return false;
        }
    }
}
