package cgx.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import cgx.misere.quotient.learner.CodeSolver;
import cgx.misere.quotient.learner.QuotientLearner;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The layers of the guide: a core of values and kernels that never imports the language or the
 * worksheet; the language and registry above it; the list of built-in families above the families;
 * front ends on top; no package cycles.
 *
 * <p>The language is {@code cgx.lang} and the parser {@code cgx.grammar}, which only
 * {@code cgx.lang.syntax} reads (it builds the syntax tree the interpreter walks); {@code cgx.families}
 * lists the families' plug-ins (the language knows none of them); the front ends are
 * {@code cgx.worksheet}, {@code cgx.cgsuite}, {@code cgx.notebook} and {@code cgx.census}. Every other
 * class is a kernel class, except the boundary: the {@code *Plugin} classes and the classes nested
 * in them, which convert between the language's values and the kernels' plain Java and core types.
 */
class LayersTest {
    static final String[] LANGUAGE = {"cgx.lang..", "cgx.grammar.."};
    static final String[] FRONT_ENDS = {"cgx.worksheet..", "cgx.cgsuite..", "cgx.notebook..", "cgx.census.."};
    static final String[] ABOVE_KERNELS = {"cgx.lang..", "cgx.grammar..", "cgx.families..", "cgx.worksheet..", "cgx.cgsuite..", "cgx.notebook..", "cgx.census.."};

    /** A plug-in class or a class nested in one (lambdas and anonymous classes included). */
    static final DescribedPredicate<JavaClass> BOUNDARY = DescribedPredicate.describe("a *Plugin class or nested in one",
            c -> c.getName().replaceAll("\\$.*", "").endsWith("Plugin"));

    static final ArchRule KERNELS_DO_NOT_USE_THE_LANGUAGE = noClasses()
            .that().resideOutsideOfPackages(ABOVE_KERNELS)
            .and(DescribedPredicate.not(BOUNDARY))
            .should().dependOnClassesThat().resideInAnyPackage(ABOVE_KERNELS)
            .because("kernels return plain Java and core types; the plug-ins convert at their boundary");

    static final ArchRule CORE_DEPENDS_ON_NOTHING_OF_CGX = noClasses()
            .that().resideInAPackage("cgx.core..")
            .should().dependOnClassesThat(DescribedPredicate.describe("in cgx but outside cgx.core",
                    c -> c.getPackageName().startsWith("cgx.") && !c.getPackageName().equals("cgx.core")
                            && !c.getPackageName().startsWith("cgx.core.")))
            .because("the core (numbers, outcomes, errors, interrupts, configuration) is the bottom layer");

    static final ArchRule LANGUAGE_KNOWS_NO_FRONT_END = noClasses()
            .that().resideInAnyPackage(LANGUAGE)
            .should().dependOnClassesThat().resideInAnyPackage(FRONT_ENDS)
            .because("the front ends sit on the language");

    static final ArchRule LANGUAGE_KNOWS_NO_FAMILY = noClasses()
            .that().resideInAnyPackage(LANGUAGE)
            .should().dependOnClassesThat(DescribedPredicate.describe("in a family's package",
                    c -> c.getPackageName().startsWith("cgx.") && !c.getPackageName().startsWith("cgx.core")
                            && !c.getPackageName().startsWith("cgx.lang") && !c.getPackageName().startsWith("cgx.grammar")))
            .because("the built-in families are listed above the language (cgx.families), the user's found in their jars");

    static final String SYNTAX = "cgx.lang.syntax..";

    /** ANTLR's generated parser and its runtime are read in one place: the syntax package builds the tree everything else uses. */
    static final ArchRule ONLY_THE_SYNTAX_PACKAGE_READS_ANTLR = noClasses()
            .that().resideOutsideOfPackages(SYNTAX, "cgx.grammar..")
            .should().dependOnClassesThat().resideInAnyPackage("cgx.grammar..", "org.antlr..")
            .because("the interpreter, completion and the front ends walk cgx.lang.syntax's tree, not ANTLR's contexts");

