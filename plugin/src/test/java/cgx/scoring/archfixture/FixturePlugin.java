package cgx.scoring.archfixture;

import cgx.lang.CgxList;

/** A boundary class: a plug-in may convert to language values. For LayersTest's own test. */
public final class FixturePlugin {
    public static CgxList heaps() { return CgxList.of(); }

    /** Nested in a plug-in: also the boundary. */
    public static final class Helper {
        static CgxList more() { return CgxList.of(); }
    }
}
