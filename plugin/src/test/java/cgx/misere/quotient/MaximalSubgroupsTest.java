package cgx.misere.quotient;

import cgx.heap.TakeAndBreakCode;
import cgx.misere.MisereGame;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Q.MaximalSubgroups against a brute force that shares nothing with it: H_e found as the elements
 * mutually dividing e (x | e and e | x, by search of the table), checked to be a group with
 * identity e, the number of its elements of each order counted from powers; and that histogram
 * compared with the one of Z_d1 x ... x Z_dt enumerated tuple by tuple from the printed structure.
 * A finite abelian group is determined by how many elements it has of each order, so this checks the
 * invariant factors completely. Also docs/periods.md's Theorems 1 and 2 on every quotient: the
 * period of every x is the order of x·x^ω in H_(x^ω), and a·e is an element of order 2 in every
 * H_e (a = Φ(*)). Fed by test-games/misere-quotients/unusual-periods.tsv and Figure 4's codes.
 */
class MaximalSubgroupsTest {
    static final List<String> CODES = List.of("0.75", "0.15", "0.34", "0.71", "0.241", "0.4107", "0.644", "4.56");

    static List<String> unusualForms() throws Exception {
        Path f = cgx.TestFiles.testGames().resolve("misere-quotients/unusual-periods.tsv");
        List<String> out = new ArrayList<>();
        boolean header = true;
        for (String line : Files.readAllLines(f)) {
            if (line.startsWith("#") || line.isBlank()) continue;
            if (header) { header = false; continue; }
            out.add(line.split("\t", -1)[0]);
        }
        return out;
    }

    /** x^k by repeated multiplication. */
    static int power(MisereQuotient q, int x, int k) {
        int r = 0;
        for (int i = 0; i < k; i++) r = q.product(r, x);
        return r;
    }

    static boolean divides(MisereQuotient q, int x, int y) {
        for (int z = 0; z < q.order(); z++) if (q.product(x, z) == y) return true;
        return false;
    }

    /** The order of g in the group with identity e: the least k ≥ 1 with g^k = e. */
    static int orderIn(MisereQuotient q, int g, int e) {
        int r = g, k = 1;
        while (r != e) { r = q.product(r, g); k++; assertTrue(k <= q.order(), "no power of " + g + " is " + e); }
        return k;
    }

    static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    /** The number of elements of each order in Z_d1 x ... x Z_dt, tuple by tuple. */
    static TreeMap<Integer, Integer> histogram(int[] d) {
        TreeMap<Integer, Integer> h = new TreeMap<>();
        int[] t = new int[d.length];
        while (true) {
            int l = 1;
            for (int i = 0; i < d.length; i++) { int o = d[i] / gcd(t[i], d[i]); l = l / gcd(l, o) * o; }
            h.merge(l, 1, Integer::sum);
            int i = 0;
            while (i < d.length && ++t[i] == d[i]) t[i++] = 0;
            if (i == d.length) return h;
        }
    }

    static int[] parse(String structure) {
        if (structure.equals("1")) return new int[0];
        String[] parts = structure.split(" x ");
        int[] d = new int[parts.length];
        for (int i = 0; i < d.length; i++) {
            assertTrue(parts[i].startsWith("Z"), structure);
            d[i] = Integer.parseInt(parts[i].substring(1));
        }
        return d;
    }