    /** Build-time tools ({@code cgx.build}, in the build-tools module) are not part of the product. */
    static final ArchRule NOTHING_DEPENDS_ON_BUILD_TOOLS = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage("cgx.build..", "org.objectweb.asm..")
            .because("build steps run in Maven and are not shipped");

    /** No package cycles. */
    static final ArchRule NO_PACKAGE_CYCLES = slices().matching("cgx.(**)")
            .should().beFreeOfCycles();

    /** The independent checker of lattice proofs shares nothing with the search: it uses the JDK only. */
    static final ArchRule THE_LATTICE_CHECKER_USES_ONLY_THE_JDK = noClasses()
            .that().resideInAPackage("cgx.misere.lattice.check..")
            .should().dependOnClassesThat(DescribedPredicate.describe("a class outside the checker and the JDK",
                    c -> !c.getPackageName().startsWith("cgx.misere.lattice.check") && !c.getPackageName().startsWith("java.")
                            && !c.isPrimitive() && !(c.isArray() && (c.getBaseComponentType().isPrimitive() || c.getBaseComponentType().getPackageName().startsWith("java.")
                            || c.getBaseComponentType().getPackageName().startsWith("cgx.misere.lattice.check")))))
            .because("a proof is re-verified by code that shares nothing with the search that made it (docs/lattice-proofs.md)");

    static final String LEARNER = QuotientLearner.class.getPackageName();

    /** The top-level class a class is or is nested in (lambdas and anonymous classes included). */
    static String topLevel(JavaClass c) { return c.getName().replaceAll("\\$.*", ""); }

    /**
     * The split learner's loop uses its parts (the outcome oracle, the failure search, the copies
     * automaton, the discrimination tree, ...), never the other way: every class of the learner's
     * package other than QuotientLearner, and CodeSolver which runs it, stays free of it.
     */
    static final ArchRule LEARNER_PARTS_DO_NOT_USE_THE_LOOP = noClasses()
            .that(DescribedPredicate.describe("a part of the split learner (in " + LEARNER + ", not QuotientLearner or CodeSolver)",
                    c -> c.getPackageName().equals(LEARNER) && !topLevel(c).equals(QuotientLearner.class.getName())
                            && !topLevel(c).equals(CodeSolver.class.getName())))
            .should().dependOnClassesThat(DescribedPredicate.describe("QuotientLearner or a class nested in it",
                    c -> topLevel(c).equals(QuotientLearner.class.getName())))
            .because("the learner is split by concept: its loop depends on the oracle, the failure search and the copies automaton, not they on it");

