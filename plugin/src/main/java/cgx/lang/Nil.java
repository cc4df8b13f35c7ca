package cgx.lang;

/** The value of a statement that has none (an assignment ending in ';', a loop). Prints nothing. */
public final class Nil {
    public static final Nil NIL = new Nil();
    private Nil() {}
    @Override public String toString() { return "nil"; }
}
