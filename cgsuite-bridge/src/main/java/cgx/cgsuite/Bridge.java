package cgx.cgsuite;

import cgx.core.CgxException;
import cgx.lang.Args;
import cgx.lang.Nil;
import cgx.families.Families;
import cgx.lang.Runtime;
import cgx.lang.Session;
import org.cgsuite.exception.EvalException;
import org.cgsuite.lang.CgscriptClass;
import org.cgsuite.lang.CgscriptClass$;
import org.cgsuite.lang.CgscriptPackage$;
import scala.Option;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * cgx inside CGSuite 2.2: {@link #install()} declares, in the running CGSuite, one CGScript
 * class per cgx type and global function (read from cgx's registry, every plug-in included)
 * and the class {@code Cgx}; then CGSuite's REPL (or any CGScript evaluation in this JVM)
 * sees them. One cgx {@link Session} serves {@code Cgx("text")} for the life of the JVM.
 */
public final class Bridge {
    private static Bridge installed;

    private final Runtime runtime;
    private final Session session;
    private final Values values;
    private final Map<String, Declarations.ClassDecl> classes;
    private final Map<String, CgscriptClass> classByType = new HashMap<>();
    private volatile Thread computing;
    private volatile boolean ctrlCStopsComputations;

    private Bridge(Runtime runtime) {
        CgscriptClass$.MODULE$.Object(); // CGSuite declares its own classes first
        this.runtime = runtime;
        this.session = new Session(runtime, line -> { System.out.println(line); System.out.flush(); });
        this.values = new Values(runtime, this::wrap);
        this.classes = Declarations.of(runtime, cgsuiteNames()::contains);
    }

    /** Declares every cgx type and function in this JVM's CGSuite (once; later calls return the same bridge). */
    public static synchronized Bridge install() {
        if (installed == null) {
            Bridge b = new Bridge(Families.runtime());
            b.declare();
            installed = b;
        }
        return installed;
    }

    /** The installed bridge (null before {@link #install()}). */
    static Bridge current() {
        if (installed == null) throw error("cgx is not installed: call cgx.cgsuite.Bridge.install() first");
        return installed;
    }

    public Runtime runtime() { return runtime; }

    /** The CGScript classes declared, by cgx name, with their qualified CGSuite names. */
    public Map<String, String> declaredClasses() {
        Map<String, String> out = new LinkedHashMap<>();
        classes.forEach((n, d) -> out.put(n, d.qualifiedName()));
        return out;
    }

    // ------------------------------------------------------------------ declaring

    /**
     * Names that already mean something in CGSuite: every class of every package and every
     * member of every package's {@code constants} (read from its CGScript declaration). A cgx
     * name among them is declared in package {@code game.cgx} instead, so CGSuite's own
     * libraries keep resolving their names.
     */
    private static java.util.Set<String> cgsuiteNames() {
        java.util.Set<String> names = new java.util.HashSet<>();
        java.util.regex.Pattern member = java.util.regex.Pattern.compile("^\\s*(?:var|def)\\s+([A-Za-z][A-Za-z0-9_]*)", java.util.regex.Pattern.MULTILINE);
        for (CgscriptClass c : scala.jdk.javaapi.CollectionConverters.asJava(CgscriptPackage$.MODULE$.allClasses())) {
            names.add(c.name());
            if (c.name().equals("constants")) {
                String path = "org/cgsuite/lang/resources/" + c.qualifiedName().replace('.', '/') + ".cgs";
                try (var in = CgscriptClass.class.getClassLoader().getResourceAsStream(path)) {
                    if (in == null) continue;
                    var m = member.matcher(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
                    while (m.find()) names.add(m.group(1));
                } catch (java.io.IOException e) {
                    // unreadable declarations: its names are not known, nothing else changes
                }
            }
        }
        return names;
    }

    private void declare() {
        try {
            CgscriptPackage$.MODULE$.game().declareSubpackage("cgx");
            Method declare = CgscriptClass$.class.getDeclaredMethod("declareSystemClass", String.class, Option.class, Option.class);
            declare.setAccessible(true);
            declare.invoke(CgscriptClass$.MODULE$, "game.Cgx", Option.apply(Gate.class), Option.apply(Gate.DECLARATION));
            register(Gate.class, "game.Cgx");
            for (Declarations.ClassDecl d : classes.values()) {
                declare.invoke(CgscriptClass$.MODULE$, d.qualifiedName(), Option.apply(CgxObject.class), Option.apply(d.text()));
            }
            for (Declarations.ClassDecl d : classes.values()) {
                CgscriptClass cls = CgscriptPackage$.MODULE$.lookupClassByName(d.qualifiedName()).get();
                if (d.type() != null) classByType.put(d.name(), cls);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this CGSuite cannot declare classes (is it CGSuite 2.2?): " + e, e);
        }
    }

    @SuppressWarnings("unchecked")
    private static void register(Class<?> javaClass, String name) throws ReflectiveOperationException {
        Field f = CgscriptClass$.class.getDeclaredField("classLookupCache");
        f.setAccessible(true);
        var cache = (scala.collection.mutable.AnyRefMap<Class<?>, CgscriptClass>) f.get(CgscriptClass$.MODULE$);
        cache.update(javaClass, CgscriptPackage$.MODULE$.lookupClassByName(name).get());
    }

    // ------------------------------------------------------------------ values

    CgxObject wrap(Object v) {
        String type = runtime.typeName(v);
        CgscriptClass cls = classByType.get(type);
        if (cls == null) throw new CgxException("cgx gave a " + type + ", which has no CGSuite class (its plug-in did not register the type)");
        return new CgxObject(cls, v, this);
    }

    boolean sameValue(Object a, Object b) {
        try {
            return runtime.valueEquals(a, b);
        } catch (RuntimeException e) {
            return false;
        }
    }

    // ------------------------------------------------------------------ calls (every one goes through guard)

    Object callFunction(String name, scala.collection.Seq<?> args) {
        return guard(() -> values.toCgsuite(runtime.callFunction(name, args(name, args))));
    }

    Object invoke(Object self, String name, scala.collection.Seq<?> args) {
        return guard(() -> {
            Object v = values.receiver(self);
            return values.toCgsuite(runtime.callMethod(v, name, args(name, args)));
        });
    }

    Object eval(String text) {
        return guard(() -> values.toCgsuite(session.eval(text)));
    }

    Object evalWith(String text, scala.collection.Map<?, ?> bindings) {
        return guard(() -> {
            scala.jdk.javaapi.CollectionConverters.asJava(bindings).forEach((k, v) -> {
                if (!(k instanceof String s) || !Declarations.isIdentifier(s)) {
                    throw new CgxException("Cgx(text, bindings): the names must be strings such as \"G\", got " + k);
                }
                session.define(s, values.toCgx(v));
            });
            return values.toCgsuite(session.eval(text));
        });
    }

    String show(Object self) {
        return (String) guard(() -> runtime.show(values.toCgx(self)));
    }

    Object operator(String op, Object a, Object b) {
        Object r = guard(() -> {
            Object x = values.toCgx(a);
            Object out = b == null ? runtime.applyUnary(op, x) : runtime.applyArith(op, x, values.toCgx(b));
            return values.toCgsuite(out);
        });
        if (!(r instanceof org.cgsuite.core.Game)) {
            throw error("cgx's " + op + " gave " + (r == null ? "nothing" : runtime.show(values.toCgx(r))) + ", which CGSuite cannot take as the result of " + op);
        }
        return r;
    }

    /** cgx arguments from CGSuite's: trailing absent ones dropped; a map at the end is keyword arguments. */
    private Args args(String name, scala.collection.Seq<?> in) {
        List<Object> raw = new ArrayList<>();
        scala.jdk.javaapi.CollectionConverters.asJava(in).forEach(raw::add);
        while (!raw.isEmpty() && raw.get(raw.size() - 1) == null) raw.remove(raw.size() - 1);
        Map<String, Object> keywords = null;
        if (!raw.isEmpty() && raw.get(raw.size() - 1) instanceof scala.collection.Map<?, ?> m) {
            raw.remove(raw.size() - 1);
            keywords = new LinkedHashMap<>();
            for (var e : scala.jdk.javaapi.CollectionConverters.asJava(m).entrySet()) {
                if (!(e.getKey() instanceof String k)) throw new CgxException(name + ": keyword names are strings, as in {\"MaxHeap\" => 24}");
                keywords.put(k, values.toCgx(e.getValue()));
            }
        }
        List<Object> pos = new ArrayList<>(raw.size());
        for (Object o : raw) pos.add(o == null ? Nil.NIL : values.toCgx(o));
        return new Args(name, pos, keywords, runtime::typeName, line -> runtime.output().accept(line)); // progress lines to the REPL
    }

    private interface Body { Object run(); }

    /**
     * Runs one call into cgx: any failure becomes CGSuite's own kind of error with cgx's
     * one-line message; Ctrl-C during the call stops it (see {@link Main}).
     */
    private Object guard(Body body) {
        Thread me = Thread.currentThread();
        boolean outer = computing == null;
        Object previousHandler = null;
        if (outer) {
            computing = me;
            if (ctrlCStopsComputations) previousHandler = CtrlC.catchDuring(this);
        }
        try {
            return body.run();
        } catch (EvalException e) {
            throw e;
        } catch (CgxException e) {
            throw error(e.getMessage());
        } catch (StackOverflowError e) {
            throw error("computation nested too deeply: the stack was exhausted");
        } catch (OutOfMemoryError e) {
            throw error("out of memory: the computation was too large");
        } catch (RuntimeException e) {
            String m = e.getMessage();
            throw error("cgx failed: " + (m == null || m.isBlank() ? "internal error" : m.lines().findFirst().orElse(m)));
        } finally {
            if (outer) {
                computing = null;
                if (previousHandler != null) CtrlC.restore(previousHandler);
                Thread.interrupted(); // an interrupt that came too late for the call is dropped
            }
        }
    }

    /**
     * From now on Ctrl-C (SIGINT) during a cgx computation stops that computation (cgx's kernels
     * poll for it) and keeps the session; between computations it does what it did before
     * (in CGSuite's REPL: whatever CGSuite and its terminal library do).
     */
    public void stopComputationsOnCtrlC() { ctrlCStopsComputations = true; }

    /** Ctrl-C: stops the cgx computation in progress; false if none is running. */
    boolean interruptComputation() {
        Thread t = computing;
        if (t == null) return false;
        t.interrupt();
        return true;
    }

    /** CGSuite's own kind of error with this message (no cause, so no stack trace is shown). */
    static EvalException error(String message) {
        return org.cgsuite.exception.EvalException$.MODULE$.apply(message, null, Option.empty());
    }
}
