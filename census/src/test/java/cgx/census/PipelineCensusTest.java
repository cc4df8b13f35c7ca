package cgx.census;

import cgx.families.Families;
import cgx.lang.Session;
import cgx.misere.classify.Classification;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The census and the worksheet's Classify run one pipeline: on a handful of codes, the census's
 * rows (on Spark local[2], as a census runs them) have the status, reason, largest heap and order
 * that Classify gives with the same bounds. The bounds are deterministic (MaxHeap, no clock), so
 * the reasons are equal word for word: 0.75 solved, 0.734 algebraic and proved (the induction's
 * base is 39), 0.26 algebraic but evidence (its base is 62), 0.54 partial with no family.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PipelineCensusTest {
    private static final QuotientEngine.Budget BUDGET = new QuotientEngine.Budget(0, 40, QuotientEngine.Budget.DEFAULT_MAX_ORDER, 8, 0, 300);

    @AfterAll
    void stopSpark() { SparkEngine.stop(); }

    @Test
    void theCensusAndClassifyGiveTheSameAnswers() {
        List<String> codes = List.of("0.75", "0.734", "0.26", "0.54");
        Map<String, CodeResult> census = new TreeMap<>();
        Census.spark(CensusSparkTest.MASTER).run(codes, BUDGET, r -> { synchronized (census) { census.put(r.code(), r); } }, () -> { });
        Session s = Families.session();
        Map<String, String> expected = Map.of("0.75", "solved", "0.734", "algebraic-proved", "0.26", "algebraic-periodic", "0.54", "partial");
        for (String code : codes) {
            Classification c = (Classification) s.eval("Classify(\"" + code + "\", Timeout => 0, MaxHeap => 40, Verify => 8, Algebraic => 300, ProveInfinite => 0)");
            CodeResult r = census.get(code);
            assertEquals(expected.get(code), r.status(), code + ": " + r.reason());
            assertEquals(c.status().token(), r.status(), code);
            assertEquals(c.reason(), r.reason(), code);
            assertEquals(c.maxHeap(), r.maxheap(), code);
            assertEquals(c.order(), r.order(), code);
            if (r.solved()) assertEquals(c.verified(), r.verified(), code);
        }
        assertTrue(census.get("0.734").reason().contains("; proved for every heap by the weight-form induction, base 39): Q ≅ "), census.get("0.734").reason());
        assertTrue(census.get("0.54").reason().startsWith("max heap 40 reached without a certified period; no algebraic-periodic family: "), census.get("0.54").reason());
        // the summary counts each status
        List<CensusTable.Row> rows = new ArrayList<>();
        for (String code : codes) rows.add(new CensusTable.Row(code, code, code, census.get(code), ""));
        String summary = new CensusTable("cgx-census digits=4 prefix4=false hex=false", rows, CensusTable.classesOf(rows), null).summary();
        assertTrue(summary.contains(": 1 finite (solved), 1 algebraic (proved), 1 algebraic (evidence), 0 infinite (proved), 1 open (partial), 0 failed; "), summary);
        assertTrue(summary.contains("\nalgebraic, proved for every heap: 0.734 (Q_40)") && summary.contains("\nalgebraic-periodic (evidence): 0.26 (checked to heap 40)"), summary);
    }
}
