package cgx.misere.quotient.engine;

/**
 * {@link PositionMemo} shared by the learner's search threads: 64 tables, each behind its own
 * lock, a position's table chosen by a hash of its generators.
 */
public final class StripedPositionMemo {
    private static final int STRIPES = 64;
    private final PositionMemo[] tables = new PositionMemo[STRIPES];

    public StripedPositionMemo() {
        for (int i = 0; i < STRIPES; i++) tables[i] = new PositionMemo();
    }

    private PositionMemo table(int[] x) {
        int h = 0x9E3779B9;
        for (int v : x) h = (h ^ v) * 0x01000193;
        h ^= h >>> 15;
        return tables[h & (STRIPES - 1)];
    }

    public Boolean get(int[] x) {
        PositionMemo t = table(x);
        synchronized (t) { return t.get(x); }
    }

    public void put(int[] x, boolean p) {
        PositionMemo t = table(x);
        synchronized (t) { t.put(x, p); }
    }

    /** The positions stored (a racy sum while searches run: used for bounds and progress). */
    public int size() {
        int s = 0;
        for (PositionMemo t : tables) s += t.size();
        return s;
    }
}
