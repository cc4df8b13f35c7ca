package cgx.build.archfixture;

/** Stands for a build step of the build-tools module (cgx.build), for LayersTest's fixture. */
public final class BuildStep {
    public static void run() {}
}
