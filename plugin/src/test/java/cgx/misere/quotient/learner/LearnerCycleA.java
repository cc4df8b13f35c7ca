package cgx.misere.quotient.learner;

/** A fixture for the architecture test: with {@link LearnerCycleB}, a cycle between learner classes, which LayersTest must catch. */
public final class LearnerCycleA {
    private LearnerCycleA() {}

    static int of(LearnerCycleB b) { return b.hashCode(); }
}
