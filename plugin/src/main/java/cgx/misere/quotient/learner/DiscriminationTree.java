package cgx.misere.quotient.learner;

import cgx.misere.quotient.engine.*;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The discrimination tree of a Kearns–Vazirani learner ({@link HypothesisAutomaton}, for {@link
 * QuotientLearner} and {@link CopiesAutomaton}): each inner node holds a distinguishing position d,
 * and a position X goes to its P side if o⁻(X + d) == P; each leaf is a state. The hypothesis owns
 * the outcomes and the states.
 */
final class DiscriminationTree {
    private final List<int[]> dist = new ArrayList<>(); // null at a leaf
    private final IntList state = new IntList(); // the leaf's state, or -1
    private final IntList parent = new IntList();
    private final IntList childP = new IntList(), childN = new IntList();

    /** A new node (an inner node if d is not null); its index. */
    int newNode(int par, int[] d, int st) {
        dist.add(d);
        state.add(st);
        parent.add(par);
        childP.add(-1);
        childN.add(-1);
        return dist.size() - 1;
    }

    public int size() { return dist.size(); }

    /** The distinguisher of an inner node. */
    public int[] dist(int node) { return dist.get(node); }

    /** The distinguishers of the inner nodes, in node order. */
    int[][] distinguishers() {
        List<int[]> out = new ArrayList<>();
        for (int[] d : dist) if (d != null) out.add(d);
        return out.toArray(new int[0][]);
    }

    /** The state at a leaf, or -1 at an inner node. */
    public int state(int node) { return state.get(node); }

    void setState(int leaf, int st) { state.a[leaf] = st; }

    /** The child on one side (P if {@code side}), or -1 if that side is empty. */
    public int child(int node, boolean side) { return side ? childP.get(node) : childN.get(node); }

    /** A new leaf on a node's empty side. */
    int newLeaf(int node, boolean side) {
        int c = newNode(node, null, -1);
        if (side) childP.a[node] = c; else childN.a[node] = c;
        return c;
    }

    /**
     * Leaf {@code leaf} (state t) becomes an inner node testing d: t moves to a new leaf on side
     * {@code tSide}, and a new empty leaf is made on the other side; returns {t's leaf, the other}.
     */
    int[] splitLeaf(int leaf, int[] d, boolean tSide) {
        int t = state.get(leaf);
        dist.set(leaf, d);
        state.a[leaf] = -1;
        int lt = newNode(leaf, null, t), lu = newNode(leaf, null, -1);
        if (tSide) { childP.a[leaf] = lt; childN.a[leaf] = lu; } else { childN.a[leaf] = lt; childP.a[leaf] = lu; }
        return new int[] {lt, lu};
    }

    /** The outcomes a learner sifts by: o⁻(X) == P. */
    interface Outcomes { boolean isP(int[] x); }

    /** A learner's new state for representative rep at a new leaf; its number. */
    interface NewState { int at(int[] rep, int leaf); }

    /** Walks p down from {@code node} by its outcomes o⁻(p + d), without changing the tree: the state reached, or -1 - the node whose side is empty. */
    int walk(int[] p, int node, Outcomes o) {
        while (true) {
            int st = state(node);
            if (st >= 0) return st;
            int c = child(node, o.isP(Positions.plus(p, dist(node))));
            if (c < 0) return -1 - node;
            node = c;
        }
    }

    /** The state of position p, sifted from {@code node}; an empty side of a node makes a new leaf and state. */
    int sift(int[] p, int node, Outcomes o, NewState make) {
        while (true) {
            int st = state(node);
            if (st >= 0) return st;
            boolean side = o.isP(Positions.plus(p, dist(node)));
            int c = child(node, side);
            if (c < 0) return make.at(p, newLeaf(node, side));
            node = c;
        }
    }

    /** The distinguisher at the node where the paths to two leaves part. */
    int[] separating(int leafU, int leafV) {
        HashSet<Integer> up = new HashSet<>();
        for (int k = leafU; k >= 0; k = parent.get(k)) up.add(k);
        for (int k = parent.get(leafV); k >= 0; k = parent.get(k)) if (up.contains(k)) return dist.get(k);
        throw new IllegalStateException("states not separated");
    }
}
