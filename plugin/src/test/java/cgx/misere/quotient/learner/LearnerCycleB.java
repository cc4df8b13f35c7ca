package cgx.misere.quotient.learner;

/** A fixture for the architecture test: with {@link LearnerCycleA}, a cycle between learner classes, which LayersTest must catch. */
public final class LearnerCycleB {
    private LearnerCycleB() {}

    static int of(LearnerCycleA a) { return a.hashCode(); }
}
