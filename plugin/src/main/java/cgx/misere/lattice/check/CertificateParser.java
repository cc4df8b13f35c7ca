package cgx.misere.lattice.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the text format {@code cgx-lattice-proof 1} (docs/lattice-proofs.md, "Certificate
 * format"). Checks the syntax, the order of the items, and every length (vectors of r entries,
 * Π b_c table letters, Π (b_c+1) guard digits); throws a {@link CheckFailure} naming the line.
 */
final class CertificateParser {
    /** Largest accepted vector entry, box side, ray period. */
    static final int MAX_ENTRY = 1_000_000;
    /** Most generators accepted. */
    static final int MAX_GENERATORS = 64;
    /** Most shifts accepted. */
    static final int MAX_SHIFTS = 4096;

    private static final String[] FAMILY_KEYS = {"family-witness", "family-witness-step", "family-distinguisher",
            "family-distinguisher-step", "family-shift", "ray-witness", "ray-distinguisher"};

    private final Certificate cert = new Certificate();
    private final Map<Integer, int[]> shifts = new TreeMap<>();
    private final Map<Integer, Integer> shiftLines = new TreeMap<>();
    private final Map<Integer, boolean[]> guards = new TreeMap<>();
    private final Map<Integer, Integer> guardLines = new TreeMap<>();
    private final Map<String, Integer> familyLines = new TreeMap<>();
    private final Map<String, Object> familyValues = new TreeMap<>();
    private int generatorCount;
    private long tableSize = -1, cellCount = -1;

    private CertificateParser() {}

    static Certificate parse(String text) {
        return new CertificateParser().run(text == null ? "" : text);
    }

    private Certificate run(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        boolean header = false, end = false;
        int last = 0;
        for (int i = 0; i < lines.length; i++) {
            int n = i + 1;
            String s = lines[i];
            int hash = s.indexOf('#');
            if (hash >= 0) s = s.substring(0, hash);
            s = s.strip();
            if (s.isEmpty()) continue;
            last = n;
            if (end) throw CheckFailure.line(n, "text after 'end'");
            String[] tok = s.split("\\s+");
            if (!header) {
                if (!tok[0].equals("cgx-lattice-proof")) throw CheckFailure.line(n, "expected the header 'cgx-lattice-proof 1'");
                if (tok.length != 2 || !tok[1].equals("1")) throw CheckFailure.line(n, "unsupported certificate version '" + s + "' (expected 'cgx-lattice-proof 1')");
                header = true;
                continue;
            }
            if (tok[0].equals("end")) {
                if (tok.length != 1) throw CheckFailure.line(n, "'end' takes nothing after it");
                end = true;
                continue;
            }
            item(n, tok[0], s.substring(tok[0].length()).strip(), tok);
        }
        if (!header) throw CheckFailure.line(Math.max(1, last), "not a certificate: no header 'cgx-lattice-proof 1'");
        if (!end) throw CheckFailure.line(last + 1, "missing 'end' (the certificate is truncated)");
        return finish(last + 1);
    }

    private void item(int n, String key, String rest, String[] tok) {
        switch (key) {
            case "cgx-lattice-proof" -> throw CheckFailure.line(n, "second header");
            case "game" -> game(n, rest, tok);
            case "generators" -> {
                if (cert.generators != null) throw CheckFailure.line(n, "second 'generators' line");
                if (cert.kind == null) throw CheckFailure.line(n, "'generators' before the 'game' line");
                if (tok.length != 2) throw CheckFailure.line(n, "expected 'generators r'");
                cert.r = number(n, tok[1], "the number of generators");
                if (cert.r < 1 || cert.r > MAX_GENERATORS) throw CheckFailure.line(n, "the number of generators must be 1.." + MAX_GENERATORS);
                cert.generators = new String[cert.r];
                cert.generatorLines = new int[cert.r];
            }
            case "generator" -> generator(n, rest, tok);
            case "box" -> box(n, tok);
            case "table" -> table(n, rest);
            case "shift" -> shift(n, rest);
            case "guard" -> guard(n, rest);
            default -> {
                if (Arrays.asList(FAMILY_KEYS).contains(key)) family(n, key, rest);
                else throw CheckFailure.line(n, "unknown item '" + key + "'");
            }
        }
    }

