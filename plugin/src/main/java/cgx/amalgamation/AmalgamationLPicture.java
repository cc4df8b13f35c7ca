package cgx.amalgamation;

import cgx.core.Chart;
import cgx.core.CgxException;
import cgx.core.Picture;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The three-heap P-positions [j, a, b] of L(j) (Locke–Handley, Theorem 1) as points (a, b): L_1(j) and L_2(j) = S + pN in two colours. */
final class AmalgamationLPicture {
    private AmalgamationLPicture() {}

    static Picture of(AmalgamationL l, int n) {
        if (n < 1 || n > 5000) throw new CgxException("Plot: the bound must be 1 to 5000, got " + n);
        Set<Long> pre = new HashSet<>();
        for (int[] ab : l.preperiodic()) pre.add(((long) ab[0] << 32) | ab[1]);
        List<int[]> pairs = l.pairs(n);
        int maxB = 1;
        for (int[] ab : pairs) maxB = Math.max(maxB, ab[1]);
        Chart c = new Chart("Amalgamation Nim: L(" + l.j() + "), P-positions [" + l.j() + ", a, b] with a <= " + n
                + (l.hasPeriod() ? ", period " + l.period() : ""), "a", "b", 0, n, 0, maxB);
        double r = pairs.size() > 400 ? 2 : 3.5;
        for (int[] ab : pairs) {
            boolean first = pre.contains(((long) ab[0] << 32) | ab[1]);
            c.point(ab[0], ab[1], r, first ? Chart.RED : Chart.BLUE, "[" + l.j() + ", " + ab[0] + ", " + ab[1] + "]" + (first ? " in L_1" : " in L_2"));
        }
        return c.legend(Chart.RED, "L_1(j) (preperiodic)").legend(Chart.BLUE, "L_2(j) = S + pN").picture();
    }
}
