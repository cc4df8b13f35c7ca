package cgx.misere.quotient.engine;

import java.util.Arrays;

/** A growable list of ints, unboxed: the engine's and the learner's queues, states and results. */
public final class IntList {
    public int[] a = new int[16];
    public int size;

    public void add(int v) { if (size == a.length) a = Arrays.copyOf(a, size * 2); a[size++] = v; }
    public int get(int i) { return a[i]; }
    public int size() { return size; }
    public int[] toArray() { return Arrays.copyOf(a, size); }
}