    private void game(int n, String rest, String[] tok) {
        if (cert.kind != null) throw CheckFailure.line(n, "second 'game' line");
        cert.gameLine = n;
        if (tok.length >= 3 && tok[1].equals("forms")) {
            cert.kind = "forms";
            cert.forms = new ArrayList<>();
            for (String f : rest.substring("forms".length()).split(";", -1)) {
                String g = f.replaceAll("\\s+", "");
                if (g.isEmpty()) throw CheckFailure.line(n, "empty form in the list of forms");
                cert.forms.add(g);
            }
        } else if (tok.length == 4 && tok[1].equals("heaps")) {
            cert.kind = "heaps";
            cert.code = tok[2];
            cert.maxHeap = number(n, tok[3], "the largest heap N");
            if (cert.maxHeap < 1) throw CheckFailure.line(n, "the largest heap must be at least 1");
        } else {
            throw CheckFailure.line(n, "expected 'game forms F1; F2; …' or 'game heaps CODE N'");
        }
    }

    private void generator(int n, String rest, String[] tok) {
        if (cert.generators == null) throw CheckFailure.line(n, "'generator' before 'generators r'");
        if (tok.length < 3) throw CheckFailure.line(n, "expected 'generator i X'");
        int i = number(n, tok[1], "the generator index");
        if (i != generatorCount) throw CheckFailure.line(n, "generator index " + i + ", expected " + generatorCount + " (indices in order from 0)");
        if (i >= cert.r) throw CheckFailure.line(n, "more than " + cert.r + " generators");
        String what = rest.substring(tok[1].length()).strip();
        if (cert.kind.equals("forms")) what = what.replaceAll("\\s+", "");
        else if (tok.length != 3) throw CheckFailure.line(n, "expected 'generator i HEAP'");
        cert.generators[i] = what;
        cert.generatorLines[i] = n;
        generatorCount++;
    }

    private void box(int n, String[] tok) {
        if (cert.box != null) throw CheckFailure.line(n, "second 'box' line");
        if (cert.generators == null) throw CheckFailure.line(n, "'box' before 'generators r'");
        if (tok.length != cert.r + 1) throw CheckFailure.line(n, "the box needs " + cert.r + " sides, found " + (tok.length - 1));
        cert.box = new int[cert.r];
        tableSize = 1;
        cellCount = 1;
        for (int c = 0; c < cert.r; c++) {
            cert.box[c] = number(n, tok[c + 1], "a box side");
            if (cert.box[c] < 1) throw CheckFailure.line(n, "box side b_" + c + " must be at least 1");
            tableSize = Math.min(tableSize * cert.box[c], Integer.MAX_VALUE);
            cellCount = Math.min(cellCount * (cert.box[c] + 1), Integer.MAX_VALUE);
        }
        cert.boxLine = n;
    }

    private void table(int n, String rest) {
        if (cert.table != null) throw CheckFailure.line(n, "second 'table' line");
        if (cert.box == null) throw CheckFailure.line(n, "'table' before 'box'");
        String t = rest.replaceAll("\\s+", "");
        if (t.length() != tableSize) throw CheckFailure.line(n, "the table has " + t.length() + " letters, expected Π b_c = " + tableSize);
        byte[] table = new byte[t.length()];
        for (int i = 0; i < table.length; i++) {
            char ch = t.charAt(i);
            if (ch == 'P') table[i] = Rule.P;
            else if (ch == 'N') table[i] = Rule.N;
            else throw CheckFailure.line(n, "table letter " + i + " is '" + ch + "', expected P or N");
        }
        cert.table = table;
        cert.tableLine = n;
    }

    private void shift(int n, String rest) {
        if (cert.box == null) throw CheckFailure.line(n, "'shift' before 'box'");
        String[] parts = colon(n, rest, "shift i : v");
        int i = index(n, parts[0], "shift");
        if (shifts.containsKey(i)) throw CheckFailure.line(n, "second 'shift " + i + "'");
        int[] s = vector(n, parts[1]);
        if (Arrays.stream(s).allMatch(x -> x == 0)) throw CheckFailure.line(n, "shift " + i + " is the zero vector");
        shifts.put(i, s);
        shiftLines.put(i, n);
    }

