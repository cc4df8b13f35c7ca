package cgx.lang;

import cgx.core.Rational;
import cgx.core.Outcome;
import cgx.core.CgxException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The one registry every plugin registers with, and the dispatch the evaluator uses:
 * functions by name, methods by (type, name) with lookup along superclasses and interfaces,
 * operators by (op, left type, right type), printers, and literal factories. Every name has one
 * owner and literal kinds are shared; see {@link Registry} for the rules. A plug-in is installed
 * whole or not at all: its registrations are collected, checked against what is registered, and
 * only then applied.
 */
public final class Runtime implements Registry {
    private static final cgx.core.Log LOG = cgx.core.Log.of(Runtime.class.getName());

    /** A registered function or method with its documentation and the plugin that registered it. */
    public record Entry<F>(String name, String doc, F fn, String plugin) {}

    /** A binary operator's operand types, as registered. */
    public record OperandTypes(Class<?> left, Class<?> right) {}

    private final Map<String, Entry<NativeFunction>> functions = new TreeMap<>();
    private final Map<Class<?>, Map<String, Entry<NativeMethod<Object>>>> methods = new HashMap<>();
    private final Map<Class<?>, String> typeNames = new LinkedHashMap<>();
    private final Map<Class<?>, Function<Object, String>> printers = new HashMap<>();
    private final Map<String, Map<Class<?>, Map<Class<?>, BiFunction<Object, Object, Object>>>> binaries = new HashMap<>();
    private final Map<String, Map<Class<?>, Function<Object, Object>>> unaries = new HashMap<>();
    private final List<String> pluginNames = new ArrayList<>();
    /** Each installed plug-in by name: its class loader holds its reference entries ({@link Reference}). */
    private final Map<String, Plugin> pluginObjects = new HashMap<>();
    private final Map<String, Object> constants = new HashMap<>();
    private final Map<String, Integer> deferredArguments = new HashMap<>();
    private final List<Owned<GameLiteralFactory>> gameLiterals = new ArrayList<>();
    private final List<Owned<SidedGameLiteralFactory>> sidedGameLiterals = new ArrayList<>();
    private final List<Owned<Function<String, Object>>> starLiterals = new ArrayList<>();
    private final List<Owned<Function<String, Object>>> nameResolvers = new ArrayList<>();
    /** Plug-ins found but installed only when first needed ({@link PluginIndex}). */
    private final DeferredPlugins deferred = new DeferredPlugins();
    /** Each plug-in's place in discovery (or installation) order: literal kinds and name resolvers keep it. */
    private final Map<String, Integer> ranks = new HashMap<>();
    /** The owner of every registered key: ("function", name), ("method", type, name), ... */
    private final Map<List<Object>, String> owners = new HashMap<>();
    private String currentPlugin = "core";

    /** A literal factory (or name resolver), the plug-in that registered it and that plug-in's rank. */
    private record Owned<F>(F value, String plugin, int rank) {}

    /** Adds {@code o} after every entry of a lower or equal rank: registration order within a plug-in, discovery order across. */
    private static <F> void addRanked(List<Owned<F>> list, Owned<F> o) {
        int i = list.size();
        while (i > 0 && list.get(i - 1).rank() > o.rank()) i--;
        list.add(i, o);
    }

    private int rank(String plugin) {
        return plugin.equals("core") ? -1 : ranks.computeIfAbsent(plugin, k -> ranks.size());
    }

    public Runtime() {
        CoreLibrary.register(this);
    }

    /**
     * Keeps each of {@code plugins} waiting until a key of its index ({@code indexes}, in the same
     * order) is looked up ({@link PluginLoading}). Lookups take no lock: a Runtime serves one
     * evaluation at a time (a worksheet line, a kernel's cell, a script).
     */
    synchronized void defer(List<Plugin> plugins, List<PluginIndex> indexes) {
        for (int k = 0; k < plugins.size(); k++) {
            Plugin p = plugins.get(k);
            if (pluginNames.contains(p.name()) || deferred.names().contains(p.name()) || p.name().equals("core")) {
                throw new CgxException("a plug-in named " + p.name() + " is already installed");
            }
            rank(p.name());
            deferred.add(p, indexes.get(k));
        }
        deferred.publish();
    }

