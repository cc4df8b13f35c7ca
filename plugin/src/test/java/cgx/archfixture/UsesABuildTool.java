package cgx.archfixture;

/** A product class that calls a build step: LayersTest must catch it. */
public final class UsesABuildTool {
    public static void go() { cgx.build.archfixture.BuildStep.run(); }
}
