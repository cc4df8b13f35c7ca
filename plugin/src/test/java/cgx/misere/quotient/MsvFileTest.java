package cgx.misere.quotient;

import cgx.core.CgxException;
import cgx.core.EngineConfig;
import cgx.heap.TakeAndBreakCode;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** MisereSolver's .msv files both ways: its files (recorded, and made by the jar when present) read by cgx; cgx's written alike. */
class MsvFileTest {
    private static Path recorded(String name) { return MisereQuotientTest.games().resolve("msv").resolve(name); }

    private static Path zip(Path dir, String name, byte[] xml) throws IOException {
        Path f = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(f); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("quotient.xml"));
            zip.write(xml);
            zip.closeEntry();
        }
        return f;
    }

    private static String quotientXml(Path msv) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(msv))) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) if (e.getName().equals("quotient.xml")) return new String(zip.readAllBytes(), StandardCharsets.UTF_8);
        }
        throw new AssertionError("no quotient.xml in " + msv);
    }

    @Test
    void readsMisereSolversFilesAndWritesThemCharacterForCharacter(@TempDir Path dir) throws IOException {
        for (String[] c : List.of(new String[] {"0.75", "34", "TakeAndBreak(0.75)-to-34.xml"}, new String[] {"0.15", "12", "TakeAndBreak(0.15)-to-12.xml"})) {
            byte[] theirs = Files.readAllBytes(recorded(c[2]));
            MsvFile m = MsvFile.read(zip(dir, "q.msv", theirs));
            int toHeap = Integer.parseInt(c[1]);
            assertEquals("TakeAndBreak(" + c[0] + ")", m.rules());
            assertEquals(toHeap, m.toHeap());
            MisereQuotient partial = Quotients.ofHeaps(TakeAndBreakCode.parse(c[0]), toHeap, EngineConfig.defaults());
            assertNull(m.disagreement(partial), c[0]);
            Path mine = MsvFile.write(partial, "TakeAndBreak(" + c[0] + ")", toHeap, dir.resolve("cgx-" + c[0] + ".msv"));
            assertEquals(new String(theirs, StandardCharsets.UTF_8), quotientXml(mine), c[0]);
            // and cgx reads back what it wrote
            MsvFile again = MsvFile.read(mine);
            assertArrayEquals(m.phi(), again.phi());
            assertEquals(m.order(), again.order());
        }
    }

    @Test
    void aDifferentQuotientIsCaught(@TempDir Path dir) throws IOException {
        MsvFile m = MsvFile.read(zip(dir, "q.msv", Files.readAllBytes(recorded("TakeAndBreak(0.75)-to-34.xml"))));
        // 4.74 has 0.75's period, preperiod and order, but not its quotient map on every heap
        String why = m.disagreement(Quotients.ofHeaps(TakeAndBreakCode.parse("0.15"), 34, EngineConfig.defaults()));
        assertTrue(why != null, "0.15's Q_34 is not 0.75's");
    }

    @Test
    void badFilesGetAClearMessage(@TempDir Path dir) throws IOException {
        byte[] good = Files.readAllBytes(recorded("TakeAndBreak(0.75)-to-34.xml"));
        Path whole = zip(dir, "whole.msv", good);
        byte[] bytes = Files.readAllBytes(whole);
        Path truncated = Files.write(dir.resolve("truncated.msv"), java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Path notZip = Files.writeString(dir.resolve("plain.msv"), "hello");
        Path otherVersion = zip(dir, "v2.msv", new String(good, StandardCharsets.UTF_8).replace("version=\"1.0\"", "version=\"2.0\"").getBytes(StandardCharsets.UTF_8));
        Path otherXml = zip(dir, "other.msv", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".getBytes(StandardCharsets.UTF_8));
        Path broken = zip(dir, "broken.msv", "<MisereSolver version=\"1.0\"><Presentation".getBytes(StandardCharsets.UTF_8));
        Path doctype = zip(dir, "doctype.msv", "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><MisereSolver version=\"1.0\">&e;</MisereSolver>".getBytes(StandardCharsets.UTF_8));
        Path missing = dir.resolve("missing.msv");
        for (Path p : List.of(truncated, notZip, otherVersion, otherXml, broken, doctype, missing)) {
            byte[] before = Files.exists(p) ? Files.readAllBytes(p) : null;
            CgxException e = assertThrows(CgxException.class, () -> MsvFile.read(p), p.toString());
            assertTrue(e.getMessage().startsWith("ReadMsv: "), e.getMessage());
            if (before != null) assertArrayEquals(before, Files.readAllBytes(p), "reading changed " + p);
        }
    }

    /** With CGSuite's jar: MisereSolver writes a file for 0.44, cgx reads it and agrees; a second run does not read it back. */
    @Test
    void misereSolversFilesMadeNow(@TempDir Path dir) throws Exception {
        Path jar = MisereSolverComparisonTest.misereSolverJar();
        Assumptions.assumeTrue(jar != null && Files.isRegularFile(jar), "CGSuite's jar not found (set -Dcgsuite.jar=PATH): MisereSolver not run");
        Process p = new ProcessBuilder("java", "-Xmx1g", "-cp", jar.toAbsolutePath().toString(), "org.cgsuite.core.misere.solver.CommandLineInterface", "-p", "0.44")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        Path file = dir.resolve("q-TakeAndBreak(0.44).msv");
        MsvFile m = MsvFile.read(file);
        MisereQuotient partial = Quotients.ofHeaps(TakeAndBreakCode.parse("0.44"), m.toHeap(), EngineConfig.defaults());
        assertNull(m.disagreement(partial));
        // cgx's file for the same quotient: the same quotient read back (its elements may be numbered
        // otherwise: on 0.44 some elements have other normal forms than MisereSolver's)
        Path mine = MsvFile.write(partial, m.rules(), m.toHeap(), dir.resolve("cgx.msv"));
        MsvFile back = MsvFile.read(mine);
        assertNull(back.disagreement(partial));
        assertEquals(m.order(), back.order());
        assertEquals(m.pSize(), back.pSize());
        assertArrayEquals(m.expansionHeaps(), back.expansionHeaps());
        // run again with --persist: MisereSolver starts from heap 1 (it does not read its file)
        Process again = new ProcessBuilder("java", "-Xmx1g", "-cp", jar.toAbsolutePath().toString(), "org.cgsuite.core.misere.solver.CommandLineInterface", "-p", "--maxheap", "3", "0.44")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(again.getInputStream().readAllBytes());
        assertTrue(again.waitFor(120, TimeUnit.SECONDS));
        assertTrue(out.indexOf("Presentation Changing at Heap") >= 0 && MsvFile.read(file).toHeap() == 3,
                "MisereSolver went on from its file, which it did not do before:\n" + out);
    }
}