    /**
     * Installs, in discovery order, the waiting plug-ins whose keys {@code needs} accepts; true if
     * there was one. Asks the union of their keys first, without the lock.
     */
    private boolean installWhere(java.util.function.Predicate<DeferredPlugins.Keys> needs) {
        DeferredPlugins.Keys all = deferred.keys();
        if (all == null || !needs.test(all)) return false;
        synchronized (this) {
            List<Plugin> ps = deferred.select(needs);
            for (Plugin p : ps) {
                installNow(p); // one that fails stays waiting, and fails again when next needed
                deferred.installed(p);
                LOG.debug("installed plug-in {0} ({1}) when first needed", p.name(), p.getClass().getName());
            }
            return !ps.isEmpty();
        }
    }

    /** Installs every plug-in still waiting; true if there was one. */
    public boolean installAll() { return installWhere(k -> true); }

    /**
     * Registers one plugin, whole or not at all: a name, operator, printer, type name or constant
     * it registers that is already registered (by another plug-in, the core library, or itself) is
     * a {@link CgxException} naming both plug-ins, and then nothing of it is installed.
     */
    public synchronized void install(Plugin p) {
        if (deferred.names().contains(p.name())) throw new CgxException("a plug-in named " + p.name() + " is already installed");
        installNow(p);
    }

    private void installNow(Plugin p) {
        if (pluginNames.contains(p.name()) || p.name().equals("core")) {
            throw new CgxException("a plug-in named " + p.name() + " is already installed");
        }
        Staging staging = new Staging();
        p.register(staging);
        Map<List<Object>, String> mine = new HashMap<>();
        for (Registration r : staging.registrations) {
            if (r.key() == null) continue;
            String first = owners.containsKey(r.key()) ? owners.get(r.key()) : mine.containsKey(r.key()) ? p.name() : null;
            if (first != null) throw conflict(r.what(), first, p.name());
            mine.put(r.key(), r.what());
        }
        currentPlugin = p.name();
        rank(p.name());
        try {
            for (Registration r : staging.registrations) commit(r);
            pluginNames.add(p.name());
            pluginObjects.put(p.name(), p);
        } finally {
            currentPlugin = "core";
        }
    }

    private static CgxException conflict(String what, String first, String second) {
        return new CgxException(what + " is registered twice: by plug-in " + first + " and by plug-in " + second);
    }

    /** One registration: the key it owns (null for a shared literal kind), how to name it, and how to apply it. */
    private record Registration(List<Object> key, String what, Runnable apply) {}

    private void commit(Registration r) {
        if (r.key() != null) {
            String first = owners.putIfAbsent(r.key(), currentPlugin);
            if (first != null) throw conflict(r.what(), first, currentPlugin);
        }
        r.apply().run();
    }

    /** Collects a plug-in's registrations, so that they can be checked before any is applied. */
    private final class Staging implements Registry {
        final List<Registration> registrations = new ArrayList<>();

