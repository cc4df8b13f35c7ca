package cgx.census;

import cgx.census.atlas.Game;
import cgx.census.atlas.Repository;
import cgx.census.atlas.Status;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's page from its census row and the repository's records: its status (a family proved in
 * algebraic-proofs.tsv, or found with --algebraic in census3-algebraic.tsv, counts where the
 * census itself stopped at a partial quotient), the family and the infinite family it has, the
 * certificates, MisereSolver's results (misere-solver-search4d.tsv, misere-solver-summary.txt)
 * and the command that reproduces it.
 */
final class AtlasEvidence {
    private final Repository repo;
    private final Map<String, Map<String, String>> proofs = new HashMap<>(), evidence = new HashMap<>(), families = new HashMap<>(),
            infinite = new HashMap<>(), search4d = new HashMap<>();
    private final Map<String, List<String>> summary = new HashMap<>();

    AtlasEvidence(Repository repo) {
        this.repo = repo;
        if (repo == null) return;
        // a proof covers the games its row lists (the codes of the three-digit census that are the same game)
        for (Map<String, String> r : repo.table("algebraic-proofs.tsv")) for (String g : r.get("games").split(" ")) proofs.put(g, r);
        for (Map<String, String> r : repo.table("census3-algebraic.tsv")) evidence.put(r.get("code"), r);
        for (Map<String, String> r : repo.table("algebraic-periodic.tsv")) if (r.get("result").equals("family")) families.put(r.get("code"), r);
        for (Map<String, String> r : repo.table("infinite.tsv")) infinite.put(r.get("game"), r);
        for (Map<String, String> r : repo.table("misere-solver-search4d.tsv")) search4d.put(r.get("code"), r);
        for (List<String> f : repo.loose("misere-solver-summary.txt", " \\| ")) if (f.size() >= 10) summary.put(f.get(0), f);
    }

    Game game(List<String> codes, Map<String, CensusTable.Row> rows, CodeResult r, AtlasDetails.Found found, CensusTable.QClass cls, List<String> sources, Integer maxOrder) {
        String proved = first(codes, proofs), fam = first(codes, families), evid = first(codes, evidence), inf = first(codes, infinite);
        Status status = switch (r.status()) {
            case "solved" -> Status.FINITE;
            case "infinite" -> Status.INFINITE_PROVED;
            case "algebraic-proved" -> Status.ALGEBRAIC_PROVED;
            default -> proved != null || r.reason().contains("proved for every heap") ? Status.ALGEBRAIC_PROVED
                    : inf != null && infinite.get(inf).get("quotient").startsWith("infinite") ? Status.INFINITE_PROVED
                    : r.status().equals("algebraic-periodic") || evid != null ? Status.ALGEBRAIC_EVIDENCE : Status.OPEN;
        };
        Game.Numbers n = new Game.Numbers(r.order(), r.psize(), r.period(), r.preperiod(), r.maxheap(), QuotientEngine.maxElementPeriod(r), r.tame(), r.seconds(), r.verified());
        CodeResult.Detail d = found == null ? null : found.detail();
        Game.Quotient q = new Game.Quotient(r.presentation(), d == null ? List.of() : d.pPortion(), d == null ? List.of() : d.phi(), d == null ? null : d.growth(),
                found == null ? "" : "Φ, the P-portion and the growth of Q_n: " + found.note() + ".");
        List<String> family = family(r, proved, fam, evid);
        List<String> inf2 = new ArrayList<>();
        if (r.status().equals("infinite")) inf2.add(r.reason().replaceFirst("^.*?; (Q_\\d+ is infinite)", "$1"));
        if (inf != null) {
            Map<String, String> row = infinite.get(inf);
            inf2.add(inf + " (" + row.get("closure") + "): " + row.get("quotient") + "; witnesses W_a = " + row.get("witness") + ", distinguishers X_a = " + row.get("distinguisher"));
        }
        List<Game.Certificate> certs = new ArrayList<>();
        if (proved != null) certificate(certs, "proofs/" + proofs.get(proved).get("code") + "-algebraic.txt", "the family holds for every heap (the weight-form induction, base "
                + proofs.get(proved).get("base") + ")", "python3 scripts/misere-quotients/check-algebraic-proof.py test-games/misere-quotients/proofs/" + proofs.get(proved).get("code") + "-algebraic.txt");
        if (inf != null && !infinite.get(inf).get("certificate").equals("-")) {
            String c = infinite.get(inf).get("certificate");
            certificate(certs, c, "the quotient is infinite (a lattice proof)", "./cgx -e 'CheckLatticeProof(\"test-games/misere-quotients/" + c + "\")'");
        }
        List<String> related = new ArrayList<>();
        for (String c : codes) {
            String std = rows.get(c).standard();
            if (!std.equals(c)) related.add(c + " has standard form " + std + " (MisereSolver's StdForm: the same quotient, Φ shifted)");
        }
        if (cls != null) {
            List<String> others = cls.codes().stream().filter(c -> !codes.contains(c)).toList();
            if (!others.isEmpty())
                related.add("the same quotient (isomorphic, P onto P) as " + others.size() + " other code" + (others.size() == 1 ? "" : "s") + " of the census: "
                        + String.join(", ", others.subList(0, Math.min(40, others.size()))) + (others.size() > 40 ? ", …" : ""));
        }
        if (proved != null) related.add("proved algebraic periodic in the repository (test-games/misere-quotients/algebraic-proofs.tsv): " + proofs.get(proved).get("code"));
        else if (evid != null && !r.status().startsWith("algebraic-"))
            related.add("algebraic periodic as far as checked (to heap " + evidence.get(evid).get("checked") + ") by the three-digit census with --algebraic (census3-algebraic.tsv): evidence");
        Game.Evidence e = new Game.Evidence(r.reason(), command(r, status, proved, maxOrder), family, inf2, solver(codes, n, d), certs, related, "");
        return new Game(codes.get(0), "code", codes, status, n, q, e, sources);
    }

