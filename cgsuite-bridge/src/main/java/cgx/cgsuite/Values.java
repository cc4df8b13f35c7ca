package cgx.cgsuite;

import cgx.core.CgxException;
import cgx.core.Rational;
import cgx.heap.HeapGame;
import cgx.heap.HeapPosition;
import cgx.lang.CgxList;
import cgx.lang.CgxSet;
import cgx.lang.Nil;
import cgx.lang.Runtime;
import cgx.misere.MisereGame;
import cgx.scoring.guaranteed.Conway;
import org.cgsuite.core.ImpartialGame;
import org.cgsuite.core.RationalNumber;
import org.cgsuite.core.misere.MisereCanonicalGame;
import org.cgsuite.core.misere.MisereCanonicalGame$;
import org.cgsuite.lang.StandardObject;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Values across the border. Where CGSuite has the concept, its own value is used on its side:
 * integers and rationals, booleans, strings, lists, sets, misère canonical forms (by structure,
 * memoised both ways), take-and-break rulesets; every other cgx value travels as a
 * {@link CgxObject} of the CGScript class declared for its type.
 */
final class Values {
    private final Runtime runtime;
    private final Function<Object, CgxObject> wrap;

    /** CGSuite misère forms by cgx form id, and back (both sides intern their forms). */
    private final Map<Integer, MisereCanonicalGame> toCgsuiteForms = new ConcurrentHashMap<>();
    private final Map<MisereCanonicalGame, MisereGame> toCgxForms = new ConcurrentHashMap<>();

    /** CGSuite's heap rulesets as cgx's, and back. */
    private final HeapRulesets rulesets = new HeapRulesets();

    Values(Runtime runtime, Function<Object, CgxObject> wrap) {
        this.runtime = runtime;
        this.wrap = wrap;
    }

    // ------------------------------------------------------------------ cgx -> CGSuite

    Object toCgsuite(Object v) {
        if (v == null || v instanceof Nil) return null;
        if (v instanceof Rational r) return number(r);
        if (v instanceof Boolean || v instanceof String) return v;
        if (v instanceof CgxList l) {
            List<Object> out = new ArrayList<>(l.size());
            for (Object x : l) out.add(toCgsuite(x));
            return scala.jdk.javaapi.CollectionConverters.asScala(out).toVector();
        }
        if (v instanceof CgxSet s) {
            List<Object> out = new ArrayList<>(s.size());
            for (Object x : s) out.add(toCgsuite(x));
            return scala.collection.immutable.Set$.MODULE$.from(scala.jdk.javaapi.CollectionConverters.asScala(out));
        }
        if (v instanceof MisereGame g) return misereToCgsuite(g);
        if (v instanceof HeapGame t) {
            Object r = rulesets.toCgsuite(t);
            return r != null ? r : wrap.apply(v); // a ruleset CGSuite has no class for stays a cgx ruleset
        }
        if (v instanceof HeapPosition p) {
            Object h = rulesets.toCgsuite(p);
            return h != null ? h : wrap.apply(v);
        }
        return wrap.apply(v);
    }

    static Object number(Rational r) {
        org.cgsuite.core.Integer num = org.cgsuite.core.Integer$.MODULE$.apply(scala.math.BigInt$.MODULE$.apply(r.numerator()));
        if (r.isInteger()) return num;
        org.cgsuite.core.Integer den = org.cgsuite.core.Integer$.MODULE$.apply(scala.math.BigInt$.MODULE$.apply(r.denominator()));
        return org.cgsuite.core.RationalNumber$.MODULE$.apply(num, den);
    }

    /** cgx's canonical form as CGSuite's, option by option (each shared form converted once). */
    MisereCanonicalGame misereToCgsuite(MisereGame g) {
        MisereCanonicalGame done = toCgsuiteForms.get(g.id());
        if (done != null) return done;
        // iterative post-order walk: forms can be deep
        IdentityHashMap<MisereGame, Boolean> onStack = new IdentityHashMap<>();
        ArrayList<MisereGame> stack = new ArrayList<>();
        stack.add(g);
        while (!stack.isEmpty()) {
            MisereGame top = stack.get(stack.size() - 1);
            if (toCgsuiteForms.containsKey(top.id())) {
                stack.remove(stack.size() - 1);
                continue;
            }
            boolean ready = true;
            if (onStack.put(top, Boolean.TRUE) == null) {
                for (MisereGame o : top.options()) {
                    if (!toCgsuiteForms.containsKey(o.id())) {
                        stack.add(o);
                        ready = false;
                    }
                }
            }
            if (!ready) continue;
            List<MisereCanonicalGame> opts = new ArrayList<>(top.optionCount());
            for (MisereGame o : top.options()) opts.add(toCgsuiteForms.get(o.id()));
            MisereCanonicalGame c = MisereCanonicalGame$.MODULE$.apply(
                    scala.jdk.javaapi.CollectionConverters.asScala(opts).toSeq());
            toCgsuiteForms.put(top.id(), c);
            toCgxForms.putIfAbsent(c, top);
            stack.remove(stack.size() - 1);
        }
        return toCgsuiteForms.get(g.id());
    }

    // ------------------------------------------------------------------ CGSuite -> cgx