        @Override public void type(Class<?> type, String name) { registrations.addAll(typeRegistration(type, name)); }
        @Override public void function(String name, String doc, NativeFunction fn) { registrations.add(functionRegistration(name, doc, fn)); }
        @Override public <T> void method(Class<T> type, String name, String doc, NativeMethod<T> m) { registrations.add(methodRegistration(type, name, doc, m)); }
        @Override public <T> void printer(Class<T> type, Function<? super T, String> p) { registrations.add(printerRegistration(type, p)); }
        @Override public <A, B> void binary(String op, Class<A> l, Class<B> r, BiFunction<? super A, ? super B, Object> fn) { registrations.add(binaryRegistration(op, l, r, fn)); }
        @Override public <A> void unary(String op, Class<A> type, Function<? super A, Object> fn) { registrations.add(unaryRegistration(op, type, fn)); }
        @Override public void constant(String name, Object value) { registrations.add(constantRegistration(name, value)); }
        @Override public void nameResolver(Function<String, Object> r) { registrations.add(nameResolverRegistration(r)); }
        @Override public java.util.function.Consumer<String> output() { return Runtime.this.output(); }
        @Override public void gameLiteral(GameLiteralFactory f) { registrations.add(gameLiteralRegistration(f)); }
        @Override public void sidedGameLiteral(SidedGameLiteralFactory f) { registrations.add(sidedGameLiteralRegistration(f)); }
        @Override public void starLiteral(Function<String, Object> f) { registrations.add(starLiteralRegistration(f)); }
    }

    public List<String> plugins() {
        installAll();
        return List.copyOf(pluginNames);
    }

    /** The plug-ins installed so far (tests: the others wait, {@link #defer}). */
    List<String> installedPlugins() { return List.copyOf(pluginNames); }

    // ------------------------------------------------------------------ Registry

    // The core library registers directly (as plug-in "core"); plug-ins through install's staging.

    @Override
    public void type(Class<?> type, String name) { typeRegistration(type, name).forEach(this::commit); }

    @Override
    public void function(String name, String doc, NativeFunction fn) { commit(functionRegistration(name, doc, fn)); }

    @Override
    public <T> void method(Class<T> type, String name, String doc, NativeMethod<T> method) { commit(methodRegistration(type, name, doc, method)); }

    @Override
    public <T> void printer(Class<T> type, Function<? super T, String> printer) { commit(printerRegistration(type, printer)); }

    @Override
    public <A, B> void binary(String op, Class<A> left, Class<B> right, BiFunction<? super A, ? super B, Object> fn) {
        commit(binaryRegistration(op, left, right, fn));
    }

    @Override
    public <A> void unary(String op, Class<A> type, Function<? super A, Object> fn) { commit(unaryRegistration(op, type, fn)); }

    @Override
    public void constant(String name, Object value) { commit(constantRegistration(name, value)); }

    /** A registered constant, or null. */
    public Object constant(String name) {
        if (deferred.any()) installWhere(k -> k.constants.contains(name));
        return constants.get(name);
    }

    @Override
    public void nameResolver(Function<String, Object> resolver) { commit(nameResolverRegistration(resolver)); }

    private Registration nameResolverRegistration(Function<String, Object> r) {
        return new Registration(null, "a name resolver", () -> addRanked(nameResolvers, new Owned<>(r, currentPlugin, rank(currentPlugin))));
    }

    /** The value a plug-in gives an otherwise unknown name, or null. */
    public Object resolveName(String name) {
        if (deferred.any()) installWhere(k -> k.nameResolver);
        for (Owned<Function<String, Object>> r : nameResolvers) {
            Object v = r.value().apply(name);
            if (v != null) return v;
        }
        return null;
    }

    @Override
    public void gameLiteral(GameLiteralFactory factory) { commit(gameLiteralRegistration(factory)); }

    @Override
    public void sidedGameLiteral(SidedGameLiteralFactory factory) { commit(sidedGameLiteralRegistration(factory)); }

    @Override
    public void starLiteral(Function<String, Object> factory) { commit(starLiteralRegistration(factory)); }

    // The registrations: each owns a key (what a second registration of the same thing would clash on).

    /** A class has one name, and a name one class: two registrations clash on either key. */
    private List<Registration> typeRegistration(Class<?> type, String name) {
        return List.of(new Registration(List.of("type name", name), "the type name " + name, () -> {}),
                new Registration(List.of("type", type), "the type name of " + type.getName(), () -> typeNames.put(type, name)));
    }

