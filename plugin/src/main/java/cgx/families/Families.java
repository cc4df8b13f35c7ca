package cgx.families;

import cgx.amalgamation.AmalgamationNimPlugin;
import cgx.display.DisplayPlugin;
import cgx.heap.HeapPlugin;
import cgx.lang.Plugin;
import cgx.lang.PluginIndex;
import cgx.lang.PluginLoading;
import cgx.lang.Runtime;
import cgx.lang.Session;
import cgx.misere.MiserePlugin;
import cgx.misere.algebraic.AlgebraicQuotientPlugin;
import cgx.misere.classify.ClassifyPlugin;
import cgx.misere.lattice.LatticeProofPlugin;
import cgx.misere.quotient.MisereQuotientPlugin;
import cgx.misere.quotient.QuotientCertificatePlugin;
import cgx.misere.quotient.QuotientPresentationPlugin;
import cgx.scoring.ScoringPlugin;
import cgx.scoring.guaranteed.GuaranteedScoringPlugin;
import cgx.scoring.guaranteed.ruleset.ScoringRulesetsPlugin;
import cgx.scoring.octal.ScoringOctalPlugin;
import cgx.scoringnim.ScoringNimPlugin;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The families of games cgx comes with, as plug-ins: the layer above the families and below the
 * front ends, which start from {@link #runtime()}. The language knows no family; the plug-ins in
 * the user's jars ({@code plugins/}) come after these ({@link PluginLoading}).
 */
public final class Families {
    /** The census of misère quotients: on the class path only when the census module (Apache Spark) is built. */
    static final String CENSUS = "cgx.census.CensusPlugin";

    private Families() {}

    /**
     * The built-in plug-ins, in the order they are installed and offered literals: the census
     * first when it is on the class path, then the families of the plugin module.
     */
    public static List<Plugin> builtIn() {
        List<Plugin> out = new ArrayList<>();
        Plugin census = optional(CENSUS);
        if (census != null) out.add(census);
        out.addAll(List.of(new ScoringPlugin(), new GuaranteedScoringPlugin(), new ScoringRulesetsPlugin(), new ScoringOctalPlugin(), new ScoringNimPlugin(), new AmalgamationNimPlugin(),
                new HeapPlugin(), new MiserePlugin(), new MisereQuotientPlugin(), new QuotientPresentationPlugin(),
                new DisplayPlugin(), new QuotientCertificatePlugin(), new LatticeProofPlugin(),
                new AlgebraicQuotientPlugin(), new ClassifyPlugin()));
        return out;
    }

    /** The plug-in of class {@code name}, or null if that class is not on the class path. */
    private static Plugin optional(String name) {
        Class<?> c;
        try {
            c = Class.forName(name, true, Families.class.getClassLoader());
        } catch (ClassNotFoundException absent) {
            return null;
        }
        try {
            return c.asSubclass(Plugin.class).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the plug-in " + name + " could not be made: " + e, e);
        }
    }

    /** A runtime with the core library, every built-in family and the plug-ins of the user's jars. */
    public static Runtime runtime() { return PluginLoading.runtime(builtIn()); }

    /** A session over {@link #runtime()}, printing to standard output. */
    public static Session session() { return new Session(runtime(), System.out); }

    /**
     * Build step (exec-maven-plugin, in every module with a built-in plug-in): writes, into the
     * class folder {@code args[0]}, the index ({@link PluginIndex}) of each built-in plug-in whose
     * class lies there.
     */
    public static void main(String[] args) throws IOException {
        PluginIndex.write(Path.of(args[0]), builtIn());
    }
}
