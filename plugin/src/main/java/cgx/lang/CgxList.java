package cgx.lang;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.RandomAccess;

/** An immutable list value, printed {@code [a, b, c]}. Indexing in the language is 1-based, as in CGScript. */
public final class CgxList extends AbstractList<Object> implements RandomAccess {
    public static final CgxList EMPTY = new CgxList(new Object[0]);
    private final Object[] items;

    private CgxList(Object[] items) { this.items = items; }

    public static CgxList of(Object... items) { return new CgxList(items.clone()); }

    public static CgxList from(Collection<?> items) { return new CgxList(items.toArray()); }

    /** Wraps an array the caller promises not to change afterwards. */
    public static CgxList wrap(Object[] items) { return new CgxList(items); }

    @Override public Object get(int index) { return items[index]; }
    @Override public int size() { return items.length; }
    @Override public Object[] toArray() { return items.clone(); }

    public CgxList append(Object x) {
        Object[] a = Arrays.copyOf(items, items.length + 1);
        a[items.length] = x;
        return new CgxList(a);
    }

    public CgxList concat(CgxList other) {
        Object[] a = Arrays.copyOf(items, items.length + other.items.length);
        System.arraycopy(other.items, 0, a, items.length, other.items.length);
        return new CgxList(a);
    }
}
