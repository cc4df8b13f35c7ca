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
 * @param copiesLevel    copies of the new heap the copies automaton learns (1 to {@value #MAX_COPIES_LEVEL})
 * @param maxOrder       largest quotient order before the computation stops with a partial quotient
 *                       (default {@link #defaultMaxOrder()}, from the memory; at most {@value #MAX_TABLE_ORDER})
 * @param maxTransitionAlgebra largest transition algebra the engine builds
 * @param progress       receives a line now and then (null: no progress)
 * @param trace          whether {@code progress} also gets a line, with the time, at every heap
 *                       that changes the quotient, as it starts and as it ends (MisereSolver's
 *                       "Presentation Changing at Heap n")
 */
public record EngineConfig(int learnerThreads, int searchBudget, boolean formSearch, int copiesLevel,
                           int maxOrder, int maxTransitionAlgebra, Consumer<String> progress, boolean trace) {
    /** The highest copies level (the automaton keeps a level's outcomes as bits of an int). */
    public static final int MAX_COPIES_LEVEL = 8;

    public EngineConfig {
        if (learnerThreads < 1) throw new CgxException("learner threads must be at least 1, got " + learnerThreads);
        if (searchBudget < 1000) throw new CgxException("the search budget must be at least 1000 positions, got " + searchBudget);
        if (copiesLevel < 1 || copiesLevel > MAX_COPIES_LEVEL) throw new CgxException("the copies level must be 1 to " + MAX_COPIES_LEVEL + ", got " + copiesLevel);
        if (maxOrder < 2 || maxOrder > MAX_TABLE_ORDER) throw new CgxException("the largest order must be 2 to " + MAX_TABLE_ORDER + ", got " + maxOrder);
    }

    /**
     * The default search budget: as many positions as fit in about half the Java heap, at most
     * 100M (a packed position takes about 20 bytes, and the table doubles as it grows).
     */
    public static int defaultSearchBudget() {
        return (int) Math.max(4_000_000L, Math.min(100_000_000L, Runtime.getRuntime().maxMemory() / 48));
    }

    /**
     * The largest order an engine table can have: a quotient's multiplication table is one Java
     * int array of order² entries, so order² must stay below 2³¹.
     */
    public static final int MAX_TABLE_ORDER = 46_340;

    /**
     * The default bound on a quotient's order, from the memory: the largest order whose
     * multiplication table (4·order² bytes) takes at most 1/16 of the Java heap (the engine holds
     * a few such tables at once: the quotient, the learner's hypothesis, its candidate's, and the
     * transition algebra's witnesses), and at least 4096: a 6 GB heap (Java's default on a 24 GB
     * machine) gives about 9,900, enough for 0.316's Q_23 (8,704 elements); {@code -Xmx2g} gives 5,790. {@code MaxOrder => n}
     * overrides it (up to {@link #MAX_TABLE_ORDER}); past the memory, a computation stops with
     * the partial quotient reached ("out of memory").
     */
    public static int defaultMaxOrder() {
        return defaultMaxOrder(Runtime.getRuntime().maxMemory());
    }

    /** {@link #defaultMaxOrder()} for a heap of {@code maxMemory} bytes. */
    public static int defaultMaxOrder(long maxMemory) {
        return (int) Math.max(4096, Math.min(MAX_TABLE_ORDER, (long) Math.sqrt(maxMemory / 64.0)));
    }

    /**
     * The default copies level (see {@link #copiesLevel}): 4. At level 2 the learner's exact
     * search of 0.04's split at heap 43 ran for over 35 s, nearly all of it on sums with three
     * copies of the new heap (61% of the time in memo look-ups); at level 3 those are read off
     * the automaton and Q_43 takes 2 s (the automaton's third level adds 20 ms there). Levels 4
     * and 5 gained nothing further on 0.04, 0.16, 0.35, 0.316 at 40 s while the automaton's
     * level 1 cost most of a split; learned heap by heap, it is cheap, and at level 4 the split
     * at 0.04's heap 44 (|Q_44| = 864) takes about 3 s instead of more than 40 (its learner
     * searched 4 million positions, with four copies of the heap and more); 0.16, 0.35, 0.316,
     * 0.54 and 0.145 reach the same Q_n at 40 s as at level 3.
     */
    public static final int DEFAULT_COPIES_LEVEL = 4;

    /** Defaults: a thread per processor, the default budget, no form search, the default level and order bound, T up to 3M. */
    public static EngineConfig defaults() {
        return new EngineConfig(Runtime.getRuntime().availableProcessors(), defaultSearchBudget(), false, DEFAULT_COPIES_LEVEL, defaultMaxOrder(), 3_000_000, null, false);
    }

    /**
     * The defaults with the command line's overrides ({@code -Dcgx.learnThreads}, {@code -Dcgx.learnBudget},
     * {@code -Dcgx.formSearch}, {@code -Dcgx.copiesLevel}), read here only, by the front end.
     */
    public static EngineConfig fromSystemProperties() {
        EngineConfig d = defaults();
        return new EngineConfig(Integer.getInteger("cgx.learnThreads", d.learnerThreads), Integer.getInteger("cgx.learnBudget", d.searchBudget),
                Boolean.getBoolean("cgx.formSearch"), Integer.getInteger("cgx.copiesLevel", d.copiesLevel), d.maxOrder, d.maxTransitionAlgebra, null, false);
    }

    public EngineConfig withLearnerThreads(int n) { return new EngineConfig(n, searchBudget, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, progress, trace); }
    public EngineConfig withSearchBudget(int n) { return new EngineConfig(learnerThreads, n, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, progress, trace); }
    public EngineConfig withMaxOrder(int n) { return new EngineConfig(learnerThreads, searchBudget, formSearch, copiesLevel, n, maxTransitionAlgebra, progress, trace); }
    public EngineConfig withCopiesLevel(int n) { return new EngineConfig(learnerThreads, searchBudget, formSearch, n, maxOrder, maxTransitionAlgebra, progress, trace); }
    public EngineConfig withTrace(boolean t) { return new EngineConfig(learnerThreads, searchBudget, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, progress, t); }
    public EngineConfig withProgress(Consumer<String> p) { return new EngineConfig(learnerThreads, searchBudget, formSearch, copiesLevel, maxOrder, maxTransitionAlgebra, p, trace); }
}
