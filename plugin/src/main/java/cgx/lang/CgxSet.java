package cgx.lang;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;

/** An immutable set value (insertion-ordered), printed {@code {a, b}}. */
public final class CgxSet extends AbstractSet<Object> {
    public static final CgxSet EMPTY = new CgxSet(new LinkedHashSet<>());
    private final Set<Object> items;

    private CgxSet(LinkedHashSet<Object> items) { this.items = Collections.unmodifiableSet(items); }

    public static CgxSet from(Collection<?> items) { return new CgxSet(new LinkedHashSet<>(items)); }

    @Override public Iterator<Object> iterator() { return items.iterator(); }
    @Override public int size() { return items.size(); }
    @Override public boolean contains(Object o) { return items.contains(o); }
}
