package cgx.lang;

import cgx.core.Rational;
import cgx.core.Outcome;
import cgx.core.Interrupts;
import cgx.core.CgxException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/** The language's own functions and methods (no game family): output, assertions, lists, numbers, help. */
final class CoreLibrary {
    private CoreLibrary() {}

    static void register(Runtime r) {
        for (Outcome o : Outcome.values()) r.constant(o.name(), o);
        r.binary("==", Outcome.class, String.class, (o, s) -> o.matches(s));
        r.binary("==", String.class, Outcome.class, (s, o) -> o.matches(s));
        r.function("print", "print(x, ...): writes its arguments (strings without quotes) on one line", a -> {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < a.size(); i++) {
                if (i > 0) b.append(' ');
                b.append(r.display(a.get(i)));
            }
            r.output().accept(b.toString());
            return Nil.NIL;
        });
        r.function("assert", "assert(cond) or assert(cond, \"message\"): stops the script with an error if cond is false", a -> {
            a.count(1, 2);
            Object c = a.get(0);
            if (!(c instanceof Boolean)) throw new CgxException("assert: the condition must be true or false, got " + r.typeName(c));
            if (!(Boolean) c) throw new CgxException("assertion failed" + (a.size() > 1 ? ": " + r.display(a.get(1)) : ""));
            return Nil.NIL;
        });
        r.function("Help", "Help(), Help(\"Name\"), Help(x): functions, one function or type, or the methods of a value", a -> {
            a.count(0, 1);
            Object x = a.size() == 0 ? null : a.get(0);
            r.output().accept(x == null ? r.help(null) : x instanceof String s ? r.help(s) : r.methodHelp(x));
            return Nil.NIL;
        });
        r.function("TypeOf", "TypeOf(x): the name of x's type", a -> r.typeName(a.count(1).get(0)));
        r.function("Str", "Str(x): the printed form of x as a string", a -> r.display(a.count(1).get(0)));
        r.function("Abs", "Abs(x): absolute value", a -> a.count(1).rational(0).abs());
        r.function("Floor", "Floor(x): the largest integer <= x", a -> Rational.of(a.count(1).rational(0).floor()));
        r.function("Ceiling", "Ceiling(x): the smallest integer >= x", a -> Rational.of(a.count(1).rational(0).negate().floor().negate()));
        r.function("Max", "Max(list) or Max(a, b, ...): the largest", a -> extreme(r, a, 1));
        r.function("Min", "Min(list) or Min(a, b, ...): the smallest", a -> extreme(r, a, -1));
        r.function("Sum", "Sum(list): the sum of the elements", a -> {
            Object acc = Rational.ZERO;
            boolean first = true;
            for (Object x : a.count(1).list(0)) {
                acc = first ? x : r.applyArith("+", acc, x);
                first = false;
            }
            return acc;
        });
        r.function("Map", "Map(f, list): [f(x) for x in list]", a -> {
            a.count(2);
            Callable f = a.callable(0);
            List<Object> out = new ArrayList<>();
            for (Object x : elements(r, a.get(1))) {
                Interrupts.check();
                out.add(f.call(a.derive(f.name(), x)));
            }
            return CgxList.from(out);
        });
        r.function("TimeLimit", "TimeLimit(seconds, expr) or TimeLimit(seconds, f): evaluates expr (or calls f()) with a time budget of its own "
                + "(within the evaluation's); a computation that stops at its time limit returns what it reached (MisereQuotient: the partial "
                + "quotient Q_n), others stop with an error", a -> {
            a.count(2);
            Rational s = a.rational(0);
            if (s.signum() <= 0) throw new CgxException("TimeLimit: seconds must be positive, got " + s);
            Callable f = a.callable(1);
            long outer = Interrupts.deadline();
            // a time budget, not a result: a double is fine here
            double ns = s.numerator().doubleValue() / s.denominator().doubleValue() * 1e9;
            long mine; // saturating: a budget of centuries is no budget, not an overflow into the past
            try { mine = Math.addExact(System.nanoTime(), ns >= 1e18 ? 1_000_000_000_000_000_000L : (long) ns); }
            catch (ArithmeticException e) { mine = Long.MAX_VALUE; }
            Interrupts.setDeadline(Math.min(outer, mine));
            try {
                return f.call(a.derive(f.name()));
            } finally {
                Interrupts.setDeadline(outer);
            }
        });
        r.function("Timed", "Timed(expr) or Timed(f): evaluates expr (or calls f()) and returns [its value, the wall-clock seconds it took (to the millisecond)]", a -> {
            a.count(1);
            Callable f = a.callable(0);
            long t0 = System.nanoTime();
            Object v = f.call(a.derive(f.name()));
            return CgxList.of(v, Rational.of((System.nanoTime() - t0) / 1_000_000, 1000));
        });
        r.deferArgument("TimeLimit", 1);
        r.deferArgument("Timed", 0);
        r.function("Filter", "Filter(f, list): the elements x with f(x) true", a -> {
            a.count(2);
            Callable f = a.callable(0);
            List<Object> out = new ArrayList<>();
            for (Object x : elements(r, a.get(1))) {
                Interrupts.check();
                Object keep = f.call(a.derive(f.name(), x));
                if (!(keep instanceof Boolean)) throw new CgxException("Filter: the function must return true or false, got " + r.typeName(keep));
                if ((Boolean) keep) out.add(x);
            }
            return CgxList.from(out);
        });
        r.function("Gcd", "Gcd(a, b): greatest common divisor of integers", a -> Rational.of(a.count(2).integer(0).gcd(a.integer(1))));
        r.function("Binomial", "Binomial(n, k)", a -> {
            a.count(2);
            int n = a.natural(0, "n");
            int k = a.natural(1, "k");
            BigInteger b = BigInteger.ONE;
            for (int i = 0; i < Math.min(k, n - k); i++) b = b.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
            return Rational.of(k > n ? BigInteger.ZERO : b);
        });

