package cgx.misere.quotient.learner;

/**
 * A fixture for the architecture test: a class of the learner's package that calls back into
 * QuotientLearner, which LayersTest must catch (as CopiesAutomaton once did). Not used by anything.
 */
public final class LearnerPartUsingTheLoop {
    private LearnerPartUsingTheLoop() {}

    static int generatorOf(QuotientLearner l) { return l.generator(); }
}