    private void guard(int n, String rest) {
        if (cert.box == null) throw CheckFailure.line(n, "'guard' before 'box'");
        String[] parts = colon(n, rest, "guard i : digits");
        int i = index(n, parts[0], "guard");
        if (guards.containsKey(i)) throw CheckFailure.line(n, "second 'guard " + i + "'");
        String d = parts[1].replaceAll("\\s+", "");
        if (d.length() != cellCount) throw CheckFailure.line(n, "guard " + i + " has " + d.length() + " digits, expected Π (b_c+1) = " + cellCount);
        boolean[] g = new boolean[d.length()];
        for (int j = 0; j < g.length; j++) {
            char ch = d.charAt(j);
            if (ch != '0' && ch != '1') throw CheckFailure.line(n, "guard digit " + j + " is '" + ch + "', expected 0 or 1");
            g[j] = ch == '1';
        }
        guards.put(i, g);
        guardLines.put(i, n);
    }

    private void family(int n, String key, String rest) {
        if (cert.generators == null) throw CheckFailure.line(n, "'" + key + "' before 'generators r'");
        if (familyLines.containsKey(key)) throw CheckFailure.line(n, "second '" + key + "' line");
        familyLines.put(key, n);
        switch (key) {
            case "family-shift" -> {
                String[] tok = rest.split("\\s+");
                if (tok.length != 1 || tok[0].isEmpty()) throw CheckFailure.line(n, "expected 'family-shift k'");
                familyValues.put(key, number(n, tok[0], "the family shift"));
            }
            case "ray-witness", "ray-distinguisher" -> familyValues.put(key, path(n, rest));
            default -> familyValues.put(key, vector(n, rest));
        }
    }

    private Certificate.Path path(int n, String rest) {
        String[] parts = colon(n, rest, "p : ±i ±j …");
        Certificate.Path p = new Certificate.Path();
        p.line = n;
        String[] head = parts[0].split("\\s+");
        if (head.length != 1 || head[0].isEmpty()) throw CheckFailure.line(n, "expected the period p before ':'");
        p.period = number(n, head[0], "the period");
        if (p.period < 1) throw CheckFailure.line(n, "the period must be at least 1");
        String body = parts[1].strip();
        String[] steps = body.isEmpty() ? new String[0] : body.split("\\s+");
        p.sign = new int[steps.length];
        p.shift = new int[steps.length];
        for (int j = 0; j < steps.length; j++) {
            String t = steps[j];
            if (t.length() < 2 || (t.charAt(0) != '+' && t.charAt(0) != '-'))
                throw CheckFailure.line(n, "path step '" + t + "' is not a signed shift index like -3 or +0");
            p.sign[j] = t.charAt(0) == '+' ? 1 : -1;
            p.shift[j] = number(n, t.substring(1), "a path step");
        }
        return p;
    }

    private Certificate finish(int endLine) {
        if (cert.kind == null) throw CheckFailure.line(endLine, "missing the 'game' line");
        if (cert.generators == null) throw CheckFailure.line(endLine, "missing the 'generators r' line");
        if (generatorCount != cert.r) throw CheckFailure.line(endLine, "found " + generatorCount + " generator lines, expected " + cert.r);
        if (cert.box == null) throw CheckFailure.line(endLine, "missing the 'box' line");
        if (cert.table == null) throw CheckFailure.line(endLine, "missing the 'table' line");
        int k = 0;
        while (shifts.containsKey(k) || guards.containsKey(k)) {
            if (!shifts.containsKey(k)) throw CheckFailure.line(guardLines.get(k), "guard " + k + " has no 'shift " + k + "' line");
            if (!guards.containsKey(k)) throw CheckFailure.line(shiftLines.get(k), "shift " + k + " has no 'guard " + k + "' line");
            k++;
        }
        for (int i : shifts.keySet()) if (i >= k) throw CheckFailure.line(shiftLines.get(i), "shift " + i + " but no shift " + k + " (indices must be 0..k-1)");
        for (int i : guards.keySet()) if (i >= k) throw CheckFailure.line(guardLines.get(i), "guard " + i + " but no shift " + k + " (indices must be 0..k-1)");
        if (k == 0) throw CheckFailure.line(endLine, "no shifts");
        if (k > MAX_SHIFTS) throw CheckFailure.line(shiftLines.get(k - 1), "more than " + MAX_SHIFTS + " shifts");
        cert.shifts = new int[k][];
        cert.shiftLines = new int[k];
        cert.guards = new boolean[k][];
        cert.guardLines = new int[k];
        for (int i = 0; i < k; i++) {
            cert.shifts[i] = shifts.get(i);
            cert.shiftLines[i] = shiftLines.get(i);
            cert.guards[i] = guards.get(i);
            cert.guardLines[i] = guardLines.get(i);
        }
        if (!familyLines.isEmpty()) finishFamily(k);
        return cert;
    }

