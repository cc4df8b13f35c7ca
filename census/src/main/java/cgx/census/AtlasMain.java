package cgx.census;

import cgx.core.CgxException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code ./cgx atlas --out SITE [--seconds S] CENSUS_DIR...}: the atlas of finished censuses as a static site ({@link CensusAtlas}). */
public final class AtlasMain {
    private AtlasMain() {}

    static final String USAGE = """
            usage: cgx atlas --out SITE [--seconds S] CENSUS_DIR...
              a static site of the censuses in CENSUS_DIR... (./cgx census --out DIR, of codes or --forms): an index of every code,
              a page per distinct game, the paper's figures as reproduced and the findings; it opens from disk (SITE/index.html)
              --out SITE    the site's folder (default atlas); a rebuild writes only the files that changed
              --seconds S   time to compute a page's quotient again where an older census did not record it (default 2; 0: not at all)""";

    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (CgxException e) {
            System.err.println("cgx atlas: " + e.getMessage().replaceFirst("^(atlas|census|forms census): ", "").lines().findFirst().orElse(""));
            code = 1;
        }
        System.exit(code);
    }

    static int run(String[] args) {
        String out = "atlas";
        double seconds = 2;
        List<Path> dirs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--out" -> { if (v == null) throw new CgxException("--out needs a folder"); out = v; i++; }
                case "--seconds" -> {
                    try {
                        seconds = Double.parseDouble(v == null ? "" : v);
                    } catch (NumberFormatException e) {
                        throw new CgxException("--seconds needs a number of seconds, got " + v);
                    }
                    if (!(seconds >= 0)) throw new CgxException("--seconds must be 0 or more");
                    i++;
                }
                case "--help", "-h" -> { System.out.println(USAGE); return 0; }
                default -> {
                    if (a.startsWith("--")) throw new CgxException("unknown option " + a + " (cgx atlas --help)");
                    dirs.add(Path.of(a));
                }
            }
        }
        if (dirs.isEmpty()) throw new CgxException("give one or more census folders: cgx atlas --out SITE CENSUS_DIR... (cgx atlas --help)");
        long t0 = System.nanoTime();
        List<CensusAtlas.Source> sources = new ArrayList<>();
        for (Path d : dirs) sources.add(CensusAtlas.load(d)); // every folder read before anything is written
        cgx.census.atlas.Site.Result r = CensusAtlas.build(sources, Path.of(out), seconds, System.err::println);
        System.out.println("atlas: " + r + " (" + String.format(java.util.Locale.ROOT, "%.1f", (System.nanoTime() - t0) / 1e9) + " s)");
        return 0;
    }
}
