package cgx.misere.quotient.engine;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.*;

/**
 * TMin against a brute force: in random commutative monoids (products of cyclic monoids), the
 * generators' pairs (h, E_h) are closed under the product of Lemma 5.4, (x, E)(y, F) =
 * (xy, yE ∪ xF), pair by pair; TMin's realized values, unions U_x and minimal pairs must be those
 * of the closure, and each witness position must multiply out to its pair.
 */
class TMinTest {
    /** A pair of the brute force. */
    record Pair(int x, BitSet e) {}

    @Test
    void agreesWithTheClosureOfTheGeneratorPairs() {
        Random rnd = new Random(20261125);
        int cases = 0;
        while (cases < 60) {
            int[] mul = randomMonoid(rnd);
            int order = (int) Math.round(Math.sqrt(mul.length));
            if (order < 2) continue;
            int gens = 1 + rnd.nextInt(6);
            int[] gh = new int[gens];
            BitSet[] ge = new BitSet[gens];
            randomPairs(rnd, order, gh, ge);
            Set<Pair> closure = closure(mul, order, gh, ge, 50_000);
            if (closure == null) continue; // too large for the brute force
            cases++;
            TMin t = new TMin(order, mul, 1_000_000, true);
            for (int g = 0; g < gens; g++) t.addGenerator(gh[g], toLongs(ge[g], order), g);
            String where = "order " + order + ", generators " + java.util.Arrays.toString(gh) + " " + java.util.Arrays.toString(ge);
            check(t, mul, order, gh, ge, closure, where);
        }
    }

    @Test
    void unionsAreTheLeastFixpointInLargerMonoids() {
        // orders up to 7·8·9 = 504 (eight words), up to 16 generators (as heaps 1..16 are): realized
        // values and unions against a plain Kleene iteration of U_{xh} ⊇ h·U_x ∪ x·E_h from U = ∅
        // over the realized x, each union bit's witness multiplied out
        Random rnd = new Random(5);
        for (int c = 0; c < 40; c++) {
            int[] mul = cyclic(rnd.nextInt(4), 1 + rnd.nextInt(6));
            for (int f = 0; f < 2; f++) mul = product(mul, cyclic(rnd.nextInt(4), 1 + rnd.nextInt(6)));
            int order = (int) Math.round(Math.sqrt(mul.length));
            if (order < 2) continue;
            int gens = 2 + rnd.nextInt(15);
            int[] gh = new int[gens];
            BitSet[] ge = new BitSet[gens];
            randomPairs(rnd, order, gh, ge);
            TMin t = new TMin(order, mul, 10_000_000, true);
            String where = "order " + order + ", " + gens + " generators";
            for (int g = 0; g < gens; g++) {
                t.addGenerator(gh[g], toLongs(ge[g], order), g);
                // after each generator: the fixpoint of the generators so far
                boolean[] realized = new boolean[order];
                BitSet[] u = new BitSet[order];
                for (int x = 0; x < order; x++) u[x] = new BitSet();
                realized[0] = true;
                for (boolean changed = true; changed; ) {
                    changed = false;
                    for (int x = 0; x < order; x++) {
                        if (!realized[x]) continue;
                        for (int j = 0; j <= g; j++) {
                            int xh = mul[x * order + gh[j]];
                            BitSet add = new BitSet();
                            for (int e = u[x].nextSetBit(0); e >= 0; e = u[x].nextSetBit(e + 1)) add.set(mul[e * order + gh[j]]);
                            for (int e = ge[j].nextSetBit(0); e >= 0; e = ge[j].nextSetBit(e + 1)) add.set(mul[x * order + e]);
                            add.andNot(u[xh]);
                            if (!add.isEmpty() || !realized[xh]) { u[xh].or(add); realized[xh] = true; changed = true; }
                        }
                    }
                }
                for (int x = 0; x < order; x++) {
                    assertEquals(realized[x], t.realized[x], where + ", after " + (g + 1) + ": realized " + x);
                    assertEquals(u[x], fromLongs(t.union, x * t.words, t.words), where + ", after " + (g + 1) + ": U_" + x);
                }
            }
            for (int x = 0; x < order; x++)
                for (int e = u(t, x).nextSetBit(0); e >= 0; e = u(t, x).nextSetBit(e + 1)) {
                    Pair w = multiply(t.unionPosition(x, e), mul, order, gh, ge);
                    assertEquals(x, w.x, where + ": witness of " + e + " in U_" + x);
                    assertTrue(w.e.get(e), where + ": witness of " + e + " in U_" + x);
                }
        }
    }

    /** Random generator pairs (h, E_h): h not the identity, E_h of one to three values. */
    private static void randomPairs(Random rnd, int order, int[] gh, BitSet[] ge) {
        for (int g = 0; g < gh.length; g++) {
            gh[g] = 1 + rnd.nextInt(order - 1);
            ge[g] = new BitSet();
            int k = 1 + rnd.nextInt(3);
            for (int i = 0; i < k; i++) ge[g].set(rnd.nextInt(order));
        }
    }

    private static BitSet u(TMin t, int x) { return fromLongs(t.union, x * t.words, t.words); }

