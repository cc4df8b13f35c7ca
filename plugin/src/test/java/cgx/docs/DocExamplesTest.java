package cgx.docs;

import cgx.families.Families;
import cgx.lang.Transcript;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Examples are tests: every worksheet transcript in README.md and docs/guide/*.md runs, one session
 * per file, in a fresh temporary working directory, and what it prints must be the text that
 * follows each input ({@link MarkdownTranscripts}). The count is printed for CI's log.
 */
class DocExamplesTest {
    private static final AtomicInteger EXAMPLES = new AtomicInteger();
    private static final AtomicInteger FILES = new AtomicInteger();

    static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs"))) return dir;
        }
        throw new IllegalStateException("cannot find the repository's README.md and docs/");
    }

    static List<Path> documents() throws IOException {
        List<Path> out = new ArrayList<>();
        out.add(root().resolve("README.md"));
        Path guide = root().resolve("docs/guide");
        if (Files.isDirectory(guide)) {
            try (Stream<Path> s = Files.list(guide)) {
                s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyTranscriptPrintsWhatTheDocSays() throws IOException {
        return documents().stream().map(doc -> DynamicTest.dynamicTest(root().relativize(doc).toString(), () -> check(doc)));
    }

    private static void check(Path doc) throws IOException {
        List<MarkdownTranscripts.Example> examples = MarkdownTranscripts.parse(Files.readString(doc));
        Path dir = Files.createTempDirectory("cgx-doctest");
        String userDir = System.getProperty("user.dir");
        System.setProperty("user.dir", dir.toString()); // Save("x.svg") writes there
        List<String> failures = new ArrayList<>();
        try {
            Transcript t = new Transcript(Families.runtime(), 120);
            for (MarkdownTranscripts.Example e : examples) {
                Transcript.Step s = t.run(e.input());
                List<String> actual = new ArrayList<>();
                for (String o : s.output()) actual.addAll(List.of(o.split("\n", -1)));
                if (!MarkdownTranscripts.matches(e.expected(), actual)) {
                    failures.add(doc.getFileName() + ":" + e.line() + ": > " + e.input() + "\n  expected:\n    "
                            + String.join("\n    ", e.expected()) + "\n  printed:\n    " + String.join("\n    ", actual));
                }
            }
        } finally {
            System.setProperty("user.dir", userDir);
        }
        EXAMPLES.addAndGet(examples.size());
        FILES.incrementAndGet();
        if (!failures.isEmpty()) fail(failures.size() + " of " + examples.size() + " examples differ:\n" + String.join("\n", failures));
    }

    @AfterAll
    static void report() {
        System.out.println("doctests: " + EXAMPLES.get() + " examples in " + FILES.get() + " files (README.md, docs/guide/) printed what the docs say");
    }

    /** The README is short (issue 49: about 250 lines at most); the guide holds the rest. */
    @Test
    void theReadmeIsShortAndLinksIntoTheGuide() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("README.md"));
        assertTrue(lines.size() <= 250, "README.md has " + lines.size() + " lines");
        String text = String.join("\n", lines);
        assertTrue(text.contains("docs/guide/README.md") && text.contains("docs/reference.md"), "links into the guide and the reference");
        for (java.util.regex.MatchResult m : java.util.regex.Pattern.compile("\\]\\((docs/[^)#]+)").matcher(text).results().toList()) {
            assertTrue(Files.exists(root().resolve(m.group(1))), "README links to " + m.group(1) + ", which is not there");
        }
    }

    /** Every relative link of the guide's pages leads to a file that is there. */
    @Test
    void theGuidesLinksResolve() throws IOException {
        for (Path doc : documents()) {
            String text = Files.readString(doc);
            for (java.util.regex.MatchResult m : java.util.regex.Pattern.compile("\\]\\(([^)#:]+)(#[^)]*)?\\)").matcher(text).results().toList()) {
                Path target = doc.getParent().resolve(m.group(1)).normalize();
                assertTrue(Files.exists(target), root().relativize(doc) + " links to " + m.group(1) + ", which is not there");
            }
        }
    }

    @Test
    void theParserReadsInputsContinuationsOutputsAndWildcards() {
        String md = String.join("\n",
                "text", "```", "> x := 1", "1", "> for i in 1..2 do", "  print(i)", "  end", "1", "2", "```",
                "```text", "> not run", "```",
                "```", "In [1]: 1 + 1", "Out[1]: 2", "```");
        List<MarkdownTranscripts.Example> ex = MarkdownTranscripts.parse(md);
        assertEquals(3, ex.size());
        assertEquals("for i in 1..2 do\nprint(i)\nend", ex.get(1).input());
        assertEquals(List.of("1", "2"), ex.get(1).expected());
        assertEquals(List.of("2"), ex.get(2).expected());
        assertTrue(MarkdownTranscripts.matches(List.of("a", "...", "d"), List.of("a", "b", "c", "d")));
        assertTrue(MarkdownTranscripts.matches(List.of("..."), List.of()));
        assertFalse(MarkdownTranscripts.matches(List.of("a", "...", "d"), List.of("a", "b")));
        assertFalse(MarkdownTranscripts.matches(List.of("a"), List.of("a", "b")));
    }
}
