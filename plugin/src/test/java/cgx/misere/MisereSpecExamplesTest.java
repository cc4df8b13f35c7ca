package cgx.misere;

import cgx.core.CgxException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.HashSet;

import static org.junit.jupiter.api.Assertions.*;

/** The examples of shared/spec/misere-theory.md and of issue 16, with CGSuite 2.2's answers where it gives them. */
class MisereSpecExamplesTest {
    private static MisereGame g(String s) { return Notation.parse(s); }

    @Test void cgsuiteListsReadAsCgsuiteReadsThem() {
        assertSame(MisereGame.nim(2), g("*[2]"));
        assertSame(g("*2/"), g("*[[2]]"));
        assertSame(MisereGame.ZERO, g("*[]"));
        assertSame(MisereGame.ZERO, g("*[0]"));
        assertSame(MisereGame.ZERO, g("*[[]]"));
        assertSame(MisereGame.nim(1), g("*[1]"));
        assertSame(MisereGame.nim(1), g("*[[[]]]"));
        assertSame(g("*2/"), g("*[2,2]"));
        assertSame(g("*42"), g("*[4,2]"));
        assertSame(g("*2/210"), g("*[[2],2,1,0]"));
        assertSame(MisereGame.nim(2), g("*[1+1]"));
        assertSame(MisereGame.nim(2).plus(MisereGame.nim(2)), g("*[*[2]+*[2]]"));
        assertSame(MisereGame.of(MisereGame.nim(4).plus(MisereGame.nim(2))), g("*[[*[4] + *[2]]]"));
        assertSame(MisereGame.nim(2), g("*[-*[2]]"));
        assertSame(g("*2//1"), g("*[[[2]],1]"));
        assertThrows(CgxException.class, () -> g("*[2+*[2]]"));
        assertThrows(CgxException.class, () -> g("*[-1]"));
        assertThrows(CgxException.class, () -> g("*[3/2]"));
    }

    @Test void evenAndOdd() {
        for (String s : List.of("0", "*2", "*4", "*2/320", "*2/")) assertTrue(MisereParts.isEven(g(s)), s);
        for (String s : List.of("*", "*3")) assertTrue(MisereParts.isOdd(g(s)), s);
    }

    @Test void primesPartsAndPartitions() {
        for (String s : List.of("*2", "*3", "*4")) assertTrue(MisereParts.isPrime(g(s)), s + " prime");
        for (String s : List.of("0", "*", "*(2+2)")) assertFalse(MisereParts.isPrime(g(s)), s + " not prime");
        // issue 16: *2/ = *2 + *(2/3)2/0 is not prime; CGSuite: parts [*[2], *[2[#-2]]]
        MisereGame twoSharp = g("*2/");
        MisereGame rest = g("*(2/3)2/0");
        assertSame(twoSharp, MisereGame.nim(2).plus(rest));
        assertFalse(MisereParts.isPrime(twoSharp));
        assertEquals(Set.of(MisereGame.nim(2), rest), new HashSet<>(MisereParts.parts(twoSharp)));
        assertEquals(List.of(List.of(rest, MisereGame.nim(2))), MisereParts.partitions(twoSharp));
        // CGSuite: (*[2]+*[2]).Parts = [*[2]], .Partitions = [[*[2],*[2]]]; *[3].Partitions = [[*[2],*[1]]]
        MisereGame two = MisereGame.nim(2);
        assertEquals(List.of(two), MisereParts.parts(two.plus(two)));
        assertEquals(List.of(List.of(two, two)), MisereParts.partitions(two.plus(two)));
        assertEquals(List.of(List.of(two, MisereGame.nim(1))), MisereParts.partitions(MisereGame.nim(3)));
        assertEquals(List.of(List.of()), MisereParts.partitions(MisereGame.ZERO));
        // Norton: (*4 + *2)/ has two partitions (CGSuite's tutorial)
        assertEquals(2, MisereParts.partitions(g("*[[*[4] + *[2]]]")).size());
        // CGSuite: *2/ + *2/ has 7 parts
        assertEquals(7, MisereParts.parts(twoSharp.plus(twoSharp)).size());
    }

    @Test void introvertedExtravertedLinked() {
        assertTrue(MisereParts.isIntroverted(MisereGame.ZERO));
        assertTrue(MisereParts.isIntroverted(MisereGame.nim(1)));
        assertFalse(MisereParts.isIntroverted(g("*2/")));
        assertTrue(MisereParts.isExtraverted(g("*2/")));
        assertTrue(MisereParts.isExtraverted(MisereGame.nim(2)));
        // CGSuite: *[[2]].IsLinkedTo(*[2]) false, Link fails; *[[2],1].Link(*[2]) exists
        assertFalse(Linkage.isLinked(g("*2/"), MisereGame.nim(2)));
        assertNull(Linkage.link(g("*2/"), MisereGame.nim(2)));
        MisereGame x = Linkage.link(g("*2/1"), MisereGame.nim(2));
        assertTrue(g("*2/1").plus(x).isMisereP() && MisereGame.nim(2).plus(x).isMisereP());
        assertNull(MisereParts.minus(g("*2/210"), MisereGame.nim(2)), "CGSuite: not subtractable");
        assertSame(g("*(2/3)2/0"), MisereParts.minus(g("*2/"), MisereGame.nim(2)));
    }

