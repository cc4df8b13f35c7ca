package cgx.cgsuite;

import cgx.core.CgxException;
import cgx.heap.HeapGame;
import cgx.heap.HeapPosition;
import cgx.heap.HeapRules;
import cgx.heap.HeapRuleset;
import cgx.heap.Subtraction;
import cgx.heap.TakeAndBreakCode;
import org.cgsuite.lang.CgscriptClass;
import org.cgsuite.lang.StandardObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CGSuite's heap rulesets as cgx's, and back. A CGSuite ruleset becomes its exact cgx equivalent
 * where there is one: a take-and-break code cgx reads (CGSuite's {@code Subtraction([1,2,5])} is
 * {@code TakeAndBreak("0.33003")}, so the octal game), an all-but subtraction code
 * ({@code 0.300303330[3]}, and {@code 0.[3]}, Nim) as cgx's {@code Subtraction(set, AllBut => true)}.
 * Any other CGSuite heap ruleset (a code cgx does not read such as {@code 4!.0}, {@code Spawning},
 * {@code HeapRuleset(fn)}, a CGScript subclass of {@code HeapRuleset}) becomes a cgx
 * {@link HeapRules} whose moves are CGSuite's own {@code HeapOptions}, asked once per heap size.
 * Back: a cgx ruleset becomes the CGSuite ruleset it came from, or CGSuite's {@code TakeAndBreak}
 * of its code; a position of one becomes CGSuite's heap {@code R(n)} or the sum {@code R(a) + R(b)}.
 */
final class HeapRulesets {
    private static final String HEAP_RULESET = "game.heap.HeapRuleset";
    /** An all-but subtraction code: digits 0 and 3, then 3 repeated for ever. */
    private static final Pattern ALL_BUT = Pattern.compile("0\\.([03]*)\\[3\\]");

    private final Map<Object, HeapGame> toCgx = new ConcurrentHashMap<>();
    private final Map<HeapGame, Object> toCgsuite = new ConcurrentHashMap<>();

    /** The cgx game of a CGSuite heap ruleset, or null if {@code v} is not one. */
    HeapGame ruleset(Object v) {
        if (!isHeapRuleset(v)) return null;
        HeapGame done = toCgx.get(v);
        if (done != null) return done;
        HeapGame g = HeapGame.of(equivalent(v));
        toCgx.putIfAbsent(v, g);
        toCgsuite.putIfAbsent(g, v);
        return g;
    }

    /** What cgx functions take for a CGSuite ruleset: its code where cgx reads it (as for a code typed in cgx), else the ruleset. */
    Object argument(HeapGame g) {
        return g.rules() instanceof TakeAndBreakCode c ? c.toString() : g;
    }

    static boolean isHeapRuleset(Object v) {
        if (v instanceof org.cgsuite.core.impartial.HeapRuleset) return true;
        if (!(v instanceof StandardObject so)) return false;
        for (CgscriptClass c : scala.jdk.javaapi.CollectionConverters.asJava(so.cls().ancestors())) {
            if (c.qualifiedName().equals(HEAP_RULESET)) return true;
        }
        return false;
    }

    private HeapRuleset equivalent(Object v) {
        if (v instanceof org.cgsuite.core.impartial.TakeAndBreak t) {
            String code = t.code();
            Matcher m = ALL_BUT.matcher(code);
            if (m.matches()) {
                List<Integer> barred = new ArrayList<>();
                String digits = m.group(1);
                for (int j = 0; j < digits.length(); j++) if (digits.charAt(j) == '0') barred.add(j + 1);
                return Subtraction.of(barred.stream().mapToInt(Integer::intValue).toArray(), true);
            }
            try {
                return TakeAndBreakCode.parse(code);
            } catch (CgxException e) {
                // a code beyond cgx's digits (4!.0, 0.[37], {2+}.0): CGSuite's own moves
            }
        }
        return new HeapRules(n -> options(v, n), "game.heap." + Values.cgsuiteOutput(v));
    }

    /** CGSuite's moves from a heap of {@code n} of ruleset {@code v}: its public {@code HeapOptions}, as a black box. */
    private static int[][] options(Object v, int n) {
        org.cgsuite.core.Integer size = org.cgsuite.core.Integer$.MODULE$.apply(scala.math.BigInt$.MODULE$.apply(n));
        Object opts;
        try {
            opts = v instanceof org.cgsuite.core.impartial.HeapRuleset r
                    ? r.heapOptions(size)
                    : Cgscript.eval("r.HeapOptions(n)", Map.of("r", v, "n", size));
        } catch (RuntimeException e) {
            throw new CgxException("CGSuite's " + Values.cgsuiteOutput(v) + ".HeapOptions(" + n + ") failed: " + e.getMessage());
        }
        if (!(opts instanceof scala.collection.Iterable<?> moves))
            throw new CgxException(Values.cgsuiteOutput(v) + ".HeapOptions(" + n + ") is not a collection of moves");
        List<int[]> out = new ArrayList<>();
        for (Object move : scala.jdk.javaapi.CollectionConverters.asJava(moves)) {
            if (!(move instanceof scala.collection.Iterable<?> heaps))
                throw new CgxException(Values.cgsuiteOutput(v) + ".HeapOptions(" + n + "): a move must be a collection of heaps, got " + move);
            List<Integer> left = new ArrayList<>();
            for (Object h : scala.jdk.javaapi.CollectionConverters.asJava(heaps)) {
                if (!(h instanceof org.cgsuite.core.Integer i) || !i.isSmallInteger())
                    throw new CgxException(Values.cgsuiteOutput(v) + ".HeapOptions(" + n + "): a heap must be an integer, got " + h);
                left.add(i.intValue());
            }
            out.add(left.stream().mapToInt(Integer::intValue).toArray());
        }
        return out.toArray(new int[0][]);
    }

    // ------------------------------------------------------------------ cgx -> CGSuite

    /** CGSuite's ruleset for a cgx one: the one it came from, or {@code TakeAndBreak} of its code; null if CGSuite has none. */
    Object toCgsuite(HeapGame g) {
        Object done = toCgsuite.get(g);
        if (done != null) return done;
        Object r = null;
        try {
            if (g.code() != null) r = org.cgsuite.core.impartial.TakeAndBreak.apply(g.code().toString());
            else if (g.rules() instanceof Subtraction s && s.isAllBut()) {
                List<Object> set = new ArrayList<>();
                for (int k : s.set()) set.add(org.cgsuite.core.Integer$.MODULE$.apply(scala.math.BigInt$.MODULE$.apply(k)));
                r = org.cgsuite.core.impartial.TakeAndBreak.fromSubtractionSet(
                        scala.jdk.javaapi.CollectionConverters.asScala(set), "3", Boolean.TRUE);
            }
        } catch (RuntimeException e) {
            return null; // a code CGSuite does not read: no CGSuite ruleset
        }
        if (r != null) {
            toCgsuite.putIfAbsent(g, r);
            toCgx.putIfAbsent(r, g);
        }
        return r;
    }

    /** CGSuite's heap {@code R(n)}, or the sum of its heaps; null if CGSuite has no such ruleset (or the sum is empty). */
    Object toCgsuite(HeapPosition p) {
        int[] heaps = p.heaps();
        if (heaps.length == 0) return null;
        Object r = toCgsuite(p.ruleset());
        if (r == null) return null;
        StringBuilder sum = new StringBuilder();
        for (int h : heaps) sum.append(sum.length() > 0 ? " + " : "").append("r(").append(h).append(")");
        return Cgscript.eval(sum.toString(), Map.of("r", r));
    }
}
