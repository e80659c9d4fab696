import Foundation
import Testing
@testable import LayercastConformance

/// The kit's own bookkeeping: selection by section, strictness, and the JUnit document.
@Suite struct ConformanceRunnerTests {
    @Test func sectionsSelectTheirSubsections() {
        #expect(ConformanceRunner.selected("§10.1", ["§10"]))
        #expect(ConformanceRunner.selected("§10.1", ["10"]))
        #expect(ConformanceRunner.selected("§12", ["§12"]))
        #expect(!ConformanceRunner.selected("§1.2", ["§10"]))
        #expect(!ConformanceRunner.selected("§100", ["§10"]))
        #expect(ConformanceRunner.selected("§2.3", []))
    }

    @Test func aFailedShouldFailsOnlyWhenStrict() {
        let should = CaseResult(id: "§7.2/x", section: "§7.2", title: "t", requirement: .should, outcome: .fail("no"), seconds: 0)
        let must = CaseResult(id: "§7.2/y", section: "§7.2", title: "t", requirement: .must, outcome: .fail("no"), seconds: 0)
        #expect(!should.fails(strict: false) && should.fails(strict: true))
        #expect(must.fails(strict: false))
        #expect(ConformanceReport.summary([should, must], strict: false).hasPrefix("conformance: 0 passed, 1 failed, 0 skipped"))
    }

    @Test func junitHasASuitePerSectionAndTheFailureReason() {
        let results = [
            CaseResult(id: "§2.2/a", section: "§2.2", title: "frames <ok>", requirement: .must, outcome: .pass, seconds: 0.5),
            CaseResult(id: "§2.2/b", section: "§2.2", title: "b", requirement: .must, outcome: .fail("got \"x\" & y"), seconds: 0),
            CaseResult(id: "§11.4/c", section: "§11.4", title: "c", requirement: .must, outcome: .skip("no partialContents"), seconds: 0),
        ]
        let xml = ConformanceReport.junit(results, name: "kit", strict: false)
        #expect(xml.contains("<testsuites name=\"kit\" tests=\"3\" failures=\"1\" skipped=\"1\">"))
        #expect(xml.contains("<testsuite name=\"§2.2\" tests=\"2\" failures=\"1\" skipped=\"0\""))
        #expect(xml.contains("<failure message=\"got &quot;x&quot; &amp; y\"/>"))
        #expect(xml.contains("frames &lt;ok&gt;"))
        #expect(xml.contains("<skipped message=\"no partialContents\"/>"))
    }

    @Test func aThrowingCaseFailsWithItsError() {
        let cases = [ConformanceCase<Int>("§3", "throws", "t") { _ in throw ConformanceError.script("broken script") }]
        let results = ConformanceRunner.run(cases, context: 0)
        #expect(results.first?.outcome == .fail("broken script"))
    }
}
