package cgx.misere.quotient;

import cgx.core.CgxException;
import cgx.heap.TakeAndBreakCode;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * MisereSolver's {@code .msv} file (what {@code --persist} writes): a zip holding
 * {@code quotient.xml}: the rules, the heap reached, the quotient as the action of each generator
 * on the elements 0..|Q|-1 (0 the identity), the P-portion, Φ(H_0..H_toHeap) as elements (its
 * "pretending function") and the heaps where a generator was added. Found by running the jar:
 * MisereSolver 2.2 writes these files but never reads them (a second run with --persist starts
 * again from heap 1 and overwrites the file).
 */
public record MsvFile(String path, String rules, int toHeap, int order, int[][] actions, boolean[] isP, int[] phi, int[] expansionHeaps) {
    static final String VERSION = "1.0";

    // ------------------------------------------------------------------ reading

    /** Reads a .msv file; a clear error for a file that is not one (and nothing is written). */
    public static MsvFile read(Path file) {
        byte[] xml;
        try (InputStream in = Files.newInputStream(file); ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry e;
            xml = null;
            while ((e = zip.getNextEntry()) != null) {
                if (e.getName().equals("quotient.xml")) xml = zip.readNBytes(20_000_000);
            }
        } catch (IOException e) {
            throw new CgxException("ReadMsv: cannot read " + file + " as MisereSolver's .msv file (a zip holding quotient.xml): " + e.getMessage());
        }
        if (xml == null) throw new CgxException("ReadMsv: " + file + " is not MisereSolver's .msv file: no quotient.xml inside (a truncated or other zip?)");
        return parse(file.toString(), xml);
    }