    /** No cycles between the top-level classes of the learner's package (each with its nested classes). */
    static final ArchRule NO_LEARNER_CLASS_CYCLES = slices().assignedFrom(new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            return c.getPackageName().equals(LEARNER) ? SliceIdentifier.of(topLevel(c)) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() { return "the top-level classes of " + LEARNER; }
    }).should().beFreeOfCycles();

    private static JavaClasses mainClasses;

    /** The main classes of cgx (not tests, not jars), imported once. */
    static synchronized JavaClasses main() {
        if (mainClasses == null) mainClasses = importMain();
        return mainClasses;
    }

    private static JavaClasses importMain() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS).importPackages("cgx");
    }

    @Test
    void kernelsDoNotImportTheLanguageOrTheWorksheet() {
        KERNELS_DO_NOT_USE_THE_LANGUAGE.check(main());
    }

    @Test
    void coreImportsNothingElseOfCgx() {
        CORE_DEPENDS_ON_NOTHING_OF_CGX.check(main());
    }

    @Test
    void languageKnowsNoFrontEndAndNoFamily() {
        JavaClasses classes = main();
        LANGUAGE_KNOWS_NO_FRONT_END.check(classes);
        LANGUAGE_KNOWS_NO_FAMILY.check(classes);
    }

    @Test
    void onlyTheSyntaxPackageReadsAntlr() {
        ONLY_THE_SYNTAX_PACKAGE_READS_ANTLR.check(main());
    }

    @Test
    void nothingDependsOnBuildTools() {
        NOTHING_DEPENDS_ON_BUILD_TOOLS.check(main());
    }

    @Test
    void theLatticeCheckerUsesOnlyTheJdk() {
        THE_LATTICE_CHECKER_USES_ONLY_THE_JDK.check(main());
    }

    @Test
    void noPackageCycles() {
        NO_PACKAGE_CYCLES.check(main());
    }

    @Test
    void theLearnersPartsDoNotUseItsLoop() {
        LEARNER_PARTS_DO_NOT_USE_THE_LOOP.check(main());
    }

    @Test
    void theLearnersClassesHaveNoCycles() {
        NO_LEARNER_CLASS_CYCLES.check(main());
    }

    // ---------------------------------------------------------------- the rules catch violations

    private static EvaluationResult evaluate(ArchRule rule, Class<?>... classes) {
        return rule.evaluate(new ClassFileImporter().importClasses(classes));
    }

    private static void assertViolation(EvaluationResult r, String who) {
        assertTrue(r.hasViolation(), "no violation reported for " + who);
        assertTrue(r.getFailureReport().toString().contains(who), r.getFailureReport().toString());
    }

    @Test
    void aKernelClassUsingTheLanguageIsCaught() {
        assertViolation(evaluate(KERNELS_DO_NOT_USE_THE_LANGUAGE, cgx.scoring.archfixture.KernelUsingTheLanguage.class),
                "KernelUsingTheLanguage");
    }

    @Test
    void pluginClassesAndTheirNestedClassesAreTheBoundary() {
        assertFalse(evaluate(KERNELS_DO_NOT_USE_THE_LANGUAGE, cgx.scoring.archfixture.FixturePlugin.class,
                cgx.scoring.archfixture.FixturePlugin.Helper.class, cgx.scoring.ScoringGame.class).hasViolation());
    }

    @Test
    void aCoreClassUsingAFamilyIsCaught() {
        assertViolation(evaluate(CORE_DEPENDS_ON_NOTHING_OF_CGX, cgx.core.archfixture.CoreUsingAKernel.class), "CoreUsingAKernel");
    }

    @Test
    void antlrReadOutsideTheSyntaxPackageIsCaught() {
        assertViolation(evaluate(ONLY_THE_SYNTAX_PACKAGE_READS_ANTLR, cgx.archfixture.ReadsAntlr.class), "ReadsAntlr");
    }

    @Test
    void aBuildToolUsedByTheProductIsCaught() {
        assertViolation(evaluate(NOTHING_DEPENDS_ON_BUILD_TOOLS, cgx.archfixture.UsesABuildTool.class), "UsesABuildTool");
    }

    @Test
    void aPackageCycleIsCaught() {
        assertViolation(evaluate(NO_PACKAGE_CYCLES, cgx.archfixture.a.A.class, cgx.archfixture.b.B.class), "Cycle detected");
    }

    @Test
    void aLearnerPartUsingTheLoopIsCaught() {
        assertViolation(evaluate(LEARNER_PARTS_DO_NOT_USE_THE_LOOP, cgx.misere.quotient.learner.LearnerPartUsingTheLoop.class,
                QuotientLearner.class), "LearnerPartUsingTheLoop");
        // the loop and its runner may use it; a part that does not is no violation
        assertFalse(evaluate(LEARNER_PARTS_DO_NOT_USE_THE_LOOP, CodeSolver.class, QuotientLearner.class,
                cgx.misere.quotient.learner.OutcomeOracle.class).hasViolation());
    }

    @Test
    void aCycleBetweenLearnerClassesIsCaught() {
        assertViolation(evaluate(NO_LEARNER_CLASS_CYCLES, cgx.misere.quotient.learner.LearnerCycleA.class,
                cgx.misere.quotient.learner.LearnerCycleB.class), "Cycle detected");
    }
}
