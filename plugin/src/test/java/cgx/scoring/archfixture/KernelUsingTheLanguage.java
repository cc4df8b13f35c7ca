package cgx.scoring.archfixture;

import cgx.lang.CgxList;

/** A deliberately bad kernel class (it builds a language value), for LayersTest's own test. */
public final class KernelUsingTheLanguage {
    public static CgxList heaps() { return CgxList.of(); }
}