    private void finishFamily(int k) {
        int first = familyLines.values().stream().min(Integer::compare).orElse(0);
        for (String key : FAMILY_KEYS)
            if (!key.startsWith("ray-") && !familyLines.containsKey(key)) throw CheckFailure.line(first, "the family is incomplete: no '" + key + "' line");
        // one ray suffices (docs/lattice-proofs.md, "Infinite quotients"): (F2) or (F3), or both
        if (!familyLines.containsKey("ray-witness") && !familyLines.containsKey("ray-distinguisher"))
            throw CheckFailure.line(first, "the family is incomplete: no 'ray-witness' or 'ray-distinguisher' line");
        Certificate.Family f = new Certificate.Family();
        f.line = first;
        f.w = (int[]) familyValues.get("family-witness");
        f.sigma = (int[]) familyValues.get("family-witness-step");
        f.x = (int[]) familyValues.get("family-distinguisher");
        f.tau = (int[]) familyValues.get("family-distinguisher-step");
        f.shift = (Integer) familyValues.get("family-shift");
        if (f.shift >= k) throw CheckFailure.line(familyLines.get("family-shift"), "family shift " + f.shift + " is not a shift (0.." + (k - 1) + ")");
        f.witnessRay = (Certificate.Path) familyValues.get("ray-witness");
        f.distinguisherRay = (Certificate.Path) familyValues.get("ray-distinguisher");
        for (Certificate.Path p : java.util.Arrays.asList(f.witnessRay, f.distinguisherRay))
            if (p != null) for (int i : p.shift) if (i >= k) throw CheckFailure.line(p.line, "path step uses shift " + i + ", which does not exist");
        cert.family = f;
    }

    // ---------------------------------------------------------------- tokens

    private static String[] colon(int n, String rest, String form) {
        int c = rest.indexOf(':');
        if (c < 0) throw CheckFailure.line(n, "expected '" + form + "' (no ':')");
        return new String[] {rest.substring(0, c).strip(), rest.substring(c + 1).strip()};
    }

    private static int index(int n, String text, String what) {
        String[] tok = text.split("\\s+");
        if (tok.length != 1 || tok[0].isEmpty()) throw CheckFailure.line(n, "expected one " + what + " index before ':'");
        int i = number(n, tok[0], "the " + what + " index");
        if (i >= MAX_SHIFTS) throw CheckFailure.line(n, what + " index " + i + " is too large");
        return i;
    }

    private int[] vector(int n, String text) {
        String t = text.strip();
        String[] tok = t.isEmpty() ? new String[0] : t.split("\\s+");
        if (tok.length != cert.r) throw CheckFailure.line(n, "expected a vector of " + cert.r + " entries, found " + tok.length);
        int[] v = new int[cert.r];
        for (int c = 0; c < v.length; c++) v[c] = number(n, tok[c], "a vector entry");
        return v;
    }

    /** A non-negative integer at most {@link #MAX_ENTRY}. */
    static int number(int n, String t, String what) {
        if (t.isEmpty() || t.length() > 7 || !t.chars().allMatch(ch -> ch >= '0' && ch <= '9'))
            throw CheckFailure.line(n, what + " '" + t + "' is not a non-negative integer (at most " + MAX_ENTRY + ")");
        int v = Integer.parseInt(t);
        if (v > MAX_ENTRY) throw CheckFailure.line(n, what + " " + v + " exceeds " + MAX_ENTRY);
        return v;
    }
}
