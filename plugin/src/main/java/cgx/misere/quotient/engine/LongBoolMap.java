package cgx.misere.quotient.engine;

/** A map from long keys (not Long.MIN_VALUE) to booleans, for outcome memos: a {@link LongIntMap} of 0 and 1. */
public final class LongBoolMap {
    private LongIntMap map = new LongIntMap();

    /** 1 for true, 0 for false, -1 if absent. */
    public int get(long k) { return map.get(k); }

    public void put(long k, boolean v) { map.put(k, v ? 1 : 0); }

    public int size() { return map.size(); }

    public void clear() { map = new LongIntMap(); }
}