    private Registration functionRegistration(String name, String doc, NativeFunction fn) {
        return new Registration(List.of("function", name), "the function " + name,
                () -> functions.put(name, new Entry<>(name, doc, fn, currentPlugin)));
    }

    @SuppressWarnings("unchecked")
    private <T> Registration methodRegistration(Class<T> type, String name, String doc, NativeMethod<T> method) {
        return new Registration(List.of("method", type, name), "the method " + name + " of " + type.getName(),
                () -> methods.computeIfAbsent(type, k -> new TreeMap<>())
                        .put(name, new Entry<>(name, doc, (NativeMethod<Object>) method, currentPlugin)));
    }

    @SuppressWarnings("unchecked")
    private <T> Registration printerRegistration(Class<T> type, Function<? super T, String> printer) {
        return new Registration(List.of("printer", type), "the printer of " + type.getName(),
                () -> printers.put(type, (Function<Object, String>) printer));
    }

    @SuppressWarnings("unchecked")
    private <A, B> Registration binaryRegistration(String op, Class<A> left, Class<B> right, BiFunction<? super A, ? super B, Object> fn) {
        return new Registration(List.of("binary", op, left, right), "the operator " + op + " on " + left.getName() + " and " + right.getName(),
                () -> binaries.computeIfAbsent(op, k -> new HashMap<>()).computeIfAbsent(left, k -> new HashMap<>())
                        .put(right, (BiFunction<Object, Object, Object>) fn));
    }

    @SuppressWarnings("unchecked")
    private <A> Registration unaryRegistration(String op, Class<A> type, Function<? super A, Object> fn) {
        return new Registration(List.of("unary", op, type), "the operator " + op + " on " + type.getName(),
                () -> unaries.computeIfAbsent(op, k -> new HashMap<>()).put(type, (Function<Object, Object>) fn));
    }

    private Registration constantRegistration(String name, Object value) {
        return new Registration(List.of("constant", name), "the constant " + name, () -> constants.put(name, value));
    }

    private Registration gameLiteralRegistration(GameLiteralFactory f) {
        return new Registration(null, "a game literal", () -> addRanked(gameLiterals, new Owned<>(f, currentPlugin, rank(currentPlugin))));
    }

    private Registration sidedGameLiteralRegistration(SidedGameLiteralFactory f) {
        return new Registration(null, "a two-part game literal", () -> addRanked(sidedGameLiterals, new Owned<>(f, currentPlugin, rank(currentPlugin))));
    }

    private Registration starLiteralRegistration(Function<String, Object> f) {
        return new Registration(null, "a star literal", () -> addRanked(starLiterals, new Owned<>(f, currentPlugin, rank(currentPlugin))));
    }

    // ------------------------------------------------------------------ dispatch

    /** The classes to search for a class's methods and operators: itself, superclasses, interfaces; computed once per class. */
    private static final ClassValue<List<Class<?>>> LINEAGE = new ClassValue<>() {
        @Override
        protected List<Class<?>> computeValue(Class<?> c) {
            List<Class<?>> out = new ArrayList<>();
            for (Class<?> k = c; k != null; k = k.getSuperclass()) out.add(k);
            for (int i = 0; i < out.size(); i++) {
                for (Class<?> in : out.get(i).getInterfaces()) if (!out.contains(in)) out.add(in);
            }
            return List.copyOf(out);
        }
    };

    private static List<Class<?>> lineage(Class<?> c) {
        return LINEAGE.get(c);
    }

    public NativeFunction function(String name) {
        Entry<NativeFunction> e = functionEntry(name);
        return e == null ? null : e.fn();
    }

    /** The registered function {@code name}, or null (its plug-in installed first if it waits). */
    public Entry<NativeFunction> functionEntry(String name) {
        if (deferred.any()) installWhere(k -> k.functions.contains(name));
        return functions.get(name);
    }

