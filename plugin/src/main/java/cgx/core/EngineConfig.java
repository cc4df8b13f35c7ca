package cgx.core;

import java.util.function.Consumer;

/**
 * The settings of a long computation (the misère quotient engine), passed down from where the
 * user sets them (worksheet keywords) instead of read from system properties by the kernels.
 * Immutable; {@code with...} give changed copies.
 *
 * @param learnerThreads threads of the learner's exact outcome search
 * @param searchBudget   positions the learner's exact search may memoise
 * @param formSearch     whether the learner's search also merges heaps by canonical forms
 * @param copiesLevel    copies of the new heap the copies automaton learns (1 to 3)
 * @param maxOrder       largest quotient order before the computation stops with a partial quotient
 * @param maxTransitionAlgebra largest transition algebra the engine builds
 * @param progress       receives a line now and then (null: no progress)
 */
public record EngineConfig(int learnerThreads, int searchBudget, boolean formSearch, int copiesLevel,
                           int maxOrder, int maxTransitionAlgebra, Consumer<String> progress) {
    public EngineConfig {
        if (learnerThreads < 1) throw new CgxException("learner threads must be at least 1, got " + learnerThreads);
        if (searchBudget < 1000) throw new CgxException("the search budget must be at least 1000 positions, got " + searchBudget);
        if (copiesLevel < 1 || copiesLevel > 3) throw new CgxException("the copies level must be 1 to 3, got " + copiesLevel);
        if (maxOrder < 2) throw new CgxException("the largest order must be at least 2, got " + maxOrder);
    }

    /**
     * The default search budget: as many positions as fit in about half the Java heap, at most
     * 100M (a packed position takes about 20 bytes, and the table doubles as it grows).
     */
    public static int defaultSearchBudget() {
        return (int) Math.max(4_000_000L, Math.min(100_000_000L, Runtime.getRuntime().maxMemory() / 48));
    }

    /** Defaults: a thread per processor, the default budget, no form search, level 2, order 4096, T up to 3M. */
    public static EngineConfig defaults() {
        return new EngineConfig(Runtime.getRuntime().availableProcessors(), defaultSearchBudget(), false, 2, 4096, 3_000_000, null);
    }

    /**
     * The defaults with the command line's overrides ({@code -Dcgx.learnThreads}, {@code -Dcgx.learnBudget},
     * {@code -Dcgx.formSearch}, {@code -Dcgx.copiesLevel}), read here only, by the front end.
     */
    public static EngineConfig fromSystemProperties() {
        EngineConfig d = defaults();
        return new EngineConfig(Integer.getInteger("cgx.learnThreads", d.learnerThreads), Integer.getInteger("cgx.learnBudget", d.searchBudget),
                Boolean.getBoolean("cgx.formSearch"), Integer.getInteger("cgx.copiesLevel", d.copiesLevel), d.maxOrder, d.maxTransitionAlgebra, null);
    }

    public EngineConfig withLearnerThreads(int n) { return new EngineConfig(n, searchBudget, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, progress); }
    public EngineConfig withSearchBudget(int n) { return new EngineConfig(learnerThreads, n, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, progress); }
    public EngineConfig withMaxOrder(int n) { return new EngineConfig(learnerThreads, searchBudget, formSearch, copiesLevel, n, maxTransitionAlgebra, progress); }
    public EngineConfig withProgress(Consumer<String> p) { return new EngineConfig(learnerThreads, searchBudget, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, p); }
}
