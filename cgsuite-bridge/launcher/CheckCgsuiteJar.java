import java.io.File;
import java.io.IOException;
import java.util.zip.ZipFile;

/**
 * Run by ./cgx --cgsuite before anything is built: is the file CGSuite 2.2's core jar?
 * Prints one line and exits 2 if not. (java CheckCgsuiteJar.java PATH; needs no build.)
 */
public class CheckCgsuiteJar {
    public static void main(String[] args) {
        String path = args.length > 0 ? args[0] : "";
        File f = new File(path);
        if (path.isEmpty()) fail("no CGSuite jar given: ./cgx --cgsuite PATH/TO/cgsuite-core-2.2-...jar (or CGX_CGSUITE=PATH)");
        if (!f.isFile()) fail("no CGSuite jar at " + path);
        try (ZipFile z = new ZipFile(f)) {
            var sys = z.getEntry("org/cgsuite/lang/resources/cgsuite/lang/System.cgs");
            if (z.getEntry("org/cgsuite/lang/Repl.class") == null || z.getEntry("org/cgsuite/lang/CgscriptClass$.class") == null || sys == null) {
                fail(path + " is not CGSuite's core jar (no org.cgsuite.lang.Repl); cgx needs CGSuite 2.2's cgsuite-core jar with its dependencies");
            }
            String text = new String(z.getInputStream(sys).readAllBytes());
            if (!text.contains("version 2.2")) fail(path + " is not CGSuite 2.2 (the bridge is built for CGSuite 2.2's CGScript API)");
            if (z.getEntry("scala/Option.class") == null) fail(path + " lacks CGSuite's dependencies (use cgsuite-core-2.2-...-with-dependencies.jar)");
        } catch (IOException e) {
            fail(path + " is not a readable jar: " + e.getMessage());
        }
    }

    private static void fail(String message) {
        System.err.println("cgx --cgsuite: " + message);
        System.exit(2);
    }
}