    private Entry<NativeMethod<Object>> method(Object self, String name) {
        if (deferred.any()) installWhere(k -> k.method(lineage(self.getClass()), name));
        for (Class<?> k : lineage(self.getClass())) {
            Map<String, Entry<NativeMethod<Object>>> m = methods.get(k);
            if (m != null) {
                Entry<NativeMethod<Object>> e = m.get(name);
                if (e != null) return e;
            }
        }
        return null;
    }

    /**
     * Calls method {@code name} on {@code self}, or fails with "unknown method ...". Arguments the
     * method did not read are an error naming it (so a property given arguments fails).
     */
    public Object callMethod(Object self, String name, Args args) {
        Entry<NativeMethod<Object>> m = method(self, name);
        if (m == null && installAll()) m = method(self, name); // an outdated index; the suggestion lists them all
        if (m == null) throw new CgxException("unknown method " + name + " on " + typeName(self) + Help.suggestion(methodsOf(self.getClass()).keySet(), name));
        Object v;
        try {
            v = m.fn().apply(self, args);
        } catch (CgxException e) {
            throw named(m, e);
        }
        args.requireAllRead();
        return v;
    }

    /**
     * Core functions that take a computation ({@code TimeLimit(seconds, expr)}, {@code Timed(expr)}):
     * the interpreter passes that argument unevaluated, as a function that evaluates it (and calls
     * the result, if it is a function), so that the computation runs inside the call, under its
     * time budget or clock, and not before it.
     */
    void deferArgument(String function, int position) { deferredArguments.put(function, position); }

    /** The position of {@code function}'s deferred argument, or -1. */
    int deferredArgument(String function) { return deferredArguments.getOrDefault(function, -1); }

    /** Calls global function {@code name}, or fails with "no function ...". Unread arguments are an error, as for methods. */
    public Object callFunction(String name, Args args) {
        Entry<NativeFunction> f = functionEntry(name);
        if (f == null && installAll()) f = functions.get(name); // an outdated index; the suggestion lists them all
        if (f == null) throw new CgxException("no function " + name + Help.suggestion(functions.keySet(), name));
        return call(f, args);
    }

    /** Calls a registered function with {@code args}. */
    Object call(Entry<NativeFunction> f, Args args) {
        Object v;
        try {
            v = f.fn().apply(args);
        } catch (CgxException e) {
            throw named(f, e);
        }
        args.requireAllRead();
        return v;
    }

    /**
     * A plug-in's error, named by the function or method it came from: kernels write their
     * messages without worksheet names, so {@code Name: } is put in front unless the message
     * already starts with it. Errors of the user's own code (they carry a position), stops
     * (Ctrl-C, time limits) and the core library's errors are left as they are.
     */
    private static CgxException named(Entry<?> entry, CgxException e) {
        String msg = e.getMessage();
        if (entry.plugin().equals("core") || e.hasPosition() || e instanceof cgx.core.Interrupts.Stopped
                || msg == null || msg.startsWith(entry.name())) return e;
        return new CgxException(entry.name() + ": " + msg, e.getCause());
    }

    /** The binary operator for these operand types, or null. */
    public BiFunction<Object, Object, Object> binaryOp(String op, Object a, Object b) {
        if (deferred.any()) installWhere(k -> k.binary(op, lineage(a.getClass()), lineage(b.getClass())));
        return findBinary(op, a, b);
    }

    private BiFunction<Object, Object, Object> findBinary(String op, Object a, Object b) {
        Map<Class<?>, Map<Class<?>, BiFunction<Object, Object, Object>>> byLeft = binaries.get(op);
        if (byLeft == null) return null;
        List<Class<?>> lb = lineage(b.getClass());
        for (Class<?> ka : lineage(a.getClass())) {
            Map<Class<?>, BiFunction<Object, Object, Object>> byRight = byLeft.get(ka);
            if (byRight == null) continue;
            for (Class<?> kb : lb) {
                BiFunction<Object, Object, Object> f = byRight.get(kb);
                if (f != null) return f;
            }
        }
        return null;
    }

