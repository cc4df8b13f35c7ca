package cgx.misere.quotient;

import java.nio.file.Path;

/** Where MisereSolver's jar is, for tests in other packages (as {@link MisereSolverComparisonTest} finds it). */
public final class MisereSolverComparisonTestAccess {
    private MisereSolverComparisonTestAccess() {}

    public static Path jar() { return MisereSolverComparisonTest.misereSolverJar(); }
}
