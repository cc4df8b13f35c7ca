package cgx.census.atlas;

import java.nio.file.Path;
import java.util.List;

/**
 * A distinct game of the atlas, one page: the codes of the censuses that are this game (same-game
 * classes: they share the page), or a distinct quotient of a census of forms. Immutable.
 *
 * @param id       the page's name (games/ID.html): the first code, or the quotient's name (Q62.1)
 * @param kind     "code" or "forms" (a distinct quotient of a census of forms)
 * @param codes    every code of the censuses that is this game, in code order (empty for forms)
 * @param status   what is known
 * @param numbers  |Q|, |P|, period, ... of the quotient (or of the largest partial quotient Q_n)
 * @param quotient the presentation, P-portion, Φ and growth, as far as known
 * @param evidence everything else a researcher checks: the census's own words, the families, proofs,
 *                 MisereSolver's agreement, the command that reproduces the result
 * @param sources  the censuses holding it, by name
 */
public record Game(String id, String kind, List<String> codes, Status status, Numbers numbers, Quotient quotient, Evidence evidence, List<String> sources) {
    public Game {
        codes = List.copyOf(codes);
        sources = List.copyOf(sources);
    }

    /**
     * @param order      |Q| (or |Q_n|)
     * @param psize      |P|
     * @param period     -1 where there is none
     * @param preperiod  -1 where there is none
     * @param maxheap    the heap the computation reached (certified at, for a finite quotient); -1 for forms
     * @param maxPeriod  the largest period of an element (§A.6), -1 where not known
     * @param tame       null where not known
     * @param seconds    the census's time, -1 where not recorded
     * @param verified   positions Verify checked by exhaustive search (0: none)
     */
    public record Numbers(int order, int psize, int period, int preperiod, int maxheap, int maxPeriod, Boolean tame, double seconds, long verified) {}

    /**
     * @param presentation ⟨generators | relations⟩ in cgx's notation, "" where not known
     * @param pPortion     the P-portion's words (empty where not known)
     * @param phi          Φ(H_1), Φ(H_2), ... as the printed quotient shows them (empty where not known)
     * @param growth       {n, |Q_n|, |P_n|} at each heap that changed the quotient; null where not known
     * @param note         where these came from (recorded by the census, recomputed, not known and why)
     */
    public record Quotient(String presentation, List<String> pPortion, List<String> phi, int[][] growth, String note) {
        public Quotient {
            pPortion = List.copyOf(pPortion);
            phi = List.copyOf(phi);
        }
    }

    /**
     * @param reason       the census's reason (why a computation stopped, the family or proof it found)
     * @param command      the one command that reproduces the result
     * @param family       a family as Figures 8 and 9 print it: presentation, P-portion, Φ; empty when none
     * @param infinite     for an infinite quotient: its witnesses and distinguishers, a line each
     * @param solver       MisereSolver's results beside cgx's, a line each (empty where not recorded)
     * @param certificates proofs to download
     * @param related      other facts, a line each (isomorphic quotients, other censuses, ...)
     * @param form         for a quotient of forms, the smallest form giving it; "" for a code
     */
    public record Evidence(String reason, String command, List<String> family, List<String> infinite, List<String> solver,
                           List<Certificate> certificates, List<String> related, String form) {
        public Evidence {
            family = List.copyOf(family);
            infinite = List.copyOf(infinite);
            solver = List.copyOf(solver);
            certificates = List.copyOf(certificates);
            related = List.copyOf(related);
        }
    }

    /** A certificate file to download, with what it proves and the command that checks it. */
    public record Certificate(Path file, String proves, String check) {}

    /** The page's file name, a safe one: hexadecimal digits' {@code &} becomes {@code h}. */
    public static String fileName(String id) { return id.replace('&', 'h') + ".html"; }
}
