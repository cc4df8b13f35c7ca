package cgx.census;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** Starting JVMs from tests: this JVM's java and Spark's --add-opens flags (from the pom). */
final class Jvm {
    private Jvm() {}

    static String java() { return Path.of(System.getProperty("java.home"), "bin", "java").toString(); }

    static List<String> sparkOpens() {
        String s = System.getProperty("cgx.sparkOpens", "");
        return s.isBlank() ? List.of() : Arrays.asList(s.trim().split("\\s+"));
    }
}
