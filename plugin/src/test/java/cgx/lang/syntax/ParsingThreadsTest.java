package cgx.lang.syntax;

import cgx.TestFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Parses on several threads at once give what one parse after another gives: ANTLR's generated
 * parser shares its DFA cache between threads, and the error pass has a cache of its own.
 */
class ParsingThreadsTest {
    @Test
    void parsesBesideEachOtherGiveTheSameTreesAndErrors() throws Exception {
        List<String> statements = new ArrayList<>();
        for (Path f : TestFiles.find(TestFiles.testGames(), ".cases")) {
            for (String line : Files.readAllLines(f)) {
                int at = line.lastIndexOf(ParserTest.ARROW);
                if (line.isBlank() || line.startsWith("#") || at < 0) continue;
                statements.add(line.substring(0, at).trim());
            }
        }
        assertTrue(statements.size() > 200, "the corpus: " + statements.size() + " statements");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int shift = t * statements.size() / 4; // each thread starts elsewhere in the corpus
                runs.add(pool.submit(() -> {
                    List<String> trees = new ArrayList<>();
                    for (int i = 0; i < statements.size(); i++) trees.add(tree(statements.get((i + shift) % statements.size())));
                    List<String> inOrder = new ArrayList<>(trees.subList(statements.size() - shift, statements.size()));
                    inOrder.addAll(trees.subList(0, statements.size() - shift));
                    return inOrder;
                }));
            }
            List<String> sequential = new ArrayList<>();
            for (String s : statements) sequential.add(tree(s));
            for (Future<List<String>> r : runs) assertEquals(sequential, r.get());
        } finally {
            pool.shutdownNow();
        }
    }

    private static String tree(String source) {
        try {
            return TreeDump.of(Parsing.parse(source));
        } catch (cgx.core.CgxException syntaxError) {
            return "error: " + syntaxError.getMessage();
        }
    }
}