    @Test void genusInBothForms() {
        // Winning Ways' form (printed) and CGSuite 2.2's (CGSuiteForm), as CGSuite printed them for DayN(4)
        String[][] cases = {{"0", "0^120", "0"}, {"*2", "2^20", "2"}, {"*2/", "0^02", "0^0"}, {"*2/0", "1^20", "1^2"},
                {"*2/1", "2^1420", "2^1420"}, {"*2/320", "1^431", "1^4"}, {"*2/321", "4^146", "4^146"}, {"*2/3210", "4^46", "4^4"},
                {"*2/21", "3^1431", "3^1431"}};
        for (String[] c : cases) {
            MisereTheory.Genus gen = MisereTheory.genus(g(c[0]));
            assertEquals(c[1], gen.toString(), c[0]);
            // CGSuite's rule (test-games/misere/cgsuite-genus.txt): g^γ0 for generally tame or restive games
            assertEquals(c[2], gen.toCGSuiteString(), c[0]);
            assertEquals(gen, MisereTheory.Genus.parse(c[1]), "reads back " + c[1]);
            assertEquals(gen, MisereTheory.Genus.parse(c[2]), "reads back " + c[2]);
        }
        // the same γ's, two games: CGSuite writes 1^3 for a restive game, Winning Ways' 1^31 for another
        MisereGame restive = g("*(32)20"), other = restive.plus(MisereGame.nim(2)).plus(MisereGame.nim(2));
        assertEquals(MisereTheory.genus(restive), MisereTheory.genus(other));
        assertEquals("1^3", MisereTheory.genus(restive).toCGSuiteString());
        assertEquals("1^31", MisereTheory.genus(other).toCGSuiteString());
        assertThrows(CgxException.class, () -> MisereTheory.Genus.parse("3^4"), "no game CGSuite writes so");
        assertThrows(CgxException.class, () -> MisereTheory.Genus.parse("1^43131"));
    }

    /** CGSuite 2.2's answers, fresh REPL each (test-games/misere/cgsuite-even-form-rule.txt): the even one of G and G + * decides. */
    @Test void restiveFamilyAsCgsuiteAnswers() {
        MisereGame star = MisereGame.nim(1);
        MisereGame b = g("*[[[2],3],[[2],0],1]"), e = g("*[[2],0]");
        assertSame(b, e.plus(star));
        assertTrue(Tameness.isRestive(e) && Tameness.isRestive(b), "CGSuite: b.IsRestive true (b = *2/0 + *)");
        assertTrue(Tameness.isRestless(g("*[[[2],2,1],[[2],3],3,0]")), "CGSuite: d.IsRestless true");
        assertFalse(Tameness.isRestless(g("*[[[2],3,2],[[2],2,1],0]")), "CGSuite: c.IsRestless false");
        assertEquals(List.of("0^31", "false"), List.of(MisereTheory.genus(g("*[[[2],3,0],[[2],2],1]")).toCGSuiteString(),
                String.valueOf(Tameness.isRestive(g("*[[[2],3,0],[[2],2],1]")))), "CGSuite: [a.Genus, a.IsRestive] = [0^31,false]");
        MisereGame x = g("*[[[2],3,2],[[2],2],0]").plus(star);
        assertTrue(Tameness.isRestless(x) && Tameness.isRestless(x.plus(star)), "CGSuite: [true,true]");
        MisereGame y = g("*[[[2],3,2,1],[[2],3,2,0],[[2],3,1],[[2],3,0],[[2]],1]").plus(star);
        assertFalse(Tameness.isGenerallyRestive(y) || Tameness.isGenerallyRestive(y.plus(star)), "CGSuite: [false,false]");
        assertEquals("1^20", MisereTheory.genus(y).toCGSuiteString());
        assertEquals("0^31", MisereTheory.genus(y.plus(star)).toCGSuiteString());
    }

    @Test void daysAsCgsuiteCountsThem() {
        assertEquals(List.of(MisereGame.ZERO, MisereGame.nim(2), g("*2/")).size(), MisereDays.evenBornBy(3).size());
        assertEquals(Set.of(MisereGame.ZERO, MisereGame.nim(2), g("*2/")), new HashSet<>(MisereDays.evenBornBy(3)));
        assertEquals(19, MisereDays.evenBornBy(4).size());
        assertEquals(22, MisereDays.bornBy(4).size());
        assertEquals(17, MisereDays.bornOn(4).size());
    }
}
