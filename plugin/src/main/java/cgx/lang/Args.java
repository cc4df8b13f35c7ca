package cgx.lang;

import cgx.core.Rational;
import cgx.core.CgxException;

import java.math.BigInteger;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The arguments of a call: positional values and keyword arguments ({@code MaxHeap => 24}),
 * with typed accessors whose errors name the call, the argument and the type expected.
 *
 * <p>Args records which arguments the callee used: a positional argument is used when it is read
 * ({@link #get} and the typed accessors, or {@link #positional()}) or accepted by {@link #count},
 * a keyword when it is read or accepted by {@link #keywords(String...)}. After a native function
 * or method returns, the runtime calls {@link #requireAllRead()}, so an argument the callee
 * ignores (e.g. {@code (*2).Birthday(5, 6)}) is an error naming it, without each registration
 * checking its own arguments.
 */
public final class Args {
    private final String callName;
    private final List<Object> positional;
    private final Map<String, Object> keywords;
    private final Function<Object, String> typeNamer;
    private final Consumer<String> progress;
    private long used;              // bit i: positional argument i was used (i < 64)
    private boolean allUsed;        // every positional argument was used
    private Set<String> keywordsUsed;
    private boolean allKeywordsUsed;

    public Args(String callName, List<Object> positional, Map<String, Object> keywords, Function<Object, String> typeNamer) {
        this(callName, positional, keywords, typeNamer, null);
    }

    /** {@code progress} receives the progress lines of a long computation: the calling session's output (null: discarded). */
    public Args(String callName, List<Object> positional, Map<String, Object> keywords, Function<Object, String> typeNamer,
                Consumer<String> progress) {
        this.progress = progress == null ? line -> { } : progress;
        this.callName = callName;
        this.positional = positional;
        this.keywords = keywords == null ? Collections.emptyMap() : keywords;
        this.typeNamer = typeNamer == null ? o -> o.getClass().getSimpleName() : typeNamer;
    }

    /** Positional arguments only, for calling a {@link Callable} from Java. */
    public static Args of(String callName, Object... values) {
        return new Args(callName, List.of(values), null, null);
    }

    /** The same type naming, other values: for a plugin calling back into a user's function. */
    public Args derive(String name, Object... values) {
        return new Args(name, List.of(values), null, typeNamer, progress);
    }

    /** The same arguments under another call name (a function value called through a variable). */
    Args renamed(String name) {
        return new Args(name, positional, keywords, typeNamer, progress);
    }

    /**
     * Where a long computation writes its progress lines: the session that made the call. Kernels
     * take it as a plain {@code Consumer<String>} and never write to {@code System.out}.
     */
    public Consumer<String> progress() { return progress; }

    public String callName() { return callName; }
    public int size() { return positional.size(); }
    /** Every positional argument (all count as used). */
    public List<Object> positional() {
        allUsed = true;
        return positional;
    }
    /** Every keyword argument (all count as used). */
    public Map<String, Object> keywords() {
        allKeywordsUsed = true;
        return keywords;
    }

    private void use(int i) {
        if (i < 64) used |= 1L << i;
        else allUsed = true;
    }

    private boolean isUsed(int i) { return allUsed || (i < 64 && (used >> i & 1) != 0); }

    private void useKeyword(String k) {
        if (keywordsUsed == null) keywordsUsed = new HashSet<>();
        keywordsUsed.add(k);
    }

    /**
     * Fails if the callee left a positional or keyword argument unused: "Birthday takes no
     * arguments, got 2", "F: argument 3 is not used (F takes 2)", "F has no keyword argument K".
     */
    public void requireAllRead() {
        int n = positional.size();
        if (!allUsed && n > 0) {
            int taken = 0;
            for (int i = 0; i < n; i++) if (isUsed(i)) taken = i + 1;
            for (int i = 0; i < n; i++) {
                if (isUsed(i)) continue;
                if (taken == 0) throw new CgxException(callName + " takes no arguments, got " + n);
                throw new CgxException(callName + ": argument " + (i + 1) + " is not used (" + callName + " takes "
                        + (taken == 1 ? "1 argument" : taken + " arguments") + ")");
            }
        }
        if (!allKeywordsUsed) {
            for (String k : keywords.keySet()) {
                if (keywordsUsed == null || !keywordsUsed.contains(k)) throw new CgxException(callName + " has no keyword argument " + k);
            }
        }
    }
    public String typeName(Object o) { return typeNamer.apply(o); }

    /** Checks the number of positional arguments. */
    public Args count(int min, int max) {
        int n = positional.size();
        if (n < min || n > max) {
            String expected = min == max ? String.valueOf(min) : (max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max);
            throw new CgxException(callName + " expects " + expected + " argument" + (expected.equals("1") ? "" : "s") + ", got " + n);
        }
        allUsed = true;
        return this;
    }

    public Args count(int exactly) { return count(exactly, exactly); }

    /** Checks that every keyword given is one of {@code allowed}. */
    public Args keywords(String... allowed) {
        outer:
        for (String k : keywords.keySet()) {
            for (String a : allowed) if (a.equals(k)) continue outer;
            throw new CgxException(callName + " has no keyword argument " + k
                    + (allowed.length == 0 ? "" : " (it takes " + String.join(", ", allowed) + ")"));
        }
        for (String a : allowed) useKeyword(a);
        return this;
    }

    public Object get(int i) {
        if (i >= positional.size()) throw new CgxException(callName + " expects at least " + (i + 1) + " arguments, got " + positional.size());
        use(i);
        return positional.get(i);
    }

    public boolean has(int i) { return i < positional.size(); }

    public boolean hasKeyword(String k) { return keywords.containsKey(k); }

    public Object keyword(String k, Object dflt) {
        useKeyword(k);
        return keywords.getOrDefault(k, dflt);
    }

    private CgxException wrongType(int i, String expected, Object got) {
        return new CgxException(callName + ": argument " + (i + 1) + " must be " + expected + ", got " + typeName(got) + " " + Printer.shortForm(got));
    }

    /** Argument {@code i} as an instance of {@code type}; {@code what} describes it in the error ("a scoring game"). */
    public <T> T as(int i, Class<T> type, String what) {
        Object o = get(i);
        if (!type.isInstance(o)) throw wrongType(i, what, o);
        return type.cast(o);
    }

    public Rational rational(int i) { return as(i, Rational.class, "a number"); }

    public BigInteger integer(int i) {
        Rational r = rational(i);
        if (!r.isInteger()) throw wrongType(i, "an integer", r);
        return r.numerator();
    }

    public int intArg(int i) {
        Rational r = rational(i);
        return r.intValueExact(callName + ": argument " + (i + 1));
    }

    /** A non-negative int argument, e.g. a heap size; {@code what} names it in the error. */
    public int natural(int i, String what) {
        int n = intArg(i);
        if (n < 0) throw new CgxException(callName + ": " + what + " must be non-negative, got " + n);
        return n;
    }

    public String string(int i) { return as(i, String.class, "a string"); }

    public boolean bool(int i) { return as(i, Boolean.class, "true or false"); }

    public CgxList list(int i) { return as(i, CgxList.class, "a list"); }

    public Callable callable(int i) { return as(i, Callable.class, "a function"); }

    /**
     * A take-and-break code: a string ({@code "0.15"}) or a bare code, which the grammar reads
     * as an exact decimal ({@code 0.15}) and is turned back into its digits here.
     */
    public String code(int i) {
        Object o = get(i);
        if (o instanceof String s) return s;
        if (o instanceof Rational r && r.signum() >= 0) {
            String s = r.toDecimalString();
            if (s != null) return s;
        }
        throw wrongType(i, "a code such as 0.15 or \"0.15\"", o);
    }

    /** A keyword argument that must be a non-negative int. */
    public int naturalKeyword(String k, int dflt) {
        Object o = keyword(k, null);
        if (o == null) return dflt;
        if (!(o instanceof Rational r)) throw new CgxException(callName + ": " + k + " must be a number, got " + typeName(o));
        int n = r.intValueExact(callName + ": " + k);
        if (n < 0) throw new CgxException(callName + ": " + k + " must be non-negative, got " + n);
        return n;
    }

    /** A keyword argument that must be true or false. */
    public boolean booleanKeyword(String k, boolean dflt) {
        Object o = keyword(k, null);
        if (o == null) return dflt;
        if (!(o instanceof Boolean b)) throw new CgxException(callName + ": " + k + " must be true or false, got " + typeName(o));
        return b;
    }

    /** A keyword argument that must be a number (exact). */
    public Rational rationalKeyword(String k, Rational dflt) {
        Object o = keyword(k, null);
        if (o == null) return dflt;
        if (!(o instanceof Rational r)) throw new CgxException(callName + ": " + k + " must be a number, got " + typeName(o));
        return r;
    }
}
