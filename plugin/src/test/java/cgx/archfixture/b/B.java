package cgx.archfixture.b;

/** The other half of a deliberate package cycle, for LayersTest's own test. */
public final class B {
    public static int a() { return cgx.archfixture.a.A.one(); }
}
