package cgx.architecture;

import cgx.build.LambdaClasses;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The build's lambda step ({@link LambdaClasses}, process-classes) ran on the classes the tests
 * and the jars use: no lambda or method reference is left to the metafactory (on JDK 17-24 each
 * would be linked at run time, some 200 of them in a worksheet's start).
 */
class LambdaClassesAppliedTest {
    @Test
    void noClassOfThePlugInModuleLeavesALambdaToTheMetafactory() throws Exception {
        Path classes = Path.of(cgx.lang.Runtime.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(Files.isDirectory(classes), "the tests run on the module's class folder: " + classes);
        List<String> left = new ArrayList<>();
        int lambdaClasses = 0;
        try (Stream<Path> s = Files.walk(classes)) {
            for (Path p : (Iterable<Path>) s.filter(f -> f.toString().endsWith(".class"))::iterator) {
                if (LambdaClasses.hasMetafactorySite(Files.readAllBytes(p))) left.add(classes.relativize(p).toString());
                if (p.getFileName().toString().matches(".*\\$\\$Lambda\\d+\\.class")) lambdaClasses++;
            }
        }
        assertEquals(List.of(), left);
        assertTrue(lambdaClasses > 100, "lambda classes written: " + lambdaClasses);
    }

    @Test
    void aCoreFunctionsBodyIsAPlainClass() {
        Object print = new cgx.lang.Runtime().function("print");
        assertFalse(print.getClass().isHidden(), print.getClass().getName());
        assertTrue(print.getClass().getName().startsWith("cgx.lang.CoreLibrary$$Lambda"), print.getClass().getName());
    }
}