    /** Checks every maximal subgroup of q by brute force; returns the structures, "e: Z2 x Z6" each. */
    static List<String> check(MisereQuotient q, String what, int a) {
        int n = q.order();
        List<MaximalSubgroup> hs = MaximalSubgroup.all(q);
        TreeSet<Integer> ids = new TreeSet<>();
        for (int e = 0; e < n; e++) if (q.product(e, e) == e) ids.add(e);
        TreeSet<Integer> seen = new TreeSet<>();
        TreeSet<Integer> orders = new TreeSet<>();
        List<String> out = new ArrayList<>();
        for (MaximalSubgroup h : hs) {
            int e = q.element(h.idempotent());
            assertTrue(seen.add(e), what + ": one subgroup per idempotent");
            // H_e by mutual divisibility
            TreeSet<Integer> members = new TreeSet<>();
            for (int x = 0; x < n; x++) if (divides(q, x, e) && divides(q, e, x)) members.add(x);
            TreeSet<Integer> claimed = new TreeSet<>();
            for (MonoidWord w : h.elements()) claimed.add(q.element(w));
            assertEquals(members, claimed, what + ": H(" + h.idempotent() + ")");
            assertEquals(members.size(), h.order(), what);
            // a group with identity e, inverses inside
            TreeMap<Integer, Integer> counted = new TreeMap<>();
            for (int x : members) {
                assertEquals(x, q.product(x, e), what + ": e is H's identity");
                for (int y : members) assertTrue(members.contains(q.product(x, y)), what + ": H is closed");
                boolean inverse = false;
                for (int y : members) if (q.product(x, y) == e) inverse = true;
                assertTrue(inverse, what + ": every element of H has an inverse in H");
                int o = orderIn(q, x, e);
                counted.merge(o, 1, Integer::sum);
                orders.add(o);
            }
            int[] d = parse(h.structure());
            for (int i = 0; i + 1 < d.length; i++) assertEquals(0, d[i + 1] % d[i], what + ": invariant factors divide " + h.structure());
            for (int x : d) assertTrue(x > 1, what);
            assertEquals(counted, histogram(d), what + ": element orders of H(" + h.idempotent() + ") = " + h.structure());
            // the P-portion
            TreeSet<Integer> p = new TreeSet<>();
            for (int x : members) if (q.inP(x)) p.add(x);
            TreeSet<Integer> pClaimed = new TreeSet<>();
            for (MonoidWord w : h.pPortion()) pClaimed.add(q.element(w));
            assertEquals(p, pClaimed, what + ": P ∩ H(" + h.idempotent() + ")");
            // the stabilizer of P ∩ H
            TreeSet<Integer> stab = new TreeSet<>();
            for (int s : members) {
                TreeSet<Integer> moved = new TreeSet<>();
                for (int x : p) moved.add(q.product(s, x));
                if (moved.equals(p)) stab.add(s);
            }
            TreeSet<Integer> stabClaimed = new TreeSet<>();
            for (MonoidWord w : h.pStabilizer()) stabClaimed.add(q.element(w));
            assertEquals(stab, stabClaimed, what + ": stabilizer of P ∩ H(" + h.idempotent() + ")");
            // Theorem 2: a·e has order 2 in H_e
            if (n > 1) {
                assertTrue(members.contains(q.product(a, e)), what + ": ae ∈ H_e");
                assertEquals(2, orderIn(q, q.product(a, e), e), what + ": ae has order 2");
            }
            out.add(h.idempotent().text() + ": " + h.structure());
        }
        assertEquals(ids, seen, what + ": every idempotent");
        // Theorem 1: period(x) = order of x·x^ω in H_(x^ω); the periods are the orders of the groups' elements
        TreeSet<Integer> periods = new TreeSet<>();
        for (int x = 0; x < n; x++) {
            int period = q.elementPeriod(x);
            periods.add(period);
            int w = x;
            while (q.product(w, w) != w) w = q.product(w, x); // some power of x is idempotent; this walks x, x^2, ...
            assertEquals(period, orderIn(q, q.product(x, w), w), what + ": period of " + q.word(x).text());
        }
        assertEquals(orders, periods, what + ": the periods are the element orders of the maximal subgroups");
        return out;
    }

    @Test
    void unusualPeriodsQuotients() throws Exception {
        List<String> forms = unusualForms();
        assertTrue(forms.size() >= 5);
        List<String> all = new ArrayList<>();
        for (String f : forms) {
            MisereQuotient q = Quotients.ofForms(List.of(MisereGame.parse(f)), 2000);
            all.add(f + " " + check(q, f, q.element("a")));
        }
        // what docs/periods.md reports of them
        assertTrue(all.contains("*(2/320)3/4 [1: Z2, b^2: Z2 x Z2 x Z2, d^6: Z2 x Z6]"), all.toString());
        assertTrue(all.contains("*(2/1)(2/0)4310 [1: Z2 x Z2, b^2: Z2 x Z2, d^2: Z2 x Z2 x Z2, f^4: Z2 x Z2 x Z4]"), all.toString());
        assertTrue(all.contains("*(2/210)(2/30)3/21 [1: Z2 x Z6, b^2: Z2 x Z2 x Z6, c^2: Z2 x Z2 x Z2]"), all.toString());
        // period 12: H(d^12) ≅ Z2 x Z12, d = Φ(*4) (docs/periods.md, section 6)
        assertTrue(all.contains("*((2/320)3/4)0 [1: Z2, b^4: Z2 x Z2, c^2: Z2, b^4*d^6: Z2 x Z2 x Z6, d^12: Z2 x Z12, c^2*d^12: Z2 x Z12, b^2*e^2: Z2 x Z2 x Z2, af^3: Z2, ad^6*f^3: Z2 x Z6]"), all.toString());
        // period 12 again, from the aimed search (docs/periods.md, section 8): Q824, d = Φ(*4) of index 2
        assertTrue(all.contains("*((2/320)3/4)40 [1: Z2, b^2: Z2 x Z2, c^2: Z2, b^2*d^6: Z2 x Z2 x Z6, d^12: Z2 x Z12, c^2*d^12: Z2 x Z12, b^2*e^2: Z2 x Z2 x Z2, af^3: Z2, ad^6*f^3: Z2 x Z6]"), all.toString());
    }

    @Test
    void figureFourCodes() {
        for (String c : CODES) {
            MisereQuotient q = Quotients.ofCode(TakeAndBreakCode.parse(c), 0, 1000);
            int a = 0;
            for (int h = 1; a == 0; h++) a = q.phiOf(h); // the first heap with a move is *
            List<String> s = check(q, c, a);
            if (c.equals("0.75")) assertEquals(List.of("1: Z2", "b^2: Z2 x Z2"), s, "R8");
        }
    }

    @Test
    void tameQuotientsAndTrivial() {
        for (int k = 0; k <= 4; k++) {
            MisereQuotient t = new MisereQuotient(cgx.misere.quotient.monoid.MonoidPresentation.tame(k), "TameQuotient", String.valueOf(k));
            List<String> s = check(t, "T" + k, k == 0 ? 0 : t.element("a"));
            if (k >= 2) assertEquals(List.of("1: Z2", "b^2: " + String.join(" x ", java.util.Collections.nCopies(k, "Z2"))), s, "T" + k);
        }
    }
}