    Object toCgx(Object v) {
        if (v == null) return Nil.NIL;
        if (v instanceof CgxObject o) return o.value();
        if (v instanceof org.cgsuite.core.Integer i) return Rational.of(bigInteger(i));
        if (v instanceof RationalNumber r) {
            if (bigInteger(r.denominator()).signum() == 0) throw new CgxException("cgx has no infinite numbers: " + r);
            return Rational.of(bigInteger(r.numerator()), bigInteger(r.denominator()));
        }
        if (v instanceof Boolean || v instanceof String) return v;
        if (v instanceof MisereCanonicalGame g) return misereToCgx(g);
        HeapGame ruleset = rulesets.ruleset(v);
        if (ruleset != null) return rulesets.argument(ruleset);
        Object heap = heapToCgx(v);
        if (heap != null) return heap;
        // any other impartial game of CGSuite's (*3, a heap of HeapRuleset(fn), a sum): its misère canonical form
        if (v instanceof ImpartialGame g) return misereToCgx(g.misereCanonicalForm());
        // a normal-play game ({0|*}, ^, ±1): Conway's game inside guaranteed scoring play, ∅^0 for no options
        if (v instanceof org.cgsuite.core.CanonicalShortGame g) return Conway.embed(g, Values::leftOptions, Values::rightOptions);
        if (v instanceof scala.collection.Map<?, ?>) {
            throw new CgxException("a map is read only as the last argument, for keyword arguments such as {\"MaxHeap\" => 24}");
        }
        if (v instanceof scala.collection.Set<?> s) {
            LinkedHashSet<Object> out = new LinkedHashSet<>();
            scala.jdk.javaapi.CollectionConverters.asJava(s).forEach(x -> out.add(toCgx(x)));
            return CgxSet.from(out);
        }
        if (v instanceof scala.collection.Iterable<?> l) {
            List<Object> out = new ArrayList<>();
            scala.jdk.javaapi.CollectionConverters.asJava(l).forEach(x -> out.add(toCgx(x)));
            return CgxList.from(out);
        }
        throw new CgxException("cgx cannot take a value of CGSuite class " + cgsuiteClassName(v));
    }

    private static List<org.cgsuite.core.CanonicalShortGame> leftOptions(org.cgsuite.core.CanonicalShortGame g) { return listOf(g.leftOptions()); }

    private static List<org.cgsuite.core.CanonicalShortGame> rightOptions(org.cgsuite.core.CanonicalShortGame g) { return listOf(g.rightOptions()); }

    private static List<org.cgsuite.core.CanonicalShortGame> listOf(scala.collection.Iterable<org.cgsuite.core.CanonicalShortGame> options) {
        List<org.cgsuite.core.CanonicalShortGame> out = new ArrayList<>();
        scala.jdk.javaapi.CollectionConverters.asJava(options).forEach(out::add);
        return out;
    }

    /** The value a cgx method is called on: a CGSuite ruleset becomes cgx's ruleset (not its code). */
    Object receiver(Object v) {
        HeapGame ruleset = rulesets.ruleset(v);
        return ruleset != null ? ruleset : toCgx(v);
    }

    /** How CGSuite prints {@code v}. */
    static String cgsuiteOutput(Object v) {
        if (v instanceof org.cgsuite.core.impartial.TakeAndBreak t) return "TakeAndBreak(\"" + t.code() + "\")";
        try {
            return String.valueOf(v instanceof org.cgsuite.output.OutputTarget t ? t.toOutput() : v);
        } catch (RuntimeException e) {
            return String.valueOf(v);
        }
    }

    static String cgsuiteClassName(Object v) {
        try {
            return org.cgsuite.lang.CgscriptClass$.MODULE$.of(v).qualifiedName();
        } catch (RuntimeException e) {
            return "unknown";
        }
    }

    private static BigInteger bigInteger(org.cgsuite.core.Integer i) {
        return i.bigIntValue().bigInteger();
    }

    /** CGSuite's heap of a ruleset cgx understands ({@code R(10)}), or a disjunctive sum of such heaps; else null. */
    private Object heapToCgx(Object v) {
        if (v instanceof StandardObject so && so.enclosingObj() != null && so.objArgs().length == 1
                && so.objArgs()[0] instanceof org.cgsuite.core.Integer n) {
            HeapGame ruleset = rulesets.ruleset(so.enclosingObj());
            if (ruleset != null && n.isSmallInteger()) return ruleset.heap(n.intValue());
        }
        if (v instanceof org.cgsuite.core.CompoundImpartialGame c && c.productArity() == 3
                && String.valueOf(c.productElement(0)).contains("Disjunctive")) {
            Object a = heapToCgx(c.productElement(1));
            Object b = heapToCgx(c.productElement(2));
            if (a != null && b != null) return runtime.applyArith("+", a, b);
        }
        return null;
    }

    /** CGSuite's canonical form as cgx's, option by option (memoised). */
    MisereGame misereToCgx(MisereCanonicalGame g) {
        MisereGame done = toCgxForms.get(g);
        if (done != null) return done;
        ArrayList<MisereCanonicalGame> stack = new ArrayList<>();
        stack.add(g);
        while (!stack.isEmpty()) {
            MisereCanonicalGame top = stack.get(stack.size() - 1);
            if (toCgxForms.containsKey(top)) {
                stack.remove(stack.size() - 1);
                continue;
            }
            List<MisereCanonicalGame> opts = new ArrayList<>();
            scala.jdk.javaapi.CollectionConverters.asJava(top.options()).forEach(opts::add);
            boolean ready = true;
            for (MisereCanonicalGame o : opts) {
                if (!toCgxForms.containsKey(o)) {
                    stack.add(o);
                    ready = false;
                }
            }
            if (!ready) continue;
            List<MisereGame> cgx = new ArrayList<>(opts.size());
            for (MisereCanonicalGame o : opts) cgx.add(toCgxForms.get(o));
            MisereGame m = MisereGame.of(cgx);
            toCgxForms.put(top, m);
            toCgsuiteForms.putIfAbsent(m.id(), top);
            stack.remove(stack.size() - 1);
        }
        return toCgxForms.get(g);
    }
}