    static MsvFile parse(String path, byte[] xml) {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            doc = b.parse(new ByteArrayInputStream(xml));
        } catch (Exception e) {
            throw new CgxException("ReadMsv: " + path + ": quotient.xml is not well-formed XML: " + e.getMessage());
        }
        Element root = doc.getDocumentElement();
        if (!root.getTagName().equals("MisereSolver")) throw bad(path, "its XML is not MisereSolver's (root element " + root.getTagName() + ")");
        if (!VERSION.equals(root.getAttribute("version"))) throw bad(path, "version " + root.getAttribute("version") + ", cgx reads version " + VERSION);
        Element pres = child(root, "Presentation", path);
        String rules = pres.getAttribute("rules");
        int toHeap = integer(pres.getAttribute("toHeap"), "toHeap", path);
        Element q = child(pres, "Quotient", path);
        int gens = integer(q.getAttribute("numGens"), "numGens", path);
        int[][] actions = lists(child(q, "Actions", path).getTextContent(), path);
        if (actions.length != gens) throw bad(path, gens + " generators announced, " + actions.length + " actions given");
        int order = actions.length == 0 ? 1 : actions[0].length;
        for (int[] a : actions) {
            if (a.length != order) throw bad(path, "actions of different lengths");
            for (int x : a) if (x < 0 || x >= order) throw bad(path, "an action sends an element to " + x + ", outside 0.." + (order - 1));
        }
        boolean[] isP = new boolean[order];
        for (int x : list(child(q, "PPortion", path).getTextContent().replace('{', '[').replace('}', ']'), path)) {
            if (x < 0 || x >= order) throw bad(path, "P-portion element " + x + " outside 0.." + (order - 1));
            isP[x] = true;
        }
        int[] phi = list(child(pres, "PretendingFunction", path).getTextContent(), path);
        if (phi.length != toHeap + 1) throw bad(path, "Φ has " + phi.length + " values for heaps 0.." + toHeap);
        for (int x : phi) if (x < 0 || x >= order) throw bad(path, "Φ names element " + x + ", outside 0.." + (order - 1));
        int[] expansion = list(child(root, "ExpansionHeaps", path).getTextContent(), path);
        if (expansion.length != gens + 1) throw bad(path, "expansion heaps " + Arrays.toString(expansion) + " for " + gens + " generators");
        return new MsvFile(path, rules, toHeap, order, actions, isP, phi, expansion);
    }

    /** The take-and-break code of the rules ({@code TakeAndBreak(0.75)}). */
    public TakeAndBreakCode code() {
        if (!rules.startsWith("TakeAndBreak(") || !rules.endsWith(")")) {
            throw new CgxException("ReadMsv: the rules " + rules + " of " + path + " are not a take-and-break code; cgx continues only those");
        }
        return TakeAndBreakCode.parse(rules.substring("TakeAndBreak(".length(), rules.length() - 1));
    }

    public int pSize() {
        int c = 0;
        for (boolean p : isP) if (p) c++;
        return c;
    }

    /**
     * Checks that {@code q}'s partial quotient is the one recorded here: the map sending the
     * recorded Φ(H_n) to q's, extended along the generators' actions, is a bijection that keeps
     * products, the P-portion and Φ on heaps 0..toHeap. Null if so, else what differs.
     */
    public String disagreement(MisereQuotient q) {
        if (q.order != order) return "|Q| = " + q.order + " in cgx, " + order + " in the file";
        int[] f = new int[order];
        Arrays.fill(f, -1);
        f[0] = 0;
        int[] queue = new int[order];
        int head = 0, tail = 0;
        queue[tail++] = 0;
        while (head < tail) {
            int x = queue[head++];
            for (int g = 0; g < actions.length; g++) {
                int y = actions[g][x];
                int fy = q.mul(f[x], q.phiElement(expansionHeaps[g + 1]));
                if (f[y] < 0) { f[y] = fy; queue[tail++] = y; }
                else if (f[y] != fy) return "the products disagree at element " + y + " of the file";
            }
        }
        if (tail != order) return "the file's generators do not reach every element";
        boolean[] hit = new boolean[order];
        for (int x = 0; x < order; x++) {
            if (hit[f[x]]) return "two elements of the file are one in cgx";
            hit[f[x]] = true;
            if (isP[x] != q.isP[f[x]]) return "element " + x + " of the file is " + (isP[x] ? "" : "not ") + "a P-position, cgx's " + q.word(f[x]) + " is" + (isP[x] ? " not" : "");
        }
        for (int n = 0; n <= toHeap; n++) if (f[phi[n]] != q.phiElement(n)) return "Φ(H_" + n + ") differs";
        return null;
    }

    // ------------------------------------------------------------------ writing

    /** MisereSolver's XML for q up to heap toHeap, elements numbered in q's order of elements (MisereSolver's on the codes tried). */
    static String xml(MisereQuotient q, String rules, int toHeap) {
        List<Integer> els = q.sortedElements();
        int[] number = new int[q.order];
        for (int i = 0; i < els.size(); i++) number[els.get(i)] = i;
        List<Integer> genHeaps = MisereQuotient.newValues(q.order, q.mul, q::phiElement, toHeap);
        List<Integer> genElements = new ArrayList<>();
        for (int h : genHeaps) genElements.add(q.phiElement(h));
        StringBuilder b = new StringBuilder();
        b.append("<MisereSolver version=\"").append(VERSION).append("\">\n");
        b.append("  <Presentation rules=\"").append(rules).append("\" toHeap=\"").append(toHeap).append("\">\n");
        b.append("    <Quotient numGens=\"").append(genElements.size()).append("\">\n");
        b.append("      <Actions>[");
        for (int g = 0; g < genElements.size(); g++) {
            b.append(g > 0 ? ", " : "").append('[');
            for (int i = 0; i < els.size(); i++) b.append(i > 0 ? ", " : "").append(number[q.mul(els.get(i), genElements.get(g))]);
            b.append(']');
        }
        b.append("]</Actions>\n");
        b.append("      <PPortion>{");
        boolean first = true;
        for (int i = 0; i < els.size(); i++) {
            if (!q.isP[els.get(i)]) continue;
            b.append(first ? "" : ", ").append(i);
            first = false;
        }
        b.append("}</PPortion>\n");
        b.append("    </Quotient>\n");
        b.append("    <PretendingFunction>[");
        for (int n = 0; n <= toHeap; n++) b.append(n > 0 ? ", " : "").append(number[q.phiElement(n)]);
        b.append("]</PretendingFunction>\n");
        b.append("  </Presentation>\n");
        b.append("  <ExpansionHeaps>[0");
        for (int h : genHeaps) b.append(", ").append(h);
        b.append("]</ExpansionHeaps>\n");
        b.append("</MisereSolver>\n");
        return b.toString();
    }

    /** Writes the file through a temporary file moved into place, so a failure leaves any old file as it was. */
    static Path write(MisereQuotient q, String rules, int toHeap, Path file) {
        byte[] xml = xml(q, rules, toHeap).getBytes(StandardCharsets.UTF_8);
        return cgx.core.AtomicFiles.write("SaveMsv", file, out -> {
            ZipOutputStream zip = new ZipOutputStream(out);
            zip.putNextEntry(new ZipEntry("quotient.xml"));
            zip.write(xml);
            zip.closeEntry();
            zip.finish();
        });
    }

    // ------------------------------------------------------------------ parsing helpers

    private static Element child(Element parent, String name, String path) {
        for (org.w3c.dom.Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) return e;
        }
        throw bad(path, "no <" + name + "> in <" + parent.getTagName() + ">");
    }

    private static int integer(String s, String what, String path) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            throw bad(path, what + " is not a number: \"" + s + "\"");
        }
    }

    private static int[] list(String s, String path) {
        String t = s.strip();
        if (!t.startsWith("[") || !t.endsWith("]")) throw bad(path, "expected a list [..], got " + (t.length() > 40 ? t.substring(0, 40) + "..." : t));
        String body = t.substring(1, t.length() - 1).strip();
        if (body.isEmpty()) return new int[0];
        String[] parts = body.split(",");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) out[i] = integer(parts[i], "a list entry", path);
        return out;
    }

    private static int[][] lists(String s, String path) {
        String t = s.strip();
        if (!t.startsWith("[") || !t.endsWith("]")) throw bad(path, "expected a list of lists");
        String body = t.substring(1, t.length() - 1).strip();
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < body.length()) {
            int open = body.indexOf('[', i);
            if (open < 0) break;
            int close = body.indexOf(']', open);
            if (close < 0) throw bad(path, "an unclosed list in <Actions>");
            out.add(list(body.substring(open, close + 1), path));
            i = close + 1;
        }
        return out.toArray(new int[0][]);
    }

    private static CgxException bad(String path, String why) {
        return new CgxException("ReadMsv: " + path + " is not a MisereSolver .msv file cgx can read: " + why);
    }

    @Override
    public String toString() { return "ReadMsv(\"" + path.replace("\\", "\\\\").replace("\"", "\\\"") + "\")"; }

    @Override
    public boolean equals(Object o) {
        return o instanceof MsvFile m && m.path.equals(path) && m.rules.equals(rules) && m.toHeap == toHeap && m.order == order
                && Arrays.deepEquals(m.actions, actions) && Arrays.equals(m.isP, isP) && Arrays.equals(m.phi, phi)
                && Arrays.equals(m.expansionHeaps, expansionHeaps);
    }

    @Override
    public int hashCode() { return path.hashCode() * 31 + Arrays.hashCode(phi); }
}
