package cgx.cgsuite;

import cgx.lang.Runtime;
import org.cgsuite.lang.CgscriptClass;
import org.cgsuite.lang.CgscriptPackage$;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every function, type and method cgx's registry has is declared in CGSuite and answers there. */
class ReachabilityTest {
    @Test
    void everyRegisteredFunctionTypeAndMethodIsDeclared() {
        Bridge bridge = Bridge.install();
        Runtime rt = bridge.runtime();
        Map<String, String> declared = bridge.declaredClasses();
        Cgsuite cgsuite = new Cgsuite();
        for (String f : rt.functions().keySet()) {
            String q = declared.get(f);
            assertTrue(q != null, "function " + f + " has a CGScript class");
            CgscriptClass cls = CgscriptPackage$.MODULE$.lookupClassByName(q).get();
            assertTrue(cls.lookupMethodGroup(scala.Symbol.apply("Eval"), true).isDefined(), q + ".Eval");
            // resolvable as a user types it: unqualified, or game.cgx.Name where CGSuite has the name
            assertEquals("⟪" + q + "⟫", cgsuite.eval(q.startsWith("game.cgx.") ? q : f), f);
        }
        rt.types().forEach((type, name) -> {
            if (name.equals("List") || name.equals("Set") || name.equals("String")) return;
            String q = declared.get(name);
            assertTrue(q != null, "type " + name + " has a CGScript class");
            CgscriptClass cls = CgscriptPackage$.MODULE$.lookupClassByName(q).get();
            cgsuite.eval("[" + q + "]"); // CGSuite elaborates a class when it is first used
            for (String m : rt.methodsOf(type).keySet()) {
                assertTrue(cls.lookupMember(scala.Symbol.apply(m)).isDefined(), q + "." + m);
            }
        });
    }

    @Test
    void everyFunctionIsCalledThroughTheDispatcher() {
        Cgsuite cgsuite = new Cgsuite();
        // one call per function, with an argument it rejects quickly: the answer is cgx's own message
        for (String f : Bridge.install().runtime().functions().keySet()) {
            String got = cgsuite.eval("Cgx.Call(\"" + f + "\", [\"not an argument\", -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1])");
            assertFalse(got.contains("no function") || got.contains("Exception") || got.contains("java."), f + ": " + got);
        }
    }
}
