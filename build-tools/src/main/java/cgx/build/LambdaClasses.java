package cgx.build;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A build step (Maven's process-classes): each lambda and method reference that javac compiled to
 * an {@code invokedynamic} of {@code LambdaMetafactory.metafactory} becomes a small named class in
 * its host's package and nest ({@code Host$$Lambda3}), made by a static factory (or, capturing
 * nothing, held in a static field); the call site then calls that factory instead.
 *
 * <p>Why: on JDK 17–24 the JVM links each such call site when it first runs, through method
 * handles run by the interpreter, even when the class-data archive holds the lambda's class:
 * about 0.3 ms a site on the machines we measure, and a worksheet's start runs some 200 of them
 * (the core library's and each plug-in's registrations). A class from the archive loads in a few
 * microseconds. (JDK 25's AOT cache links the sites ahead of time; there the two are alike.)
 *
 * <p>The class does what the metafactory's class does (its documented adaptations: reference
 * casts, boxing, unboxing, through {@code Number} where the value's type is not a wrapper,
 * primitive widening) and nothing else. Sites this step does not
 * translate stay as they are: {@code altMetafactory} (serializable lambdas, marker interfaces,
 * bridges), {@code invokespecial} of anything but javac's own {@code lambda$} bodies, and an
 * arity or conversion it does not recognise.
 */
public final class LambdaClasses {
    private static final String METAFACTORY_OWNER = "java/lang/invoke/LambdaMetafactory";
    private static final Pattern GENERATED = Pattern.compile("\\$\\$Lambda\\d+(\\.class)?$");

    private LambdaClasses() {}

    /** {@code LambdaClasses DIR...}: translates the class files under each class folder. */
    public static void main(String[] args) throws IOException {
        for (String dir : args) {
            Summary s = translate(Path.of(dir));
            System.out.println("lambda classes: " + dir + ": " + s.sites() + " call sites in " + s.hosts()
                    + " classes as " + s.classes() + " classes (" + s.kept() + " kept as invokedynamic)");
        }
    }

    /** What one run did: call sites translated, the classes that held them, classes written, sites left alone. */
    public record Summary(int sites, int hosts, int classes, int kept) {}