    private static <V> String first(List<String> codes, Map<String, V> m) {
        for (String c : codes) if (m.containsKey(c)) return c;
        return null;
    }

    /** The family as Figures 8 and 9 print it: the presentation (a line starting with ⟨), then the P-portion and Φ. */
    private List<String> family(CodeResult r, String proved, String fam, String evid) {
        List<String> out = new ArrayList<>();
        int at = r.reason().indexOf("): Q ≅ ");
        if (r.status().startsWith("algebraic-") && at >= 0) { // "...: Q ≅ <...>; P = {...}; Φ(...) = ...; Φ(...) = ..."
            String[] parts = r.reason().substring(at + 7).split("; ");
            out.add(parts[0]);
            for (int i = 1; i < parts.length; i++) out.add(parts[i]);
        } else if (fam != null) {
            Map<String, String> f = families.get(fam);
            out.add(f.get("presentation"));
            out.add("P = " + f.get("pportion"));
            out.addAll(List.of(f.get("phi").split("; ")));
        } else if (proved != null) out.add(proofs.get(proved).get("presentation"));
        else if (evid != null) out.add(evidence.get(evid).get("presentation"));
        return out;
    }

    private void certificate(List<Game.Certificate> certs, String file, String proves, String check) {
        Path p = repo.file(file);
        if (Files.isRegularFile(p)) certs.add(new Game.Certificate(p, proves, check));
    }

    private static String command(CodeResult r, Status status, String proved, Integer maxOrder) {
        String order = maxOrder == null ? "" : ", MaxOrder => " + maxOrder;
        return switch (status) {
            case FINITE -> "./cgx -e 'MisereQuotient(" + r.code() + ")'";
            case ALGEBRAIC_PROVED -> "./cgx -e 'A := AlgebraicQuotient(" + (proved != null ? proved : r.code()) + "); A.Proved; A.Proof; print(A.Certificate)'";
            case ALGEBRAIC_EVIDENCE -> "./cgx -e 'AlgebraicQuotient(" + r.code() + ", MaxHeap => " + r.maxheap() + ")'";
            case INFINITE_PROVED -> {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("ProveInfinite\\([^)]*\\)").matcher(r.reason());
                yield m.find() ? "./cgx -e '" + m.group() + "'" : "./cgx -e 'ProveInfinite(\"" + r.code() + "\", MaxHeap => " + (r.maxheap() + 1) + ")'";
            }
            case OPEN -> r.status().equals("failed") ? "./cgx -e 'MisereQuotient(" + r.code() + ")'" : "./cgx -e 'MisereQuotient(" + r.code() + ", MaxHeap => " + r.maxheap() + order + ")'";
        };
    }

    /** MisereSolver's results for the game's codes, beside cgx's. */
    private List<String> solver(List<String> codes, Game.Numbers n, CodeResult.Detail d) {
        List<String> out = new ArrayList<>();
        for (String c : codes) {
            Map<String, String> s = search4d.get(c);
            if (s != null) {
                boolean solved = s.get("misere").equals("solved");
                String theirs = solved ? "period " + s.get("m_period") + ", preperiod " + s.get("m_preperiod") + ", |Q| = " + s.get("m_order") + ", |P| = " + s.get("m_psize") : s.get("misere");
                String ours = s.get("cgx").equals("solved") ? "period " + s.get("period") + ", preperiod " + s.get("preperiod") + ", |Q| = " + s.get("order") + ", |P| = " + s.get("psize") : s.get("cgx");
                out.add(c + ": MisereSolver --search4D (CGSuite 2.2, 2 s a code): " + theirs + "; cgx's census of the same space (2 s a code): " + ours
                        + (solved && theirs.equals(ours) ? ": they agree" : ""));
            }
            List<String> f = summary.get(c);
            if (f != null) {
                String theirs = "period " + f.get(1) + ", preperiod " + f.get(2) + ", |Q| = " + f.get(3) + ", |P| = " + f.get(4);
                String ours = n.period() > 0 ? "period " + n.period() + ", preperiod " + n.preperiod() + ", |Q| = " + n.order() + ", |P| = " + n.psize() : "";
                StringBuilder line = new StringBuilder(c + ": MisereSolver 2.2 (-a " + c + "): " + theirs + ", solution found at heap " + f.get(8)
                        + (theirs.equals(ours) ? ": as here" : ours.isEmpty() ? "" : "; here " + ours));
                List<String> heaps = new ArrayList<>();
                for (String x : f.get(9).split(" ")) heaps.add(x.replaceFirst(":.*", ""));
                line.append("; its presentation changed at heaps ").append(String.join(", ", heaps));
                if (d != null && d.growth() != null && codes.get(0).equals(c)) {
                    List<String> ours2 = new ArrayList<>();
                    for (int[] g : d.growth()) ours2.add("" + g[0]);
                    line.append(ours2.equals(heaps) ? ", the heaps where Q_n changes here" : "; Q_n changes here at heaps " + String.join(", ", ours2));
                }
                out.add(line.toString());
            }
        }
        return out;
    }
}
