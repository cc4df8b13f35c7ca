package cgx.misere.lattice;

/** The answer {@code unknown}: neither proved true nor proved false (a proof's {@code .Proved}, never a guess). */
public enum Unknown {
    UNKNOWN;

    @Override public String toString() { return "unknown"; }
}
