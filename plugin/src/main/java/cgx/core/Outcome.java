package cgx.core;

/**
 * An outcome class, shared by every family: the scoring classes L R N P T (Stewart,
 * Definition 6) and the impartial classes P and N (normal or misère play). Printed as its
 * letter; the worksheet predefines the names L, R, N, P, T, so printed outcomes parse back.
 */
public enum Outcome {
    L, R, N, P, T;

    /** Compares with a string too, so {@code G.Outcome == "P"} works in scripts. */
    public boolean matches(Object o) {
        return o == this || (o instanceof String s && s.equals(name()));
    }
}