        r.type(CgxList.class, "List");
        r.method(CgxList.class, "Size", "number of elements", (l, a) -> Rational.of(a.count(0).size() == 0 ? l.size() : 0));
        r.method(CgxList.class, "Length", "number of elements", (l, a) -> Rational.of(l.size()));
        r.method(CgxList.class, "IsEmpty", "true if the list has no elements", (l, a) -> l.isEmpty());
        r.method(CgxList.class, "Contains", "L.Contains(x): true if x is an element", (l, a) -> containsValue(r, l, a.count(1).get(0)));
        r.method(CgxList.class, "IndexOf", "L.IndexOf(x): 1-based position of x, or 0", (l, a) -> {
            Object x = a.count(1).get(0);
            for (int i = 0; i < l.size(); i++) if (r.valueEquals(l.get(i), x)) return Rational.of(i + 1);
            return Rational.ZERO;
        });
        r.method(CgxList.class, "Append", "L.Append(x): a new list with x added at the end", (l, a) -> l.append(a.count(1).get(0)));
        r.method(CgxList.class, "Concat", "L.Concat(M): L followed by M", (l, a) -> l.concat(a.count(1).list(0)));
        r.method(CgxList.class, "Reverse", "the list reversed", (l, a) -> {
            Object[] items = l.toArray();
            for (int i = 0, j = items.length - 1; i < j; i++, j--) {
                Object t = items[i];
                items[i] = items[j];
                items[j] = t;
            }
            return CgxList.wrap(items);
        });
        r.method(CgxList.class, "Sorted", "the list sorted (numbers or strings), or L.Sorted(f) by key f", (l, a) -> {
            a.count(0, 1);
            List<Object> items = new ArrayList<>(l);
            if (a.size() == 1) {
                Callable f = a.callable(0);
                List<Object[]> keyed = new ArrayList<>();
                for (Object x : items) keyed.add(new Object[] {f.call(a.derive(f.name(), x)), x});
                keyed.sort((p, q) -> compareValues(r, p[0], q[0]));
                items.clear();
                for (Object[] p : keyed) items.add(p[1]);
            } else {
                items.sort((p, q) -> compareValues(r, p, q));
            }
            return CgxList.from(items);
        });
        r.method(CgxList.class, "Sublist", "L.Sublist(i, j): elements i..j (1-based, inclusive)", (l, a) -> {
            a.count(2);
            int i = a.intArg(0);
            int j = a.intArg(1);
            if (i < 1 || j > l.size() || i > j + 1) throw new CgxException("Sublist(" + i + ", " + j + ") out of range for a list of " + l.size());
            return CgxList.from(l.subList(i - 1, j));
        });
        r.method(CgxList.class, "ToSet", "the set of the elements", (l, a) -> CgxSet.from(l));
        r.method(CgxList.class, "Sum", "the sum of the elements", (l, a) -> r.callFunction("Sum", a.derive("Sum", l)));
        r.method(CgxList.class, "Max", "the largest element", (l, a) -> extreme(r, a.derive("Max", l), 1));
        r.method(CgxList.class, "Min", "the smallest element", (l, a) -> extreme(r, a.derive("Min", l), -1));
        r.method(CgxList.class, "Map", "L.Map(f): [f(x) for x in L]", (l, a) -> r.callFunction("Map", a.derive("Map", a.count(1).get(0), l)));
        r.method(CgxList.class, "Filter", "L.Filter(f): the elements with f(x) true", (l, a) -> r.callFunction("Filter", a.derive("Filter", a.count(1).get(0), l)));

