package cgx.cgsuite;

import org.cgsuite.core.Game;
import org.cgsuite.core.Player;
import org.cgsuite.lang.CgscriptClass;
import org.cgsuite.lang.GameObject;

/**
 * A cgx value with no CGSuite counterpart, as a CGScript object of the class declared for its
 * cgx type. It is a {@link Game} so that CGSuite's {@code +}, {@code -} and unary {@code -}
 * reach cgx's operators; {@code ===} compares by {@link #equals}, which is cgx's {@code ==}.
 */
public final class CgxObject extends GameObject {
    private final Object value;
    private final Bridge bridge;

    CgxObject(CgscriptClass cls, Object value, Bridge bridge) {
        super(cls, new Object[0], null);
        this.value = value;
        this.bridge = bridge;
    }

    /** The cgx value. */
    public Object value() { return value; }

    @Override public Game $plus(Game that) { return (Game) bridge.operator("+", this, that); }

    @Override public Game $minus(Game that) { return (Game) bridge.operator("-", this, that); }

    @Override public Game unary_$minus() { return (Game) bridge.operator("-", this, null); }

    @Override public scala.collection.Iterable<Game> options(Player player) {
        throw bridge.error("cgx values have no CGSuite options; use the methods of " + bridge.runtime().typeName(value));
    }

    @SuppressWarnings({"rawtypes"})
    @Override public scala.collection.Iterable decomposition() { return scala.collection.immutable.List$.MODULE$.empty(); }

    @Override public boolean equals(Object o) {
        return o instanceof CgxObject x && bridge.sameValue(value, x.value);
    }

    @Override public int hashCode() { return value.hashCode(); }

    @Override public String toString() { return bridge.runtime().show(value); }
}
