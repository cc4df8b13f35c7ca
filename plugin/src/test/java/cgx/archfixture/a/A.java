package cgx.archfixture.a;

/** Half of a deliberate package cycle, for LayersTest's own test. */
public final class A {
    public static int b() { return cgx.archfixture.b.B.a() + 1; }
    public static int one() { return 1; }
}