    public Object applyBinary(String op, Object a, Object b) {
        BiFunction<Object, Object, Object> f = binaryOp(op, a, b);
        if (f != null) return f.apply(a, b);
        if (op.equals("==")) return valueEquals(a, b);
        if (op.equals("!=")) return !valueEquals(a, b);
        throw new CgxException("operator " + op + " is not defined for " + typeName(a) + " and " + typeName(b));
    }

    /** Equality as {@code ==} sees it: a registered {@code ==} if there is one, else equals(). */
    public boolean valueEquals(Object a, Object b) {
        if (a instanceof CgxList x && b instanceof CgxList y) {
            if (x.size() != y.size()) return false;
            for (int i = 0; i < x.size(); i++) if (!valueEquals(x.get(i), y.get(i))) return false;
            return true;
        }
        BiFunction<Object, Object, Object> f = binaryOp("==", a, b);
        if (f != null) return Boolean.TRUE.equals(f.apply(a, b));
        return a.equals(b);
    }

    public Object applyUnary(String op, Object a) {
        if (deferred.any()) installWhere(k -> k.unary(op, lineage(a.getClass())));
        Function<Object, Object> f = findUnary(op, a);
        if (f != null) return f.apply(a);
        throw new CgxException("operator " + op + " is not defined for " + typeName(a));
    }

    private Function<Object, Object> findUnary(String op, Object a) {
        Map<Class<?>, Function<Object, Object>> m = unaries.get(op);
        if (m == null) return null;
        for (Class<?> k : lineage(a.getClass())) {
            Function<Object, Object> f = m.get(k);
            if (f != null) return f;
        }
        return null;
    }

    Object makeGame(List<Object> left, Object score, List<Object> right) {
        if (deferred.any()) installWhere(k -> k.gameLiteral);
        if (gameLiterals.isEmpty()) throw new CgxException("no plugin gives meaning to <..|..|..> literals");
        return readLiteral(gameLiterals, "this <..|..|..> literal", f -> f.make(left, score, right));
    }

    Object makeSidedGame(SidedGameLiteralFactory.Side left, SidedGameLiteralFactory.Side right) {
        if (deferred.any()) installWhere(k -> k.sidedGameLiteral);
        if (sidedGameLiterals.isEmpty()) throw new CgxException("no plugin gives meaning to <..|..> literals");
        return readLiteral(sidedGameLiterals, "this <..|..> literal", f -> f.make(left, right));
    }

    Object makeStar(String text) {
        if (deferred.any()) installWhere(k -> k.starLiteral);
        if (starLiterals.isEmpty()) throw new CgxException("no plugin gives meaning to star literals such as " + text);
        return readLiteral(starLiterals, "the star literal " + text, f -> f.apply(text));
    }

    /** Offers a literal to its kind's owners in registration order; the first that reads it wins (see {@link Registry}). */
    private static <F> Object readLiteral(List<Owned<F>> owners, String what, Function<F, Object> read) {
        List<String> reasons = new ArrayList<>();
        String onlyReason = null;
        for (Owned<F> o : owners) {
            Object v = read.apply(o.value());
            if (v instanceof Registry.Declined d) {
                reasons.add(o.plugin() + ": " + d.reason());
                onlyReason = d.reason();
            } else if (v != null) {
                return v;
            } else {
                reasons.add(o.plugin() + ": not read");
            }
        }
        // one owner: its reason is the whole story
        if (owners.size() == 1 && onlyReason != null) throw new CgxException(onlyReason);
        throw new CgxException("no plug-in reads " + what + " (" + String.join("; ", reasons) + ")");
    }