        r.type(CgxSet.class, "Set");
        r.method(CgxSet.class, "Size", "number of elements", (s, a) -> Rational.of(s.size()));
        r.method(CgxSet.class, "Contains", "S.Contains(x): true if x is an element (by ==, as L.Contains)", (s, a) -> {
            Object x = a.count(1).get(0);
            return s.contains(x) || containsValue(r, s, x);
        });
        r.method(CgxSet.class, "Union", "S.Union(T)", (s, a) -> {
            LinkedHashSet<Object> u = new LinkedHashSet<>(s);
            u.addAll(a.count(1).as(0, CgxSet.class, "a set"));
            return CgxSet.from(u);
        });
        r.method(CgxSet.class, "Intersection", "S.Intersection(T)", (s, a) -> {
            LinkedHashSet<Object> u = new LinkedHashSet<>(s);
            u.retainAll(a.count(1).as(0, CgxSet.class, "a set"));
            return CgxSet.from(u);
        });
        r.method(CgxSet.class, "ToList", "the elements as a list", (s, a) -> CgxList.from(s));

        r.type(String.class, "String");
        r.method(String.class, "Length", "number of characters", (s, a) -> Rational.of(s.length()));
        r.method(String.class, "Size", "number of characters", (s, a) -> Rational.of(s.length()));

        r.method(Rational.class, "Numerator", "the numerator in lowest terms", (q, a) -> Rational.of(q.numerator()));
        r.method(Rational.class, "Denominator", "the denominator in lowest terms", (q, a) -> Rational.of(q.denominator()));
        r.method(Rational.class, "IsInteger", "true if an integer", (q, a) -> q.isInteger());
        r.method(Rational.class, "Abs", "absolute value", (q, a) -> q.abs());
        r.method(Rational.class, "Floor", "the largest integer <= x", (q, a) -> Rational.of(q.floor()));
    }

    private static boolean containsValue(Runtime r, Iterable<?> l, Object x) {
        for (Object y : l) if (r.valueEquals(y, x)) return true;
        return false;
    }

    private static Iterable<?> elements(Runtime r, Object v) {
        if (v instanceof CgxList l) return l;
        if (v instanceof CgxSet s) return s;
        throw new CgxException("expected a list or set, got " + r.typeName(v));
    }

    static int compareValues(Runtime r, Object p, Object q) {
        if (p instanceof Rational x && q instanceof Rational y) return x.compareTo(y);
        if (p instanceof String x && q instanceof String y) return x.compareTo(y);
        if (p instanceof CgxList x && q instanceof CgxList y) {
            for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
                int c = compareValues(r, x.get(i), y.get(i));
                if (c != 0) return c;
            }
            return Integer.compare(x.size(), y.size());
        }
        if (r.binaryOp("<", p, q) != null) {
            if (Boolean.TRUE.equals(r.applyBinary("<", p, q))) return -1;
            return Boolean.TRUE.equals(r.applyBinary("<", q, p)) ? 1 : 0;
        }
        throw new CgxException("cannot order " + r.typeName(p) + " and " + r.typeName(q));
    }

    private static Object extreme(Runtime r, Args a, int sign) {
        List<Object> items = new ArrayList<>();
        if (a.size() == 1 && a.get(0) instanceof CgxList l) items.addAll(l);
        else items.addAll(a.positional());
        if (items.isEmpty()) throw new CgxException(a.callName() + " of no values");
        Comparator<Object> c = (p, q) -> compareValues(r, p, q);
        Object best = items.get(0);
        for (Object x : items) if (sign * c.compare(x, best) > 0) best = x;
        return best;
    }
}