    private static void check(TMin t, int[] mul, int order, int[] gh, BitSet[] ge, Set<Pair> closure, String where) {
        Map<Integer, BitSet> union = new HashMap<>();
        Map<Integer, List<BitSet>> sets = new HashMap<>();
        for (Pair p : closure) {
            union.computeIfAbsent(p.x, k -> new BitSet()).or(p.e);
            sets.computeIfAbsent(p.x, k -> new ArrayList<>()).add(p.e);
        }
        for (int x = 0; x < order; x++) {
            assertEquals(x == 0 || union.containsKey(x), t.realized[x], where + ": realized " + x);
            BitSet u = union.getOrDefault(x, new BitSet());
            assertEquals(u, fromLongs(t.union, x * t.words, t.words), where + ": U_" + x);
            for (int e = u.nextSetBit(0); e >= 0; e = u.nextSetBit(e + 1)) {
                Pair w = multiply(t.unionPosition(x, e), mul, order, gh, ge);
                assertEquals(x, w.x, where + ": witness of " + e + " in U_" + x);
                assertTrue(w.e.get(e), where + ": witness of " + e + " in U_" + x + " has options " + w.e);
            }
            // the minimal pairs: the ⊆-minimal sets among the closure's pairs at x
            Set<BitSet> minimal = new HashSet<>();
            for (BitSet e : sets.getOrDefault(x, List.of())) {
                boolean isMin = true;
                for (BitSet f : sets.get(x)) if (!f.equals(e) && subset(f, e)) { isMin = false; break; }
                if (isMin) minimal.add(e);
            }
            Set<BitSet> stored = new HashSet<>();
            for (int i = 1; i < t.size; i++) {
                if (t.dead[i] || t.xs[i] != x) continue;
                BitSet e = fromLongs(t.es, i * t.words, t.words);
                assertTrue(stored.add(e), where + ": pair stored twice at " + x);
                assertEquals(new Pair(x, e), multiply(t.position(i), mul, order, gh, ge), where + ": witness of a stored pair");
            }
            assertEquals(minimal, stored, where + ": minimal pairs at " + x);
        }
    }

    /** The product of the generators' pairs listed (as generator numbers). */
    private static Pair multiply(int[] gens, int[] mul, int order, int[] gh, BitSet[] ge) {
        assertTrue(gens.length > 0, "a witness with no generator");
        Pair p = new Pair(gh[gens[0]], ge[gens[0]]);
        for (int i = 1; i < gens.length; i++) p = product(p, new Pair(gh[gens[i]], ge[gens[i]]), mul, order);
        return p;
    }

    /** Lemma 5.4: (x, E)(y, F) = (xy, yE ∪ xF). */
    private static Pair product(Pair a, Pair b, int[] mul, int order) {
        BitSet e = new BitSet();
        for (int v = a.e.nextSetBit(0); v >= 0; v = a.e.nextSetBit(v + 1)) e.set(mul[v * order + b.x]);
        for (int v = b.e.nextSetBit(0); v >= 0; v = b.e.nextSetBit(v + 1)) e.set(mul[a.x * order + v]);
        return new Pair(mul[a.x * order + b.x], e);
    }

    /** All products of one or more generator pairs, or null if more than {@code cap}. */
    private static Set<Pair> closure(int[] mul, int order, int[] gh, BitSet[] ge, int cap) {
        Set<Pair> seen = new HashSet<>();
        List<Pair> todo = new ArrayList<>();
        for (int g = 0; g < gh.length; g++) if (seen.add(new Pair(gh[g], ge[g]))) todo.add(new Pair(gh[g], ge[g]));
        while (!todo.isEmpty()) {
            Pair p = todo.remove(todo.size() - 1);
            for (int g = 0; g < gh.length; g++) {
                Pair q = product(p, new Pair(gh[g], ge[g]), mul, order);
                if (seen.add(q)) {
                    if (seen.size() > cap) return null;
                    todo.add(q);
                }
            }
        }
        return seen;
    }

    private static boolean subset(BitSet a, BitSet b) {
        BitSet c = (BitSet) a.clone();
        c.andNot(b);
        return c.isEmpty();
    }

    /** A product of two or three cyclic monoids ⟨a | a^(i+p) = a^i⟩. */
    private static int[] randomMonoid(Random rnd) {
        int[] m = cyclic(rnd.nextInt(3), 1 + rnd.nextInt(4));
        int factors = 1 + rnd.nextInt(2);
        for (int f = 0; f < factors; f++) m = product(m, cyclic(rnd.nextInt(3), 1 + rnd.nextInt(3)));
        return m;
    }

    /** The cyclic monoid of index i and period p: a^k for k < i + p, identity a^0 = 0. */
    static int[] cyclic(int i, int p) {
        int n = i + p;
        int[] mul = new int[n * n];
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++) {
                int k = a + b;
                mul[a * n + b] = k < n ? k : i + (k - i) % p;
            }
        return mul;
    }

    /** The direct product, (a1, a2) numbered a1·n2 + a2 (the identity stays 0). */
    static int[] product(int[] m1, int[] m2) {
        int n1 = (int) Math.round(Math.sqrt(m1.length)), n2 = (int) Math.round(Math.sqrt(m2.length)), n = n1 * n2;
        int[] mul = new int[n * n];
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++)
                mul[a * n + b] = m1[(a / n2) * n1 + b / n2] * n2 + m2[(a % n2) * n2 + b % n2];
        return mul;
    }

    private static long[] toLongs(BitSet b, int order) {
        long[] l = new long[(order + 63) >>> 6];
        long[] w = b.toLongArray();
        System.arraycopy(w, 0, l, 0, w.length);
        return l;
    }

    private static BitSet fromLongs(long[] a, int off, int words) {
        long[] w = new long[words];
        System.arraycopy(a, off, w, 0, words);
        return BitSet.valueOf(w);
    }
}