    /** Arithmetic: exact on numbers; concatenation on strings and lists; otherwise a plugin's operator. */
    public Object applyArith(String op, Object a, Object b) {
        if (a instanceof Rational x && b instanceof Rational y) {
            switch (op) {
                case "+": return x.add(y);
                case "-": return x.subtract(y);
                case "*": return x.multiply(y);
                case "/": return x.divide(y);
                case "%": {
                    BigInteger m = integerArg(y, "the modulus");
                    if (m.signum() == 0) throw new CgxException("modulo by zero");
                    return Rational.of(integerArg(x, "the left side of %").mod(m.abs()));
                }
                case "^": return power(x, y);
                default: break;
            }
        }
        if (op.equals("+") && (a instanceof String || b instanceof String) && binaryOp(op, a, b) == null) {
            return display(a) + display(b);
        }
        if (op.equals("+") && a instanceof CgxList x && b instanceof CgxList y) return x.concat(y);
        if (binaryOp(op, a, b) != null) return applyBinary(op, a, b);
        if (op.equals("-") && binaryOp("+", a, b) != null) {
            return applyBinary("+", a, applyUnary("-", b));
        }
        throw new CgxException("operator " + op + " is not defined for " + typeName(a) + " and " + typeName(b));
    }

    private Rational power(Rational x, Rational y) {
        if (!y.isInteger()) throw new CgxException("exponent must be an integer, got " + y);
        if (y.numerator().bitLength() > 31) throw new CgxException("exponent " + y + " is too large");
        int e = y.numerator().intValue();
        long bits = (long) Math.max(x.numerator().bitLength(), x.denominator().bitLength()) * Math.abs((long) e);
        if (bits > 2_000_000L) throw new CgxException("result of " + x + "^" + e + " would have more than 2,000,000 bits");
        return x.pow(e);
    }

    BigInteger integerArg(Object v, String what) {
        if (v instanceof Rational r && r.isInteger()) return r.numerator();
        throw new CgxException(what + " must be an integer, got " + typeName(v) + " " + Printer.shortForm(show(v)));
    }

    private java.util.function.Consumer<String> output = System.out::println;

    /** Where print() and progress messages write: the session's output. */
    @Override
    public java.util.function.Consumer<String> output() { return output; }

    public void setOutput(java.util.function.Consumer<String> out) { this.output = out; }

    // ------------------------------------------------------------------ names and printing

    /** The user-facing type name: Integer, Rational, Boolean, String, List, Set, Function, or a plugin's name. */
    public String typeName(Object o) {
        if (o instanceof Rational r) return r.isInteger() ? "Integer" : "Rational";
        if (o instanceof Boolean) return "Boolean";
        if (o instanceof String) return "String";
        if (o instanceof CgxList) return "List";
        if (o instanceof CgxSet) return "Set";
        if (o instanceof Callable) return "Function";
        if (o instanceof Nil) return "Nil";
        if (o instanceof Outcome) return "Outcome";
        if (deferred.any()) installWhere(k -> k.classKey(k.types, lineage(o.getClass())));
        String n = findTypeName(o.getClass());
        return n != null ? n : o.getClass().getSimpleName();
    }

    private String findTypeName(Class<?> c) {
        for (Class<?> k : lineage(c)) {
            String n = typeNames.get(k);
            if (n != null) return n;
        }
        return null;
    }

    /** The printed form of a value; it parses back to an equal value. */
    public String show(Object o) {
        StringBuilder b = new StringBuilder();
        show(o, b);
        return b.toString();
    }

