package cgx.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JarManifestTest {
    @TempDir
    Path tmp;

    @Test
    void aLongClassPathIsFoldedAndReadsBackAsTheEntriesJoinedBySpaces() throws Exception {
        List<String> libs = new ArrayList<>();
        for (int i = 0; i < 140; i++) {
            libs.add("lib/some-library-with-a-long-name-" + i + "-1.2.3.jar");
        }
        String list = "../../plugin/target/cgx-plugin.jar " + String.join("|", libs) + " ../../plugin/target/cgx.jar";
        Path out = tmp.resolve("m/MANIFEST.MF");
        JarManifest.main(new String[] {out.toString(), "cgx.worksheet.Main", list, "java.base/java.lang java.base/sun.nio.ch"});

        List<String> lines = Files.readAllLines(out);
        assertTrue(lines.size() > 80, "folded: " + lines.size() + " lines");
        for (String l : lines) {
            assertTrue(l.getBytes(java.nio.charset.StandardCharsets.UTF_8).length <= 72, "a line over 72 bytes: " + l);
        }
        Manifest m;
        try (InputStream in = Files.newInputStream(out)) {
            m = new Manifest(in);
        }
        Attributes a = m.getMainAttributes();
        assertEquals("cgx.worksheet.Main", a.getValue(Attributes.Name.MAIN_CLASS));
        List<String> expected = new ArrayList<>();
        expected.add("../../plugin/target/cgx-plugin.jar");
        expected.addAll(libs);
        expected.add("../../plugin/target/cgx.jar");
        assertEquals(String.join(" ", expected), a.getValue(Attributes.Name.CLASS_PATH));
        assertEquals("java.base/java.lang java.base/sun.nio.ch", a.getValue("Add-Opens"));
    }

    @Test
    void listsSplitOnBarsAndAnyWhiteSpace() {
        assertEquals(List.of("a.jar", "b.jar", "c.jar", "d.jar"), JarManifest.entries("  a.jar|b.jar \n c.jar\t|d.jar| "));
        assertEquals(List.of(), JarManifest.entries("   "));
    }

    @Test
    void badInputIsRefusedWithTheEntryNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JarManifest.manifest("cgx.Main", List.of("lib/a.jar", "/abs/b.jar"), List.of()));
        assertTrue(e.getMessage().contains("/abs/b.jar"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> JarManifest.manifest("cgx.Main", List.of("file:lib/a.jar"), List.of()));
        assertTrue(e.getMessage().contains("file:lib/a.jar"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> JarManifest.manifest("cgx.Main", List.of(), List.of("java.base")));
        assertTrue(e.getMessage().contains("module/package"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> JarManifest.manifest("1cgx", List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> JarManifest.main(new String[] {"out", "cgx.Main"}));
    }

    @Test
    void noClassPathOrOpensMeansNoSuchAttribute() {
        Manifest m = JarManifest.manifest("cgx.Main", List.of(), List.of());
        assertEquals(null, m.getMainAttributes().getValue(Attributes.Name.CLASS_PATH));
        assertEquals(null, m.getMainAttributes().getValue("Add-Opens"));
        assertEquals("1.0", m.getMainAttributes().getValue(Attributes.Name.MANIFEST_VERSION));
    }
}