    /**
     * Translates every class file under {@code dir} that has a metafactory call site, writing its
     * lambda classes beside it and adding them to its nest host's members. A class already
     * translated has no such site left, so a second run changes nothing.
     */
    public static Summary translate(Path dir) throws IOException {
        Map<String, Path> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(p -> p.toString().endsWith(".class") && !p.getFileName().toString().equals("module-info.class"))
                    .forEach(p -> files.put(dir.relativize(p).toString().replace('\\', '/').replaceAll("\\.class$", ""), p));
        }
        Map<String, byte[]> out = new LinkedHashMap<>();
        Map<String, List<String>> newMembers = new TreeMap<>();
        java.util.Set<String> rewritten = new java.util.HashSet<>();
        int sites = 0, hosts = 0, kept = 0;
        for (Map.Entry<String, Path> e : files.entrySet()) {
            if (!Files.exists(e.getValue())) continue; // an old lambda class deleted below
            byte[] bytes = Files.readAllBytes(e.getValue());
            // nests (JDK 11, class file 55) let the lambda class call its host's private body
            if (new ClassReader(bytes).readUnsignedShort(6) < Opcodes.V11 || !hasMetafactorySite(bytes)) continue;
            Host host = new Host(new ClassReader(bytes));
            kept += host.kept;
            if (host.translated.isEmpty()) continue;
            hosts++;
            sites += host.sites;
            deleteStale(e.getValue(), host.name);
            out.put(host.name, host.bytes);
            rewritten.add(host.name);
            for (Generated g : host.translated) {
                out.put(g.name(), g.bytes());
                newMembers.computeIfAbsent(host.nestHost, k -> new ArrayList<>()).add(g.name());
            }
        }
        for (Map.Entry<String, List<String>> e : newMembers.entrySet()) {
            byte[] top = out.get(e.getKey());
            if (top == null) {
                Path p = files.get(e.getKey());
                if (p == null) throw new IOException("nest host " + e.getKey() + " is not under " + dir);
                top = Files.readAllBytes(p);
            }
            out.put(e.getKey(), withNestMembers(top, e.getValue()));
        }
        // the lambda classes first, then the nest hosts that list them, the rewritten hosts last: a
        // build stopped in between leaves a host with its sites, which the next run translates again
        java.util.Set<String> order = new java.util.LinkedHashSet<>();
        for (String n : out.keySet()) if (GENERATED.matcher(n.substring(n.lastIndexOf('/') + 1)).find() && !rewritten.contains(n)) order.add(n);
        for (String n : out.keySet()) if (!rewritten.contains(n)) order.add(n);
        order.addAll(out.keySet());
        for (String n : order) Files.write(dir.resolve(n + ".class"), out.get(n));
        deleteOrphans(dir);
        int classes = 0;
        for (List<String> ms : newMembers.values()) classes += ms.size();
        return new Summary(sites, hosts, classes, kept);
    }

    /** Lambda classes of an earlier build of {@code host} (fewer sites now would leave them orphaned). */
    private static void deleteStale(Path hostFile, String hostName) throws IOException {
        String simple = hostName.substring(hostName.lastIndexOf('/') + 1);
        try (Stream<Path> s = Files.list(hostFile.getParent())) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String n = p.getFileName().toString();
                if (n.startsWith(simple) && GENERATED.matcher(n.substring(simple.length())).matches()) {
                    Files.delete(p);
                }
            }
        }
    }

    /** Whether a class file has a call site of {@code LambdaMetafactory.metafactory}. */
    public static boolean hasMetafactorySite(byte[] bytes) {
        boolean[] found = {false};
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInvokeDynamicInsn(String n, String d, Handle bsm, Object... args) {
                        if (isMetafactory(bsm)) found[0] = true;
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return found[0];
    }

    private static boolean isMetafactory(Handle bsm) {
        return bsm.getOwner().equals(METAFACTORY_OWNER) && bsm.getName().equals("metafactory");
    }

    private static byte[] withNestMembers(byte[] bytes, List<String> members) {
        java.util.Set<String> listed = nestMembers(bytes);
        ClassReader r = new ClassReader(bytes);
        ClassWriter w = new ClassWriter(r, 0);
        r.accept(new ClassVisitor(Opcodes.ASM9, w) {
            @Override
            public void visitEnd() {
                for (String m : members) if (!listed.contains(m)) super.visitNestMember(m);
                super.visitEnd();
            }
        }, 0);
        return w.toByteArray();
    }

    /** The class's NestMembers. */
    private static java.util.Set<String> nestMembers(byte[] bytes) {
        java.util.Set<String> out = new java.util.HashSet<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override public void visitNestMember(String m) { out.add(m); }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return out;
    }

    /** The class's NestHost, or null. */
    private static String nestHost(byte[] bytes) {
        String[] out = {null};
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override public void visitNestHost(String h) { out[0] = h; }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return out[0];
    }

    /**
     * Deletes lambda classes that no nest host lists any more (their host recompiled without
     * lambdas, or its source gone): they would name bodies that no longer exist.
     */
    private static void deleteOrphans(Path dir) throws IOException {
        List<Path> lambdas = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(p -> GENERATED.matcher(p.getFileName().toString()).find()).forEach(lambdas::add);
        }
        for (Path p : lambdas) {
            String name = dir.relativize(p).toString().replace('\\', '/').replaceAll("\\.class$", "");
            String host = nestHost(Files.readAllBytes(p));
            Path hostFile = host == null ? null : dir.resolve(host + ".class");
            if (hostFile == null || !Files.exists(hostFile) || !nestMembers(Files.readAllBytes(hostFile)).contains(name)) Files.delete(p);
        }
    }

    /** A lambda class: its internal name and class file. */
    record Generated(String name, byte[] bytes) {}

    /** One class file with its metafactory sites replaced, and the classes that replace them. */
    private static final class Host {
        final String name;
        String nestHost;
        String source;
        int version;
        int sites;
        int kept;
        final List<Generated> translated = new ArrayList<>();
        private final Map<String, Site> pending = new LinkedHashMap<>();
        final byte[] bytes;

        Host(ClassReader r) {
            name = r.getClassName();
            nestHost = name;
            ClassWriter w = new ClassWriter(r, 0);
            r.accept(new ClassVisitor(Opcodes.ASM9, w) {
                @Override
                public void visit(int v, int access, String n, String sig, String sup, String[] itfs) {
                    version = v;
                    super.visit(v, access, n, sig, sup, itfs);
                }

                @Override
                public void visitSource(String s, String debug) {
                    source = s;
                    super.visitSource(s, debug);
                }

                @Override
                public void visitNestHost(String h) {
                    nestHost = h;
                    super.visitNestHost(h);
                }

                @Override
                public MethodVisitor visitMethod(int access, String n, String desc, String sig, String[] ex) {
                    return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, n, desc, sig, ex)) {
                        @Override
                        public void visitInvokeDynamicInsn(String sam, String desc, Handle bsm, Object... args) {
                            Site site = isMetafactory(bsm) ? Site.of(sam, desc, args) : null;
                            if (site == null) {
                                if (isMetafactory(bsm)) kept++;
                                super.visitInvokeDynamicInsn(sam, desc, bsm, args);
                                return;
                            }
                            sites++;
                            // a class of its own for each site (the metafactory's objects are distinct per site too)
                            String cls = name + "$$Lambda" + translated.size();
                            translated.add(new Generated(cls, null)); // the bytes once the nest host is known
                            if (site.captured().length == 0) {
                                super.visitFieldInsn(Opcodes.GETSTATIC, cls, "INSTANCE", site.factory().getReturnType().getDescriptor());
                            } else {
                                super.visitMethodInsn(Opcodes.INVOKESTATIC, cls, "create", site.factory().getDescriptor(), false);
                            }
                            pending.put(cls, site);
                        }
                    };
                }
            }, 0);
            bytes = w.toByteArray();
            for (int i = 0; i < translated.size(); i++) {
                String g = translated.get(i).name();
                translated.set(i, new Generated(g, pending.get(g).classFile(g, nestHost, source, version)));
            }
        }
    }

    /**
     * One metafactory call site: the interface method {@code sam} (erased {@code samType}), the
     * body {@code impl}, the types it is used at ({@code instantiated}), the captured values'
     * types, and the factory's type (captured values to the interface).
     */
    record Site(String sam, Type factory, Type samType, Handle impl, Type instantiated) {
        Type[] captured() { return factory.getArgumentTypes(); }

        /** The site, or null where this step leaves it to the metafactory. */
        static Site of(String sam, String desc, Object[] args) {
            if (args.length != 3 || !(args[0] instanceof Type st) || !(args[1] instanceof Handle impl) || !(args[2] instanceof Type it)) return null;
            Site s = new Site(sam, Type.getMethodType(desc), st, impl, it);
            switch (impl.getTag()) {
                case Opcodes.H_INVOKESTATIC, Opcodes.H_INVOKEVIRTUAL, Opcodes.H_INVOKEINTERFACE, Opcodes.H_NEWINVOKESPECIAL -> { }
                // javac's bodies are private: a nestmate calls them with invokevirtual/invokeinterface
                case Opcodes.H_INVOKESPECIAL -> { if (!impl.getName().startsWith("lambda$")) return null; }
                default -> { return null; }
            }
            Type[] eff = s.implParameters();
            Type[] cap = s.captured();
            Type[] samArgs = st.getArgumentTypes();
            Type[] inst = it.getArgumentTypes();
            if (samArgs.length != inst.length || cap.length + samArgs.length != eff.length) return null;
            for (int i = 0; i < cap.length; i++) if (!Conversion.possible(cap[i], eff[i])) return null;
            for (int j = 0; j < samArgs.length; j++) {
                if (!Conversion.possible(samArgs[j], inst[j]) || !Conversion.possible(inst[j], eff[cap.length + j])) return null;
            }
            Type ret = st.getReturnType();
            if (ret.getSort() != Type.VOID && (!Conversion.possible(s.implReturn(), it.getReturnType()) || !Conversion.possible(it.getReturnType(), ret))) return null;
            return s;
        }

        /** The body's parameters as the call sees them: the receiver first for an instance method. */
        Type[] implParameters() {
            Type[] ps = Type.getArgumentTypes(impl.getDesc());
            int tag = impl.getTag();
            if (tag == Opcodes.H_INVOKESTATIC || tag == Opcodes.H_NEWINVOKESPECIAL) return ps;
            Type[] out = new Type[ps.length + 1];
            out[0] = Type.getObjectType(impl.getOwner());
            System.arraycopy(ps, 0, out, 1, ps.length);
            return out;
        }

        Type implReturn() {
            return impl.getTag() == Opcodes.H_NEWINVOKESPECIAL ? Type.getObjectType(impl.getOwner()) : Type.getReturnType(impl.getDesc());
        }

        /** The lambda class {@code name}: final, in {@code nestHost}'s nest, implementing the interface. */
        byte[] classFile(String name, String nestHost, String source, int version) {
            ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS);
            String itf = factory.getReturnType().getInternalName();
            w.visit(version, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null, "java/lang/Object", new String[] {itf});
            if (source != null) w.visitSource(source, null);
            w.visitNestHost(nestHost);
            Type[] cap = captured();
            String self = Type.getObjectType(name).getDescriptor();
            for (int i = 0; i < cap.length; i++) {
                w.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, "f" + i, cap[i].getDescriptor(), null, null).visitEnd();
            }
            String ctorDesc = Type.getMethodDescriptor(Type.VOID_TYPE, cap);
            MethodVisitor m = w.visitMethod(Opcodes.ACC_PRIVATE, "<init>", ctorDesc, null, null);
            m.visitCode();
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            int slot = 1;
            for (int i = 0; i < cap.length; i++) {
                m.visitVarInsn(Opcodes.ALOAD, 0);
                m.visitVarInsn(cap[i].getOpcode(Opcodes.ILOAD), slot);
                slot += cap[i].getSize();
                m.visitFieldInsn(Opcodes.PUTFIELD, name, "f" + i, cap[i].getDescriptor());
            }
            m.visitInsn(Opcodes.RETURN);
            m.visitMaxs(0, 0);
            m.visitEnd();
            if (cap.length == 0) {
                // capturing nothing: one instance, as the metafactory gives
                w.visitField(Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "INSTANCE", factory.getReturnType().getDescriptor(), null, null).visitEnd();
                m = w.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
                m.visitCode();
                m.visitTypeInsn(Opcodes.NEW, name);
                m.visitInsn(Opcodes.DUP);
                m.visitMethodInsn(Opcodes.INVOKESPECIAL, name, "<init>", "()V", false);
                m.visitFieldInsn(Opcodes.PUTSTATIC, name, "INSTANCE", factory.getReturnType().getDescriptor());
                m.visitInsn(Opcodes.RETURN);
                m.visitMaxs(0, 0);
                m.visitEnd();
            } else {
                m = w.visitMethod(Opcodes.ACC_STATIC, "create", factory.getDescriptor(), null, null);
                m.visitCode();
                m.visitTypeInsn(Opcodes.NEW, name);
                m.visitInsn(Opcodes.DUP);
                slot = 0;
                for (Type t : cap) {
                    m.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
                    slot += t.getSize();
                }
                m.visitMethodInsn(Opcodes.INVOKESPECIAL, name, "<init>", ctorDesc, false);
                m.visitInsn(Opcodes.ARETURN);
                m.visitMaxs(0, 0);
                m.visitEnd();
            }
            bridge(w.visitMethod(Opcodes.ACC_PUBLIC, sam, samType.getDescriptor(), null, null), name, self);
            w.visitEnd();
            return w.toByteArray();
        }

        /** The interface method: captured values, then its arguments adapted, to the body; its result adapted back. */
        private void bridge(MethodVisitor m, String name, String self) {
            m.visitCode();
            int tag = impl.getTag();
            if (tag == Opcodes.H_NEWINVOKESPECIAL) {
                m.visitTypeInsn(Opcodes.NEW, impl.getOwner());
                m.visitInsn(Opcodes.DUP);
            }
            Type[] eff = implParameters();
            Type[] cap = captured();
            for (int i = 0; i < cap.length; i++) {
                m.visitVarInsn(Opcodes.ALOAD, 0);
                m.visitFieldInsn(Opcodes.GETFIELD, name, "f" + i, cap[i].getDescriptor());
                Conversion.emit(m, cap[i], eff[i]);
            }
            Type[] samArgs = samType.getArgumentTypes();
            Type[] inst = instantiated.getArgumentTypes();
            int slot = 1;
            for (int j = 0; j < samArgs.length; j++) {
                m.visitVarInsn(samArgs[j].getOpcode(Opcodes.ILOAD), slot);
                slot += samArgs[j].getSize();
                Conversion.emit(m, samArgs[j], inst[j]);
                Conversion.emit(m, inst[j], eff[cap.length + j]);
            }
            switch (tag) {
                case Opcodes.H_INVOKESTATIC -> m.visitMethodInsn(Opcodes.INVOKESTATIC, impl.getOwner(), impl.getName(), impl.getDesc(), impl.isInterface());
                case Opcodes.H_INVOKEVIRTUAL -> m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, impl.getOwner(), impl.getName(), impl.getDesc(), false);
                case Opcodes.H_INVOKEINTERFACE -> m.visitMethodInsn(Opcodes.INVOKEINTERFACE, impl.getOwner(), impl.getName(), impl.getDesc(), true);
                case Opcodes.H_INVOKESPECIAL -> m.visitMethodInsn(impl.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL,
                        impl.getOwner(), impl.getName(), impl.getDesc(), impl.isInterface());
                case Opcodes.H_NEWINVOKESPECIAL -> m.visitMethodInsn(Opcodes.INVOKESPECIAL, impl.getOwner(), "<init>", impl.getDesc(), false);
                default -> throw new IllegalStateException("handle kind " + tag);
            }
            Type r = implReturn();
            Type ret = samType.getReturnType();
            if (ret.getSort() == Type.VOID) {
                if (r.getSize() == 2) m.visitInsn(Opcodes.POP2);
                else if (r.getSize() == 1) m.visitInsn(Opcodes.POP);
                m.visitInsn(Opcodes.RETURN);
            } else {
                Conversion.emit(m, r, instantiated.getReturnType());
                Conversion.emit(m, instantiated.getReturnType(), ret);
                m.visitInsn(ret.getOpcode(Opcodes.IRETURN));
            }
            m.visitMaxs(0, 0);
            m.visitEnd();
        }
    }

    /** The metafactory's adaptations of one value (its documentation's table): casts, boxing, unboxing, widening. */
    static final class Conversion {
        private Conversion() {}

        static boolean possible(Type from, Type to) {
            if (from.equals(to)) return true;
            if (from.getSort() == Type.VOID || to.getSort() == Type.VOID) return false;
            boolean fp = primitive(from), tp = primitive(to);
            if (fp && tp) return widens(from, to);
            if (fp) return true; // boxed, then a reference cast
            if (tp) return wrapperOf(from) == null || widens(wrapperOf(from), to);
            return true;
        }

        static void emit(MethodVisitor m, Type from, Type to) {
            if (from.equals(to)) return;
            boolean fp = primitive(from), tp = primitive(to);
            if (fp && tp) {
                widen(m, from, to);
            } else if (fp) {
                Type box = box(from);
                m.visitMethodInsn(Opcodes.INVOKESTATIC, box.getInternalName(), "valueOf", Type.getMethodDescriptor(box, from), false);
                if (!to.equals(box) && !to.getInternalName().equals("java/lang/Object")) m.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
            } else if (tp) {
                Type p = wrapperOf(from);
                Type box = p != null ? from : box(to);
                if (p == null) {
                    // not a wrapper type (Object, Number, a type variable's bound): as the metafactory,
                    // the base of the wrappers (Number for a numeric type), then its xValue()
                    if (to.getSort() != Type.BOOLEAN && to.getSort() != Type.CHAR) box = Type.getObjectType("java/lang/Number");
                    m.visitTypeInsn(Opcodes.CHECKCAST, box.getInternalName());
                    p = to;
                }
                m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, box.getInternalName(), p.getClassName() + "Value", Type.getMethodDescriptor(p), false);
                widen(m, p, to);
            } else if (!to.getInternalName().equals("java/lang/Object")) {
                m.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
            }
        }

        private static boolean primitive(Type t) { return t.getSort() != Type.OBJECT && t.getSort() != Type.ARRAY && t.getSort() != Type.METHOD; }

        /** Widening primitive conversion (JLS 5.1.2), or identity. */
        private static boolean widens(Type from, Type to) {
            if (from.equals(to)) return true;
            int f = from.getSort(), t = to.getSort();
            return switch (f) {
                case Type.BYTE -> t == Type.SHORT || t == Type.INT || t == Type.LONG || t == Type.FLOAT || t == Type.DOUBLE;
                case Type.SHORT, Type.CHAR -> t == Type.INT || t == Type.LONG || t == Type.FLOAT || t == Type.DOUBLE;
                case Type.INT -> t == Type.LONG || t == Type.FLOAT || t == Type.DOUBLE;
                case Type.LONG -> t == Type.FLOAT || t == Type.DOUBLE;
                case Type.FLOAT -> t == Type.DOUBLE;
                default -> false;
            };
        }

        private static void widen(MethodVisitor m, Type from, Type to) {
            if (from.equals(to)) return;
            int f = from.getSort() == Type.LONG ? 1 : from.getSort() == Type.FLOAT ? 2 : from.getSort() == Type.DOUBLE ? 3 : 0;
            int t = to.getSort() == Type.LONG ? 1 : to.getSort() == Type.FLOAT ? 2 : to.getSort() == Type.DOUBLE ? 3 : 0;
            if (f == t) return; // byte, short, char to int: the same on the operand stack
            int op = switch (f * 4 + t) {
                case 1 -> Opcodes.I2L;
                case 2 -> Opcodes.I2F;
                case 3 -> Opcodes.I2D;
                case 6 -> Opcodes.L2F;
                case 7 -> Opcodes.L2D;
                case 11 -> Opcodes.F2D;
                default -> throw new IllegalArgumentException("not a widening: " + from + " to " + to);
            };
            m.visitInsn(op);
        }

        private static final String[][] WRAPPERS = {
            {"Z", "java/lang/Boolean"}, {"B", "java/lang/Byte"}, {"S", "java/lang/Short"}, {"C", "java/lang/Character"},
            {"I", "java/lang/Integer"}, {"J", "java/lang/Long"}, {"F", "java/lang/Float"}, {"D", "java/lang/Double"},
        };

        private static Type box(Type primitive) {
            for (String[] w : WRAPPERS) if (w[0].equals(primitive.getDescriptor())) return Type.getObjectType(w[1]);
            throw new IllegalArgumentException("not a primitive: " + primitive);
        }

        /** The primitive type {@code t} wraps, or null. */
        private static Type wrapperOf(Type t) {
            if (t.getSort() != Type.OBJECT) return null;
            for (String[] w : WRAPPERS) if (w[1].equals(t.getInternalName())) return Type.getType(w[0]);
            return null;
        }
    }
}
