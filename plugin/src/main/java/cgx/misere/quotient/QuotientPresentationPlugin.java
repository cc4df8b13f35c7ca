package cgx.misere.quotient;

import cgx.lang.Args;
import cgx.core.CgxException;
import cgx.lang.CgxList;
import cgx.lang.Nil;
import cgx.lang.Plugin;
import cgx.lang.Registry;
import cgx.core.Texts;
import cgx.misere.quotient.monoid.BipartiteIsomorphism;
import cgx.misere.quotient.monoid.BipartiteMonoid;
import cgx.misere.quotient.monoid.MonoidPresentation;

import java.util.ArrayList;
import java.util.List;

/**
 * Worksheet names for quotients given by presentations, the named quotients T_n and R_8
 * (Plambeck–Siegel §2), and isomorphism of bipartite monoids (Definition 3.2).
 */
public final class QuotientPresentationPlugin implements Plugin {
    @Override public String name() { return "misere-quotient-presentations"; }

    /** The P-portion argument: a list of words, or one string "a, b^2" (braces allowed). */
    static List<String> pWords(Args a, int i) {
        Object o = a.get(i);
        List<String> out = new ArrayList<>();
        if (o instanceof CgxList l) {
            for (Object x : l) {
                if (x instanceof String s) out.add(s);
                else if (x instanceof MonoidWord w) out.add(w.toString());
                else throw new CgxException(a.callName() + ": the P-portion must be a list of words such as \"ab^2\", got " + a.typeName(x) + " " + x);
            }
        } else if (o instanceof String s) {
            String t = s.strip();
            if (t.startsWith("{") && t.endsWith("}")) t = t.substring(1, t.length() - 1);
            if (!t.isBlank()) for (String w : t.split(",")) out.add(w);
        } else {
            throw new CgxException(a.callName() + ": the P-portion must be a list of words such as [\"a\", \"b^2\"], got " + a.typeName(o) + " " + o);
        }
        return out;
    }

    /** The P-portion of a presented monoid as the list of strings of its words, e.g. ["a", "b^2"]. */
    private static String pPortionText(BipartiteMonoid m) {
        MisereQuotient q = new MisereQuotient(m, "", "");
        return q.pPortion().stream().map(w -> Texts.quote(w.toString())).collect(java.util.stream.Collectors.joining(", ", "[", "]"));
    }

    static MisereQuotient other(Args a) {
        Object o = a.get(0);
        if (o instanceof MisereQuotient q) return q;
        throw new CgxException(a.callName() + ": expected a misère quotient, got " + a.typeName(o) + " " + o);
    }

    /** Images of Q's generators as [word, word] pairs, or Nil. */
    static Object isomorphism(MisereQuotient q, MisereQuotient r) {
        int[] f = BipartiteIsomorphism.find(q.monoid(), r.monoid());
        if (f == null) return Nil.NIL;
        List<Object> pairs = new ArrayList<>();
        for (int g : q.genElements) pairs.add(CgxList.of(q.word(g), r.word(f[g])));
        return CgxList.from(pairs);
    }

    @Override public void register(Registry r) {
        r.function("QuotientFromPresentation",
                "the reduced bipartite monoid of a presentation \"<a, b | a^2 = 1, b^3 = b>\" with P-portion [\"a\", \"b^2\"] (MaxOrder => n, Check => false skips the misère-shape checks)",
                a -> {
                    a.count(2).keywords("MaxOrder", "Check");
                    int maxOrder = a.naturalKeyword("MaxOrder", Quotients.DEFAULT_MAX_ORDER);
                    if (maxOrder < 1 || maxOrder > 20000) throw new CgxException(a.callName() + ": MaxOrder must be 1 to 20000");
                    Object chk = a.keyword("Check", Boolean.TRUE);
                    if (!(chk instanceof Boolean check)) throw new CgxException(a.callName() + ": Check must be true or false, got " + chk);
                    String text = a.string(0);
                    MonoidPresentation p = MonoidPresentation.parse(text);
                    BipartiteMonoid m = p.quotient(text.strip(), pWords(a, 1), maxOrder, check);
                    return new MisereQuotient(m, "QuotientFromPresentation", Texts.quote(text.strip()) + ", " + pPortionText(m)
                            + (maxOrder == Quotients.DEFAULT_MAX_ORDER ? "" : ", MaxOrder => " + maxOrder) + (check ? "" : ", Check => false"));
                });
        r.function("TameQuotient", "the tame quotient T_n (§2): order 2^n + 2 for n ≥ 2; T_0, T_1 of orders 1, 2",
                a -> {
                    a.count(1);
                    int n = a.natural(0, "n");
                    return new MisereQuotient(MonoidPresentation.tame(n), "TameQuotient", String.valueOf(n));
                });
        r.function("R8Quotient", "the smallest wild quotient R_8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P = {a, b^2} (§2)",
                a -> { a.count(0); return new MisereQuotient(MonoidPresentation.r8(), "R8Quotient", ""); });

        Class<MisereQuotient> Q = MisereQuotient.class;
        r.method(Q, "IsIsomorphic", "true if the two quotients are isomorphic as bipartite monoids (an isomorphism mapping P onto P)",
                (q, a) -> { a.count(1); return BipartiteIsomorphism.find(q.monoid(), other(a).monoid()) != null; });
        r.method(Q, "Isomorphism", "an isomorphism to another quotient as [generator, image] pairs of words, or Nil",
                (q, a) -> { a.count(1); return isomorphism(q, other(a)); });
    }
}