    private void show(Object o, StringBuilder b) {
        if (o instanceof String s) b.append(Printer.quote(s));
        else if (o instanceof CgxList l) {
            b.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) b.append(", ");
                show(l.get(i), b);
            }
            b.append(']');
        } else if (o instanceof CgxSet s) {
            b.append('{');
            boolean first = true;
            for (Object x : s) {
                if (!first) b.append(", ");
                first = false;
                show(x, b);
            }
            b.append('}');
        } else if (o instanceof Nil) {
            b.append("nil");
        } else if (o instanceof Callable c) {
            b.append(c.name());
        } else {
            if (deferred.any()) installWhere(k -> k.classKey(k.printers, lineage(o.getClass())));
            Function<Object, String> p = findPrinter(o.getClass());
            b.append(p != null ? p.apply(o) : String.valueOf(o));
        }
    }

    private Function<Object, String> findPrinter(Class<?> c) {
        for (Class<?> k : lineage(c)) {
            Function<Object, String> p = printers.get(k);
            if (p != null) return p;
        }
        return null;
    }

    /** The text {@code print(x)} writes: strings without quotes, everything else as shown. */
    public String display(Object o) {
        return o instanceof String s ? s : show(o);
    }

    // ------------------------------------------------------------------ completion

    /** Every global function name and every method name, for tab completion. */
    public TreeSet<String> allNames() {
        installAll();
        TreeSet<String> out = new TreeSet<>(functions.keySet());
        out.addAll(constants.keySet());
        for (Map<String, ?> m : methods.values()) out.addAll(m.keySet());
        return out;
    }

    // ------------------------------------------------------------------ introspection (Help, completion, the CGSuite bridge)

    /** Every global function, by name. */
    public Map<String, Entry<NativeFunction>> functions() { installAll(); return java.util.Collections.unmodifiableMap(functions); }

    /** Every registered type with its name, in registration order. */
    public Map<Class<?>, String> types() { installAll(); return java.util.Collections.unmodifiableMap(typeNames); }

    /** The methods and properties values of {@code type} answer (its own and inherited), by name; the most specific one wins. */
    public TreeMap<String, Entry<NativeMethod<Object>>> methodsOf(Class<?> type) {
        installAll();
        TreeMap<String, Entry<NativeMethod<Object>>> all = new TreeMap<>();
        for (Class<?> k : lineage(type)) {
            Map<String, Entry<NativeMethod<Object>>> m = methods.get(k);
            if (m != null) m.values().forEach(e -> all.putIfAbsent(e.name(), e));
        }
        return all;
    }

    /** Every method as registered: by the class it was registered on (not inherited), then by name. */
    public Map<Class<?>, Map<String, Entry<NativeMethod<Object>>>> registeredMethods() {
        installAll();
        Map<Class<?>, Map<String, Entry<NativeMethod<Object>>>> out = new LinkedHashMap<>();
        methods.forEach((c, m) -> out.put(c, java.util.Collections.unmodifiableMap(m)));
        return java.util.Collections.unmodifiableMap(out);
    }

    /** The plug-in that registered the type name {@code name} ("core" for the language's own), or null. */
    public String typeOwner(String name) {
        installAll();
        return owners.get(List.of("type name", name));
    }

    /** The installed plug-in named {@code name} (null for "core" and unknown names). */
    Plugin plugin(String name) {
        installAll();
        return pluginObjects.get(name);
    }

    /** The operand types of every registered binary operator, by operator. */
    public Map<String, List<OperandTypes>> binaryOperators() {
        installAll();
        Map<String, List<OperandTypes>> out = new TreeMap<>();
        binaries.forEach((op, byLeft) -> byLeft.forEach((l, byRight) -> byRight.keySet()
                .forEach(r -> out.computeIfAbsent(op, k -> new ArrayList<>()).add(new OperandTypes(l, r)))));
        return out;
    }

    /** The operand types of every registered unary operator, by operator. */
    public Map<String, List<Class<?>>> unaryOperators() {
        installAll();
        Map<String, List<Class<?>>> out = new TreeMap<>();
        unaries.forEach((op, m) -> out.put(op, List.copyOf(m.keySet())));
        return out;
    }

    /** The named constants plugins registered. */
    public Map<String, Object> constants() { installAll(); return java.util.Collections.unmodifiableMap(constants); }

    /** Help text: all functions, or the methods of a type (by name), or one function ({@link Help}). */
    public String help(String topic) { return Help.of(this, topic); }

    /** The methods and properties of a value's type. */
    public String methodHelp(Object value) { return Reference.of(this).helpOf(value, true); }
}
